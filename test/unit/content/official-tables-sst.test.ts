// Minnesota's county taxes from its Streamlined Sales Tax rate file (docs/tax-data.md, "Official tables
// built into the content"): scripts/content-from-sst-rates.ts reads MNR2026Q2FEB18.csv where CI has it,
// beside the repository (../shared/reference/data/sst; the tests that need it are skipped without it),
// with the importer's parser. Checked here: the file's county rows, that the build step applied to the
// file reproduces content/us/mn.json exactly (so a hand edit of a generated part, or a changed file,
// fails here), the build on small made-up files of another state, and calculations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countiesOfState,
  seriesByCode,
  readSstRates,
  sstRatesContent,
  sstSource,
  SST_URL,
} from '../../../scripts/content-from-sst-rates.ts';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import { builtInContentFolder } from '../../../src/tax/content/built-in.ts';
import { formatJson } from '../../../src/tax/content/format.ts';
import type { ContentJurisdiction, JurisdictionFile, SourcesFile } from '../../../src/tax/content/schema.ts';
import { readReferenceFile, withoutReferenceData } from '../../support/reference-data.ts';
import { goodsTax, expectPlaced } from '../tax/fixtures.ts';

const FILE_NAME = 'MNR2026Q2FEB18.csv';
const MN_FILE = `sst/${FILE_NAME}`;
const withoutMn = withoutReferenceData(MN_FILE);
const mnRates = () => readReferenceFile(MN_FILE);
const CONTENT = builtInContentFolder();
const contentText = (path: string) => readFileSync(join(CONTENT, path), 'utf8');
const mnFile = () => JSON.parse(contentText('us/mn.json')) as JurisdictionFile;

describe.skipIf(withoutMn)("Minnesota's SST rate file (MNR2026Q2FEB18.csv), read by the importer's parser", () => {
  let state: ReturnType<typeof readSstRates>['state'];
  let rows: ReturnType<typeof readSstRates>['rows'];
  let counties: ReturnType<typeof seriesByCode>;
  beforeAll(() => {
    ({ state, rows } = readSstRates(mnRates()));
    counties = seriesByCode(rows, '00');
  });

  it('has 148 rows: the state, 64 county rows, 73 city rows and 10 special-district rows', () => {
    expect(state).toBe('MN');
    expect(rows.length).toBe(148);
    expect(rows.filter((r) => r.kind === 'state').map((r) => [r.line, r.generalInterstate?.percent, r.from, r.to])).toEqual([
      [14, '6.875', '2009-07-01', null],
    ]);
    expect(rows.filter((r) => r.kind === 'county').length).toBe(64);
    expect(rows.filter((r) => r.kind === 'city').length).toBe(73);
    expect(rows.filter((r) => r.kind === 'district').length).toBe(10);
  });

  it('gives 62 counties a county tax, two of them with dated history (Polk, Washington)', () => {
    expect(counties.size).toBe(62);
    expect(
      [...counties]
        .filter(([, s]) => s.length > 1)
        .map(([code, s]) => [countyName(`27${code}`), s.map((x) => [x.units, x.from, x.to, x.row.line])]),
    ).toEqual([
      [
        'Polk',
        [
          [2500n, '2018-01-01', '2024-04-01', 65],
          [5000n, '2024-04-01', null, 122],
        ],
      ],
      [
        'Washington',
        [
          [2500n, '2017-10-01', '2021-10-01', 54],
          [5000n, '2021-10-01', null, 100],
        ],
      ],
    ]);
    // The rates: 0.15% (Hennepin), 0.25%, 0.5% and 1% (Cook, Itasca, Jackson).
    const rates = [...counties.values()].flatMap((s) => s.map((x) => x.units));
    expect([...new Set(rates)].sort()).toEqual([10000n, 1500n, 2500n, 5000n]);
    expect([...counties].filter(([, s]) => s.at(-1)!.units === 10000n).map(([code]) => countyName(`27${code}`))).toEqual([
      'Cook',
      'Itasca',
      'Jackson',
    ]);
  });

  it('names every county from the ZIP table: 87 in Minnesota', () => {
    expect(countiesOfState('MN').length).toBe(87);
    for (const code of counties.keys()) expect(countyName(`27${code}`)).not.toBeNull();
  });
});

describe('the build step reproduces content/us/mn.json', () => {
  const build = (content: JurisdictionFile) =>
    sstRatesContent({ text: mnRates(), fileName: FILE_NAME, content, stateCounties: countiesOfState('MN'), countyNameOf: countyName });

  it.skipIf(withoutMn)(
    'content/us/mn.json is exactly what the rate file builds (run npx tsx scripts/content-from-sst-rates.ts after a change)',
    () => {
      const text = contentText('us/mn.json');
      const { file, report } = build(JSON.parse(text) as JurisdictionFile);
      expect(formatJson(file)).toBe(text);
      expect(report).toMatchObject({
        state: 'MN',
        edition: '2026-04-01',
        rows: { state: 1, county: 64, city: 73, district: 10 },
        counties: 62,
        stateCounties: 87,
        addedJurisdictions: 0,
        disagreements: [],
        adjustedPlaces: [],
        placesChanged: [],
        interstateDiffers: [],
        overlaps: [],
        notInFile: [],
      });
      expect(report.checkedJurisdictions.length).toBe(62);
    },
  );

  it.skipIf(withoutMn)(
    "before the build, from the content as it was: 59 new counties, Hennepin, Ramsey and Olmsted checked (all agree), the state row agrees, and the three places' combined rates unchanged",
    () => {
      const before = mnFile();
      // The content before the build: no county map, and each place entry carrying its county's tax.
      const was: JurisdictionFile = {
        ...before,
        notes: before.notes!.filter((n) => !n.startsWith('Built from the Streamlined Sales Tax rate file')),
        jurisdictions: before.jurisdictions.filter((j) => j.taxes.some((t) => t.rates.some((r) => !r.sources.includes(SST_URL)))),
        places: before.places!.map((p) => ({ ...p, jurisdictions: [...before.counties!.taxes[p.counties![0]!]!, ...p.jurisdictions] })),
      };
      delete was.counties;
      expect(was.jurisdictions.length).toBe(10);
      const { file, report } = build(was);
      expect(report).toMatchObject({
        addedJurisdictions: 59,
        disagreements: [],
        placesChanged: [],
        foundInPlaces: ['us-MN-olmsted-county-transit', 'us-MN-ramsey-county-transportation'],
      });
      expect(report.adjustedPlaces).toEqual([
        'Minneapolis (27053): us-MN-hennepin-county now from the county map',
        'Saint Paul (27123): us-MN-ramsey-county-transportation now from the county map',
        'Rochester (27109): us-MN-olmsted-county-transit now from the county map',
      ]);
      expect(formatJson(file)).toBe(formatJson(before));
    },
  );

  it('the county map: every county of the state, one jurisdiction per county with a county tax, complete false', () => {
    const file = mnFile();
    const map = file.counties!;
    expect(map.complete).toBe(false);
    expect(Object.keys(map.taxes)).toEqual(countiesOfState('MN'));
    expect(Object.values(map.taxes).filter((ids) => ids.length === 1).length).toBe(62);
    expect(Object.values(map.taxes).filter((ids) => ids.length === 0).length).toBe(25);
    expect(map.taxes['27053']).toEqual(['us-MN-hennepin-county']);
    expect(map.taxes['27123']).toEqual(['us-MN-ramsey-county-transportation']);
    expect(map.taxes['27109']).toEqual(['us-MN-olmsted-county-transit']);
    expect(map.taxes['27137']).toEqual(['us-MN-st-louis-county']);
    expect(map.taxes['27001']).toEqual([]);
    const byId = new Map(file.jurisdictions.map((j) => [j.id, j]));
    for (const [fips, ids] of Object.entries(map.taxes)) {
      for (const id of ids) {
        const j = byId.get(id)!;
        expect([j.level, j.inheritsFrom, j.registrationIds]).toEqual(['county', 'us-MN', ['us-MN']]);
        if (![...'27053 27123 27109'.split(' ')].includes(fips))
          expect(id).toBe(
            `us-MN-${countyName(fips)!
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')}-county`,
          );
      }
    }
  });

  it('every generated rate cites the SST rate file, and its note names the file and line', () => {
    const washington = mnFile().jurisdictions.find((j) => j.id === 'us-MN-washington-county')!;
    expect(washington.taxes[0]!.rates.map((r) => [r.rate, r.from, r.to, r.sources])).toEqual([
      ['0.25', '2017-10-01', '2021-10-01', [SST_URL]],
      ['0.50', '2021-10-01', null, [SST_URL]],
    ]);
    expect(washington.taxes[0]!.rates[0]!.note).toMatch(
      /^MNR2026Q2FEB18\.csv, .* line 54: county row 163 \(Washington County\) 0\.25% from 2017-10-01 to 2021-09-30\./,
    );
  });

  it('sources.json describes the rate file, official', () => {
    const sources = (JSON.parse(contentText('sources.json')) as SourcesFile).sources;
    expect(sources).toContainEqual(sstSource(FILE_NAME));
    expect(sstSource(FILE_NAME)).toMatchObject({
      url: SST_URL,
      authority: 'Minnesota Department of Revenue (Streamlined Sales Tax Governing Board rate file)',
      retrieved: '2026-11-27',
      official: true,
    });
  });
});

describe("the build step on other states' files (made-up rows)", () => {
  const URL = 'https://a.example/page';
  const juris = (
    id: string,
    level: ContentJurisdiction['level'],
    rates: ContentJurisdiction['taxes'][number]['rates'],
  ): ContentJurisdiction => ({
    id,
    name: id,
    level,
    country: 'US',
    registrationIds: ['us-WI'],
    inheritsFrom: 'us-WI',
    defaultTreatment: { taxable: false },
    taxes: [{ name: 'Sales tax', rates }],
    taxability: [],
  });
  const wi = (extra: Partial<JurisdictionFile> = {}): JurisdictionFile => ({
    jurisdictions: [juris('us-WI', 'state', [{ rate: '5.00', from: null, to: null, sources: [URL] }])],
    ...extra,
  });
  const build = (text: string, content: JurisdictionFile) =>
    sstRatesContent({
      text,
      fileName: 'WIR2026Q2FEB18.csv',
      content,
      stateCounties: ['55001', '55003', '55079'],
      countyNameOf: countyName,
    });

  it('takes the state from the rows, the interstate rate, and lets a later overlapping row win from its first day; a fixed point', () => {
    const text = [
      '55,45,55,0.05,0.05,0.05,0.05,20090101,29991231',
      '55,00,079,0.005,0.005,0.005,0.005,19910101,20200331',
      '55,00,079,0.009,0.009,0.009,0.009,20200331,29991231',
      '55,00,001,0.004,0.005,0.005,0.005,20050101,29991231',
      '55,00,003,0,0,0,0,20050101,29991231',
    ].join('\n');
    const { file, report } = build(text, wi());
    expect(report).toMatchObject({ state: 'WI', counties: 3, stateCounties: 3, addedJurisdictions: 2, disagreements: [] });
    expect(report.interstateDiffers).toEqual(['line 4: type 00 001, interstate 0.5%, intrastate 0.4%']);
    expect(report.overlaps).toEqual(['county 079, line 2: from 1991-01-01 to 2020-03-31, but line 3 starts on 2020-03-31']);
    expect(file.counties).toEqual({
      complete: false,
      taxes: { '55001': ['us-WI-adams-county'], '55003': [], '55079': ['us-WI-milwaukee-county'] },
      sources: [SST_URL],
    });
    expect(file.jurisdictions.find((j) => j.id === 'us-WI-milwaukee-county')!.taxes[0]!.rates.map((r) => [r.rate, r.from, r.to])).toEqual([
      ['0.50', '1991-01-01', '2020-03-31'],
      ['0.90', '2020-03-31', null],
    ]);
    expect(formatJson(build(text, file).file)).toBe(formatJson(file));
  });

  it("checks the content's county map against the file: the file wins from its first row, earlier history kept; the state row is reported, not changed", () => {
    const content = wi({
      jurisdictions: [
        juris('us-WI', 'state', [{ rate: '5.50', from: null, to: null, sources: [URL] }]),
        juris('us-WI-county-55079', 'county', [{ rate: '0.50', from: null, to: null, sources: [URL] }]),
      ],
      counties: { complete: true, incompleteCounties: ['55079'], taxes: { '55079': ['us-WI-county-55079'] }, sources: [URL] },
    });
    const { file, report } = build(
      ['55,45,55,0.05,0.05,0.05,0.05,20090101,29991231', '55,00,079,0.009,0.009,0.009,0.009,20240101,29991231'].join('\n'),
      content,
    );
    expect(report.disagreements).toEqual([
      'us-WI (state row, not changed): on 2009-01-01 the content has 5.50%, the file 5.00%',
      'Milwaukee County (us-WI-county-55079): on 2024-01-01 the content had 0.50%, the table 0.90%',
    ]);
    expect(file.jurisdictions[0]!.taxes[0]!.rates[0]!.rate).toBe('5.50');
    expect(file.jurisdictions[1]!.taxes[0]!.rates.map((r) => [r.rate, r.from, r.to])).toEqual([
      ['0.50', null, '2024-01-01'],
      ['0.90', '2024-01-01', null],
    ]);
    expect(file.counties).toMatchObject({ complete: true, incompleteCounties: ['55079'], sources: [URL, SST_URL] });
  });

  it('refuses a file whose name and rows name different states', () => {
    expect(() =>
      sstRatesContent({
        text: '27,00,053,0.0015,0.0015,0.0015,0.0015,20070101,29991231',
        fileName: 'WIR2026Q2FEB18.csv',
        content: wi(),
        stateCounties: [],
        countyNameOf: countyName,
      }),
    ).toThrow(/names WI, but its rows are MN's/);
  });
});

describe('calculations with the county map, on 2026-03-01', () => {
  const date = '2026-03-01';
  const at = (postalCode: string, day = date) => goodsTax({ country: 'US', postalCode }, { date: day });
  const ids = (postalCode: string) => at(postalCode).lineItems[0]!.jurises.map((j) => j.jurisdiction.id);

  it("Grand Marais 55604 (Cook County, 1%): the county's rate added, still uncertain (cities and districts are not known)", () => {
    const calc = at('55604');
    expect([calc.uncertainty?.type, calc.taxAmountToCollect]).toEqual(['localJurisdictionsUncertain', 788]);
    expect(ids('55604')).toEqual(['us-MN', 'us-MN-cook-county']);
  });

  it("Stillwater 55082 (Washington County): 0.25% before 2021-10-01, 0.5% after; Aitkin 56431 (no county tax): the state's rate, uncertain", () => {
    expect(at('55082', '2021-06-01').taxAmountToCollect).toBe(713);
    expect(at('55082').taxAmountToCollect).toBe(738);
    expect([at('56431').uncertainty?.type, at('56431').taxAmountToCollect]).toEqual(['localJurisdictionsUncertain', 688]);
  });

  it("Minneapolis unchanged: 9.025%, certain, the same jurisdictions in the same order (Hennepin County's 0.15% from the county map)", () => {
    const calc = at('55401');
    expectPlaced(calc, 903);
    expect(ids('55401')).toEqual([
      'us-MN',
      'us-MN-hennepin-county',
      'us-MN-hennepin-county-transit',
      'us-MN-metro-area-transportation',
      'us-MN-metro-area-housing',
      'us-MN-city-of-minneapolis',
    ]);
    expect(at('55401', '2023-09-30').taxAmountToCollect).toBe(803);
  });

  it('Saint Paul (9.875%) and Rochester (8.125%) unchanged, their county taxes counted once', () => {
    expect([at('55101').uncertainty, at('55101').taxAmountToCollect]).toEqual([null, 988]);
    expect(ids('55101').filter((id) => id === 'us-MN-ramsey-county-transportation').length).toBe(1);
    // 55901 reaches Rochester and unincorporated Olmsted County (the Census): Rochester's taxes, the main candidate.
    expect([at('55901').uncertainty?.type, at('55901').taxAmountToCollect]).toEqual(['localJurisdictionsUncertain', 813]);
  });
});
