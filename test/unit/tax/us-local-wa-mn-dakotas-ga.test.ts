// Built-in local taxes of Washington, Minnesota, North Dakota, South Dakota and Georgia. Tangible
// goods of 10000 cents on 2026-11-01 to each place's downtown ZIP code, alone and as a full
// address, answer the combined rate with no uncertainty. Figures and sources:
// src/tax/data/us-cities/{wa,mn,nd,sd,ga}.ts and, for Georgia's counties, us-counties/ga.ts.
import { describe, expect, it } from 'vitest';
import { byCityName, goodsTax, expectPlaced } from './fixtures.ts';

const tax = goodsTax;

const PLACES: [city: string, state: string, zip: string, cents: number, note: string][] = [
  ['Bellevue', 'WA', '98004', 1030, '6.5 + local 3.8'],
  ['Saint Paul', 'MN', '55102', 988, '6.875 + Ramsey 0.5 + metro 0.75 + 0.25 + city 1.5 = 9.875'],
  ['Rochester', 'MN', '55902', 813, '6.875 + Olmsted 0.5 + city 0.75 = 8.125'],
  ['Fargo', 'ND', '58102', 750, '5 + Cass 0.5 + city 2'],
  ['Atlanta', 'GA', '30303', 890, '4 + Fulton 3 + city 1.9'],
  ['Alpharetta', 'GA', '30009', 775, '4 + Fulton 3 + TSPLOST 0.75'],
  ['Roswell', 'GA', '30076', 775, '4 + Fulton 3 + TSPLOST 0.75'],
  ['Union City', 'GA', '30291', 775, '4 + Fulton 3 + TSPLOST 0.75'],
  ['Decatur', 'GA', '30030', 800, '4 + DeKalb 3 + SPLOST 1'],
];
// Clarkston (30021) and Stone Mountain (30083): most of their ZIP codes' people live outside the cities, in
// unincorporated DeKalb County, so only the typed city gets the city's 8%, still uncertain.
const DEKALB_TYPED: [city: string, zip: string][] = [
  ['Clarkston', '30021'],
  ['Stone Mountain', '30083'],
];

// Georgia's consolidated and county-wide cities: their county rows alone (us-counties/ga.ts).
const GA_COUNTY_CITIES: [city: string, state: string, zip: string, cents: number, note: string][] = [
  ['Columbus', 'GA', '31901', 900, '4 + Muscogee 5'],
  ['Augusta', 'GA', '30901', 850, '4 + Richmond 4.5'],
  ['Savannah', 'GA', '31401', 700, '4 + Chatham 3'],
  ['Macon', 'GA', '31201', 800, '4 + Bibb 4'],
  ['Athens', 'GA', '30602', 800, '4 + Clarke 4 (the University of Georgia ZIP code; the others reach into Oconee County)'],
];

describe('places of WA, MN, ND, SD, GA: tangible goods on 2026-11-01, to the cent', () => {
  it.each([...PLACES, ...GA_COUNTY_CITIES])('%s, %s by its ZIP code %s alone: %i cents (%s)', (_city, state, zip, cents) => {
    const calc = tax({ country: 'US', postalCode: zip });
    expect(calc.customerAddress.region).toBe(state);
    expectPlaced(calc, cents);
  });

  it.each([...PLACES, ...GA_COUNTY_CITIES])('%s, %s %s as a full address: %i cents', (city, state, zip, cents) => {
    const calc = tax({ country: 'US', city, region: state, postalCode: zip });
    expectPlaced(calc, cents);
  });

  byCityName(PLACES);

  it('Pierre, SD (capital): 4.2 + city 2 = 6.2%; its ZIP code 57501 reaches into Sully County, so it keeps a doubt, by name too', () => {
    const byZip = tax({ country: 'US', postalCode: '57501' });
    expect(byZip.taxAmountToCollect).toBe(620);
    expect(byZip.uncertainty).not.toBeNull();
    const byName = tax({ country: 'US', city: 'Pierre', region: 'SD' });
    expect([byName.uncertainty?.message, byName.taxAmountToCollect]).toEqual([
      expect.stringMatching(
        /no ZIP code was given, and ZIP code 57501 reaches places with different local taxes: Pierre .*Sully County outside any city/,
      ),
      620,
    ]);
  });

  it('leaves DeKalb County "Atlanta" ZIP codes (mostly outside the city) unplaced', () => {
    const calc = tax({ country: 'US', postalCode: '30341' });
    expect(calc.uncertainty).not.toBeNull();
  });

  it('leaves "Saint Paul" ZIP codes outside Ramsey County unplaced (Woodbury, Washington County)', () => {
    const calc = tax({ country: 'US', postalCode: '55125' });
    expect(calc.uncertainty).not.toBeNull();
  });
});

describe('changes since 2024, on their dates', () => {
  it.each([
    ["Bellevue before King County's cultural access tax", '98004', '2024-03-31', 1010],
    ['Bellevue from 2024-04-01', '98004', '2024-04-01', 1020],
    ['Bellevue from 2026-01-01', '98004', '2026-01-01', 1030],
    ['Saint Paul before its 1% for streets and parks', '55102', '2024-03-31', 888],
    ['Saint Paul from 2024-04-01', '55102', '2024-04-01', 988],
  ])('%s (%s on %s): %i cents', (_what, zip, date, cents) => {
    const calc = tax({ country: 'US', postalCode: zip }, { date });
    expect(calc.taxAmountToCollect).toBe(cents);
  });
});

describe('DeKalb County cities whose ZIP codes are mostly unincorporated', () => {
  it.each(DEKALB_TYPED)('%s typed with %s: the city’s 800 cents, uncertain', (city, zip) => {
    const calc = tax({ country: 'US', city, region: 'GA', postalCode: zip });
    expect([calc.uncertainty?.type, calc.taxAmountToCollect]).toEqual(['localJurisdictionsUncertain', 800]);
  });
});
