// A draft invoice: calculate its tax and make the invoice show exactly that, in the integration's
// mode, then answer the metadata protocol. Each Stripe write happens only when the invoice differs
// from what it should be, so processing the same draft twice writes nothing the second time. Each
// mode also takes the other modes' writes off the draft (Levy's rates, tax amounts, tax item), so
// switching an integration's mode converges every draft it touches next.
import type Stripe from 'stripe';
import { calculateTransaction } from '../../../seller/transactions/calculation.ts';
import type { Calculation } from '../../../tax/index.ts';
import { lineTaxesOf, taxIncludedPrices, withoutLevyTaxItems, type LineTaxes } from './line-taxes.ts';
import { protocolHold, protocolUpdate } from './metadata.ts';
import { noAccountingTimeZone, problem } from './problems.ts';
import type { InvoiceRun } from './run.ts';
import { invoiceItemOf, type InvoiceSnapshot } from './snapshot.ts';
import { sameTaxAmounts, taxAmountsFor } from './tax-amounts.ts';
import { effectivePercentage, LEVY_RATE_METADATA } from './tax-rates.ts';
import { invoiceTransaction, type InvoiceTransaction } from './transaction-input.ts';

export type DraftOutcome = { changedTax: boolean; taxAmount: number };

type LineChange = Stripe.InvoiceUpdateLinesParams.Line;

export async function reconcileDraft(run: InvoiceRun, snapshot: InvoiceSnapshot): Promise<DraftOutcome> {
  const { invoice } = snapshot;
  if (invoice.automatic_tax?.enabled)
    throw problem(
      'automaticTaxEnabled',
      "Stripe Tax (automatic_tax) is enabled on this invoice; turn it off so that Levy's tax is the only tax.",
    );
  const { sales, levyItems } = withoutLevyTaxItems(snapshot, run.integration);
  const [transaction, lineTaxes] = await Promise.all([
    withTaxIncludedPrices(run, invoiceTransaction(sales, run.integration, run.mappings, run.accountingNow())),
    readLineTaxes(run, snapshot),
  ]);
  const calc = await calculate(run, transaction);
  const taxes = calc?.lineItems.map((l) => l.taxAmountToCollect) ?? [];
  let changedTax: boolean;
  switch (run.integration.taxMode) {
    case 'taxAmounts':
      changedTax = await applyTaxAmounts(run, invoice.id, transaction, calc, lineTaxes, levyItems);
      break;
    case 'taxRate':
      changedTax = await applyTaxRates(run, invoice.id, transaction, taxes, lineTaxes, levyItems);
      break;
    default:
      changedTax = await deleteLevyItems(run, levyItems);
      changedTax = (await applyTaxLineItem(run, snapshot, transaction, taxes, lineTaxes)) || changedTax;
  }
  await answerProtocol(run, invoice, true);
  return { changedTax, taxAmount: taxes.reduce((a, b) => a + b, 0) };
}

/**
 * taxAmounts mode honours tax-included prices (a Stripe price with `tax_behavior: inclusive`): the
 * line's amount contains its tax. The other modes add tax on top of every line. A finalized invoice
 * is read as it stands, whatever the mode is now: a line whose taxes Stripe shows as included (set
 * in taxAmounts mode before a switch) is recorded as tax-included.
 */
export async function withTaxIncludedPrices(
  run: InvoiceRun,
  transaction: InvoiceTransaction,
  { finalized = false }: { finalized?: boolean } = {},
): Promise<InvoiceTransaction> {
  if (transaction.taxedLines.length === 0) return transaction;
  const shown = transaction.taxedLines.map((line) => finalized && (line.taxes ?? []).some((t) => t.tax_behavior === 'inclusive'));
  const priced =
    run.integration.taxMode === 'taxAmounts' ? await taxIncludedPrices(run.stripe, transaction.taxedLines) : shown.map(() => false);
  const included = shown.map((fromTaxes, i) => fromTaxes || priced[i]!);
  if (!included.includes(true)) return transaction;
  return {
    ...transaction,
    input: {
      ...transaction.input,
      lineItems: transaction.input.lineItems.map((item, i) => (included[i] ? { ...item, isTaxIncludedInAmount: true } : item)),
    },
  };
}

/**
 * Marks the invoice's current `svc_user_input` as seen, with the outcome; writes only when needed.
 * Not for a stop (taxKeepsChanging): see holdProtocol.
 */
export async function answerProtocol(run: InvoiceRun, invoice: Stripe.Invoice, successful: boolean): Promise<void> {
  const metadata = protocolUpdate(invoice, successful, new Date());
  if (metadata !== null) await run.stripe.invoices.update(invoice.id, { metadata }, run.idempotency('metadata', metadata));
}

/**
 * When Levy stops on the invoice (taxKeepsChanging): answers `false` and makes sure the current
 * version does not look seen, so rule 3 holds the invoice back (see protocolHold).
 */
export async function holdProtocol(run: InvoiceRun, invoice: Stripe.Invoice): Promise<void> {
  const metadata = protocolHold(invoice, new Date());
  if (metadata !== null) await run.stripe.invoices.update(invoice.id, { metadata }, run.idempotency('hold', metadata));
}

/** Levy's calculation of the taxed lines (null when there are none). */
async function calculate(run: InvoiceRun, transaction: InvoiceTransaction): Promise<Calculation | null> {
  if (transaction.taxedLines.length === 0) return null;
  const calculated = await calculateTransaction(run.ctx, run.seller, transaction.input);
  if (!calculated.ok) throw calculationProblem(calculated.conflict);
  return calculated.value.calc;
}

export function calculationProblem(conflict: { type: string; message?: string }) {
  if (conflict.type === 'customerAddressCouldNotResolve')
    return problem(
      'customerAddressCouldNotResolve',
      `Levy could not resolve the customer's address${conflict.message ? `: ${conflict.message}` : '.'}`,
    );
  if (conflict.type === 'accountingTimeZoneNotSetForSeller') return noAccountingTimeZone();
  if (conflict.type === 'productExternalIdUnknown')
    return problem(
      'productNotFound',
      'A line bills a Stripe product that is neither mapped to a Levy product nor a Levy product id itself; add the product or a product mapping, then retry.',
    );
  return problem('calculationConflict', `The calculation answered ${conflict.type}${conflict.message ? `: ${conflict.message}` : ''}.`);
}

/**
 * What tax each line carries, by line id. Tax rates or amounts someone else put on the invoice
 * would add tax Levy does not know about: refused. Default rates are refused even when they are
 * Levy's: they reach every line without rates of its own, which Levy cannot then leave untaxed.
 */
async function readLineTaxes(run: InvoiceRun, snapshot: InvoiceSnapshot): Promise<Map<string, LineTaxes>> {
  const defaults = (snapshot.invoice.default_tax_rates ?? []).map((r) => (typeof r === 'string' ? r : r.id));
  if (defaults.length > 0)
    throw problem(
      'foreignTaxRates',
      `The invoice has default tax rates (${defaults.join(', ')}); remove them so that Levy's tax is the only tax.`,
    );
  const read = await Promise.all(snapshot.lines.map(async (line) => [line.id, await lineTaxesOf(run.stripe, line)] as const));
  for (const [, taxes] of read) {
    const [foreign] = taxes.foreign;
    if (foreign !== undefined)
      throw problem(
        'foreignTaxRates',
        `Tax rate ${foreign} on this invoice was not set by Levy; remove it so that the tax is not counted twice.`,
      );
  }
  return new Map(read);
}

const taxesOf = (lineTaxes: ReadonlyMap<string, LineTaxes>, line: Stripe.InvoiceLineItem): LineTaxes =>
  lineTaxes.get(line.id) ?? { levyRates: [], levyAmounts: [], foreign: [] };

/**
 * taxAmounts mode: each taxed line carries one tax amount per jurisdiction that collects, to the
 * cent as Levy calculated it (a line nobody taxes: zero amounts with the reason). What is left of
 * the other modes goes first: Levy's tax item, and Levy's rates (Stripe refuses tax amounts on an
 * invoice with any tax rate on a line).
 */
async function applyTaxAmounts(
  run: InvoiceRun,
  invoiceId: string,
  transaction: InvoiceTransaction,
  calc: Calculation | null,
  lineTaxes: ReadonlyMap<string, LineTaxes>,
  levyItems: Stripe.InvoiceLineItem[],
): Promise<boolean> {
  let changed = await deleteLevyItems(run, levyItems);
  const withRates = transaction.taxedLines.filter((line) => taxesOf(lineTaxes, line).levyRates.length > 0);
  changed =
    (await updateLines(
      run,
      invoiceId,
      'rates-off',
      withRates.map((line) => ({ id: line.id, tax_rates: '' })),
    )) || changed;
  const changes: LineChange[] = [];
  if (calc !== null) {
    const place = { taxDate: calc.taxDate, region: calc.customerAddress.region };
    for (const [i, line] of transaction.taxedLines.entries()) {
      const wanted = taxAmountsFor(calc.lineItems[i]!, place);
      if (!sameTaxAmounts(taxesOf(lineTaxes, line).levyAmounts, wanted))
        changes.push({ id: line.id, tax_amounts: wanted.length > 0 ? wanted : '' });
    }
  }
  return (await updateLines(run, invoiceId, 'tax-amounts', changes)) || changed;
}

/** taxRate mode: each taxed line carries exactly the one Levy rate of its effective percentage. */
async function applyTaxRates(
  run: InvoiceRun,
  invoiceId: string,
  transaction: InvoiceTransaction,
  taxes: number[],
  lineTaxes: ReadonlyMap<string, LineTaxes>,
  levyItems: Stripe.InvoiceLineItem[],
): Promise<boolean> {
  let changed = await deleteLevyItems(run, levyItems);
  changed = (await removeTaxAmounts(run, invoiceId, transaction.taxedLines, lineTaxes)) || changed;
  const changes: LineChange[] = [];
  for (const [i, line] of transaction.taxedLines.entries()) {
    const percentage = effectivePercentage(taxes[i]!, transaction.input.lineItems[i]!.amount);
    const wanted = percentage === null ? [] : [await run.rates.idFor(percentage)];
    if (wanted.join() !== taxesOf(lineTaxes, line).levyRates.join())
      changes.push({ id: line.id, tax_rates: wanted.length > 0 ? wanted : '' });
  }
  return (await updateLines(run, invoiceId, 'lines', changes)) || changed;
}

/** Levy's tax amounts come off lines (in a write of their own, before any rate goes on). */
function removeTaxAmounts(
  run: InvoiceRun,
  invoiceId: string,
  lines: readonly Stripe.InvoiceLineItem[],
  lineTaxes: ReadonlyMap<string, LineTaxes>,
): Promise<boolean> {
  const withAmounts = lines.filter((line) => taxesOf(lineTaxes, line).levyAmounts.length > 0);
  return updateLines(
    run,
    invoiceId,
    'amounts-off',
    withAmounts.map((line) => ({ id: line.id, tax_amounts: '' })),
  );
}

async function updateLines(run: InvoiceRun, invoiceId: string, action: string, changes: LineChange[]): Promise<boolean> {
  if (changes.length === 0) return false;
  await run.beforeTaxChange();
  await run.stripe.invoices.updateLines(invoiceId, { lines: changes }, run.idempotency(action, changes));
  return true;
}

/** Levy's tax item left from lineItem mode goes in the other modes. */
async function deleteLevyItems(run: InvoiceRun, levyItems: readonly Stripe.InvoiceLineItem[]): Promise<boolean> {
  if (levyItems.length > 0) await run.beforeTaxChange();
  for (const line of levyItems) await run.stripe.invoiceItems.del(invoiceItemOf(line)!, run.idempotency('delete', line.id));
  return levyItems.length > 0;
}

/**
 * lineItem mode: one invoice item of the seller's tax product carries the whole tax. It is not
 * discountable (a coupon must not lower the tax), updated in place, and removed when the tax is 0.
 * Levy's rates and tax amounts left from the other modes come off the lines.
 */
async function applyTaxLineItem(
  run: InvoiceRun,
  snapshot: InvoiceSnapshot,
  transaction: InvoiceTransaction,
  taxes: number[],
  lineTaxes: ReadonlyMap<string, LineTaxes>,
): Promise<boolean> {
  const { invoice } = snapshot;
  const total = taxes.reduce((a, b) => a + b, 0);
  const editable = transaction.taxLines.filter((line) => invoiceItemOf(line) !== null);
  if (editable.length < transaction.taxLines.length) {
    throw problem(
      'taxProductLineNotEditable',
      `A line of the tax product ${run.integration.taxProductId} comes from a subscription, so Levy cannot set its amount; bill the tax product only through Levy's invoice item.`,
    );
  }
  const leftovers = transaction.taxedLines.flatMap((line): LineChange[] => {
    const { levyRates, levyAmounts } = taxesOf(lineTaxes, line);
    if (levyRates.length === 0 && levyAmounts.length === 0) return [];
    return [
      {
        id: line.id,
        ...(levyRates.length > 0 ? { tax_rates: '' as const } : {}),
        ...(levyAmounts.length > 0 ? { tax_amounts: '' as const } : {}),
      },
    ];
  });
  let changed = await updateLines(run, invoice.id, 'lines', leftovers);
  const [kept, ...extra] = editable;
  // Two tax items can only come from someone else's edit; one is enough.
  for (const line of total === 0 ? editable : extra) {
    await run.beforeTaxChange();
    await run.stripe.invoiceItems.del(invoiceItemOf(line)!, run.idempotency('delete', line.id));
    changed = true;
  }
  if (total === 0) return changed;
  const priceData = { currency: invoice.currency, product: run.integration.taxProductId!, unit_amount: total };
  if (kept === undefined) {
    await run.beforeTaxChange();
    const customer = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer!.id;
    await run.stripe.invoiceItems.create(
      {
        customer,
        invoice: invoice.id,
        price_data: priceData,
        description: 'Sales tax',
        discountable: false,
        metadata: { ...LEVY_RATE_METADATA },
      },
      run.idempotency('create', priceData),
    );
    return true;
  }
  if (kept.amount !== total || kept.quantity !== 1 || kept.discountable) {
    await run.beforeTaxChange();
    await run.stripe.invoiceItems.update(
      invoiceItemOf(kept)!,
      { price_data: priceData, quantity: 1, discountable: false },
      run.idempotency('update', priceData),
    );
    return true;
  }
  return changed;
}
