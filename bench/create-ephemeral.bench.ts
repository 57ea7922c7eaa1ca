// createEphemeral with 10 lines to a US local address over HTTP, against bare fastify in the same
// run. Targets: throughput at least 60% of hello-world, p99 at most 5 ms at 50 connections.
import { helloWorldBaseline, load, startBenchLevy, writeResult } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

export async function run(): Promise<Record<string, unknown>> {
  const baseline = await helloWorldBaseline(SECONDS, CONNECTIONS);

  const levy = await startBenchLevy();
  try {
    const { apiKey } = await levy.seller({ accountingTimeZone: 'America/New_York', registrations: ['us-NY'], products: [['saas', 'saasBusiness'], ['download', 'digitalGoods'], ['goods', 'tangibleGoods']] });
    const body = {
      currencyCode: 'USD',
      accountingDate: '2026-11-01',
      customerAddress: { country: 'US', line1: '350 5th Ave', city: 'New York', region: 'NY', postalCode: '10118' },
      lineItems: Array.from({ length: 10 }, (_, i) => ({ id: `line-${i}`, productExternalId: ['saas', 'download', 'goods'][i % 3], amount: 1999 + i * 1000 })),
    };
    const check = await levy.post('/v1/seller/transactions/createEphemeral', apiKey, body);
    if (check.status !== 200) throw new Error(`createEphemeral answered ${check.status}: ${await check.text()}`);
    const ephemeral = await load({ url: `${levy.url}/v1/seller/transactions/createEphemeral`, headers: { authorization: `Bearer ${apiKey}` }, body, seconds: SECONDS, connections: CONNECTIONS });
    const result = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      baselineHelloWorld: baseline,
      createEphemeral10Lines: ephemeral,
      throughputRatio: Math.round((ephemeral.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100,
      targets: { throughputRatio: 0.6, p99Ms: 5 },
    };
    await writeResult('create-ephemeral', result);
    return result;
  } finally {
    await levy.stop();
  }
}
