// Florida and Ohio county sales taxes (content/us/fl.json, oh.json: their county maps), tested as data: they
// are not wired into the calculation yet. Figures: Florida DOR Form DR-15DSS (2024-2026) and its
// surtax rate table; Ohio Department of Taxation, rates by county (July 2024) and the COTA notice of
// April 2025; sources in the files.
import { describe, expect, it } from 'vitest';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import type { IsoDate } from '../../../src/tax/dates.ts';
import type { JurisdictionData, UsCountyTaxes } from '../../../src/tax/content/types.ts';
import { rateOn } from '../../../src/tax/taxability.ts';
import { countyTaxesOf, definitionsOf } from '../../support/content.ts';

const FL = countyTaxesOf('FL');
const OH = countyTaxesOf('OH');

/** Every odd county FIPS of a state from 001 to `last`, plus `extra`, that the ZIP data (US Census counties) names. */
function censusCounties(statePrefix: string, last: number, extra: string[] = []): string[] {
  const odd = Array.from({ length: (last + 1) / 2 }, (_, i) => `${statePrefix}${String(2 * i + 1).padStart(3, '0')}`);
  return [...odd, ...extra].filter((fips) => countyName(fips) !== null).sort();
}

const byId = (data: UsCountyTaxes) => new Map<string, JurisdictionData>(data.jurisdictions.map((j) => [j.id, j]));

/** The rate of one jurisdiction on a date, in basis points (0 when none is in force). */
function bp(j: JurisdictionData, date: IsoDate): number {
  return j.taxes.reduce((s, tax) => s + Math.round(Number(rateOn(tax, date)?.rate ?? '0') * 100), 0);
}

/** The local rate in force in a county on a date, in basis points. */
function localBp(data: UsCountyTaxes, fips: string, date: IsoDate): number {
  const jurisdictions = byId(data);
  const ids = data.counties[fips];
  if (ids === undefined) throw new Error(`${fips} is not listed`);
  return ids.reduce((sum, id) => {
    const j = jurisdictions.get(id);
    if (j === undefined) throw new Error(`${fips} names ${id}, which the file does not define`);
    return sum + bp(j, date);
  }, 0);
}

const DATES: IsoDate[] = [
  '2024-01-01',
  '2024-06-30',
  '2024-07-01',
  '2025-01-01',
  '2025-03-01',
  '2025-04-01',
  '2025-06-01',
  '2026-01-01',
  '2026-11-23',
];

function checkShape(data: UsCountyTaxes, expectedFips: string[], countyLabel: string) {
  it('lists every county of the state, by its Census FIPS code, and nothing else', () => {
    expect(Object.keys(data.counties).sort()).toEqual(expectedFips);
    expect(data.complete).toBe(true);
  });

  it('names each county jurisdiction after the Census county', () => {
    for (const [fips, ids] of Object.entries(data.counties)) {
      for (const j of ids.map((id) => byId(data).get(id)).filter((j) => j?.level === 'county')) {
        expect(j!.name).toBe(`${countyName(fips)} County ${countyLabel}`);
      }
    }
  });

  it('refers only to jurisdictions it defines, uses each of them, and shares no id with another jurisdiction of the content', () => {
    const defined = new Set(data.jurisdictions.map((j) => j.id));
    const used = new Set(Object.values(data.counties).flat());
    expect(defined.size).toBe(data.jurisdictions.length);
    expect([...used].filter((id) => !defined.has(id))).toEqual([]);
    expect([...defined].filter((id) => !used.has(id))).toEqual([]);
    expect([...defined].filter((id) => definitionsOf(id) !== 1)).toEqual([]);
  });

  it('holds state-registered local taxes with dated, sourced, non-overlapping rates between 0 and 3 percent', () => {
    for (const j of data.jurisdictions) {
      expect(j.id.startsWith(`us-${data.state}-`)).toBe(true);
      expect(j.country).toBe('US');
      expect(j.registrationIds).toEqual([`us-${data.state}`]);
      expect(j.inheritsFrom).toBe(`us-${data.state}`);
      expect(j.taxes).toHaveLength(1);
      const rates = j.taxes[0]!.rates;
      expect(rates.length).toBeGreaterThan(0);
      rates.forEach((r, i) => {
        expect(r.rate).toMatch(/^\d\.\d{2}$/);
        expect(Number(r.rate)).toBeGreaterThan(0);
        expect(Number(r.rate)).toBeLessThanOrEqual(3);
        expect(r.source).toMatch(/^https?:\/\//);
        if (r.from !== null && r.to !== null) expect(r.from < r.to).toBe(true);
        // Periods follow each other without gap or overlap: [from, to) chained.
        if (i > 0) expect(r.from).toBe(rates[i - 1]!.to);
        else expect(r.from).toBeNull();
        if (i === rates.length - 1) expect(r.to).toBeNull();
      });
    }
  });
}

describe('Florida discretionary sales surtaxes', () => {
  // 12001 Alachua ... 12133 Washington; Miami-Dade is 12086 (12025, Dade, is retired).
  const fips = censusCounties('12', 133, ['12086']);
  it('has the 67 counties', () => expect(fips).toHaveLength(67));
  checkShape(FL, fips, 'discretionary sales surtax');

  it.each([
    ['12086', 'Miami-Dade', ['2024-01-01', '2025-06-01', '2026-11-23'], 100],
    ['12095', 'Orange', ['2024-01-01', '2025-06-01', '2026-11-23'], 50],
    ['12031', 'Duval', ['2024-01-01', '2025-06-01', '2026-11-23'], 150],
    ['12011', 'Broward', ['2024-01-01', '2026-11-23'], 100],
    ['12103', 'Pinellas', ['2024-01-01', '2026-11-23'], 100],
    ['12071', 'Lee', ['2024-01-01', '2026-11-23'], 50],
  ] as const)('%s (%s) levies the surtax its DR-15DSS gives', (county, _name, dates, expected) => {
    for (const date of dates) expect(localBp(FL, county, date)).toBe(expected);
  });

  it('Hillsborough (12057): 1.5%, 0.5% while two surtaxes were suspended (2025-01-01 to 2025-05-31), 1.5% again', () => {
    expect(localBp(FL, '12057', '2024-12-31')).toBe(150);
    expect(localBp(FL, '12057', '2025-01-01')).toBe(50);
    expect(localBp(FL, '12057', '2025-05-31')).toBe(50);
    expect(localBp(FL, '12057', '2025-06-01')).toBe(150);
    expect(localBp(FL, '12057', '2026-11-23')).toBe(150);
    expect(localBp(FL, '12057', '2026-12-01')).toBe(150); // the infrastructure surtax is renewed to 2041
  });

  it.each([
    ['12047', 'Hamilton', 100, 200, 200],
    ['12083', 'Marion', 100, 150, 150],
    ['12085', 'Martin', 50, 100, 50],
    ['12099', 'Palm Beach', 100, 100, 50],
  ] as const)('%s (%s) changes on January 1: 2024, 2025, 2026', (county, _name, y2024, y2025, y2026) => {
    expect(localBp(FL, county, '2024-12-31')).toBe(y2024);
    expect(localBp(FL, county, '2025-12-31')).toBe(y2025);
    expect(localBp(FL, county, '2026-01-01')).toBe(y2026);
  });

  it('maps the counties without a surtax (Citrus; Collier since 2024) to no jurisdiction', () => {
    expect(FL.counties['12017']).toEqual([]);
    expect(FL.counties['12021']).toEqual([]);
    const none = Object.entries(FL.counties)
      .filter(([, ids]) => ids.length === 0)
      .map(([f]) => f);
    expect(none).toEqual(['12017', '12021']);
  });

  it('stays within 0 to 2.5% in every county on every date, one jurisdiction per county', () => {
    for (const [county, ids] of Object.entries(FL.counties)) {
      expect(ids.length).toBeLessThanOrEqual(1);
      for (const date of DATES) {
        const rate = localBp(FL, county, date);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(250);
      }
    }
  });

  it('2026 totals: 2 counties without surtax, 7 at 0.5%, 35 at 1%, 22 at 1.5%, 1 at 2%', () => {
    const counts = new Map<number, number>();
    for (const county of Object.keys(FL.counties)) {
      const rate = localBp(FL, county, '2026-11-23');
      counts.set(rate, (counts.get(rate) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 0: 2, 50: 7, 100: 35, 150: 22, 200: 1 });
  });

  it('says in every source that the $5,000 cap is not applied', () => {
    for (const j of FL.jurisdictions) for (const r of j.taxes[0]!.rates) expect(r.source).toContain('first $5,000 of a single sale');
  });
});

describe('Ohio county permissive and transit authority sales taxes', () => {
  // 39001 Adams ... 39175 Wyandot.
  const fips = censusCounties('39', 175);
  it('has the 88 counties', () => expect(fips).toHaveLength(88));
  checkShape(OH, fips, 'permissive sales tax');

  const jurisdictions = byId(OH);
  const rateOf = (id: string, date: IsoDate) => bp(jurisdictions.get(id)!, date);

  it('Franklin (39049): 1.25% county + COTA 0.5%, COTA 1% from 2025-04-01 (8% in all)', () => {
    expect(OH.counties['39049']).toEqual(['us-OH-county-39049', 'us-OH-transit-cota']);
    expect(rateOf('us-OH-county-39049', '2025-03-31')).toBe(125);
    expect(rateOf('us-OH-county-39049', '2026-11-23')).toBe(125);
    expect(rateOf('us-OH-transit-cota', '2025-03-31')).toBe(50);
    expect(rateOf('us-OH-transit-cota', '2025-04-01')).toBe(100);
    expect(localBp(OH, '39049', '2025-03-31')).toBe(175);
    expect(localBp(OH, '39049', '2025-04-01')).toBe(225);
  });

  it('Cuyahoga (39035): 2.25% (1.25% county + 1% Greater Cleveland RTA) on every date', () => {
    expect(OH.counties['39035']).toEqual(['us-OH-county-39035', 'us-OH-transit-gcrta']);
    for (const date of DATES) expect(localBp(OH, '39035', date)).toBe(225);
  });

  it('Hamilton (39061): 2.05% (1.25% county + 0.8% SORTA)', () => {
    expect(OH.counties['39061']).toEqual(['us-OH-county-39061', 'us-OH-transit-sorta']);
    for (const date of DATES) expect(localBp(OH, '39061', date)).toBe(205);
  });

  it('Lake (39085): 7.25% until June 2024, 7.00% from 2024-07-01', () => {
    expect(localBp(OH, '39085', '2024-06-30')).toBe(150);
    expect(localBp(OH, '39085', '2024-07-01')).toBe(125);
  });

  // "Total State and Local Sales Tax Rates, by County, Effective July 2024" (Ohio Department of
  // Taxation map), transcribed on its own: state 5.75% + county + transit, on 2024-07-01.
  const JULY_2024_TOTALS: Record<string, number> = {
    Adams: 725,
    Allen: 685,
    Ashland: 700,
    Ashtabula: 675,
    Athens: 725,
    Auglaize: 725,
    Belmont: 725,
    Brown: 725,
    Butler: 650,
    Carroll: 675,
    Champaign: 725,
    Clark: 725,
    Clermont: 675,
    Clinton: 725,
    Columbiana: 725,
    Coshocton: 775,
    Crawford: 725,
    Cuyahoga: 800,
    Darke: 725,
    Defiance: 675,
    Delaware: 700,
    Erie: 675,
    Fairfield: 675,
    Fayette: 725,
    Franklin: 750,
    Fulton: 725,
    Gallia: 725,
    Geauga: 675,
    Greene: 675,
    Guernsey: 725,
    Hamilton: 780,
    Hancock: 675,
    Hardin: 725,
    Harrison: 725,
    Henry: 725,
    Highland: 725,
    Hocking: 725,
    Holmes: 700,
    Huron: 725,
    Jackson: 725,
    Jefferson: 725,
    Knox: 725,
    Lake: 700,
    Lawrence: 725,
    Licking: 725,
    Logan: 725,
    Lorain: 650,
    Lucas: 775,
    Madison: 700,
    Mahoning: 750,
    Marion: 725,
    Medina: 675,
    Meigs: 725,
    Mercer: 725,
    Miami: 700,
    Monroe: 725,
    Montgomery: 750,
    Morgan: 725,
    Morrow: 725,
    Muskingum: 725,
    Noble: 725,
    Ottawa: 700,
    Paulding: 725,
    Perry: 725,
    Pickaway: 725,
    Pike: 725,
    Portage: 700,
    Preble: 725,
    Putnam: 700,
    Richland: 700,
    Ross: 725,
    Sandusky: 725,
    Scioto: 725,
    Seneca: 725,
    Shelby: 725,
    Stark: 650,
    Summit: 675,
    Trumbull: 675,
    Tuscarawas: 675,
    Union: 700,
    'Van Wert': 725,
    Vinton: 725,
    Warren: 675,
    Washington: 725,
    Wayne: 650,
    Williams: 725,
    Wood: 675,
    Wyandot: 725,
  };

  it('matches the July 2024 map total of every county (5.75% state + county + transit)', () => {
    expect(Object.keys(JULY_2024_TOTALS)).toHaveLength(88);
    for (const county of fips)
      expect([countyName(county), 575 + localBp(OH, county, '2024-07-01')]).toEqual([
        countyName(county),
        JULY_2024_TOTALS[countyName(county)!],
      ]);
  });

  it('keeps every county between 0.75% and 2.25% on every date', () => {
    for (const county of fips) {
      for (const date of DATES) {
        const rate = localBp(OH, county, date);
        expect(rate).toBeGreaterThanOrEqual(75);
        expect(rate).toBeLessThanOrEqual(225);
      }
    }
  });

  // The transit authority that taxes part of each of these counties (the content keeps only the
  // counties, as the map's incompleteCounties; which authority is in its notes).
  const PARTIAL_TRANSIT: Record<string, string[]> = {
    '39041': ['us-OH-transit-cota'], // Delaware
    '39045': ['us-OH-transit-cota'], // Fairfield
    '39089': ['us-OH-transit-cota'], // Licking
    '39159': ['us-OH-transit-cota'], // Union
    '39173': ['us-OH-transit-tarta'], // Wood: the City of Rossford only
  };

  it('lists transit authorities that cover a county only in part apart, not under that county', () => {
    expect([...(OH.incompleteCounties ?? [])].sort()).toEqual(['39041', '39045', '39089', '39159', '39173']);
    expect(Object.keys(PARTIAL_TRANSIT).sort()).toEqual([...(OH.incompleteCounties ?? [])].sort());
    for (const [county, ids] of Object.entries(PARTIAL_TRANSIT)) {
      expect(fips).toContain(county);
      for (const id of ids) {
        expect(jurisdictions.has(id)).toBe(true);
        expect(OH.counties[county]).not.toContain(id);
      }
    }
  });
});
