// Webhook receipt on local PostgreSQL: signed invoice events at a steady 1,000 events/s (open loop), each a new
// event id (so each is verified, stored in the inbox and enqueued). Target: p99 at most 10 ms.
// Workers are off in the receiving process, as in a scaled-out deployment where they run apart.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { startEmulator } from '../src/emulator/server.ts';
import { openLoad, withScratchDatabase, startBenchLevy, writeResult, BENCH_ADMIN_TOKEN } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 1000;
const CONNECTIONS = 50;

export async function run(): Promise<Record<string, unknown>> {
  return withScratchDatabase(async (databaseUrl) => {
    const levy = await startBenchLevy({ LEVY_SECRET_KEY: 'cd'.repeat(32), DATABASE_URL: databaseUrl, LEVY_WORKERS: 'off' });
    // Creating an integration asks Stripe which account the key opens: the emulator answers.
    const emulator = await startEmulator();
    try {
      const { sellerId } = await levy.seller({ registrations: [], products: [] });
      const secret = `whsec_${randomBytes(24).toString('base64')}`;
      const created = (await (
        await levy.post(`/admin/v1/sellers/id:${sellerId}/integrations/create`, BENCH_ADMIN_TOKEN, {
          type: 'stripe',
          stripeSecretKey: 'sk_test_bench',
          stripeApiBase: emulator.url,
          taxMode: 'taxRate',
          webhookSecret: secret,
        })
      ).json()) as { integrationId: string };
      let n = 0;
      const signed = () => {
        const i = n++;
        const payload = JSON.stringify({
          id: `evt_bench_${process.pid}_${i}`,
          object: 'event',
          api_version: '2026-10-28.endive',
          created: Math.floor(Date.now() / 1000),
          type: 'invoice.updated',
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          data: { object: { id: `in_bench_${i % 5000}`, object: 'invoice', status: 'draft', metadata: { svc_user_input: String(i) } } },
        });
        return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
      };
      const target = `${levy.url}/v1/integrations/id:${created.integrationId}/webhook`;
      const check = signed();
      const first = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': check.signature },
        body: check.payload,
      });
      if (first.status !== 200) throw new Error(`webhook answered ${first.status}: ${await first.text()}`);
      const receipt = await openLoad({
        url: target,
        seconds: SECONDS,
        connections: CONNECTIONS,
        rate: RATE,
        setup: () => {
          const { payload, signature } = signed();
          return { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
        },
      });
      const result = {
        seconds: SECONDS,
        offeredEventsPerSecond: RATE,
        connections: CONNECTIONS,
        receipt,
        targets: { eventsPerSecond: RATE, p99Ms: 10 },
      };
      await writeResult('webhook-receipt', result);
      return result;
    } finally {
      await levy.stop();
      await emulator.close();
    }
  });
}
