// North Carolina and Wisconsin county sales taxes (content/us/nc.json, wi.json: their county maps), tested as
// data: they are not wired into the calculation yet. Figures: NCDOR "Sales and Use Tax Rates
// Effective July 1, 2024"; Wisconsin DOR "Tax Rates" chart; sources in the files.
import { describe, expect, it } from 'vitest';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import type { IsoDate } from '../../../src/tax/dates.ts';
import type { JurisdictionData, UsCountyTaxes } from '../../../src/tax/content/types.ts';
import { rateOn } from '../../../src/tax/taxability.ts';
import { countyTaxesOf } from '../../support/content.ts';

const NC = countyTaxesOf('NC');
const WI = countyTaxesOf('WI');

/** Every five-digit county FIPS of a state from 001 to `last` (odd codes) plus `extra`, that the ZIP data (US Census counties) names. */
function censusCounties(statePrefix: string, last: number, extra: string[] = []): string[] {
  const odd = Array.from({ length: (last + 1) / 2 }, (_, i) => `${statePrefix}${String(2 * i + 1).padStart(3, '0')}`);
  return [...odd, ...extra].filter((fips) => countyName(fips) !== null).sort();
}

function byId(data: UsCountyTaxes): Map<string, JurisdictionData> {
  return new Map(data.jurisdictions.map((j) => [j.id, j]));
}

/** The local rate in force in a county on a date, in hundredths of a percent (basis points). */
function localBp(data: UsCountyTaxes, fips: string, date: IsoDate): number {
  const jurisdictions = byId(data);
  return (data.counties[fips] ?? []).reduce((sum, id) => {
    const j = jurisdictions.get(id);
    if (j === undefined) throw new Error(`${fips} names ${id}, which the file does not define`);
    return sum + j.taxes.reduce((s, tax) => s + Math.round(Number(rateOn(tax, date)?.rate ?? '0') * 100), 0);
  }, 0);
}

function checkShape(data: UsCountyTaxes, expectedFips: string[]) {
  it('lists every county of the state, by its Census FIPS code, and nothing else', () => {
    expect(Object.keys(data.counties).sort()).toEqual(expectedFips);
  });

  it('names each county jurisdiction as the Census does', () => {
    for (const [fips, ids] of Object.entries(data.counties)) {
      const county = ids.map((id) => byId(data).get(id)).find((j) => j?.level === 'county');
      if (county !== undefined) expect(county.name).toBe(`${countyName(fips)} County`);
    }
  });

  it('refers only to jurisdictions it defines, and uses each of them', () => {
    const defined = new Set(data.jurisdictions.map((j) => j.id));
    const used = new Set(Object.values(data.counties).flat());
    expect(defined.size).toBe(data.jurisdictions.length);
    expect([...used].filter((id) => !defined.has(id))).toEqual([]);
    expect([...defined].filter((id) => !used.has(id))).toEqual([]);
  });

  it('holds state-registered local taxes with dated, sourced rates between 0 and 3 percent', () => {
    for (const j of data.jurisdictions) {
      expect(j.id.startsWith(`us-${data.state}-`)).toBe(true);
      expect(j.registrationIds).toEqual([`us-${data.state}`]);
      expect(j.inheritsFrom).toBe(`us-${data.state}`);
      for (const tax of j.taxes) {
        expect(tax.rates.length).toBeGreaterThan(0);
        tax.rates.forEach((r, i) => {
          expect(r.rate).toMatch(/^\d+\.\d+$/);
          expect(Number(r.rate)).toBeGreaterThan(0);
          expect(Number(r.rate)).toBeLessThan(3);
          expect(r.source).toMatch(/^https:\/\//);
          if (r.from !== null && r.to !== null) expect(r.from < r.to).toBe(true);
          // Periods follow each other without gaps or overlaps.
          const next = tax.rates[i + 1];
          if (next !== undefined) expect(next.from).toBe(r.to);
        });
      }
    }
  });
}

describe('North Carolina county taxes', () => {
  checkShape(NC, censusCounties('37', 199));

  it('has 100 counties and is complete: every local tax in North Carolina is county-wide', () => {
    expect(Object.keys(NC.counties)).toHaveLength(100);
    expect(NC.state).toBe('NC');
    expect(NC.complete).toBe(true);
  });

  it('levies 2% or 2.25% in every county', () => {
    const countyBp = (fips: string) => {
      const county = byId(NC).get(NC.counties[fips]![0]!)!;
      expect(county.level).toBe('county');
      return Math.round(Number(rateOn(county.taxes[0]!, '2025-06-01')!.rate) * 100);
    };
    const rates = Object.keys(NC.counties).map(countyBp);
    expect(rates.every((bp) => bp === 200 || bp === 225)).toBe(true);
    expect(rates.filter((bp) => bp === 225)).toHaveLength(48);
  });

  it.each([
    ['Mecklenburg', '37119', '2025-06-01', 250],
    ['Wake', '37183', '2025-06-01', 250],
    ['Durham', '37063', '2025-06-01', 275],
    ['Orange', '37135', '2025-06-01', 275],
    ['Guilford', '37081', '2025-06-01', 200],
    ['Buncombe', '37021', '2025-06-01', 225],
    ['Washington', '37187', '2024-03-01', 200],
    ['Washington', '37187', '2024-07-01', 225],
  ])('%s (%s) on %s: %i hundredths of a percent of local tax', (_name, fips, date, bp) => {
    expect(localBp(NC, fips, date as IsoDate)).toBe(bp);
  });

  it('shares one 0.5% transit district between Durham, Mecklenburg, Orange and Wake, and no other county', () => {
    const withTransit = Object.entries(NC.counties)
      .filter(([, ids]) => ids.includes('us-NC-transit-sales-tax'))
      .map(([fips]) => fips);
    expect(withTransit.sort()).toEqual(['37063', '37119', '37135', '37183']);
    expect(byId(NC).get('us-NC-transit-sales-tax')!.level).toBe('district');
  });

  it("adds Mecklenburg County's 1% transportation tax from 2026-04-01 (8.25% in all)", () => {
    expect(NC.counties['37119']).toEqual(['us-NC-county-37119', 'us-NC-transit-sales-tax', 'us-NC-mecklenburg-transportation-sales-tax']);
    expect(localBp(NC, '37119', '2026-03-31')).toBe(250);
    expect(localBp(NC, '37119', '2026-04-01')).toBe(350);
  });
});

describe('Wisconsin county taxes', () => {
  checkShape(WI, censusCounties('55', 141, ['55078']));

  it('has 72 counties, complete except Milwaukee County, where the City of Milwaukee adds its own', () => {
    expect(Object.keys(WI.counties)).toHaveLength(72);
    expect(WI.counties['55078']).toEqual(['us-WI-county-55078']); // Menominee, the one even code
    expect(WI.state).toBe('WI');
    expect(WI.complete).toBe(true);
    expect(WI.incompleteCounties).toEqual(['55079']);
    expect(WI.jurisdictions.every((j) => j.level === 'county')).toBe(true);
  });

  it.each([
    ['Dane', '55025', '2024-01-01', 50],
    ['Brown', '55009', '2024-01-01', 50],
    ['Milwaukee', '55079', '2023-12-31', 50],
    ['Milwaukee', '55079', '2024-01-01', 90],
    ['Milwaukee', '55079', '2026-11-01', 90],
    ['Manitowoc', '55071', '2024-12-31', 0],
    ['Manitowoc', '55071', '2025-01-01', 50],
    ['Racine', '55101', '2025-03-31', 0],
    ['Racine', '55101', '2025-04-01', 50],
    ['Waukesha', '55133', '2026-11-01', 0],
    ['Winnebago', '55139', '2026-11-01', 0],
  ])('%s (%s) on %s: %i hundredths of a percent of county tax', (_name, fips, date, bp) => {
    expect(localBp(WI, fips, date as IsoDate)).toBe(bp);
  });

  it('maps the counties without a county tax to no jurisdiction', () => {
    const none = Object.entries(WI.counties)
      .filter(([, ids]) => ids.length === 0)
      .map(([fips]) => fips);
    expect(none.sort()).toEqual(['55133', '55139']); // Waukesha, Winnebago
  });

  it('levies 0.5% in every other county today (0.9% in Milwaukee County)', () => {
    for (const [fips, ids] of Object.entries(WI.counties)) {
      if (ids.length === 0) continue;
      expect(localBp(WI, fips, '2026-11-01')).toBe(fips === '55079' ? 90 : 50);
    }
  });
});
