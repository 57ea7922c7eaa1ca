// Everything one reconcile of one invoice works with, loaded once per job.
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { AppContext } from '../../../context.ts';
import type { SellerProfile } from '../../../seller/sellers/profile.ts';
import { dateInZone } from '../../../tax/dates.ts';
import { noAccountingTimeZone } from './problems.ts';
import type { TaxRateBook } from './tax-rates.ts';
import type { IntegrationSettings } from './transaction-input.ts';

export interface InvoiceRun {
  ctx: AppContext;
  seller: SellerProfile;
  integration: IntegrationSettings;
  stripe: Stripe;
  rates: TaxRateBook;
  /** Stripe product id -> Levy product external id. */
  mappings: ReadonlyMap<string, string>;
  /**
   * Called before each write that changes a draft's tax (the first call of a run asks the write
   * budget; later calls of the same run answer at once). Throws taxKeepsChanging when the budget is
   * spent, so a stopped run writes no tax at all.
   */
  beforeTaxChange(): Promise<void>;
  /** Idempotency key options for a write: stable across retries of one job, new for the next job. */
  idempotency(action: string, payload: unknown): { idempotencyKey: string };
  /** Accounting time for a draft: now (the seller's zone turns it into a date). */
  accountingNow(): { accountingTime: string };
  accountingAt(unixSeconds: number): { accountingTime: string };
  /** The calendar day of a moment in the seller's zone. */
  dayAt(unixSeconds: number): string;
}

export function idempotencyKeys(scope: string): InvoiceRun['idempotency'] {
  return (action, payload) => ({
    idempotencyKey: `levy-${createHash('sha256')
      .update(`${scope}\n${action}\n${JSON.stringify(payload)}`)
      .digest('base64url')}`,
  });
}

/**
 * Stripe gives moments; filings need the seller's calendar days. A seller without an accounting
 * time zone cannot be served (the seller API answers accountingTimeZoneNotSetForSeller), so its
 * invoices are listed with that reason rather than dated in a guessed zone.
 */
export function accountingClock(seller: SellerProfile): Pick<InvoiceRun, 'accountingNow' | 'accountingAt' | 'dayAt'> {
  const zone = (): string => {
    if (seller.accountingTimeZone === null) throw noAccountingTimeZone();
    return seller.accountingTimeZone;
  };
  const moment = (date: Date) => {
    zone();
    return { accountingTime: date.toISOString() };
  };
  return {
    accountingNow: () => moment(new Date()),
    accountingAt: (seconds) => moment(new Date(seconds * 1000)),
    // The zone was checked when the seller was saved, so it exists.
    dayAt: (seconds) => dateInZone(new Date(seconds * 1000), zone())!,
  };
}
