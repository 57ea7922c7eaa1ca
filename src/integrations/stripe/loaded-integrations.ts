// What a reconcile needs about its integration (settings, seller, product mappings), held in
// memory: at 100 invoices a second these reads would otherwise be most of the database traffic.
// Dropped when the seller changes (the seller-change bus, heard from every process), and after a
// minute in any case.
import type Stripe from 'stripe';
import type { AppContext } from '../../context.ts';
import { loadSellerProfile, type SellerProfile } from '../../seller/sellers/profile.ts';
import { TAX_MODES, type IntegrationSettings, type TaxMode } from './invoices/transaction-input.ts';
import { TaxRateBook } from './invoices/tax-rates.ts';
import { findIntegration } from './store/integrations.ts';
import { mappingsOf } from './store/mappings.ts';
import type { StripeClients } from './stripe-clients.ts';

export interface LoadedIntegration {
  sellerId: string;
  settings: IntegrationSettings;
  seller: SellerProfile;
  stripe: Stripe;
  /** Stripe product id -> Levy product external id. */
  mappings: ReadonlyMap<string, string>;
  /** Levy's tax rates in the Stripe account (kept across reloads: they only grow). */
  rates: TaxRateBook;
}

const TTL_MS = 60_000;

export class LoadedIntegrations {
  private readonly entries = new Map<string, { at: number; value: Promise<LoadedIntegration | null> }>();
  private readonly rateBooks = new Map<string, TaxRateBook>();

  constructor(
    private readonly ctx: AppContext,
    private readonly clients: StripeClients,
  ) {
    ctx.sellerChanges.subscribe((sellerId) => {
      for (const [id, entry] of this.entries) entry.value.then((v) => v?.sellerId === sellerId && this.entries.delete(id), () => {});
    });
  }

  /** The integration with its seller, or null when either no longer exists. */
  get(integrationId: string): Promise<LoadedIntegration | null> {
    const cached = this.entries.get(integrationId);
    if (cached !== undefined && Date.now() - cached.at < TTL_MS) return cached.value;
    const value = this.load(integrationId);
    this.entries.set(integrationId, { at: Date.now(), value });
    // Failures and missing integrations are not remembered.
    value.then((v) => v === null && this.entries.delete(integrationId), () => this.entries.delete(integrationId));
    return value;
  }

  private async load(integrationId: string): Promise<LoadedIntegration | null> {
    const { prisma } = this.ctx;
    const integration = await findIntegration(prisma, integrationId);
    const seller = integration && (await loadSellerProfile(prisma, integration.sellerId));
    if (!integration || !seller) return null;
    const stripe = this.clients.for(integration);
    let rates = this.rateBooks.get(integration.id);
    if (rates === undefined) this.rateBooks.set(integration.id, (rates = new TaxRateBook(stripe)));
    return {
      sellerId: seller.id,
      seller,
      stripe,
      rates,
      settings: { id: integration.id, taxMode: taxModeOf(integration.taxMode), taxProductId: integration.taxProductId },
      mappings: new Map((await mappingsOf(prisma, integration.id)).map((m) => [m.sourceId, m.targetId])),
    };
  }
}

/** A stored mode Levy does not know (a newer version's) falls back to the default. */
function taxModeOf(stored: string): TaxMode {
  return (TAX_MODES as readonly string[]).includes(stored) ? (stored as TaxMode) : 'taxAmounts';
}
