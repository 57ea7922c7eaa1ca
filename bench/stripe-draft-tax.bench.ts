// Draft event -> right tax on the processor emulator's invoice, at 100 invoices/s, on local
// PostgreSQL with the workers inside the Levy process (`npm start`'s layout). The clock starts when
// the invoice's billable item exists (the moment it needs tax) and stops when the emulator reports
// an invoice.updated whose metadata says Levy has seen that version with tax on it. Events reach
// the bench through a second webhook endpoint, so no polling load is added.
// The integration runs in taxAmounts mode (the default for new integrations); BENCH_TAX_MODE=taxRate
// or lineItem measures the other modes (results in stripe-draft-tax-<mode>.json).
// Targets: p50 at most 50 ms, p99 at most 250 ms.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator } from '../src/emulator/server.ts';
import { BENCH_ADMIN_TOKEN, percentile, withScratchDatabase, startBenchLevy, writeResult } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const TAX_MODES = ['taxAmounts', 'taxRate', 'lineItem'] as const;
const TAX_MODE = (process.env.BENCH_TAX_MODE ?? 'taxAmounts') as (typeof TAX_MODES)[number];
if (!TAX_MODES.includes(TAX_MODE)) throw new Error(`BENCH_TAX_MODE must be one of ${TAX_MODES.join(', ')}`);
/**
 * Subscription-style invoices: a handful of plan prices (in taxRate mode Levy's tax rates are then
 * found, not created, after the first few; in taxAmounts mode every invoice reuses the same three
 * rates Stripe made from the tax rate data).
 */
const PLAN_PRICES = [1_900, 4_900, 9_900, 19_900, 49_900];

export async function run(): Promise<Record<string, unknown>> {
  return withScratchDatabase(async (databaseUrl) => {
    const emulator = await startEmulator();
    // BENCH_SERVER_LOG=debug prints the server's log (each job's queue wait and run time) at the end.
    const levy = await startBenchLevy({
      LEVY_SECRET_KEY: 'ef'.repeat(32),
      DATABASE_URL: databaseUrl,
      ...(process.env.BENCH_SERVER_LOG ? { LOG_LEVEL: process.env.BENCH_SERVER_LOG } : {}),
    });
    const started = new Map<string, number>();
    const latencies: number[] = [];
    const watcher = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        res.end();
        const event = JSON.parse(body) as {
          type: string;
          data: {
            object: {
              id: string;
              metadata?: Record<string, string>;
              total_taxes?: { amount: number }[];
              lines?: { data: { pricing?: { price_details?: { product?: string } } }[] };
            };
          };
        };
        const invoice = event.data.object;
        const t0 = started.get(invoice.id);
        const taxed =
          TAX_MODE === 'lineItem'
            ? (invoice.lines?.data ?? []).some((l) => l.pricing?.price_details?.product === 'tax')
            : (invoice.total_taxes ?? []).some((t) => t.amount > 0);
        if (t0 !== undefined && taxed && invoice.metadata?.svc_user_input_last_seen_by_svc === invoice.metadata?.svc_user_input) {
          latencies.push(performance.now() - t0);
          started.delete(invoice.id);
        }
      });
    });
    await new Promise<void>((resolve) => watcher.listen(0, '127.0.0.1', resolve));
    try {
      const { sellerId } = await levy.seller({
        accountingTimeZone: 'America/New_York',
        registrations: ['us-NY'],
        products: [['saas', 'saasBusiness']],
      });
      const stripeKey = `sk_test_bench_${randomBytes(6).toString('hex')}`;
      const stripe = emulator.client(stripeKey);
      await stripe.products.create({ id: 'saas', name: 'SaaS' });
      await stripe.products.create({ id: 'tax', name: 'Sales tax' });
      const created = await levy.post(`/admin/v1/sellers/id:${sellerId}/integrations/create`, BENCH_ADMIN_TOKEN, {
        type: 'stripe',
        stripeSecretKey: stripeKey,
        stripeApiBase: emulator.url,
        taxMode: TAX_MODE,
        ...(TAX_MODE === 'lineItem' ? { taxProductId: 'tax' } : {}),
      });
      if (created.status !== 200) throw new Error(`integration create answered ${created.status}: ${await created.text()}`);
      await stripe.webhookEndpoints.create({
        url: `http://127.0.0.1:${(watcher.address() as AddressInfo).port}/`,
        enabled_events: ['invoice.updated'],
      });
      const customers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          stripe.customers.create({
            name: `Buyer ${i}`,
            address: { line1: '350 5th Ave', city: 'New York', state: 'NY', postal_code: '10118', country: 'US' },
          }),
        ),
      );

      const one = async (i: number) => {
        const customer = customers[i % customers.length]!.id;
        const invoice = await stripe.invoices.create({ customer, auto_advance: false, metadata: { svc_user_input: `v${i}` } });
        await stripe.invoiceItems.create({
          customer,
          invoice: invoice.id,
          price_data: { currency: 'usd', product: 'saas', unit_amount: PLAN_PRICES[i % PLAN_PRICES.length]! },
        });
        started.set(invoice.id, performance.now());
      };
      // Warm-up (tax rate creation, JIT), not measured.
      await Promise.all(Array.from({ length: 20 }, (_, i) => one(1_000_000 + i)));
      await waitFor(() => started.size === 0, 20_000);
      latencies.length = 0;

      const total = RATE * SECONDS;
      const begin = performance.now();
      const inFlight: Promise<void>[] = [];
      for (let i = 0; i < total; i++) {
        const due = begin + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        inFlight.push(one(i));
      }
      await Promise.all(inFlight);
      await waitFor(() => started.size === 0, 30_000);
      const sorted = [...latencies].sort((a, b) => a - b);
      const result = {
        taxMode: TAX_MODE,
        seconds: SECONDS,
        offeredInvoicesPerSecond: RATE,
        invoices: total,
        taxed: sorted.length,
        notTaxedInTime: started.size,
        draftToTax: {
          p50Ms: percentile(sorted, 0.5),
          p90Ms: percentile(sorted, 0.9),
          p99Ms: percentile(sorted, 0.99),
          maxMs: percentile(sorted, 1),
        },
        targets: { p50Ms: 50, p99Ms: 250 },
      };
      await writeResult(TAX_MODE === 'taxAmounts' ? 'stripe-draft-tax' : `stripe-draft-tax-${TAX_MODE}`, result);
      return result;
    } finally {
      watcher.close();
      if (process.env.BENCH_SERVER_LOG) process.stdout.write(levy.output());
      await levy.stop();
      await emulator.close();
    }
  });
}

async function waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}
