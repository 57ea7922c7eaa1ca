// A worker process killed in the middle of reconciling an invoice: the job is not lost, another
// worker process takes it over, and the invoice ends up taxed and recorded exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../src/emulator/server.ts';
import { TEST_REDIS_URL } from '../support/env.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';
import { connectSeller, eventually, taxOn, waitUntilSeen } from '../support/stripe.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SECRET_KEY = randomBytes(32).toString('hex');
let emulator: Emulator;
let t: TestLevy;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  emulator = await startEmulator({ delivery: { retryDelaysMs: [50, 100, 200, 400] } });
  // The API and receiver only: the invoice jobs belong to the worker processes below.
  t = await startTestLevy({ env: { LEVY_WORKERS: 'off', LEVY_SECRET_KEY: SECRET_KEY } });
});

afterAll(async () => {
  for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
  await t?.close();
  await emulator?.close();
});

/** `npm run worker -- invoices` against the test's PostgreSQL and Redis; resolves once it is running. */
async function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'workers/run.ts', 'invoices'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: t.database.url!,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: t.redisPrefix,
      LEVY_SECRET_KEY: SECRET_KEY,
      LEVY_HOME: t.home,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await eventually(
    async () => (output.includes('workers started') ? true : child.exitCode !== null ? Promise.reject(new Error(output)) : undefined),
    30_000,
  );
  return child;
}

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
