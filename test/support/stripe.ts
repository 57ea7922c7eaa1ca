// A seller connected to an account of the processor emulator, as an operator would set it up:
// products in Levy, the integration created through the admin API (which registers the webhook
// endpoint with the emulator), and the real stripe SDK for "the other system".
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { Emulator } from '../../src/emulator/server.ts';
import type { TestLevy, TestResponse } from './levy.ts';

export interface ConnectedSeller {
  sellerId: string;
  apiKey: string;
  integrationId: string;
  stripeKey: string;
  stripe: Stripe;
  api(path: string, body?: unknown): Promise<TestResponse>;
  /** A customer in New York City, where SaaS is taxed. */
  customer(overrides?: Stripe.CustomerCreateParams): Promise<Stripe.Customer>;
  /**
   * A draft invoice (automatic advancement off) with one-off items of the given Stripe products;
   * `taxBehavior` is the price's (`inclusive`: the amount includes tax).
   */
  draft(
    customer: string,
    items: { product: string; amount: number; taxBehavior?: 'inclusive' | 'exclusive' }[],
    metadata?: Record<string, string>,
  ): Promise<Stripe.Invoice>;
  transaction(invoiceOrCreditNoteId: string): Promise<TestResponse>;
}

export const NYC = { line1: '350 5th Ave', city: 'New York', state: 'NY', postal_code: '10118', country: 'US' };

/**
 * `stripeKey`: connect an account that already exists (another key of it, see
 * `emulator.shareAccount`); the account then must not have an acting integration, unless
 * `replacesIntegrationId` names it.
 */
export async function connectSeller(
  t: TestLevy,
  emulator: Emulator,
  options: { taxMode: 'taxAmounts' | 'taxRate' | 'lineItem'; taxProductId?: string; stripeKey?: string; replacesIntegrationId?: string },
): Promise<ConnectedSeller> {
  const seller = await t.createSeller({ accountingTimeZone: 'America/New_York', rateLimitPerSecond: 10_000 });
  await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId: 'us-NY', collectingFrom: '2020-01-01' });
  const api = (path: string, body: unknown = {}) => t.post(path, body, { token: seller.apiKey });
  for (const [externalId, id] of [
    ['saas', 'saasBusiness'],
    ['support', 'saasBusiness'],
  ] as const) {
    const res = await api('/v1/seller/products/create', { externalId, taxCategoryId: { type: 'standard', id }, name: externalId });
    if (res.status !== 200) throw new Error(`product create: ${res.status} ${res.text}`);
  }
  const stripeKey = options.stripeKey ?? newStripeKey();
  const stripe = emulator.client(stripeKey);
  const existing = new Set((await stripe.products.list({ limit: 100 })).data.map((p) => p.id));
  for (const id of ['saas', 'support', 'tax']) if (!existing.has(id)) await stripe.products.create({ id, name: id });
  const created = await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/integrations/create`, {
    type: 'stripe',
    stripeSecretKey: stripeKey,
    stripeApiBase: emulator.url,
    taxMode: options.taxMode,
    ...(options.taxProductId !== undefined ? { taxProductId: options.taxProductId } : {}),
    ...(options.replacesIntegrationId !== undefined ? { replacesIntegrationId: options.replacesIntegrationId } : {}),
  });
  if (created.status !== 200) throw new Error(`integration create: ${created.status} ${created.text}`);
  const { integrationId } = created.json();
  return {
    sellerId: seller.sellerId,
    apiKey: seller.apiKey,
    integrationId,
    stripeKey,
    stripe,
    api,
    customer: (overrides = {}) => stripe.customers.create({ name: 'Ada Buyer', email: 'ada@example.com', address: NYC, ...overrides }),
    async draft(customer, items, metadata = {}) {
      const invoice = await stripe.invoices.create({
        customer,
        auto_advance: false,
        collection_method: 'send_invoice',
        days_until_due: 30,
        metadata,
      });
      for (const item of items) {
        await stripe.invoiceItems.create({
          customer,
          invoice: invoice.id,
          price_data: {
            currency: 'usd',
            product: item.product,
            unit_amount: item.amount,
            ...(item.taxBehavior !== undefined ? { tax_behavior: item.taxBehavior } : {}),
          },
        });
      }
      return invoice;
    },
    transaction: (id) => api(`/v1/seller/transactions/id:${encodeURIComponent(`stripe:${id}`)}/get`),
  };
}

/** A secret key of a new emulator account. */
export function newStripeKey(): string {
  return `sk_test_${randomBytes(12).toString('hex')}`;
}

/** Levy's webhook endpoints in an account (Levy marks them with the integration id). */
export async function levyEndpoints(stripe: Stripe): Promise<Stripe.WebhookEndpoint[]> {
  return (await stripe.webhookEndpoints.list({ limit: 100 })).data.filter((e) => e.metadata?.levy_integration_id !== undefined);
}

/** Polls until `check` returns a value other than undefined (or throws its last error). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting${lastError ? `: ${String(lastError)}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** "The other system": waits until Levy has seen its version of the invoice (the metadata protocol, docs/stripe-integration.md). */
export async function waitUntilSeen(stripe: Stripe, invoiceId: string, version: string, timeoutMs?: number): Promise<Stripe.Invoice> {
  return eventually(async () => {
    const invoice = await stripe.invoices.retrieve(invoiceId);
    return invoice.metadata?.svc_user_input_last_seen_by_svc === version ? invoice : undefined;
  }, timeoutMs);
}

export const taxOn = (invoice: Stripe.Invoice) => (invoice.total_taxes ?? []).reduce((sum, t) => sum + t.amount, 0);

/** The monthly SaaS price the subscription tests sell: 120.00 USD a month. */
export function monthlyPrice(s: ConnectedSeller, extra: Partial<Stripe.PriceCreateParams> = {}): Promise<Stripe.Price> {
  return s.stripe.prices.create({ product: 'saas', currency: 'usd', unit_amount: 12_000, recurring: { interval: 'month' }, ...extra });
}
