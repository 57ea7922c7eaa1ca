// Washington's cities and counties from WA DOR's location code and rate table (docs/tax-data.md,
// "Official tables built into the content"): scripts/content-from-wa-dor.ts reads the quarterly
// Rates files with the importer's parser (src/tax/imports/wa-dor.ts). The DOR's file is not in
// ../shared/reference/data, so the build is run here on two quarters of a sample written by hand from
// the DOR's field descriptions (test/fixtures/official/wa-dor-rates, made-up rates), and the content it
// built into content/us/wa.json is checked by a few calculations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  quarterOf,
  readWaRates,
  WA_DOR_URL,
  waDorContent,
  waDorSource,
  washingtonFips,
  waTable,
} from '../../../scripts/content-from-wa-dor.ts';
import type { ZipCity } from '../../../scripts/official-tables.ts';
import { formatJson } from '../../../src/tax/content/format.ts';
import type { ContentJurisdiction, JurisdictionFile } from '../../../src/tax/content/schema.ts';
import { goodsTax } from '../tax/fixtures.ts';

const FIXTURES = join(import.meta.dirname, '../../fixtures/official/wa-dor-rates');
const sample = (name: string) => ({ name, text: readFileSync(join(FIXTURES, name), 'utf8') });
const FILES = [sample('Rates_26Q1-sample.csv'), sample('Rates_26Q2-sample.csv')];
const HEADER = 'Name,Code,State,Local,RTA,Rate,Effective Date,Expiration Date';

// USPS names of the sample's ZIP codes (Lind has none here, so its entry takes the table's name).
const ZIP_CITIES: ZipCity[] = [
  { city: 'Othello', fips: '53001' },
  { city: 'Republic', fips: '53019' },
  { city: 'Seattle', fips: '53033' },
  { city: 'Kent', fips: '53033' },
  { city: 'Auburn', fips: '53033' },
];

const HAND = 'https://example.org/hand-written-source';
const local = (id: string, rates: { rate: string; from: string | null; to: string | null }[]): ContentJurisdiction => ({
  id,
  name: `${id} (hand-written)`,
  level: 'district',
  country: 'US',
  registrationIds: ['us-WA'],
  inheritsFrom: 'us-WA',
  defaultTreatment: { taxable: false },
  taxes: [{ name: 'Sales tax', rates: rates.map((r) => ({ ...r, sources: [HAND] })) }],
  taxability: [],
});

/** A Washington file as the content had it before the table: the state, and Seattle and Kent by hand. */
function handWritten(): JurisdictionFile {
  return {
    notes: ['WA: hand-written entries.', 'WA: county-level local sales taxes by county FIPS, or null while Levy has none.'],
    jurisdictions: [
      {
        ...local('us-WA', [{ rate: '6.50', from: null, to: null }]),
        name: 'Washington',
        level: 'state',
        inheritsFrom: undefined,
        hasLocalTaxes: true,
      },
      // Seattle: right in the first quarter, not told of the second quarter's rise.
      local('us-WA-seattle-local', [{ rate: '3.35', from: '2024-01-01', to: null }]),
      // Kent: right throughout (the RTA part's rate).
      local('us-WA-kent-local', [
        { rate: '3.10', from: null, to: '2026-01-01' },
        { rate: '3.20', from: '2026-01-01', to: null },
      ]),
    ],
    places: [
      { names: ['Seattle'], jurisdictions: ['us-WA-seattle-local'], sources: [HAND] },
      { names: ['Kent'], jurisdictions: ['us-WA-kent-local'], counties: ['53033'], partlyOutside: ['98042'], sources: [HAND] },
    ],
  };
}

const build = (content: JurisdictionFile, files = FILES) => waDorContent({ files, content, fipsOf: washingtonFips, zipCities: ZIP_CITIES });
const byId = (file: JurisdictionFile, id: string) => file.jurisdictions.find((j) => j.id === id)!;
const rates = (file: JurisdictionFile, id: string) => byId(file, id).taxes[0]!.rates.map((r) => [r.rate, r.from, r.to]);

describe("the sample table, read by the importer's parser", () => {
  const table = waTable(readWaRates(FILES), washingtonFips);

  it('has two quarters of 15 location codes: cities, unincorporated areas and a tribal area, each in its county', () => {
    expect(table.editions).toEqual(['2026-01-01', '2026-04-01']);
    expect(table.codes.length).toBe(15);
    const code = (c: string) => table.codes.find((x) => x.code === c)!;
    expect([code('0100').kind, code('0100').fips]).toEqual(['county', '53001']);
    // 40xx is King County's non-RTA area: the table's own "KING COUNTY NON-RTA" row (4000) says so.
    expect([code('4000').kind, code('4000').county, code('4015').county, code('4015').city, code('4015').part]).toEqual([
      'county',
      'King',
      'King',
      'Kent',
      'NON-RTA',
    ]);
    expect([code('1702').city, code('1702').county, code('2724').city, code('2724').county]).toEqual([
      'Auburn',
      'King',
      'Auburn',
      'Pierce',
    ]);
    expect(code('1799').kind).toBe('tribal');
  });

  it("keeps each code's quarters, one period per rate, the latest running on", () => {
    const code = (c: string) => table.codes.find((x) => x.code === c)!.series.map((s) => [s.units, s.from, s.to]);
    expect(code('0103')).toEqual([
      [13000n, '2026-01-01', '2026-04-01'],
      [14000n, '2026-04-01', null],
    ]);
    expect(code('1001')).toEqual([[10000n, '2026-01-01', null]]);
    expect(quarterOf('2026-04-01')).toBe('26Q2');
  });

  it('refuses a rate that is not State + Local, a non-zero RTA, two rows of one code at once, and a code no county row names', () => {
    const one = (...rows: string[]) => [
      { name: 'x.csv', text: [HEADER, 'ADAMS COUNTY,100,0.065,0.011,0,0.076,20260101,20260331', ...rows].join('\n') },
    ];
    const tableOf = (files: { name: string; text: string }[]) => waTable(readWaRates(files), washingtonFips);
    expect(() => tableOf(one('LIND,102,0.065,0.011,0,0.077,20260101,20260331'))).toThrow(/Rate 0.077 is not State \+ Local/);
    expect(() => tableOf(one('LIND,102,0.065,0.011,0.01,0.076,20260101,20260331'))).toThrow(/has RTA 0.01/);
    expect(() => tableOf(one('LIND,102,0.065,0.011,0,0.076,20260101,20260331', 'LIND,102,0.065,0.012,0,0.077,20260301,20260630'))).toThrow(
      /code 0102 has two rows in force on 2026-03-01/,
    );
    expect(() => tableOf(one('REPUBLIC,1001,0.065,0.01,0,0.075,20260101,20260331'))).toThrow(/no row "<County> COUNTY" with code 1000/);
    expect(() => tableOf([{ name: 'x.csv', text: 'Name,Code,Local\nLIND,102,0.011' }])).toThrow(
      /x.csv line 1: The file must start with the header/,
    );
  });
});

describe('the build step on the sample', () => {
  const { file, report } = build(handWritten());

  it('puts in the county map only a county whose every code carries one rate (Ferry), and lists it as complete', () => {
    expect(file.counties).toEqual({
      complete: false,
      completeCounties: ['53019'],
      taxes: { '53019': ['us-WA-ferry-county-local'] },
      sources: [WA_DOR_URL],
    });
    expect(byId(file, 'us-WA-ferry-county-local').name).toBe(
      'Ferry County local taxes (every city and the unincorporated area; location code 1000)',
    );
    expect(rates(file, 'us-WA-ferry-county-local')).toEqual([['1.00', '2026-01-01', null]]);
    expect(report.uniformCounties).toEqual(['Ferry']);
    expect(report.unincorporatedNotMapped).toEqual([
      'Adams County: ADAMS COUNTY 0100 1.100%',
      'King County: KING COUNTY RTA 1700 3.000%; KING COUNTY NON-RTA 4000 2.000%',
      'Pierce County: PIERCE COUNTY RTA 2700 2.500%',
    ]);
  });

  it("gives every other city an entry: its USPS name, its county, one jurisdiction of its code's whole local rate, partlyOutside unknown", () => {
    const generated = file.places!.filter((p) => p.sources.length === 1 && p.sources[0] === WA_DOR_URL);
    expect(generated.map((p) => [p.names, p.jurisdictions, p.counties, p.partlyOutside])).toEqual([
      [['Lind'], ['us-WA-lind-local'], ['53001'], 'unknown'],
      [['Othello'], ['us-WA-othello-local'], ['53001'], 'unknown'],
      [['Auburn'], ['us-WA-auburn-king-local'], ['53033'], 'unknown'],
      [['Auburn'], ['us-WA-auburn-pierce-local'], ['53053'], 'unknown'],
    ]);
    expect(rates(file, 'us-WA-othello-local')).toEqual([
      ['1.30', '2026-01-01', '2026-04-01'],
      ['1.40', '2026-04-01', null],
    ]);
    expect(byId(file, 'us-WA-othello-local').name).toBe(
      'Othello local taxes (location code 0103; incl. RTA where the location code includes it)',
    );
    expect(byId(file, 'us-WA-auburn-king-local').name).toBe(
      'Auburn (King County part) local taxes (location code 1702, RTA part; incl. RTA where the location code includes it)',
    );
    expect(rates(file, 'us-WA-auburn-king-local')).toEqual([['3.10', '2026-01-01', null]]);
    expect(byId(file, 'us-WA-othello-local').taxes[0]!.rates[1]!.note).toContain(
      "Rates_26Q2 (Rates_26Q2-sample.csv line 4): OTHELLO, location code 0103 (Adams County), local rate 1.400% beside the state's 6.500% (combined 7.900%)",
    );
    expect(report.withoutZipName).toEqual(['Lind (Adams County)']);
    // A city of a county the map places alone has no entry; a tribal area has none either.
    expect(file.places!.some((p) => p.names.includes('Republic'))).toBe(false);
    expect(report.codes).toEqual({ county: 5, city: 9, tribal: 1 });
    expect(report.cities).toBe(7);
  });

  it('takes the RTA part of a city with RTA and non-RTA codes, and says which it left', () => {
    expect(report.splitCities).toEqual([
      'Auburn (King County): 1702 AUBURN/KING RTA taken; not 4002 AUBURN/KING NON-RTA',
      'Kent (King County): 1715 KENT RTA taken; not 4015 KENT NON-RTA',
    ]);
    expect(byId(file, 'us-WA-auburn-king-local').taxes[0]!.rates[0]!.note).toContain(
      '1702 (AUBURN/KING RTA, 3.100%) is taken, not 4002 (AUBURN/KING NON-RTA, 2.100%)',
    );
  });

  it("keeps the content's own cities and checks them: Kent agrees and is unchanged, Seattle's second quarter is the table's", () => {
    expect(report.checkedPlaces).toEqual([
      'Kent (King County, code 1715): us-WA-kent-local',
      'Seattle (King County, code 1726): us-WA-seattle-local',
    ]);
    expect(byId(file, 'us-WA-kent-local')).toEqual(handWritten().jurisdictions[2]);
    expect(report.disagreements).toEqual(['Seattle (us-WA-seattle-local): on 2026-04-01 the content had 3.35%, the table 3.55%']);
    expect(byId(file, 'us-WA-seattle-local').taxes[0]!.rates.map((r) => [r.rate, r.from, r.to, r.sources])).toEqual([
      ['3.35', '2024-01-01', '2026-01-01', [HAND]],
      ['3.35', '2026-01-01', '2026-04-01', [WA_DOR_URL, HAND]],
      ['3.55', '2026-04-01', null, [WA_DOR_URL]],
    ]);
    expect(file.places!.slice(0, 2)).toEqual(handWritten().places);
    expect(report.addedPlaces).toBe(4);
    expect(report.addedJurisdictions).toBe(5);
  });

  it('replaces the county-map note and adds its own; the state row agrees', () => {
    expect(file.notes![0]).toBe('WA: hand-written entries.');
    expect(file.notes![1]).toMatch(/^WA: county-level local sales taxes by county FIPS: only the 1 counties/);
    expect(file.notes![2]).toMatch(
      /^Built from WA DOR's location code and rate table .*Rates_26Q1 \(from 2026-01-01\), Rates_26Q2 \(from 2026-04-01\)/,
    );
    expect(report.stateDiffers).toEqual([]);
    expect(waDorSource(report.editions, 'read from a copy').title).toContain('Rates_26Q1, Rates_26Q2');
  });

  it('changes nothing when run on its own result', () => {
    const again = build(JSON.parse(formatJson(file)) as JurisdictionFile);
    expect(formatJson(again.file)).toBe(formatJson(file));
    expect(again.report).toMatchObject({ addedPlaces: 0, addedJurisdictions: 0, disagreements: [] });
  });

  it('refuses a content entry with jurisdictions in a county the map now places alone', () => {
    const content = handWritten();
    content.jurisdictions.push(local('us-WA-republic-local', [{ rate: '1.00', from: null, to: null }]));
    content.places!.push({ names: ['Republic'], jurisdictions: ['us-WA-republic-local'], counties: ['53019'], sources: [HAND] });
    expect(() => build(content)).toThrow(/Republic: the content has a place entry with jurisdictions in Ferry County/);
  });
});

describe("content/us/wa.json, built from the DOR's table (2025 Q4 to 2026 Q2)", () => {
  const at = (postalCode: string, city?: string) =>
    goodsTax({ country: 'US', postalCode, ...(city === undefined ? {} : { city, region: 'WA' }) }, { date: '2026-11-01' });

  it('Colville 99114 (Stevens County, one rate in every code): placed by the county alone, 8.0%', () => {
    const calc = at('99114');
    expect([calc.uncertainty, calc.taxAmountToCollect, calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)]).toEqual([
      null,
      800,
      ['us-WA', 'us-WA-stevens-county-local'],
    ]);
  });

  it("Kennewick 99336: the city's code (8.8%), uncertain since the table has no boundaries", () => {
    const calc = at('99336');
    expect(calc.taxAmountToCollect).toBe(880);
    expect(calc.uncertainty).not.toBeNull();
  });

  it("Seattle 98101 keeps the content's own entry (10.55%)", () => {
    expect(at('98101').taxAmountToCollect).toBe(1055);
  });
});
