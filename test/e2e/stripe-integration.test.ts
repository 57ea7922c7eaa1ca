// The Stripe door end to end: the processor emulator (driven by the real stripe SDK) delivers
// signed webhooks to a running Levy, whose workers tax drafts, answer the metadata protocol and
// record finalized invoices. Nothing here calls Levy's modules directly.
import { describe, expect, it } from 'vitest';
import { connectSeller, eventually, NYC, taxOn, waitUntilSeen, type ConnectedSeller } from '../support/stripe.ts';
import { emulatorAndLevy, expectedTax } from '../support/stripe-bed.ts';

const bed = emulatorAndLevy();

/** Writes to an invoice (or its lines and items) Levy made after `since` in the request log. */
function levyWritesTo(invoiceId: string, since: number) {
  return bed.emulator
    .requestLog()
    .slice(since)
    .filter((r) => r.method !== 'GET' && (r.url.includes(invoiceId) || r.body.invoice === invoiceId));
}

describe('taxRate mode', () => {
  it('taxes a draft, answers the metadata protocol, records the finalized invoice and never touches it again', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();
    const draft = await s.draft(
      customer.id,
      [
        { product: 'saas', amount: 12_000 },
        { product: 'support', amount: 3_999 },
      ],
      { svc_user_input: 'v1' },
    );

    const seen = await waitUntilSeen(s.stripe, draft.id, 'v1');
    const expected = await expectedTax(s, [12_000, 3_999]);
    expect(expected).toBeGreaterThan(0);
    expect(taxOn(seen)).toBe(expected);
    expect(seen.metadata?.svc_processing_was_successful).toBe('true');
    expect(Date.parse(seen.metadata!.svc_last_processing_time!)).toBeGreaterThan(Date.now() - 60_000);
    // One exclusive rate per line, Levy's own, at Stripe's 4-decimal precision.
    const rates = await s.stripe.taxRates.list({ limit: 100 });
    expect(rates.data.every((r) => r.metadata?.levy_managed === 'true' && !r.inclusive)).toBe(true);

    const beforeFinalize = bed.emulator.requestLog().length;
    await s.stripe.invoices.finalizeInvoice(draft.id);
    const recorded = await eventually(async () => {
      const res = await s.transaction(draft.id);
      return res.status === 200 ? res.json() : undefined;
    });
    expect(recorded.version).toBe(1);
    expect(recorded.sourceBillingSystem).toEqual({ name: 'stripe', integrationId: s.integrationId, invoiceId: draft.id });
    expect(recorded.body.taxAmountAdded).toMatchObject({ expected, seen: expected });
    await bed.emulator.deliveriesSettled();
    await new Promise((r) => setTimeout(r, 300));
    // The finalize itself is the only write to the invoice after it.
    expect(levyWritesTo(draft.id, beforeFinalize).map((r) => r.url)).toEqual([`/v1/invoices/${draft.id}/finalize`]);
  });

  it('follows edits: a changed amount changes the rate, a second pass over the same draft writes nothing', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 10_000 }], { svc_user_input: 'a' });
    await waitUntilSeen(s.stripe, draft.id, 'a');

    const [line] = (await s.stripe.invoices.listLineItems(draft.id)).data;
    const item = line!.parent!.invoice_item_details!.invoice_item;
    await s.stripe.invoiceItems.update(item, { price_data: { currency: 'usd', product: 'saas', unit_amount: 777 } });
    await s.stripe.invoices.update(draft.id, { metadata: { svc_user_input: 'b' } });
    const seen = await waitUntilSeen(s.stripe, draft.id, 'b');
    expect(taxOn(seen)).toBe(await expectedTax(s, [777]));

    await bed.emulator.deliveriesSettled();
    await new Promise((r) => setTimeout(r, 500));
    const quiet = bed.emulator.requestLog().length;
    await s.stripe.invoices.update(draft.id, { description: 'touch' });
    await bed.emulator.deliveriesSettled();
    await new Promise((r) => setTimeout(r, 500));
    // Levy read the invoice again but had nothing to change.
    expect(levyWritesTo(draft.id, quiet).filter((r) => r.body.description === undefined)).toEqual([]);
  });
});

describe('lineItem mode', () => {
  it('carries the tax in one item of the tax product, updated in place and removed when the tax is 0', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'lineItem', taxProductId: 'tax' });
    const customer = await s.customer();
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 20_000 }], { svc_user_input: '1' });
    const seen = await waitUntilSeen(s.stripe, draft.id, '1');
    const taxLines = () =>
      s.stripe.invoices.listLineItems(draft.id).then((l) => l.data.filter((x) => x.pricing?.price_details?.product === 'tax'));
    const [taxLine] = await taxLines();
    expect(taxLine!.amount).toBe(await expectedTax(s, [20_000]));
    expect(taxOn(seen)).toBe(0);

    const saasItem = (await s.stripe.invoices.listLineItems(draft.id)).data.find((l) => l.pricing?.price_details?.product === 'saas')!
      .parent!.invoice_item_details!.invoice_item;
    await s.stripe.invoiceItems.update(saasItem, { price_data: { currency: 'usd', product: 'saas', unit_amount: 5_000 } });
    await s.stripe.invoices.update(draft.id, { metadata: { svc_user_input: '2' } });
    await waitUntilSeen(s.stripe, draft.id, '2');
    const [updated] = await taxLines();
    expect(updated!.amount).toBe(await expectedTax(s, [5_000]));
    expect(updated!.parent!.invoice_item_details!.invoice_item).toBe(taxLine!.parent!.invoice_item_details!.invoice_item);

    // A customer outside every registration owes nothing: the tax item goes.
    await s.stripe.customers.update(customer.id, {
      address: { line1: '1 Main St', city: 'Portland', state: 'OR', postal_code: '97201', country: 'US' },
    });
    await s.stripe.invoices.update(draft.id, { metadata: { svc_user_input: '3' } });
    await waitUntilSeen(s.stripe, draft.id, '3');
    expect(await taxLines()).toEqual([]);

    await s.stripe.customers.update(customer.id, { address: NYC });
    await s.stripe.invoices.update(draft.id, { metadata: { svc_user_input: '4' } });
    await waitUntilSeen(s.stripe, draft.id, '4');
    await s.stripe.invoices.finalizeInvoice(draft.id);
    const recorded = await eventually(async () => {
      const res = await s.transaction(draft.id);
      return res.status === 200 ? res.json() : undefined;
    });
    // The tax item is not a sale: one line recorded, and the item's amount is the tax seen.
    expect(recorded.body.lineItems).toHaveLength(1);
    const expected = await expectedTax(s, [5_000]);
    expect(recorded.body.taxAmountAdded).toMatchObject({ expected, seen: expected });
  });
});

describe('the metadata protocol with another system', () => {
  it('lets the other system finalize only after its last edit was seen, with the right tax', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 1_000 }], { svc_user_input: 'e0' });
    const amounts = [1_000];
    // Edits in quick succession, each with a new version, without waiting in between.
    for (let i = 1; i <= 4; i++) {
      amounts.push(1_000 * (i + 1));
      await s.stripe.invoiceItems.create({
        customer: customer.id,
        invoice: draft.id,
        price_data: { currency: 'usd', product: 'saas', unit_amount: 1_000 * (i + 1) },
      });
      await s.stripe.invoices.update(draft.id, { metadata: { svc_user_input: `e${i}` } });
    }
    const seen = await waitUntilSeen(s.stripe, draft.id, 'e4');
    expect(taxOn(seen)).toBe((await Promise.all(amounts.map((a) => expectedTax(s, [a])))).reduce((x, y) => x + y, 0));
    await s.stripe.invoices.finalizeInvoice(draft.id);
    await eventually(async () => ((await s.transaction(draft.id)).status === 200 ? true : undefined));
  });

  it('marks a version it cannot tax as seen and unsuccessful, lists the invoice, and takes it again on retry', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    await s.stripe.products.create({ id: 'prod_unknown', name: 'Consulting' });
    const customer = await s.customer();
    const draft = await s.draft(customer.id, [{ product: 'prod_unknown', amount: 5_000 }], { svc_user_input: 'u1' });
    const seen = await waitUntilSeen(s.stripe, draft.id, 'u1');
    expect(seen.metadata?.svc_processing_was_successful).toBe('false');
    expect(taxOn(seen)).toBe(0);

    const list = await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`);
    expect(list.status).toBe(200);
    expect(list.json().invoices).toEqual([
      expect.objectContaining({ invoiceId: draft.id, reason: expect.objectContaining({ type: 'productNotFound' }) }),
    ]);

    // The seller maps the Stripe product to a Levy product and retries.
    expect(
      (await s.api(`/v1/seller/integrations/id:${s.integrationId}/productIdMapping/add`, { sourceId: 'prod_unknown', targetId: 'saas' }))
        .status,
    ).toBe(200);
    expect((await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/id:${draft.id}/retry`)).status).toBe(200);
    const fixed = await eventually(async () => {
      const invoice = await s.stripe.invoices.retrieve(draft.id);
      return invoice.metadata?.svc_processing_was_successful === 'true' ? invoice : undefined;
    });
    expect(taxOn(fixed)).toBe(await expectedTax(s, [5_000]));
    expect((await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`)).json().invoices).toEqual([]);
  });

  it('refuses invoices with foreign tax rates, and answers bad list and retry requests', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();
    const foreign = await s.stripe.taxRates.create({ display_name: 'VAT', percentage: 20, inclusive: false });
    const invoice = await s.stripe.invoices.create({
      customer: customer.id,
      auto_advance: false,
      default_tax_rates: [foreign.id],
      metadata: { svc_user_input: 'f1' },
    });
    await s.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id,
      price_data: { currency: 'usd', product: 'saas', unit_amount: 1_000 },
    });
    expect((await waitUntilSeen(s.stripe, invoice.id, 'f1')).metadata?.svc_processing_was_successful).toBe('false');
    const listed = await eventually(async () => {
      const invoices = (await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`)).json().invoices;
      return invoices.length > 0 ? invoices : undefined;
    });
    expect(listed[0].reason.type).toBe('foreignTaxRates');

    const other = await bed.t.createSeller();
    const asOther = (path: string, body: unknown = {}) => bed.t.post(path, body, { token: other.apiKey });
    expect((await asOther(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`)).json()).toEqual({
      type: 'integrationIdNotFound',
    });
    expect((await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/id:in_nope/retry`)).json()).toEqual({
      type: 'invoiceIdNotFound',
    });
    const badLimit = await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`, { limit: 0 });
    expect(badLimit.status).toBe(400);
    expect((await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`, { cursor: 'tampered' })).json()).toEqual({
      type: 'invalidCursor',
    });
    expect((await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`, { extra: 1 })).status).toBe(400);
  });
});

describe('invoices Levy cannot tax', () => {
  /** The reason an invoice is listed with, once the other system has seen it answered as failed. */
  async function listedReason(s: ConnectedSeller, invoiceId: string, version: string): Promise<string> {
    expect((await waitUntilSeen(s.stripe, invoiceId, version)).metadata?.svc_processing_was_successful).toBe('false');
    return eventually(async () => {
      const invoices: { invoiceId: string; reason: { type: string } }[] = (
        await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`)
      ).json().invoices;
      return invoices.find((i) => i.invoiceId === invoiceId)?.reason.type;
    });
  }

  it('lists Stripe Tax, a line without a product and a customer without an address, each with its reason', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();

    const automatic = await s.stripe.invoices.create({
      customer: customer.id,
      auto_advance: false,
      automatic_tax: { enabled: true },
      metadata: { svc_user_input: 'a1' },
    });
    await s.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: automatic.id,
      price_data: { currency: 'usd', product: 'saas', unit_amount: 1_000 },
    });
    expect(await listedReason(s, automatic.id, 'a1')).toBe('automaticTaxEnabled');

    const noProduct = await s.stripe.invoices.create({ customer: customer.id, auto_advance: false, metadata: { svc_user_input: 'p1' } });
    await s.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: noProduct.id,
      amount: 500,
      currency: 'usd',
      description: 'Setup fee',
    });
    expect(await listedReason(s, noProduct.id, 'p1')).toBe('lineWithoutProduct');

    const nowhere = await s.stripe.customers.create({ name: 'No Address' });
    const noAddress = await s.draft(nowhere.id, [{ product: 'saas', amount: 1_000 }], { svc_user_input: 'n1' });
    expect(await listedReason(s, noAddress.id, 'n1')).toBe('customerAddressMissing');
  });

  it('lists the invoices of a seller without an accounting time zone, and taxes them once it has one', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    expect((await bed.t.admin(`/admin/v1/sellers/id:${s.sellerId}/update`, { accountingTimeZone: null })).status).toBe(200);
    const customer = await s.customer();
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 2_500 }], { svc_user_input: 'z1' });
    expect(await listedReason(s, draft.id, 'z1')).toBe('accountingTimeZoneNotSetForSeller');

    expect((await bed.t.admin(`/admin/v1/sellers/id:${s.sellerId}/update`, { accountingTimeZone: 'America/New_York' })).status).toBe(200);
    expect((await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/id:${draft.id}/retry`)).status).toBe(200);
    const taxed = await eventually(async () => {
      const invoice = await s.stripe.invoices.retrieve(draft.id);
      return invoice.metadata?.svc_processing_was_successful === 'true' ? invoice : undefined;
    });
    expect(taxOn(taxed)).toBe(await expectedTax(s, [2_500]));
  });
});

describe('delivery trouble', () => {
  it('records once despite every event delivered twice and out of order, finalized before updated', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    bed.emulator.setDelivery({ duplicateProbability: 1, reorder: true, delayMs: [0, 300] });
    try {
      const customer = await s.customer();
      const draft = await s.draft(customer.id, [{ product: 'saas', amount: 4_200 }], { svc_user_input: 'd1' });
      await waitUntilSeen(s.stripe, draft.id, 'd1');
      // The other system edits and finalizes at once: invoice.finalized may arrive first.
      await s.stripe.invoices.update(draft.id, { metadata: { svc_user_input: 'd2' } });
      await s.stripe.invoices.finalizeInvoice(draft.id);
      await bed.emulator.deliveriesSettled();
      const recorded = await eventually(async () => {
        const res = await s.transaction(draft.id);
        return res.status === 200 ? res.json() : undefined;
      });
      await new Promise((r) => setTimeout(r, 500));
      expect((await s.transaction(draft.id)).json().version).toBe(recorded.version);
      expect(recorded.version).toBe(1);
      const listed = await s.api('/v1/seller/transactions/list', {});
      expect(listed.status === 409 || listed.json().transactions.length === 1).toBe(true);
    } finally {
      bed.emulator.setDelivery({ duplicateProbability: 0, reorder: false, delayMs: [0, 0] });
    }
  });

  it('retries through Stripe answering 429 and 500', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();
    // Requests only Levy makes: looking up its tax rates, and putting them on the lines.
    const before = bed.emulator.requestLog().length;
    bed.emulator.injectFault({ status: 429, count: 1, method: 'GET', path: '^/v1/tax_rates$' });
    bed.emulator.injectFault({ status: 500, count: 1, method: 'POST', path: 'update_lines' });
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 9_900 }], { svc_user_input: 'r1' });
    const seen = await waitUntilSeen(s.stripe, draft.id, 'r1', 30_000);
    expect(taxOn(seen)).toBe(await expectedTax(s, [9_900]));
    expect(seen.metadata?.svc_processing_was_successful).toBe('true');
    const statuses = bed.emulator
      .requestLog()
      .slice(before)
      .map((r) => r.status);
    expect(statuses).toContain(429);
    expect(statuses).toContain(500);
    expect((await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`)).json().invoices).toEqual([]);
  });
});

describe('voids and credit notes', () => {
  it('voids the transaction of a voided invoice, negates a full credit and records a partial one as negative', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();
    const finalized = async (amounts: number[], version: string) => {
      const draft = await s.draft(
        customer.id,
        amounts.map((amount) => ({ product: 'saas', amount })),
        { svc_user_input: version },
      );
      await waitUntilSeen(s.stripe, draft.id, version);
      const invoice = await s.stripe.invoices.finalizeInvoice(draft.id);
      await eventually(async () => ((await s.transaction(invoice.id)).status === 200 ? true : undefined));
      return invoice;
    };

    const voided = await finalized([1_000], 'x1');
    await s.stripe.invoices.voidInvoice(voided.id);
    await eventually(async () => ((await s.transaction(voided.id)).json().type === 'voided' ? true : undefined));

    const full = await finalized([2_000, 3_000], 'x2');
    const fullLines = (await s.stripe.invoices.listLineItems(full.id)).data;
    const fullNote = await s.stripe.creditNotes.create({
      invoice: full.id,
      lines: fullLines.map((l) => ({ type: 'invoice_line_item' as const, invoice_line_item: l.id, amount: l.amount })),
    });
    const negation = await eventually(async () => {
      const res = await s.transaction(fullNote.id);
      return res.status === 200 ? res.json() : undefined;
    });
    expect(negation.negationOf).toBe(`stripe:${full.id}`);
    expect(negation.body.taxAmountAdded.expected).toBe(-(await expectedTax(s, [2_000, 3_000])));

    const partial = await finalized([8_000], 'x3');
    const [line] = (await s.stripe.invoices.listLineItems(partial.id)).data;
    const partialNote = await s.stripe.creditNotes.create({
      invoice: partial.id,
      lines: [{ type: 'invoice_line_item', invoice_line_item: line!.id, amount: 2_000 }],
    });
    const credit = await eventually(async () => {
      const res = await s.transaction(partialNote.id);
      return res.status === 200 ? res.json() : undefined;
    });
    expect(credit.negationOf).toBeNull();
    expect(credit.sourceBillingSystem.invoiceId).toBe(partial.id);
    expect(credit.body.lineItems.map((l: { inputAmount: number }) => l.inputAmount)).toEqual([-2_000]);
    expect(credit.body.taxAmountAdded).toEqual({ expected: -(await expectedTax(s, [2_000])), seen: -(await expectedTax(s, [2_000])) });
    // The original stays as it was.
    expect((await s.transaction(partial.id)).json().version).toBe(1);

    // Threshold figures follow the invoices: the voided one is gone, the fully credited one
    // counts as a sale of 0, the partly credited one as 6,000.
    const ny = (await s.api('/v1/seller/thresholds/id:us-NY/get')).json();
    expect(ny.sales).toEqual({ amount: 6_000, transactionCount: 2, unconvertedTransactionCount: 0 });
  });
});
