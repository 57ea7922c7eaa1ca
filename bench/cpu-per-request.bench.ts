// CPU time per request of the server process: bare fastify answering a JSON POST against Levy's
// createEphemeral with 10 lines to New York City, both in the same run. CPU time (user + system,
// from /proc/<pid>/stat) over a fixed number of requests is the steadiest figure on a shared
// machine: it does not count the time the process waits for a core. Target (docs/benchmarks.md):
// Levy at most 3x the bare POST. A third figure, bare fastify taking the same body and answering
// the same text as Levy, is the floor any implementation on fastify pays for a request of this size.
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { newYorkInvoice, startBenchLevy, startServer, writeResult } from './support.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const WARMUP = Math.max(2_000, Math.round(REQUESTS / 5));
const CONNECTIONS = 16;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** User and system CPU seconds of a process so far. */
async function cpuSeconds(pid: number): Promise<{ user: number; system: number }> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at ") ".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / TICKS, system: Number(fields[12]) / TICKS };
}

async function fire(url: string, headers: Record<string, string>, body: unknown, amount: number): Promise<number> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    amount,
    connections: CONNECTIONS,
  });
  return result.non2xx + result.errors;
}

/**
 * Microseconds of server CPU per request, over `REQUESTS` requests after a warm-up, and the part
 * of it spent in the kernel (system time: mostly TCP over loopback, which grows with the answer).
 */
async function cpuPerRequest(
  pid: number,
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ micros: number; systemMicros: number }> {
  await fire(url, headers, body, WARMUP);
  const before = await cpuSeconds(pid);
  const failed = await fire(url, headers, body, REQUESTS);
  if (failed > 0) throw new Error(`${failed} requests to ${url} failed`);
  const after = await cpuSeconds(pid);
  const micros = (seconds: number) => Math.round((seconds * 1e6) / REQUESTS);
  return { micros: micros(after.user + after.system - before.user - before.system), systemMicros: micros(after.system - before.system) };
}

export async function run(): Promise<Record<string, unknown>> {
  // Workers off: only the API's own work is counted; Redis external, so no private redis-server.
  const levy = await startBenchLevy({ LEVY_WORKERS: 'off', REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
  const { apiKey, body } = await newYorkInvoice(levy);
  const path = '/v1/seller/transactions/createEphemeral';
  const answer = await (await levy.post(path, apiKey, body)).text();
  const hello = await startServer('bench/servers/hello.ts', { BENCH_ANSWER: answer }, /listening (\S+)/);
  try {
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const rounds: Record<string, number>[] = [];
    // Alternating rounds, so a slow spell of the machine falls on every server.
    for (let round = 0; round < ROUNDS; round++) {
      const helloCpu = await cpuPerRequest(hello.pid, `${hello.url}/hello`, {}, {});
      const sameSizeCpu = await cpuPerRequest(hello.pid, `${hello.url}/answer`, {}, body);
      const levyCpu = await cpuPerRequest(levy.pid, `${levy.url}${path}`, { authorization: `Bearer ${apiKey}` }, body);
      rounds.push({
        helloMicros: helloCpu.micros,
        helloSystemMicros: helloCpu.systemMicros,
        sameSizeMicros: sameSizeCpu.micros,
        sameSizeSystemMicros: sameSizeCpu.systemMicros,
        createEphemeralMicros: levyCpu.micros,
        createEphemeralSystemMicros: levyCpu.systemMicros,
        ratio: ratio(levyCpu.micros, helloCpu.micros),
        sameSizeRatio: ratio(sameSizeCpu.micros, helloCpu.micros),
      });
    }
    const median = (key: string) => rounds.map((r) => r[key]!).sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
    const result = {
      requestsPerRound: REQUESTS,
      connections: CONNECTIONS,
      answerBytes: Buffer.byteLength(answer),
      rounds,
      medianRatio: median('ratio'),
      medianSameSizeRatio: median('sameSizeRatio'),
      target: { ratioAtMost: 3 },
    };
    await writeResult('cpu-per-request', result);
    return result;
  } finally {
    await levy.stop();
    await hello.stop();
  }
}
