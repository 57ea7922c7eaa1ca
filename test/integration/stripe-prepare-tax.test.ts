// prepareTax: the Stripe parameters for an invoice Stripe finalizes at once (a new subscription's
// first invoice, a checkout session), asked of Levy before the invoice exists. Driven with the real
// stripe SDK against the processor emulator: the prepared tax rates exist in the seller's account,
// are reused, and an invoice carrying them charges what the answer said Stripe would charge.
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorAndLevy } from '../support/stripe-bed.ts';
import { connectSeller, NYC, waitUntilSeen, type ConnectedSeller } from '../support/stripe.ts';

const bed = emulatorAndLevy();
const PATH = (integrationId: string) => `/v1/seller/integrations/id:${integrationId}/stripe/prepareTax`;
const NYC_ADDRESS = { country: 'US', line1: NYC.line1, city: NYC.city, region: NYC.state, postalCode: NYC.postal_code };

interface PreparedLine {
  taxRates: string[];
  expectedTax: number;
  stripeWillCharge: number;
  difference: number;
}

describe('prepareTax in taxRate mode', () => {
  let s: ConnectedSeller;
  let customer: Stripe.Customer;
  let exclusive: Stripe.Price;
  let inclusive: Stripe.Price;

  beforeAll(async () => {
    s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    customer = await s.customer();
    exclusive = await s.stripe.prices.create({
      product: 'saas',
      currency: 'usd',
      unit_amount: 12_000,
      tax_behavior: 'exclusive',
      recurring: { interval: 'month' },
    });
    inclusive = await s.stripe.prices.create({ product: 'support', currency: 'usd', unit_amount: 3999, tax_behavior: 'inclusive' });
  });

  const body = () => ({
    customer: customer.id,
    lines: [
      { price: exclusive.id, quantity: 2 },
      { price: inclusive.id },
      // 30 cents: Stripe's per-rate rounding gives 1 + 1 + 0, Levy rounds 2.6625 once to 3.
      { productExternalId: 'saas', amount: 30 },
    ],
  });

  it('answers one Levy rate per New York City jurisdiction, inclusive as the price is, and what Stripe will charge', async () => {
    const res = await s.api(PATH(s.integrationId), body());
    expect(res.status, res.text).toBe(200);
    const answer = res.json() as {
      lines: PreparedLine[];
      invoiceItems: unknown[];
      calculation: { taxAmountToCollect: number; lineItems: unknown[] };
    };
    expect(answer.invoiceItems).toEqual([]);
    expect(answer.calculation.lineItems).toHaveLength(3);
    const [first, second, third] = answer.lines;
    // 8.875% of 240.00, added on top; 39.99 contains 3.26 of tax.
    expect(first).toEqual({ taxRates: expect.any(Array), expectedTax: 2130, stripeWillCharge: 2130, difference: 0 });
    expect(second).toEqual({ taxRates: expect.any(Array), expectedTax: 326, stripeWillCharge: 326, difference: 0 });
    expect(third).toEqual({ taxRates: expect.any(Array), expectedTax: 3, stripeWillCharge: 2, difference: -1 });
    for (const line of answer.lines) expect(line.taxRates).toHaveLength(3);

    const rates = async (ids: string[]) => Promise.all(ids.map((id) => s.stripe.taxRates.retrieve(id)));
    const shape = (r: Stripe.TaxRate) => ({
      jurisdiction: r.jurisdiction,
      percentage: r.percentage,
      inclusive: r.inclusive,
      active: r.active,
      levy_prepared: r.metadata?.levy_prepared,
      levy_managed: r.metadata?.levy_managed,
    });
    const nyc = (incl: boolean) =>
      [
        { jurisdiction: 'New York', percentage: 4 },
        { jurisdiction: 'New York City', percentage: 4.5 },
        { jurisdiction: 'Metropolitan Commuter Transportation District', percentage: 0.375 },
      ].map((r) => ({ ...r, inclusive: incl, active: true, levy_prepared: 'true', levy_managed: 'true' }));
    expect((await rates(first!.taxRates)).map(shape)).toEqual(expect.arrayContaining(nyc(false)));
    expect((await rates(second!.taxRates)).map(shape)).toEqual(expect.arrayContaining(nyc(true)));
    // Same jurisdictions and behaviour: the same rates.
    expect(third!.taxRates).toEqual(first!.taxRates);
  });

  it('reuses the rates on a second call', async () => {
    const before = await s.stripe.taxRates.list({ limit: 100 });
    const first = (await s.api(PATH(s.integrationId), body())).json() as { lines: PreparedLine[] };
    const second = (await s.api(PATH(s.integrationId), body())).json() as { lines: PreparedLine[] };
    expect(second.lines.map((l) => l.taxRates)).toEqual(first.lines.map((l) => l.taxRates));
    const after = await s.stripe.taxRates.list({ limit: 100 });
    expect(after.data.map((r) => r.id).sort()).toEqual(before.data.map((r) => r.id).sort());
    expect(after.data.filter((r) => r.metadata?.levy_prepared === 'true')).toHaveLength(6);
  });

  it('an invoice finalized at once with those rates charges exactly stripeWillCharge per line', async () => {
    const answer = (await s.api(PATH(s.integrationId), body())).json() as { lines: PreparedLine[] };
    // Levy's worker gets no draft to work on: events arrive after the invoice is finalized, as for
    // a subscription's first invoice.
    bed.emulator.setDelivery({ delayMs: [1500, 1500] });
    try {
      const invoice = await s.stripe.invoices.create({
        customer: customer.id,
        auto_advance: false,
        collection_method: 'send_invoice',
        days_until_due: 30,
      });
      const oneTime = await s.stripe.prices.create({ product: 'saas', currency: 'usd', unit_amount: 12_000, tax_behavior: 'exclusive' });
      await s.stripe.invoiceItems.create({
        customer: customer.id,
        invoice: invoice.id,
        pricing: { price: oneTime.id },
        quantity: 2,
        tax_rates: answer.lines[0]!.taxRates,
      });
      await s.stripe.invoiceItems.create({
        customer: customer.id,
        invoice: invoice.id,
        pricing: { price: inclusive.id },
        tax_rates: answer.lines[1]!.taxRates,
      });
      await s.stripe.invoiceItems.create({
        customer: customer.id,
        invoice: invoice.id,
        price_data: { currency: 'usd', product: 'saas', unit_amount: 30 },
        tax_rates: answer.lines[2]!.taxRates,
      });
      const finalized = await s.stripe.invoices.finalizeInvoice(invoice.id);
      expect(finalized.status).toBe('open');
      const lines = (await s.stripe.invoices.listLineItems(invoice.id, { limit: 100 })).data;
      const byAmount = (amount: number) => lines.find((l) => l.amount === amount)!;
      const charged = [byAmount(24_000), byAmount(3999), byAmount(30)].map((l) => (l.taxes ?? []).reduce((sum, t) => sum + t.amount, 0));
      expect(charged).toEqual(answer.lines.map((l) => l.stripeWillCharge));
      // Where Stripe's rounding agrees, that is Levy's tax.
      expect(charged.slice(0, 2)).toEqual(answer.lines.slice(0, 2).map((l) => l.expectedTax));
    } finally {
      bed.emulator.setDelivery({ delayMs: [0, 0] });
    }
  });

  it("a later draft still carrying prepared rates (a subscription's second invoice) is Levy's to converge, not another app's", async () => {
    const answer = (await s.api(PATH(s.integrationId), body())).json() as { lines: PreparedLine[] };
    const invoice = await s.stripe.invoices.create({
      customer: customer.id,
      auto_advance: false,
      collection_method: 'send_invoice',
      days_until_due: 30,
      metadata: { svc_user_input: 'v1' },
    });
    await s.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      price_data: { currency: 'usd', product: 'saas', unit_amount: 12_000 },
      tax_rates: answer.lines[0]!.taxRates,
    });
    const seen = await waitUntilSeen(s.stripe, invoice.id, 'v1');
    expect(seen.metadata?.svc_processing_was_successful).toBe('true');
    const [line] = (await s.stripe.invoices.listLineItems(invoice.id, { limit: 100 })).data;
    const rates = await Promise.all((line!.taxes ?? []).map((t) => s.stripe.taxRates.retrieve(t.tax_rate_details!.tax_rate)));
    // taxRate mode's one lumped rate (8.875% of 120.00), never a prepared per-jurisdiction one.
    expect(rates.map((r) => ({ percentage: r.percentage, prepared: r.metadata?.levy_prepared ?? null }))).toEqual([
      { percentage: 8.875, prepared: null },
    ]);
  });

  it('refuses an unknown price, an unmapped product, an unresolvable address and an unknown integration with 409', async () => {
    const unknownPrice = await s.api(PATH(s.integrationId), { customer: customer.id, lines: [{ price: 'price_nope' }] });
    expect(unknownPrice.status).toBe(409);
    expect(unknownPrice.json()).toMatchObject({ type: 'stripePriceNotFound' });

    await s.stripe.products.create({ id: 'unmapped', name: 'unmapped' });
    const unmappedPrice = await s.stripe.prices.create({ product: 'unmapped', currency: 'usd', unit_amount: 500 });
    const unmapped = await s.api(PATH(s.integrationId), { customer: customer.id, lines: [{ price: unmappedPrice.id }] });
    expect(unmapped.status).toBe(409);
    expect(unmapped.json()).toMatchObject({ type: 'productExternalIdUnknown' });

    const unresolved = await s.api(PATH(s.integrationId), {
      customerAddress: { country: 'US', region: 'NY', postalCode: '90210' },
      lines: [{ price: exclusive.id }],
    });
    expect(unresolved.status).toBe(409);
    expect(unresolved.json()).toMatchObject({ type: 'customerAddressCouldNotResolve' });

    const unknownCustomer = await s.api(PATH(s.integrationId), { customer: 'cus_nope', lines: [{ price: exclusive.id }] });
    expect(unknownCustomer.status).toBe(409);
    expect(unknownCustomer.json()).toMatchObject({ type: 'stripeCustomerNotFound' });

    const unknownIntegration = await s.api(PATH('int_nope'), { customer: customer.id, lines: [{ price: exclusive.id }] });
    expect(unknownIntegration.status).toBe(409);
    expect(unknownIntegration.json()).toMatchObject({ type: 'integrationIdNotFound' });
  });

  it('answers 400 for a body with both customer and customerAddress, or neither', async () => {
    const both = await s.api(PATH(s.integrationId), {
      customer: customer.id,
      customerAddress: NYC_ADDRESS,
      lines: [{ price: exclusive.id }],
    });
    expect(both.status).toBe(400);
    expect(both.text).toContain('exactly one of customer and customerAddress');
    const neither = await s.api(PATH(s.integrationId), { lines: [{ price: exclusive.id }] });
    expect(neither.status).toBe(400);
    const noCurrency = await s.api(PATH(s.integrationId), {
      customerAddress: NYC_ADDRESS,
      lines: [{ productExternalId: 'saas', amount: 100 }],
    });
    expect(noCurrency.status).toBe(400);
    expect(noCurrency.text).toContain('"currencyCode"');
  });
});

describe('prepareTax in lineItem mode', () => {
  it("answers the tax product's invoice item with the whole tax, and no rates", async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'lineItem', taxProductId: 'tax' });
    const res = await s.api(PATH(s.integrationId), {
      customerAddress: NYC_ADDRESS,
      currencyCode: 'USD',
      lines: [
        { productExternalId: 'saas', amount: 12_000 },
        { productExternalId: 'support', amount: 10_000 },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const answer = res.json();
    expect(answer.lines).toEqual([
      { taxRates: [], expectedTax: 1065, stripeWillCharge: 1065, difference: 0 },
      { taxRates: [], expectedTax: 888, stripeWillCharge: 888, difference: 0 },
    ]);
    expect(answer.invoiceItems).toEqual([{ price_data: { currency: 'usd', product: 'tax', unit_amount: 1953 }, quantity: 1 }]);
    expect(answer.calculation.taxAmountToCollect).toBe(1953);
    // Nothing made in the account.
    expect((await s.stripe.taxRates.list({ limit: 100 })).data.filter((r) => r.metadata?.levy_prepared === 'true')).toEqual([]);
  });
});
