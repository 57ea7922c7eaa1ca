// The processor emulator's subscriptions, Checkout Sessions and account clock, driven with the real
// stripe SDK: first invoices taxed by the subscription's rates, renewals as drafts with the rates of
// the moment, auto-finalization an hour later, Checkout completion, and the events in order.
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodBoundary } from '../../src/emulator/resources/subscriptions.ts';
import { startEmulator, type ClockAdvance, type Emulator } from '../../src/emulator/server.ts';

let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

const NYC = { line1: '350 5th Ave', city: 'New York', state: 'NY', postal_code: '10118', country: 'US' };

interface Bed {
  key: string;
  stripe: Stripe;
  customer: Stripe.Customer;
  monthly: Stripe.Price;
  setupFee: Stripe.Price;
  oneOff: Stripe.Price;
  rate: Stripe.TaxRate;
}

/** A fresh account: product, prices, an 8.875% exclusive rate, and a customer in NYC with a default card. */
async function bed(withCard = true): Promise<Bed> {
  const key = `sk_test_${randomBytes(8).toString('hex')}`;
  const stripe = emu.client(key);
  const product = await stripe.products.create({ name: 'Pro plan' });
  const monthly = await stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 1999, recurring: { interval: 'month' } });
  const setupFee = await stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 500 });
  const oneOff = await stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 10_000 });
  const rate = await stripe.taxRates.create({ display_name: 'Sales tax', percentage: 8.875, inclusive: false, country: 'US', state: 'NY' });
  let customer = await stripe.customers.create({ name: 'Ada', email: 'ada@example.com', address: NYC });
  if (withCard) {
    const pm = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } } as Stripe.PaymentMethodCreateParams);
    await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    customer = await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
  }
  return { key, stripe, customer, monthly, setupFee, oneOff, rate };
}

/** Event types since `after` (an index into the account's events), oldest first, without the set-up's own. */
function eventTypes(key: string, after = 0): string[] {
  return emu
    .events(key)
    .slice(after)
    .map((e) => e.type)
    .filter((t) => !/^(product|price|tax_rate|payment_method)\./.test(t));
}

async function control(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${emu.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

const taxesOf = (line: Stripe.InvoiceLineItem) => (line.taxes ?? []).map((t) => [t.tax_rate_details?.tax_rate, t.amount, t.taxable_amount]);

describe('subscription periods', () => {
  it('keep the anchor day of month, clamped to short months', () => {
    const jan31 = Date.UTC(2027, 0, 31, 10, 30) / 1000;
    const iso = (s: number) => new Date(s * 1000).toISOString();
    expect(iso(periodBoundary(jan31, 'month', 1, 1))).toBe('2027-02-28T10:30:00.000Z');
    expect(iso(periodBoundary(jan31, 'month', 1, 2))).toBe('2027-03-31T10:30:00.000Z');
    expect(iso(periodBoundary(jan31, 'year', 1, 1))).toBe('2028-01-31T10:30:00.000Z');
    expect(periodBoundary(jan31, 'week', 2, 1) - jan31).toBe(14 * 86_400);
  });
});

describe('subscriptions (charge_automatically)', () => {
  it('bill the first period at once, renew as a draft with the rates of the moment, and finalize it an hour later', async () => {
    const b = await bed();
    const { stripe } = b;
    const sub = await stripe.subscriptions.create({
      customer: b.customer.id,
      items: [{ price: b.monthly.id, quantity: 3, tax_rates: [b.rate.id] }],
      add_invoice_items: [{ price: b.setupFee.id, quantity: 1 }],
      default_tax_rates: [b.rate.id],
      metadata: { plan: 'pro' },
    });
    expect(sub).toMatchObject({
      object: 'subscription',
      status: 'active',
      collection_method: 'charge_automatically',
      customer: b.customer.id,
      currency: 'usd',
      metadata: { plan: 'pro' },
    });
    expect(sub.default_tax_rates?.map((r) => r.id)).toEqual([b.rate.id]);
    const item = sub.items.data[0]!;
    expect(item).toMatchObject({
      object: 'subscription_item',
      quantity: 3,
      subscription: sub.id,
      price: { id: b.monthly.id },
      plan: { id: b.monthly.id, interval: 'month', amount: 1999 },
    });
    expect(item.tax_rates?.map((r) => r.id)).toEqual([b.rate.id]);
    expect(item.current_period_end).toBe(periodBoundary(item.current_period_start, 'month', 1, 1));

    // The first invoice: finalized and paid in the same request, taxed to the cent.
    const first = await stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(first).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_create',
      collection_method: 'charge_automatically',
      auto_advance: true,
      customer: b.customer.id,
    });
    expect(first.parent).toEqual({
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { plan: 'pro' }, subscription: sub.id },
    });
    expect(first.default_tax_rates.map((r) => r.id)).toEqual([b.rate.id]);
    const [subLine, feeLine] = first.lines.data;
    expect(subLine).toMatchObject({ amount: 5997, quantity: 3, subscription: sub.id, description: '3 × Pro plan (at $19.99 / month)' });
    expect(subLine!.parent).toMatchObject({
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: { subscription: sub.id, subscription_item: item.id, invoice_item: null },
    });
    expect(subLine!.pricing?.price_details).toEqual({ price: b.monthly.id, product: b.monthly.product });
    expect(subLine!.period).toEqual({ start: item.current_period_start, end: item.current_period_end });
    // 5997 × 8.875% = 532.23 → 532; the fee has no rate of its own: the default rate, 500 × 8.875% = 44.375 → 44.
    expect(taxesOf(subLine!)).toEqual([[b.rate.id, 532, 5997]]);
    expect(feeLine).toMatchObject({
      amount: 500,
      subscription: sub.id,
      parent: { type: 'invoice_item_details', invoice_item_details: { subscription: sub.id } },
    });
    expect(taxesOf(feeLine!)).toEqual([[b.rate.id, 44, 500]]);
    expect(first).toMatchObject({ subtotal: 6497, total: 7073, amount_due: 7073, amount_paid: 7073, amount_remaining: 0 });
    expect(first.total_taxes).toEqual([
      {
        amount: 576,
        tax_behavior: 'exclusive',
        tax_rate_details: { tax_rate: b.rate.id },
        taxability_reason: 'not_available',
        taxable_amount: 6497,
        type: 'tax_rate_details',
      },
    ]);
    expect(eventTypes(b.key)).toEqual([
      'customer.created',
      'customer.updated',
      'customer.subscription.created',
      'invoiceitem.created',
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_succeeded',
      'invoice.paid',
    ]);

    // The subscription line is no invoice item; the one-off fee is.
    const pending = await stripe.invoiceItems.list({ invoice: first.id });
    expect(pending.data.map((i) => i.id)).toEqual([feeLine!.parent!.invoice_item_details!.invoice_item as string]);
    expect(await stripe.subscriptions.list({ customer: b.customer.id })).toMatchObject({ data: [{ id: sub.id }] });
    expect(await stripe.subscriptionItems.retrieve(item.id)).toMatchObject({ id: item.id, quantity: 3 });

    // Take the rates off: the item's (tax_rates '' — an empty array is not sent by the SDK at all) and the defaults.
    const seen = emu.events(b.key).length;
    const updated = await stripe.subscriptions.update(sub.id, { items: [{ id: item.id, tax_rates: '' }], default_tax_rates: '' });
    expect(updated.items.data[0]!.tax_rates).toEqual([]);
    expect(updated.default_tax_rates).toEqual([]);
    const updateEvent = emu.events(b.key).at(-1)!;
    expect(updateEvent.type).toBe('customer.subscription.updated');
    expect(Object.keys(updateEvent.data.previous_attributes ?? {}).sort()).toEqual(['default_tax_rates', 'items']);

    // Nothing happens before the period ends.
    const early = (await control('/_emulator/clock/advance', { secretKey: b.key, seconds: 3600 })).json as ClockAdvance;
    expect(early.invoicesCreated).toEqual([]);
    // The period ends: the renewal is a draft with the subscription as it is now.
    const toPeriodEnd = item.current_period_end - emu.now(b.key);
    const renewal = (await control('/_emulator/clock/advance', { secretKey: b.key, seconds: toPeriodEnd })).json as ClockAdvance;
    expect(renewal.invoicesCreated).toHaveLength(1);
    expect(renewal.invoicesFinalized).toEqual([]);
    const draft = await stripe.invoices.retrieve(renewal.invoicesCreated[0]!);
    expect(draft).toMatchObject({
      status: 'draft',
      billing_reason: 'subscription_cycle',
      auto_advance: true,
      created: item.current_period_end,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
    });
    expect(draft.automatically_finalizes_at).toBe(draft.created + 3600);
    expect(draft.default_tax_rates).toEqual([]);
    expect(draft.lines.data).toHaveLength(1); // the one-off fee is billed once
    expect(draft.lines.data[0]).toMatchObject({
      amount: 5997,
      taxes: [],
      period: { start: item.current_period_end, end: periodBoundary(item.current_period_start, 'month', 1, 2) },
    });
    expect(draft).toMatchObject({ total: 5997, total_taxes: [] });
    const renewed = await stripe.subscriptions.retrieve(sub.id);
    expect(renewed.latest_invoice).toBe(draft.id);
    expect(renewed.items.data[0]!.current_period_start).toBe(item.current_period_end);
    expect(eventTypes(b.key, seen)).toEqual(['customer.subscription.updated', 'customer.subscription.updated', 'invoice.created']);

    // Another system sets the line's tax on the draft; its price and quantity belong to the subscription.
    const lineId = draft.lines.data[0]!.id;
    const taxed = await stripe.invoices.updateLines(draft.id, {
      lines: [
        {
          id: lineId,
          tax_amounts: [
            {
              amount: 532,
              taxable_amount: 5997,
              tax_rate_data: { display_name: 'Sales tax', inclusive: false, percentage: 8.875, jurisdiction: 'New York' },
            },
          ],
        },
      ],
    });
    expect(taxed.total).toBe(6529);
    await expect(stripe.invoices.updateLines(draft.id, { lines: [{ id: lineId, quantity: 1 }] })).rejects.toMatchObject({
      param: 'lines[0][quantity]',
    });
    await expect(stripe.invoices.removeLines(draft.id, { lines: [{ id: lineId, behavior: 'delete' }] })).rejects.toMatchObject({
      param: 'lines[0][id]',
    });

    // An hour after invoice.created: finalized, then charged.
    const beforeFinalize = emu.events(b.key).length;
    // The account's clock runs on the machine's, so the hour is counted from the draft's creation, not from now.
    const untilDue = draft.created + 3600 - emu.advanceClock(0, b.key).now;
    expect(emu.advanceClock(untilDue - 1, b.key).invoicesFinalized).toEqual([]);
    expect(emu.advanceClock(1, b.key).invoicesFinalized).toEqual([draft.id]);
    const paid = await stripe.invoices.retrieve(draft.id);
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 6529, automatically_finalizes_at: null });
    expect(paid.status_transitions.finalized_at).toBe(draft.created + 3600);
    expect(eventTypes(b.key, beforeFinalize)).toEqual(['invoice.finalized', 'invoice.payment_succeeded', 'invoice.paid']);
    // Events of the clock are not caused by a request.
    expect(emu.events(b.key).at(-1)!.request).toEqual({ id: null, idempotency_key: null });

    // Cancel: no more renewals.
    const canceled = await stripe.subscriptions.cancel(sub.id);
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(emu.advanceClock(40 * 86_400, b.key).invoicesCreated).toEqual([]);
    expect(emu.events(b.key).some((e) => e.type === 'customer.subscription.deleted')).toBe(true);
  });

  it('leave a subscription incomplete without a payment method, and activate it when its first invoice is paid', async () => {
    const b = await bed(false);
    const sub = await b.stripe.subscriptions.create({ customer: b.customer.id, items: [{ price: b.monthly.id }] });
    expect(sub.status).toBe('incomplete');
    const invoice = await b.stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'open', amount_due: 1999 });
    await b.stripe.invoices.pay(invoice.id, { paid_out_of_band: true });
    expect((await b.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    expect(eventTypes(b.key).slice(-2)).toEqual(['invoice.paid', 'customer.subscription.updated']);
  });

  it('change an item through /v1/subscription_items and refuse bad params', async () => {
    const b = await bed();
    const sub = await b.stripe.subscriptions.create({ customer: b.customer.id, items: [{ price: b.monthly.id }] });
    const item = await b.stripe.subscriptionItems.update(sub.items.data[0]!.id, { tax_rates: [b.rate.id], quantity: 2 });
    expect(item.tax_rates?.map((r) => r.id)).toEqual([b.rate.id]);
    expect(item.quantity).toBe(2);
    await expect(b.stripe.subscriptions.create({ customer: b.customer.id, items: [{ price: b.setupFee.id }] })).rejects.toMatchObject({
      param: 'items[0][price]',
    });
    await expect(
      b.stripe.subscriptions.create({ customer: b.customer.id, items: [{ price: b.monthly.id }], collection_method: 'send_invoice' }),
    ).rejects.toMatchObject({ param: 'days_until_due' });
    await expect(b.stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      code: 'resource_missing',
      message: "No such subscription: 'sub_missing'",
    });
  });
});

describe('subscriptions (send_invoice)', () => {
  it('leave the first invoice a draft until the clock passes an hour, then send it', async () => {
    const b = await bed(false);
    const sub = await b.stripe.subscriptions.create({
      customer: b.customer.id,
      collection_method: 'send_invoice',
      days_until_due: 30,
      items: [{ price: b.monthly.id, tax_rates: [b.rate.id] }],
    });
    expect(sub).toMatchObject({ status: 'active', collection_method: 'send_invoice', days_until_due: 30 });
    const draft = await b.stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(draft).toMatchObject({ status: 'draft', billing_reason: 'subscription_create', auto_advance: true, total: 1999 + 177 });
    expect(draft.automatically_finalizes_at).toBe(draft.created + 3600);
    expect(eventTypes(b.key)).toEqual(['customer.created', 'customer.subscription.created', 'invoice.created']);

    // The account's clock runs on the machine's, so the hour is counted from the draft's creation, not from now.
    const untilDue = draft.created + 3600 - emu.advanceClock(0, b.key).now;
    expect(emu.advanceClock(untilDue - 1, b.key).invoicesFinalized).toEqual([]);
    expect((await b.stripe.invoices.retrieve(draft.id)).status).toBe('draft');
    const advanced = (await control('/_emulator/clock/advance', { secretKey: b.key, seconds: 1 })).json as ClockAdvance;
    expect(advanced.invoicesFinalized).toEqual([draft.id]);
    const open = await b.stripe.invoices.retrieve(draft.id);
    expect(open).toMatchObject({ status: 'open', amount_due: 2176, due_date: draft.created + 3600 + 30 * 86_400 });
    expect(eventTypes(b.key).slice(-2)).toEqual(['invoice.finalized', 'invoice.sent']);
  });
});

describe('Checkout Sessions', () => {
  it('payment mode with invoice creation: completing creates the customer and a paid invoice with the tax', async () => {
    const b = await bed();
    const session = await b.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: b.oneOff.id, quantity: 2, tax_rates: [b.rate.id] }],
      invoice_creation: { enabled: true, invoice_data: { metadata: { order: '42' } } },
      success_url: 'https://example.com/ok',
      metadata: { cart: 'c1' },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      customer: null,
      amount_subtotal: 20_000,
      amount_total: 21_775,
      total_details: { amount_tax: 1775 },
      invoice_creation: { enabled: true },
    });
    expect(session.id).toMatch(/^cs_test_/);
    const items = await b.stripe.checkout.sessions.listLineItems(session.id, { expand: ['data.taxes'] });
    expect(items.data).toMatchObject([
      { object: 'item', quantity: 2, amount_subtotal: 20_000, amount_tax: 1775, amount_total: 21_775, price: { id: b.oneOff.id } },
    ]);
    expect(items.data[0]!.taxes).toMatchObject([{ amount: 1775, rate: { id: b.rate.id }, taxable_amount: 20_000 }]);
    const seen = emu.events(b.key).length;

    const done = await control(`/_emulator/checkout/sessions/${session.id}/complete`, {
      secretKey: b.key,
      customer_details: { email: 'grace@example.com', name: 'Grace', address: NYC },
    });
    expect(done.status).toBe(200);
    const completed = await b.stripe.checkout.sessions.retrieve(session.id);
    expect(completed).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer_details: { email: 'grace@example.com', name: 'Grace', address: { ...NYC, line2: null } },
    });
    const customer = (await b.stripe.customers.retrieve(completed.customer as string)) as Stripe.Customer;
    expect(customer).toMatchObject({ name: 'Grace', email: 'grace@example.com', address: { ...NYC, line2: null } });
    const invoice = await b.stripe.invoices.retrieve(completed.invoice as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      customer: customer.id,
      customer_address: { ...NYC, line2: null },
      subtotal: 20_000,
      total: 21_775,
      amount_paid: 21_775,
      metadata: { order: '42' },
    });
    expect(taxesOf(invoice.lines.data[0]!)).toEqual([[b.rate.id, 1775, 20_000]]);
    expect(eventTypes(b.key, seen)).toEqual([
      'customer.created',
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_succeeded',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const event = emu.events(b.key).at(-1)!;
    expect(event.data.object).toMatchObject({ id: session.id, invoice: invoice.id, customer: customer.id });

    // Once only.
    expect((await control(`/_emulator/checkout/sessions/${session.id}/complete`, { secretKey: b.key })).status).toBe(400);
  });

  it('subscription mode: completing starts the subscription, paid with the card given at checkout', async () => {
    const b = await bed(false);
    const session = await b.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: b.customer.id,
      line_items: [
        { price: b.monthly.id, quantity: 1, tax_rates: [b.rate.id] },
        { price: b.setupFee.id, quantity: 1, tax_rates: [b.rate.id] },
      ],
      success_url: 'https://example.com/ok',
    });
    expect(session.amount_total).toBe(1999 + 177 + 500 + 44);
    const completed = emu.completeCheckoutSession(session.id, undefined, b.key);
    expect(completed).toMatchObject({ status: 'complete', customer: b.customer.id });
    const sub = await b.stripe.subscriptions.retrieve(completed.subscription as string);
    expect(sub).toMatchObject({ status: 'active', latest_invoice: completed.invoice });
    expect(sub.default_payment_method).toMatch(/^pm_/);
    const invoice = await b.stripe.invoices.retrieve(completed.invoice as string);
    expect(invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_create', total: 2720 });
    expect(eventTypes(b.key).slice(-7)).toEqual([
      'customer.subscription.created',
      'invoiceitem.created',
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_succeeded',
      'invoice.paid',
      'checkout.session.completed',
    ]);
  });
});
