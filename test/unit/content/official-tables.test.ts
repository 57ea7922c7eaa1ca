// The official tables built into the content (docs/tax-data.md, "Official tables built into the
// content"): CDTFA's table of every California city and county, IDOR's county/municipality rate file.
// The files are read where CI has them, beside the repository (../shared/reference/data); they are
// never copied into it, and the tests that need them are skipped without them (test/support/reference-data.ts). Checked here: the parsers (exact decimal rates, counts, skipped records), that
// the build steps applied to the files reproduce exactly what content/us/ca.json and il.json hold (so a
// hand edit of a generated part, or a changed file, fails here), and calculations against the tables.
import { normalizeName } from '../../../src/tax/address/us.ts';
import { censusPlace } from '../../../src/tax/address/census-places.ts';
import { zipGeography } from '../../../src/tax/address/us-geography.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Decimal } from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cdtfaContent,
  cdtfaCounties,
  californiaFips,
  cdtfaSource,
  effectiveDateOf,
  parseCdtfaCsv,
  zipCitiesOf,
} from '../../../scripts/content-from-cdtfa.ts';
import { editionOf, fipsOfCountyNumber, idorContent, idorSource, parseIdorFile } from '../../../scripts/content-from-idor.ts';
import { percentUnitsOfFraction, rateText, reconcile, unitsOf } from '../../../scripts/official-tables.ts';
import { countyName, zipPlaces, zipsOfCity } from '../../../src/tax/address/zip-places.ts';
import { builtInContentFolder } from '../../../src/tax/content/built-in.ts';
import { formatJson } from '../../../src/tax/content/format.ts';
import type { ContentJurisdiction, JurisdictionFile, SourcesFile } from '../../../src/tax/content/schema.ts';
import { usPlaceEntry } from '../../../src/tax/jurisdictions.ts';
import { CDTFA_FILE, cdtfaCsv, IDOR_FILE, idorText } from '../../support/official-tables.ts';
import { withoutReferenceData } from '../../support/reference-data.ts';
import { goodsTax } from '../tax/fixtures.ts';

// Evaluated when the file is collected: a test that needs a file is skipped without it.
const withoutCa = withoutReferenceData(CDTFA_FILE);
const withoutIl = withoutReferenceData(IDOR_FILE);
const CONTENT = builtInContentFolder();
const contentText = (path: string) => readFileSync(join(CONTENT, path), 'utf8');

/** Tax on 10000 cents at a rate in units (ten-thousandths of a percent), rounded half up to the cent. */
const cents = (units: bigint) => Number((units + 50n) / 100n);

describe('exact percentages from decimal text', () => {
  it("reads the spreadsheet export's floating-point noise as the rate the table states", () => {
    expect(percentUnitsOfFraction('7.7499999999999999E-2')).toBe(77500n);
    expect(percentUnitsOfFraction('7.2499999999999995E-2')).toBe(72500n);
    expect(percentUnitsOfFraction('8.6249999999999993E-2')).toBe(86250n);
    expect(percentUnitsOfFraction('9.375E-2')).toBe(93750n);
    expect(percentUnitsOfFraction('0.1075')).toBe(107500n);
    expect(percentUnitsOfFraction('0.08')).toBe(80000n);
    expect(percentUnitsOfFraction('0.1')).toBe(100000n);
  });

  it('rounds once, half up, at four decimal places of a percent, where a float would land on the other side', () => {
    expect(percentUnitsOfFraction('0.0600005')).toBe(60001n);
    expect((Number('0.0600005') * 100).toFixed(4)).toBe('6.0000'); // why no float is used
    expect(percentUnitsOfFraction('6.00004999E-2')).toBe(60000n);
    expect(percentUnitsOfFraction('1.23455E-2')).toBe(12346n);
  });

  it.skipIf(withoutCa)('agrees with decimal.js (half up at four places) on every rate of the CDTFA file', () => {
    const texts = [...cdtfaCsv().matchAll(/^[^,\r\n]+,(\d[^,]*),/gm)].map((m) => m[1]!);
    expect(texts.length).toBeGreaterThan(500);
    for (const text of texts)
      expect(rateText(percentUnitsOfFraction(text)), text).toBe(
        rateText(unitsOf(new Decimal(text).times(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed())),
      );
  });

  it('writes rates as the content does', () => {
    expect([77500n, 7250n, 10000n, 18750n, 0n, 1250n].map(rateText)).toEqual(['7.75', '0.725', '1.00', '1.875', '0.00', '0.125']);
    expect(unitsOf('0.725')).toBe(7250n);
    expect(() => unitsOf('0.12345')).toThrow(/decimal places/);
  });
});

describe.skipIf(withoutCa)("CDTFA's table (SalesTaxRates1-1-26.csv)", () => {
  let rows: ReturnType<typeof parseCdtfaCsv>;
  let counties: ReturnType<typeof cdtfaCounties>;
  beforeAll(() => {
    rows = parseCdtfaCsv(cdtfaCsv());
    counties = cdtfaCounties(rows, californiaFips);
  });

  it('has 546 data rows: 483 cities, 58 counties and 5 unincorporated areas', () => {
    expect(rows.length).toBe(546);
    expect(rows.filter((r) => r.type === 'City').length).toBe(483);
    expect(rows.filter((r) => r.type === 'County').length).toBe(63);
    expect(counties.length).toBe(58);
    expect(effectiveDateOf('SalesTaxRates1-1-26.csv')).toBe('2026-01-01');
  });

  it('reads the five counties whose own row has no rate, and their unincorporated areas', () => {
    expect(counties.filter((c) => c.rate === null).map((c) => [c.name, rateText(c.unincorporated!)])).toEqual([
      ['Del Norte', '8.25'],
      ['Kern', '8.25'],
      ['Monterey', '8.75'],
      ['Santa Cruz', '9.50'],
      ['Yuba', '8.25'],
    ]);
  });

  it('names every county by its FIPS code, and reads names with accents', () => {
    for (const c of counties) expect(countyName(c.fips)).toBe(c.name);
    expect(rows.find((r) => r.location === 'La Cañada Flintridge')).toMatchObject({ rate: 105000n, county: 'Los Angeles' });
  });
});

describe.skipIf(withoutIl)("IDOR's county/municipality rate file (ordmache-2026-01.txt)", () => {
  let records: ReturnType<typeof parseIdorFile>;
  let il: typeof records;
  beforeAll(() => {
    records = parseIdorFile(idorText());
    il = records.filter((r) => r.countyNumber <= 102);
  });
  const byName = (name: string, county?: string) => records.filter((r) => r.name === name && (county === undefined || r.county === county));

  it('has 1,596 records: 102 counties, 1,442 municipality records, 52 of other states', () => {
    expect(records.length).toBe(1596);
    expect(il.filter((r) => r.placeNumber === 5000).length).toBe(102);
    expect(il.filter((r) => r.placeNumber !== 5000).length).toBe(1442);
    expect(records.length - il.length).toBe(52);
    expect(editionOf('ordmache-2026-01.txt')).toBe('2026-01-01');
  });

  it('flags 199 municipality records for business districts (no usable rate), Springfield among them', () => {
    expect(il.filter((r) => r.addressOverride).length).toBe(199);
    expect(byName('SPRINGFIELD', 'SANGAMON')[0]).toMatchObject({ addressOverride: true, current: { gmHigh: 0n, gmLow: 0n } });
  });

  it('reads rates with five implied decimals exactly, with the period before', () => {
    expect(byName('ADDISON')[0]).toMatchObject({
      id: '022-0002-3',
      county: 'DUPAGE',
      effective: '2025-07-01',
      current: { gmHigh: 87500n, gmLow: 87500n },
      prior: { from: '2024-07-01', to: '2025-07-01', gmHigh: 85000n },
    });
    expect(byName('CHICAGO', 'COOK')[0]).toMatchObject({
      effective: '2016-01-01',
      current: { gmHigh: 102500n },
      prior: { from: '2013-01-01', to: '2016-01-01', gmHigh: 92500n },
    });
    expect(byName('ADDIEVILLE')[0]).toMatchObject({ effective: '1990-01-01', current: { gmHigh: 62500n }, prior: null });
    // Metro East Transit District: the high rate only for sellers liable for it.
    expect(byName('ALORTON')[0]!.current).toMatchObject({ gmHigh: 83500n, gmLow: 76000n, receiptsFlag: 'Y' });
  });

  it('numbers the counties as their FIPS codes run, and every location id carries its check digit', () => {
    for (const r of il.filter((x) => x.placeNumber === 5000))
      expect(countyName(fipsOfCountyNumber(r.countyNumber))!.replace(/\W/g, '').toUpperCase()).toBe(
        r.name
          .replace(/ COUNTY$/, '')
          .replace(/^SAINT /, 'ST')
          .replace(/\W/g, ''),
      );
    for (const r of records) {
      const d = [...r.id.slice(0, 3), ...r.id.slice(4, 8)].map(Number);
      const sum = (3 * d[0]! + 4 * d[1]! + 5 * d[2]! + 7 * d[4]! + 8 * d[5]! + 9 * d[6]!) % 11;
      expect(Number(r.id.slice(9)), r.id).toBe(sum === 10 ? 1 : sum);
    }
  });
});

describe('the build steps reproduce the content', () => {
  it.skipIf(withoutCa)(
    "content/us/ca.json is exactly what CDTFA's table builds (run npx tsx scripts/content-from-cdtfa.ts after a change)",
    () => {
      const text = contentText('us/ca.json');
      const { file, report } = cdtfaContent({
        csv: cdtfaCsv(),
        effective: '2026-01-01',
        content: JSON.parse(text) as JurisdictionFile,
        fipsOf: californiaFips,
        zipCities: zipCitiesOf('CA'),
      });
      expect(formatJson(file)).toBe(text);
      expect(report).toMatchObject({
        counties: 58,
        cities: 483,
        addedPlaces: 0,
        addedJurisdictions: 0,
        disagreements: [],
        unsettledCounties: ['Del Norte', 'Kern', 'Monterey', 'Santa Cruz', 'Yuba'],
      });
    },
  );

  it.skipIf(withoutIl)(
    "content/us/il.json is exactly what IDOR's file builds (run npx tsx scripts/content-from-idor.ts after a change)",
    () => {
      const text = contentText('us/il.json');
      const { file, report } = idorContent({
        text: idorText(),
        edition: '2026-01-01',
        content: JSON.parse(text) as JurisdictionFile,
        zipCities: zipCitiesOf('IL'),
        countyNameOf: countyName,
      });
      expect(formatJson(file)).toBe(text);
      expect(report).toMatchObject({
        counties: 102,
        addedPlaces: 0,
        addedJurisdictions: 0,
        disagreements: [],
        skipped: { addressOverride: 199, metroEast: 16, otherStates: 52 },
      });
    },
  );

  it('sources.json describes both tables', () => {
    const sources = (JSON.parse(contentText('sources.json')) as SourcesFile).sources;
    expect(sources).toContainEqual(cdtfaSource('2026-01-01'));
    expect(sources).toContainEqual(idorSource('2026-01-01'));
  });

  it('keeps every county and city of the CDTFA table in the county map and the places', () => {
    const ca = JSON.parse(contentText('us/ca.json')) as JurisdictionFile;
    expect(Object.keys(ca.counties!.taxes).length).toBe(58);
    expect(ca.counties!.complete).toBe(false);
    expect(ca.counties!.completeCounties).toEqual(['06003', '06043', '06049', '06063', '06075', '06091', '06101', '06105']);
  });
});

describe('reconciling a jurisdiction with a table', () => {
  const URL = 'https://tax.example.gov/table';
  const j = (rates: ContentJurisdiction['taxes'][number]['rates']): ContentJurisdiction => ({
    id: 'us-ZZ-x',
    name: 'X',
    level: 'city',
    country: 'US',
    registrationIds: ['us-ZZ'],
    defaultTreatment: { taxable: false },
    taxes: [{ name: 'Sales tax', rates }],
    taxability: [],
  });
  const note = () => 'from the table';

  it('leaves rows that agree as they are', () => {
    const x = j([{ rate: '1.00', from: null, to: null, sources: ['https://a.example'] }]);
    expect(reconcile(x, [{ from: '2026-01-01', to: null, units: 10000n }], '2026-01-01', URL, note)).toEqual({
      jurisdiction: x,
      disagreement: null,
    });
  });

  it('lets the table win from its first day, keeping earlier history and later scheduled rows, and is its own fixed point', () => {
    const x = j([
      { rate: '0.50', from: null, to: '2025-01-01', sources: ['https://a.example'] },
      { rate: '0.75', from: '2025-01-01', to: '2029-01-01', sources: ['https://b.example'] },
      { rate: '0.25', from: '2029-01-01', to: null, sources: ['https://c.example'] },
    ]);
    const r = reconcile(x, [{ from: '2026-01-01', to: null, units: 10000n }], '2026-01-01', URL, note);
    expect(r.disagreement).toBe('on 2026-01-01 the content had 0.75%, the table 1.00%');
    expect(r.jurisdiction.taxes[0]!.rates).toEqual([
      { rate: '0.50', from: null, to: '2025-01-01', sources: ['https://a.example'] },
      { rate: '0.75', from: '2025-01-01', to: '2026-01-01', sources: ['https://b.example'] },
      { rate: '1.00', from: '2026-01-01', to: '2029-01-01', sources: [URL], note: 'from the table' },
      { rate: '0.25', from: '2029-01-01', to: null, sources: ['https://c.example'] },
    ]);
    expect(reconcile(r.jurisdiction, [{ from: '2026-01-01', to: null, units: 10000n }], '2026-01-01', URL, note).disagreement).toBeNull();
  });

  it('replaces a period the table dates otherwise, carrying the sources of rows that said the same', () => {
    const x = j([{ rate: '1.75', from: null, to: null, sources: ['https://a.example'] }]);
    const series = [
      { from: '2013-01-01', to: '2016-01-01', units: 7500n },
      { from: '2016-01-01', to: null, units: 17500n },
    ];
    const r = reconcile(x, series, '2026-01-01', URL, note);
    expect(r.jurisdiction.taxes[0]!.rates.map((row) => [row.rate, row.from, row.to, row.sources])).toEqual([
      ['1.75', null, '2013-01-01', ['https://a.example']],
      ['0.75', '2013-01-01', '2016-01-01', [URL]],
      ['1.75', '2016-01-01', null, [URL, 'https://a.example']],
    ]);
  });
});

describe('calculations against the tables, on 2026-03-01', () => {
  const date = '2026-03-01';
  const at = (postalCode: string, day = date) => goodsTax({ country: 'US', postalCode }, { date: day });
  /**
   * The city typed with its ZIP code, or null where the Census puts none of the ZIP code's land (or, by
   * 2010, none of its people) in the city (a mailing name only): a typed city chooses among the places
   * the ZIP code reaches.
   */
  const inCity = (postalCode: string, city: string) => {
    const pieces = zipGeography(postalCode)?.places ?? [];
    const own = pieces.find((p) => normalizeName(censusPlace(p.geoid)?.name ?? '') === normalizeName(city));
    if (own === undefined || (own.people ?? own.land) === 0) return null;
    return goodsTax({ country: 'US', postalCode, city }, { date });
  };

  it('California: a small city that had no entry before the table, Arcata (Humboldt County, 10.25%)', () => {
    expect(usPlaceEntry('CA', 'Arcata', '06023')?.jurisdictions).toEqual(['us-CA-city-of-arcata']);
    const calc = at('95521');
    // The table gives no boundaries: the city's rate, said to be uncertain (the ZIP code may reach past the city).
    expect([calc.uncertainty?.type, calc.taxAmountToCollect]).toEqual(['localJurisdictionsUncertain', 1025]);
  });

  it.skipIf(withoutCa)(
    "California: every city with a ZIP code of its own name wholly in its county answers the table's combined rate",
    () => {
      const rows = parseCdtfaCsv(cdtfaCsv()).filter((r) => r.type === 'City');
      let checked = 0;
      const wrong: string[] = [];
      for (const city of rows) {
        const fips = californiaFips(city.county)!;
        for (const zip of zipsOfCity('CA', city.location.replace(/^City of /, ''))) {
          // Wholly in the county by the ZIP table and by HUD's addresses (else the Census's land).
          const places = zipPlaces(zip)!;
          if (places.counties.length !== 1 || places.counties[0]!.fips !== fips) continue;
          const counties = zipGeography(zip)?.counties ?? [];
          if (counties.length !== 1 || counties[0]!.fips !== fips) continue;
          const calc = inCity(zip, city.location.replace(/^City of /, ''));
          if (calc === null) continue;
          checked++;
          if (calc.taxAmountToCollect !== cents(city.rate!))
            wrong.push(`${city.location} ${zip}: ${calc.taxAmountToCollect} cents, the table ${rateText(city.rate!)}%`);
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(700);
    },
  );

  it('Illinois: Addison (DuPage County) 8.75%, and 8.50% before 2025-07-01', () => {
    expect([at('60101').uncertainty?.type, at('60101').taxAmountToCollect]).toEqual(['localJurisdictionsUncertain', 875]);
    expect(at('60101', '2025-03-01').taxAmountToCollect).toBe(850);
  });

  it("Illinois: Springfield, flagged for business districts, keeps the content's own figures (no entry from the file)", () => {
    const ilFile = JSON.parse(contentText('us/il.json')) as JurisdictionFile;
    expect(
      ilFile.places!.filter((p) => p.names.includes('Springfield')).map((p) => p.sources.includes(idorSource('2026-01-01').url)),
    ).toEqual([false]);
    expect(at('62701').taxAmountToCollect).toBe(975);
  });

  it('Illinois: Chicago 10.25% (Cook County and the RTA from the county map), Rockford 8.75%, Cook County before 2016 at 0.75%', () => {
    expect(at('60601').taxAmountToCollect).toBe(1025);
    expect([at('61101').uncertainty?.type, at('61101').taxAmountToCollect]).toEqual(['localJurisdictionsUncertain', 875]);
    expect(at('60601', '2015-06-01').taxAmountToCollect).toBe(925);
  });

  it.skipIf(withoutIl)(
    "Illinois: every municipality with a usable rate and a ZIP code of its own name wholly in its county answers the file's rate",
    () => {
      const records = parseIdorFile(idorText()).filter(
        (r) => r.countyNumber <= 102 && r.placeNumber !== 5000 && !r.addressOverride && r.current.gmHigh === r.current.gmLow,
      );
      let checked = 0;
      const wrong: string[] = [];
      for (const r of records) {
        const fips = fipsOfCountyNumber(r.countyNumber);
        const name = usPlaceEntry('IL', r.name, fips)?.names[0] ?? r.name;
        for (const zip of zipsOfCity('IL', name)) {
          // Wholly in the county by the ZIP table and by HUD's addresses (else the Census's land).
          const places = zipPlaces(zip)!;
          if (places.counties.length !== 1 || places.counties[0]!.fips !== fips) continue;
          const counties = zipGeography(zip)?.counties ?? [];
          if (counties.length !== 1 || counties[0]!.fips !== fips) continue;
          const calc = inCity(zip, name);
          if (calc === null) continue;
          checked++;
          if (calc.taxAmountToCollect !== cents(r.current.gmHigh))
            wrong.push(`${r.name} (${r.county}) ${zip}: ${calc.taxAmountToCollect} cents, the file ${rateText(r.current.gmHigh)}%`);
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(500);
    },
  );
});
