// Throughput of createEphemeral (10 lines to New York City) with one API process and with two
// (LEVY_API_PROCESSES, node:cluster), on PostgreSQL, with the same load generator in the same run.
// Target (docs/benchmarks.md): two processes at least 1.7x one. On a 2-core machine the generator itself
// needs a share of the cores, which caps what a second API process can add: so each round runs two
// generators, autocannon (Node, tens of microseconds of CPU per request) and wrk (C, a few, when
// installed), each against one process and two. With wrk it also reads how many cores the whole
// machine kept busy: with one API process it already keeps more than one busy (the generator, the
// kernel's network work, Redis), which is what a second process cannot have here.
import { availableParallelism } from 'node:os';
import { busyCores, load, machineCpu, newYorkInvoice, startBenchLevy, withScratchDatabase, wrkLoad, writeResult } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
  /** Cores the whole machine kept busy meanwhile, and answers per busy core-second (wrk only). */
  busyCores?: number;
  perBusyCore?: number;
}

async function throughput(databaseUrl: string, processes: number): Promise<{ autocannon: Throughput; wrk: Throughput | null }> {
  const levy = await startBenchLevy({
    DATABASE_URL: databaseUrl,
    LEVY_API_PROCESSES: String(processes),
    LEVY_WORKERS: 'off',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  try {
    const { apiKey, body } = await newYorkInvoice(levy);
    const options = {
      url: `${levy.url}/v1/seller/transactions/createEphemeral`,
      headers: { authorization: `Bearer ${apiKey}` },
      body,
      connections: CONNECTIONS,
    };
    await load({ ...options, seconds: 3 });
    const result = await load({ ...options, seconds: SECONDS });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
    const before = await machineCpu();
    const wrk = await wrkLoad({ ...options, seconds: SECONDS });
    const cores = busyCores(before, await machineCpu());
    if (wrk !== null && wrk.non2xx > 0) throw new Error(`${wrk.non2xx} answers to wrk were not 2xx`);
    return {
      autocannon: { requestsPerSecond: result.requestsPerSecond, p99Ms: result.p99Ms },
      wrk: wrk && {
        requestsPerSecond: wrk.requestsPerSecond,
        p99Ms: wrk.p99Ms,
        busyCores: cores,
        perBusyCore: Math.round(wrk.requestsPerSecond / cores),
      },
    };
  } finally {
    await levy.stop();
  }
}

const ratio = (two: Throughput | null, one: Throughput | null) =>
  two === null || one === null ? null : Math.round((two.requestsPerSecond / one.requestsPerSecond) * 100) / 100;

export async function run(): Promise<Record<string, unknown>> {
  return withScratchDatabase(async (databaseUrl) => {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const one = await throughput(databaseUrl, 1);
      const two = await throughput(databaseUrl, 2);
      rounds.push({ one, two, ratio: { autocannon: ratio(two.autocannon, one.autocannon), wrk: ratio(two.wrk, one.wrk) } });
    }
    const result = { cores: availableParallelism(), connections: CONNECTIONS, seconds: SECONDS, rounds, target: { ratioAtLeast: 1.7 } };
    await writeResult('api-processes', result);
    return result;
  });
}
