// The Stripe customer's own tax standing reaches Levy's calculation, as the seller API's fields
// would: `tax_exempt: exempt` exempts the sale, `tax_exempt: reverse` and a valid EU VAT number
// among the customer's tax IDs reverse-charge it; all of it is kept on the recorded transaction.
import { beforeAll, describe, expect, it } from 'vitest';
import { connectSeller, eventually, taxOn, waitUntilSeen, type ConnectedSeller } from '../support/stripe.ts';
import { emulatorAndLevy } from '../support/stripe-bed.ts';

const bed = emulatorAndLevy();
let s: ConnectedSeller;
const BERLIN = { line1: 'Unter den Linden 1', city: 'Berlin', postal_code: '10117', country: 'DE' };

beforeAll(async () => {
  s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
  await bed.t.admin(`/admin/v1/sellers/id:${s.sellerId}/registrations/add`, { jurisId: 'eu-oss', collectingFrom: '2020-01-01' });
});

/** Taxes a one-line draft for the customer, finalizes it and returns what Levy recorded. */
async function taxedAndRecorded(customer: string, version: string) {
  const draft = await s.draft(customer, [{ product: 'saas', amount: 50_000 }], { svc_user_input: version });
  const seen = await waitUntilSeen(s.stripe, draft.id, version);
  expect(seen.metadata?.svc_processing_was_successful).toBe('true');
  await s.stripe.invoices.finalizeInvoice(draft.id);
  const recorded = await eventually(async () => {
    const res = await s.transaction(draft.id);
    return res.status === 200 ? res.json() : undefined;
  });
  return { tax: taxOn(seen), recorded };
}

const reasons = (recorded: { body: { lineItems: { jurises: { calc: { notTaxedReason: unknown } }[] }[] } }) =>
  recorded.body.lineItems[0]!.jurises.map((j) => j.calc.notTaxedReason);

describe("the Stripe customer's tax standing", () => {
  it('taxes a customer with no exemption (New York City SaaS)', async () => {
    const customer = await s.customer();
    const { tax, recorded } = await taxedAndRecorded(customer.id, 'n1');
    expect(tax).toBeGreaterThan(0);
    expect(recorded.body.taxAmountAdded).toEqual({ expected: tax, seen: tax });
  });

  it('does not tax a customer marked tax_exempt: exempt, and records why', async () => {
    const customer = await s.customer({ tax_exempt: 'exempt' });
    const { tax, recorded } = await taxedAndRecorded(customer.id, 'e1');
    expect(tax).toBe(0);
    expect(recorded.body.taxAmountAdded).toEqual({ expected: 0, seen: 0 });
    expect(reasons(recorded)).toEqual([1, 2, 3].map(() => ({ type: 'exempt', reason: { type: 'transactionExempt' } })));
  });

  it('charges German VAT to a German customer without a VAT number', async () => {
    const customer = await s.customer({ address: BERLIN });
    const { tax } = await taxedAndRecorded(customer.id, 'd1');
    expect(tax).toBe(9_500); // 19%
  });

  it('reverse-charges a German business with a valid VAT number among its Stripe tax IDs, and records the number', async () => {
    const customer = await s.customer({ address: BERLIN, tax_id_data: [{ type: 'eu_vat', value: 'DE136695976' }] });
    const { tax, recorded } = await taxedAndRecorded(customer.id, 'v1');
    expect(tax).toBe(0);
    expect(reasons(recorded)).toEqual([
      expect.objectContaining({ type: 'exempt', reason: expect.objectContaining({ type: 'reverseCharge' }) }),
    ]);
    expect(recorded.body.jurisSummaries[0].taxIdValidation.processedTaxIds).toEqual([{ taxId: 'DE136695976', isValid: true }]);
  });

  it("charges VAT when the customer's VAT number is not valid", async () => {
    const customer = await s.customer({ address: BERLIN, tax_id_data: [{ type: 'eu_vat', value: 'DE136695977' }] });
    const { tax } = await taxedAndRecorded(customer.id, 'v2');
    expect(tax).toBe(9_500);
  });

  it('reverse-charges a customer marked tax_exempt: reverse where the jurisdiction allows it (Germany), not in New York', async () => {
    const german = await s.customer({ address: BERLIN, tax_exempt: 'reverse' });
    expect((await taxedAndRecorded(german.id, 'r1')).tax).toBe(0);
    const newYorker = await s.customer({ tax_exempt: 'reverse' });
    expect((await taxedAndRecorded(newYorker.id, 'r2')).tax).toBeGreaterThan(0);
  });
});
