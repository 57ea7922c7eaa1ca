// Virginia's regional and additional local sales taxes, by locality (content/us/va.json: its county map),
// tested as data: they are not wired into the calculation yet. The statewide 4.3% + 1% is not in the
// file, so the figures here are what comes on top of 5.3%. Sources in the file.
import { describe, expect, it } from 'vitest';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import type { IsoDate } from '../../../src/tax/dates.ts';
import { rateOn } from '../../../src/tax/taxability.ts';
import { countyTaxesOf } from '../../support/content.ts';

const VA = countyTaxesOf('VA');

const ON = '2026-11-01' as IsoDate;

/** The additions in force in a locality on a date, in hundredths of a percent. */
function localBp(fips: string, date: IsoDate = ON): number {
  const byId = new Map(VA.jurisdictions.map((j) => [j.id, j]));
  return (VA.counties[fips] ?? []).reduce((sum, id) => {
    const j = byId.get(id);
    if (j === undefined) throw new Error(`${fips} names ${id}, which the file does not define`);
    return sum + j.taxes.reduce((s, tax) => s + Math.round(Number(rateOn(tax, date)?.rate ?? '0') * 100), 0);
  }, 0);
}

/** Every Virginia county and independent city the ZIP data (US Census) names. */
function censusLocalities(): string[] {
  const out: string[] = [];
  for (let code = 1; code <= 840; code++) {
    const fips = `51${String(code).padStart(3, '0')}`;
    if (countyName(fips) !== null) out.push(fips);
  }
  return out.sort();
}

describe('Virginia regional and local sales taxes', () => {
  it('lists the 133 localities of the Census, 95 counties and 38 independent cities, and nothing else', () => {
    const fips = Object.keys(VA.counties).sort();
    expect(fips).toHaveLength(133);
    expect(fips).toEqual(censusLocalities());
    expect(fips.filter((f) => f < '51500')).toHaveLength(95);
    expect(fips.filter((f) => f >= '51500')).toHaveLength(38);
  });

  it('refers only to jurisdictions it defines, uses each, and does not repeat the statewide 1%', () => {
    const defined = new Set(VA.jurisdictions.map((j) => j.id));
    const used = new Set(Object.values(VA.counties).flat());
    expect(defined.size).toBe(VA.jurisdictions.length);
    expect([...used].filter((id) => !defined.has(id))).toEqual([]);
    expect([...defined].filter((id) => !used.has(id))).toEqual([]);
    expect(defined.has('us-VA-statewide-local-sales-tax')).toBe(false);
  });

  it('holds state-collected taxes with dated, sourced rates', () => {
    for (const j of VA.jurisdictions) {
      expect(j.id.startsWith('us-VA-')).toBe(true);
      expect(j.registrationIds).toEqual(['us-VA']);
      expect(j.inheritsFrom).toBe('us-VA');
      for (const tax of j.taxes)
        for (const r of tax.rates) {
          expect(['0.70', '1.00']).toContain(r.rate);
          expect(r.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(r.source).toMatch(/^https?:\/\//);
        }
    }
  });

  it('shares one district per regional tax among its localities', () => {
    const count = (id: string) => Object.values(VA.counties).filter((ids) => ids.includes(id)).length;
    expect(count('us-VA-northern-virginia-regional-sales-tax')).toBe(9);
    expect(count('us-VA-hampton-roads-regional-sales-tax')).toBe(14);
    expect(count('us-VA-central-virginia-regional-sales-tax')).toBe(8);
    expect(count('us-VA-historic-triangle-sales-tax')).toBe(3);
    for (const id of [
      'us-VA-northern-virginia-regional-sales-tax',
      'us-VA-hampton-roads-regional-sales-tax',
      'us-VA-central-virginia-regional-sales-tax',
      'us-VA-historic-triangle-sales-tax',
    ])
      expect(VA.jurisdictions.find((j) => j.id === id)?.level).toBe('district');
  });

  it.each([
    ['Arlington (51013): Northern Virginia 0.7% -> 6%', '51013', 70],
    ['Richmond city (51760): Central Virginia 0.7% -> 6%', '51760', 70],
    ['Williamsburg (51830): Hampton Roads 0.7% + Historic Triangle 1% -> 7%', '51830', 170],
    ['Virginia Beach (51810): Hampton Roads 0.7% -> 6%', '51810', 70],
    ['Halifax County (51083): school tax 1% -> 6.3%', '51083', 100],
    ['Danville (51590): school tax 1% -> 6.3%', '51590', 100],
    ['Gloucester County (51073): school tax 1%, outside Hampton Roads -> 6.3%', '51073', 100],
    ['Augusta County (51015): nothing beyond the statewide 5.3%', '51015', 0],
    ['Surry County (51181): outside Hampton Roads -> 5.3%', '51181', 0],
    ['Franklin County (51067), not the City of Franklin -> 5.3%', '51067', 0],
  ])('%s', (_name, fips, bp) => {
    expect(localBp(fips)).toBe(bp);
  });

  it('maps a locality with nothing extra to []', () => {
    expect(VA.counties['51015']).toEqual([]);
  });

  it('starts each tax on its date', () => {
    expect(localBp('51830', '2018-06-30' as IsoDate)).toBe(70);
    expect(localBp('51830', '2018-07-01' as IsoDate)).toBe(170);
    expect(localBp('51760', '2020-09-30' as IsoDate)).toBe(0);
    expect(localBp('51760', '2020-10-01' as IsoDate)).toBe(70);
    expect(localBp('51083', '2020-06-30' as IsoDate)).toBe(0);
    expect(localBp('51083', '2020-07-01' as IsoDate)).toBe(100);
    expect(localBp('51143', '2023-06-30' as IsoDate)).toBe(0);
    expect(localBp('51143', '2023-07-01' as IsoDate)).toBe(100);
  });

  it('is complete but for the localities whose status is unconfirmed', () => {
    expect(VA.state).toBe('VA');
    expect(VA.complete).toBe(true);
    expect(VA.incompleteCounties).toEqual(['51117']);
    for (const fips of VA.incompleteCounties ?? []) expect(VA.counties[fips]).toBeDefined();
  });
});
