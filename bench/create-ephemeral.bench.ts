// createEphemeral with 10 lines to a US local address over HTTP, against bare fastify in the same
// run. Targets: throughput at least 60% of hello-world, p99 at most 5 ms at 50 connections.
import { helloWorldBaseline, load, newYorkInvoice, startBenchLevy, writeResult } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

export async function run(): Promise<Record<string, unknown>> {
  const baseline = await helloWorldBaseline(SECONDS, CONNECTIONS);

  const levy = await startBenchLevy();
  try {
    const { apiKey, body } = await newYorkInvoice(levy);
    const ephemeral = await load({
      url: `${levy.url}/v1/seller/transactions/createEphemeral`,
      headers: { authorization: `Bearer ${apiKey}` },
      body,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
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
