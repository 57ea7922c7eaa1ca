// taxRate mode when Stripe fails a tax rate's creation: Stripe stores the first answer under an
// idempotency key, a 500 included, so each attempt must create with a key of its own, and a
// creation that went through despite the 500 must be found and reused, not made twice.
import { describe, expect, it } from 'vitest';
import { connectSeller, taxOn, waitUntilSeen } from '../support/stripe.ts';
import { emulatorAndLevy } from '../support/stripe-bed.ts';

const bed = emulatorAndLevy();

describe('a 500 on the first creation of a tax rate', () => {
  it.each([
    ['applied (the rate exists, the answer was an error)', true],
    ['not applied (nothing was created)', false],
  ])('%s: the invoice converges on a later attempt with one Levy rate', async (_name, applied) => {
    const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
    const customer = await s.customer();
    const before = bed.emulator.requestLog().length;
    bed.emulator.injectFault({ status: 500, count: 1, method: 'POST', path: '^/v1/tax_rates$', applied });
    const draft = await s.draft(customer.id, [{ product: 'saas', amount: 10_000 }], { svc_user_input: 'v1' });

    const seen = await waitUntilSeen(s.stripe, draft.id, 'v1', 30_000);
    expect(seen.metadata?.svc_processing_was_successful).toBe('true');
    expect(taxOn(seen)).toBeGreaterThan(0);
    const creations = bed.emulator
      .requestLog()
      .slice(before)
      .filter((r) => r.method === 'POST' && r.path === '/v1/tax_rates');
    expect(creations[0]!.status).toBe(500);
    // A creation that went through is found by listing the rates again; one that did not is retried under a new key.
    expect(creations.length).toBe(applied ? 1 : 2);
    expect(new Set(creations.map((r) => r.idempotencyKey)).size).toBe(creations.length);
    const rates = (await s.stripe.taxRates.list({ limit: 100 })).data.filter((r) => r.metadata?.levy_managed === 'true');
    expect(rates).toHaveLength(1);
    expect(seen.lines.data[0]!.taxes?.[0]?.tax_rate_details?.tax_rate).toBe(rates[0]!.id);
  });
});
