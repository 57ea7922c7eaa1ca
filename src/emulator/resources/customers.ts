// Customers (with the address, shipping and tax fields invoices copy) and payment methods.
import type Stripe from 'stripe';
import type { Account } from '../account.ts';
import { invalidParam, notFound } from '../errors.ts';
import { base62, newId } from '../ids.ts';
import { createdFilter, newestFirst, paginate } from '../list.ts';
import { mergeMetadata, type Params } from '../params.ts';
import { route, type Ctx } from '../router.ts';
import { diff } from './diff.ts';

const TAX_EXEMPT = ['none', 'exempt', 'reverse'] as const;

/** Tax ID types the emulator accepts, with the country Stripe derives from each (a subset of Stripe's list). */
const TAX_ID_COUNTRY: Record<string, string | null> = {
  eu_vat: null,
  gb_vat: 'GB',
  ch_vat: 'CH',
  no_vat: 'NO',
  au_abn: 'AU',
  ca_bn: 'CA',
  ca_gst_hst: 'CA',
  ca_qst: 'CA',
  nz_gst: 'NZ',
  us_ein: 'US',
  in_gst: 'IN',
  jp_cn: 'JP',
  sg_gst: 'SG',
};

/** A customer's tax IDs, kept beside the customer: Stripe shows them only when `tax_ids` is expanded. */
const taxIdsOf = new WeakMap<Account, Map<string, Stripe.TaxId[]>>();

function customerTaxIds(account: Account, customerId: string): Stripe.TaxId[] {
  let byCustomer = taxIdsOf.get(account);
  if (byCustomer === undefined) taxIdsOf.set(account, (byCustomer = new Map()));
  let ids = byCustomer.get(customerId);
  if (ids === undefined) byCustomer.set(customerId, (ids = []));
  return ids;
}

/** The `tax_ids` list of a customer, as `expand[]=tax_ids` shows it. */
export function taxIdList(account: Account, customerId: string): Stripe.ApiList<Stripe.TaxId> {
  const data = structuredClone(customerTaxIds(account, customerId));
  return { object: 'list', data, has_more: false, url: `/v1/customers/${customerId}/tax_ids` };
}

function addTaxId(account: Account, customerId: string, p: Params, typeParam: string): Stripe.TaxId {
  const type = p.requiredStr('type');
  if (!Object.hasOwn(TAX_ID_COUNTRY, type))
    throw invalidParam(typeParam, `Invalid value for type: the emulator knows ${Object.keys(TAX_ID_COUNTRY).join(', ')}.`);
  const value = p.requiredStr('value').replace(/\s+/g, '');
  // eu_vat numbers carry their country as a prefix (Greece uses EL).
  const prefixCountry = value.slice(0, 2).toUpperCase();
  const country = TAX_ID_COUNTRY[type] ?? (prefixCountry === 'EL' ? 'GR' : prefixCountry);
  const taxId = {
    id: newId('txi'),
    object: 'tax_id',
    country,
    created: account.now(),
    customer: customerId,
    livemode: false,
    owner: { type: 'customer', customer: customerId },
    type,
    value,
    verification: { status: 'unavailable', verified_address: null, verified_name: null },
  } as unknown as Stripe.TaxId;
  customerTaxIds(account, customerId).push(taxId);
  return taxId;
}

/** `address[...]`: '' clears it; otherwise a full address (unsent parts are null, as in Stripe). */
export function addressParam(params: Params, key: string): Stripe.Address | null | undefined {
  if (!params.has(key)) return undefined;
  if (params.isEmpty(key)) return null;
  const a = params.obj(key)!;
  return {
    city: a.nullableStr('city') ?? null,
    country: a.nullableStr('country') ?? null,
    line1: a.nullableStr('line1') ?? null,
    line2: a.nullableStr('line2') ?? null,
    postal_code: a.nullableStr('postal_code') ?? null,
    state: a.nullableStr('state') ?? null,
  };
}

function shippingParam(params: Params): Stripe.Customer.Shipping | null | undefined {
  if (!params.has('shipping')) return undefined;
  if (params.isEmpty('shipping')) return null;
  const s = params.obj('shipping')!;
  const address = addressParam(s, 'address') ?? { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };
  return { address, name: s.requiredStr('name'), phone: s.nullableStr('phone') ?? null };
}

export function getCustomer(account: Account, id: string, param = 'customer'): Stripe.Customer {
  const customer = account.customers.get(id);
  if (customer === undefined) throw notFound('cus', id, param);
  return customer;
}

/** Deleted customers still answer retrieve, as `{ id, object, deleted: true }`. */
export function renderCustomer(account: Account, id: string): Stripe.Customer | Stripe.DeletedCustomer {
  if (account.deletedCustomers.has(id)) return { id, object: 'customer', deleted: true };
  return structuredClone(getCustomer(account, id, 'id'));
}

function applyCustomerParams(account: Account, c: Stripe.Customer, p: Params): void {
  const name = p.nullableStr('name');
  if (name !== undefined) c.name = name;
  const email = p.nullableStr('email');
  if (email !== undefined) c.email = email;
  const phone = p.nullableStr('phone');
  if (phone !== undefined) c.phone = phone;
  const description = p.nullableStr('description');
  if (description !== undefined) c.description = description;
  const address = addressParam(p, 'address');
  if (address !== undefined) c.address = address;
  const shipping = shippingParam(p);
  if (shipping !== undefined) c.shipping = shipping;
  const taxExempt = p.isEmpty('tax_exempt') ? 'none' : p.oneOf('tax_exempt', TAX_EXEMPT);
  if (taxExempt !== undefined) c.tax_exempt = taxExempt;
  c.metadata = mergeMetadata(c.metadata, p);
  const settings = p.obj('invoice_settings');
  if (settings?.has('default_payment_method')) {
    const pm = settings.nullableStr('default_payment_method') ?? null;
    if (pm !== null && (account.paymentMethods.get(pm)?.customer ?? null) !== c.id) {
      throw invalidParam(
        'invoice_settings[default_payment_method]',
        `No such PaymentMethod: '${pm}'; the payment method must be attached to customer ${c.id} first.`,
        'resource_missing',
      );
    }
    c.invoice_settings = { ...c.invoice_settings, default_payment_method: pm };
  }
}

/** `POST /v1/customers` (also how Checkout creates a customer at completion). */
export function createCustomer(ctx: Ctx): Stripe.Customer {
  const id = newId('cus');
  const customer: Stripe.Customer = {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created: ctx.account.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: base62(8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  // A payment method named on create is attached first, so it can become the default.
  const pm = ctx.params.str('payment_method');
  if (pm !== undefined) attach(ctx.account, pm, id, 'payment_method');
  applyCustomerParams(ctx.account, customer, ctx.params);
  for (const [i, data] of (ctx.params.objList('tax_id_data') ?? []).entries()) addTaxId(ctx.account, id, data, `tax_id_data[${i}][type]`);
  ctx.account.customers.set(id, customer);
  ctx.emit('customer.created', customer);
  return structuredClone(customer);
}

function update(ctx: Ctx): object {
  const customer = getCustomer(ctx.account, ctx.path.id!, 'id');
  const before = structuredClone(customer);
  applyCustomerParams(ctx.account, customer, ctx.params);
  const previous = diff(before, customer);
  if (previous !== null) ctx.emit('customer.updated', customer, previous);
  return structuredClone(customer);
}

function del(ctx: Ctx): object {
  const customer = getCustomer(ctx.account, ctx.path.id!, 'id');
  ctx.account.customers.delete(customer.id);
  ctx.account.deletedCustomers.add(customer.id);
  ctx.emit('customer.deleted', customer);
  return { id: customer.id, object: 'customer', deleted: true };
}

function list(ctx: Ctx): object {
  const email = ctx.params.str('email');
  const created = createdFilter(ctx.params);
  const items = newestFirst(ctx.account.customers.values()).filter((c) => (email === undefined || c.email === email) && created(c.created));
  return paginate(items, ctx.params, '/v1/customers', (c) => structuredClone(c));
}

// Payment methods: only cards, always succeeding (`card[token]` is accepted and ignored).

export function createPaymentMethod(ctx: Ctx): Stripe.PaymentMethod {
  const type = ctx.params.str('type') ?? 'card';
  if (type !== 'card') throw invalidParam('type', `The emulator supports only card payment methods, not '${type}'.`);
  const billing = ctx.params.obj('billing_details');
  const pm: Stripe.PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: (billing && addressParam(billing, 'address')) ?? {
        city: null,
        country: null,
        line1: null,
        line2: null,
        postal_code: null,
        state: null,
      },
      email: billing?.nullableStr('email') ?? null,
      name: billing?.nullableStr('name') ?? null,
      phone: billing?.nullableStr('phone') ?? null,
      tax_id: null,
    },
    card: {
      brand: 'visa',
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: 'visa',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
      fingerprint: base62(16),
      funding: 'credit',
      generated_from: null,
      last4: '4242',
      networks: { available: ['visa'], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: ctx.account.now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: mergeMetadata({}, ctx.params),
    type: 'card',
  };
  ctx.account.paymentMethods.set(pm.id, pm);
  return structuredClone(pm);
}

export function getPaymentMethod(account: Account, id: string, param = 'id'): Stripe.PaymentMethod {
  const pm = account.paymentMethods.get(id);
  if (pm === undefined) throw notFound('pm', id, param);
  return pm;
}

export function attach(account: Account, pmId: string, customerId: string, param: string): Stripe.PaymentMethod {
  const pm = getPaymentMethod(account, pmId, param);
  getCustomer(account, customerId);
  if (pm.customer !== null && pm.customer !== customerId)
    throw invalidParam(param, `The payment method ${pmId} is already attached to another customer.`);
  pm.customer = customerId;
  return pm;
}

function attachRoute(ctx: Ctx): object {
  const pm = attach(ctx.account, ctx.path.id!, ctx.params.requiredStr('customer'), 'id');
  ctx.emit('payment_method.attached', pm);
  return structuredClone(pm);
}

function detachRoute(ctx: Ctx): object {
  const pm = getPaymentMethod(ctx.account, ctx.path.id!);
  const customer = typeof pm.customer === 'string' ? ctx.account.customers.get(pm.customer) : undefined;
  if (customer?.invoice_settings.default_payment_method === pm.id) customer.invoice_settings.default_payment_method = null;
  pm.customer = null;
  return structuredClone(pm);
}

function listPaymentMethods(ctx: Ctx): object {
  const customer = ctx.params.str('customer');
  const items = newestFirst(ctx.account.paymentMethods.values()).filter((pm) => customer === undefined || pm.customer === customer);
  return paginate(items, ctx.params, '/v1/payment_methods', (pm) => structuredClone(pm));
}

export const customerRoutes = [
  route('POST', '/v1/customers', createCustomer),
  route('GET', '/v1/customers', list),
  route('GET', '/v1/customers/:id', (ctx) => renderCustomer(ctx.account, ctx.path.id!)),
  route('POST', '/v1/customers/:id', update),
  route('DELETE', '/v1/customers/:id', del),
  route('POST', '/v1/customers/:id/tax_ids', (ctx) =>
    structuredClone(addTaxId(ctx.account, getCustomer(ctx.account, ctx.path.id!, 'id').id, ctx.params, 'type')),
  ),
  route('GET', '/v1/customers/:id/tax_ids', (ctx) => taxIdList(ctx.account, getCustomer(ctx.account, ctx.path.id!, 'id').id)),
  route('POST', '/v1/payment_methods', createPaymentMethod),
  route('GET', '/v1/payment_methods', listPaymentMethods),
  route('GET', '/v1/payment_methods/:id', (ctx) => structuredClone(getPaymentMethod(ctx.account, ctx.path.id!))),
  route('POST', '/v1/payment_methods/:id/attach', attachRoute),
  route('POST', '/v1/payment_methods/:id/detach', detachRoute),
];
