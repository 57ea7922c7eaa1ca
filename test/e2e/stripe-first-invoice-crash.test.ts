// A worker process killed between recording a prepared subscription's first invoice and taking
// Levy's prepared rates off the subscription: another worker process takes the job over, finds the
// invoice recorded, and finishes the removal; one record, one removal.
import type Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Emulator } from '../../src/emulator/server.ts';
import type { TestLevy } from '../support/levy.ts';
import { startWorkerBed, type WorkerBed } from '../support/worker-processes.ts';
import { connectSeller, eventually, monthlyPrice } from '../support/stripe.ts';

let bed: WorkerBed;
let emulator: Emulator;
let t: TestLevy;
const startWorker = () => bed.startWorker();

beforeAll(async () => {
  bed = await startWorkerBed();
  ({ emulator, levy: t } = bed);
});

afterAll(() => bed?.close());

const levyRates = (sub: Stripe.Subscription) =>
  sub.items.data.flatMap((i) => i.tax_rates ?? []).filter((r) => r.metadata?.levy_prepared === 'true');

it('a worker killed after recording the first invoice and before the removal: the next worker finishes the removal', async () => {
  const s = await connectSeller(t, emulator, { taxMode: 'taxRate' });
  const first = await startWorker();
  const customer = await s.customer();
  const card = await s.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } } as Stripe.PaymentMethodCreateParams);
  await s.stripe.paymentMethods.attach(card.id, { customer: customer.id });
  const monthly = await monthlyPrice(s);
  const prepared = await s.api(`/v1/seller/integrations/id:${s.integrationId}/stripe/prepareTax`, {
    customer: customer.id,
    lines: [{ price: monthly.id }],
  });
  expect(prepared.status, prepared.text).toBe(200);
  const rates = prepared.json().lines[0].taxRates as string[];

  // Stripe is slow to answer the worker's read of the subscription (which comes after the record):
  // the worker is killed while it waits, so it dies between the record and the removal. (The request
  // log shows a request once it is answered, too late to time the kill by.)
  emulator.injectFault({ delayMs: 20_000, count: 1, method: 'GET', path: '^/v1/subscriptions/sub_' });
  const before = emulator.requestLog().length;
  const sub = await s.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: monthly.id, tax_rates: rates }],
    default_payment_method: card.id,
  });
  const invoiceId = sub.latest_invoice as string;
  await eventually(async () => ((await s.transaction(invoiceId)).status === 200 ? true : undefined));
  // Recorded; a few seconds on, the worker is inside the delayed read (its three tax-rate reads are quick).
  await new Promise((r) => setTimeout(r, 3_000));
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));
  expect(levyRates(await s.stripe.subscriptions.retrieve(sub.id))).toHaveLength(3);

  await startWorker();
  const after = await eventually(async () => {
    const current = await s.stripe.subscriptions.retrieve(sub.id);
    return levyRates(current).length === 0 ? current : undefined;
  }, 45_000);
  expect(after.items.data[0]!.tax_rates).toEqual([]);
  const updates = emulator
    .requestLog()
    .slice(before)
    .filter((r) => r.method === 'POST' && r.url === `/v1/subscriptions/${sub.id}`);
  expect(updates.map((r) => r.status)).toEqual([200]);
  const recorded = (await s.transaction(invoiceId)).json();
  expect(recorded.version).toBe(1);
  expect(recorded.body.taxAmountAdded).toEqual({ expected: 1065, seen: 1065 });
}, 90_000);
