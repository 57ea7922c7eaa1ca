// One acting integration per Stripe account, and an integration's lifecycle, end to end: the
// processor emulator (driven by the real stripe SDK) delivers signed webhooks to a running Levy
// whose workers tax drafts. A second integration on an account is refused; replacing, disabling,
// updating (key rotation, mode) and deleting change what the workers do at once, in every process.
import { describe, expect, it } from 'vitest';
import { connectSeller, eventually, levyEndpoints, newStripeKey, waitUntilSeen, type ConnectedSeller } from '../support/stripe.ts';
import { emulatorAndLevy, expectedTax } from '../support/stripe-bed.ts';

const bed = emulatorAndLevy();

const integrations = (s: ConnectedSeller, path: string, body: unknown = {}) => s.api(`/v1/seller/integrations${path}`, body);

/** The tax item lineItem mode puts on a draft (an invoice item of the `tax` product), if any. */
async function taxItemAmount(s: ConnectedSeller, invoiceId: string): Promise<number | null> {
  const line = (await s.stripe.invoices.listLineItems(invoiceId)).data.find((l) => l.pricing?.price_details?.product === 'tax');
  return line?.amount ?? null;
}

/** Levy rates on the draft's lines, by line. */
async function lineRates(s: ConnectedSeller, invoiceId: string): Promise<string[][]> {
  return (await s.stripe.invoices.listLineItems(invoiceId)).data.map((l) =>
    (l.taxes ?? []).map((x) => (x.tax_rate_details as { tax_rate: string } | null)?.tax_rate ?? ''),
  );
}

async function settle(): Promise<void> {
  await bed.emulator.deliveriesSettled();
  await new Promise((r) => setTimeout(r, 400));
}

describe('a second integration on one Stripe account', () => {
  it('is refused, for the same seller (named) and for another (not named), and the first keeps sole charge of the drafts', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const again = await bed.t.admin(`/admin/v1/sellers/id:${s.sellerId}/integrations/create`, {
      type: 'stripe',
      stripeSecretKey: s.stripeKey,
      stripeApiBase: bed.emulator.url,
      taxMode: 'lineItem',
      taxProductId: 'tax',
    });
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ type: 'stripeAccountAlreadyIntegrated', integrationId: s.integrationId });

    const other = await bed.t.createSeller();
    // Another key of the same account (a restricted or rolled key) is the same account.
    const otherKey = newStripeKey();
    bed.emulator.shareAccount(otherKey, s.stripeKey);
    const foreign = await bed.t.admin(`/admin/v1/sellers/id:${other.sellerId}/integrations/create`, {
      type: 'stripe',
      stripeSecretKey: otherKey,
      stripeApiBase: bed.emulator.url,
      taxMode: 'lineItem',
      taxProductId: 'tax',
    });
    expect(foreign.status).toBe(409);
    expect(foreign.json().type).toBe('stripeAccountAlreadyIntegrated');
    expect(foreign.json().integrationId).toBeUndefined();
    expect((await levyEndpoints(s.stripe)).map((e) => e.metadata?.levy_integration_id)).toEqual([s.integrationId]);

    const customer = await s.customer();
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 12_000 }], { svc_user_input: 'v1' });
    const seen = await waitUntilSeen(s.stripe, draft.id, 'v1');
    expect(seen.metadata?.svc_processing_was_successful).toBe('true');
    await settle();
    // Only the taxRate integration worked on it: no lineItem tax item, and the answer stayed true.
    expect(await taxItemAmount(s, draft.id)).toBeNull();
    expect((await s.stripe.invoices.retrieve(draft.id)).metadata?.svc_processing_was_successful).toBe('true');
  });

  it('takes over in one step when it replaces the first: the old endpoint goes, the new mode taxes the next drafts', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const res = await bed.t.admin(`/admin/v1/sellers/id:${s.sellerId}/integrations/create`, {
      type: 'stripe',
      stripeSecretKey: s.stripeKey,
      stripeApiBase: bed.emulator.url,
      taxMode: 'lineItem',
      taxProductId: 'tax',
      replacesIntegrationId: s.integrationId,
    });
    expect(res.status).toBe(200);
    const replacement = res.json();
    expect(replacement.replacedIntegrationId).toBe(s.integrationId);
    expect((await levyEndpoints(s.stripe)).map((e) => e.id)).toEqual([replacement.webhookEndpointId]);
    expect((await integrations(s, `/id:${s.integrationId}/get`)).json().status).toBe('disabled');

    const customer = await s.customer();
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 20_000 }], { svc_user_input: 'r1' });
    await waitUntilSeen(s.stripe, draft.id, 'r1');
    expect(await taxItemAmount(s, draft.id)).toBe(await expectedTax(s, [20_000]));
  });
});

describe('disable and enable', () => {
  it('leaves drafts as they are while disabled (events acknowledged, nothing stored), and taxes them again once enabled', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 10_000 }], { svc_user_input: 'a' });
    await waitUntilSeen(s.stripe, draft.id, 'a');
    const ratesBefore = await lineRates(s, draft.id);
    expect(ratesBefore.flat()).toHaveLength(1);

    expect((await integrations(s, `/id:${s.integrationId}/disable`)).json().status).toBe('disabled');
    const inboxBefore = await bed.t.levy.db.prisma.webhookInboxEvent.count({ where: { integrationId: s.integrationId } });
    const deliveriesBefore = bed.emulator.deliveries().length;
    await s.stripe.invoiceItems.create({
      customer: customer.id,
      invoice: draft.id,
      price_data: { currency: 'usd', product: 'support', unit_amount: 5_000 },
    });
    await s.stripe.invoices.update(draft.id, { metadata: { svc_user_input: 'b' } });
    await settle();
    const during = bed.emulator.deliveries().slice(deliveriesBefore);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((d) => d.status === 200)).toBe(true);
    expect(await bed.t.levy.db.prisma.webhookInboxEvent.count({ where: { integrationId: s.integrationId } })).toBe(inboxBefore);
    const untouched = await s.stripe.invoices.retrieve(draft.id);
    expect(untouched.metadata?.svc_user_input_last_seen_by_svc).toBe('a');
    // The new line has no rate: Levy did not look at the draft.
    expect((await lineRates(s, draft.id)).map((r) => r.length).sort()).toEqual([0, 1]);

    expect((await integrations(s, `/id:${s.integrationId}/enable`)).json().status).toBe('active');
    await s.stripe.invoices.update(draft.id, { metadata: { svc_user_input: 'c' } });
    const seen = await waitUntilSeen(s.stripe, draft.id, 'c');
    expect(seen.metadata?.svc_processing_was_successful).toBe('true');
    expect((await lineRates(s, draft.id)).map((r) => r.length)).toEqual([1, 1]);
  });
});

describe('update', () => {
  it('rotates the key: the workers use the new key at once, and the old one may then be revoked', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();
    const first = await s.draft(customer.id, [{ product: 'saas', amount: 3_000 }], { svc_user_input: 'k1' });
    await waitUntilSeen(s.stripe, first.id, 'k1');

    const rolled = newStripeKey();
    bed.emulator.shareAccount(rolled, s.stripeKey);
    const res = await integrations(s, `/id:${s.integrationId}/update`, { stripeSecretKey: rolled });
    expect(res.status).toBe(200);
    bed.emulator.revokeKey(s.stripeKey);

    const stripe = bed.emulator.client(rolled);
    const draft = await stripe.invoices.create({
      customer: customer.id,
      auto_advance: false,
      collection_method: 'send_invoice',
      days_until_due: 30,
      metadata: { svc_user_input: 'k2' },
    });
    await stripe.invoiceItems.create({
      customer: customer.id,
      invoice: draft.id,
      price_data: { currency: 'usd', product: 'saas', unit_amount: 4_000 },
    });
    const seen = await waitUntilSeen(stripe, draft.id, 'k2');
    expect(seen.metadata?.svc_processing_was_successful).toBe('true');
    expect(seen.total_taxes?.reduce((sum, x) => sum + x.amount, 0)).toBe(await expectedTax(s, [4_000]));
  });

  it('switches the mode: the next draft is taxed the new way', async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();
    const before = await s.draft(customer.id, [{ product: 'saas', amount: 8_000 }], { svc_user_input: 'm1' });
    await waitUntilSeen(s.stripe, before.id, 'm1');
    expect(await taxItemAmount(s, before.id)).toBeNull();

    const res = await integrations(s, `/id:${s.integrationId}/update`, { taxMode: 'lineItem', taxProductId: 'tax' });
    expect(res.json()).toMatchObject({ taxMode: 'lineItem', taxProductId: 'tax' });
    const after = await s.draft(customer.id, [{ product: 'saas', amount: 8_000 }], { svc_user_input: 'm2' });
    await waitUntilSeen(s.stripe, after.id, 'm2');
    expect(await taxItemAmount(s, after.id)).toBe(await expectedTax(s, [8_000]));
  });
});

describe('delete', () => {
  it("removes Levy's endpoint and the integration, keeps the recorded transactions, and touches no invoice afterwards", async () => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 12_000 }], { svc_user_input: 'd1' });
    await waitUntilSeen(s.stripe, draft.id, 'd1');
    await s.stripe.invoices.finalizeInvoice(draft.id);
    const recorded = await eventually(async () => {
      const res = await s.transaction(draft.id);
      return res.status === 200 ? res.json() : undefined;
    });
    await settle();

    const deleted = await integrations(s, `/id:${s.integrationId}/delete`);
    expect(deleted.status).toBe(200);
    expect(deleted.json()).toMatchObject({ integrationId: s.integrationId, webhookEndpointRemoved: true });
    expect(await levyEndpoints(s.stripe)).toEqual([]);
    // The sale stays recorded, exactly as it was.
    const kept = await s.transaction(draft.id);
    expect(kept.status).toBe(200);
    expect(kept.json()).toEqual(recorded);
    expect((await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`)).json()).toEqual({
      type: 'integrationIdNotFound',
    });

    const later = await s.draft(customer.id, [{ product: 'saas', amount: 1_000 }], { svc_user_input: 'd2' });
    await settle();
    expect((await s.stripe.invoices.retrieve(later.id)).metadata?.svc_user_input_last_seen_by_svc).toBeUndefined();
    // A late delivery to the old path is answered as for an unknown integration.
    const res = await fetch(`${bed.t.url}/v1/integrations/id:${s.integrationId}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});
