// taxAmounts mode end to end: the processor emulator (driven by the real stripe SDK) delivers
// signed webhooks to a running Levy, whose workers put one Stripe tax amount per jurisdiction on
// each line of a draft, to the cent as Levy calculated it, and record the finalized invoice with
// the tax Stripe shows equal to the tax Levy expected. Also: switching an integration's mode leaves
// only the current mode's writes, and the emulator's `tax_amounts` behave as Stripe documents them.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../src/emulator/server.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';
import { connectSeller, eventually, NYC, taxOn, waitUntilSeen, type ConnectedSeller } from '../support/stripe.ts';

let emulator: Emulator;
let t: TestLevy;

beforeAll(async () => {
  emulator = await startEmulator({ delivery: { retryDelaysMs: [50, 100, 200, 400, 800, 1600] } });
  t = await startTestLevy();
});

afterAll(async () => {
  await t?.close();
  await emulator?.close();
});

const NEW_YORK_CITY = [
  { jurisdiction: 'New York', jurisdiction_level: 'state', percentage: 4 },
  { jurisdiction: 'New York City', jurisdiction_level: 'city', percentage: 4.5 },
  { jurisdiction: 'Metropolitan Commuter Transportation District', jurisdiction_level: 'district', percentage: 0.375 },
];

/** Levy's own calculation of the lines (createEphemeral), per line. */
async function levyTax(
  s: ConnectedSeller,
  lines: { amount: number; product?: string; included?: boolean }[],
  address = NYC,
): Promise<number[]> {
  const res = await s.api('/v1/seller/transactions/createEphemeral', {
    currencyCode: 'USD',
    customerAddress: {
      country: address.country,
      line1: address.line1,
      city: address.city,
      region: address.state,
      postalCode: address.postal_code,
    },
    lineItems: lines.map((l, i) => ({
      id: `l${i}`,
      productExternalId: l.product ?? 'saas',
      amount: l.amount,
      ...(l.included ? { isTaxIncludedInAmount: true } : {}),
    })),
  });
  expect(res.status).toBe(200);
  return res.json().lineItems.map((l: { taxAmountToCollect: number }) => l.taxAmountToCollect);
}

const lineTax = (line: Stripe.InvoiceLineItem) => (line.taxes ?? []).reduce((sum, x) => sum + x.amount, 0);
const linesOf = async (s: ConnectedSeller, invoiceId: string) => (await s.stripe.invoices.listLineItems(invoiceId, { limit: 100 })).data;
const ratesOf = (s: ConnectedSeller, line: Stripe.InvoiceLineItem) =>
  Promise.all((line.taxes ?? []).map((x) => s.stripe.taxRates.retrieve(x.tax_rate_details!.tax_rate)));

/** Requests Levy (or anyone) made to change the invoice, its lines or items, after `since`. */
function writesTo(invoiceId: string, since: number) {
  return emulator
    .requestLog()
    .slice(since)
    .filter((r) => r.method !== 'GET' && (r.url.includes(invoiceId) || r.body.invoice === invoiceId));
}

async function recorded(s: ConnectedSeller, invoiceId: string) {
  return eventually(async () => {
    const res = await s.transaction(invoiceId);
    return res.status === 200 ? res.json() : undefined;
  });
}

/** The seller switches the integration's mode through the lifecycle's update, which every process hears at once. */
async function switchMode(
  s: ConnectedSeller,
  taxMode: 'taxAmounts' | 'taxRate' | 'lineItem',
  taxProductId: string | null = null,
): Promise<void> {
  const res = await s.api(`/v1/seller/integrations/id:${s.integrationId}/update`, {
    taxMode,
    ...(taxProductId !== null ? { taxProductId } : {}),
  });
  expect(res.status).toBe(200);
}

describe('taxAmounts mode', () => {
  it('puts one amount per jurisdiction of New York City on each line, summing to Levy’s tax, and writes nothing more on later runs', async () => {
    const s = await connectSeller(t, emulator, { taxMode: 'taxAmounts' });
    const customer = await s.customer();
    const since = emulator.requestLog().length;
    const draft = await s.draft(
      customer.id,
      [
        { product: 'saas', amount: 12_000 },
        { product: 'support', amount: 3_999 },
      ],
      { svc_user_input: 'v1' },
    );

    const seen = await waitUntilSeen(s.stripe, draft.id, 'v1');
    expect(seen.metadata?.svc_processing_was_successful).toBe('true');
    const expected = await levyTax(s, [{ amount: 12_000 }, { amount: 3_999 }]);
    const lines = await linesOf(s, draft.id);
    expect(lines.map(lineTax)).toEqual(expected);
    expect(taxOn(seen)).toBe(expected[0]! + expected[1]!);
    expect(seen.total).toBe(15_999 + expected[0]! + expected[1]!);
    for (const line of lines) {
      expect(line.taxes).toHaveLength(3);
      expect(
        line.taxes!.every(
          (x) => x.tax_behavior === 'exclusive' && x.taxability_reason === 'standard_rated' && x.taxable_amount === line.amount,
        ),
      ).toBe(true);
      const rates = await ratesOf(s, line);
      expect(
        rates.map((r) => ({ jurisdiction: r.jurisdiction, jurisdiction_level: r.jurisdiction_level, percentage: r.percentage })),
      ).toEqual(NEW_YORK_CITY);
      expect(
        rates.every(
          (r) =>
            r.display_name === 'Sales tax' &&
            r.tax_type === 'sales_tax' &&
            r.country === 'US' &&
            r.state === 'NY' &&
            !r.inclusive &&
            !r.active,
        ),
      ).toBe(true);
    }
    // Identical tax rate data: Stripe reuses one rate per jurisdiction, across lines and invoices.
    const rateIds = (line: Stripe.InvoiceLineItem) => line.taxes!.map((x) => x.tax_rate_details!.tax_rate);
    expect(rateIds(lines[1]!)).toEqual(rateIds(lines[0]!));
    expect(seen.total_taxes).toHaveLength(3);
    const second = await s.draft(customer.id, [{ product: 'saas', amount: 5_000 }], { svc_user_input: 'w1' });
    await waitUntilSeen(s.stripe, second.id, 'w1');
    expect(rateIds((await linesOf(s, second.id))[0]!)).toEqual(rateIds(lines[0]!));
    // No tax rate of Levy's own: no creation, and the rates on the lines are the ones Stripe made.
    expect(
      emulator
        .requestLog()
        .slice(since)
        .filter((r) => r.method === 'POST' && r.path === '/v1/tax_rates'),
    ).toEqual([]);

    // One write of the tax amounts, under Levy's idempotency key; Levy's own update event found nothing to do.
    await emulator.deliveriesSettled();
    await new Promise((r) => setTimeout(r, 300));
    const taxWrites = writesTo(draft.id, since).filter((r) => r.path === '/v1/invoices/:id/update_lines');
    expect(taxWrites).toHaveLength(1);
    expect(taxWrites[0]!.idempotencyKey).toMatch(/^levy-/);

    // Another run of the same draft (an edit that changes nothing taxable) writes nothing.
    const quiet = emulator.requestLog().length;
    await s.stripe.invoices.update(draft.id, { description: 'touch' });
    await emulator.deliveriesSettled();
    await new Promise((r) => setTimeout(r, 500));
    expect(writesTo(draft.id, quiet).filter((r) => r.body.description === undefined)).toEqual([]);

    // An edit of an amount changes the amounts, again in one write.
    const item = lines[0]!.parent!.invoice_item_details!.invoice_item;
    await s.stripe.invoiceItems.update(item, { price_data: { currency: 'usd', product: 'saas', unit_amount: 777 } });
    await s.stripe.invoices.update(draft.id, { metadata: { svc_user_input: 'v2' } });
    await waitUntilSeen(s.stripe, draft.id, 'v2');
    expect((await linesOf(s, draft.id)).map(lineTax)).toEqual(await levyTax(s, [{ amount: 777 }, { amount: 3_999 }]));
  });

  it('records a 1,234,567.89 USD line at 8.875 % with the tax seen equal to the tax expected, to the cent', async () => {
    const s = await connectSeller(t, emulator, { taxMode: 'taxAmounts' });
    const customer = await s.customer();
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 123_456_789 }], { svc_user_input: 'big' });
    const seen = await waitUntilSeen(s.stripe, draft.id, 'big');
    const [expected] = await levyTax(s, [{ amount: 123_456_789 }]);
    expect(expected).toBe(10_956_790);
    expect(seen.lines.data[0]!.taxes!.map((x) => x.amount)).toEqual([4_938_272, 5_555_555, 462_963]);
    expect(taxOn(seen)).toBe(expected);

    const beforeFinalize = emulator.requestLog().length;
    await s.stripe.invoices.finalizeInvoice(draft.id);
    const transaction = await recorded(s, draft.id);
    expect(transaction.version).toBe(1);
    expect(transaction.body.taxAmountAdded).toEqual({ expected, seen: expected });
    await emulator.deliveriesSettled();
    await new Promise((r) => setTimeout(r, 300));
    expect(writesTo(draft.id, beforeFinalize).map((r) => r.url)).toEqual([`/v1/invoices/${draft.id}/finalize`]);
  });

  it('splits the tax a tax-included price contains, adds none on top, and records it as included', async () => {
    const s = await connectSeller(t, emulator, { taxMode: 'taxAmounts' });
    const customer = await s.customer();
    const draft = await s.draft(
      customer.id,
      [
        { product: 'saas', amount: 10_000, taxBehavior: 'inclusive' },
        { product: 'support', amount: 5_000, taxBehavior: 'exclusive' },
      ],
      { svc_user_input: 'inc' },
    );
    const seen = await waitUntilSeen(s.stripe, draft.id, 'inc');
    const [included, onTop] = await linesOf(s, draft.id);
    // 10,000 / 1.08875 = 9,184.85: the price contains 815.15 of tax.
    expect(included!.taxes!.map((x) => [x.amount, x.tax_behavior, x.taxable_amount])).toEqual([
      [367, 'inclusive', 9_185],
      [413, 'inclusive', 9_185],
      [35, 'inclusive', 9_185],
    ]);
    expect((await ratesOf(s, included!)).every((r) => r.inclusive)).toBe(true);
    const [, exclusive] = await levyTax(s, [{ amount: 10_000, included: true }, { amount: 5_000 }]);
    expect(lineTax(onTop!)).toBe(exclusive);
    expect(seen.total).toBe(15_000 + exclusive!);
    expect(seen.total_excluding_tax).toBe(15_000 - 815);

    await s.stripe.invoices.finalizeInvoice(draft.id);
    const transaction = await recorded(s, draft.id);
    expect(transaction.body.taxAmountAdded).toEqual({ expected: exclusive, seen: exclusive });
    expect(transaction.body.lineItems.map((l: { isTaxIncludedInAmount?: boolean }) => l.isTaxIncludedInAmount ?? false)).toEqual([
      true,
      false,
    ]);
  });

  it('gives lines that are not taxed zero amounts with the reason', async () => {
    const s = await connectSeller(t, emulator, { taxMode: 'taxAmounts' });
    expect(
      (
        await s.api('/v1/seller/products/create', {
          externalId: 'donation',
          taxCategoryId: { type: 'standard', id: 'nonTaxable' },
          name: 'Donation',
        })
      ).status,
    ).toBe(200);
    await s.stripe.products.create({ id: 'donation', name: 'Donation' });
    const reasons = async (invoice: Stripe.Invoice) =>
      (await linesOf(s, invoice.id)).map((l) => l.taxes!.map((x) => [x.amount, x.taxability_reason]));

    const customer = await s.customer();
    const mixed = await s.draft(
      customer.id,
      [
        { product: 'saas', amount: 10_000 },
        { product: 'donation', amount: 2_500 },
      ],
      { svc_user_input: 'm' },
    );
    const seen = await waitUntilSeen(s.stripe, mixed.id, 'm');
    const [taxed] = await levyTax(s, [{ amount: 10_000 }]);
    expect(await reasons(mixed)).toEqual([
      [
        [expect.any(Number), 'standard_rated'],
        [expect.any(Number), 'standard_rated'],
        [expect.any(Number), 'standard_rated'],
      ],
      [
        [0, 'product_exempt'],
        [0, 'product_exempt'],
        [0, 'product_exempt'],
      ],
    ]);
    expect(taxOn(seen)).toBe(taxed);

    // A customer Stripe marks exempt, and one where the seller does not collect.
    const exempt = await s.customer({ tax_exempt: 'exempt' });
    const exemptDraft = await s.draft(exempt.id, [{ product: 'saas', amount: 10_000 }], { svc_user_input: 'e' });
    // Connecticut taxes SaaS (at 1 %), but the seller is registered in New York only.
    const connecticut = await s.customer({
      address: { line1: '1 Main St', city: 'Hartford', state: 'CT', postal_code: '06103', country: 'US' },
    });
    const connecticutDraft = await s.draft(connecticut.id, [{ product: 'saas', amount: 10_000 }], { svc_user_input: 'ct' });
    expect(taxOn(await waitUntilSeen(s.stripe, exemptDraft.id, 'e'))).toBe(0);
    expect(taxOn(await waitUntilSeen(s.stripe, connecticutDraft.id, 'ct'))).toBe(0);
    expect(await reasons(exemptDraft)).toEqual([
      [
        [0, 'customer_exempt'],
        [0, 'customer_exempt'],
        [0, 'customer_exempt'],
      ],
    ]);
    const [ctLine] = await linesOf(s, connecticutDraft.id);
    expect(ctLine!.taxes!.map((x) => [x.amount, x.taxability_reason])).toEqual([[0, 'not_collecting']]);
    expect((await ratesOf(s, ctLine!)).map((r) => [r.jurisdiction, r.percentage])).toEqual([['Connecticut', 1]]);

    await s.stripe.invoices.finalizeInvoice(exemptDraft.id);
    expect((await recorded(s, exemptDraft.id)).body.taxAmountAdded).toEqual({ expected: 0, seen: 0 });
  });
});

describe('switching the tax mode', () => {
  it('taxRate -> taxAmounts -> lineItem -> taxAmounts -> taxRate leaves only the current mode’s writes on the drafts it touches', async () => {
    const s = await connectSeller(t, emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 10_000 }], { svc_user_input: 'r' });
    await waitUntilSeen(s.stripe, draft.id, 'r');
    const [expected] = await levyTax(s, [{ amount: 10_000 }]);
    const kinds = async (invoiceId: string) => {
      const lines = await linesOf(s, invoiceId);
      const sales = lines.filter((l) => l.pricing?.price_details?.product === 'saas');
      const rates = (await Promise.all(sales.map((l) => ratesOf(s, l)))).flat();
      return {
        levyRates: rates.filter((r) => r.metadata?.levy_managed === 'true').length,
        taxAmounts: rates.filter((r) => r.description === 'Levy tax amount').length,
        taxItems: lines.filter((l) => l.pricing?.price_details?.product === 'tax').map((l) => l.amount),
        tax: sales.reduce((sum, l) => sum + lineTax(l), 0),
      };
    };
    const bump = async (invoiceId: string, version: string) => {
      await s.stripe.invoices.update(invoiceId, { metadata: { svc_user_input: version } });
      const invoice = await waitUntilSeen(s.stripe, invoiceId, version);
      expect(invoice.metadata?.svc_processing_was_successful).toBe('true');
    };
    expect(await kinds(draft.id)).toEqual({ levyRates: 1, taxAmounts: 0, taxItems: [], tax: expected });

    await switchMode(s, 'taxAmounts');
    await bump(draft.id, 'a');
    expect(await kinds(draft.id)).toEqual({ levyRates: 0, taxAmounts: 3, taxItems: [], tax: expected });

    await switchMode(s, 'lineItem', 'tax');
    await bump(draft.id, 'l');
    expect(await kinds(draft.id)).toEqual({ levyRates: 0, taxAmounts: 0, taxItems: [expected], tax: 0 });

    await switchMode(s, 'taxAmounts');
    await bump(draft.id, 'a2');
    expect(await kinds(draft.id)).toEqual({ levyRates: 0, taxAmounts: 3, taxItems: [], tax: expected });
    const other = await s.draft(customer.id, [{ product: 'saas', amount: 10_000 }], { svc_user_input: 'o' });
    await waitUntilSeen(s.stripe, other.id, 'o');

    await switchMode(s, 'taxRate');
    await bump(other.id, 'o2');
    expect(await kinds(other.id)).toEqual({ levyRates: 1, taxAmounts: 0, taxItems: [], tax: expected });
    await s.stripe.invoices.finalizeInvoice(other.id);
    expect((await recorded(s, other.id)).body.taxAmountAdded).toEqual({ expected, seen: expected });
  });
});

describe('changing the tax product in lineItem mode', () => {
  it('replaces the old product’s tax item with one of the new product', async () => {
    const s = await connectSeller(t, emulator, { taxMode: 'lineItem', taxProductId: 'tax' });
    await s.stripe.products.create({ id: 'tax2', name: 'Sales tax (new)' });
    const customer = await s.customer();
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 10_000 }], { svc_user_input: 'p1' });
    await waitUntilSeen(s.stripe, draft.id, 'p1');
    const [expected] = await levyTax(s, [{ amount: 10_000 }]);
    const taxItems = async () =>
      (await linesOf(s, draft.id))
        .filter((l) => l.pricing?.price_details?.product !== 'saas')
        .map((l) => [l.pricing?.price_details?.product, l.amount]);
    expect(await taxItems()).toEqual([['tax', expected]]);

    await switchMode(s, 'lineItem', 'tax2');
    await s.stripe.invoices.update(draft.id, { metadata: { svc_user_input: 'p2' } });
    expect((await waitUntilSeen(s.stripe, draft.id, 'p2')).metadata?.svc_processing_was_successful).toBe('true');
    expect(await taxItems()).toEqual([['tax2', expected]]);
  });
});

describe("the emulator's tax_amounts", () => {
  const data = (over: Partial<Stripe.InvoiceUpdateLinesParams.Line.TaxAmount.TaxRateData> = {}) => ({
    display_name: 'Sales tax',
    jurisdiction: 'New York',
    jurisdiction_level: 'state' as const,
    percentage: 4,
    inclusive: false,
    country: 'US',
    state: 'NY',
    tax_type: 'sales_tax' as const,
    ...over,
  });

  async function setup() {
    const stripe = emulator.client(`sk_test_amounts_${Math.random().toString(36).slice(2)}`);
    await stripe.products.create({ id: 'saas', name: 'SaaS' });
    const customer = await stripe.customers.create({ name: 'Ada' });
    const invoice = await stripe.invoices.create({ customer: customer.id, auto_advance: false });
    for (const amount of [10_000, 5_000])
      await stripe.invoiceItems.create({
        customer: customer.id,
        invoice: invoice.id,
        price_data: { currency: 'usd', product: 'saas', unit_amount: amount },
      });
    const lines = (await stripe.invoices.listLineItems(invoice.id)).data;
    return { stripe, customer, invoice, lines };
  }

  it('shows tax amounts in the line taxes and totals, reusing one archived rate for identical data, and removes them with ""', async () => {
    const { stripe, invoice, lines } = await setup();
    const updated = await stripe.invoices.updateLines(invoice.id, {
      lines: [
        {
          id: lines[0]!.id,
          tax_amounts: [
            { amount: 400, taxable_amount: 10_000, taxability_reason: 'standard_rated', tax_rate_data: data() },
            {
              amount: 450,
              taxable_amount: 10_000,
              tax_rate_data: data({ jurisdiction: 'New York City', jurisdiction_level: 'city', percentage: 4.5 }),
            },
          ],
        },
        { id: lines[1]!.id, tax_amounts: [{ amount: 200, taxable_amount: 5_000, tax_rate_data: data() }] },
      ],
    });
    const [a, b] = updated.lines.data;
    expect(a!.taxes).toEqual([
      {
        amount: 400,
        tax_behavior: 'exclusive',
        tax_rate_details: { tax_rate: expect.stringMatching(/^txr_/) },
        taxability_reason: 'standard_rated',
        taxable_amount: 10_000,
        type: 'tax_rate_details',
      },
      {
        amount: 450,
        tax_behavior: 'exclusive',
        tax_rate_details: { tax_rate: expect.stringMatching(/^txr_/) },
        taxability_reason: 'not_available',
        taxable_amount: 10_000,
        type: 'tax_rate_details',
      },
    ]);
    expect(b!.taxes![0]!.tax_rate_details!.tax_rate).toBe(a!.taxes![0]!.tax_rate_details!.tax_rate);
    expect(updated.total).toBe(15_000 + 1_050);
    expect(updated.total_excluding_tax).toBe(15_000);
    expect(updated.total_taxes!.reduce((s, x) => s + x.amount, 0)).toBe(1_050);
    const rate = await stripe.taxRates.retrieve(a!.taxes![0]!.tax_rate_details!.tax_rate);
    expect(rate).toMatchObject({
      active: false,
      display_name: 'Sales tax',
      jurisdiction: 'New York',
      jurisdiction_level: 'state',
      percentage: 4,
      inclusive: false,
      country: 'US',
      state: 'NY',
      tax_type: 'sales_tax',
    });
    // The rate Stripe made cannot be applied by id, and the item's tax_rates stay empty.
    await expect(stripe.invoices.updateLines(invoice.id, { lines: [{ id: lines[1]!.id, tax_rates: [rate.id] }] })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect((await stripe.invoiceItems.retrieve(lines[0]!.parent!.invoice_item_details!.invoice_item)).tax_rates).toEqual([]);

    // One line's own endpoint, an inclusive amount: the price contains it, so nothing is added.
    const line = await stripe.invoices.updateLineItem(invoice.id, lines[1]!.id, {
      tax_amounts: [{ amount: 185, taxable_amount: 4_815, tax_rate_data: data({ inclusive: true }) }],
    });
    expect(line.taxes!.map((x) => [x.amount, x.tax_behavior])).toEqual([[185, 'inclusive']]);
    const after = await stripe.invoices.retrieve(invoice.id);
    expect(after.total).toBe(15_000 + 850);
    expect(after.total_excluding_tax).toBe(15_000 - 185);

    const cleared = await stripe.invoices.updateLines(invoice.id, {
      lines: [
        { id: lines[0]!.id, tax_amounts: '' },
        { id: lines[1]!.id, tax_amounts: '' },
      ],
    });
    expect(cleared.lines.data.map((l) => l.taxes)).toEqual([[], []]);
    expect(cleared.total).toBe(15_000);
  });

  it('refuses tax amounts next to tax rates, default tax rates or automatic tax, and more than 20 per line', async () => {
    const { stripe, customer, invoice, lines } = await setup();
    const rate = await stripe.taxRates.create({ display_name: 'VAT', percentage: 20, inclusive: false });
    const amounts = [{ amount: 400, taxable_amount: 10_000, tax_rate_data: data() }];
    await stripe.invoices.updateLines(invoice.id, { lines: [{ id: lines[1]!.id, tax_rates: [rate.id] }] });
    await expect(stripe.invoices.updateLines(invoice.id, { lines: [{ id: lines[0]!.id, tax_amounts: amounts }] })).rejects.toMatchObject({
      statusCode: 400,
      param: 'lines[0][tax_amounts]',
    });
    // Taking the rate off in the same request is fine.
    await stripe.invoices.updateLines(invoice.id, {
      lines: [
        { id: lines[1]!.id, tax_rates: '' },
        { id: lines[0]!.id, tax_amounts: amounts },
      ],
    });

    const withDefaults = await stripe.invoices.create({ customer: customer.id, auto_advance: false, default_tax_rates: [rate.id] });
    const [line] = (
      await stripe.invoices.addLines(withDefaults.id, { lines: [{ price_data: { currency: 'usd', product: 'saas', unit_amount: 100 } }] })
    ).lines.data;
    await expect(stripe.invoices.updateLineItem(withDefaults.id, line!.id, { tax_amounts: amounts })).rejects.toMatchObject({
      statusCode: 400,
    });
    const automatic = await stripe.invoices.create({ customer: customer.id, auto_advance: false, automatic_tax: { enabled: true } });
    await expect(
      stripe.invoices.addLines(automatic.id, {
        lines: [{ price_data: { currency: 'usd', product: 'saas', unit_amount: 100 }, tax_amounts: amounts }],
      }),
    ).rejects.toMatchObject({ statusCode: 400 });

    const many = Array.from({ length: 21 }, (_, i) => ({ amount: 1, taxable_amount: 100, tax_rate_data: data({ jurisdiction: `J${i}` }) }));
    await expect(stripe.invoices.updateLines(invoice.id, { lines: [{ id: lines[0]!.id, tax_amounts: many }] })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      stripe.invoices.updateLines(invoice.id, {
        lines: [{ id: lines[0]!.id, tax_amounts: [{ amount: 1, taxable_amount: 1, tax_rate_data: data({ percentage: 1.23456 }) }] }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
