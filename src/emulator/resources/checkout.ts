// Checkout Sessions (hosted page, card only). The page itself is not emulated: a test completes a
// session with the control endpoint `POST /_emulator/checkout/sessions/:id/complete` (server.ts),
// as if the buyer had paid on it. Completion creates the customer when the session has none,
// then, in payment mode with invoice_creation enabled, a paid invoice with the session's lines and
// their tax rates; in subscription mode, the subscription (its first invoice paid with the card
// given at checkout). `checkout.session.completed` comes after the objects' own events, naming them.
import type Stripe from 'stripe';
import type { Account, CheckoutLineRec, CheckoutSessionRec, InvoiceRec } from '../account.ts';
import { invalidParam, invalidRequest, missingParam, notFound } from '../errors.ts';
import type { FormObject } from '../form.ts';
import { base62, newId } from '../ids.ts';
import { createdFilter, newestFirst, paginate } from '../list.ts';
import { decimalTimes, taxesFor } from '../money.ts';
import { mergeMetadata, Params, type Metadata } from '../params.ts';
import { route, type Ctx } from '../router.ts';
import { attach, createCustomer, createPaymentMethod, getCustomer } from './customers.ts';
import { newItem } from './invoice-items.ts';
import { renderInvoice } from './invoice-view.ts';
import { finalize, markPaid, unsent } from './invoices.ts';
import { getPrice } from './products.ts';
import { startSubscription } from './subscriptions.ts';
import { getTaxRate, rateInputs, taxRateIdsParam } from './tax-rates.ts';

/** Stripe's default: a session can be completed for 24 hours. */
const SESSION_LIFETIME = 24 * 3600;

export function getSession(account: Account, id: string, param = 'session'): CheckoutSessionRec {
  const session = account.checkoutSessions.get(id);
  if (session === undefined) throw notFound('cs', id, param);
  return session;
}

interface LineAmounts {
  subtotal: number;
  tax: number;
  total: number;
  taxes: Stripe.LineItem.Tax[];
}

function lineAmounts(account: Account, line: CheckoutLineRec): LineAmounts {
  const price = getPrice(account, line.price);
  const subtotal = decimalTimes(String(price.unit_amount_decimal ?? price.unit_amount ?? 0), line.quantity);
  const taxes = taxesFor(subtotal, rateInputs(account, line.taxRates));
  const exclusive = taxes.filter((t) => !t.inclusive).reduce((s, t) => s + t.amount, 0);
  return {
    subtotal,
    tax: taxes.reduce((s, t) => s + t.amount, 0),
    total: subtotal + exclusive,
    taxes: taxes.map((t) => ({
      amount: t.amount,
      rate: structuredClone(getTaxRate(account, t.rate)),
      taxability_reason: null,
      taxable_amount: t.taxable,
    })),
  };
}

function renderLineItem(account: Account, session: CheckoutSessionRec, line: CheckoutLineRec, withTaxes: boolean): Stripe.LineItem {
  const price = structuredClone(getPrice(account, line.price));
  const amounts = lineAmounts(account, line);
  const product = typeof price.product === 'string' ? account.products.get(price.product) : undefined;
  return {
    id: line.id,
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amounts.subtotal,
    amount_tax: amounts.tax,
    amount_total: amounts.total,
    currency: session.currency ?? price.currency,
    description: product?.name ?? null,
    metadata: {},
    price,
    quantity: line.quantity,
    // Includable: shown only with expand[]=data.taxes (line_items.data.taxes on the session).
    ...(withTaxes ? { taxes: amounts.taxes } : {}),
  };
}

export function renderSession(account: Account, s: CheckoutSessionRec, expand: readonly string[] = []): Stripe.Checkout.Session {
  const amounts = s.lines.map((l) => lineAmounts(account, l));
  const subtotal = amounts.reduce((n, a) => n + a.subtotal, 0);
  const total = amounts.reduce((n, a) => n + a.total, 0);
  const tax = amounts.reduce((n, a) => n + a.tax, 0);
  const session: Stripe.Checkout.Session = {
    id: s.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: subtotal,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: s.created,
    currency: s.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: s.customer,
    customer_account: null,
    customer_creation: s.customerCreation,
    customer_details: s.customerDetails === null ? null : structuredClone(s.customerDetails),
    customer_email: s.customerEmail,
    discounts: [],
    expires_at: s.expiresAt,
    integration_identifier: null,
    invoice: s.invoice,
    invoice_creation:
      s.invoiceCreation === null
        ? null
        : {
            enabled: s.invoiceCreation.enabled,
            invoice_data: {
              account_tax_ids: null,
              custom_fields: null,
              description: s.invoiceCreation.description,
              footer: s.invoiceCreation.footer,
              issuer: null,
              metadata: { ...s.invoiceCreation.metadata },
              rendering_options: null,
            },
          },
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: { ...s.metadata },
    mode: s.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: s.mode === 'subscription' ? 'always' : null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: s.paymentStatus,
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: s.status,
    submit_type: null,
    subscription: s.subscription,
    success_url: s.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: tax },
    ui_mode: 'hosted_page',
    url: s.status === 'open' ? `https://checkout.stripe.com/c/pay/${s.id}` : null,
    wallet_options: null,
  };
  if (expand.includes('line_items')) {
    const withTaxes = expand.includes('line_items.data.taxes');
    session.line_items = {
      object: 'list',
      data: s.lines.map((l) => renderLineItem(account, s, l, withTaxes)),
      has_more: false,
      url: `/v1/checkout/sessions/${s.id}/line_items`,
    } as Stripe.ApiList<Stripe.LineItem>;
  }
  return session;
}

function create(ctx: Ctx): object {
  const p = ctx.params;
  const account = ctx.account;
  const mode = p.oneOf('mode', ['payment', 'subscription', 'setup'] as const);
  if (mode === undefined) throw missingParam('mode');
  if (mode === 'setup') throw invalidParam('mode', 'The emulator does not implement Checkout in setup mode.');
  const customer = p.str('customer');
  if (customer !== undefined) getCustomer(account, customer, 'customer');
  const customerEmail = p.str('customer_email') ?? null;
  if (customer !== undefined && customerEmail !== null)
    throw invalidParam('customer_email', 'You may only specify one of these parameters: customer, customer_email.', 'parameters_exclusive');
  const customerCreation = p.oneOf('customer_creation', ['always', 'if_required'] as const);
  if (customerCreation !== undefined && mode !== 'payment')
    throw invalidParam('customer_creation', '`customer_creation` can only be used in `payment` mode.');
  if (p.obj('automatic_tax')?.bool('enabled') === true)
    throw invalidParam('automatic_tax[enabled]', 'The emulator does not calculate Stripe Tax: automatic_tax[enabled] must be false.');

  const lineParams = p.objList('line_items') ?? [];
  if (lineParams.length === 0) throw missingParam('line_items');
  let currency: string | null = null;
  const lines: CheckoutLineRec[] = lineParams.map((lp) => {
    const priceId = lp.str('price');
    if (priceId === undefined) throw missingParam(lp.name('price'));
    const price = getPrice(account, priceId, lp.name('price'));
    if (!price.active) throw invalidParam(lp.name('price'), `The price ${price.id} is not active.`);
    if (mode === 'payment' && price.type !== 'one_time')
      throw invalidParam(
        lp.name('price'),
        'You must provide at least one recurring price in `subscription` mode when using prices; in `payment` mode every price must be one_time.',
      );
    if (currency !== null && price.currency !== currency)
      throw invalidParam(lp.name('price'), `All prices must be in the same currency (${currency}).`);
    currency = price.currency;
    const quantity = lp.int('quantity') ?? 1;
    if (quantity < 1) throw invalidParam(lp.name('quantity'), 'quantity must be at least 1.');
    return { id: `li_${base62(24)}`, price: price.id, quantity, taxRates: taxRateIdsParam(account, lp, 'tax_rates') ?? [] };
  });
  if (mode === 'subscription' && !lines.some((l) => getPrice(account, l.price).type === 'recurring')) {
    throw invalidParam('line_items', 'You must provide at least one recurring price in `subscription` mode when using prices.');
  }

  const ic = p.obj('invoice_creation');
  if (ic !== undefined && mode !== 'payment')
    throw invalidParam('invoice_creation', '`invoice_creation` can only be used in `payment` mode.');
  const invoiceData = ic?.obj('invoice_data');
  const invoiceCreation =
    mode !== 'payment'
      ? null
      : {
          enabled: ic?.bool('enabled') ?? false,
          metadata: invoiceData === undefined ? {} : mergeMetadata({}, invoiceData),
          description: invoiceData?.nullableStr('description') ?? null,
          footer: invoiceData?.nullableStr('footer') ?? null,
        };
  const sd = p.obj('subscription_data');
  if (sd !== undefined && mode !== 'subscription')
    throw invalidParam('subscription_data', '`subscription_data` can only be used in `subscription` mode.');
  const subscriptionData =
    mode !== 'subscription'
      ? null
      : {
          defaultTaxRates: (sd && taxRateIdsParam(account, sd, 'default_tax_rates')) ?? [],
          metadata: sd === undefined ? {} : mergeMetadata({}, sd),
          description: sd?.nullableStr('description') ?? null,
        };

  const now = account.now();
  const session: CheckoutSessionRec = {
    id: `cs_test_${base62(58)}`,
    created: now,
    expiresAt: p.int('expires_at') ?? now + SESSION_LIFETIME,
    mode,
    status: 'open',
    paymentStatus: 'unpaid',
    customer: customer ?? null,
    customerCreation: mode === 'payment' ? (customerCreation ?? 'if_required') : null,
    customerEmail,
    customerDetails: null,
    currency,
    lines,
    invoiceCreation,
    subscriptionData,
    successUrl: p.str('success_url') ?? null,
    cancelUrl: p.str('cancel_url') ?? null,
    clientReferenceId: p.str('client_reference_id') ?? null,
    metadata: mergeMetadata({}, p),
    invoice: null,
    subscription: null,
  };
  account.checkoutSessions.set(session.id, session);
  return renderSession(account, session, p.expand());
}

function list(ctx: Ctx): object {
  const customer = ctx.params.str('customer');
  const status = ctx.params.oneOf('status', ['open', 'complete', 'expired'] as const);
  const subscription = ctx.params.str('subscription');
  const created = createdFilter(ctx.params);
  const items = newestFirst(ctx.account.checkoutSessions.values()).filter(
    (s) =>
      (customer === undefined || s.customer === customer) &&
      (status === undefined || s.status === status) &&
      (subscription === undefined || s.subscription === subscription) &&
      created(s.created),
  );
  return paginate(items, ctx.params, '/v1/checkout/sessions', (s) => renderSession(ctx.account, s));
}

function listLineItems(ctx: Ctx): object {
  const session = getSession(ctx.account, ctx.path.id!);
  const withTaxes = ctx.params.expand().includes('data.taxes');
  return paginate(session.lines, ctx.params, `/v1/checkout/sessions/${session.id}/line_items`, (l) =>
    renderLineItem(ctx.account, session, l, withTaxes),
  );
}

export function expireSession(ctx: Ctx, session: CheckoutSessionRec): void {
  session.status = 'expired';
  ctx.emit('checkout.session.expired', renderSession(ctx.account, session));
}

function expire(ctx: Ctx): object {
  const session = getSession(ctx.account, ctx.path.id!);
  if (session.status !== 'open')
    throw invalidRequest(`Only Checkout Sessions with a status of open can be expired (session ${session.id} is ${session.status}).`);
  expireSession(ctx, session);
  return renderSession(ctx.account, session);
}

/** What the buyer typed on the Checkout page (the control endpoint's `customer_details`). */
export interface CompletionDetails {
  email?: string;
  name?: string;
  phone?: string;
  address?: Partial<Record<'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country', string>>;
}

function addressForm(address: CompletionDetails['address']): FormObject | undefined {
  if (address === undefined) return undefined;
  const form: FormObject = {};
  for (const [k, v] of Object.entries(address)) if (typeof v === 'string') form[k] = v;
  return form;
}

function addressOf(address: CompletionDetails['address']): Stripe.Address | null {
  if (address === undefined) return null;
  return {
    city: address.city ?? null,
    country: address.country ?? null,
    line1: address.line1 ?? null,
    line2: address.line2 ?? null,
    postal_code: address.postal_code ?? null,
    state: address.state ?? null,
  };
}

/**
 * The buyer paid on the Checkout page: customer (created when the session has none and needs one),
 * card, then the invoice or subscription, then `checkout.session.completed`.
 */
export function completeSession(ctx: Ctx, session: CheckoutSessionRec, details: CompletionDetails = {}): Stripe.Checkout.Session {
  const account = ctx.account;
  if (session.status !== 'open')
    throw invalidRequest(`Checkout Session ${session.id} is ${session.status}; only open sessions can be completed.`);
  if (session.expiresAt <= account.now()) {
    expireSession(ctx, session);
    throw invalidRequest(`Checkout Session ${session.id} expired at ${session.expiresAt}.`);
  }
  const email = details.email ?? session.customerEmail ?? undefined;
  const needsCustomer =
    session.mode === 'subscription' || session.customerCreation === 'always' || session.invoiceCreation?.enabled === true;
  if (session.customer === null && needsCustomer) {
    const form: FormObject = {};
    if (email !== undefined) form.email = email;
    if (details.name !== undefined) form.name = details.name;
    if (details.phone !== undefined) form.phone = details.phone;
    const address = addressForm(details.address);
    if (address !== undefined) form.address = address;
    session.customer = createCustomer({ ...ctx, params: new Params(form) }).id;
  }
  const customer = session.customer === null ? undefined : getCustomer(account, session.customer);
  session.customerDetails = {
    address: details.address !== undefined ? addressOf(details.address) : (customer?.address ?? null),
    business_name: null,
    email: email ?? customer?.email ?? null,
    individual_name: null,
    name: details.name ?? customer?.name ?? null,
    phone: details.phone ?? customer?.phone ?? null,
    tax_exempt: customer?.tax_exempt ?? 'none',
    tax_ids: [],
  };

  // The card the buyer paid with, saved to the customer.
  let card: string | null = null;
  if (customer !== undefined) {
    const billing: FormObject = {};
    if (session.customerDetails.email !== null) billing.email = session.customerDetails.email;
    if (session.customerDetails.name !== null) billing.name = session.customerDetails.name;
    const address = addressForm(details.address);
    if (address !== undefined) billing.address = address;
    card = createPaymentMethod({ ...ctx, params: new Params({ type: 'card', billing_details: billing }) }).id;
    attach(account, card, customer.id, 'payment_method');
  }

  if (session.mode === 'payment' && session.invoiceCreation?.enabled === true && customer !== undefined) {
    session.invoice = paidInvoice(ctx, session, customer.id).id;
  }
  if (session.mode === 'subscription' && customer !== undefined) {
    const recurring = session.lines.filter((l) => getPrice(account, l.price).type === 'recurring');
    const oneTime = session.lines.filter((l) => getPrice(account, l.price).type !== 'recurring');
    const sub = startSubscription(ctx, {
      customer: customer.id,
      items: recurring.map((l) => ({ price: l.price, quantity: l.quantity, taxRates: l.taxRates, metadata: {} })),
      addInvoiceItems: oneTime.map((l) => ({
        pricing: unitPricing(account, l.price),
        currency: session.currency ?? undefined,
        quantity: l.quantity,
        taxRates: l.taxRates,
      })),
      defaultTaxRates: session.subscriptionData?.defaultTaxRates ?? [],
      collectionMethod: 'charge_automatically',
      daysUntilDue: null,
      defaultPaymentMethod: card,
      description: session.subscriptionData?.description ?? null,
      metadata: session.subscriptionData?.metadata ?? {},
      paymentBehavior: 'allow_incomplete',
    });
    session.subscription = sub.id;
    session.invoice = sub.latestInvoice;
  }
  session.status = 'complete';
  session.paymentStatus = (renderSession(account, session).amount_total ?? 0) === 0 ? 'no_payment_required' : 'paid';
  const rendered = renderSession(account, session);
  ctx.emit('checkout.session.completed', rendered);
  return rendered;
}

function unitPricing(account: Account, priceId: string): { kind: 'unit'; unit: string; price: string } {
  const price = getPrice(account, priceId);
  return { kind: 'unit', unit: String(price.unit_amount_decimal ?? price.unit_amount ?? 0), price: price.id };
}

/** Payment mode with invoice_creation: a finalized invoice, paid by the session's payment, with the session's lines and tax rates. */
function paidInvoice(ctx: Ctx, session: CheckoutSessionRec, customer: string): InvoiceRec {
  const account = ctx.account;
  const now = account.now();
  const data = session.invoiceCreation!;
  const metadata: Metadata = { ...data.metadata };
  const inv: InvoiceRec = {
    id: newId('in'),
    created: now,
    customer,
    currency: session.currency ?? 'usd',
    status: 'draft',
    autoAdvance: false,
    collectionMethod: 'charge_automatically',
    daysUntilDue: null,
    dueDate: null,
    description: data.description,
    footer: data.footer,
    metadata,
    defaultTaxRates: [],
    automaticTax: false,
    defaultPaymentMethod: null,
    ...unsent(),
  };
  account.invoices.set(inv.id, inv);
  for (const line of session.lines) {
    newItem(account, customer, inv, {
      pricing: unitPricing(account, line.price),
      currency: inv.currency,
      quantity: line.quantity,
      taxRates: [...line.taxRates],
    });
  }
  ctx.emit('invoice.created', renderInvoice(account, inv));
  finalize(ctx, inv);
  if (inv.status === 'open') markPaid(ctx, inv, true);
  return inv;
}

export const checkoutRoutes = [
  route('POST', '/v1/checkout/sessions', create),
  route('GET', '/v1/checkout/sessions', list),
  route('GET', '/v1/checkout/sessions/:id', (ctx) =>
    renderSession(ctx.account, getSession(ctx.account, ctx.path.id!, 'session'), ctx.params.expand()),
  ),
  route('GET', '/v1/checkout/sessions/:id/line_items', listLineItems),
  route('POST', '/v1/checkout/sessions/:id/expire', expire),
];
