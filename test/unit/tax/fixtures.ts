import type { LineCategory } from '../../../src/tax/index.ts';
import type { SellerTaxFacts } from '../../../src/tax/calculate.ts';

export const PRODUCTS = new Map<string, LineCategory>([
  ['saas-b2b', { standard: 'saasBusiness' }],
  ['saas-b2c', { standard: 'saasConsumer' }],
  ['download', { standard: 'digitalGoods' }],
  ['goods', { standard: 'tangibleGoods' }],
  ['consulting', { standard: 'professionalServices' }],
  ['free', { standard: 'nonTaxable' }],
]);

/** A seller registered everywhere Levy knows, since 2000, unless a test says otherwise. */
export function seller(overrides: Partial<SellerTaxFacts> = {}): SellerTaxFacts {
  return {
    now: new Date('2026-11-21T12:00:00Z'),
    accountingTimeZone: 'America/New_York',
    businessAddress: null,
    registrations: EVERYWHERE,
    certificates: [],
    products: PRODUCTS,
    validTaxIdCountries: new Set(),
    ...overrides,
  };
}

import { ALL_JURISDICTIONS } from '../../../src/tax/index.ts';
const EVERYWHERE = [...new Set(ALL_JURISDICTIONS.flatMap((j) => j.registrationIds).concat('eu-oss'))].map((jurisId) => ({ jurisId, collectingFrom: '2000-01-01' }));
