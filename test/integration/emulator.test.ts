// The processor emulator (a local, stateful Stripe API) over real HTTP with the real stripe SDK:
// the wire protocol, invoices with tax rates, credit notes, faults and webhook delivery.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeForm } from '../../src/emulator/form.ts';
import { startEmulator, type Emulator } from '../../src/emulator/server.ts';

let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ delivery: { retryDelaysMs: [30, 30, 30] } });
});
afterAll(() => emu.close());

/** A fresh, isolated account per test. */
const newAccount = () => emu.client(`sk_test_${randomBytes(8).toString('hex')}`);

const US_ADDRESS = { line1: '1 Main St', city: 'New York', state: 'NY', postal_code: '10001', country: 'US' };

async function draftWithCustomer(stripe: Stripe) {
  const customer = await stripe.customers.create({ name: 'Ada', email: 'ada@example.com', address: US_ADDRESS });
  const product = await stripe.products.create({ name: 'Widget' });
  const invoice = await stripe.invoices.create({ customer: customer.id });
  return { customer, product, invoice };
}

const taxOf = (line: Stripe.InvoiceLineItem) =>
  (line.taxes ?? []).map((t) => [t.tax_rate_details?.tax_rate, t.amount, t.tax_behavior, t.taxable_amount]);

describe('form decoder', () => {
  it('decodes bracket keys into hashes and lists', () => {
    expect(decodeForm('a=1&metadata[k]=v&lines[1][id]=b&lines[0][id]=a&lines[0][tax_rates][0]=txr_1&expand[]=x&expand[]=y')).toEqual({
      a: '1',
      metadata: { k: 'v' },
      lines: [{ id: 'a', tax_rates: ['txr_1'] }, { id: 'b' }],
      expand: ['x', 'y'],
    });
  });

  it('keeps empty strings (clear a list, delete a key) and decodes escapes', () => {
    expect(decodeForm('tax_rates=&metadata[gone]=&name=Ada+Lovelace&email=a%40b.c&q=%E2%82%AC')).toEqual({
      tax_rates: '',
      metadata: { gone: '' },
      name: 'Ada Lovelace',
      email: 'a@b.c',
      q: '€',
    });
  });

  it('leaves metadata with index-like keys a hash, accepts encoded brackets, and tolerates junk', () => {
    expect(decodeForm('metadata[0]=a&metadata[1]=b')).toEqual({ metadata: { '0': 'a', '1': 'b' } });
    expect(decodeForm('expand%5B0%5D=customer')).toEqual({ expand: ['customer'] });
    expect(decodeForm('a[b=1&&=2&c=%zz&flag')).toEqual({ 'a[b': '1', c: '%zz', flag: '' });
    expect(decodeForm('items[0][price_data][unit_amount]=5&items[0][period][start]=1')).toEqual({
      items: [{ price_data: { unit_amount: '5' }, period: { start: '1' } }],
    });
  });
});

describe('protocol', () => {
  it('refuses requests without an API key (401, Stripe-shaped) and the SDK raises an authentication error', async () => {
    const res = await fetch(`${emu.url}/v1/customers`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    await expect(emu.client('not_a_key').customers.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('answers with Request-Id and the request Stripe-Version; unknown ids are 404 resource_missing', async () => {
    const res = await fetch(`${emu.url}/v1/invoices/in_missing`, {
      headers: { authorization: 'Bearer sk_test_protocol', 'stripe-version': '2026-10-28.endive' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('request-id')).toMatch(/^req_/);
    expect(res.headers.get('stripe-version')).toBe('2026-10-28.endive');
    expect(await res.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such invoice: 'in_missing'", param: 'id' },
    });
    const err = await newAccount()
      .invoices.retrieve('in_x')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err).toMatchObject({ code: 'resource_missing', message: "No such invoice: 'in_x'", statusCode: 404 });
  });

  it('keeps each secret key an isolated account', async () => {
    const a = newAccount();
    const b = newAccount();
    const customer = await a.customers.create({ name: 'Only in A' });
    await expect(b.customers.retrieve(customer.id)).rejects.toMatchObject({ code: 'resource_missing' });
    expect((await b.customers.list()).data).toEqual([]);
    expect((await a.customers.list()).data.map((c) => c.id)).toEqual([customer.id]);
  });

  it('replays idempotent POSTs and refuses a reused key with other params', async () => {
    const key = `sk_test_${randomBytes(6).toString('hex')}`;
    const stripe = emu.client(key);
    const first = await stripe.customers.create({ name: 'Once' }, { idempotencyKey: 'create-once' });
    const again = await stripe.customers.create({ name: 'Once' }, { idempotencyKey: 'create-once' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.customers.list()).data).toHaveLength(1);
    expect(emu.events(key).filter((e) => e.type === 'customer.created')).toHaveLength(1);
    const err = await stripe.customers.create({ name: 'Other' }, { idempotencyKey: 'create-once' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    // The same key on another account is a different key.
    expect((await newAccount().customers.create({ name: 'Other' }, { idempotencyKey: 'create-once' })).id).not.toBe(first.id);
  });

  it('reports bad params as 400 with the param named', async () => {
    const stripe = newAccount();
    await expect(stripe.taxRates.create({ display_name: 'x', percentage: 8.12345, inclusive: false })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'percentage',
    });
    await expect(stripe.invoices.create({} as Stripe.InvoiceCreateParams)).rejects.toMatchObject({
      param: 'customer',
      code: 'parameter_missing',
    });
    await expect(stripe.customers.create({ metadata: { a: 'b' }, tax_exempt: 'sometimes' as 'none' })).rejects.toMatchObject({
      param: 'tax_exempt',
    });
  });

  it('pages lists newest first; autoPagingToArray walks every page', async () => {
    const stripe = newAccount();
    const ids: string[] = [];
    for (let i = 0; i < 23; i++)
      ids.push((await stripe.taxRates.create({ display_name: `r${i}`, percentage: i, inclusive: i % 2 === 0 })).id);
    const newest = [...ids].reverse();
    const all = await stripe.taxRates.list({ limit: 5 }).autoPagingToArray({ limit: 100 });
    expect(all.map((r) => r.id)).toEqual(newest);
    const page = await stripe.taxRates.list({ limit: 3, starting_after: newest[2]! });
    expect(page.data.map((r) => r.id)).toEqual(newest.slice(3, 6));
    expect(page.has_more).toBe(true);
    const before = await stripe.taxRates.list({ limit: 2, ending_before: newest[5]! });
    expect(before.data.map((r) => r.id)).toEqual(newest.slice(3, 5));
    expect((await stripe.taxRates.list({ inclusive: true, limit: 100 })).data).toHaveLength(12);
    await expect(stripe.taxRates.list({ limit: 101 })).rejects.toMatchObject({ param: 'limit' });
  });

  it('expands the customer and its default payment method on invoices', async () => {
    const stripe = newAccount();
    const { customer, invoice } = await draftWithCustomer(stripe);
    const pm = await stripe.paymentMethods.create({
      type: 'card',
      card: { token: 'tok_visa' },
      billing_details: { name: 'Ada', address: US_ADDRESS },
    });
    await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    const got = await stripe.invoices.retrieve(invoice.id, { expand: ['customer', 'customer.invoice_settings.default_payment_method'] });
    const expanded = got.customer as Stripe.Customer;
    expect(expanded.id).toBe(customer.id);
    expect((expanded.invoice_settings.default_payment_method as Stripe.PaymentMethod).billing_details.address?.postal_code).toBe('10001');
    const c = await stripe.customers.retrieve(customer.id, { expand: ['invoice_settings.default_payment_method'] });
    expect(((c as Stripe.Customer).invoice_settings.default_payment_method as Stripe.PaymentMethod).id).toBe(pm.id);
  });
});

describe('faults', () => {
  it('injected 429 and 500 hit only the next `count` matching requests', async () => {
    const stripe = newAccount();
    emu.injectFault({ status: 429, count: 2, method: 'POST', path: '^/v1/customers$' });
    await expect(stripe.customers.list()).resolves.toBeTruthy(); // GET: not matched
    await expect(stripe.customers.create({ name: 'x' })).rejects.toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    await expect(stripe.customers.create({ name: 'x' })).rejects.toMatchObject({
      type: 'StripeRateLimitError',
      code: 'rate_limit',
      statusCode: 429,
    });
    await expect(stripe.customers.create({ name: 'x' })).resolves.toMatchObject({ name: 'x' });

    emu.injectFault({ status: 500, count: 1, path: '/v1/tax_rates' });
    await expect(stripe.taxRates.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(stripe.taxRates.list()).resolves.toMatchObject({ object: 'list' });
    const logged = emu.requestLog().filter((r) => r.path === '/v1/tax_rates');
    expect(logged.slice(-2).map((r) => r.status)).toEqual([500, 200]);
  });

  it('accepts faults over the HTTP control route', async () => {
    const res = await fetch(`${emu.url}/_emulator/faults`, {
      method: 'POST',
      body: JSON.stringify({ status: 503, count: 1, path: '^/v1/products$' }),
    });
    expect(res.status).toBe(200);
    const stripe = newAccount();
    await expect(stripe.products.list()).rejects.toMatchObject({ statusCode: 503, type: 'StripeAPIError' });
    await expect(stripe.products.list()).resolves.toBeTruthy();
  });
});

describe('invoices and tax rates', () => {
  it('computes line taxes, total_taxes and totals for exclusive, inclusive and default rates', async () => {
    const stripe = newAccount();
    const { customer, product, invoice } = await draftWithCustomer(stripe);
    const ny = await stripe.taxRates.create({ display_name: 'NY', percentage: 8.875, inclusive: false });
    const odd = await stripe.taxRates.create({ display_name: 'Odd', percentage: 7.1234, inclusive: false });
    const vat = await stripe.taxRates.create({ display_name: 'VAT', percentage: 20, inclusive: true });
    await stripe.invoices.update(invoice.id, { default_tax_rates: [odd.id] });
    // 3 × 19.99 at 8.875% = 532.23 → 532
    const a = await stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      pricing: { price: (await stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 1999 })).id },
      quantity: 3,
      tax_rates: [ny.id],
    });
    // 400 at 8.875% = 35.5 → 36 (half up); at 7.1234% = 28.4936 → 28
    await stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      amount: 400,
      currency: 'usd',
      description: 'Two rates',
      tax_rates: [ny.id, odd.id],
    });
    // 1000 including 20%: net round(833.33) = 833, tax 167
    await stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      price_data: { currency: 'usd', product: product.id, unit_amount: 1000 },
      tax_rates: [vat.id],
    });
    // No rates of its own: the invoice default (7.1234%) applies: 250 → 17.8085 → 18
    await stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      amount: 250,
      currency: 'usd',
      description: 'Default rate',
    });

    const inv = await stripe.invoices.retrieve(invoice.id);
    const lines = inv.lines.data;
    expect(lines.map((l) => l.amount)).toEqual([5997, 400, 1000, 250]);
    expect(lines.map(taxOf)).toEqual([
      [[ny.id, 532, 'exclusive', 5997]],
      [
        [ny.id, 36, 'exclusive', 400],
        [odd.id, 28, 'exclusive', 400],
      ],
      [[vat.id, 167, 'inclusive', 833]],
      [[odd.id, 18, 'exclusive', 250]],
    ]);
    expect(lines[0]!.pricing?.price_details?.product).toBe(product.id);
    expect(lines[0]!.parent?.invoice_item_details?.invoice_item).toBe(a.id);
    expect(lines[2]!.pricing?.price_details?.product).toBe(product.id);
    expect(lines[1]!.pricing?.price_details).toBeUndefined();
    expect(inv.total_taxes?.map((t) => [t.tax_rate_details?.tax_rate, t.amount, t.tax_behavior, t.taxable_amount])).toEqual([
      [ny.id, 568, 'exclusive', 6397],
      [odd.id, 46, 'exclusive', 650],
      [vat.id, 167, 'inclusive', 833],
    ]);
    expect(inv).toMatchObject({
      subtotal: 7647,
      subtotal_excluding_tax: 7480,
      total_excluding_tax: 7480,
      total: 7647 + 568 + 46,
      amount_due: 8261,
      amount_remaining: 8261,
    });
    expect(inv.default_tax_rates.map((r) => r.id)).toEqual([odd.id]);
    expect(inv.customer_address?.postal_code).toBe('10001');
    const items = await stripe.invoiceItems.list({ invoice: invoice.id });
    expect(items.data.find((i) => i.id === a.id)?.tax_rates?.map((r) => r.id)).toEqual([ny.id]);
  });

  it('updateLines sets and clears tax rates, emitting invoice.updated with the old values', async () => {
    const key = `sk_test_${randomBytes(6).toString('hex')}`;
    const stripe = emu.client(key);
    const { product, invoice } = await draftWithCustomer(stripe);
    const rate = await stripe.taxRates.create({ display_name: 'Sales tax', percentage: 6.25, inclusive: false });
    let inv = await stripe.invoices.addLines(invoice.id, {
      lines: [
        { price_data: { currency: 'usd', product: product.id, unit_amount: 10000 }, quantity: 1 },
        { price_data: { currency: 'usd', product: product.id, unit_amount: 999 }, quantity: 2 },
      ],
    });
    const [l1, l2] = inv.lines.data;
    inv = await stripe.invoices.updateLines(invoice.id, {
      lines: [
        { id: l1!.id, tax_rates: [rate.id] },
        { id: l2!.id, tax_rates: [rate.id] },
      ],
    });
    expect(inv.lines.data.map(taxOf)).toEqual([[[rate.id, 625, 'exclusive', 10000]], [[rate.id, 125, 'exclusive', 1998]]]);
    expect(inv.total).toBe(11998 + 750);
    const updated = emu.events(key).filter((e) => e.type === 'invoice.updated');
    const last = updated.at(-1)! as Stripe.InvoiceUpdatedEvent;
    expect(last.data.object.total).toBe(12748);
    expect(last.data.previous_attributes).toMatchObject({ total: 11998, total_taxes: [] });

    inv = await stripe.invoices.updateLines(invoice.id, { lines: [{ id: l2!.id, tax_rates: '' }] });
    expect(inv.lines.data.map(taxOf)).toEqual([[[rate.id, 625, 'exclusive', 10000]], []]);
    const line = await stripe.invoices.updateLineItem(invoice.id, l1!.id, { tax_rates: '', metadata: { k: 'v' } });
    expect(line.taxes).toEqual([]);
    expect(line.metadata).toEqual({ k: 'v' });
    inv = await stripe.invoices.removeLines(invoice.id, { lines: [{ id: l2!.id, behavior: 'delete' }] });
    expect(inv.lines.data.map((l) => l.id)).toEqual([l1!.id]);
    expect((await stripe.invoices.listLineItems(invoice.id)).data.map((l) => l.id)).toEqual([l1!.id]);
    // An archived rate cannot be newly applied.
    await stripe.taxRates.update(rate.id, { active: false });
    await expect(stripe.invoices.updateLines(invoice.id, { lines: [{ id: l1!.id, tax_rates: [rate.id] }] })).rejects.toMatchObject({
      param: 'lines[0][tax_rates][0]',
    });
  });

  it('pulls pending items in only with pending_invoice_items_behavior=include', async () => {
    const stripe = newAccount();
    const customer = await stripe.customers.create({ name: 'P' });
    const item = await stripe.invoiceItems.create({ customer: customer.id, amount: 500, currency: 'usd' });
    expect(item.invoice).toBeNull();
    const excluded = await stripe.invoices.create({ customer: customer.id });
    expect(excluded.lines.data).toEqual([]);
    const included = await stripe.invoices.create({ customer: customer.id, pending_invoice_items_behavior: 'include' });
    expect(included.lines.data.map((l) => l.parent?.invoice_item_details?.invoice_item)).toEqual([item.id]);
    expect(included.total).toBe(500);
  });

  it('keeps customer fields live on drafts and frozen once finalized; finalized invoices accept only metadata', async () => {
    const key = `sk_test_${randomBytes(6).toString('hex')}`;
    const stripe = emu.client(key);
    const logStart = emu.requestLog().length;
    const { customer, invoice } = await draftWithCustomer(stripe);
    const item = await stripe.invoiceItems.create({ customer: customer.id, invoice: invoice.id, amount: 1000, currency: 'usd' });
    await stripe.customers.update(customer.id, { shipping: { name: 'Ada', address: { ...US_ADDRESS, postal_code: '10002' } } });
    expect((await stripe.invoices.retrieve(invoice.id)).customer_shipping?.address?.postal_code).toBe('10002');

    const finalized = await stripe.invoices.finalizeInvoice(invoice.id);
    expect(finalized).toMatchObject({ status: 'open', amount_due: 1000 });
    expect(finalized.number).toMatch(/^[A-Z0-9]{8}-0001$/);
    expect(finalized.status_transitions.finalized_at).toBeGreaterThan(0);
    expect(finalized.effective_at).toBe(finalized.status_transitions.finalized_at);
    await stripe.customers.update(customer.id, { address: { ...US_ADDRESS, state: 'CA' } });
    expect((await stripe.invoices.retrieve(invoice.id)).customer_address?.state).toBe('NY');

    await expect(stripe.invoices.update(invoice.id, { description: 'late' })).rejects.toMatchObject({
      code: 'invoice_not_editable',
      type: 'StripeInvalidRequestError',
    });
    await expect(stripe.invoiceItems.update(item.id, { amount: 1 })).rejects.toMatchObject({ code: 'invoice_not_editable' });
    await expect(stripe.invoiceItems.del(item.id)).rejects.toMatchObject({ code: 'invoice_not_editable' });
    await expect(stripe.invoices.addLines(invoice.id, { lines: [{ amount: 5 }] })).rejects.toMatchObject({ code: 'invoice_not_editable' });
    await expect(stripe.invoices.finalizeInvoice(invoice.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const withMetadata = await stripe.invoices.update(invoice.id, { metadata: { seen: 'yes' } });
    expect(withMetadata.metadata).toEqual({ seen: 'yes' });
    const metadataEvent = emu
      .events(key)
      .filter((e) => e.type === 'invoice.updated')
      .at(-1) as Stripe.InvoiceUpdatedEvent;
    expect(metadataEvent.data.previous_attributes).toEqual({ metadata: { seen: null } });

    const writes = emu
      .requestLog()
      .slice(logStart)
      .filter((r) => r.method === 'POST' && r.path === '/v1/invoices/:id' && r.status === 200 && r.body.metadata === undefined);
    expect(writes).toEqual([]);
  });

  it('pays (out of band or with a payment method), voids, marks uncollectible, deletes drafts, and pays $0 invoices on finalize', async () => {
    const key = `sk_test_${randomBytes(6).toString('hex')}`;
    const stripe = emu.client(key);
    const { customer, invoice } = await draftWithCustomer(stripe);
    await stripe.invoiceItems.create({ customer: customer.id, invoice: invoice.id, amount: 700, currency: 'usd' });
    await expect(stripe.invoices.pay(invoice.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const paid = await stripe.invoices.pay(invoice.id, { paid_out_of_band: true });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 700, amount_remaining: 0 });
    expect(paid.status_transitions.paid_at).toBeGreaterThan(0);
    expect(emu.events(key).map((e) => e.type)).toEqual(expect.arrayContaining(['invoice.finalized', 'invoice.paid']));

    const second = await stripe.invoices.create({ customer: customer.id, auto_advance: false });
    await stripe.invoices.addLines(second.id, { lines: [{ amount: 300, description: 'x' }] });
    await stripe.invoices.finalizeInvoice(second.id);
    expect((await stripe.invoices.voidInvoice(second.id)).status).toBe('void');
    await expect(stripe.invoices.voidInvoice(second.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);

    const third = await stripe.invoices.create({ customer: customer.id });
    await stripe.invoices.addLines(third.id, { lines: [{ amount: 300, description: 'y' }] });
    await stripe.invoices.finalizeInvoice(third.id);
    expect((await stripe.invoices.markUncollectible(third.id)).status).toBe('uncollectible');
    const pm = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    expect((await stripe.invoices.pay(third.id, { payment_method: pm.id })).status).toBe('paid');

    const empty = await stripe.invoices.create({ customer: customer.id });
    expect((await stripe.invoices.finalizeInvoice(empty.id)).status).toBe('paid');

    const doomed = await stripe.invoices.create({ customer: customer.id });
    expect(await stripe.invoices.del(doomed.id)).toMatchObject({ id: doomed.id, deleted: true });
    await expect(stripe.invoices.retrieve(doomed.id)).rejects.toMatchObject({ code: 'resource_missing' });
    expect(emu.events(key).some((e) => e.type === 'invoice.deleted')).toBe(true);
    expect((await stripe.invoices.list({ customer: customer.id, status: 'paid' })).data.map((i) => i.id).sort()).toEqual(
      [invoice.id, third.id, empty.id].sort(),
    );
  });
});

describe('credit notes', () => {
  async function openInvoice(stripe: Stripe) {
    const { customer, product, invoice } = await draftWithCustomer(stripe);
    const rate = await stripe.taxRates.create({ display_name: 'Sales tax', percentage: 8.875, inclusive: false });
    await stripe.invoices.addLines(invoice.id, {
      lines: [
        { price_data: { currency: 'usd', product: product.id, unit_amount: 3333 }, quantity: 3, tax_rates: [rate.id] },
        { amount: 1000, description: 'Setup', tax_rates: [rate.id] },
      ],
    });
    const inv = await stripe.invoices.finalizeInvoice(invoice.id);
    return { customer, rate, inv, lines: inv.lines.data };
  }

  it('credits part of a line with proportional tax, then the rest exactly, and refuses more', async () => {
    const stripe = newAccount();
    const { rate, inv, lines } = await openInvoice(stripe);
    const [big, setup] = lines as [Stripe.InvoiceLineItem, Stripe.InvoiceLineItem];
    expect(big.amount).toBe(9999);
    expect(big.taxes?.[0]?.amount).toBe(887); // 887.41
    // 1/3 of the line: 3333 → tax round(887 × 3333 / 9999) = 296
    const partial = await stripe.creditNotes.create({
      invoice: inv.id,
      lines: [{ type: 'invoice_line_item', invoice_line_item: big.id, quantity: 1 }],
      reason: 'order_change',
      memo: 'one unit',
    });
    expect(partial).toMatchObject({
      status: 'issued',
      type: 'pre_payment',
      subtotal: 3333,
      total: 3333 + 296,
      amount: 3629,
      pre_payment_amount: 3629,
      memo: 'one unit',
    });
    expect(partial.lines.data[0]!.taxes?.map((t) => [t.tax_rate_details?.tax_rate, t.amount, t.taxable_amount])).toEqual([
      [rate.id, 296, 3333],
    ]);
    expect(partial.total_taxes?.[0]).toMatchObject({ amount: 296, tax_behavior: 'exclusive' });
    expect(partial.number).toBe(`${inv.number}-CN-01`);
    expect((await stripe.invoices.retrieve(inv.id)).amount_due).toBe(inv.amount_due - 3629);

    await expect(
      stripe.creditNotes.create({ invoice: inv.id, lines: [{ type: 'invoice_line_item', invoice_line_item: big.id, amount: 6667 }] }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    // The remaining 6666 takes exactly the remaining tax (887 − 296 = 591), so both credits add up to the line.
    const rest = await stripe.creditNotes.create({
      invoice: inv.id,
      lines: [{ type: 'invoice_line_item', invoice_line_item: big.id, amount: 6666 }],
    });
    expect(rest.lines.data[0]!.taxes?.[0]?.amount).toBe(591);
    const custom = await stripe.creditNotes.create({
      invoice: inv.id,
      lines: [{ type: 'custom_line_item', unit_amount: 100, quantity: 2, description: 'Goodwill', tax_rates: [rate.id] }],
    });
    expect(custom).toMatchObject({ subtotal: 200, total: 218 });
    expect((await stripe.creditNotes.list({ invoice: inv.id })).data.map((n) => n.id)).toEqual([custom.id, rest.id, partial.id]);
    expect((await stripe.creditNotes.listLineItems(rest.id)).data).toHaveLength(1);
    expect(setup.taxes?.[0]?.amount).toBe(89);

    const voided = await stripe.creditNotes.voidCreditNote(custom.id);
    expect(voided).toMatchObject({ status: 'void' });
    expect(voided.voided_at).toBeGreaterThan(0);
    expect((await stripe.invoices.retrieve(inv.id)).pre_payment_credit_notes_amount).toBe(3629 + 6666 + 591);
  });

  it('a full credit settles an open invoice; a paid invoice gets post-payment credit notes', async () => {
    const key = `sk_test_${randomBytes(6).toString('hex')}`;
    const stripe = emu.client(key);
    const { inv, lines } = await openInvoice(stripe);
    const note = await stripe.creditNotes.create({
      invoice: inv.id,
      lines: lines.map((l) => ({ type: 'invoice_line_item' as const, invoice_line_item: l.id, quantity: l.quantity! })),
    });
    expect(note.total).toBe(inv.total);
    expect(note.total_taxes?.[0]?.amount).toBe(inv.total_taxes?.[0]?.amount);
    expect((await stripe.invoices.retrieve(inv.id)).status).toBe('paid');
    expect(emu.events(key).map((e) => e.type)).toEqual(expect.arrayContaining(['credit_note.created', 'invoice.paid']));

    const other = await openInvoice(stripe);
    await stripe.invoices.pay(other.inv.id, { paid_out_of_band: true });
    const line = { type: 'invoice_line_item' as const, invoice_line_item: other.lines[1]!.id, amount: 500 };
    await expect(stripe.creditNotes.create({ invoice: other.inv.id, lines: [line] })).rejects.toMatchObject({
      param: 'out_of_band_amount',
    });
    const post = await stripe.creditNotes.create({ invoice: other.inv.id, lines: [line], out_of_band_amount: 545 });
    // 500 of the 1000 line takes half its 89 tax: 44.5 → 45
    expect(post).toMatchObject({ type: 'post_payment', post_payment_amount: 545, total: 545, out_of_band_amount: 545 });
    expect((await stripe.invoices.retrieve(other.inv.id)).post_payment_credit_notes_amount).toBe(545);
  });

  it('refuses credit notes on drafts', async () => {
    const stripe = newAccount();
    const { invoice } = await draftWithCustomer(stripe);
    await expect(
      stripe.creditNotes.create({ invoice: invoice.id, lines: [{ type: 'custom_line_item', unit_amount: 1, description: 'x' }] }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe('webhooks', () => {
  interface Received {
    body: string;
    signature: string;
  }
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];
  /** What the receiver answers; tests change it. */
  let answer: (r: Received, n: number) => number = () => 200;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const r = { body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature']) };
        received.push(r);
        res.writeHead(answer(r, received.length)).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  async function subscribed(events: Stripe.WebhookEndpointCreateParams.EnabledEvent[]) {
    const stripe = newAccount();
    const endpoint = await stripe.webhookEndpoints.create({ url: receiverUrl, enabled_events: events });
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect((await stripe.webhookEndpoints.retrieve(endpoint.id)).secret).toBeUndefined();
    received.length = 0;
    return { stripe, endpoint, secret: endpoint.secret! };
  }

  it('delivers signed events that verify with constructEvent, only for subscribed types', async () => {
    emu.setDelivery({ duplicateProbability: 0, reorder: false, delayMs: [0, 0] });
    answer = () => 200;
    const { stripe, endpoint, secret } = await subscribed(['invoice.created', 'invoice.updated']);
    const { invoice } = await draftWithCustomer(stripe); // customer.created is not subscribed
    await stripe.invoices.update(invoice.id, { metadata: { a: '1' } });
    await emu.deliveriesSettled(5000);
    const events = received.map((r) => stripe.webhooks.constructEvent(r.body, r.signature, secret));
    expect(events.map((e) => e.type).sort()).toEqual(['invoice.created', 'invoice.updated']);
    const created = events.find((e) => e.type === 'invoice.created')! as Stripe.InvoiceCreatedEvent;
    expect(created.data.object.id).toBe(invoice.id);
    expect(created.request?.idempotency_key).toBeTruthy();
    expect(created.api_version).toBe('2026-10-28.endive');
    expect(
      emu
        .deliveries()
        .filter((d) => d.endpointId === endpoint.id)
        .every((d) => d.status === 200 && d.attempt === 1),
    ).toBe(true);
    expect((await stripe.events.retrieve(created.id)).pending_webhooks).toBe(0);
    expect((await stripe.invoices.retrieve(invoice.id)).webhooks_delivered_at).toBeGreaterThan(0);
    expect((await stripe.events.list({ type: 'invoice.*' })).data.map((e) => e.type)).toEqual(['invoice.updated', 'invoice.created']);
    expect(() => stripe.webhooks.constructEvent(received[0]!.body, received[0]!.signature, 'whsec_wrong')).toThrow();
  });

  it('retries after a 500 from the receiver, re-signing each attempt', async () => {
    emu.setDelivery({ duplicateProbability: 0 });
    const { stripe, endpoint, secret } = await subscribed(['customer.created']);
    let failures = 0;
    answer = () => (failures++ < 2 ? 500 : 200);
    const customer = await stripe.customers.create({ name: 'Retry' });
    await emu.deliveriesSettled(5000);
    expect(received).toHaveLength(3);
    for (const r of received)
      expect(stripe.webhooks.constructEvent(r.body, r.signature, secret).data.object).toMatchObject({ id: customer.id });
    const attempts = emu.deliveries().filter((d) => d.endpointId === endpoint.id);
    expect(attempts.map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    answer = () => 200;
  });

  it('gives up after the last retry delay and records network errors as 0', async () => {
    const stripe = newAccount();
    const endpoint = await stripe.webhookEndpoints.create({ url: 'http://127.0.0.1:1/nothing-listens', enabled_events: ['*'] });
    const customer = await stripe.customers.create({ name: 'Nobody hears' });
    await emu.deliveriesSettled(5000);
    expect(
      emu
        .deliveries()
        .filter((d) => d.endpointId === endpoint.id)
        .map((d) => d.status),
    ).toEqual([0, 0, 0, 0]);
    const event = (await stripe.events.list({ type: 'customer.created' })).data[0]!;
    expect(event.data.object).toMatchObject({ id: customer.id });
    expect(event.pending_webhooks).toBe(0);
  });

  it('delivers every event twice with duplicateProbability=1, and shuffles when asked', async () => {
    emu.setDelivery({ duplicateProbability: 1 });
    answer = () => 200;
    const { stripe, secret } = await subscribed(['*']);
    await stripe.customers.create({ name: 'Twice' });
    await emu.deliveriesSettled(5000);
    const ids = received.map((r) => stripe.webhooks.constructEvent(r.body, r.signature, secret).id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);

    emu.setDelivery({ duplicateProbability: 0, reorder: true, delayMs: [0, 20] });
    received.length = 0;
    const created: string[] = [];
    for (let i = 0; i < 8; i++) created.push((await stripe.taxRates.create({ display_name: `r${i}`, percentage: 1, inclusive: false })).id);
    const res = await fetch(`${emu.url}/_emulator/settled?timeout_ms=5000`);
    expect(res.status).toBe(200);
    const got = received.map((r) => (JSON.parse(r.body) as { data: { object: { id: string } } }).data.object.id);
    expect([...got].sort()).toEqual([...created].sort());
    emu.setDelivery({ reorder: false, delayMs: [0, 0] });
  });

  it('API calls never wait for deliveries', async () => {
    emu.setDelivery({ delayMs: [300, 300] });
    const { stripe } = await subscribed(['customer.created']);
    const started = Date.now();
    await stripe.customers.create({ name: 'Fast' });
    expect(Date.now() - started).toBeLessThan(250);
    expect(received).toHaveLength(0);
    await emu.deliveriesSettled(5000);
    expect(received).toHaveLength(1);
    emu.setDelivery({ delayMs: [0, 0] });
  });
});

describe('customer tax IDs', () => {
  it('keeps tax IDs given on create or added later, shown only when tax_ids is expanded, with their country', async () => {
    const stripe = newAccount();
    const customer = await stripe.customers.create({ name: 'GmbH', tax_id_data: [{ type: 'eu_vat', value: 'DE136695976' }] });
    expect('tax_ids' in customer).toBe(false);
    await stripe.customers.createTaxId(customer.id, { type: 'gb_vat', value: 'GB980780684' });
    const expanded = await stripe.customers.retrieve(customer.id, { expand: ['tax_ids'] });
    expect((expanded as Stripe.Customer).tax_ids?.data.map((t) => [t.type, t.value, t.country])).toEqual([
      ['eu_vat', 'DE136695976', 'DE'],
      ['gb_vat', 'GB980780684', 'GB'],
    ]);
    const invoice = await stripe.invoices.create({ customer: customer.id });
    const viaInvoice = await stripe.invoices.retrieve(invoice.id, { expand: ['customer', 'customer.tax_ids'] });
    expect((viaInvoice.customer as Stripe.Customer).tax_ids?.data).toHaveLength(2);
    await expect(stripe.customers.createTaxId(customer.id, { type: 'xx_vat' as 'eu_vat', value: '1' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'type',
    });
  });
});
