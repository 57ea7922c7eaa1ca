// What a reconcile needs about its integration (settings, seller, product mappings), held in
// memory: at 100 invoices a second these reads would otherwise be most of the database traffic.
// Dropped when the seller changes (ctx.sellerChanged, heard from every process), and after a
// minute in any case.
import type Stripe from 'stripe';
import type { AppContext } from '../../context.ts';
import { loadSellerContext, type SellerContext } from '../../seller/sellers/context.ts';
import { findIntegration } from '../../store/integrations.ts';
import { mappingsOf } from '../../store/mappings.ts';
import { stripeFor } from '../stripe-client.ts';
import { TaxRateBook } from './tax-rates.ts';
import type { IntegrationSettings } from './transaction-input.ts';

export interface LoadedIntegration {
  sellerId: string;
  settings: IntegrationSettings;
  seller: SellerContext;
  stripe: Stripe;
  /** Stripe product id -> Levy product external id. */
  mappings: ReadonlyMap<string, string>;
  /** Levy's tax rates in the Stripe account (kept across reloads: they only grow). */
  rates: TaxRateBook;
}

const TTL_MS = 60_000;
const entries = new Map<string, { at: number; value: Promise<LoadedIntegration | null> }>();
const rateBooks = new Map<string, TaxRateBook>();
const following = new WeakSet<AppContext>();

/** The integration with its seller, or null when either no longer exists. */
export function loadIntegration(ctx: AppContext, integrationId: string): Promise<LoadedIntegration | null> {
  if (!following.has(ctx)) {
    following.add(ctx);
    ctx.onForgetSeller((sellerId) => {
      for (const [id, entry] of entries) entry.value.then((v) => v?.sellerId === sellerId && entries.delete(id), () => {});
    });
  }
  const cached = entries.get(integrationId);
  if (cached !== undefined && Date.now() - cached.at < TTL_MS) return cached.value;
  const value = load(ctx, integrationId);
  entries.set(integrationId, { at: Date.now(), value });
  // Failures and missing integrations are not remembered.
  value.then((v) => v === null && entries.delete(integrationId), () => entries.delete(integrationId));
  return value;
}

async function load(ctx: AppContext, integrationId: string): Promise<LoadedIntegration | null> {
  const integration = await findIntegration(ctx.prisma, integrationId);
  const seller = integration && (await loadSellerContext(ctx.prisma, integration.sellerId));
  if (!integration || !seller) return null;
  const stripe = stripeFor(integration, ctx.secretKey);
  let rates = rateBooks.get(integration.id);
  if (rates === undefined) rateBooks.set(integration.id, (rates = new TaxRateBook(stripe)));
  return {
    sellerId: seller.id,
    seller,
    stripe,
    rates,
    settings: { id: integration.id, taxMode: integration.taxMode === 'lineItem' ? 'lineItem' : 'taxRate', taxProductId: integration.taxProductId },
    mappings: new Map((await mappingsOf(ctx.prisma, integration.id)).map((m) => [m.sourceId, m.targetId])),
  };
}
