// What a request knows about the seller behind its API key. Loaded on authentication and cached
// briefly by the API (see http/auth.ts), so use cases never re-read it.
import { findSeller } from '../../store/sellers.ts';

export const FEATURES = ['transactionsList', 'filings', 'taxIdValidation', 'certificatePortal', 'internationalStreetResolution'] as const;

export type Feature = (typeof FEATURES)[number];

export interface SellerProfile {
  id: string;
  name: string;
  accountingTimeZone: string | null;
  businessAddress: unknown;
  features: ReadonlySet<Feature>;
  rateLimitPerSecond: number;
  /** What a calculation does when local taxes may be missing. */
  onUncertainLocalTax: 'answer' | 'refuse';
}

export async function loadSellerProfile(prisma: Parameters<typeof findSeller>[0], sellerId: string): Promise<SellerProfile | null> {
  const seller = await findSeller(prisma, sellerId);
  if (seller === null) return null;
  return {
    id: seller.id,
    name: seller.name,
    accountingTimeZone: seller.accountingTimeZone,
    businessAddress: seller.businessAddress,
    features: new Set(seller.features.filter((f): f is Feature => (FEATURES as readonly string[]).includes(f))),
    rateLimitPerSecond: seller.rateLimitPerSecond,
    onUncertainLocalTax: seller.onUncertainLocalTax === 'refuse' ? 'refuse' : 'answer',
  };
}
