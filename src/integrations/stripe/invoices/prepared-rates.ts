// The follow-through of prepareTax. A new subscription's first invoice is finalized at once, so the
// caller puts Levy's prepared TaxRates on the subscription (its items' `tax_rates`, or
// `default_tax_rates`). Once an invoice of the subscription has been finalized carrying them, they
// must come off the subscription: the later invoices are drafts, which Levy taxes itself (and a
// draft with default tax rates is refused). Only Levy's rates come off; another app's stay.
//
// Level-triggered: the finalized invoice (which never changes) says whether its subscription was
// prepared, and each run reads the subscription as it is now and removes only what is still there.
// So duplicate, late and reordered events find nothing to do, and a run that died between recording
// the invoice and the removal (a crash, Stripe's 429/500) is finished by the job's next attempt, or
// by the next run of the invoice, which finds the transaction recorded and goes on to the removal.
import type Stripe from 'stripe';
import { taxRateOf } from './line-taxes.ts';
import type { InvoiceRun } from './run.ts';
import type { InvoiceSnapshot } from './snapshot.ts';
import { isLevyRate, isPreparedRate } from './tax-rates.ts';

export type PreparedRatesOutcome =
  /** Not a subscription's invoice, or no line carries a prepared rate: nothing to do. */
  | { kind: 'notPrepared' }
  /** The subscription no longer carries Levy's rates (an earlier run removed them), or it ended. */
  | { kind: 'nothingLeft'; subscriptionId: string }
  | { kind: 'removed'; subscriptionId: string; items: number; defaultTaxRates: boolean };

/** The subscription a finalized invoice bills, if any. */
export function subscriptionOf(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  if (typeof sub === 'string') return sub;
  return sub?.id ?? null;
}

const idOf = (rate: string | Stripe.TaxRate): string => (typeof rate === 'string' ? rate : rate.id);

/** Whether any line of the invoice (or its default rates) carries a rate prepareTax made. */
async function carriesPreparedRates(run: InvoiceRun, snapshot: InvoiceSnapshot): Promise<boolean> {
  const ids = new Set<string>();
  for (const line of snapshot.lines)
    for (const tax of line.taxes ?? []) if (tax.tax_rate_details !== null) ids.add(tax.tax_rate_details.tax_rate);
  for (const rate of snapshot.invoice.default_tax_rates ?? []) ids.add(idOf(rate));
  if (ids.size === 0) return false;
  const rates = await Promise.all([...ids].map((id) => taxRateOf(run.stripe, id)));
  return rates.some(isPreparedRate);
}

/**
 * A rate list without Levy's rates, or undefined when it has none of them. Stripe's SDK does not
 * send an empty array: `''` clears the list.
 */
function withoutLevyRates(rates: readonly (string | Stripe.TaxRate)[] | null | undefined): string[] | '' | undefined {
  // Rates come expanded on a subscription and its items; an id alone cannot be judged, so it is kept.
  const levy = (r: string | Stripe.TaxRate) => typeof r !== 'string' && isLevyRate(r);
  const all = rates ?? [];
  if (!all.some(levy)) return undefined;
  const kept = all.filter((r) => !levy(r)).map(idOf);
  return kept.length === 0 ? '' : kept;
}

/** Subscriptions that can no longer change (Stripe refuses updates other than metadata). */
const ENDED: ReadonlySet<Stripe.Subscription.Status> = new Set(['canceled', 'incomplete_expired']);

/**
 * After a finalized invoice is recorded: if it carries prepared rates and bills a subscription, take
 * Levy's rates off the subscription's items and default_tax_rates, in one update, only when some are
 * still there. Stripe's failures are thrown, for the job's retries.
 */
export async function removePreparedRates(run: InvoiceRun, snapshot: InvoiceSnapshot): Promise<PreparedRatesOutcome> {
  const subscriptionId = subscriptionOf(snapshot.invoice);
  if (subscriptionId === null || !(await carriesPreparedRates(run, snapshot))) return { kind: 'notPrepared' };

  let subscription: Stripe.Subscription;
  try {
    subscription = await run.stripe.subscriptions.retrieve(subscriptionId);
  } catch (err) {
    if ((err as { code?: string }).code === 'resource_missing') return { kind: 'nothingLeft', subscriptionId };
    throw err;
  }
  if (ENDED.has(subscription.status)) return { kind: 'nothingLeft', subscriptionId };
  const items = subscription.items.has_more
    ? await run.stripe.subscriptionItems.list({ subscription: subscriptionId, limit: 100 }).autoPagingToArray({ limit: 10_000 })
    : subscription.items.data;

  const itemChanges = items.flatMap((item) => {
    const taxRates = withoutLevyRates(item.tax_rates);
    return taxRates === undefined ? [] : [{ id: item.id, tax_rates: taxRates }];
  });
  const defaultTaxRates = withoutLevyRates(subscription.default_tax_rates);
  if (itemChanges.length === 0 && defaultTaxRates === undefined) return { kind: 'nothingLeft', subscriptionId };

  const params: Stripe.SubscriptionUpdateParams = {
    ...(itemChanges.length > 0 ? { items: itemChanges } : {}),
    ...(defaultTaxRates !== undefined ? { default_tax_rates: defaultTaxRates } : {}),
    // A change of tax rates bills nothing by itself; say so, so that no proration is ever made.
    proration_behavior: 'none',
  };
  await run.stripe.subscriptions.update(subscriptionId, params, run.idempotency('removePreparedRates', { subscriptionId, params }));
  run.ctx.log.info(
    {
      integrationId: run.integration.id,
      invoiceId: snapshot.invoice.id,
      subscriptionId,
      items: itemChanges.length,
      defaultTaxRates: defaultTaxRates !== undefined,
    },
    'prepared tax rates removed from the subscription after its invoice was finalized',
  );
  return { kind: 'removed', subscriptionId, items: itemChanges.length, defaultTaxRates: defaultTaxRates !== undefined };
}
