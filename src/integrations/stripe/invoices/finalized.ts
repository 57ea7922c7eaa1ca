// Finalized invoices are recorded, never modified: the transaction `stripe:<invoice id>` with the
// tax Levy expected and the tax Stripe shows; a voided invoice voids it; credit notes record the
// reversal, a negation for a full credit and a negative transaction for a partial one.
import type Stripe from 'stripe';
import { createNegation, createOrUpdate, voidTransactionOp } from '../../../seller/transactions/transactions.ts';
import { findTransaction } from '../../../store/transactions.ts';
import { calculationProblem } from './draft.ts';
import { problem } from './problems.ts';
import type { InvoiceRun } from './run.ts';
import { taxOnInvoice, type InvoiceSnapshot } from './snapshot.ts';
import { invoiceTransaction, transactionIdOf, type InvoiceTransaction } from './transaction-input.ts';

export type RecordOutcome = 'recorded' | 'alreadyRecorded' | 'nothingToRecord';

export async function recordFinalized(run: InvoiceRun, snapshot: InvoiceSnapshot): Promise<RecordOutcome> {
  const { invoice } = snapshot;
  const id = transactionIdOf(invoice.id);
  if ((await findTransaction(run.ctx.prisma, run.seller.id, id)) !== null) return 'alreadyRecorded';
  const transaction = invoiceTransaction(snapshot, run.integration, run.mappings, run.accountingAt(finalizedAt(invoice)));
  if (transaction.taxedLines.length === 0) return 'nothingToRecord';
  // Tax seen: Stripe's taxes from rates, plus what the tax items charge after any discount.
  const taxItems = sum(transaction.taxLines.map((l) => l.amount - sum((l.discount_amounts ?? []).map((d) => d.amount))));
  await save(run, id, transaction, invoice.id, taxOnInvoice(invoice) + taxItems);
  return 'recorded';
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
  const transaction = invoiceTransaction(snapshot, run.integration, run.mappings, { ...run.accountingAt(finalizedAt(invoice)), taxDate: run.dayAt(finalizedAt(invoice)) });
  for (const note of notes.sort((a, b) => a.created - b.created)) {
    const id = transactionIdOf(note.id);
    const recorded = await findTransaction(run.ctx.prisma, run.seller.id, id);
    if (note.status === 'void') {
      if (recorded !== null) await voidRecorded(run, note.id);
      continue;
    }
    if (recorded !== null) continue;
    const lines = note.lines.has_more ? await run.stripe.creditNotes.listLineItems(note.id, { limit: 100 }).autoPagingToArray({ limit: 10_000 }) : note.lines.data;
    await recordCreditNote(run, snapshot, transaction, note, lines);
  }
}

async function recordCreditNote(run: InvoiceRun, snapshot: InvoiceSnapshot, transaction: InvoiceTransaction, note: Stripe.CreditNote, lines: Stripe.CreditNoteLineItem[]): Promise<void> {
  const original = transactionIdOf(snapshot.invoice.id);
  const credited = new Map<string, number>();
  for (const line of lines) {
    if (line.type === 'invoice_line_item' && line.invoice_line_item) credited.set(line.invoice_line_item, (credited.get(line.invoice_line_item) ?? 0) + line.amount - (line.discount_amount ?? 0));
  }
  const creditedLines = transaction.input.lineItems.flatMap((item) => (credited.has(item.id!) ? [{ ...item, amount: -credited.get(item.id!)! }] : []));
  // Full means every sale and every tax item credited in full; crediting the sales but not the
  // tax item refunds no tax, which only a partial record says.
  const full = transaction.input.lineItems.every((item) => credited.get(item.id!) === item.amount) && transaction.taxLines.every((line) => credited.get(line.id) === line.amount);
  if (full && (await findTransaction(run.ctx.prisma, run.seller.id, original)) !== null) {
    const negated = await createNegation(run.ctx, run.seller.id, { originalTransactionId: original, newTransactionId: transactionIdOf(note.id) });
    if (negated.ok || negated.conflict.type === 'duplicateTransactionId') return;
    throw problem('transactionConflict', `Negating ${original} for credit note ${note.id} answered ${negated.conflict.type}.`);
  }
  // Credit lines without an invoice line (custom amounts) name no product: they are not taxed sales.
  if (creditedLines.length === 0) return;
  const partial: InvoiceTransaction = { ...transaction, input: { ...transaction.input, ...run.accountingAt(note.effective_at ?? note.created), lineItems: creditedLines } };
  const taxSeen = -sum((note.total_taxes ?? []).map((t) => t.amount)) - sum(transaction.taxLines.map((l) => credited.get(l.id) ?? 0));
  await save(run, transactionIdOf(note.id), partial, snapshot.invoice.id, taxSeen);
}

async function save(run: InvoiceRun, id: string, transaction: InvoiceTransaction, invoiceId: string, taxAmountSeen: number): Promise<void> {
  const saved = await createOrUpdate(run.ctx, run.seller, { id, ...transaction.input }, { sourceBillingSystem: { name: 'stripe', integrationId: run.integration.id, invoiceId }, taxAmountSeen });
  if (saved.ok) return;
  if (['customerAddressCouldNotResolve', 'productExternalIdUnknown', 'accountingTimeZoneNotSetForSeller'].includes(saved.conflict.type)) throw calculationProblem(saved.conflict);
  throw problem('transactionConflict', `Recording ${id} answered ${saved.conflict.type}.`);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
