// What Levy's request pipeline (auth from cache, Redis rate limit, zod validation, error model)
// costs against bare fastify: customers/get on the embedded database vs a hello-world POST,
// measured in the same run on the same machine. The figure is the throughput ratio.
import { helloWorldBaseline, load, startBenchLevy, writeResult } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

export async function run(): Promise<Record<string, unknown>> {
  const baseline = await helloWorldBaseline(SECONDS, CONNECTIONS);

  const levy = await startBenchLevy();
  try {
    const { apiKey } = await levy.seller({ registrations: [], products: [] });
    await levy.post('/v1/seller/customers/create', apiKey, { id: 'cus-bench', name: 'Bench Customer' });
    const levyGet = await load({
      url: `${levy.url}/v1/seller/customers/id:cus-bench/get`,
      headers: { authorization: `Bearer ${apiKey}` },
      body: {},
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    const result = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      baselineHelloWorld: baseline,
      levyCustomersGet: levyGet,
      throughputRatio: Math.round((levyGet.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100,
    };
    await writeResult('api-overhead', result);
    return result;
  } finally {
    await levy.stop();
  }
}
