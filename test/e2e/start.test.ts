// `npm start` as a user runs it: a real process on the embedded defaults (PGlite under a fresh
// LEVY_HOME), first-run output, the printed curl line, the CLI beside the running server, a clean
// Ctrl-C, and a second start that keeps the data.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/databases.ts';
import { deleteRedisKeys } from '../support/levy.ts';
import { TEST_REDIS_URL } from '../support/env.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const REDIS_PREFIX = `levy-e2e:${randomBytes(4).toString('hex')}:`;

let home: string;
let env: NodeJS.ProcessEnv;

interface Started {
  child: ChildProcess;
  output: () => string;
  url: string;
}

async function start(overrides: NodeJS.ProcessEnv = {}): Promise<Started> {
  // What `npm start` runs (without npm in between): the bundle of src/main.ts, rebuilt when a source changed.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...env, ...overrides },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 40_000;
  while (!/Levy is listening on (\S+)/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Levy did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output, url: /Levy is listening on (\S+)/.exec(output)![1]! };
}

async function stop(started: Started): Promise<number | null> {
  const exited = new Promise<number | null>((r) => started.child.once('exit', (code) => r(code)));
  started.child.kill('SIGINT');
  return exited;
}

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'levy-e2e-'));
  env = { ...process.env, LEVY_HOME: home, PORT: '0', REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  delete env.ADMIN_TOKEN;
  delete env.LEVY_SECRET_KEY;
});
afterAll(async () => {
  await rm(home, { recursive: true, force: true });
  await deleteRedisKeys(REDIS_PREFIX);
});

describe('npm start on the embedded defaults', () => {
  it('starts, prints a working curl line, serves the CLI, stops cleanly, and keeps its data', async () => {
    const first = await start();
    const out = first.output();
    expect(out).toMatch(/database: pglite/);
    expect(out).toMatch(/Admin token \(generated, kept in .*admin-token\): \S{40,}/);
    expect(out).toMatch(/Demo seller sel_[a-z2-7]{26} created\. Its API key \(shown once\): levy_\S+/);

    const curl = out
      .split('\n')
      .find((l) => l.includes('customers/create'))!
      .trim()
      .replace('curl -s', 'curl -s -w "\\n%{http_code}"');
    const { stdout } = await run('sh', ['-c', curl]);
    expect(stdout.trim().split('\n').at(-1)).toBe('200');

    const quote = out
      .split('\n')
      .find((l) => l.includes('createEphemeral'))!
      .trim();
    const { stdout: quoted } = await run('sh', ['-c', quote]);
    expect(JSON.parse(quoted).taxAmountToCollect).toBe(888);

    const ready = await fetch(`${first.url}/readyz`);
    expect(ready.status).toBe(200);

    // The CLI must not open the embedded database a second time: it uses the server's admin API.
    const cli = await run(process.execPath, ['--import', 'tsx', 'src/cli/levy.ts', 'sellers', 'list', '--json'], { cwd: ROOT, env });
    expect(JSON.parse(cli.stdout).sellers).toEqual([expect.objectContaining({ name: 'Demo Seller' })]);

    expect(await stop(first)).toBe(0);
    expect(existsSync(join(home, 'server.json'))).toBe(false);
    expect(existsSync(join(home, 'db.lock'))).toBe(false);

    const second = await start();
    expect(second.output()).not.toMatch(/Demo seller/);
    expect(second.output()).toMatch(/Admin token: from .*admin-token/);
    const apiKey = /API key \(shown once\): (\S+)/.exec(out)![1]!;
    const got = await fetch(`${second.url}/v1/seller/customers/id:cus-1/get`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await got.json()).toEqual({ id: 'cus-1', name: 'Acme', emailAddress: null });
    expect(await stop(second)).toBe(0);
  }, 120_000);

  it('finishes a request that is in flight when Ctrl-C arrives', async () => {
    const levy = await start();
    const adminToken = (await readFile(join(home, 'admin-token'), 'utf8')).trim();
    const body = JSON.stringify({ limit: 5 });
    const url = new URL('/admin/v1/sellers/list', levy.url);
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on('error', reject);
      // Half the body now, the rest after the signal.
      req.write(body.slice(0, 5));
      setTimeout(() => {
        levy.child.kill('SIGINT');
        setTimeout(() => req.end(body.slice(5)), 300);
      }, 200);
    });
    const exited = new Promise<number | null>((r) => levy.child.once('exit', (code) => r(code)));
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).sellers).toHaveLength(1);
    expect(await exited).toBe(0);
  }, 60_000);

  it('exits with one line on a bad setting', async () => {
    const failure = await run(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: { ...env, PORT: 'abc' } }).catch((e) => e);
    expect(failure.code).toBe(1);
    expect(failure.stderr.trim()).toBe('levy: Invalid configuration: PORT: must be a port number');
  });

  it('exits with one line when an explicit REDIS_URL does not answer', async () => {
    const failure = await run(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: { ...env, REDIS_URL: 'redis://127.0.0.1:1', LEVY_HOME: join(home, 'no-redis') },
    }).catch((e) => e);
    expect(failure.code).toBe(1);
    expect(failure.stderr.trim()).toBe(
      'levy: Redis does not answer at REDIS_URL=redis://127.0.0.1:1: start it there or point REDIS_URL at a running Redis.',
    );
  });
});

describe('two API processes on one PostgreSQL', () => {
  it('share one seller budget and hear each other’s key revocations at once', async () => {
    const database = await createTestDatabase('postgres');
    const adminToken = 'e2e-admin-token-0123456789abcdef';
    // Two separate deployments of one process each (LEVY_API_PROCESSES: the cluster is tested below).
    const shared = {
      DATABASE_URL: database.url!,
      ADMIN_TOKEN: adminToken,
      LEVY_SECRET_KEY: 'cd'.repeat(32),
      LEVY_HOME: join(home, 'pg'),
      LEVY_API_PROCESSES: '1',
    };
    const [a, b] = await Promise.all([start(shared), start(shared)]);
    try {
      const post = (base: string, path: string, token: string, body: unknown = {}) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const { sellerId, apiKey } = (await (await post(a.url, '/admin/v1/sellers/create', adminToken, { name: 'Shared' })).json()) as {
        sellerId: string;
        apiKey: string;
        apiKeyId: string;
      };
      const statuses = await Promise.all(
        Array.from({ length: 16 }, (_, i) => post(i % 2 === 0 ? a.url : b.url, '/v1/seller/customers/list', apiKey).then((r) => r.status)),
      );
      // One budget of 10 a second between them (each alone would admit all 16). Never more; fewer
      // when the machine is so loaded that a process's block of permits expires before it is used
      // (src/http/rate-limit.ts: a lease is given up, never stretched past its second).
      const admitted = statuses.filter((s) => s === 200).length;
      expect(admitted).toBeLessThanOrEqual(10);
      expect(admitted).toBeGreaterThanOrEqual(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(16 - admitted);

      const extra = (await (await post(a.url, `/admin/v1/sellers/id:${sellerId}/apiKeys/create`, adminToken)).json()) as {
        sellerId: string;
        apiKey: string;
        apiKeyId: string;
      };
      await new Promise((r) => setTimeout(r, 1_100));
      expect((await post(b.url, '/v1/seller/customers/list', extra.apiKey)).status).toBe(200);
      await post(a.url, `/admin/v1/sellers/id:${sellerId}/apiKeys/id:${extra.apiKeyId}/revoke`, adminToken);
      await new Promise((r) => setTimeout(r, 100));
      expect((await post(b.url, '/v1/seller/customers/list', extra.apiKey)).status).toBe(401);
    } finally {
      await Promise.all([stop(a), stop(b)]);
      await database.drop();
    }
  }, 120_000);
});

describe('LEVY_API_PROCESSES', () => {
  it('runs that many API processes on one port, replaces one that dies, and stops them all on one SIGTERM', async () => {
    const database = await createTestDatabase('postgres');
    const started = await start({
      DATABASE_URL: database.url!,
      ADMIN_TOKEN: 'e2e-admin-token-0123456789abcdef',
      LEVY_SECRET_KEY: 'ef'.repeat(32),
      LEVY_HOME: join(home, 'cluster'),
      LEVY_API_PROCESSES: '2',
      LOG_LEVEL: 'info',
    });
    try {
      expect(started.output()).toContain('2 API processes');
      const pids = async () => {
        const before = started.output().length;
        // A new connection each (no keep-alive): the cluster hands out connections, not requests.
        const once = () =>
          new Promise<void>((resolve) => {
            const req = request(`${started.url}/healthz`, { agent: false, timeout: 2_000 }, (res) => res.resume().on('end', resolve));
            req
              .on('error', () => resolve())
              .on('timeout', () => req.destroy())
              .end();
          });
        await Promise.all(Array.from({ length: 12 }, once));
        await new Promise((r) => setTimeout(r, 200));
        return new Set(
          [
            ...started
              .output()
              .slice(before)
              .matchAll(/"pid":(\d+)[^\n]*"msg":"request"/g),
          ].map((m) => Number(m[1])),
        );
      };
      const serving = await pids();
      expect(serving.size).toBe(2);
      expect(serving.has(started.child.pid!)).toBe(false);

      const [victim] = [...serving];
      process.kill(victim!, 'SIGKILL');
      await expect.poll(async () => (await pids()).size, { timeout: 30_000, interval: 500 }).toBe(2);
      expect((await pids()).has(victim!)).toBe(false);
    } finally {
      const at = Date.now();
      const exited = new Promise<number | null>((r) => started.child.once('exit', (code) => r(code)));
      started.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - at).toBeLessThan(15_000);
      await database.drop();
    }
  }, 120_000);
});
