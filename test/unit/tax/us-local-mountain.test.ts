// Built-in local taxes of the mountain states (AZ, CO, UT, NV, WY, ID): places answered to the cent
// by their downtown ZIP code alone and as a full address, and the shape of Nevada's county file.
// Figures and sources: content/us/{az,co,ut,nv,wy,id}.json (Nevada's and Idaho's county maps among
// them).
import { describe, expect, it } from 'vitest';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import { countyTaxesOf } from '../../support/content.ts';
import { goodsTax, placedByZip, expectPlaced } from './fixtures.ts';

const PLACES: [city: string, state: string, zip: string, cents: number, note: string][] = [
  ['Tucson', 'AZ', '85701', 870, '5.6 + Pima County 0.5 + city 2.6'],
  ['Mesa', 'AZ', '85201', 830, '5.6 + Maricopa County 0.7 + city 2'],
  ['Chandler', 'AZ', '85225', 780, '5.6 + 0.7 + city 1.5'],
  ['Gilbert', 'AZ', '85234', 830, '5.6 + 0.7 + town 2 (from 2025-01-01)'],
  ['Glendale', 'AZ', '85301', 920, '5.6 + 0.7 + city 2.9'],
  ['Scottsdale', 'AZ', '85258', 800, '5.6 + 0.7 + city 1.7 (from 2025-07-01); 85251, downtown, also reaches Phoenix'],
  ['Tempe', 'AZ', '85281', 810, '5.6 + 0.7 + city 1.8'],
  ['Peoria', 'AZ', '85345', 810, '5.6 + 0.7 + city 1.8'],
  ['Goodyear', 'AZ', '85338', 880, '5.6 + 0.7 + city 2.5'],
  ['Buckeye', 'AZ', '85326', 930, '5.6 + 0.7 + city 3'],
  ['Aurora', 'CO', '80012', 800, '2.9 + RTD 1 + SCFD 0.1 + Arapahoe County 0.25 + city 3.75'],
  ['Thornton', 'CO', '80241', 850, '2.9 + RTD 1 + SCFD 0.1 + Adams County 0.75 + city 3.75'],
  ['Westminster', 'CO', '80030', 860, '2.9 + RTD 1 + SCFD 0.1 + Adams County 0.75 + city 3.85'],
  [
    'Arvada',
    'CO',
    '80004',
    796,
    '2.9 + RTD 1 + SCFD 0.1 + Jefferson County 0.5 + city 3.46 = 7.96 (80002, downtown, reaches Adams County)',
  ],
  ['Greeley', 'CO', '80631', 701, '2.9 + city 4.11 (Weld County has none)'],
  ['Pueblo', 'CO', '81003', 760, '2.9 + Pueblo County 1 + city 3.7'],
  ['Fort Collins', 'CO', '80521', 830, '2.9 + Larimer County 1.05 (from 2026-01-01) + city 4.35 (80524, downtown, reaches Weld County)'],
  ['Reno', 'NV', '89501', 827, '6.85 + Washoe County 1.415 = 8.265'],
  ['Sparks', 'NV', '89431', 827, '6.85 + Washoe County 1.415 = 8.265'],
  ['Carson City', 'NV', '89701', 760, '6.85 + 0.75'],
  ['Las Vegas', 'NV', '89101', 838, '6.85 + Clark County 1.525 = 8.375 (county file and place entry, counted once)'],
  ['Cheyenne', 'WY', '82001', 600, '4 + Laramie County 2'],
  ['Boise', 'ID', '83702', 600, 'state 6 only (Ada and Boise counties, neither with a local tax)'],
  ['Meridian', 'ID', '83642', 600, 'state 6 only (Ada County)'],
  ['Nampa', 'ID', '83651', 600, 'state 6 only (Canyon County)'],
];

describe('mountain states: tangible goods on 2026-11-01, to the cent', () => {
  placedByZip(PLACES);
});

describe('changes since 2024, on their dates', () => {
  it.each([
    ['Gilbert before Ordinance 2918', '85234', '2024-12-31', 780],
    ['Gilbert from 2025-01-01', '85234', '2025-01-01', 830],
    ['Scottsdale before the preserve tax was replaced', '85251', '2025-06-30', 805],
    ['Scottsdale from 2025-07-01', '85251', '2025-07-01', 800],
    ['Fort Collins before its 0.5% of 2024', '80521', '2023-12-31', 755],
    ['Fort Collins from 2024-01-01', '80521', '2024-01-01', 805],
  ])('%s (%s on %s): %i cents', (_name, zip, date, cents) => {
    expect(goodsTax({ country: 'US', postalCode: zip }, { date }).taxAmountToCollect).toBe(cents);
  });
});

describe('ZIP codes known to reach beyond the city', () => {
  it.each([
    ['Aurora 80016 (Centennial, Foxfield)', '80016'],
    ['Pueblo 81007 (Pueblo West)', '81007'],
    ['Tucson 85718 (Catalina Foothills)', '85718'],
    ['Tucson 85737 (Oro Valley)', '85737'],
    ['Scottsdale 85251 (Phoenix)', '85251'],
  ])('%s: answered with the city\u2019s taxes but reported uncertain', (_name, zip) => {
    expect(goodsTax({ country: 'US', postalCode: zip }).uncertainty).not.toBeNull();
  });
});

describe('Nevada county taxes', () => {
  const NV = countyTaxesOf('NV');
  const odd = Array.from({ length: 17 }, (_, i) => `32${String(2 * i + 1).padStart(3, '0')}`);
  const census = [...odd, '32510'].filter((fips) => countyName(fips) !== null).sort();

  it('lists every county of the state (16 counties and Carson City), and nothing else', () => {
    expect(Object.keys(NV.counties).sort()).toEqual(census);
    expect(census).toHaveLength(17);
    expect(NV.state).toBe('NV');
    expect(NV.complete).toBe(true);
  });

  it('refers to jurisdictions it defines (Clark County among them) and uses each of them', () => {
    const defined = new Set(NV.jurisdictions.map((j) => j.id));
    const used = new Set(Object.values(NV.counties).flat());
    expect([...used].filter((id) => !defined.has(id))).toEqual([]);
    expect(defined.has('us-NV-clark-county')).toBe(true);
    expect([...defined].filter((id) => !used.has(id))).toEqual([]);
    for (const j of NV.jurisdictions) {
      expect(j.registrationIds).toEqual(['us-NV']);
      for (const r of j.taxes[0]!.rates) {
        expect(r.rate).toMatch(/^\d+\.\d+$/);
        expect(r.source).toMatch(/^https:\/\//);
      }
    }
  });

  it.each([
    ['Elko', '89801', 710],
    ['Pahrump (Nye County)', '89048', 760],
    ['Ely (White Pine County)', '89301', 773],
    ['Hawthorne (Mineral County)', '89415', 685],
    ['Minden (Douglas County)', '89423', 710],
  ])('places %s (%s) by its county alone: %i cents', (_name, zip, cents) => {
    const calc = goodsTax({ country: 'US', postalCode: zip });
    expectPlaced(calc, cents);
  });
});

describe('Idaho county taxes', () => {
  const ID = countyTaxesOf('ID');
  const census = Array.from({ length: 44 }, (_, i) => `16${String(2 * i + 1).padStart(3, '0')}`).filter(
    (fips) => countyName(fips) !== null,
  );

  it('lists every county but Nez Perce (not settled), none with a county tax, complete but for resort-city counties', () => {
    expect(census).toHaveLength(44);
    expect(Object.keys(ID.counties).sort()).toEqual(census.filter((fips) => fips !== '16069'));
    expect(Object.values(ID.counties).every((ids) => ids.length === 0)).toBe(true);
    expect(ID.complete).toBe(true);
    expect(ID.incompleteCounties).toContain('16013'); // Blaine: Ketchum, Sun Valley, Hailey
  });

  it.each([
    ['Idaho Falls (Bonneville County)', '83402', null],
    ['Lewiston (Nez Perce County, not settled)', '83501', 'uncertain'],
    ['Ketchum (Blaine County, resort city)', '83340', 'uncertain'],
  ])('%s (%s): %s', (_name, zip, expected) => {
    const calc = goodsTax({ country: 'US', postalCode: zip });
    expect(calc.uncertainty === null ? null : 'uncertain').toBe(expected);
  });
});
