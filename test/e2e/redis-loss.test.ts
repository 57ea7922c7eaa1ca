// Redis losing its data, and Redis gone at shutdown, against a real `npm start` process and a
// private redis-server the test can kill: the job schedules (the inbox sweeper's among them) come
// back after Redis restarts empty or is flushed, and one SIGTERM ends the process within 15 s
// while Redis does not answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INBOX_SWEEPER_QUEUE } from '../../src/integrations/stripe/inbox-sweeper.ts';
import { bullPrefix } from '../../src/queue/queues.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const PREFIX = `levy-loss:${randomBytes(4).toString('hex')}:`;

let home: string;
let port: number;
let redis: ChildProcess | undefined;
let levy: ChildProcess | undefined;
let output = '';

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
    if (await client.connect().then(() => client.ping(), () => null)) break;
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
  port = await freePort();
  await startRedis();
  levy = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LEVY_HOME: home, PORT: '0', REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: PREFIX, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '' },
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

it('ends within 15 s of one SIGTERM while Redis does not answer', async () => {
  await killRedis();
  await new Promise((r) => setTimeout(r, 500));
  const at = Date.now();
  const exited = new Promise<number | null>((r) => levy!.once('exit', (code) => r(code)));
  levy!.kill('SIGTERM');
  await exited;
  expect(Date.now() - at).toBeLessThan(15_000);
}, 30_000);
