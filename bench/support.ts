// Shared pieces of the benchmarks: servers in child processes (so the load generator does not
// share their event loop), autocannon runs, and result files with ratios, not absolute times.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { pino } from 'pino';
import { createAppContext, type AppContext } from '../src/context.ts';
import { noQueues } from '../src/queue/queues.ts';
import { openDatabase } from '../src/store/database.ts';
import { deleteRedisKeys } from '../test/support/levy.ts';

export const ROOT = join(import.meta.dirname, '..');

export interface Server {
  url: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/** Starts `node --import tsx <script>` and waits for the line that names its URL. */
export async function startServer(script: string, env: NodeJS.ProcessEnv, urlPattern: RegExp): Promise<Server> {
  // BENCH_PROFILE=<dir> writes a V8 CPU profile of each server to <dir> (open it in Chrome's DevTools).
  // BENCH_NODE_ARGS adds other Node flags to the servers (e.g. --trace-gc); BENCH_SERVER_OUTPUT=<file>
  // appends each server's output (logs, GC trace) to <file> when it stops.
  const profile = [
    ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  // Compiled JavaScript (dist/, as the image runs it) runs on plain Node; sources through tsx.
  const loader = script.endsWith('.js') ? [] : ['--import', 'tsx'];
  const child: ChildProcess = spawn(process.execPath, [...profile, ...loader, script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  while (!urlPattern.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${script} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: urlPattern.exec(output)![1]!,
    pid: child.pid!,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }).then(() =>
        process.env.BENCH_SERVER_OUTPUT
          ? appendFile(process.env.BENCH_SERVER_OUTPUT, `== ${script} (pid ${child.pid})\n${output}`)
          : undefined,
      ),
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms?: number;
  p99Ms: number;
  maxMs?: number;
  non2xx: number;
}

export async function load(options: {
  url: string;
  body: unknown;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  /** A new body (and headers) for each request, e.g. a fresh transaction id or a fresh signature. */
  setup?: () => { body: string; headers?: Record<string, string> };
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify(options.body),
    duration: options.seconds,
    connections: options.connections,
    ...(options.setup !== undefined
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const next = options.setup!();
                return { ...req, body: next.body, headers: { ...req.headers, ...next.headers } };
              },
            },
          ],
        }
      : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * Open-loop load: requests leave at evenly spaced times whatever the answers do (autocannon's
 * `overallRate` instead lets each connection send flat out until its per-second quota is used, so
 * it measures bursts). Latency counts from when a request was due, so a stalled server cannot hide
 * its queue (no coordinated omission).
 */
export async function openLoad(options: {
  url: string;
  rate: number;
  seconds: number;
  /** Sockets kept open; a request waits for a free one (and that wait counts). */
  connections: number;
  setup: () => { body: string; headers?: Record<string, string> };
  /** Seconds at the same rate before measuring (connections, JIT, pools, prepared statements). */
  warmupSeconds?: number;
}): Promise<LoadResult> {
  const { warmupSeconds = 2 } = options;
  if (warmupSeconds > 0) await openLoad({ ...options, seconds: warmupSeconds, warmupSeconds: 0 });
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let non2xx = 0;
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const { body, headers } = options.setup();
      const req = request(
        options.url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        non2xx++;
        resolve();
      });
      req.end(body);
    });
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; ) {
    const now = performance.now();
    for (; i < total && start + i * interval <= now; i++) inFlight.push(send(start + i * interval));
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(total / elapsed),
    p50Ms: percentile(sorted, 0.5),
    p90Ms: percentile(sorted, 0.9),
    p99Ms: percentile(sorted, 0.99),
    maxMs: percentile(sorted, 1),
    non2xx,
  };
}

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Runs `work` on a fresh database of the benchmark's PostgreSQL (BENCH_POSTGRES_URL), dropped afterwards whatever happens. */
export async function withScratchDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `levy_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * A migrated scratch database with a raw client for bulk loading and an app context for calling use
 * cases in process, and the seller `sel_bench` with a filing `fil_bench` of `filing`'s jurisId and period.
 */
export async function withFilingBench<T>(
  filing: { jurisId: string; jurisFilingId: string; name: string; begin: string; endInclusive: string },
  work: (bench: { raw: pg.Client; ctx: AppContext }) => Promise<T>,
): Promise<T> {
  return withScratchDatabase(async (databaseUrl) => {
    const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
    const raw = new pg.Client({ connectionString: databaseUrl });
    try {
      await db.migrate();
      await raw.connect();
      await raw.query(`INSERT INTO sellers (id, name, "updatedAt") VALUES ('sel_bench', 'Bench', now())`);
      await raw.query(
        `INSERT INTO filings (id, "sellerId", "jurisId", "jurisFilingId", name, "periodBegin", "periodEndInclusive", "currencyCode") VALUES ('fil_bench', 'sel_bench', $1, $2, $3, $4, $5, 'USD')`,
        [filing.jurisId, filing.jurisFilingId, filing.name, filing.begin, filing.endInclusive],
      );
      const ctx = createAppContext({
        prisma: db.prisma,
        secretKey: randomBytes(32),
        publicUrl: '',
        log: pino({ level: 'silent' }),
        redisPrefix: 'bench:',
        queues: noQueues,
      });
      return await work({ raw, ctx });
    } finally {
      await raw.end();
      await db.close();
    }
  });
}

/** The value at fraction `p` of ascending `sorted`, to 0.01 ms. */
export function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 100) / 100;
}

export async function writeResult(name: string, result: unknown): Promise<void> {
  const dir = join(ROOT, 'bench', 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, `${name}.json`),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...(result as object) }, null, 2)}\n`,
  );
}

export const BENCH_ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';

export interface BenchLevy {
  url: string;
  /** The server process, for its memory. */
  pid: number;
  /** POST with a bearer token; JSON in, Response out. */
  post(path: string, token: string, body: unknown): Promise<Response>;
  /** A seller with a high rate limit, its registrations and products. */
  seller(setup: {
    accountingTimeZone?: string;
    registrations: string[];
    products: [string, string][];
  }): Promise<{ sellerId: string; apiKey: string }>;
  stop(): Promise<void>;
  /** What the server printed (its log at LOG_LEVEL, warn unless the env says otherwise). */
  output(): string;
}

/** `npm start`'s process under a temporary LEVY_HOME (PGlite unless `env` names a DATABASE_URL). */
/**
 * Levy's API on its own database. `compiled` runs the build (`npm run build`, dist/) as the
 * production image does, for figures such as memory that the development loader (tsx) inflates.
 */
export async function startBenchLevy(env: NodeJS.ProcessEnv = {}, { compiled = false }: { compiled?: boolean } = {}): Promise<BenchLevy> {
  const home = await mkdtemp(join(tmpdir(), 'levy-bench-'));
  // A prefix of its own, deleted at the end: jobs a run left queued (a bench with workers off
  // leaves thousands) must not sit in front of the next run's jobs.
  const redisPrefix = `levy-bench:${randomBytes(4).toString('hex')}:`;
  const server = await startServer(
    compiled ? 'dist/src/main.js' : 'src/main.ts',
    {
      LEVY_HOME: home,
      PORT: '0',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
      REDIS_PREFIX: redisPrefix,
      LEVY_API_PROCESSES: '1',
      ...env,
    },
    /Levy is listening on (\S+)/,
  );
  const post = (path: string, token: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    url: server.url,
    pid: server.pid,
    post,
    output: () => server.output(),
    async seller(setup) {
      const created = (await (
        await post('/admin/v1/sellers/create', BENCH_ADMIN_TOKEN, {
          name: 'Bench',
          rateLimitPerSecond: 100_000,
          ...(setup.accountingTimeZone ? { accountingTimeZone: setup.accountingTimeZone } : {}),
        })
      ).json()) as { sellerId: string; apiKey: string };
      for (const jurisId of setup.registrations) {
        await post(`/admin/v1/sellers/id:${created.sellerId}/registrations/add`, BENCH_ADMIN_TOKEN, {
          jurisId,
          collectingFrom: '2020-01-01',
          filingFrequency: 'monthly',
        });
      }
      for (const [externalId, id] of setup.products) {
        await post('/v1/seller/products/create', created.apiKey, { externalId, taxCategoryId: { type: 'standard', id }, name: externalId });
      }
      return created;
    },
    async stop() {
      await server.stop();
      await rm(home, { recursive: true, force: true });
      // Nothing to delete when the Redis was the run's own private server: it stopped with it.
      await deleteRedisKeys(redisPrefix, env.REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').catch(() => {});
    },
  };
}

/** The baseline every HTTP figure is a ratio of: bare fastify answering a JSON POST. */
export async function helloWorldBaseline(seconds: number, connections: number): Promise<LoadResult> {
  const hello = await startServer('bench/servers/hello.ts', {}, /listening (\S+)/);
  try {
    return await load({ url: `${hello.url}/hello`, body: {}, seconds, connections });
  } finally {
    await hello.stop();
  }
}

/**
 * The invoice the createEphemeral figures are measured on: 10 lines (SaaS, downloads, goods) to
 * New York City, for a seller registered there. Checked once, so a broken setup fails loudly.
 */
export async function newYorkInvoice(levy: BenchLevy): Promise<{ apiKey: string; body: Record<string, unknown> }> {
  const { apiKey } = await levy.seller({
    accountingTimeZone: 'America/New_York',
    registrations: ['us-NY'],
    products: [
      ['saas', 'saasBusiness'],
      ['download', 'digitalGoods'],
      ['goods', 'tangibleGoods'],
    ],
  });
  const body = {
    currencyCode: 'USD',
    accountingDate: '2026-11-01',
    customerAddress: { country: 'US', line1: '350 5th Ave', city: 'New York', region: 'NY', postalCode: '10118' },
    lineItems: Array.from({ length: 10 }, (_, i) => ({
      id: `line-${i}`,
      productExternalId: ['saas', 'download', 'goods'][i % 3],
      amount: 1999 + i * 1000,
    })),
  };
  const check = await levy.post('/v1/seller/transactions/createEphemeral', apiKey, body);
  if (check.status !== 200) throw new Error(`createEphemeral answered ${check.status}: ${await check.text()}`);
  return { apiKey, body };
}

/** The threshold figures of a seeded seller, summed from its transactions' exposure as a rebuild would. */
export async function seedThresholdFigures(db: pg.Client, sellerId: string): Promise<void> {
  for (const [table, unit] of [
    ['threshold_sales_days', 'e.d'],
    ['threshold_sales_months', `date_trunc('month', e.d)::date`],
  ] as const) {
    await db.query(
      `INSERT INTO ${table} ("sellerId", "jurisId", ${table === 'threshold_sales_days' ? 'day' : 'month'}, gross, taxable, "transactionCount", "unconvertedCount")
       SELECT $1, e.j, ${unit}, sum(e.g), sum(e.t), sum(e.n), sum(e.u) FROM transactions t CROSS JOIN jsonb_to_recordset(t.exposure) AS e(j text, d date, g bigint, t bigint, n int, u int)
       WHERE t."sellerId" = $1 GROUP BY 2, 3`,
      [sellerId],
    );
  }
}

/** Busy CPU ticks of the whole machine (all cores, every process and the kernel) and the clock. */
export async function machineCpu(): Promise<{ busyTicks: number; at: number }> {
  const [, ...fields] = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  return { busyTicks: ticks.slice(0, 8).reduce((a, b) => a + b, 0) - ticks[3]! - ticks[4]!, at: performance.now() };
}

/** Cores kept busy between two readings of machineCpu (USER_HZ is 100 on Linux). */
export function busyCores(before: { busyTicks: number; at: number }, after: { busyTicks: number; at: number }): number {
  return Math.round(((after.busyTicks - before.busyTicks) / 100 / ((after.at - before.at) / 1000)) * 100) / 100;
}

/** Whether Debian's `wrk` is installed (the wrk rows are skipped without it). */
async function hasWrk(): Promise<boolean> {
  return new Promise<boolean>((resolve) =>
    execFile('wrk', ['--version'], (err) => resolve(err === null || (err as { code?: unknown }).code === 1)),
  );
}

interface WrkRun {
  url: string;
  headers: Record<string, string>;
  /** Each request's body; `{ID}` becomes an id unique across threads and requests. */
  bodyTemplate: string;
  seconds: number;
  connections: number;
  threads: number;
  /** Milliseconds each connection waits between answer and next request (none: closed loop). */
  delayMs?: number;
}

/** Runs wrk (C, event loop: a few microseconds of CPU per request, where autocannon takes tens). */
async function runWrk(
  options: WrkRun,
): Promise<{ requestsPerSecond: number; non2xx: number; p50Ms: number; p90Ms: number; p99Ms: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'levy-wrk-'));
  // Each thread numbers its own requests; the table address makes the ids unique across threads.
  const script = `local n = 0
local thread = tostring({}):gsub('%W', '')
wrk.method = 'POST'
${Object.entries({ 'content-type': 'application/json', ...options.headers })
  .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
  .join('\n')}
local template = ${JSON.stringify(options.bodyTemplate)}
local varies = template:find('{ID}', 1, true) ~= nil
local fixed
request = function()
  -- Formatted on first use: wrk adds the Host header only after the script has loaded.
  if not varies then
    fixed = fixed or wrk.format(nil, nil, nil, template)
    return fixed
  end
  n = n + 1
  return wrk.format(nil, nil, nil, (template:gsub('{ID}', 'wrk-' .. thread .. '-' .. n)))
end
${options.delayMs !== undefined ? `delay = function() return ${options.delayMs} end` : ''}
`;
  await writeFile(join(dir, 'run.lua'), script);
  try {
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        'wrk',
        [`-t${options.threads}`, `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '-s', join(dir, 'run.lua'), options.url],
        { timeout: (options.seconds + 30) * 1000 },
        (err, stdout) => (err ? reject(err) : resolve(stdout)),
      ),
    );
    const ms = (p: string) => {
      const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(output);
      if (m === null) return NaN;
      return Math.round(Number(m[1]) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[m[2]!]! * 100) / 100;
    };
    return {
      requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1])),
      // wrk counts answers outside 2xx and 3xx itself, and prints the line only when there are any.
      non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
      p50Ms: ms('50'),
      p90Ms: ms('90'),
      p99Ms: ms('99'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A second, independent load generator (Debian's `wrk`, when installed): `connections` connections
 * that each wait between requests so that about `rate` requests a second leave while answers take
 * about 10 ms. Latency is counted from each request's send (wrk does not correct
 * for coordinated omission), which is why it is a cross-check of openLoad, not a replacement.
 */
export async function wrkPaced(options: {
  url: string;
  headers: Record<string, string>;
  bodyTemplate: string;
  rate: number;
  seconds: number;
  connections: number;
}): Promise<{ requestsPerSecond: number; p50Ms: number; p90Ms: number; p99Ms: number } | null> {
  if (!(await hasWrk())) return null;
  // A connection's cycle is its wait plus the answer's latency, taken as about 10 ms here: the
  // achieved rate is reported, so a slower answer shows as a lower rate, not as a wrong figure.
  const delayMs = Math.max(1, Math.round((options.connections * 1000) / options.rate) - 10);
  const { non2xx: _, ...result } = await runWrk({ ...options, threads: 2, delayMs });
  return result;
}

/** Closed-loop throughput with wrk on one thread (at most one core of the generator), or null without wrk. */
export async function wrkLoad(options: {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  seconds: number;
  connections: number;
}): Promise<{ requestsPerSecond: number; non2xx: number; p99Ms: number } | null> {
  if (!(await hasWrk())) return null;
  const { requestsPerSecond, non2xx, p99Ms } = await runWrk({ ...options, bodyTemplate: JSON.stringify(options.body), threads: 1 });
  return { requestsPerSecond, non2xx, p99Ms };
}
