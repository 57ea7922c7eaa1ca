// What is on an invoice's lines, as far as tax goes, whatever the integration's mode: Levy's tax
// rates (taxRate mode), Levy's tax amounts (taxAmounts mode), Levy's tax item (lineItem mode), and
// anyone else's tax. A line reports both rates and amounts the same way (`taxes[]` naming a TaxRate),
// so the TaxRate behind each tells them apart: Levy's own rates carry `metadata.levy_managed`, the
// rates Stripe makes from Levy's tax amounts carry Levy's description. Knowing all three lets each
// mode take the others' writes off the drafts it touches, so switching modes leaves no double tax.
import type Stripe from 'stripe';
import { invoiceItemOf, productOf } from './snapshot.ts';
import { LEVY_TAX_AMOUNT_DESCRIPTION } from './tax-amounts.ts';
import { isLevyRate, LEVY_RATE_METADATA } from './tax-rates.ts';
import type { IntegrationSettings } from './transaction-input.ts';

export interface LineTaxes {
  /** Levy's tax rates on the line (taxRate mode). */
  levyRates: string[];
  /** Levy's tax amounts on the line (taxAmounts mode), each with the TaxRate Stripe made for it. */
  levyAmounts: { tax: Stripe.InvoiceLineItem.Tax; rate: Stripe.TaxRate }[];
  /** Tax rates (or tax amounts) someone else put on the line. */
  foreign: string[];
}

/**
 * TaxRates by id, per Stripe client (one per integration), read once per process: what Levy reads
 * of them (metadata, description, rate data) does not change for Levy's own.
 */
const rateCaches = new WeakMap<Stripe, Map<string, Promise<Stripe.TaxRate>>>();
const RATE_CACHE_MAX = 10_000;

export function taxRateOf(stripe: Stripe, id: string): Promise<Stripe.TaxRate> {
  let cache = rateCaches.get(stripe);
  if (cache === undefined) rateCaches.set(stripe, (cache = new Map()));
  let rate = cache.get(id);
  if (rate === undefined) {
    if (cache.size >= RATE_CACHE_MAX) cache.clear();
    const fetched = stripe.taxRates.retrieve(id);
    cache.set(id, (rate = fetched));
    fetched.catch(() => cache.get(id) === fetched && cache.delete(id));
  }
  return rate;
}

/** A TaxRate Stripe made from the `tax_rate_data` of Levy's tax amounts. */
export function isLevyTaxAmountRate(rate: Pick<Stripe.TaxRate, 'metadata' | 'description'>): boolean {
  return !isLevyRate(rate) && rate.description === LEVY_TAX_AMOUNT_DESCRIPTION;
}

export async function lineTaxesOf(stripe: Stripe, line: Stripe.InvoiceLineItem): Promise<LineTaxes> {
  const out: LineTaxes = { levyRates: [], levyAmounts: [], foreign: [] };
  const taxes = (line.taxes ?? []).filter((t) => t.tax_rate_details !== null);
  const rates = await Promise.all(taxes.map((t) => taxRateOf(stripe, t.tax_rate_details!.tax_rate)));
  taxes.forEach((tax, i) => {
    const rate = rates[i]!;
    if (isLevyRate(rate)) out.levyRates.push(rate.id);
    else if (isLevyTaxAmountRate(rate)) out.levyAmounts.push({ tax, rate });
    else out.foreign.push(rate.id);
  });
  return out;
}

/** The invoice item Levy adds in lineItem mode (made with Levy's metadata). */
export function isLevyTaxItem(line: Stripe.InvoiceLineItem): boolean {
  return invoiceItemOf(line) !== null && line.metadata?.levy_managed === LEVY_RATE_METADATA.levy_managed;
}

/**
 * The invoice's lines without Levy's old tax items: all of them when the mode is not lineItem, and
 * in lineItem mode those of another product than the current tax product (the seller changed it).
 * They are Levy's earlier tax, not sales: `levyItems` are to delete on drafts and to count as tax
 * seen on finalized invoices.
 */
export function withoutLevyTaxItems<S extends { lines: Stripe.InvoiceLineItem[] }>(
  snapshot: S,
  integration: Pick<IntegrationSettings, 'taxMode' | 'taxProductId'>,
): { sales: S; levyItems: Stripe.InvoiceLineItem[] } {
  const old = (line: Stripe.InvoiceLineItem) =>
    isLevyTaxItem(line) && (integration.taxMode !== 'lineItem' || productOf(line) !== integration.taxProductId);
  const levyItems = snapshot.lines.filter(old);
  return levyItems.length === 0
    ? { sales: snapshot, levyItems }
    : { sales: { ...snapshot, lines: snapshot.lines.filter((l) => !old(l)) }, levyItems };
}

/**
 * Prices' tax behaviour by id, per Stripe client. `inclusive` and `exclusive` never change once
 * set; `unspecified` may become either, so it is read again after a minute.
 */
const priceCaches = new WeakMap<Stripe, Map<string, { inclusive: boolean; until: number }>>();
const PRICE_CACHE_MAX = 20_000;
const UNSPECIFIED_TTL_MS = 60_000;

/** Per line: whether its price includes tax (the Stripe price's `tax_behavior` is `inclusive`). */
export async function taxIncludedPrices(stripe: Stripe, lines: readonly Stripe.InvoiceLineItem[]): Promise<boolean[]> {
  let cache = priceCaches.get(stripe);
  if (cache === undefined) priceCaches.set(stripe, (cache = new Map()));
  const known = cache;
  return Promise.all(
    lines.map(async (line) => {
      const price = line.pricing?.price_details?.price;
      if (price === undefined || price === null) return false;
      if (typeof price === 'object') return price.tax_behavior === 'inclusive';
      const cached = known.get(price);
      if (cached !== undefined && cached.until > Date.now()) return cached.inclusive;
      const fetched = await stripe.prices.retrieve(price);
      const settled = fetched.tax_behavior === 'inclusive' || fetched.tax_behavior === 'exclusive';
      if (known.size >= PRICE_CACHE_MAX) known.clear();
      known.set(price, {
        inclusive: fetched.tax_behavior === 'inclusive',
        until: settled ? Number.POSITIVE_INFINITY : Date.now() + UNSPECIFIED_TTL_MS,
      });
      return fetched.tax_behavior === 'inclusive';
    }),
  );
}
