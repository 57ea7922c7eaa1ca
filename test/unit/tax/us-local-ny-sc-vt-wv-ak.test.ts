// Built-in local taxes of New York (county file, Yonkers and the Westchester mailing names), West
// Virginia (Charleston), South Carolina (Richland and Charleston counties), Vermont (Chittenden
// towns), Alaska (cities of the unorganized borough). Tangible goods of 10000 cents on 2026-11-01
// to the place's downtown ZIP code, alone and as a full address, answer the combined rate with no
// uncertainty. Figures and sources: content/us/{ny,wv,sc,vt,ak}.json (New York's county map among
// them).
import { describe, expect, it } from 'vitest';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import type { JurisdictionData } from '../../../src/tax/content/types.ts';
import { rateOn } from '../../../src/tax/taxability.ts';
import { jurisdiction } from '../../../src/tax/jurisdictions.ts';
import { countyTaxesOf } from '../../support/content.ts';
import { goodsTax, placedByZip } from './fixtures.ts';

const NY = countyTaxesOf('NY');
const NY_MCTD_ID = 'us-NY-metropolitan-commuter-transportation-district';
const NY_NYC_ID = 'us-NY-new-york-city';

const tax = goodsTax;

const PLACES: [city: string, state: string, zip: string, cents: number, note: string][] = [
  ['New York', 'NY', '10007', 888, '4 + NYC 4.5 + MCTD 0.375 = 8.875'],
  ['Buffalo', 'NY', '14202', 875, '4 + Erie 4.75'],
  ['Rochester', 'NY', '14604', 800, '4 + Monroe 4'],
  ['Syracuse', 'NY', '13202', 800, '4 + Onondaga 4'],
  ['Albany', 'NY', '12207', 800, '4 + Albany County 4 (capital)'],
  ['Utica', 'NY', '13501', 875, '4 + Oneida County (and city) 4.75'],
  ['Saratoga Springs', 'NY', '12866', 700, '4 + Saratoga County (and city) 3'],
  ['Hempstead', 'NY', '11550', 863, '4 + Nassau 4.25 + MCTD 0.375 = 8.625'],
  ['Yonkers', 'NY', '10701', 888, '4 + MCTD 0.375 + Westchester 4 + Yonkers 0.5 = 8.875'],
  ['White Plains', 'NY', '10601', 838, '4 + MCTD 0.375 + Westchester (and city) 4 = 8.375'],
  ['New Rochelle', 'NY', '10801', 838, '8.375'],
  ['Mount Vernon', 'NY', '10550', 838, '8.375'],
  ['Peekskill', 'NY', '10566', 838, '8.375'],
  ['Charleston', 'WV', '25301', 700, '6 + city 1 (capital)'],
  ['Columbia', 'SC', '29201', 800, '6 + Richland Local Option 1 + Transportation Penny 1 (capital)'],
  ['Charleston', 'SC', '29401', 900, '6 + Charleston County Local Option 1 + transportation 0.5 + 0.5 + education 1'],
  ['North Charleston', 'SC', '29405', 900, 'Charleston County part: 9'],
  ['Mount Pleasant', 'SC', '29464', 900, 'Charleston County: 9'],
  ['Burlington', 'VT', '05401', 700, '6 + local option 1'],
  ['South Burlington', 'VT', '05403', 700, '6 + local option 1'],
  ['Winooski', 'VT', '05404', 700, '6 + local option 1'],
  ['Williston', 'VT', '05495', 700, '6 + local option 1'],
  ['Colchester', 'VT', '05446', 700, '6 + local option 1'],
  ['Bethel', 'AK', '99559', 600, 'city 6'],
  ['Nome', 'AK', '99762', 500, 'city 5'],
  ['Dillingham', 'AK', '99576', 600, 'city 6'],
  ['Cordova', 'AK', '99574', 700, 'city 7'],
];

describe('NY and WV places: tangible goods on 2026-11-01, to the cent', () => {
  placedByZip(PLACES);

  it('the same rates before 2024 changes: none encoded (Yonkers on 2024-01-01 too)', () => {
    expect(tax({ country: 'US', postalCode: '10701' }, { date: '2024-01-01' }).taxAmountToCollect).toBe(888);
    expect(tax({ country: 'US', postalCode: '25301' }, { date: '2024-01-01' }).taxAmountToCollect).toBe(700);
  });

  it('taxes SaaS in an ARSSTC member city (Bethel), as for Juneau, though Alaska has no state tax', () => {
    expect(tax({ country: 'US', postalCode: '99559' }, { product: 'saas-b2b' }).taxAmountToCollect).toBe(600);
  });

  it('leaves ZIP codes split between counties, and Montpelier (shared with Berlin), uncertain', () => {
    expect(tax({ country: 'US', postalCode: '29210' }).uncertainty).not.toBeNull(); // Columbia: Richland and Lexington
    expect(tax({ country: 'US', postalCode: '05602' }).uncertainty).not.toBeNull(); // Montpelier and Berlin
  });

  it('leaves Westchester mailing names that may reach into Yonkers uncertain', () => {
    expect(tax({ country: 'US', postalCode: '10708' }).uncertainty).not.toBeNull(); // Bronxville
  });
});

/** Every five-digit county FIPS of a state from 001 to `last` (odd codes), that the ZIP data (US Census counties) names. */
function censusCounties(statePrefix: string, last: number): string[] {
  return Array.from({ length: (last + 1) / 2 }, (_, i) => `${statePrefix}${String(2 * i + 1).padStart(3, '0')}`)
    .filter((fips) => countyName(fips) !== null)
    .sort();
}

const localBp = (fips: string, date: string) =>
  NY.counties[fips]!.reduce((sum, id) => {
    const j: JurisdictionData | undefined = NY.jurisdictions.find((x) => x.id === id) ?? jurisdiction(id);
    if (j === undefined) throw new Error(`${fips} names ${id}, which is not defined`);
    return sum + j.taxes.reduce((s, t) => s + Math.round(Number(rateOn(t, date as never)?.rate ?? '0') * 1000), 0);
  }, 0);

describe('New York county taxes (Publication 718)', () => {
  it('lists every county of the state, by its Census FIPS code, and nothing else', () => {
    expect(Object.keys(NY.counties).sort()).toEqual(censusCounties('36', 123));
    expect(Object.keys(NY.counties)).toHaveLength(62);
  });

  it('names each county jurisdiction as the Census does and uses each of them', () => {
    const used = new Set(Object.values(NY.counties).flat());
    const counties = NY.jurisdictions.filter((j) => j.level === 'county');
    for (const j of counties) {
      expect(used.has(j.id)).toBe(true);
      expect(j.level).toBe('county');
      const fips = Object.entries(NY.counties).find(([, ids]) => ids.includes(j.id))![0];
      expect(j.name).toBe(`${countyName(fips)} County`);
      expect(j.registrationIds).toEqual(['us-NY']);
      for (const t of j.taxes)
        for (const r of t.rates) {
          expect(r.rate).toMatch(/^\d+\.\d+$/);
          expect(Number(r.rate)).toBeGreaterThan(0);
          expect(Number(r.rate)).toBeLessThan(5);
          expect(r.source).toMatch(/^https:\/\//);
        }
    }
    // Only New York City and the MCTD are not a county's own tax.
    expect([...used].filter((id) => !counties.some((j) => j.id === id)).sort()).toEqual([NY_MCTD_ID, NY_NYC_ID]);
    expect([...used].filter((id) => !NY.jurisdictions.some((j) => j.id === id))).toEqual([]);
  });

  it('is complete except Westchester (Yonkers)', () => {
    expect(NY.complete).toBe(true);
    expect(NY.incompleteCounties).toEqual(['36119']);
  });

  it('puts the MCTD in the twelve MCTD counties only', () => {
    const mctd = Object.entries(NY.counties)
      .filter(([, ids]) => ids.includes(NY_MCTD_ID))
      .map(([f]) => f)
      .sort();
    expect(mctd).toEqual(['36005', '36027', '36047', '36059', '36061', '36071', '36079', '36081', '36085', '36087', '36103', '36119']);
  });

  it.each([
    ['Erie', '36029', 4750],
    ['Monroe', '36055', 4000],
    ['Allegany', '36003', 4500],
    ['Ontario', '36069', 3500],
    ['Saratoga', '36091', 3000],
    ['Suffolk', '36103', 4750],
    ['Nassau', '36059', 4625],
    ['Dutchess', '36027', 4125],
    ['Kings', '36047', 4875],
  ])('%s (%s): %i thousandths of a percent of local tax on 2026-11-01', (_n, fips, milli) => {
    expect(localBp(fips, '2026-11-01')).toBe(milli);
  });
});
