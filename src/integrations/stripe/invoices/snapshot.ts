// The worker never trusts an event's copy of an invoice: it reads the invoice, all its lines and
// its customer fresh from Stripe, so late, duplicated and reordered events change nothing.
import type Stripe from 'stripe';

export interface InvoiceSnapshot {
  invoice: Stripe.Invoice;
  lines: Stripe.InvoiceLineItem[];
  /** Null when the customer was deleted. */
  customer: Stripe.Customer | null;
}

/** Null when the invoice no longer exists (a deleted draft): there is nothing left to do. */
export async function fetchInvoice(stripe: Stripe, invoiceId: string): Promise<InvoiceSnapshot | null> {
  let invoice: Stripe.Invoice;
  try {
    invoice = await stripe.invoices.retrieve(invoiceId, {
      expand: ['customer', 'customer.invoice_settings.default_payment_method', 'customer.tax_ids'],
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'resource_missing') return null;
    throw err;
  }
  const lines = invoice.lines.has_more
    ? await stripe.invoices.listLineItems(invoiceId, { limit: 100 }).autoPagingToArray({ limit: 10_000 })
    : invoice.lines.data;
  const customer =
    typeof invoice.customer === 'object' && invoice.customer !== null && !('deleted' in invoice.customer && invoice.customer.deleted)
      ? (invoice.customer as Stripe.Customer)
      : null;
  return { invoice, lines, customer };
}

/** The Stripe product a line bills, if any. */
export function productOf(line: Stripe.InvoiceLineItem): string | null {
  const product = line.pricing?.price_details?.product;
  return typeof product === 'string' ? product : null;
}

/** The invoice item behind a line (lines of one-off items), or null (subscription lines). */
export function invoiceItemOf(line: Stripe.InvoiceLineItem): string | null {
  const item = line.parent?.invoice_item_details?.invoice_item;
  return typeof item === 'string' ? item : null;
}

/**
 * Tax Stripe adds on top of the invoice's lines, in minor units: its `total_taxes` that are
 * exclusive. Inclusive taxes (a tax-included price, taxAmounts mode) are part of the lines' amounts
 * and add nothing, as Levy's `taxAmountToCollect` does not count them either.
 */
export function taxOnInvoice(invoice: Pick<Stripe.Invoice, 'total_taxes'>): number {
  return exclusiveTax(invoice.total_taxes);
}

export function exclusiveTax(taxes: readonly { amount: number; tax_behavior: string }[] | null | undefined): number {
  return (taxes ?? []).reduce((sum, t) => sum + (t.tax_behavior === 'inclusive' ? 0 : t.amount), 0);
}
