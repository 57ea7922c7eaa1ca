// Invoices Stripe finalizes at once: a new subscription's first invoice and a Checkout Session's.
// Levy gets no draft to tax, so the caller asks prepareTax first and gives Stripe what it answers
// (TaxRates on the subscription or the checkout lines, or in lineItem mode one item of the tax
// product). Levy records the finalized invoice (seen equal to expected) and then takes its prepared
// rates off the subscription, another app's rates left alone, so that the renewals are drafts it
// taxes itself. A send_invoice subscription needs nothing: its first invoice is a draft for an hour.
// Driven with the real stripe SDK against the processor emulator, Levy running.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { connectSeller, eventually, monthlyPrice, NYC, type ConnectedSeller } from '../support/stripe.ts';
import { emulatorAndLevy } from '../support/stripe-bed.ts';

const bed = emulatorAndLevy();

const AUSTIN = { line1: '301 W 2nd St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' };

interface PreparedTax {
  lines: { taxRates: string[]; expectedTax: number; stripeWillCharge: number; difference: number }[];
  invoiceItems: { price_data: { currency: string; product: string; unit_amount: number }; quantity: number }[];
  calculation: { taxAmountToCollect: number };
}

async function prepareTax(s: ConnectedSeller, body: unknown): Promise<PreparedTax> {
  const res = await s.api(`/v1/seller/integrations/id:${s.integrationId}/stripe/prepareTax`, body);
  expect(res.status, res.text).toBe(200);
  return res.json() as PreparedTax;
}

/** A customer at the address, paying by card (charge_automatically subscriptions charge it at once). */
async function payingCustomer(s: ConnectedSeller, address: Stripe.AddressParam = NYC): Promise<Stripe.Customer> {
  const customer = await s.customer({ address });
  const pm = await s.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } } as Stripe.PaymentMethodCreateParams);
  await s.stripe.paymentMethods.attach(pm.id, { customer: customer.id });
  return s.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
}

/** The transaction Levy recorded for a finalized invoice, once it is there. */
async function recorded(
  s: ConnectedSeller,
  invoiceId: string,
): Promise<{ version: number; body: { taxAmountAdded: { expected: number; seen: number } } }> {
  return eventually(async () => {
    const res = await s.transaction(invoiceId);
    return res.status === 200 ? res.json() : undefined;
  });
}

async function underCollected(s: ConnectedSeller): Promise<unknown[]> {
  await bed.emulator.deliveriesSettled();
  const res = await s.api(`/v1/seller/integrations/id:${s.integrationId}/underCollectedInvoices/list`, { includeResolved: true });
  expect(res.status).toBe(200);
  return res.json().invoices;
}

const rateIds = (rates: readonly Stripe.TaxRate[] | null | undefined) => (rates ?? []).map((r) => r.id);

/** The subscription once Levy's rates are off it (items and default_tax_rates). */
async function withoutLevyRates(s: ConnectedSeller, subscriptionId: string): Promise<Stripe.Subscription> {
  return eventually(async () => {
    const sub = await s.stripe.subscriptions.retrieve(subscriptionId);
    const all = [...(sub.default_tax_rates ?? []), ...sub.items.data.flatMap((i) => i.tax_rates ?? [])];
    return all.some((r) => r.metadata?.levy_managed === 'true') ? undefined : sub;
  });
}

/** Advances the account's clock to the subscription's period end: answers the renewal draft. */
async function renew(s: ConnectedSeller, sub: Stripe.Subscription): Promise<string> {
  const end = sub.items.data[0]!.current_period_end;
  const advanced = bed.emulator.advanceClock(end - bed.emulator.now(s.stripeKey), s.stripeKey);
  expect(advanced.invoicesCreated).toHaveLength(1);
  return advanced.invoicesCreated[0]!;
}

/** Waits until the draft carries `total`, then lets Stripe's hour pass: the draft is finalized. */
async function taxedThenFinalized(s: ConnectedSeller, invoiceId: string, total: number): Promise<Stripe.Invoice> {
  const draft = await eventually(async () => {
    const invoice = await s.stripe.invoices.retrieve(invoiceId);
    return invoice.status === 'draft' && invoice.total === total ? invoice : undefined;
  });
  expect(draft.status).toBe('draft');
  // Stripe finalizes a draft an hour after every endpoint acknowledged invoice.created.
  await bed.emulator.deliveriesSettled();
  const advanced = bed.emulator.advanceClock(3700, s.stripeKey);
  expect(advanced.invoicesFinalized).toContain(invoiceId);
  return s.stripe.invoices.retrieve(invoiceId);
}

describe('a new charge_automatically subscription in New York City, prepared with prepareTax', () => {
  // $120.00 a month: 8.875% is 1065 cents, and Stripe's per-rate rounding (480 + 540 + 45) agrees.
  const cases = [
    ['taxRate', 'the item’s tax_rates'],
    ['taxAmounts', 'default_tax_rates'],
    ['lineItem', 'add_invoice_items'],
  ] as const;
  it.each(cases)(
    '%s mode (%s): the first invoice carries Levy’s tax to the cent, the rates come off, the renewal draft is taxed by the normal flow',
    async (taxMode) => {
      const s = await connectSeller(bed.t, bed.emulator, taxMode === 'lineItem' ? { taxMode, taxProductId: 'tax' } : { taxMode });
      const customer = await payingCustomer(s);
      const monthly = await monthlyPrice(s, { tax_behavior: 'exclusive' });

      const prepared = await prepareTax(s, { customer: customer.id, lines: [{ price: monthly.id }] });
      expect(prepared.calculation.taxAmountToCollect).toBe(1065);
      expect(prepared.lines[0]).toMatchObject({ expectedTax: 1065, stripeWillCharge: 1065, difference: 0 });
      const rates = prepared.lines[0]!.taxRates;
      const params: Stripe.SubscriptionCreateParams =
        taxMode === 'taxRate'
          ? { customer: customer.id, items: [{ price: monthly.id, tax_rates: rates }] }
          : taxMode === 'taxAmounts'
            ? { customer: customer.id, items: [{ price: monthly.id }], default_tax_rates: rates }
            : { customer: customer.id, items: [{ price: monthly.id }], add_invoice_items: prepared.invoiceItems };
      if (taxMode === 'lineItem')
        expect(prepared.invoiceItems).toEqual([{ price_data: { currency: 'usd', product: 'tax', unit_amount: 1065 }, quantity: 1 }]);
      else expect(rates).toHaveLength(3);
      const sub = await s.stripe.subscriptions.create(params);

      // The first invoice: finalized and paid in the same request, with Levy's tax on it.
      const first = await s.stripe.invoices.retrieve(sub.latest_invoice as string);
      expect(first).toMatchObject({
        status: 'paid',
        billing_reason: 'subscription_create',
        subtotal: 12_000 + (taxMode === 'lineItem' ? 1065 : 0),
        total: 13_065,
      });
      const transaction = await recorded(s, first.id);
      expect(transaction.body.taxAmountAdded).toEqual({ expected: 1065, seen: 1065 });
      expect(transaction.version).toBe(1);

      // Levy's rates come off the subscription; the renewal bills the subscription as it is then.
      const after = await withoutLevyRates(s, sub.id);
      expect(rateIds(after.default_tax_rates)).toEqual([]);
      expect(rateIds(after.items.data[0]!.tax_rates)).toEqual([]);
      const renewalId = await renew(s, after);
      const renewal = await taxedThenFinalized(s, renewalId, 13_065);
      expect(renewal).toMatchObject({
        status: 'paid',
        billing_reason: 'subscription_cycle',
        subtotal: 12_000 + (taxMode === 'lineItem' ? 1065 : 0),
        total: 13_065,
      });
      expect((await recorded(s, renewalId)).body.taxAmountAdded).toEqual({ expected: 1065, seen: 1065 });
      expect(await underCollected(s)).toEqual([]);
    },
  );

  it("takes only Levy's rates off, from the items and from default_tax_rates, and leaves another app's", async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await payingCustomer(s);
    const monthly = await monthlyPrice(s);
    const support = await s.stripe.prices.create({
      product: 'support',
      currency: 'usd',
      unit_amount: 4_000,
      recurring: { interval: 'month' },
    });
    const otherApp = await s.stripe.taxRates.create({
      display_name: 'Recycling fee',
      percentage: 1,
      inclusive: false,
      metadata: { app: 'other' },
    });
    const prepared = await prepareTax(s, { customer: customer.id, lines: [{ price: monthly.id }, { price: support.id }] });
    const sub = await s.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id, tax_rates: [...prepared.lines[0]!.taxRates, otherApp.id] }, { price: support.id }],
      default_tax_rates: [otherApp.id, ...prepared.lines[1]!.taxRates],
    });
    const first = sub.latest_invoice as string;
    const transaction = await recorded(s, first);
    // Levy's tax, to the cent, and the other app's on top.
    expect(transaction.body.taxAmountAdded.expected).toBe(1065 + 355);
    expect(transaction.body.taxAmountAdded.seen).toBe(1065 + 355 + 120 + 40);

    const after = await withoutLevyRates(s, sub.id);
    expect(after.items.data.map((i) => rateIds(i.tax_rates))).toEqual([[otherApp.id], []]);
    expect(rateIds(after.default_tax_rates)).toEqual([otherApp.id]);
    expect(await underCollected(s)).toEqual([]);
  });
});

describe('Checkout Sessions to Austin, TX', () => {
  async function texasSeller(): Promise<{ s: ConnectedSeller; customer: Stripe.Customer }> {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const registered = await bed.t.admin(`/admin/v1/sellers/id:${s.sellerId}/registrations/add`, {
      jurisId: 'us-TX',
      collectingFrom: '2020-01-01',
    });
    expect(registered.status, registered.text).toBe(200);
    // The customer first, with its address: the session then names it.
    return { s, customer: await s.customer({ address: AUSTIN }) };
  }

  it('payment mode with invoice_creation: the invoice is recorded with Levy’s tax', async () => {
    const { s, customer } = await texasSeller();
    const price = await s.stripe.prices.create({ product: 'saas', currency: 'usd', unit_amount: 10_000, tax_behavior: 'exclusive' });
    const prepared = await prepareTax(s, { customer: customer.id, lines: [{ price: price.id, quantity: 2 }] });
    // Texas taxes 80% of SaaS: 8.25% of $160.00.
    expect(prepared.calculation.taxAmountToCollect).toBe(1320);
    expect(prepared.lines[0]).toMatchObject({ expectedTax: 1320, stripeWillCharge: 1320 });
    const session = await s.stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 2, tax_rates: prepared.lines[0]!.taxRates }],
      invoice_creation: { enabled: true },
      success_url: 'https://shop.example/thanks',
    });
    const res = await fetch(`${bed.emulator.url}/_emulator/checkout/sessions/${session.id}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secretKey: s.stripeKey, customer_details: { address: AUSTIN, name: 'Ada Buyer' } }),
    });
    expect(res.status).toBe(200);
    const completed = (await res.json()) as Stripe.Checkout.Session;
    expect(completed.status).toBe('complete');
    const invoiceId = completed.invoice as string;
    expect(await s.stripe.invoices.retrieve(invoiceId)).toMatchObject({ status: 'paid', total: 21_320 });
    expect((await recorded(s, invoiceId)).body.taxAmountAdded).toEqual({ expected: 1320, seen: 1320 });
    expect(await underCollected(s)).toEqual([]);
  });

  it('subscription mode: the first invoice is recorded with Levy’s tax and the rates come off the subscription', async () => {
    const { s, customer } = await texasSeller();
    const monthly = await s.stripe.prices.create({
      product: 'saas',
      currency: 'usd',
      unit_amount: 5_000,
      recurring: { interval: 'month' },
    });
    const prepared = await prepareTax(s, { customer: customer.id, lines: [{ price: monthly.id }] });
    expect(prepared.calculation.taxAmountToCollect).toBe(330);
    const session = await s.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: monthly.id, quantity: 1, tax_rates: prepared.lines[0]!.taxRates }],
      success_url: 'https://shop.example/thanks',
    });
    const completed = bed.emulator.completeCheckoutSession(session.id, { address: AUSTIN }, s.stripeKey);
    const subscriptionId = completed.subscription as string;
    const invoiceId = completed.invoice as string;
    expect((await recorded(s, invoiceId)).body.taxAmountAdded).toEqual({ expected: 330, seen: 330 });
    const after = await withoutLevyRates(s, subscriptionId);
    expect(rateIds(after.items.data[0]!.tax_rates)).toEqual([]);
    expect(await underCollected(s)).toEqual([]);
  });
});

describe('a send_invoice subscription', () => {
  it('needs no preparation: its first invoice is a draft for an hour, taxed by the normal flow before it is finalized', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxAmounts' });
    const customer = await s.customer();
    const monthly = await monthlyPrice(s);
    const sub = await s.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      collection_method: 'send_invoice',
      days_until_due: 30,
    });
    const firstId = sub.latest_invoice as string;
    expect(await s.stripe.invoices.retrieve(firstId)).toMatchObject({
      status: 'draft',
      billing_reason: 'subscription_create',
      total: 12_000,
    });
    const first = await taxedThenFinalized(s, firstId, 13_065);
    expect(first).toMatchObject({ status: 'open', total: 13_065 });
    expect((await recorded(s, firstId)).body.taxAmountAdded).toEqual({ expected: 1065, seen: 1065 });
    // Nothing of Levy's was ever on the subscription, and nothing was written to it.
    expect(bed.emulator.requestLog().filter((r) => r.method === 'POST' && r.url === `/v1/subscriptions/${sub.id}`)).toEqual([]);
    expect(await underCollected(s)).toEqual([]);
  });
});

describe('the removal under faults', () => {
  async function preparedSubscription(): Promise<{ s: ConnectedSeller; sub: Stripe.Subscription; before: number }> {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await payingCustomer(s);
    const monthly = await monthlyPrice(s);
    const prepared = await prepareTax(s, { customer: customer.id, lines: [{ price: monthly.id }] });
    const before = bed.emulator.requestLog().length;
    const sub = await s.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id, tax_rates: prepared.lines[0]!.taxRates }],
      default_tax_rates: prepared.lines[0]!.taxRates,
    });
    return { s, sub, before };
  }
  const updatesOf = (sub: Stripe.Subscription, since: number) =>
    bed.emulator
      .requestLog()
      .slice(since)
      .filter((r) => r.method === 'POST' && r.url === `/v1/subscriptions/${sub.id}`);

  it('Stripe answering 500 (once not carried out, once carried out) and 429: retried until the rates are off, recorded once', async () => {
    bed.emulator.injectFault({ status: 500, count: 1, method: 'POST', path: '^/v1/subscriptions/sub_' });
    bed.emulator.injectFault({ status: 429, count: 1, method: 'GET', path: '^/v1/subscriptions/sub_' });
    bed.emulator.injectFault({ status: 500, count: 1, method: 'POST', path: '^/v1/subscriptions/sub_', applied: true });
    const { s, sub, before } = await preparedSubscription();
    const after = await withoutLevyRates(s, sub.id);
    expect(rateIds(after.items.data[0]!.tax_rates)).toEqual([]);
    expect(rateIds(after.default_tax_rates)).toEqual([]);
    const transaction = await recorded(s, sub.latest_invoice as string);
    expect(transaction.version).toBe(1);
    expect(transaction.body.taxAmountAdded).toEqual({ expected: 1065, seen: 1065 });
    // A write that went through despite its 500 is found done by the next attempt: no further write.
    const statuses = updatesOf(sub, before).map((r) => r.status);
    expect(statuses.slice(0, 2)).toEqual([500, 500]);
    expect(statuses.filter((st) => st === 200).length).toBeLessThanOrEqual(1);
    expect(await underCollected(s)).toEqual([]);
  });

  it('duplicated, late and reordered events: one removal, and later runs of the invoice find nothing left to do', async () => {
    bed.emulator.setDelivery({ duplicateProbability: 1, reorder: true, delayMs: [0, 300] });
    try {
      const { s, sub, before } = await preparedSubscription();
      await withoutLevyRates(s, sub.id);
      await bed.emulator.deliveriesSettled();
      // A late event of the first invoice runs it again.
      await s.stripe.invoices.update(sub.latest_invoice as string, { metadata: { note: 'late' } });
      await bed.emulator.deliveriesSettled();
      await new Promise((r) => setTimeout(r, 500));
      expect(updatesOf(sub, before).map((r) => r.status)).toEqual([200]);
      expect((await recorded(s, sub.latest_invoice as string)).version).toBe(1);
      expect(await underCollected(s)).toEqual([]);
    } finally {
      bed.emulator.setDelivery({ duplicateProbability: 0, reorder: false, delayMs: [0, 0] });
    }
  });
});
