// What a reconcile needs about its integration (settings, seller, product mappings), held in
// memory: at 100 invoices a second these reads would otherwise be most of the database traffic.
// Dropped when the seller changes (the seller-change bus, heard from every process: an update,
// disable or delete of an integration announces its seller), and after a minute in any case.
// A disabled or deleted integration loads as null: its jobs do nothing.
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
  /** Per integration, with the client it was made with: a rotated key gets a book of its own. */
  private readonly rateBooks = new Map<string, { stripe: Stripe; book: TaxRateBook }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly clients: StripeClients,
  ) {
    ctx.sellerChanges.subscribe((sellerId) => {
      for (const [id, entry] of this.entries)
        entry.value.then(
          (v) => v?.sellerId === sellerId && this.entries.delete(id),
          () => {},
        );
    });
  }

  /** The integration with its seller, or null when either no longer exists or the integration is disabled. */
  get(integrationId: string): Promise<LoadedIntegration | null> {
    const cached = this.entries.get(integrationId);
    if (cached !== undefined && Date.now() - cached.at < TTL_MS) return cached.value;
    const value = this.load(integrationId);
    this.entries.set(integrationId, { at: Date.now(), value });
    // Failures and missing integrations are not remembered.
    value.then(
      (v) => v === null && this.entries.delete(integrationId),
      () => this.entries.delete(integrationId),
    );
    return value;
  }

  private async load(integrationId: string): Promise<LoadedIntegration | null> {
    const { prisma } = this.ctx;
    const integration = await findIntegration(prisma, integrationId);
    if (integration === null || integration.status !== 'active') {
      this.rateBooks.delete(integrationId);
      this.clients.forget(integrationId);
      return null;
    }
    const seller = await loadSellerProfile(prisma, integration.sellerId);
    if (!seller) return null;
    const stripe = this.clients.for(integration);
    let rates = this.rateBooks.get(integration.id)?.book;
    if (rates === undefined || this.rateBooks.get(integration.id)?.stripe !== stripe) {
      rates = new TaxRateBook(stripe);
      this.rateBooks.set(integration.id, { stripe, book: rates });
    }
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
