// A worker process killed in the middle of reconciling an invoice: the job is not lost, another
// worker process takes it over, and the invoice ends up taxed and recorded exactly once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Emulator } from '../../src/emulator/server.ts';
import type { TestLevy } from '../support/levy.ts';
import { startWorkerBed, type WorkerBed } from '../support/worker-processes.ts';
import { connectSeller, eventually, taxOn, waitUntilSeen } from '../support/stripe.ts';

let bed: WorkerBed;
let emulator: Emulator;
let t: TestLevy;
const startWorker = () => bed.startWorker();

beforeAll(async () => {
  bed = await startWorkerBed();
  ({ emulator, levy: t } = bed);
});

afterAll(() => bed?.close());

it('hands the job of a killed worker to another, which taxes the invoice once', async () => {
  const s = await connectSeller(t, emulator, { taxMode: 'taxRate' });
  const first = await startWorker();
  const customer = await s.customer();
  // Stripe is slow to answer the worker's first read, so the worker is mid-job when it dies.
  emulator.injectFault({ delayMs: 4_000, count: 1, method: 'GET', path: '^/v1/invoices/in_[^/]+$' });
  const before = emulator.requestLog().length;
  const draft = await s.draft(customer.id, [{ product: 'saas', amount: 15_000 }], { svc_user_input: 'k1' });
  await new Promise((r) => setTimeout(r, 1_500));
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));
  expect(taxOn(await s.stripe.invoices.retrieve(draft.id))).toBe(0);

  await startWorker();
  const takeover = Date.now();
  const seen = await waitUntilSeen(s.stripe, draft.id, 'k1', 45_000);
  // Taken over only once the dead worker's lock ran out (10 s from its last renewal): the job was its.
  expect(Date.now() - takeover).toBeGreaterThan(3_000);
  expect(taxOn(seen)).toBeGreaterThan(0);
  // The dead worker's read was answered into the void; the tax rates went on once.
  const writes = emulator
    .requestLog()
    .slice(before)
    .filter((r) => r.path === '/v1/invoices/:id/update_lines');
  expect(writes).toHaveLength(1);

  await s.stripe.invoices.finalizeInvoice(draft.id);
  const recorded = await eventually(async () => {
    const res = await s.transaction(draft.id);
    return res.status === 200 ? res.json() : undefined;
  });
  expect(recorded.version).toBe(1);
  expect(recorded.body.taxAmountAdded.seen).toBe(taxOn(seen));
}, 90_000);
