// Redis losing its data, and Redis gone at shutdown, against a real `npm start` process (on
// PostgreSQL, so the test can see its inbox) and a private redis-server the test can kill: the job
// schedules (the inbox sweeper's among them) come back after Redis restarts empty or is flushed,
// every webhook event accepted before, during and after an outage reaches a job within a minute,
// and one SIGTERM ends the process within 15 s while Redis does not answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { INBOX_SWEEPER_QUEUE } from '../../src/integrations/stripe/inbox-sweeper.ts';
import { bullPrefix } from '../../src/queue/queues.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const PREFIX = `levy-loss:${randomBytes(4).toString('hex')}:`;

let home: string;
let port: number;
let redis: ChildProcess | undefined;
let levy: ChildProcess | undefined;
let output = '';
let database: TestDatabase;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {}); // refused until the server is up
  for (let i = 0; i < 50; i++) {
    if (
      await client.connect().then(
        () => client.ping(),
        () => null,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  client.disconnect();
}

async function killRedis(): Promise<void> {
  const exited = new Promise((r) => redis!.once('exit', r));
  redis!.kill('SIGKILL');
  await exited;
}

async function scheduled(): Promise<boolean> {
  const connection = new Redis({ port, host: '127.0.0.1', maxRetriesPerRequest: null });
  const queue = new Queue(INBOX_SWEEPER_QUEUE, { connection, prefix: bullPrefix(PREFIX) });
  try {
    return (await queue.getJobSchedulers()).some((s) => s.key === INBOX_SWEEPER_QUEUE);
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'levy-loss-'));
  database = await createTestDatabase('postgres');
  port = await freePort();
  await startRedis();
  levy = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LEVY_HOME: home,
      PORT: '0',
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: PREFIX,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: database.url!,
      LEVY_API_PROCESSES: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  levy.stdout!.on('data', (d) => (output += d));
  levy.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 40_000;
  while (!/Levy is listening on/.test(output)) {
    if (levy.exitCode !== null || Date.now() > deadline) throw new Error(`Levy did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 60_000);

afterAll(async () => {
  levy?.kill('SIGKILL');
  redis?.kill('SIGKILL');
  await rm(home, { recursive: true, force: true });
  await database?.drop();
});

it('puts the schedules back when Redis restarts without its data', async () => {
  expect(await scheduled()).toBe(true);
  await killRedis();
  await new Promise((r) => setTimeout(r, 1_000));
  // The new Redis starts empty; Levy may put the schedules back before this first look.
  await startRedis();
  await expect.poll(scheduled, { timeout: 30_000, interval: 500 }).toBe(true);
}, 60_000);

it('puts them back when Redis is flushed under a live connection', async () => {
  const client = new Redis({ port, host: '127.0.0.1' });
  await client.flushall();
  client.disconnect();
  await expect.poll(scheduled, { timeout: 25_000, interval: 1_000 }).toBe(true);
}, 40_000);

it('brings every inbox event accepted before, during and after an outage to a job within a minute', async () => {
  const db = new pg.Client({ connectionString: database.url! });
  await db.connect();
  try {
    // A disabled integration: its jobs mark its events done at once, which shows each reached a job.
    await db.query(`INSERT INTO sellers (id, name, "updatedAt") VALUES ('sel_loss', 'Loss', now())`);
    await db.query(
      `INSERT INTO integrations (id, "sellerId", type, "stripeSecretKeyEnc", "taxMode", "webhookSecretEnc", status, "updatedAt")
       VALUES ('int_lossaaaaaaaaaaaaaaaaaaaaaa', 'sel_loss', 'stripe', 'x', 'taxAmounts', 'x', 'disabled', now())`,
    );
    const accept = (eventId: string, enqueued: boolean) =>
      db.query(
        `INSERT INTO webhook_inbox ("integrationId", "eventId", "sellerId", type, "invoiceId", payload, "enqueuedAt")
         VALUES ('int_lossaaaaaaaaaaaaaaaaaaaaaa', $1, 'sel_loss', 'invoice.created', $2, '{}', $3)`,
        [eventId, `in_${eventId}`, enqueued ? new Date() : null],
      );
    // Before: noted as enqueued, but its job is in the Redis about to lose everything.
    await accept('evt_before', true);
    await killRedis();
    // During: the receiver could not enqueue it.
    await accept('evt_during', false);
    await new Promise((r) => setTimeout(r, 1_000));
    await startRedis();
    const back = Date.now();
    // After: as if Redis had answered but the note of it was lost.
    await accept('evt_after', false);
    const open = async () =>
      (await db.query(`SELECT "eventId" FROM webhook_inbox WHERE "processedAt" IS NULL ORDER BY 1`)).rows.map(
        (r: { eventId: string }) => r.eventId,
      );
    await expect.poll(open, { timeout: 60_000, interval: 1_000 }).toEqual([]);
    expect(Date.now() - back).toBeLessThan(60_000);
  } finally {
    await db.end();
  }
}, 90_000);

it('ends within 15 s of one SIGTERM while Redis does not answer', async () => {
  await killRedis();
  await new Promise((r) => setTimeout(r, 500));
  const at = Date.now();
  const exited = new Promise<number | null>((r) => levy!.once('exit', (code) => r(code)));
  levy!.kill('SIGTERM');
  await exited;
  expect(Date.now() - at).toBeLessThan(15_000);
}, 30_000);
