// Everything one reconcile of one invoice works with, loaded once per job.
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { AppContext } from '../../context.ts';
import type { SellerContext } from '../../seller/sellers/context.ts';
import { problem } from './problems.ts';
import type { TaxRateBook } from './tax-rates.ts';
import type { IntegrationSettings } from './transaction-input.ts';

export interface InvoiceRun {
  ctx: AppContext;
  seller: SellerContext;
  integration: IntegrationSettings;
  stripe: Stripe;
  rates: TaxRateBook;
  /** Stripe product id -> Levy product external id. */
  mappings: ReadonlyMap<string, string>;
  /** Idempotency key options for a write: stable across retries of one job, new for the next job. */
  idempotency(action: string, payload: unknown): { idempotencyKey: string };
  /** Accounting time for a draft: now (the seller's zone turns it into a date). */
  accountingNow(): { accountingTime: string };
  accountingAt(unixSeconds: number): { accountingTime: string };
  /** The calendar day of a moment in the seller's zone. */
  dayAt(unixSeconds: number): string;
}

export function idempotencyKeys(scope: string): InvoiceRun['idempotency'] {
  return (action, payload) => ({ idempotencyKey: `levy-${createHash('sha256').update(`${scope}\n${action}\n${JSON.stringify(payload)}`).digest('base64url')}` });
}

/**
 * Stripe gives moments; filings need the seller's calendar days. A seller without an accounting
 * time zone cannot be served (the seller API answers accountingTimeZoneNotSetForSeller), so its
 * invoices are listed with that reason rather than dated in a guessed zone.
 */
export function accountingClock(seller: SellerContext): Pick<InvoiceRun, 'accountingNow' | 'accountingAt' | 'dayAt'> {
  const days = seller.accountingTimeZone === null ? null : dayFormat(seller.accountingTimeZone);
  const inZone = (): Intl.DateTimeFormat => {
    if (days === null) throw problem('calculationConflict', "The seller has no accounting time zone, so Levy cannot date Stripe's invoices; set one (admin API or `npm run levy -- sellers update`), then retry.");
    return days;
  };
  const moment = (date: Date) => {
    inZone();
    return { accountingTime: date.toISOString() };
  };
  return {
    accountingNow: () => moment(new Date()),
    accountingAt: (seconds) => moment(new Date(seconds * 1000)),
    dayAt: (seconds) => inZone().format(new Date(seconds * 1000)),
  };
}

// Building a DateTimeFormat costs more than a whole calculation: one per zone, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(zone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(zone);
  if (format === undefined) dayFormats.set(zone, (format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format;
}
