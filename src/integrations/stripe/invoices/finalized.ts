// Finalized invoices are recorded, never modified: the transaction `stripe:<invoice id>` with the
// tax Levy expected and the tax Stripe shows; a voided invoice voids it; credit notes record the
// reversal, a negation for a full credit and a negative transaction for a partial one.
import type Stripe from 'stripe';
import { createNegation, createOrUpdate, voidTransactionOp } from '../../../seller/transactions/transactions.ts';
import { findTransaction } from '../../../store/transactions.ts';
import { calculationProblem, withTaxIncludedPrices } from './draft.ts';
import { withoutLevyTaxItems } from './line-taxes.ts';
import { removePreparedRates } from './prepared-rates.ts';
import { problem } from './problems.ts';
import type { InvoiceRun } from './run.ts';
import { exclusiveTax, taxOnInvoice, type InvoiceSnapshot } from './snapshot.ts';
import { invoiceTransaction, transactionIdOf, type InvoiceTransaction } from './transaction-input.ts';

/** The tax a finalized invoice's transaction records: Levy's (`expected`) and the invoice's (`seen`). */
export interface RecordedTax {
  outcome: 'recorded' | 'alreadyRecorded';
  transactionId: string;
  currencyCode: string;
  expected: number;
  seen: number;
}

/**
 * Records the invoice once (null when it bills nothing Levy taxes), then follows through on a
 * prepared subscription: once its invoice is recorded, Levy's prepared rates come off the
 * subscription (prepared-rates.ts). Both steps are asked again on every run of the invoice, so a run
 * that fails or dies between them is finished by the next attempt (which finds the record made).
 */
export async function recordFinalized(run: InvoiceRun, snapshot: InvoiceSnapshot): Promise<RecordedTax | null> {
  const recorded = await recordOnce(run, snapshot);
  await removePreparedRates(run, snapshot);
  return recorded;
}

async function recordOnce(run: InvoiceRun, snapshot: InvoiceSnapshot): Promise<RecordedTax | null> {
  const { invoice } = snapshot;
  const id = transactionIdOf(invoice.id);
  const existing = await findTransaction(run.ctx.prisma, run.seller.id, id);
  if (existing !== null) {
    const { expected, seen } = (existing.body as { taxAmountAdded: { expected: number; seen: number } }).taxAmountAdded;
    return { outcome: 'alreadyRecorded', transactionId: id, currencyCode: existing.currencyCode, expected, seen };
  }
  const { transaction, taxItems } = await recordedSale(run, snapshot, run.accountingAt(finalizedAt(invoice)));
  if (transaction.taxedLines.length === 0) return null;
  // Tax seen: what Stripe adds on top of the lines (rates or tax amounts; tax a price includes is
  // not added, as Levy's expected tax to collect does not count it), plus what tax items charge
  // after any discount.
  const itemTax = sum(taxItems.map((l) => l.amount - sum((l.discount_amounts ?? []).map((d) => d.amount))));
  const seen = taxOnInvoice(invoice) + itemTax;
  const expected = await save(run, id, transaction, invoice.id, seen);
  return { outcome: 'recorded', transactionId: id, currencyCode: transaction.input.currencyCode, expected, seen };
}

/**
 * The sale a finalized invoice records, read as its draft was taxed: tax-included prices in
 * taxAmounts mode, and Levy's tax item (lineItem mode's, or one left from it) as tax, not a sale.
 */
async function recordedSale(
  run: InvoiceRun,
  snapshot: InvoiceSnapshot,
  at: { accountingTime: string; taxDate?: string },
): Promise<{ transaction: InvoiceTransaction; taxItems: Stripe.InvoiceLineItem[] }> {
  const { sales, levyItems } = withoutLevyTaxItems(snapshot, run.integration);
  const transaction = await withTaxIncludedPrices(run, invoiceTransaction(sales, run.integration, run.mappings, at), { finalized: true });
  return { transaction, taxItems: [...transaction.taxLines, ...levyItems] };
}

const finalizedAt = (invoice: Stripe.Invoice) => invoice.status_transitions?.finalized_at ?? invoice.effective_at ?? invoice.created;

/** A voided invoice owes no tax: its transaction is voided (one never recorded stays unrecorded). */
export async function voidRecorded(run: InvoiceRun, invoiceId: string): Promise<void> {
  const voided = await voidTransactionOp(run.ctx, run.seller.id, transactionIdOf(invoiceId), undefined);
  // Not recorded, or already reversed by a credit note: nothing left to void.
  if (!voided.ok && !['transactionIdNotFound', 'transactionIsNegated'].includes(voided.conflict.type)) {
    throw problem('transactionConflict', `Voiding the transaction answered ${voided.conflict.type}.`);
  }
}

/** Records each issued credit note of the invoice once, and voids the ones Stripe voided. */
export async function reconcileCreditNotes(run: InvoiceRun, snapshot: InvoiceSnapshot): Promise<void> {
  const { invoice } = snapshot;
  const notes = await run.stripe.creditNotes.list({ invoice: invoice.id, limit: 100 }).autoPagingToArray({ limit: 10_000 });
  if (notes.length === 0) return;
  // A credit reverses the sale as it was taxed: at the invoice's tax date, dated when it was issued.
  const { transaction, taxItems } = await recordedSale(run, snapshot, {
    ...run.accountingAt(finalizedAt(invoice)),
    taxDate: run.dayAt(finalizedAt(invoice)),
  });
  for (const note of notes.sort((a, b) => a.created - b.created)) {
    const id = transactionIdOf(note.id);
    const recorded = await findTransaction(run.ctx.prisma, run.seller.id, id);
    if (note.status === 'void') {
      if (recorded !== null) await voidRecorded(run, note.id);
      continue;
    }
    if (recorded !== null) continue;
    const lines = note.lines.has_more
      ? await run.stripe.creditNotes.listLineItems(note.id, { limit: 100 }).autoPagingToArray({ limit: 10_000 })
      : note.lines.data;
    await recordCreditNote(run, snapshot, transaction, taxItems, note, lines);
  }
}

async function recordCreditNote(
  run: InvoiceRun,
  snapshot: InvoiceSnapshot,
  transaction: InvoiceTransaction,
  taxItems: Stripe.InvoiceLineItem[],
  note: Stripe.CreditNote,
  lines: Stripe.CreditNoteLineItem[],
): Promise<void> {
  const original = transactionIdOf(snapshot.invoice.id);
  const credited = new Map<string, number>();
  for (const line of lines) {
    if (line.type === 'invoice_line_item' && line.invoice_line_item)
      credited.set(line.invoice_line_item, (credited.get(line.invoice_line_item) ?? 0) + line.amount - (line.discount_amount ?? 0));
  }
  const creditedLines = transaction.input.lineItems.flatMap((item) =>
    credited.has(item.id!) ? [{ ...item, amount: -credited.get(item.id!)! }] : [],
  );
  // Full means every sale and every tax item credited in full; crediting the sales but not the
  // tax item refunds no tax, which only a partial record says.
  const full =
    transaction.input.lineItems.every((item) => credited.get(item.id!) === item.amount) &&
    taxItems.every((line) => credited.get(line.id) === line.amount);
  if (full && (await findTransaction(run.ctx.prisma, run.seller.id, original)) !== null) {
    const negated = await createNegation(run.ctx, run.seller.id, {
      originalTransactionId: original,
      newTransactionId: transactionIdOf(note.id),
    });
    if (negated.ok || negated.conflict.type === 'duplicateTransactionId') return;
    throw problem('transactionConflict', `Negating ${original} for credit note ${note.id} answered ${negated.conflict.type}.`);
  }
  // Credit lines without an invoice line (custom amounts) name no product: they are not taxed sales.
  if (creditedLines.length === 0) return;
  const partial: InvoiceTransaction = {
    ...transaction,
    input: { ...transaction.input, ...run.accountingAt(note.effective_at ?? note.created), lineItems: creditedLines },
  };
  const taxSeen = -exclusiveTax(note.total_taxes) - sum(taxItems.map((l) => credited.get(l.id) ?? 0));
  await save(run, transactionIdOf(note.id), partial, snapshot.invoice.id, taxSeen);
}

/** Saves the transaction; answers the tax Levy expected on it. */
async function save(
  run: InvoiceRun,
  id: string,
  transaction: InvoiceTransaction,
  invoiceId: string,
  taxAmountSeen: number,
): Promise<number> {
  const saved = await createOrUpdate(
    run.ctx,
    run.seller,
    { id, ...transaction.input },
    { sourceBillingSystem: { name: 'stripe', integrationId: run.integration.id, invoiceId }, taxAmountSeen },
  );
  if (saved.ok) return saved.value.taxAmountToCollect;
  if (['customerAddressCouldNotResolve', 'productExternalIdUnknown', 'accountingTimeZoneNotSetForSeller'].includes(saved.conflict.type))
    throw calculationProblem(saved.conflict);
  throw problem('transactionConflict', `Recording ${id} answered ${saved.conflict.type}.`);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
