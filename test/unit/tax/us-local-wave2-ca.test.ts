// California's built-in local taxes, second pass: the county-wide district taxes of every county
// (content/us/ca.json: its county map) and the large cities the first pass could not source (its
// places), from CDTFA's rate table of 2026-01-01 and CDTFA-823 (1-26).
import { describe, expect, it } from 'vitest';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import type { IsoDate } from '../../../src/tax/dates.ts';
import type { UsCountyTaxes } from '../../../src/tax/content/types.ts';
import { rateOn } from '../../../src/tax/taxability.ts';
import { countyTaxesOf } from '../../support/content.ts';
import { goodsTax, placedByZip } from './fixtures.ts';

const PLACES: [city: string, state: string, zip: string, cents: number, note: string][] = [
  ['Santa Clarita', 'CA', '91355', 975, '7.25 + Los Angeles County 2.5 (USPS "Valencia")'],
  ['Moreno Valley', 'CA', '92553', 875, '7.25 + Riverside County 0.5 + city 1 (from 2025-04-01)'],
  ['Oxnard', 'CA', '93030', 925, '7.25 + city 0.5 + 1.5 (Ventura County has none)'],
  ['Santa Rosa', 'CA', '95401', 1000, '7.25 + Sonoma County 2 + city 0.75'],
  ['Salinas', 'CA', '93901', 925, '7.25 + Monterey County 0.5 + city 0.5 + 1'],
  ['Torrance', 'CA', '90501', 1025, '7.25 + Los Angeles County 2.5 + city 0.5'],
  ['Orange', 'CA', '92866', 775, '7.25 + Orange County 0.5'],
  ['Visalia', 'CA', '93291', 850, '7.25 + Tulare County 0.5 + city 0.25 + 0.5'],
  ['Thousand Oaks', 'CA', '91360', 725, '7.25 (no county or city district tax)'],
  ['Vallejo', 'CA', '94590', 925, '7.25 + Solano County 0.125 + city 1 + 0.875'],
  ['Ventura', 'CA', '93001', 775, '7.25 + city 0.5'],
  ['West Covina', 'CA', '91790', 975, '7.25 + Los Angeles County 2.5'],
  ['Jurupa Valley', 'CA', '92509', 775, '7.25 + Riverside County 0.5'],
  ['Daly City', 'CA', '94014', 988, '7.25 + San Mateo County 2.125 + city 0.5 = 9.875'],
  ['Rialto', 'CA', '92376', 775, '7.25 + San Bernardino County 0.5'],
  ['San Mateo', 'CA', '94401', 963, '7.25 + San Mateo County 2.125 + city 0.25 = 9.625'],
  ['Vista', 'CA', '92084', 825, '7.25 + San Diego County 0.5 + city 0.5'],
  ['Costa Mesa', 'CA', '92626', 775, '7.25 + Orange County 0.5'],
  ['Santa Maria', 'CA', '93458', 875, '7.25 + Santa Barbara County 0.5 + city 1'],
  ['Chico', 'CA', '95928', 925, '7.25 + Butte County 1 + city 1'],
  ['Vacaville', 'CA', '95688', 813, '7.25 + Solano County 0.125 + city 0.75 = 8.125'],
  ['Clovis', 'CA', '93612', 898, '7.25 + Fresno County 0.725 + city 1 (from 2025-04-01) = 8.975'],
  ['Modesto', 'CA', '95354', 888, '7.25 + Stanislaus County 0.625 + city 1 = 8.875 (county part now in the county file)'],
  ['Stockton', 'CA', '95202', 900, '7.25 + San Joaquin County 0.5 + city 1.25'],
  ['Fairfield', 'CA', '94533', 838, '7.25 + Solano County 0.125 + city 1 = 8.375'],
];

describe('California, second pass: tangible goods on 2026-11-01, to the cent', () => {
  placedByZip(PLACES);
});

describe('California changes since 2024, on their dates', () => {
  it.each([
    ['Clovis before its 1% of 2025', '93612', '2025-03-31', 798],
    ['Clovis from 2025-04-01', '93612', '2025-04-01', 898],
    ['Moreno Valley before its 1% of 2025', '92553', '2025-03-31', 775],
    ['Moreno Valley from 2025-04-01', '92553', '2025-04-01', 875],
    ["Chico before Butte County's 1% of 2025", '95928', '2025-03-31', 825],
    ['Chico from 2025-04-01', '95928', '2025-04-01', 925],
    ["Santa Rosa before Sonoma County's fire tax", '95401', '2024-09-30', 925],
    ['Santa Rosa from 2024-10-01 (fire tax 0.5%)', '95401', '2024-10-01', 975],
    ['Santa Rosa from 2025-04-01 (child care tax 0.25%)', '95401', '2025-04-01', 1000],
  ])('%s (%s on %s): %i cents', (_name, zip, date, cents) => {
    expect(goodsTax({ country: 'US', postalCode: zip }, { date }).taxAmountToCollect).toBe(cents);
  });
});

describe('California ZIP codes known to reach beyond the city', () => {
  it.each([
    ['Oxnard 93036 (El Rio)', '93036'],
    ['Salinas 93907 (Prunedale)', '93907'],
    ['Santa Maria 93455 (Orcutt)', '93455'],
    ['Ventura 93004 (Saticoy)', '93004'],
    ['Santa Rosa 95403 (Larkfield-Wikiup)', '95403'],
  ])("%s is answered with the city's taxes but reported uncertain", (_name, zip) => {
    expect(goodsTax({ country: 'US', postalCode: zip }).uncertainty).not.toBeNull();
  });
});

/** The county-wide rate in force in a county on a date, in basis points. */
function localBp(data: UsCountyTaxes, fips: string, date: IsoDate): number {
  const byId = new Map(data.jurisdictions.map((j) => [j.id, j]));
  return (data.counties[fips] ?? []).reduce((sum, id) => {
    const j = byId.get(id);
    if (j === undefined) throw new Error(`${fips} names ${id}, which the county map does not hold`);
    return sum + j.taxes.reduce((s, tax) => s + Math.round(Number(rateOn(tax, date)?.rate ?? '0') * 100), 0);
  }, 0);
}

describe('California county file', () => {
  const data = countyTaxesOf('CA');
  const fips = Array.from({ length: 58 }, (_, i) => `06${String(2 * i + 1).padStart(3, '0')}`);

  it('lists all 58 counties by their Census FIPS code, and nothing else; California is not complete', () => {
    expect(fips.every((f) => countyName(f) !== null)).toBe(true);
    expect(Object.keys(data.counties).sort()).toEqual(fips);
    expect(data.state).toBe('CA');
    expect(data.complete).toBe(false);
  });

  it('defines each jurisdiction once, uses every one, with sourced rates between 0 and 3 percent', () => {
    const defined = data.jurisdictions.map((j) => j.id);
    expect(new Set(defined).size).toBe(defined.length);
    const used = new Set([...Object.values(data.counties), ...Object.values(data.unincorporatedTaxes ?? {})].flat());
    expect(defined.filter((id) => !used.has(id))).toEqual([]);
    for (const j of data.jurisdictions) {
      expect(j.id.startsWith('us-CA-')).toBe(true);
      for (const tax of j.taxes) {
        tax.rates.forEach((r, i) => {
          expect(r.rate).toMatch(/^\d+\.\d+$/);
          expect(Number(r.rate)).toBeGreaterThan(0);
          expect(Number(r.rate)).toBeLessThanOrEqual(3);
          expect(r.source).toMatch(/^https?:\/\//);
          const next = tax.rates[i + 1];
          if (next !== undefined) expect(next.from).toBe(r.to);
        });
      }
    }
  });

  it("matches CDTFA's county rates of 2026-01-01 (7.25% + the county-wide district taxes)", () => {
    const expected: Record<string, number> = {
      '06003': 0,
      '06005': 50,
      '06007': 100,
      '06009': 100,
      '06011': 50,
      '06015': 0,
      '06017': 0,
      '06021': 0,
      '06023': 150,
      '06025': 50,
      '06027': 50,
      '06031': 0,
      '06033': 0,
      '06035': 0,
      '06039': 50,
      '06041': 100,
      '06043': 100,
      '06045': 63,
      '06047': 50,
      '06049': 0,
      '06051': 0,
      '06053': 50,
      '06055': 50,
      '06057': 25,
      '06061': 0,
      '06063': 0,
      '06069': 100,
      '06077': 50,
      '06079': 0,
      '06081': 213,
      '06083': 50,
      '06087': 125,
      '06089': 0,
      '06091': 0,
      '06093': 0,
      '06095': 13,
      '06097': 200,
      '06099': 63,
      '06101': 0,
      '06103': 0,
      '06105': 0,
      '06107': 50,
      '06109': 0,
      '06113': 0,
      '06115': 0,
    };
    for (const [f, bp] of Object.entries(expected)) expect([f, localBp(data, f, '2026-11-01')]).toEqual([f, bp]);
  });
});
