// Two integrations acting on one Stripe account, which one deployment refuses
// (stripeAccountAlreadyIntegrated): here two Levy deployments, each unaware of the other, connect
// the same account in different modes (taxRate and lineItem), so each takes the other's tax off
// every draft it touches. The per-invoice write budget must end that within a minute: the draft
// is listed as taxKeepsChanging and the writes stop. And a deployment that stops never marks the
// current svc_user_input seen, so a billing system following rule 3 finalizes no draft that carries
// both deployments' tax (or neither's).
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';
import { connectSeller, eventually, newStripeKey, taxOn, waitUntilSeen, type ConnectedSeller } from '../support/stripe.ts';
import { emulatorAndLevy, expectedTax } from '../support/stripe-bed.ts';

const bed = emulatorAndLevy();
let other: TestLevy;

beforeAll(async () => {
  other = await startTestLevy();
});
afterAll(async () => {
  await other?.close();
});

const listed = async (s: ConnectedSeller, invoiceId: string) =>
  (
    (await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`)).json().invoices as {
      invoiceId: string;
      reason: { type: string };
    }[]
  ).find((i) => i.invoiceId === invoiceId)?.reason.type;

describe('two deployments fighting over one account', () => {
  it('stops the ping-pong within a minute and lists the draft as taxKeepsChanging', async () => {
    const key = newStripeKey();
    const first = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate', stripeKey: key });
    const second = await connectSeller(other, bed.emulator, { taxMode: 'lineItem', taxProductId: 'tax', stripeKey: key });
    const customer = await first.customer();
    const draft = await first.draft(customer.id, [{ product: 'saas', amount: 10_000 }]);
    const started = Date.now();

    const reasons = await eventually(async () => {
      const both = [await listed(first, draft.id), await listed(second, draft.id)];
      return both.includes('taxKeepsChanging') ? both : undefined;
    }, 60_000);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(reasons).toContain('taxKeepsChanging');

    // Quiet afterwards: no more writes to the invoice once the stopped side is left alone.
    await bed.emulator.deliveriesSettled();
    await new Promise((r) => setTimeout(r, 1_500));
    const writes = () =>
      bed.emulator.requestLog().filter((r) => r.method !== 'GET' && (r.url.includes(draft.id) || r.body.invoice === draft.id)).length;
    const before = writes();
    await new Promise((r) => setTimeout(r, 2_000));
    expect(writes()).toBe(before);
  });
});

/** Writes to the emulator (POST/DELETE) so far: when it stops growing, both deployments are quiet. */
const writeCount = () => bed.emulator.requestLog().filter((r) => r.method !== 'GET').length;

async function quiet(): Promise<void> {
  for (let before = -1; ; ) {
    await bed.emulator.deliveriesSettled();
    await new Promise((r) => setTimeout(r, 2_000));
    const now = writeCount();
    if (now === before) return;
    before = now;
  }
}

const unprocessed = async (s: ConnectedSeller) =>
  new Map(
    (
      (await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`, { limit: 100 })).json().invoices as {
        invoiceId: string;
        reason: { type: string };
      }[]
    ).map((i) => [i.invoiceId, i.reason.type]),
  );

const stopsCounted = async (t: TestLevy) =>
  (await t.levy.ctx.metrics.unprocessedInvoices.get()).values.find((v) => v.labels.reason === 'taxKeepsChanging')?.value ?? 0;

/**
 * Which deployment's converged answer the draft shows: taxRate (one Levy rate per sales line, no
 * tax item), lineItem (one tax item of the whole tax, nothing on the sales lines), or neither (both
 * deployments' tax, or none, or a wrong amount).
 */
async function answerShown(stripe: Stripe, invoice: Stripe.Invoice, tax: number): Promise<'taxRate' | 'lineItem' | 'neither'> {
  const lines = (await stripe.invoices.listLineItems(invoice.id, { limit: 100 })).data;
  const taxItems = lines.filter((l) => l.pricing?.price_details?.product === 'tax');
  const sales = lines.filter((l) => l.pricing?.price_details?.product !== 'tax');
  const lineTaxes = sales.map((l) => (l.taxes ?? []).length);
  if (taxItems.length === 0 && lineTaxes.every((n) => n === 1) && taxOn(invoice) === tax) return 'taxRate';
  if (taxItems.length === 1 && taxItems[0]!.amount === tax && lineTaxes.every((n) => n === 0) && taxOn(invoice) === 0) return 'lineItem';
  return 'neither';
}

describe('the metadata protocol when two deployments fight over the drafts', () => {
  it("never leaves a draft marked seen (svc_user_input_last_seen_by_svc = svc_user_input) unless it shows one deployment's converged tax; stopped drafts are listed, counted, and a retry converges them", async () => {
    const key = newStripeKey();
    const rate = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate', stripeKey: key });
    const item = await connectSeller(other, bed.emulator, { taxMode: 'lineItem', taxProductId: 'tax', stripeKey: key });
    const countedBefore = [await stopsCounted(bed.t), await stopsCounted(other)] as const;
    const customer = await rate.customer();
    const amounts = [10_000, 12_000, 20_000, 30_000, 40_000, 50_000];
    const drafts = await Promise.all(
      amounts.map((amount, i) => rate.draft(customer.id, [{ product: 'saas', amount }], { svc_user_input: `v1-${i}` })),
    );
    const taxes = await Promise.all(amounts.map((amount) => expectedTax(rate, [amount])));

    await quiet();
    const [rateListed, itemListed] = [await unprocessed(rate), await unprocessed(item)];
    for (const [i, draft] of drafts.entries()) {
      const invoice = await rate.stripe.invoices.retrieve(draft.id);
      const metadata = invoice.metadata ?? {};
      const shown = await answerShown(rate.stripe, invoice, taxes[i]!);
      const context = { invoice: draft.id, metadata, shown, rate: rateListed.get(draft.id), item: itemListed.get(draft.id) };
      // Each draft's ping-pong was stopped by at least one side, which lists it with the reason.
      expect([rateListed.get(draft.id), itemListed.get(draft.id)], JSON.stringify(context)).toContain('taxKeepsChanging');
      for (const reason of [rateListed.get(draft.id), itemListed.get(draft.id)]) expect([undefined, 'taxKeepsChanging']).toContain(reason);
      if (metadata.svc_user_input_last_seen_by_svc === metadata.svc_user_input) {
        // Rule 3 lets the billing system finalize this one: it must carry one deployment's answer, as a success.
        expect(shown, JSON.stringify(context)).not.toBe('neither');
        expect(metadata.svc_processing_was_successful, JSON.stringify(context)).toBe('true');
      }
    }
    const stopped = (listed: Map<string, string>) => [...listed.values()].filter((r) => r === 'taxKeepsChanging').length;
    expect(await stopsCounted(bed.t)).toBe(countedBefore[0] + stopped(rateListed));
    expect(await stopsCounted(other)).toBe(countedBefore[1] + stopped(itemListed));

    // The seller resolves the conflict (the lineItem deployment stops acting on the account) and
    // retries the drafts its taxRate deployment lists; the billing system's next edit of the others
    // (a new svc_user_input) reaches the taxRate deployment too.
    expect((await item.api(`/v1/seller/integrations/id:${item.integrationId}/disable`)).status).toBe(200);
    for (const [i, draft] of drafts.entries()) {
      if (rateListed.has(draft.id))
        expect((await rate.api(`/v1/seller/integrations/id:${rate.integrationId}/unprocessedInvoices/id:${draft.id}/retry`)).status).toBe(
          200,
        );
      else await rate.stripe.invoices.update(draft.id, { metadata: { svc_user_input: `v2-${i}` } });
    }
    for (const [i, draft] of drafts.entries()) {
      const version = rateListed.has(draft.id) ? `v1-${i}` : `v2-${i}`;
      const seen = await waitUntilSeen(rate.stripe, draft.id, version, 30_000);
      expect(seen.metadata?.svc_processing_was_successful).toBe('true');
      expect(await answerShown(rate.stripe, seen, taxes[i]!)).toBe('taxRate');
    }
    await eventually(async () => ((await unprocessed(rate)).size === 0 ? true : undefined));
  }, 120_000);
});
