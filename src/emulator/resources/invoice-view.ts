// Rendering invoices, their lines and invoice items from the stored records. Totals and taxes are
// computed here on every read, which keeps `total_taxes`, `total`, `amount_due` ... consistent
// after any change; `trackInvoiceChange` turns a change into one `invoice.updated` event.
import type Stripe from 'stripe';
import type { Account, CustomerFields, InvoiceItemRec, InvoiceRec } from '../account.ts';
import { notEditable, notFound } from '../errors.ts';
import type { ListObject } from '../list.ts';
import { taxesFor } from '../money.ts';
import type { Ctx } from '../router.ts';
import { diff } from './diff.ts';
import { lineTaxAmounts, renderTaxAmounts } from './tax-amounts.ts';
import { getTaxRate, rateInputs } from './tax-rates.ts';

export function getInvoice(account: Account, id: string, param = 'invoice'): InvoiceRec {
  const invoice = account.invoices.get(id);
  if (invoice === undefined) throw notFound('in', id, param);
  return invoice;
}

export function getInvoiceItem(account: Account, id: string, param = 'id'): InvoiceItemRec {
  const item = account.invoiceItems.get(id);
  // A subscription item's line has no invoice item behind it.
  if (item === undefined || item.subscriptionItem !== undefined) throw notFound('ii', id, param);
  return item;
}

/** Stripe finalizes a draft with auto_advance an hour after `invoice.created` was acknowledged by every endpoint (after 72 hours regardless). */
export const AUTO_FINALIZE_DELAY = 3600;
const AUTO_FINALIZE_LIMIT = 72 * 3600;

/** When the clock finalizes a draft on its own (`automatically_finalizes_at`), or null. */
export function finalizesAt(invoice: InvoiceRec): number | null {
  if (invoice.status !== 'draft' || !invoice.autoAdvance) return null;
  return invoice.webhooksDeliveredAt !== null
    ? Math.min(invoice.webhooksDeliveredAt + AUTO_FINALIZE_DELAY, invoice.created + AUTO_FINALIZE_LIMIT)
    : invoice.created + AUTO_FINALIZE_LIMIT;
}

export function assertDraft(invoice: InvoiceRec): void {
  if (invoice.status !== 'draft') throw notEditable(invoice.id, invoice.status);
}

export type LineTax = Stripe.InvoiceLineItem.Tax;

/**
 * The rates a line is taxed with: its own, else the invoice's default_tax_rates. A line with tax
 * amounts has its tax set, so default rates do not reach it either.
 */
export function lineRateIds(invoice: InvoiceRec | undefined, item: InvoiceItemRec): string[] {
  return item.taxRates.length > 0 || invoice === undefined || lineTaxAmounts(item).length > 0 ? item.taxRates : invoice.defaultTaxRates;
}

export function lineTaxes(account: Account, amount: number, rateIds: readonly string[]): LineTax[] {
  return taxesFor(amount, rateInputs(account, rateIds)).map((t) => ({
    amount: t.amount,
    tax_behavior: t.inclusive ? 'inclusive' : 'exclusive',
    tax_rate_details: { tax_rate: t.rate },
    taxability_reason: 'not_available',
    taxable_amount: t.taxable,
    type: 'tax_rate_details',
  }));
}

function pricing(account: Account, item: InvoiceItemRec): Stripe.InvoiceLineItem.Pricing {
  const unit = (item.unitAmountDecimal ?? (item.quantity === 1 ? String(item.amount) : null)) as Stripe.Decimal | null;
  if (item.price === null) return { type: 'price_details', unit_amount_decimal: unit };
  const product = account.prices.get(item.price)?.product;
  return {
    type: 'price_details',
    price_details: { price: item.price, product: typeof product === 'string' ? product : '' },
    unit_amount_decimal: unit,
  };
}

export function renderLine(account: Account, item: InvoiceItemRec): Stripe.InvoiceLineItem {
  const invoice = item.invoice === null ? undefined : account.invoices.get(item.invoice);
  return {
    id: item.lineId,
    object: 'line_item',
    amount: item.amount,
    currency: item.currency,
    description: item.description,
    discount_amounts: [],
    discountable: item.discountable,
    discounts: [],
    invoice: item.invoice,
    livemode: false,
    metadata: { ...item.metadata },
    parent:
      item.subscriptionItem !== undefined
        ? {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: item.subscription ?? null,
              subscription_item: item.subscriptionItem,
            },
          }
        : {
            type: 'invoice_item_details',
            invoice_item_details: {
              invoice_item: item.id,
              proration: false,
              proration_details: { credited_items: null },
              subscription: item.subscription ?? null,
            },
            subscription_item_details: null,
          },
    period: { ...item.period },
    pretax_credit_amounts: [],
    pricing: pricing(account, item),
    quantity: item.quantity,
    quantity_decimal: String(item.quantity) as unknown as Stripe.Decimal,
    subscription: item.subscription ?? null,
    subtotal: item.amount,
    taxes: [...lineTaxes(account, item.amount, lineRateIds(invoice, item)), ...renderTaxAmounts(item)],
  };
}

export function renderInvoiceItem(account: Account, item: InvoiceItemRec): Stripe.InvoiceItem {
  return {
    id: item.id,
    object: 'invoiceitem',
    amount: item.amount,
    currency: item.currency,
    customer: item.customer,
    customer_account: null,
    date: item.date,
    description: item.description,
    discountable: item.discountable,
    discounts: [],
    invoice: item.invoice,
    livemode: false,
    metadata: { ...item.metadata },
    net_amount: item.amount,
    parent:
      item.subscription === undefined ? null : { type: 'subscription_details', subscription_details: { subscription: item.subscription } },
    period: { ...item.period },
    pricing: pricing(account, item),
    proration: false,
    quantity: item.quantity,
    quantity_decimal: String(item.quantity) as unknown as Stripe.Decimal,
    tax_rates: item.taxRates.map((id) => structuredClone(getTaxRate(account, id))),
    test_clock: null,
  };
}

/** The customer fields an invoice shows: current for drafts, as finalized otherwise. */
export function customerFields(account: Account, invoice: InvoiceRec): CustomerFields {
  if (invoice.frozenCustomer !== null) return invoice.frozenCustomer;
  const c = account.customers.get(invoice.customer);
  if (c === undefined) {
    return {
      customer_address: null,
      customer_email: null,
      customer_name: null,
      customer_phone: null,
      customer_shipping: null,
      customer_tax_exempt: null,
    };
  }
  return structuredClone({
    customer_address: c.address ?? null,
    customer_email: c.email,
    customer_name: c.name ?? null,
    customer_phone: c.phone ?? null,
    customer_shipping:
      c.shipping === null ? null : { address: c.shipping.address ?? undefined, name: c.shipping.name, phone: c.shipping.phone ?? null },
    customer_tax_exempt: c.tax_exempt ?? 'none',
  } as CustomerFields);
}

export function invoiceLines(account: Account, invoice: InvoiceRec): InvoiceItemRec[] {
  return invoice.itemIds.map((id) => account.invoiceItems.get(id)!);
}

export interface Totals {
  subtotal: number;
  subtotalExcludingTax: number;
  total: number;
  totalTaxes: Stripe.Invoice.TotalTax[];
}

/** Sums of line amounts and of the lines' taxes, per rate, behaviour and reason (in first-seen order). */
export function totalsOf(lines: readonly { amount: number; taxes: readonly LineTax[] | null }[]): Totals {
  const byRate = new Map<string, Stripe.Invoice.TotalTax>();
  let subtotal = 0;
  let inclusive = 0;
  let exclusive = 0;
  for (const line of lines) {
    subtotal += line.amount;
    for (const t of line.taxes ?? []) {
      if (t.tax_behavior === 'inclusive') inclusive += t.amount;
      else exclusive += t.amount;
      const key = `${t.tax_rate_details?.tax_rate}|${t.tax_behavior}|${t.taxability_reason}`;
      const sum = byRate.get(key);
      if (sum === undefined) byRate.set(key, structuredClone(t) as Stripe.Invoice.TotalTax);
      else {
        sum.amount += t.amount;
        sum.taxable_amount = (sum.taxable_amount ?? 0) + (t.taxable_amount ?? 0);
      }
    }
  }
  return { subtotal, subtotalExcludingTax: subtotal - inclusive, total: subtotal + exclusive, totalTaxes: [...byRate.values()] };
}

export function renderInvoice(account: Account, inv: InvoiceRec): Stripe.Invoice {
  const lines = invoiceLines(account, inv).map((item) => renderLine(account, item));
  const totals = totalsOf(lines);
  const amountDue = Math.max(0, totals.total - inv.prePaymentCredit);
  const linesList: ListObject<Stripe.InvoiceLineItem> = {
    object: 'list',
    data: lines.slice(0, 10),
    has_more: lines.length > 10,
    url: `/v1/invoices/${inv.id}/lines`,
  };
  return {
    id: inv.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Emulated account',
    account_tax_ids: null,
    amount_due: amountDue,
    amount_overpaid: 0,
    amount_paid: inv.amountPaid,
    amount_remaining: inv.status === 'paid' ? 0 : Math.max(0, amountDue - inv.amountPaid),
    amount_shipping: 0,
    application: null,
    attempt_count: inv.attempted ? 1 : 0,
    attempted: inv.attempted,
    auto_advance: inv.autoAdvance,
    automatic_tax: {
      disabled_reason: null,
      enabled: inv.automaticTax,
      liability: null,
      provider: null,
      status: inv.automaticTax ? 'complete' : null,
    },
    automatically_finalizes_at: finalizesAt(inv),
    billing_reason: inv.billingReason ?? 'manual',
    collection_method: inv.collectionMethod,
    created: inv.created,
    currency: inv.currency,
    custom_fields: null,
    customer: inv.customer,
    customer_account: null,
    ...customerFields(account, inv),
    customer_tax_ids: [],
    default_payment_method: inv.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: inv.defaultTaxRates.map((id) => structuredClone(getTaxRate(account, id))),
    description: inv.description,
    discounts: [],
    due_date: inv.collectionMethod === 'send_invoice' ? inv.dueDate : null,
    effective_at: inv.effectiveAt,
    ending_balance: inv.status === 'draft' ? null : 0,
    footer: inv.footer,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: linesList as Stripe.ApiList<Stripe.InvoiceLineItem>,
    livemode: false,
    metadata: { ...inv.metadata },
    next_payment_attempt: null,
    number: inv.number,
    on_behalf_of: null,
    parent:
      inv.subscription === undefined
        ? null
        : {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { metadata: { ...inv.subscription.metadata }, subscription: inv.subscription.id },
          },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: inv.periodEnd ?? inv.created,
    period_start: inv.periodStart ?? inv.created,
    post_payment_credit_notes_amount: inv.postPaymentCredit,
    pre_payment_credit_notes_amount: inv.prePaymentCredit,
    receipt_number: null,
    rendering: { amount_tax_display: null, pdf: { page_size: 'auto' }, template: null, template_version: null },
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: inv.status,
    status_transitions: { ...inv.statusTransitions },
    subtotal: totals.subtotal,
    subtotal_excluding_tax: totals.subtotalExcludingTax,
    test_clock: null,
    total: totals.total,
    total_discount_amounts: [],
    total_excluding_tax: totals.subtotalExcludingTax,
    total_pretax_credit_amounts: [],
    total_taxes: totals.totalTaxes,
    webhooks_delivered_at: inv.webhooksDeliveredAt,
  };
}

/**
 * Runs a change to an invoice (or its lines) and emits one `invoice.updated` with the old values
 * of what changed; nothing is emitted when the change was a no-op. Callers validate before
 * calling, so a change is never half-applied.
 */
export function trackInvoiceChange<T>(ctx: Ctx, invoice: InvoiceRec, change: () => T): T {
  const before = renderInvoice(ctx.account, invoice);
  const result = change();
  const after = renderInvoice(ctx.account, invoice);
  const previous = diff(before, after);
  if (previous !== null) ctx.emit('invoice.updated', after, previous);
  return result;
}
