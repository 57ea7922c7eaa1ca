// Georgia county sales taxes (content/us/ga.json: its county map), tested as data against the official
// rate file it was written from (GAR2026Q2FEB19.csv, Streamlined Sales Tax Governing Board, Georgia
// 2026 Q2, read from ../shared/reference/data/sst: the tests that need it are skipped without it):
// not wired into the calculation yet.
import { describe, expect, it } from 'vitest';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import type { IsoDate } from '../../../src/tax/dates.ts';
import type { JurisdictionData } from '../../../src/tax/content/types.ts';
import { parseSstRates } from '../../../src/tax/imports/sst-rates.ts';
import { rateOn } from '../../../src/tax/taxability.ts';
import { countyTaxesOf } from '../../support/content.ts';
import { readReferenceFile, withoutReferenceData } from '../../support/reference-data.ts';

const GA = countyTaxesOf('GA');

const FILE = 'sst/GAR2026Q2FEB19.csv';
const withoutFile = withoutReferenceData(FILE);
let fileLines: string[] | undefined;
const lines = () => (fileLines ??= readReferenceFile(FILE).split('\n'));

const byId = new Map(GA.jurisdictions.map((j) => [j.id, j]));
const county = (fips: string): JurisdictionData => {
  const j = byId.get(`us-GA-county-${fips}`);
  if (j === undefined) throw new Error(`no jurisdiction for ${fips}`);
  return j;
};
const rate = (fips: string, date: IsoDate) => rateOn(county(fips).taxes[0]!, date)?.rate;

/** The county row in force on a date, read straight from the file: fraction -> percent by moving the point. */
function fileRate(fips3: string, yyyymmdd: string): string | undefined {
  const row = lines()
    .map((l) => l.split(','))
    .find((r) => r[1] === '00' && r[2] === fips3 && r[7]! <= yyyymmdd && yyyymmdd <= r[8]!);
  return row?.[3];
}

describe('Georgia county taxes', () => {
  const georgiaFips = Array.from({ length: 161 }, (_, i) => `13${String(2 * i + 1).padStart(3, '0')}`).filter(
    (f) => countyName(f) !== null,
  );

  it('lists all 159 counties, by Census FIPS (13001..13321), one jurisdiction each', () => {
    expect(georgiaFips).toHaveLength(159);
    expect(Object.keys(GA.counties).sort()).toEqual(georgiaFips);
    expect(GA.jurisdictions).toHaveLength(159);
    for (const [fips, ids] of Object.entries(GA.counties)) {
      expect(ids).toEqual([`us-GA-county-${fips}`]);
      const j = county(fips);
      expect(j.name).toBe(`${countyName(fips)} County local sales taxes`);
      expect(j.level).toBe('county');
      expect(j.registrationIds).toEqual(['us-GA']);
      expect(j.inheritsFrom).toBe('us-GA');
    }
    expect(GA.state).toBe('GA');
    expect(GA.complete).toBe(true);
  });

  it.skipIf(withoutFile)('cites the file line and the Georgia DOR chart for every rate, and dates periods without overlaps', () => {
    for (const j of GA.jurisdictions) {
      const rates = j.taxes[0]!.rates;
      rates.forEach((r, i) => {
        expect(r.rate).toMatch(/^\d+\.\d\d$/);
        const m =
          /^GAR2026Q2FEB19\.csv, Streamlined Sales Tax Governing Board rate file for Georgia, 2026 Q2, line (\d+); published by the Georgia Department of Revenue in its quarterly "Sales Tax Rates" chart/.exec(
            r.source,
          );
        expect(m).not.toBeNull();
        const row = lines()[Number(m![1]) - 1]!.split(',');
        expect(`13${row[2]}`).toBe(j.id.slice('us-GA-county-'.length));
        expect(row[1]).toBe('00');
        if (r.from !== null && r.to !== null) expect(r.from < r.to).toBe(true);
        const next = rates[i + 1];
        if (next !== undefined) expect(next.from! >= r.to!).toBe(true);
      });
      expect(rates[0]!.from).toBeNull();
    }
  });

  it.skipIf(withoutFile)('holds exactly the county rows of the file, every period converted to percent exactly', () => {
    const parsed = parseSstRates(readReferenceFile(FILE));
    if (!parsed.ok) throw new Error('fixture does not parse');
    const countyRows = parsed.rows.filter((r) => r.kind === 'county');
    expect(countyRows).toHaveLength(432);
    const held = GA.jurisdictions.flatMap((j) => j.taxes[0]!.rates);
    expect(held).toHaveLength(countyRows.length);
    for (const row of countyRows) {
      const r = held.find((h) => h.source.includes(`, line ${row.line};`));
      expect(r, `line ${row.line}`).toBeDefined();
      expect(Number(r!.rate)).toBe(Number(row.generalIntrastate!.percent));
      expect(r!.from).toBe(row.from === '2011-01-01' ? null : row.from);
      expect(r!.to).toBe(row.to);
    }
  });

  it('gives the file’s county rates on 2026-11-01', () => {
    expect(rate('13121', '2026-11-01')).toBe('3.00'); // Fulton (line 165)
    expect(rate('13089', '2026-11-01')).toBe('3.00'); // DeKalb (line 132)
    expect(rate('13051', '2026-11-01')).toBe('3.00'); // Chatham (line 79)
    expect(rate('13063', '2026-11-01')).toBe('4.00'); // Clayton, 4% since 2015-03-01 (line 98)
    expect(rate('13053', '2026-11-01')).toBe('5.00'); // Chattahoochee, 5% from 2026-01-01 (line 84)
    expect(rate('13009', '2026-11-01')).toBe('4.00'); // Baldwin, 4% from 2024-04-01 (line 31)
    expect(rate('13009', '2024-03-31')).toBe('3.00'); // Baldwin before (line 30)
  });

  it.skipIf(withoutFile)('gives every county the file’s rate on 2026-11-01', () => {
    for (const fips of georgiaFips) {
      const fraction = fileRate(fips.slice(2), '20261101');
      expect(fraction, fips).toBeDefined();
      const [whole, frac = ''] = fraction!.split('.');
      const percent = `${Number(`${whole}${frac.padEnd(2, '0').slice(0, 2)}`)}.${frac.slice(2).padEnd(2, '0')}`;
      expect(rate(fips, '2026-11-01'), fips).toBe(percent);
    }
  });

  it('marks the counties of the city and district taxes (Atlanta, College Park, East Point, Hapeville; Fulton TSPLOST, DeKalb SPLOST) incomplete', () => {
    expect([...(GA.incompleteCounties ?? [])].sort()).toEqual(['13063', '13089', '13121']);
  });

  it.skipIf(withoutFile)('the file has the 16 city and district rows those counties are incomplete for', () => {
    const cityAndDistrictRows = lines().filter((l) => /^13,(01|63),/.test(l));
    expect(cityAndDistrictRows).toHaveLength(16);
  });
});
