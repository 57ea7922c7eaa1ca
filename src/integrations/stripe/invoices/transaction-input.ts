// Invoice -> the transaction Levy calculates: the customer's address by Stripe's priority, each
// line's Stripe product mapped to a Levy product, the customer as `stripe:<customer id>`.
import type Stripe from 'stripe';
import type { BillingSystemFacts, CreateEphemeralInput } from '../../../seller/transactions/schemas.ts';
import { problem } from './problems.ts';
import { productOf, type InvoiceSnapshot } from './snapshot.ts';

/** How Levy's tax reaches a draft invoice (docs/stripe-integration.md, "Tax modes"). */
export const TAX_MODES = ['taxAmounts', 'taxRate', 'lineItem'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

export interface IntegrationSettings {
  id: string;
  taxMode: TaxMode;
  /** lineItem mode: the zero-priced Stripe product whose invoice item carries the tax. */
  taxProductId: string | null;
}

export interface InvoiceTransaction {
  input: CreateEphemeralInput & BillingSystemFacts;
  /** The lines Levy taxes, in the order of `input.lineItems`. */
  taxedLines: Stripe.InvoiceLineItem[];
  /** lineItem mode: the lines that carry Levy's tax (normally one). */
  taxLines: Stripe.InvoiceLineItem[];
}

export const customerIdOf = (stripeCustomerId: string) => `stripe:${stripeCustomerId}`;
export const transactionIdOf = (stripeObjectId: string) => `stripe:${stripeObjectId}`;

/**
 * Where the customer is: the shipping address, then the customer's address, then the billing
 * details of the default payment method (the invoice's, else the customer's).
 */
export function customerAddressOf(snapshot: InvoiceSnapshot): Stripe.Address | null {
  const { invoice, customer } = snapshot;
  const paymentMethod = [invoice.default_payment_method, customer?.invoice_settings?.default_payment_method].find(
    (pm): pm is Stripe.PaymentMethod => typeof pm === 'object' && pm !== null,
  );
  const candidates = [
    invoice.customer_shipping?.address,
    customer?.shipping?.address,
    invoice.customer_address,
    customer?.address,
    paymentMethod?.billing_details?.address,
  ];
  return candidates.find((a): a is Stripe.Address => a != null && Boolean(a.country)) ?? null;
}

export function invoiceTransaction(
  snapshot: InvoiceSnapshot,
  integration: IntegrationSettings,
  mappings: ReadonlyMap<string, string>,
  at: { accountingTime: string; taxDate?: string },
): InvoiceTransaction {
  const { invoice } = snapshot;
  const address = customerAddressOf(snapshot);
  if (address === null)
    throw problem(
      'customerAddressMissing',
      'Neither the shipping address, the customer address nor the payment method billing details have a country.',
    );
  const taxLines: Stripe.InvoiceLineItem[] = [];
  const taxedLines: Stripe.InvoiceLineItem[] = [];
  for (const line of snapshot.lines) {
    const product = productOf(line);
    if (integration.taxMode === 'lineItem' && product !== null && product === integration.taxProductId) taxLines.push(line);
    else if (product === null)
      throw problem(
        'lineWithoutProduct',
        `Line ${line.id} ("${line.description ?? ''}") has no Stripe product, so Levy cannot tell its tax category.`,
      );
    else taxedLines.push(line);
  }
  const customerId = typeof invoice.customer === 'string' ? invoice.customer : (invoice.customer?.id ?? null);
  const customerName = snapshot.customer?.name || snapshot.customer?.email || invoice.customer_name || customerId;
  const input: CreateEphemeralInput = {
    currencyCode: invoice.currency.toUpperCase(),
    customerAddress: {
      country: address.country,
      line1: address.line1 || null,
      city: address.city || null,
      region: address.state || null,
      postalCode: address.postal_code || null,
    },
    accountingTime: at.accountingTime,
    ...(at.taxDate !== undefined ? { taxDate: at.taxDate } : {}),
    lineItems: taxedLines.map((line) => ({
      id: line.id,
      productExternalId: mappings.get(productOf(line)!) ?? productOf(line)!,
      // Discounts lower what the customer pays, and so the taxable amount.
      amount: line.amount - (line.discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0),
    })),
    ...(customerId !== null ? { customerId: customerIdOf(customerId), customerName: customerName ?? customerId } : {}),
    ...customerTaxFacts(snapshot.customer),
  };
  return { input, taxedLines, taxLines };
}

/** Stripe tax ID types Levy reads as an EU VAT number; every other type is a generic one. */
const EU_VAT_TYPES = new Set(['eu_vat']);

/**
 * The Stripe customer's tax standing, read as the seller API reads its own fields: `tax_exempt`
 * `exempt` makes the whole sale exempt, `reverse` reverse-charges where the jurisdiction allows it;
 * its tax IDs are checked like `customerTaxIds` (a valid EU VAT number triggers the reverse charge).
 */
export function customerTaxFacts(customer: Stripe.Customer | null): Pick<CreateEphemeralInput, 'customerTaxIds'> & BillingSystemFacts {
  if (customer === null) return {};
  const taxIds = (customer.tax_ids?.data ?? [])
    .slice(0, 20)
    .map((t) => ({ type: EU_VAT_TYPES.has(t.type) ? ('euVrn' as const) : ('genericVatNumber' as const), value: t.value.slice(0, 64) }));
  const exemption = customer.tax_exempt === 'exempt' ? 'exempt' : customer.tax_exempt === 'reverse' ? 'reverse' : undefined;
  return { ...(taxIds.length > 0 ? { customerTaxIds: taxIds } : {}), ...(exemption !== undefined ? { customerExemption: exemption } : {}) };
}
