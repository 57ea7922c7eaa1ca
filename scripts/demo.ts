// `npm run demo`: Levy and the Stripe processor emulator side by side, on throwaway embedded
// defaults. A customer in New York City gets a subscription-style draft invoice; the demo shows
// the tax Levy puts on it, the metadata protocol's answer, then finalizes it and shows the
// transaction Levy recorded. Then a subscription is started with tax on its first invoice (which
// Stripe finalizes at once): prepareTax, subscriptions.create, the record, and Levy taking its
// prepared rates off the subscription. Everything goes through the real stripe SDK and Levy's HTTP API.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Stripe from 'stripe';
import { loadConfig } from '../src/config.ts';
import { startEmulator } from '../src/emulator/server.ts';
import { startLevy } from '../src/runtime/levy.ts';
import { createLogger } from '../src/runtime/logger.ts';

const say = (text: string) => process.stdout.write(`${text}\n`);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const home = await mkdtemp(join(tmpdir(), 'levy-demo-'));
const adminToken = randomBytes(16).toString('hex');
const emulator = await startEmulator();
const config = await loadConfig({
  ...process.env,
  LEVY_HOME: home,
  PORT: '0',
  ADMIN_TOKEN: adminToken,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  REDIS_PREFIX: `levy-demo-${randomBytes(3).toString('hex')}:`,
});
const levy = await startLevy(config, createLogger(config.logLevel));
try {
  const call = async (path: string, token: string, body: unknown = {}) => {
    const res = await fetch(`${levy.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<any>;
  };
  say(`Levy ${levy.url} (database ${levy.db.kind}) and the Stripe emulator ${emulator.url} are running.\n`);

  const seller = await call('/admin/v1/sellers/create', adminToken, { name: 'Demo Software Inc.', accountingTimeZone: 'America/New_York' });
  await call(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, adminToken, {
    jurisId: 'us-NY',
    collectingFrom: '2020-01-01',
    filingFrequency: 'monthly',
  });
  await call('/v1/seller/products/create', seller.apiKey, {
    externalId: 'pro-plan',
    name: 'Pro plan',
    taxCategoryId: { type: 'standard', id: 'saasBusiness' },
  });

  const stripeKey = `sk_test_demo_${randomBytes(6).toString('hex')}`;
  const stripe = emulator.client(stripeKey);
  await stripe.products.create({ id: 'pro-plan', name: 'Pro plan' });
  const integration = await call(`/admin/v1/sellers/id:${seller.sellerId}/integrations/create`, adminToken, {
    type: 'stripe',
    stripeSecretKey: stripeKey,
    stripeApiBase: emulator.url,
  });
  say(
    `1. Seller registered in New York; Stripe connected (integration ${integration.integrationId}, webhook endpoint ${integration.webhookEndpointId}).`,
  );

  const customer = await stripe.customers.create({
    name: 'Ada Buyer',
    email: 'ada@example.com',
    address: { line1: '350 5th Ave', city: 'New York', state: 'NY', postal_code: '10118', country: 'US' },
  });
  const draft = await stripe.invoices.create({
    customer: customer.id,
    auto_advance: false,
    collection_method: 'send_invoice',
    days_until_due: 30,
    metadata: { svc_user_input: 'order-42-v1' },
  });
  await stripe.invoiceItems.create({
    customer: customer.id,
    invoice: draft.id,
    description: 'Pro plan, monthly',
    price_data: { currency: 'usd', product: 'pro-plan', unit_amount: 12_000 },
  });
  say(`2. Draft invoice ${draft.id} for ${customer.name} (New York, NY 10118): Pro plan ${money(12_000)}, svc_user_input = order-42-v1.`);

  const taxed: Stripe.Invoice = await until('the tax', async () => {
    const invoice = await stripe.invoices.retrieve(draft.id);
    return invoice.metadata?.svc_user_input_last_seen_by_svc === 'order-42-v1' ? invoice : undefined;
  });
  const line = (await stripe.invoices.listLineItems(draft.id)).data[0]!;
  // taxAmounts mode (the default): one tax amount per jurisdiction, each with the tax rate Stripe made from Levy's data.
  const perJurisdiction = await Promise.all(
    (line.taxes ?? []).map(async (t) => {
      const rate = await stripe.taxRates.retrieve(t.tax_rate_details!.tax_rate);
      return `${rate.jurisdiction} ${money(t.amount)} (${rate.percentage}%)`;
    }),
  );
  say(
    `3. Levy taxed it, one amount per jurisdiction: ${perJurisdiction.join(', ')}; tax ${money(taxed.total_taxes!.reduce((s, t) => s + t.amount, 0))}, total ${money(taxed.total)}.`,
  );
  say(
    `   Metadata protocol: svc_user_input_last_seen_by_svc = ${taxed.metadata!.svc_user_input_last_seen_by_svc}, svc_processing_was_successful = ${taxed.metadata!.svc_processing_was_successful}, svc_last_processing_time = ${taxed.metadata!.svc_last_processing_time}.`,
  );

  await stripe.invoices.finalizeInvoice(draft.id);
  say(`4. The other system saw its version acknowledged and finalized ${draft.id}.`);
  const recorded = await until('the recorded transaction', async () => {
    const res = await fetch(`${levy.url}/v1/seller/transactions/id:${encodeURIComponent(`stripe:${draft.id}`)}/get`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.apiKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    return res.status === 200 ? ((await res.json()) as any) : undefined;
  });
  const body = recorded.body;
  say(
    `5. Levy recorded transaction ${recorded.id} (version ${recorded.version}), accounting date ${body.accountingDate}, customer ${body.customer.id}:`,
  );
  say(
    `   tax expected ${money(body.taxAmountAdded.expected)}, seen on the invoice ${money(body.taxAmountAdded.seen)}; jurisdictions ${body.jurisSummaries.map((j: { name: string }) => j.name).join(', ')}.`,
  );
  say(`   Source: ${JSON.stringify(recorded.sourceBillingSystem)}`);

  // A new subscription's first invoice is finalized at once: no draft for Levy to tax. The caller
  // asks prepareTax for the rates first, and Levy takes them off once that invoice is recorded.
  const card = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } } as Stripe.PaymentMethodCreateParams);
  await stripe.paymentMethods.attach(card.id, { customer: customer.id });
  const monthly = await stripe.prices.create({
    product: 'pro-plan',
    currency: 'usd',
    unit_amount: 12_000,
    recurring: { interval: 'month' },
  });
  const prepared = await call(`/v1/seller/integrations/id:${integration.integrationId}/stripe/prepareTax`, seller.apiKey, {
    customer: customer.id,
    lines: [{ price: monthly.id }],
  });
  const rates: string[] = prepared.lines[0].taxRates;
  say(
    `6. prepareTax for a Pro plan subscription: ${rates.length} Levy tax rates (${rates.join(', ')}), expected tax ${money(prepared.lines[0].expectedTax)}, Stripe will charge ${money(prepared.lines[0].stripeWillCharge)}.`,
  );
  const sub = await stripe.subscriptions.create({
    customer: customer.id,
    default_payment_method: card.id,
    items: [{ price: monthly.id, tax_rates: rates }],
  });
  const first = await stripe.invoices.retrieve(sub.latest_invoice as string);
  say(
    `   subscriptions.create ${sub.id}: first invoice ${first.id} ${first.status} at once, tax ${money((first.total_taxes ?? []).reduce((s, t) => s + t.amount, 0))}, total ${money(first.total)}.`,
  );
  const firstRecorded = await until('the first invoice recorded', async () => {
    const res = await fetch(`${levy.url}/v1/seller/transactions/id:${encodeURIComponent(`stripe:${first.id}`)}/get`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.apiKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    return res.status === 200
      ? ((await res.json()) as { id: string; body: { taxAmountAdded: { expected: number; seen: number } } })
      : undefined;
  });
  const cleared = await until('the prepared rates removed', async () => {
    const current = await stripe.subscriptions.retrieve(sub.id);
    return current.items.data.every((i) => (i.tax_rates ?? []).length === 0) ? current : undefined;
  });
  say(
    `   Levy recorded ${firstRecorded.id}: tax expected ${money(firstRecorded.body.taxAmountAdded.expected)}, seen ${money(firstRecorded.body.taxAmountAdded.seen)};`,
  );
  say(
    `   then took its rates off ${cleared.id} (item tax rates now: ${cleared.items.data[0]!.tax_rates?.length ?? 0}), so the renewals are drafts Levy taxes like step 3.`,
  );
} finally {
  await levy.close();
  await emulator.close();
  await rm(home, { recursive: true, force: true });
}
