// Everything one reconcile of one invoice works with, loaded once per job.
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { AppContext } from '../../context.ts';
import type { SellerContext } from '../../seller/sellers/context.ts';
import type { CreateEphemeralInput } from '../../seller/transactions/schemas.ts';
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
  /** Accounting time for a draft: now, in the seller's zone (UTC when the seller has none). */
  accountingNow(): { accountingTime: string; accountingTimeZone?: CreateEphemeralInput['accountingTimeZone'] };
  accountingAt(unixSeconds: number): { accountingTime: string; accountingTimeZone?: CreateEphemeralInput['accountingTimeZone'] };
}

export function idempotencyKeys(scope: string): InvoiceRun['idempotency'] {
  return (action, payload) => ({ idempotencyKey: `levy-${createHash('sha256').update(`${scope}\n${action}\n${JSON.stringify(payload)}`).digest('base64url')}` });
}

export function accountingClock(seller: SellerContext): Pick<InvoiceRun, 'accountingNow' | 'accountingAt'> {
  const zone = seller.accountingTimeZone === null ? { accountingTimeZone: 'UTC' as const } : {};
  const at = (date: Date) => ({ accountingTime: date.toISOString(), ...zone });
  return { accountingNow: () => at(new Date()), accountingAt: (seconds) => at(new Date(seconds * 1000)) };
}
