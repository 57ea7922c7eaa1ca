// A draft invoice: calculate its tax and make the invoice show exactly that, in the integration's
// mode, then answer the metadata protocol. Each Stripe write happens only when the invoice differs
// from what it should be, so processing the same draft twice writes nothing the second time.
import type Stripe from 'stripe';
import { calculateTransaction } from '../../../seller/transactions/calculation.ts';
import { protocolUpdate } from './metadata.ts';
import { noAccountingTimeZone, problem } from './problems.ts';
import type { InvoiceRun } from './run.ts';
import { invoiceItemOf, taxRatesOf, type InvoiceSnapshot } from './snapshot.ts';
import { effectivePercentage, LEVY_RATE_METADATA } from './tax-rates.ts';
import { invoiceTransaction, type InvoiceTransaction } from './transaction-input.ts';

export type DraftOutcome = { changedTax: boolean; taxAmount: number };

export async function reconcileDraft(run: InvoiceRun, snapshot: InvoiceSnapshot): Promise<DraftOutcome> {
  const { invoice } = snapshot;
  if (invoice.automatic_tax?.enabled) throw problem('automaticTaxEnabled', "Stripe Tax (automatic_tax) is enabled on this invoice; turn it off so that Levy's tax is the only tax.");
  const transaction = invoiceTransaction(snapshot, run.integration, run.mappings, run.accountingNow());
  await refuseForeignTaxRates(run, snapshot);
  const taxes = await calculateLines(run, transaction);
  const changedTax = run.integration.taxMode === 'taxRate' ? await applyTaxRates(run, invoice.id, transaction, taxes) : await applyTaxLineItem(run, snapshot, transaction, taxes);
  await answerProtocol(run, invoice, true);
  return { changedTax, taxAmount: taxes.reduce((a, b) => a + b, 0) };
}

/** Marks the invoice's current `svc_user_input` as seen, with the outcome; writes only when needed. */
export async function answerProtocol(run: InvoiceRun, invoice: Stripe.Invoice, successful: boolean): Promise<void> {
  const metadata = protocolUpdate(invoice, successful, new Date());
  if (metadata !== null) await run.stripe.invoices.update(invoice.id, { metadata }, run.idempotency('metadata', metadata));
}

/** Levy's tax per taxed line, in minor units. */
async function calculateLines(run: InvoiceRun, transaction: InvoiceTransaction): Promise<number[]> {
  if (transaction.taxedLines.length === 0) return [];
  const calculated = await calculateTransaction(run.ctx, run.seller, transaction.input);
  if (!calculated.ok) throw calculationProblem(calculated.conflict);
  return calculated.value.calc.lineItems.map((l) => l.taxAmountToCollect);
}

export function calculationProblem(conflict: { type: string; message?: string }) {
  if (conflict.type === 'customerAddressCouldNotResolve') return problem('customerAddressCouldNotResolve', `Levy could not resolve the customer's address${conflict.message ? `: ${conflict.message}` : '.'}`);
  if (conflict.type === 'accountingTimeZoneNotSetForSeller') return noAccountingTimeZone();
  if (conflict.type === 'productExternalIdUnknown') return problem('productNotFound', 'A line bills a Stripe product that is neither mapped to a Levy product nor a Levy product id itself; add the product or a product mapping, then retry.');
  return problem('calculationConflict', `The calculation answered ${conflict.type}${conflict.message ? `: ${conflict.message}` : ''}.`);
}

/**
 * Tax rates someone else put on the invoice would add tax Levy does not know about. Default rates
 * are refused even when they are Levy's: they reach every line without rates of its own, which
 * Levy cannot then leave untaxed.
 */
async function refuseForeignTaxRates(run: InvoiceRun, snapshot: InvoiceSnapshot): Promise<void> {
  const defaults = (snapshot.invoice.default_tax_rates ?? []).map((r) => (typeof r === 'string' ? r : r.id));
  if (defaults.length > 0) throw problem('foreignTaxRates', `The invoice has default tax rates (${defaults.join(', ')}); remove them so that Levy's tax is the only tax.`);
  for (const id of new Set(snapshot.lines.flatMap(taxRatesOf))) {
    if (!(await run.rates.isOurs(id))) throw problem('foreignTaxRates', `Tax rate ${id} on this invoice was not set by Levy; remove it so that the tax is not counted twice.`);
  }
}

/** taxRate mode: each taxed line carries exactly the one Levy rate of its effective percentage. */
async function applyTaxRates(run: InvoiceRun, invoiceId: string, transaction: InvoiceTransaction, taxes: number[]): Promise<boolean> {
  const changes: { id: string; tax_rates: string[] | '' }[] = [];
  for (const [i, line] of transaction.taxedLines.entries()) {
    const percentage = effectivePercentage(taxes[i]!, transaction.input.lineItems[i]!.amount);
    const wanted = percentage === null ? [] : [await run.rates.idFor(percentage)];
    if (wanted.join() !== taxRatesOf(line).join()) changes.push({ id: line.id, tax_rates: wanted.length > 0 ? wanted : '' });
  }
  return updateLines(run, invoiceId, changes);
}

async function updateLines(run: InvoiceRun, invoiceId: string, changes: { id: string; tax_rates: string[] | '' }[]): Promise<boolean> {
  if (changes.length === 0) return false;
  await run.stripe.invoices.updateLines(invoiceId, { lines: changes }, run.idempotency('lines', changes));
  return true;
}

/**
 * lineItem mode: one invoice item of the seller's tax product carries the whole tax. It is not
 * discountable (a coupon must not lower the tax), updated in place, and removed when the tax is 0.
 * Levy's rates left from taxRate mode come off the lines.
 */
async function applyTaxLineItem(run: InvoiceRun, snapshot: InvoiceSnapshot, transaction: InvoiceTransaction, taxes: number[]): Promise<boolean> {
  const { invoice } = snapshot;
  const total = taxes.reduce((a, b) => a + b, 0);
  const editable = transaction.taxLines.filter((line) => invoiceItemOf(line) !== null);
  if (editable.length < transaction.taxLines.length) {
    throw problem('taxProductLineNotEditable', `A line of the tax product ${run.integration.taxProductId} comes from a subscription, so Levy cannot set its amount; bill the tax product only through Levy's invoice item.`);
  }
  let changed = await updateLines(run, invoice.id, transaction.taxedLines.filter((line) => taxRatesOf(line).length > 0).map((line) => ({ id: line.id, tax_rates: '' as const })));
  const [kept, ...extra] = editable;
  // Two tax items can only come from someone else's edit; one is enough.
  for (const line of total === 0 ? editable : extra) {
    await run.stripe.invoiceItems.del(invoiceItemOf(line)!, run.idempotency('delete', line.id));
    changed = true;
  }
  if (total === 0) return changed;
  const priceData = { currency: invoice.currency, product: run.integration.taxProductId!, unit_amount: total };
  if (kept === undefined) {
    const customer = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer!.id;
    await run.stripe.invoiceItems.create(
      { customer, invoice: invoice.id, price_data: priceData, description: 'Sales tax', discountable: false, metadata: { ...LEVY_RATE_METADATA } },
      run.idempotency('create', priceData),
    );
    return true;
  }
  if (kept.amount !== total || kept.quantity !== 1 || kept.discountable) {
    await run.stripe.invoiceItems.update(invoiceItemOf(kept)!, { price_data: priceData, quantity: 1, discountable: false }, run.idempotency('update', priceData));
    return true;
  }
  return changed;
}
