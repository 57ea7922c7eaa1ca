// Texas's county and city taxes from the Texas Comptroller's tax jurisdiction rates file (docs/tax-data.md,
// "Official tables built into the content"): scripts/content-from-tx-rates.ts reads
// tax_jurisdiction_rates-<YYYY>Q<q>.csv from a path given on the command line (the file is not in
// ../shared/reference/data, and never in the repository) with src/tax/imports/tx-local-rates.ts.
// Checked here, on a sample written from the file's layout (test/fixtures/official/tx-local-rates/):
// the parser, the build step on a small made-up content file (county map, new city entries, the content's
// own entries kept and checked), and that content/us/tx.json holds what the step built from the real file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipCitiesOf } from '../../../scripts/content-from-cdtfa.ts';
import { countiesOfState } from '../../../scripts/content-from-sst-rates.ts';
import {
  readTxRates,
  subsetSumming,
  txCountyNumbers,
  txRatesContent,
  txRatesSource,
  TX_RATES_URL,
} from '../../../scripts/content-from-tx-rates.ts';
import { localJurisdiction, percentUnitsOfFraction, salesUnitsOn } from '../../../scripts/official-tables.ts';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import { builtInContentFolder } from '../../../src/tax/content/built-in.ts';
import { formatJson } from '../../../src/tax/content/format.ts';
import type { ContentJurisdiction, JurisdictionFile, SourcesFile } from '../../../src/tax/content/schema.ts';
import { parseTxLocalRates, txRatesFileQuarter } from '../../../src/tax/imports/tx-local-rates.ts';
import { goodsTax } from '../tax/fixtures.ts';

const ROOT = join(import.meta.dirname, '../../..');
const FILE_NAME = 'tax_jurisdiction_rates-2031Q2.csv';
const SAMPLE = readFileSync(join(ROOT, 'test', 'fixtures', 'official', 'tx-local-rates', FILE_NAME), 'utf8');
const CONTENT = builtInContentFolder();
const contentText = (path: string) => readFileSync(join(CONTENT, path), 'utf8');
const EDITION = '2031-04-01';

describe('the tax jurisdiction rates file, read by the parser (a sample written from its layout)', () => {
  it('reads the header, then each jurisdiction: name, seven-digit local code, the rate as a fraction', () => {
    const parsed = parseTxLocalRates(SAMPLE);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rows.length).toBe(12);
    expect(parsed.rows[0]).toEqual({
      line: 2,
      name: 'KILLEEN',
      code: '2014022',
      kind: 'city',
      kindDigit: '2',
      countyNumber: 14,
      fraction: '0.015',
      percent: '1.5',
    });
    expect(parsed.rows.map((r) => r.kindDigit).join('')).toBe('222222344556');
    expect(parsed.rows.find((r) => r.code === '5178990')).toMatchObject({ kind: 'district', fraction: '0.00125', percent: '0.125' });
    expect(parsed.rows.find((r) => r.code === '6014990')).toMatchObject({ kind: 'district', kindDigit: '6', countyNumber: 14 });
    expect(txRatesFileQuarter(FILE_NAME)).toEqual({ year: 2031, quarter: 2 });
    expect(txRatesFileQuarter('taxrates.txt')).toBeNull();
  });

  it('names the line it cannot read', () => {
    expect(parseTxLocalRates('"Name","Code","Rate"\n')).toMatchObject({ ok: false, line: 1 });
    expect(parseTxLocalRates('"Name","TAID","Tax Rate"\n"X","201401",".01"\n')).toMatchObject({
      ok: false,
      line: 2,
      message: expect.stringMatching(/seven digits/),
    });
    expect(parseTxLocalRates('"Name","TAID","Tax Rate"\n"X","7014010",".01"\n')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no kind/),
    });
    expect(parseTxLocalRates('"Name","TAID","Tax Rate"\n"X","2999010",".01"\n')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/001-254/),
    });
    expect(parseTxLocalRates('"Name","TAID","Tax Rate"\n"X","2014010","1.5"\n')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/above 1/),
    });
    expect(parseTxLocalRates('"Name","TAID","Tax Rate"\n"X","2014010",".01"\n"Y","2014010",".02"\n')).toMatchObject({
      ok: false,
      line: 3,
      message: expect.stringMatching(/line 2 already/),
    });
    expect(parseTxLocalRates('')).toMatchObject({ ok: false, message: expect.stringMatching(/empty/) });
  });

  it('numbers the counties as the Comptroller does: alphabetically by their letters (Madison before McCulloch)', () => {
    const numbers = txCountyNumbers(countiesOfState('TX'), countyName);
    expect(numbers.size).toBe(254);
    expect([1, 14, 105, 154, 160, 161, 178, 227, 254].map((n) => countyName(numbers.get(n)!))).toEqual([
      'Anderson',
      'Bell',
      'Hays',
      'Madison',
      'McCulloch',
      'McLennan',
      'Nueces',
      'Travis',
      'Zavala',
    ]);
  });

  it('finds the rows that make up a rate, trying them in order', () => {
    const rows = readTxRates(SAMPLE);
    const units = (r: (typeof rows)[number]) => percentUnitsOfFraction(r.fraction);
    expect(subsetSumming(rows, 0n, units)).toEqual([]);
    expect(subsetSumming(rows, 100n, units)).toBeNull();
    expect(
      subsetSumming(
        rows.filter((r) => r.kind !== 'city'),
        11250n,
        units,
      )!.map((r) => r.code),
    ).toEqual(['3227999', '5178990']);
  });
});

describe('the build step, on a small content file', () => {
  const state: ContentJurisdiction = {
    id: 'us-TX',
    name: 'Texas',
    level: 'state',
    country: 'US',
    registrationIds: ['us-TX'],
    hasLocalTaxes: true,
    defaultTreatment: { taxable: false },
    taxes: [{ name: 'Sales tax', rates: [{ rate: '6.25', from: null, to: null, sources: ['s'] }] }],
    taxability: [],
  };
  const j = (id: string, level: 'city' | 'county' | 'district', rate: string) =>
    localJurisdiction('TX', id, id, level, [{ rate, from: null, to: null, sources: ['hand'] }]);
  const content = (): JurisdictionFile => ({
    notes: ['TX: hand notes.'],
    jurisdictions: [
      state,
      j('us-TX-city-of-austin', 'city', '1.00'),
      j('us-TX-capital-metro', 'district', '1.00'),
      j('us-TX-temple-local', 'district', '2.00'),
      j('us-TX-city-of-corpus-christi', 'city', '1.50'),
      j('us-TX-city-of-killeen', 'city', '1.25'),
      j('us-TX-bell-county', 'county', '0.50'),
    ],
    places: [
      { names: ['Austin'], jurisdictions: ['us-TX-city-of-austin', 'us-TX-capital-metro'], sources: ['hand'] },
      { names: ['Temple'], jurisdictions: ['us-TX-temple-local'], counties: ['48027'], sources: ['hand'] },
      { names: ['Corpus Christi'], jurisdictions: ['us-TX-city-of-corpus-christi'], counties: ['48355'], sources: ['hand'] },
      { names: ['Killeen'], jurisdictions: ['us-TX-city-of-killeen', 'us-TX-bell-county'], counties: ['48027'], sources: ['hand'] },
    ],
  });
  const build = (file: JurisdictionFile) =>
    txRatesContent({
      text: SAMPLE,
      fileName: FILE_NAME,
      content: file,
      stateCounties: countiesOfState('TX'),
      countyNameOf: countyName,
      zipCities: zipCitiesOf('TX'),
    });
  const { file, report } = build(content());
  const byId = (id: string) => file.jurisdictions.find((x) => x.id === id)!;

  it('builds the county map: every county, the two with a county row naming their tax (an existing county jurisdiction kept)', () => {
    expect(file.counties!.complete).toBe(false);
    expect(Object.keys(file.counties!.taxes).length).toBe(254);
    expect(Object.entries(file.counties!.taxes).filter(([, ids]) => ids.length > 0)).toEqual([
      ['48027', ['us-TX-bell-county']],
      ['48209', ['us-TX-hays-county']],
    ]);
    expect(byId('us-TX-hays-county').taxes[0]!.rates).toEqual([
      {
        rate: '0.50',
        from: EDITION,
        to: null,
        sources: [TX_RATES_URL],
        note: expect.stringMatching(/line 10: "HAYS", local code 4105004, 0\.500%: Hays County's sales and use tax/),
      },
    ]);
    expect(byId('us-TX-bell-county').taxes[0]!.rates.map((r) => [r.rate, r.from, r.to])).toEqual([['0.50', null, null]]);
    expect(report).toMatchObject({ rows: { city: 6, transit: 1, county: 2, district: 3 }, counties: 2, stateCounties: 254, cities: 6 });
  });

  it("keeps and checks the content's entries: the county's tax from the map, a combined entry less it, a city held with its district, a differing city reconciled", () => {
    const place = (name: string) => file.places!.find((p) => p.names[0] === name)!;
    expect(place('Killeen').jurisdictions).toEqual(['us-TX-city-of-killeen']);
    expect(place('Temple').jurisdictions).toEqual(['us-TX-temple-local']);
    expect(byId('us-TX-temple-local').taxes[0]!.rates.map((r) => [r.rate, r.from, r.to])).toEqual([
      ['2.00', null, EDITION],
      ['1.50', EDITION, null],
    ]);
    expect(byId('us-TX-city-of-corpus-christi').taxes[0]!.rates.map((r) => r.rate)).toEqual(['1.50']);
    expect(byId('us-TX-city-of-killeen').taxes[0]!.rates.map((r) => [r.rate, r.from, r.to])).toEqual([
      ['1.25', null, EDITION],
      ['1.50', EDITION, null],
    ]);
    expect(report.disagreements).toEqual([
      `Killeen (us-TX-city-of-killeen): on ${EDITION} the content had 1.25%, the table 1.50% (the file won from ${EDITION})`,
    ]);
    expect(report.checkedPlaces).toContain(
      "Corpus Christi: us-TX-city-of-corpus-christi 1.50% = the file's city 1.375% + CORPUS CHRISTI CRIME CON 0.125% (held together)",
    );
    expect(report.checkedPlaces).toContain("Austin: 2.00% = the file's city 1.00% + Travis County 0.00% + AUSTIN MTA 1.00%");
  });

  it("cites the row that states a curated jurisdiction's rate, with its local code, beside its sources (a combined entry left with the city's tax alone: the city's); one held with its district has none", () => {
    expect(byId('us-TX-city-of-austin').taxes[0]!.rates).toEqual([
      {
        rate: '1.00',
        from: null,
        to: null,
        sources: ['hand', TX_RATES_URL],
        note: expect.stringMatching(/"AUSTIN", local code 2227016, 1\.000%: the same rate/),
      },
    ]);
    // Temple's combined entry holds the city's 1.5 % alone once the county map has Bell County's tax: the city's row.
    expect(report.codedHandJurisdictions).toEqual([
      'us-TX-bell-county: local code 4014003',
      'us-TX-city-of-austin: local code 2227016',
      'us-TX-temple-local: local code 2014013',
    ]);
    expect(byId('us-TX-temple-local').taxes[0]!.rates.at(-1)!.note).toMatch(/"TEMPLE", local code 2014013, 1\.500%: the same rate/);
    expect(report.uncodedHandJurisdictions).toEqual([
      'us-TX-city-of-corpus-christi: 1.50%, the file\'s "CORPUS CHRISTI" (local code 2178015) 1.375%',
    ]);
  });

  it("limits an entry without counties where the county map adds a county tax it never carried (Austin's ZIP codes in Hays County)", () => {
    const austin = file.places!.find((p) => p.names[0] === 'Austin')!;
    expect(austin.counties).not.toContain('48209');
    expect(austin.counties).toContain('48453');
    expect(report.placesChanged.some((c) => c.startsWith('Austin in Hays County'))).toBe(true);
  });

  it("adds the cities the content lacks: the city's tax, in its code's county, boundaries unknown; no transit authority or district", () => {
    const added = file.places!.filter((p) => p.sources.length === 1 && p.sources[0] === TX_RATES_URL);
    expect(added).toEqual([
      {
        names: ['Belton'],
        geoid: '4807492',
        jurisdictions: ['us-TX-city-of-belton'],
        counties: ['48027'],
        partlyOutside: 'unknown',
        sources: [TX_RATES_URL],
      },
      {
        names: ['Sample City'],
        jurisdictions: ['us-TX-city-of-sample-city'],
        counties: ['48027'],
        partlyOutside: 'unknown',
        sources: [TX_RATES_URL],
      },
    ]);
    expect(salesUnitsOn(byId('us-TX-city-of-belton'), EDITION)).toBe(15000n);
    expect(report.withoutZipName).toEqual(['Sample City (Bell)']);
    expect(file.jurisdictions.some((x) => /mta|esd|crime/.test(x.id))).toBe(false);
    expect(report.addedPlaces).toBe(2);
  });

  it('changes nothing when applied to its own result', () => {
    const again = build(file);
    expect(formatJson(again.file)).toBe(formatJson(file));
    expect(again.report.addedPlaces).toBe(0);
  });

  it("refuses a county row whose name is not its number's county", () => {
    const text = SAMPLE.replace('"BELL","4014003"', '"BELLE","4014003"');
    expect(() =>
      txRatesContent({
        text,
        fileName: FILE_NAME,
        content: content(),
        stateCounties: countiesOfState('TX'),
        countyNameOf: countyName,
        zipCities: [],
      }),
    ).toThrow(/county BELLE, but county number 14 is Bell County's/);
  });
});

describe("content/us/tx.json, built from the Comptroller's file for 2025 Q3", () => {
  const tx = JSON.parse(contentText('us/tx.json')) as JurisdictionFile;
  const date = '2026-03-01';
  const at = (postalCode: string) => goodsTax({ country: 'US', postalCode }, { date });

  it('holds the county map (all 254 counties, 125 with a county tax) and cites the file', () => {
    expect(tx.counties!.complete).toBe(false);
    expect(Object.keys(tx.counties!.taxes).length).toBe(254);
    expect(Object.values(tx.counties!.taxes).filter((ids) => ids.length > 0).length).toBe(125);
    expect(tx.counties!.sources).toEqual([TX_RATES_URL]);
    const sources = (JSON.parse(contentText('sources.json')) as SourcesFile).sources;
    expect(sources).toContainEqual(txRatesSource('tax_jurisdiction_rates-2025Q3.csv'));
  });

  it('Houston 77002 unchanged: 8.25%, certain; Killeen 76541: city 1.5% and Bell County 0.5%, certain (the Census puts its land in Killeen alone)', () => {
    expect([at('77002').uncertainty, at('77002').taxAmountToCollect]).toEqual([null, 825]);
    const killeen = at('76541');
    expect([killeen.uncertainty, killeen.taxAmountToCollect]).toEqual([null, 825]);
  });
});
