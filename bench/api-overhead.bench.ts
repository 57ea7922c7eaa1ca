// What Levy's request pipeline (auth from cache, Redis rate limit, zod validation, error model)
// costs against bare fastify: customers/get on the embedded database vs a hello-world POST,
// measured in the same run on the same machine. The figure is the throughput ratio.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, startServer, writeResult } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

export async function run(): Promise<Record<string, unknown>> {
  const hello = await startServer('bench/servers/hello.ts', {}, /listening (\S+)/);
  const baseline = await load({ url: `${hello.url}/hello`, body: {}, seconds: SECONDS, connections: CONNECTIONS });
  await hello.stop();

  const home = await mkdtemp(join(tmpdir(), 'levy-bench-'));
  const adminToken = 'bench-admin-token-0123456789abcdef';
  const levy = await startServer(
    'src/main.ts',
    { LEVY_HOME: home, PORT: '0', LOG_LEVEL: 'warn', ADMIN_TOKEN: adminToken, REDIS_PREFIX: 'levy-bench:' },
    /Levy is listening on (\S+)/,
  );
  try {
    const post = (path: string, token: string, body: unknown) =>
      fetch(`${levy.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const seller = (await (await post('/admin/v1/sellers/create', adminToken, { name: 'Bench', rateLimitPerSecond: 100_000 })).json()) as { apiKey: string };
    await post('/v1/seller/customers/create', seller.apiKey, { id: 'cus-bench', name: 'Bench Customer' });
    const levyGet = await load({
      url: `${levy.url}/v1/seller/customers/id:cus-bench/get`,
      headers: { authorization: `Bearer ${seller.apiKey}` },
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
    await rm(home, { recursive: true, force: true });
  }
}
