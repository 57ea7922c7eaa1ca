import { expect, it } from 'vitest';
import { calculate, indexZipRates, type AddressInput, type CalculationInput, type LineCategory } from '../../../src/tax/index.ts';
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
const EVERYWHERE = [...new Set(ALL_JURISDICTIONS.flatMap((j) => j.registrationIds).concat('eu-oss'))].map((jurisId) => ({
  jurisId,
  collectingFrom: '2000-01-01',
}));

/** Tangible goods (or `product`) of 10000 cents on `date` (2026-11-01) to an address, answered. */
export function goodsTax(
  customerAddress: AddressInput,
  { product = 'goods', date = '2026-11-01' }: { product?: string; date?: string } = {},
) {
  const input: CalculationInput = {
    lineItems: [{ id: 'l1', productExternalId: product, amount: 10000 }],
    currencyCode: 'USD',
    accountingDate: date,
    customerAddress,
  };
  const result = calculate(input, seller({ now: new Date(`${date}T12:00:00Z`) }));
  if (!result.ok) throw new Error(`conflict ${JSON.stringify(result.conflict)}`);
  return result.value;
}

/**
 * An answer with a place's taxes, to the cent: sure, or, where the Census shows the ZIP code reaching
 * other places with other taxes, uncertain with the place as the set applied (the one holding most of
 * the ZIP code's people, or the one the typed city names), whose every local tax Levy holds.
 */
export function expectPlaced(calc: ReturnType<typeof goodsTax>, cents: number) {
  expect(calc.taxAmountToCollect).toBe(cents);
  if (calc.uncertainty === null) return;
  expect(calc.uncertainty.type, calc.uncertainty.message).toBe('localJurisdictionsUncertain');
  const [applied, ...others] = calc.customerAddress.placeCandidates ?? [];
  expect(others.length, `${calc.uncertainty.message}: no other candidate`).toBeGreaterThan(0);
  expect(applied!.known, calc.uncertainty.message).toBe(true);
}

/** Places answered to the cent, by their ZIP code alone and as a full address (expectPlaced). */
export function placedByZip(places: readonly (readonly [city: string, state: string, zip: string, cents: number, note: string])[]) {
  it.each(places)('%s, %s by its ZIP code %s alone: %i cents (%s)', (_city, state, zip, cents) => {
    const calc = goodsTax({ country: 'US', postalCode: zip });
    expect(calc.customerAddress.region).toBe(state);
    expectPlaced(calc, cents);
  });

  it.each(places)('%s, %s %s as a full address: %i cents', (city, state, zip, cents) => {
    expectPlaced(goodsTax({ country: 'US', city, region: state, postalCode: zip }), cents);
  });
}

/**
 * The same places by city name alone, without a ZIP code: the city's taxes, and certainty only where
 * every ZIP code USPS names after the city agrees (otherwise the answer says no ZIP code was given).
 */
export function byCityName(places: readonly (readonly [city: string, state: string, zip: string, cents: number, note: string])[]) {
  it.each(places)('%s, %s by its name without a ZIP code: %i cents', (city, state, _zip, cents) => {
    const calc = goodsTax({ country: 'US', city, region: state });
    expect(calc.taxAmountToCollect).toBe(cents);
    if (calc.uncertainty !== null) expect(calc.uncertainty.message).toMatch(/no ZIP code was given/);
  });
}

/** A seller's imported ZIP rate table with one row: Spring, TX (77373), county 0.5 % and city 1.5 % from 2026-01-01. */
export function springZipRates() {
  return indexZipRates([
    {
      state: 'TX',
      zip: '77373',
      regionName: 'SPRING',
      countyRate: '0.005',
      cityRate: '0.015',
      specialRate: '0',
      effectiveFrom: '2026-01-01',
      tableId: 'zrt_tx',
      sourceName: 'TX.csv',
    },
  ]);
}
