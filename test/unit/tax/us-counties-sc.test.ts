// South Carolina's local sales and use taxes by county (content/us/sc.json, its county map): one
// jurisdiction per county with the county's whole local rate, from the SCDOR's ST-500 "Local Tax
// Designation by County" (effective May 1, 2026) and the SCDOR's notices of the changes since
// 2024-01-01; sources in the file. The state is not complete (the City of Myrtle Beach's Tourism
// Development tax, the Catawba Reservation), so only the other 44 counties place an address alone.
import { describe, expect, it } from 'vitest';
import { countyName, zipPlaces } from '../../../src/tax/address/zip-places.ts';
import type { IsoDate } from '../../../src/tax/dates.ts';
import type { JurisdictionData } from '../../../src/tax/content/types.ts';
import { rateOn } from '../../../src/tax/taxability.ts';
import { countyTaxesOf, cityDataOf, definitionsOf } from '../../support/content.ts';
import { goodsTax } from './fixtures.ts';

const SC = countyTaxesOf('SC');
const byId = new Map<string, JurisdictionData>(SC.jurisdictions.map((j) => [j.id, j]));

/** The local rate of a county on a date, in basis points (0 where none is in force). */
function localBp(fips: string, date: IsoDate): number {
  const ids = SC.counties[fips];
  if (ids === undefined) throw new Error(`${fips} is not listed`);
  return ids.reduce((sum, id) => {
    const j = byId.get(id);
    if (j === undefined) throw new Error(`${fips} names ${id}, which the county map does not define`);
    return sum + j.taxes.reduce((s, tax) => s + Math.round(Number(rateOn(tax, date)?.rate ?? '0') * 100), 0);
  }, 0);
}

const ALL_FIPS = Array.from({ length: 46 }, (_, i) => `45${String(2 * i + 1).padStart(3, '0')}`);
const HORRY = '45051';
const YORK = '45091';

// ST-500, effective May 1, 2026: the county's local rate (the state's 6% apart), by the Census name.
const MAY_2026: Record<string, number> = {
  Abbeville: 100,
  Aiken: 200,
  Allendale: 200,
  Anderson: 100,
  Bamberg: 200,
  Barnwell: 200,
  Beaufort: 0,
  Berkeley: 300,
  Calhoun: 200,
  Charleston: 300,
  Cherokee: 200,
  Chester: 200,
  Chesterfield: 200,
  Clarendon: 100,
  Colleton: 200,
  Darlington: 200,
  Dillon: 200,
  Dorchester: 100,
  Edgefield: 200,
  Fairfield: 100,
  Florence: 200,
  Georgetown: 100,
  Greenville: 0,
  Greenwood: 100,
  Hampton: 100,
  Horry: 200,
  Jasper: 300,
  Kershaw: 200,
  Lancaster: 200,
  Laurens: 200,
  Lee: 200,
  Lexington: 100,
  McCormick: 200,
  Marion: 200,
  Marlboro: 200,
  Newberry: 100,
  Oconee: 0,
  Orangeburg: 100,
  Pickens: 100,
  Richland: 200,
  Saluda: 200,
  Spartanburg: 100,
  Sumter: 200,
  Union: 100,
  Williamsburg: 200,
  York: 100,
};

// Where 2024-01-01 differs from May 2026, and every change in between (the SCDOR's notices).
const CHANGES: [fips: string, name: string, steps: [date: IsoDate, bp: number][]][] = [
  [
    '45013',
    'Beaufort',
    [
      ['2023-04-30', 0],
      ['2023-05-01', 100],
      ['2024-01-01', 100],
      ['2025-02-28', 100],
      ['2025-03-01', 0],
      ['2026-11-01', 0],
    ],
  ],
  [
    '45043',
    'Georgetown',
    [
      ['2024-01-01', 0],
      ['2025-04-30', 0],
      ['2025-05-01', 100],
      ['2026-11-01', 100],
    ],
  ],
  [
    '45053',
    'Jasper',
    [
      ['2024-01-01', 200],
      ['2025-03-01', 200],
      ['2025-04-30', 200],
      ['2025-05-01', 300],
      ['2026-11-01', 300],
    ],
  ],
  [
    '45085',
    'Sumter',
    [
      ['2024-01-01', 100],
      ['2025-04-30', 100],
      ['2025-05-01', 200],
      ['2026-11-01', 200],
    ],
  ],
  [
    '45089',
    'Williamsburg',
    [
      ['2024-01-01', 200],
      ['2025-04-30', 200],
      ['2025-05-01', 100],
      ['2026-04-30', 100],
      ['2026-05-01', 200],
      ['2026-11-01', 200],
    ],
  ],
];

describe('South Carolina county map', () => {
  it('lists all 46 counties (45001 to 45091) by their Census FIPS code, and nothing else', () => {
    expect(ALL_FIPS.every((f) => countyName(f) !== null)).toBe(true);
    expect(Object.keys(SC.counties).sort()).toEqual(ALL_FIPS);
  });

  it('has every county at its ST-500 rate on 2026-11-01', () => {
    expect(Object.keys(MAY_2026)).toHaveLength(46);
    for (const fips of ALL_FIPS)
      expect([countyName(fips), localBp(fips, '2026-11-01')]).toEqual([countyName(fips), MAY_2026[countyName(fips)!]]);
  });

  it('has the same rates from 2026-05-01 on (the ST-500 edition) as on 2026-11-01', () => {
    for (const fips of ALL_FIPS) expect(localBp(fips, '2026-05-01')).toBe(localBp(fips, '2026-11-01'));
  });

  it.each(CHANGES)('%s (%s) changes on the dates the SCDOR gave', (fips, _name, steps) => {
    for (const [date, bp] of steps) expect([date, localBp(fips, date)]).toEqual([date, bp]);
  });

  it('changes nowhere else since 2024-01-01', () => {
    const changed = new Set(CHANGES.map(([fips]) => fips));
    const dates: IsoDate[] = [
      '2024-01-01',
      '2024-06-30',
      '2025-01-01',
      '2025-03-01',
      '2025-05-01',
      '2026-01-01',
      '2026-03-01',
      '2026-05-01',
      '2026-11-27',
    ];
    for (const fips of ALL_FIPS.filter((f) => !changed.has(f))) {
      for (const date of dates)
        expect([countyName(fips), date, localBp(fips, date)]).toEqual([countyName(fips), date, MAY_2026[countyName(fips)!]]);
    }
  });

  it('2024-01-01: Georgetown, Greenville and Oconee at 6%, Berkeley and Charleston at 9%; 2026: Beaufort, Greenville and Oconee at 6%, Berkeley, Charleston and Jasper at 9%', () => {
    const tally = (date: IsoDate) => {
      const counts: Record<number, string[]> = {};
      for (const fips of ALL_FIPS) (counts[600 + localBp(fips, date)] ??= []).push(countyName(fips)!);
      return counts;
    };
    const y2024 = tally('2024-01-01');
    expect(y2024[600]).toEqual(['Georgetown', 'Greenville', 'Oconee']);
    expect(y2024[900]).toEqual(['Berkeley', 'Charleston']);
    expect([y2024[700]!.length, y2024[800]!.length]).toEqual([16, 25]);
    const y2026 = tally('2026-11-01');
    expect(y2026[600]).toEqual(['Beaufort', 'Greenville', 'Oconee']);
    expect(y2026[900]).toEqual(['Berkeley', 'Charleston', 'Jasper']);
    expect([y2026[700]!.length, y2026[800]!.length]).toEqual([15, 25]);
  });

  it('maps Greenville and Oconee to no jurisdiction, every other county to its own', () => {
    const none = ALL_FIPS.filter((f) => SC.counties[f]!.length === 0).map(countyName);
    expect(none).toEqual(['Greenville', 'Oconee']);
    for (const fips of ALL_FIPS.filter((f) => SC.counties[f]!.length > 0)) expect(SC.counties[fips]).toEqual([`us-SC-county-${fips}`]);
  });

  it('holds state-registered county jurisdictions named after the Census county, with dated, sourced, chained rates', () => {
    expect(SC.jurisdictions).toHaveLength(44);
    for (const [fips, ids] of Object.entries(SC.counties)) {
      for (const id of ids) {
        const j = byId.get(id)!;
        expect(j.name).toBe(`${countyName(fips)} County local sales and use taxes`);
        expect(j.level).toBe('county');
        expect(j.registrationIds).toEqual(['us-SC']);
        expect(j.inheritsFrom).toBe('us-SC');
        expect(j.taxability).toEqual([]);
        expect(definitionsOf(id)).toBe(1);
        expect(j.taxes).toHaveLength(1);
        const rates = j.taxes[0]!.rates;
        rates.forEach((r, i) => {
          expect(r.rate).toMatch(/^[1-3]\.00$/);
          expect(r.sources?.length).toBeGreaterThan(0);
          if (r.from !== null && r.to !== null) expect(r.from < r.to).toBe(true);
          if (i > 0) expect(r.from).toBe(rates[i - 1]!.to);
        });
      }
    }
    // Every rate in force in May 2026 rests on the ST-500.
    for (const j of SC.jurisdictions) {
      const current = rateOn(j.taxes[0]!, '2026-11-01');
      if (current !== undefined) expect(current.sources).toContain('https://dor.sc.gov/sites/dor/files/forms/ST500.pdf');
    }
  });

  it("is not complete: Horry (Myrtle Beach's Tourism Development tax) and York (the Catawba Reservation) are left out of completeCounties", () => {
    expect(SC.complete).toBe(false);
    expect(SC.incompleteCounties).toBeUndefined();
    expect(SC.completeCounties).toEqual(ALL_FIPS.filter((f) => f !== HORRY && f !== YORK));
  });

  it("keeps Columbia and Charleston as entries naming their county's jurisdiction (counted once), and no SC jurisdiction outside the county map", () => {
    const { jurisdictions, places } = cityDataOf('SC');
    expect(jurisdictions.map((j) => j.id)).toEqual([]);
    expect(places.map((p) => [p.names[0], p.jurisdictions, p.counties])).toEqual([
      ['Columbia', ['us-SC-county-45079'], ['45079']],
      ['Charleston', ['us-SC-county-45019'], ['45019']],
    ]);
  });
});

describe('South Carolina addresses, tangible goods of 10000 cents', () => {
  const sure = (zip: string, date = '2026-11-01', product = 'goods') => {
    const calc = goodsTax({ country: 'US', postalCode: zip }, { date, product });
    return [calc.taxAmountToCollect, calc.uncertainty === null];
  };

  it.each([
    ['Columbia', '29201', 'Richland', 800],
    ['Charleston', '29401', 'Charleston', 900],
    ['Greenville', '29601', 'Greenville', 600],
    ['Aiken', '29801', 'Aiken', 800],
    ['Spartanburg', '29301', 'Spartanburg', 700],
  ] as const)('%s %s (%s County) is placed: %i cents, sure', (city, zip, county, cents) => {
    expect(zipPlaces(zip)!.counties.map((c) => [c.name, c.share])).toEqual([[county, 1]]);
    expect(sure(zip)).toEqual([cents, true]);
    const full = goodsTax({ country: 'US', city, region: 'SC', postalCode: zip });
    expect([full.taxAmountToCollect, full.uncertainty]).toEqual([cents, null]);
  });

  it('taxes SaaS at the same combined rate (the local taxes follow the state), sure', () => {
    expect(sure('29201', '2026-11-01', 'saas-b2b')).toEqual([800, true]);
    expect(sure('29601', '2026-11-01', 'saas-b2c')).toEqual([600, true]);
  });

  it('follows the dated changes: Georgetown 29440 6% then 7%, Beaufort 29902 7% then 6%', () => {
    expect(zipPlaces('29440')!.counties[0]).toMatchObject({ name: 'Georgetown' });
    expect(zipPlaces('29902')!.counties[0]).toMatchObject({ name: 'Beaufort' });
    // 29440 reaches Williamsburg County too (HUD: 0.1% of its addresses): Georgetown County's taxes, uncertain.
    expect(sure('29440', '2025-04-30')).toEqual([600, false]);
    expect(sure('29440', '2025-05-01')).toEqual([700, false]);
    expect(sure('29902', '2025-02-28')).toEqual([700, true]);
    expect(sure('29902', '2025-03-01')).toEqual([600, true]);
  });

  it('leaves a ZIP code split between counties with different rates uncertain: Columbia 29210 (Richland 8%, Lexington 7%)', () => {
    const counties = zipPlaces('29210')!.counties;
    expect(counties.map((c) => c.name)).toEqual(['Richland', 'Lexington']);
    expect(counties[0]!.share).toBeLessThan(0.99);
    expect(localBp('45079', '2026-11-01')).not.toBe(localBp('45063', '2026-11-01'));
    const calc = goodsTax({ country: 'US', postalCode: '29210' });
    expect(calc.taxAmountToCollect).toBe(800); // the main county's
    expect(calc.uncertainty).not.toBeNull();
  });

  it("leaves Horry and York uncertain, with the county's taxes: Myrtle Beach 29577 (8%, the city's 1% not held), Rock Hill 29732 (7%)", () => {
    const myrtle = goodsTax({ country: 'US', postalCode: '29577' });
    expect([myrtle.taxAmountToCollect, myrtle.uncertainty === null]).toEqual([800, false]);
    const rockHill = goodsTax({ country: 'US', postalCode: '29732' });
    expect([rockHill.taxAmountToCollect, rockHill.uncertainty === null]).toEqual([700, false]);
  });
});
