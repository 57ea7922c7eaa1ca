// createOrUpdate saving new transactions (3 lines, New York City) on local PostgreSQL over HTTP.
// Targets: at least 1,500 transactions per second, p99 at most 20 ms. Two runs, because with a
// closed loop of 50 connections latency is only connections / throughput (Little's law): the
// first saturates the server for its throughput, the second sends a steady 1,500/s (open loop) and
// measures latency.
import { load, openLoad, withScratchDatabase, startBenchLevy, writeResult, wrkPaced } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
// BENCH_RATE: a lower steady rate, to compare two versions' latency on a machine that cannot reach the target.
const TARGET_RATE = Number(process.env.BENCH_RATE ?? 1500);

export async function run(): Promise<Record<string, unknown>> {
  return withScratchDatabase(async (databaseUrl) => {
    const levy = await startBenchLevy({ LEVY_SECRET_KEY: 'ab'.repeat(32), DATABASE_URL: databaseUrl });
    try {
      const { apiKey } = await levy.seller({ registrations: ['us-NY'], products: [['saas', 'saasBusiness']] });
      let n = 0;
      const invoice = () => ({
        id: `inv-${process.pid}-${n++}`,
        currencyCode: 'USD',
        accountingDate: '2026-11-01',
        customerAddress: { country: 'US', city: 'New York', region: 'NY', postalCode: '10118' },
        lineItems: [1, 2, 3].map((i) => ({ id: `l${i}`, productExternalId: 'saas', amount: 1000 * i })),
      });
      const check = await levy.post('/v1/seller/transactions/createOrUpdate', apiKey, invoice());
      if (check.status !== 200) throw new Error(`createOrUpdate answered ${check.status}: ${await check.text()}`);
      const target = {
        url: `${levy.url}/v1/seller/transactions/createOrUpdate`,
        headers: { authorization: `Bearer ${apiKey}` },
        body: invoice(),
        setup: () => ({ body: JSON.stringify(invoice()) }),
        seconds: SECONDS,
        connections: CONNECTIONS,
      };
      const saturated = await load(target);
      const atTargetRate = await openLoad({
        url: target.url,
        rate: TARGET_RATE,
        seconds: SECONDS,
        connections: CONNECTIONS,
        setup: () => ({ body: JSON.stringify(invoice()), headers: target.headers }),
      });
      // The same rate from another generator in another process (wrk, if installed): a stall seen
      // by one generator and not the other is the generator's, not the server's.
      const template = JSON.stringify({ ...invoice(), id: '{ID}' });
      const atTargetRateByWrk = await wrkPaced({
        url: target.url,
        headers: target.headers,
        bodyTemplate: template,
        rate: TARGET_RATE,
        seconds: SECONDS,
        connections: 30,
      });
      const result = {
        connections: CONNECTIONS,
        seconds: SECONDS,
        saturated,
        atTargetRate,
        atTargetRateByWrk,
        targets: { transactionsPerSecond: TARGET_RATE, p99MsAtTargetRate: 20 },
      };
      await writeResult('create-or-update', result);
      return result;
    } finally {
      await levy.stop();
    }
  });
}
