// Credit notes on open or paid invoices. A credited invoice line gets the line's taxes in
// proportion to the credited amount; the credit that empties a line takes exactly what is left
// of each tax, so full credits always add up to the invoice's tax. On an open invoice the credit
// lowers amount_due (pre-payment); on a paid one it is post-payment.
import type Stripe from 'stripe';
import type { Account, InvoiceRec } from '../account.ts';
import { invalidParam, invalidRequest, missingParam, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { createdFilter, newestFirst, paginate } from '../list.ts';
import { proportion } from '../money.ts';
import { mergeMetadata, type Params } from '../params.ts';
import { route, type Ctx } from '../router.ts';
import { getInvoice, lineTaxes, renderInvoice, renderLine, totalsOf, trackInvoiceChange } from './invoice-view.ts';
import { isRateFromTaxAmounts } from './tax-amounts.ts';
import { getTaxRate, taxRateIdsParam } from './tax-rates.ts';

const REASONS = ['duplicate', 'fraudulent', 'order_change', 'product_unsatisfactory'] as const;

export function getCreditNote(account: Account, id: string, param = 'id'): Stripe.CreditNote {
  const note = account.creditNotes.get(id);
  if (note === undefined) throw notFound('cn', id, param);
  return note;
}

/** What earlier (not void) credit notes took from one invoice line: amount and tax per rate. */
function alreadyCredited(
  account: Account,
  invoiceId: string,
  lineId: string,
): { amount: number; tax: Map<string, { amount: number; taxable: number }> } {
  const tax = new Map<string, { amount: number; taxable: number }>();
  let amount = 0;
  for (const note of account.creditNotes.values()) {
    if (note.invoice !== invoiceId || note.status === 'void') continue;
    for (const line of note.lines.data) {
      if (line.invoice_line_item !== lineId) continue;
      amount += line.amount;
      for (const t of line.taxes ?? []) {
        const sum = tax.get(taxKey(t)) ?? { amount: 0, taxable: 0 };
        tax.set(taxKey(t), { amount: sum.amount + t.amount, taxable: sum.taxable + (t.taxable_amount ?? 0) });
      }
    }
  }
  return { amount, tax };
}

const taxKey = (t: { tax_rate_details: { tax_rate: string } | null; tax_behavior: string }) =>
  `${t.tax_rate_details?.tax_rate}|${t.tax_behavior}`;

function invoiceLineCredit(ctx: Ctx, inv: InvoiceRec, lp: Params): Stripe.CreditNoteLineItem {
  const lineId = lp.requiredStr('invoice_line_item');
  const itemId = ctx.account.lineItems.get(lineId);
  const item = itemId === undefined ? undefined : ctx.account.invoiceItems.get(itemId);
  if (item === undefined || item.invoice !== inv.id) throw notFound('il', lineId, lp.name('invoice_line_item'));
  const line = renderLine(ctx.account, item);
  const quantity = lp.int('quantity');
  let amount = lp.int('amount');
  if (amount === undefined && quantity === undefined) throw missingParam(lp.name('amount'));
  if (amount === undefined) {
    if (quantity! < 0 || quantity! > item.quantity)
      throw invalidParam(lp.name('quantity'), `quantity must be between 0 and the line's quantity ${item.quantity}.`);
    amount = proportion(line.amount, quantity!, item.quantity);
  }
  if (amount < 0) throw invalidParam(lp.name('amount'), 'The amount to credit must be at least 0.');
  const before = alreadyCredited(ctx.account, inv.id, lineId);
  const remaining = line.amount - before.amount;
  if (amount > remaining) {
    throw invalidParam(
      lp.name('amount'),
      `The amount to credit (${amount}) exceeds what remains creditable on line ${lineId} (${remaining}).`,
      'credit_note_amount_exceeded',
    );
  }
  const emptiesLine = amount === remaining;
  const taxes = (line.taxes ?? []).map((t) => {
    const taken = before.tax.get(taxKey(t)) ?? { amount: 0, taxable: 0 };
    const taxable = t.taxable_amount ?? 0;
    return emptiesLine
      ? { ...t, amount: t.amount - taken.amount, taxable_amount: taxable - taken.taxable }
      : { ...t, amount: proportion(t.amount, amount!, line.amount), taxable_amount: proportion(taxable, amount!, line.amount) };
  });
  return {
    id: newId('cnli'),
    object: 'credit_note_line_item',
    amount,
    description: line.description,
    discount_amount: 0,
    discount_amounts: [],
    invoice_line_item: lineId,
    livemode: false,
    metadata: mergeMetadata({}, lp),
    pretax_credit_amounts: [],
    quantity: quantity ?? null,
    // Rates Stripe made from tax amounts' data are not the line's tax_rates.
    tax_rates: taxes
      .filter((t) => !isRateFromTaxAmounts(ctx.account, t.tax_rate_details!.tax_rate))
      .map((t) => structuredClone(getTaxRate(ctx.account, t.tax_rate_details!.tax_rate))),
    taxes,
    type: 'invoice_line_item',
    unit_amount: null,
    unit_amount_decimal: null,
  };
}

function customLineCredit(ctx: Ctx, lp: Params): Stripe.CreditNoteLineItem {
  const unit = lp.requiredInt('unit_amount');
  const quantity = lp.int('quantity') ?? 1;
  if (unit < 0 || quantity < 0) throw invalidParam(lp.name('unit_amount'), 'unit_amount and quantity must be at least 0.');
  const amount = unit * quantity;
  const rateIds = taxRateIdsParam(ctx.account, lp, 'tax_rates') ?? [];
  return {
    id: newId('cnli'),
    object: 'credit_note_line_item',
    amount,
    description: lp.requiredStr('description'),
    discount_amount: 0,
    discount_amounts: [],
    livemode: false,
    metadata: mergeMetadata({}, lp),
    pretax_credit_amounts: [],
    quantity,
    tax_rates: rateIds.map((id) => structuredClone(getTaxRate(ctx.account, id))),
    taxes: lineTaxes(ctx.account, amount, rateIds),
    type: 'custom_line_item',
    unit_amount: unit,
    unit_amount_decimal: String(unit) as unknown as Stripe.Decimal,
  };
}

function create(ctx: Ctx): object {
  const p = ctx.params;
  const inv = getInvoice(ctx.account, p.requiredStr('invoice'));
  if (inv.status !== 'open' && inv.status !== 'paid')
    throw invalidRequest(`You can only create credit notes on open or paid invoices; invoice ${inv.id} is ${inv.status}.`);
  const lineParams = p.objList('lines');
  if (lineParams === undefined || lineParams.length === 0) {
    throw missingParam('lines'); // amount-only credit notes are not emulated: name the lines to credit
  }
  const lines = lineParams.map((lp) => {
    const type = lp.oneOf('type', ['invoice_line_item', 'custom_line_item'] as const) ?? missing(lp.name('type'));
    return type === 'invoice_line_item' ? invoiceLineCredit(ctx, inv, lp) : customLineCredit(ctx, lp);
  });
  const seen = new Set<string>();
  for (const [i, l] of lines.entries()) {
    if (l.invoice_line_item === undefined) continue;
    if (seen.has(l.invoice_line_item))
      throw invalidParam(`lines[${i}][invoice_line_item]`, `Line ${l.invoice_line_item} is credited twice in one credit note.`);
    seen.add(l.invoice_line_item);
  }
  const totals = totalsOf(lines);
  const invoice = renderInvoice(ctx.account, inv);
  const prePayment = inv.status === 'open' ? Math.min(totals.total, invoice.amount_remaining) : 0;
  const postPayment = totals.total - prePayment;
  const creditedBefore = inv.prePaymentCredit + inv.postPaymentCredit;
  if (creditedBefore + totals.total > invoice.total) {
    throw invalidParam(
      'lines',
      `The credit note total (${totals.total}) exceeds what remains creditable on invoice ${inv.id} (${invoice.total - creditedBefore}).`,
    );
  }
  const outOfBand = p.int('out_of_band_amount') ?? null;
  const creditAmount = p.int('credit_amount') ?? 0;
  const refundAmount = p.int('refund_amount') ?? 0;
  if (postPayment > 0 && (outOfBand ?? 0) + creditAmount + refundAmount !== postPayment) {
    throw invalidParam(
      'out_of_band_amount',
      `The sum of credit_amount, refund_amount and out_of_band_amount (${(outOfBand ?? 0) + creditAmount + refundAmount}) must equal the credit note's post-payment amount (${postPayment}).`,
    );
  }
  const sequence = [...ctx.account.creditNotes.values()].filter((n) => n.invoice === inv.id).length + 1;
  const id = newId('cn');
  const now = ctx.account.now();
  const note: Stripe.CreditNote = {
    id,
    object: 'credit_note',
    amount: totals.total,
    amount_shipping: 0,
    created: now,
    currency: inv.currency,
    customer: inv.customer,
    customer_account: null,
    customer_balance_transaction: null,
    discount_amount: 0,
    discount_amounts: [],
    effective_at: now,
    invoice: inv.id,
    lines: {
      object: 'list',
      data: lines,
      has_more: false,
      url: `/v1/credit_notes/${id}/lines`,
    } as Stripe.ApiList<Stripe.CreditNoteLineItem>,
    livemode: false,
    memo: p.nullableStr('memo') ?? null,
    metadata: mergeMetadata({}, p),
    number: `${inv.number}-CN-${String(sequence).padStart(2, '0')}`,
    out_of_band_amount: outOfBand,
    pdf: `https://pay.stripe.com/credit_notes/emulated/${id}/pdf`,
    post_payment_amount: postPayment,
    pre_payment_amount: prePayment,
    pretax_credit_amounts: [],
    reason: p.oneOf('reason', REASONS) ?? null,
    refunds: [],
    shipping_cost: null,
    status: 'issued',
    subtotal: totals.subtotal,
    subtotal_excluding_tax: totals.subtotalExcludingTax,
    total: totals.total,
    total_excluding_tax: totals.subtotalExcludingTax,
    total_taxes: totals.totalTaxes,
    type: postPayment === 0 ? 'pre_payment' : prePayment === 0 ? 'post_payment' : 'mixed',
    voided_at: null,
  };
  ctx.account.creditNotes.set(id, note);
  if (creditAmount > 0) {
    const customer = ctx.account.customers.get(inv.customer);
    if (customer !== undefined) customer.balance -= creditAmount;
  }
  trackInvoiceChange(ctx, inv, () => {
    inv.prePaymentCredit += prePayment;
    inv.postPaymentCredit += postPayment;
  });
  ctx.emit('credit_note.created', renderNote(note));
  // Crediting everything still owed settles an open invoice, as in Stripe.
  if (inv.status === 'open' && prePayment > 0 && renderInvoice(ctx.account, inv).amount_remaining === 0) {
    inv.status = 'paid';
    inv.statusTransitions.paid_at = now;
    ctx.emit('invoice.paid', renderInvoice(ctx.account, inv));
  }
  return renderNote(note);
}

/** A credit note as the API shows it: the embedded `lines` holds the first 10. */
function renderNote(note: Stripe.CreditNote): Stripe.CreditNote {
  const copy = structuredClone(note);
  copy.lines = { ...copy.lines, data: copy.lines.data.slice(0, 10), has_more: copy.lines.data.length > 10 };
  return copy;
}

function missing(param: string): never {
  throw missingParam(param);
}

function voidNote(ctx: Ctx): object {
  const note = getCreditNote(ctx.account, ctx.path.id!);
  if (note.status !== 'issued') throw invalidRequest(`Credit note ${note.id} is already void.`);
  const inv = getInvoice(ctx.account, String(note.invoice));
  if (note.pre_payment_amount > 0 && inv.status === 'paid' && inv.amountPaid === 0) {
    throw invalidRequest(`Credit note ${note.id} settled invoice ${inv.id}; it cannot be voided any more.`);
  }
  note.status = 'void';
  note.voided_at = ctx.account.now();
  trackInvoiceChange(ctx, inv, () => {
    inv.prePaymentCredit -= note.pre_payment_amount;
    inv.postPaymentCredit -= note.post_payment_amount;
  });
  ctx.emit('credit_note.voided', renderNote(note));
  return renderNote(note);
}

function update(ctx: Ctx): object {
  const note = getCreditNote(ctx.account, ctx.path.id!);
  const memo = ctx.params.nullableStr('memo');
  if (memo !== undefined) note.memo = memo;
  note.metadata = mergeMetadata(note.metadata ?? {}, ctx.params);
  ctx.emit('credit_note.updated', renderNote(note));
  return renderNote(note);
}

function list(ctx: Ctx): object {
  const invoice = ctx.params.str('invoice');
  const customer = ctx.params.str('customer');
  const created = createdFilter(ctx.params);
  const items = newestFirst(ctx.account.creditNotes.values()).filter(
    (n) => (invoice === undefined || n.invoice === invoice) && (customer === undefined || n.customer === customer) && created(n.created),
  );
  return paginate(items, ctx.params, '/v1/credit_notes', renderNote);
}

function listLines(ctx: Ctx): object {
  const note = getCreditNote(ctx.account, ctx.path.id!);
  return paginate(note.lines.data, ctx.params, `/v1/credit_notes/${note.id}/lines`, (l) => structuredClone(l));
}

export const creditNoteRoutes = [
  route('POST', '/v1/credit_notes', create),
  route('GET', '/v1/credit_notes', list),
  route('GET', '/v1/credit_notes/:id', (ctx) => renderNote(getCreditNote(ctx.account, ctx.path.id!))),
  route('POST', '/v1/credit_notes/:id', update),
  route('POST', '/v1/credit_notes/:id/void', voidNote),
  route('GET', '/v1/credit_notes/:id/lines', listLines),
];
