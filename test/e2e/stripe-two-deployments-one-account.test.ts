// Two integrations acting on one Stripe account, which one deployment refuses
// (stripeAccountAlreadyIntegrated): here two Levy deployments, each unaware of the other, connect
// the same account in different modes (taxRate and lineItem), so each takes the other's tax off
// every draft it touches. The per-invoice write budget must end that within a minute: the draft
// is listed as taxKeepsChanging and the writes stop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';
import { connectSeller, eventually, newStripeKey, type ConnectedSeller } from '../support/stripe.ts';
import { emulatorAndLevy } from '../support/stripe-bed.ts';

const bed = emulatorAndLevy();
let other: TestLevy;

beforeAll(async () => {
  other = await startTestLevy();
});
afterAll(async () => {
  await other?.close();
});

const listed = async (s: ConnectedSeller, invoiceId: string) =>
  ((await s.api(`/v1/seller/integrations/id:${s.integrationId}/unprocessedInvoices/list`)).json().invoices as { invoiceId: string; reason: { type: string } }[]).find((i) => i.invoiceId === invoiceId)?.reason.type;

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
    const writes = () => bed.emulator.requestLog().filter((r) => r.method !== 'GET' && (r.url.includes(draft.id) || r.body.invoice === draft.id)).length;
    const before = writes();
    await new Promise((r) => setTimeout(r, 2_000));
    expect(writes()).toBe(before);
  });
});
