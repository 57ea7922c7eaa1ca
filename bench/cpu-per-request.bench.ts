// CPU time per request of the server process: bare fastify answering a JSON POST against Levy's
// createEphemeral with 10 lines to New York City, both in the same run. CPU time (user + system,
// from /proc/<pid>/stat) over a fixed number of requests is the steadiest figure on a shared
// machine: it does not count the time the process waits for a core. Target (issue 15): Levy at
// most 3x the bare POST.
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
  const result = await autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), amount, connections: CONNECTIONS });
  return result.non2xx + result.errors;
}

/**
 * Microseconds of server CPU per request, over `REQUESTS` requests after a warm-up, and the part
 * of it spent in the kernel (system time: mostly TCP over loopback, which grows with the answer).
 */
async function cpuPerRequest(pid: number, url: string, headers: Record<string, string>, body: unknown): Promise<{ micros: number; systemMicros: number }> {
  await fire(url, headers, body, WARMUP);
  const before = await cpuSeconds(pid);
  const failed = await fire(url, headers, body, REQUESTS);
  if (failed > 0) throw new Error(`${failed} requests to ${url} failed`);
  const after = await cpuSeconds(pid);
  const micros = (seconds: number) => Math.round((seconds * 1e6) / REQUESTS);
  return { micros: micros(after.user + after.system - before.user - before.system), systemMicros: micros(after.system - before.system) };
}

export async function run(): Promise<Record<string, unknown>> {
  const hello = await startServer('bench/servers/hello.ts', {}, /listening (\S+)/);
  // Workers off: only the API's own work is counted; Redis external, so no private redis-server.
  const levy = await startBenchLevy({ LEVY_WORKERS: 'off', REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
  try {
    const { apiKey, body } = await newYorkInvoice(levy);
    const rounds: { helloMicros: number; helloSystemMicros: number; createEphemeralMicros: number; createEphemeralSystemMicros: number; ratio: number }[] = [];
    // Alternating rounds, so a slow spell of the machine falls on both servers.
    for (let round = 0; round < ROUNDS; round++) {
      const helloCpu = await cpuPerRequest(hello.pid, `${hello.url}/hello`, {}, {});
      const levyCpu = await cpuPerRequest(levy.pid, `${levy.url}/v1/seller/transactions/createEphemeral`, { authorization: `Bearer ${apiKey}` }, body);
      rounds.push({
        helloMicros: helloCpu.micros,
        helloSystemMicros: helloCpu.systemMicros,
        createEphemeralMicros: levyCpu.micros,
        createEphemeralSystemMicros: levyCpu.systemMicros,
        ratio: Math.round((levyCpu.micros / helloCpu.micros) * 100) / 100,
      });
    }
    const ratios = rounds.map((r) => r.ratio).sort((a, b) => a - b);
    const result = {
      requestsPerRound: REQUESTS,
      connections: CONNECTIONS,
      rounds,
      medianRatio: ratios[Math.floor(ratios.length / 2)],
      target: { ratioAtMost: 3 },
    };
    await writeResult('cpu-per-request', result);
    return result;
  } finally {
    await levy.stop();
    await hello.stop();
  }
}
