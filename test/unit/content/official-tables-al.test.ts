// Alabama's county and city taxes from the Alabama Department of Revenue's local tax rates file
// (taxrates.txt / taxrates.csv; docs/tax-data.md, "Official tables built into the content"):
// scripts/content-from-al-rates.ts reads it from a path given on the command line (the file is not in
// ../shared/reference/data, and never in the repository) with src/tax/imports/official-tables/al-rates.ts.
// Checked here, on a sample written from the file's published description
// (test/fixtures/official/al-taxrates/): the parser and the check an operator's import runs, and the
// build step against the real content/us/al.json: the file's dated rates applied to the content's own
// jurisdictions, the county map, new municipalities, Administered, and what is left alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AL_RATES_URL,
  alCountyNumbers,
  alDate,
  alRatesContent,
  alRatesSource,
  alRatesTableCheck,
  parseAlRates,
  seriesOf,
  type AlRateRow,
} from '../../../scripts/content-from-al-rates.ts';
import { countiesOfState, salesUnitsOn, withSource, zipCitiesOf } from '../../../scripts/official-tables.ts';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import { builtInContentFolder, readContentFolder } from '../../../src/tax/content/built-in.ts';
import { formatJson } from '../../../src/tax/content/format.ts';
import type { JurisdictionFile, SourcesFile } from '../../../src/tax/content/schema.ts';
import { validateContent } from '../../../src/tax/content/validate.ts';

const ROOT = join(import.meta.dirname, '../../..');
const FILE_NAME = 'taxrates.txt';
const SAMPLE = readFileSync(join(ROOT, 'test', 'fixtures', 'official', 'al-taxrates', FILE_NAME), 'utf8');
const CONTENT_TEXT = readFileSync(join(builtInContentFolder(), 'us', 'al.json'), 'utf8');
const content = () => JSON.parse(CONTENT_TEXT) as JurisdictionFile;
const HEADER = SAMPLE.split('\n')[0]!;
/** The sample's newest Active Date: Montgomery's new rate. */
const EDITION = '2026-10-01';

const build = (text = SAMPLE, file = content()) =>
  alRatesContent({
    text,
    fileName: FILE_NAME,
    content: file,
    stateCounties: countiesOfState('AL'),
    countyNameOf: countyName,
    zipCities: zipCitiesOf('AL'),
  });
/** The jurisdictions whose taxes a build changes, as rate-overrides.ts compares them. */
const changedTaxes = (before: JurisdictionFile, after: JurisdictionFile) => {
  const old = new Map(before.jurisdictions.map((j) => [j.id, JSON.stringify(j.taxes)]));
  return after.jurisdictions.filter((j) => old.has(j.id) && old.get(j.id) !== JSON.stringify(j.taxes)).map((j) => j.id);
};

describe('the local tax rates file, read by the parser (a sample written from its description)', () => {
  it('reads the header, then each row: locality, county number, tax and rate type, administrator, dates, rate, PJ, County Code', () => {
    const parsed = parseAlRates(SAMPLE);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rows.length).toBe(32);
    expect(parsed.rows.find((r) => r.code === '9150' && r.inactive !== null)).toEqual({
      line: 28,
      code: '9150',
      kind: 'city',
      name: 'MONTGOMERY',
      countyNumber: 51,
      taxType: 'ST',
      rateType: 'GENER',
      administered: 'STATE',
      active: '1995-01-01',
      inactive: '2026-09-30',
      units: 35000n,
      indicator: '',
      pj: 'Y',
      countyCode: '7051',
      pjUnits: 17500n,
    });
    expect(parsed.rows.filter((r) => r.kind === 'county').length).toBe(15);
    // The legend's spelling of the header (no spaces) reads the same.
    const legend = HEADER.replace(/ /g, '');
    expect(parseAlRates(SAMPLE.replace(HEADER, legend)).ok).toBe(true);
  });

  it('reads the dates as YYYYMMDD, YYYY-MM-DD or M/D/YYYY, and nothing else', () => {
    expect(['20261001', '2026-10-01', '10/1/2026', '10/01/2026 0:00:00'].map(alDate)).toEqual(Array(4).fill('2026-10-01'));
    expect(['20261301', '2026/10/01', '1.10.2026', ''].map(alDate)).toEqual([null, null, null, null]);
  });

  it('names the line it cannot read', () => {
    const row = (cells: string) => `${HEADER}\n${cells}\n`;
    const cases: [string, RegExp][] = [
      ['"8001","X","1","ST","GENER","STATE","20200101","","1.0000","","","",""', /four digits beginning with 7/],
      ['"7001","AUTAUGA COUNTY","1","ST","GENER","STATE","2020-13-01","","1.0000","","","",""', /Active Date "2020-13-01" is not a date/],
      ['"7001","AUTAUGA COUNTY","1","ST","GENER","STATE","20200101","20190101","1.0000","","","",""', /before Active Date/],
      ['"7001","AUTAUGA COUNTY","1","ST","GENER","STATE","20200101","","one","","","",""', /Rate "one" is not a percentage/],
      ['"9001","PRATTVILLE","1","ST","GENER","STATE","20200101","","1.0000","","Y","9001",""', /County Code "9001"/],
      ['"7001","AUTAUGA COUNTY","1","ST","GENER","STATE","20200101","","1.0000"', /expected 13 columns/],
    ];
    for (const [cells, message] of cases)
      expect(parseAlRates(row(cells))).toEqual({ ok: false, line: 2, message: expect.stringMatching(message) });
  });

  it("numbers the counties in the alphabetical order of their letters (the step's assumption: Shelby 58 before St. Clair 59), which every county row of the sample agrees with", () => {
    const numbers = alCountyNumbers(countiesOfState('AL'), countyName);
    expect(numbers.size).toBe(67);
    // The assumption against the sample's county rows: each row's name begins with its number's county.
    const parsed = parseAlRates(SAMPLE);
    if (!parsed.ok) throw new Error(parsed.message);
    const key = (name: string) => name.toUpperCase().replace(/[^A-Z]/g, '');
    const counties = parsed.rows.filter((r) => r.kind === 'county');
    expect(counties.length).toBeGreaterThan(0);
    for (const r of counties)
      expect([r.line, key(r.name).startsWith(key(countyName(numbers.get(r.countyNumber)!)!))]).toEqual([r.line, true]);
    expect([1, 37, 45, 58, 59, 63, 67].map((n) => countyName(numbers.get(n)!))).toEqual([
      'Autauga',
      'Jefferson',
      'Madison',
      'Shelby',
      'St. Clair',
      'Tuscaloosa',
      'Winston',
    ]);
  });

  it("makes one dated series of a locality's rows: Inactive Date inclusive, a change of administrator at the same rate one period", () => {
    const parsed = parseAlRates(SAMPLE);
    if (!parsed.ok) throw new Error(parsed.message);
    const general = (code: string) => parsed.rows.filter((r) => r.code === code && r.taxType === 'ST' && r.rateType === 'GENER');
    expect(seriesOf(general('7001'))).toEqual([
      { from: '2000-01-01', to: '2020-01-01', units: 10000n },
      { from: '2020-01-01', to: null, units: 20000n },
    ]);
    expect(seriesOf(general('9001'))).toEqual([{ from: '2005-01-01', to: null, units: 30000n }]);
    const clash: AlRateRow[] = [general('7001')[1]!, { ...general('7001')[1]!, line: 40, units: 25000n }];
    expect(() => seriesOf(clash)).toThrow(/line 40: AUTAUGA COUNTY \(7001\) has 2\.00% on line 3 and 2\.50% on line 40 from the same day/);
  });

  it("refuses a gap between a locality's Inactive Date and its next Active Date, naming both lines; a tax that ends with no later row is its end", () => {
    const parsed = parseAlRates(SAMPLE);
    if (!parsed.ok) throw new Error(parsed.message);
    const [first, second] = parsed.rows.filter((r) => r.code === '7001' && r.rateType === 'GENER');
    // Autauga's 1 % ends on 2018-12-31, its 2 % begins on 2020-01-01: 2019 would read as 0 %.
    const gap: AlRateRow[] = [{ ...first!, inactive: '2018-12-31' }, second!];
    expect(() => seriesOf(gap)).toThrow(
      /line 2: AUTAUGA COUNTY \(7001\): its row on line 2 ends on 2018-12-31 \(its Inactive Date\) and its next row, line 3, begins on 2020-01-01: no row gives its rate from 2019-01-01 to 2019-12-31/,
    );
    // The last row ending is the tax's end: no rate after it.
    expect(seriesOf([first!, { ...second!, inactive: '2027-06-30' }])).toEqual([
      { from: '2000-01-01', to: '2020-01-01', units: 10000n },
      { from: '2020-01-01', to: '2027-07-01', units: 20000n },
    ]);
    // A gap that ends before 1999-01-01 is before any day a calculation is for.
    expect(
      seriesOf([
        { ...first!, active: '1990-01-01', inactive: '1994-12-31' },
        { ...first!, line: 3, active: '1996-01-01', inactive: null },
      ]),
    ).toEqual([
      { from: '1990-01-01', to: '1995-01-01', units: 10000n },
      { from: '1996-01-01', to: null, units: 10000n },
    ]);
  });
});

describe("the check of an operator's import (no content)", () => {
  it('accepts the sample: its date is the newest Active Date of its ST rows at the general rate, every row counted', () => {
    expect(alRatesTableCheck(SAMPLE, FILE_NAME)).toEqual({ ok: true, date: EDITION, rowCount: 32 });
  });

  it('refuses a wrong header, a file of another state, a rate of 90 % and an empty file, naming the line', () => {
    expect(alRatesTableCheck(SAMPLE.replace('"Rate Type"', '"Kind"'), FILE_NAME)).toEqual({
      ok: false,
      line: 1,
      message: expect.stringMatching(/^expected the header "Locality Code","Locality Name"/),
    });
    const texas = '"Name","TAID","Tax Rate"\n"KILLEEN","2014022",".0150000"\n';
    expect(alRatesTableCheck(texas, 'tax_jurisdiction_rates-2031Q2.csv')).toMatchObject({ ok: false, line: 1 });
    // The layout, with another state's counties in it.
    const elsewhere = SAMPLE.replace('"JEFFERSON COUNTY","37"', '"HARRIS COUNTY","37"');
    expect(alRatesTableCheck(elsewhere, FILE_NAME)).toEqual({
      ok: false,
      line: 6,
      message: 'HARRIS COUNTY is not Alabama county number 37 (Jefferson County): not an Alabama file',
    });
    const ninety = SAMPLE.replace(
      '"9145","HUNTSVILLE","45","ST","GENER","SELF","20000101","","4.5000"',
      '"9145","HUNTSVILLE","45","ST","GENER","SELF","20000101","","90.0000"',
    );
    expect(alRatesTableCheck(ninety, FILE_NAME)).toEqual({ ok: false, line: 23, message: 'HUNTSVILLE (9145): 90.00% is above 10.00%.' });
    expect(alRatesTableCheck('', FILE_NAME)).toEqual({ ok: false, line: 1, message: expect.stringMatching(/^empty file/) });
    expect(alRatesTableCheck(`${HEADER}\n`, FILE_NAME)).toEqual({ ok: false, line: 1, message: expect.stringMatching(/no rows/) });
  });

  it('dates the file by the newest Active Date of its ST rows at the general rate, not of a lodgings or other rate type row', () => {
    const later = `${SAMPLE}${[
      '"7058","SHELBY COUNTY","58","LL","GENER","STATE","20270101","","3.0000","","","",""',
      '"7037","JEFFERSON COUNTY","37","ST","AUTO","SELF","20270201","","0.7500","","","",""',
    ].join('\n')}\n`;
    expect(alRatesTableCheck(later, FILE_NAME)).toEqual({ ok: true, date: EDITION, rowCount: 34 });
    expect(build(later).report.edition).toBe(EDITION);
  });

  it("does not refuse a gap in a locality's rows (the build step leaves that locality out), but still two rows of one day with different rates", () => {
    const gap = SAMPLE.replace('"20000101","20191231","1.0000"', '"20000101","20181231","1.0000"');
    expect(alRatesTableCheck(gap, FILE_NAME)).toEqual({ ok: true, date: EDITION, rowCount: 32 });
    const cityGap = SAMPLE.replace('"19950101","20260930","3.5000"', '"19950101","20260831","3.5000"');
    expect(alRatesTableCheck(cityGap, FILE_NAME)).toEqual({ ok: true, date: EDITION, rowCount: 32 });
    const twin = SAMPLE.replace(
      '"7001","AUTAUGA COUNTY","1","ST","GENER","STATE","20200101","","2.0000"',
      '"7001","AUTAUGA COUNTY","1","ST","GENER","STATE","20000101","","2.0000"',
    );
    expect(alRatesTableCheck(twin, FILE_NAME)).toEqual({
      ok: false,
      line: 3,
      message: 'AUTAUGA COUNTY (7001) has 1.00% on line 2 and 2.00% on line 3 from the same day, 2000-01-01',
    });
  });
  it('refuses a municipality locality whose name mentions a police jurisdiction in a form the step does not recognise, naming the line', () => {
    for (const name of ['FALKVILLEPJ', 'FALKVILLE POLICE DEPT', 'FALKVILLE POL JURIS', 'FALKVILLE P - J']) {
      const text = SAMPLE.replace('"9511","FALKVILLE PJ"', `"9511","${name}"`);
      expect(alRatesTableCheck(text, FILE_NAME)).toEqual({
        ok: false,
        line: 33,
        message: expect.stringContaining(`${name} (9511): the name mentions a police jurisdiction`),
      });
      expect(() => build(text)).toThrow(/^Alabama Department of Revenue tax rates file line 33: /);
    }
  });
});

describe('the build step, on content/us/al.json and the sample', () => {
  const before = content();
  const { file, report } = build();
  const byId = (id: string) => file.jurisdictions.find((x) => x.id === id)!;
  const oldById = (id: string) => before.jurisdictions.find((x) => x.id === id)!;

  it("applies the file's rate to the content's jurisdiction from the file's date, leaving earlier dates alone", () => {
    const montgomery = byId('us-AL-city-of-montgomery');
    expect(salesUnitsOn(montgomery, '2026-09-30')).toBe(35000n);
    expect(salesUnitsOn(montgomery, EDITION)).toBe(40000n);
    expect(salesUnitsOn(montgomery, '2000-06-01')).toBe(35000n);
    const rows = montgomery.taxes[0]!.rates;
    // The content's 3.5 % keeps its own sources beside the file's, up to the day the file changes it.
    expect(rows.map((r) => [r.rate, r.to])).toEqual([
      ['3.50', EDITION],
      ['4.00', null],
    ]);
    expect(rows[0]!.sources).toEqual(expect.arrayContaining(oldById('us-AL-city-of-montgomery').taxes[0]!.rates[0]!.sources));
    expect(rows[1]).toMatchObject({
      from: EDITION,
      sources: [AL_RATES_URL],
      note: expect.stringMatching(/line 29: "MONTGOMERY", locality 9150/),
    });
    expect(report.disagreements).toEqual([
      `City of Montgomery (us-AL-city-of-montgomery): on ${EDITION} the content had 3.50%, the table 4.00% (the file won; its rows run from 1995-01-01)`,
    ]);
    expect(report.edition).toBe(EDITION);
  });

  it('changes nothing where the rates agree: the county, city and combined jurisdictions checked, the rest untouched', () => {
    expect(changedTaxes(before, file)).toEqual(['us-AL-city-of-montgomery']);
    for (const id of [
      'us-AL',
      'us-AL-city-of-huntsville',
      'us-AL-madison-county',
      'us-AL-montgomery-county',
      'us-AL-jefferson-county-city-of-birmingham',
      'us-AL-mobile-county-city-of-mobile',
      'us-AL-tuscaloosa-county-city-of-tuscaloosa',
      'us-AL-simplified-sellers-use-tax',
    ])
      expect(byId(id)).toEqual(oldById(id));
    expect(file.elections).toEqual(before.elections);
    expect(report.checkedPlaces).toEqual([
      `Birmingham in Jefferson County: 6.00% on ${EDITION} = the file's city 4.00% + county locality 7037 2.00%`,
      `Huntsville in Madison County: 5.00% on ${EDITION} = the file's city 4.50% + county locality 7745 0.50%`,
      `Montgomery in Montgomery County: 6.50% on ${EDITION} = the file's city 4.00% + county locality 7051 2.50%`,
      `Mobile in Mobile County: 6.00% on ${EDITION} = the file's city 5.00% + county locality 7049 1.00%`,
      `Tuscaloosa in Tuscaloosa County: 6.00% on ${EDITION} = the file's city 3.00% + county locality 7063 3.00%`,
    ]);
    // The same file without Montgomery's change: no jurisdiction of the content changes at all.
    const unchanged = SAMPLE.replace('"19950101","20260930","3.5000"', '"19950101","","3.5000"')
      .split('\n')
      .filter((l) => !l.includes('"20261001"'))
      .join('\n');
    const again = build(unchanged);
    expect(changedTaxes(before, again.file)).toEqual([]);
    expect(again.report.disagreements).toEqual([]);
    // The input is not written to.
    expect(formatJson(before)).toBe(formatJson(content()));
  });

  it('builds the county map where the file settles a county and no entry of the content holds its tax', () => {
    const taxes = file.counties!.taxes;
    expect(file.counties!.complete).toBe(false);
    expect(file.counties!.sources).toEqual([AL_RATES_URL]);
    expect(Object.entries(taxes).filter(([, ids]) => ids.length > 0)).toEqual([
      ['01001', ['us-AL-autauga-county']],
      ['01083', ['us-AL-limestone-county']],
      ['01117', ['us-AL-shelby-county']],
    ]);
    // Counties with no county locality of a general rate: no county sales tax.
    expect(taxes['01133']).toEqual([]);
    // Held by the content's entries (Birmingham's combined, Huntsville, Montgomery, Mobile, Tuscaloosa), or not settled by the file (Elmore).
    for (const fips of ['01073', '01089', '01101', '01097', '01125', '01051']) expect(taxes[fips]).toBeUndefined();
    expect(report.unsettledCounties).toContain(
      "Elmore County: not every municipality's row in it names its county locality 7026 (WETUMPKA)",
    );
    expect(report).toMatchObject({ settledCounties: 61, countiesWithTax: 3, stateCounties: 67 });
    // Dated from the file's rows.
    expect(byId('us-AL-autauga-county').taxes[0]!.rates.map((r) => [r.rate, r.from, r.to])).toEqual([
      ['1.00', '2000-01-01', '2020-01-01'],
      ['2.00', '2020-01-01', null],
    ]);
    expect(file.notes!.some((n) => n.startsWith('AL: county-level local sales taxes by county FIPS'))).toBe(false);
    expect(file.notes!.at(-1)).toMatch(
      /^Built from the Alabama Department of Revenue's local tax rates file \(taxrates\.txt, rows through 2026-10-01/,
    );
  });

  it('adds the municipalities no entry covers, in each county their rows name, boundaries unknown; limits Birmingham to Jefferson County', () => {
    const added = file.places!.filter((p) => p.sources.length === 1 && p.sources[0] === AL_RATES_URL);
    expect(added.map((p) => [p.names[0], p.counties, p.jurisdictions])).toEqual([
      ['Bessemer', ['01073'], ['us-AL-city-of-bessemer', 'us-AL-jefferson-county']],
      ['Birmingham', ['01117'], ['us-AL-city-of-birmingham']],
      ['Madison', ['01083'], ['us-AL-city-of-madison']],
      ['Madison', ['01089'], ['us-AL-city-of-madison', 'us-AL-madison-county']],
      ['Northport', ['01125'], ['us-AL-city-of-northport']],
      ['Prattville', ['01001'], ['us-AL-city-of-prattville']],
      ['Wetumpka', ['01051'], ['us-AL-city-of-wetumpka']],
    ]);
    expect(added.every((p) => p.partlyOutside === 'unknown')).toBe(true);
    expect(file.places!.find((p) => p.names[0] === 'Birmingham' && p.sources[0] !== AL_RATES_URL)!.counties).toEqual(['01073']);
    expect(report.placesChanged).toContain(
      'Birmingham in Shelby County: on 1999-01-01 6.00% before, 0.00% now; on 2001-04-01 6.00% before, 1.00% now; on 2015-01-01 6.00% before, 5.00% now',
    );
    expect(report.notPlaced).toEqual([
      expect.stringMatching(/^Northport in Tuscaloosa County: .* name no county locality with a general rate/),
      expect.stringMatching(/^Wetumpka in Elmore County: /),
    ]);
    expect(report.addedPlaces).toBe(7);
  });

  it('recognises a police jurisdiction locality by PJ, (PJ), P/J, P.J. or POLICE JURISDICTION anywhere in its name, and builds none', () => {
    const names = ['HARTSELLE (PJ)', 'P/J DECATUR', 'PRICEVILLE P.J.', 'POLICE JURISDICTION OF TRINITY', 'PJ OF SOMERVILLE'];
    const text = `${SAMPLE}${names.map((n, i) => `"95${20 + i}","${n}","52","ST","GENER","STATE","20000101","","1.0000","","","7052",""`).join('\n')}\n`;
    expect(alRatesTableCheck(text, FILE_NAME)).toMatchObject({ ok: true });
    const built = build(text);
    expect(built.file.jurisdictions.filter((j) => /hartselle|decatur|priceville|trinity|somerville/i.test(`${j.id} ${j.name}`))).toEqual(
      [],
    );
    expect(built.file.places!.filter((p) => /hartselle|decatur|priceville|trinity|somerville/i.test(p.names.join(' ')))).toEqual([]);
    expect(built.report.policeJurisdictions).toBe(9 + names.length);
  });

  it('reports a jurisdiction of the content that two entries name for different county localities', () => {
    // Madison's row in Madison County names 7045 (1 %), Huntsville's 7745 (0.5 %); an entry of the
    // content names us-AL-madison-county for Madison, the Huntsville entry for Huntsville.
    const text = SAMPLE.replace(
      '"9146","MADISON","45","ST","GENER","STATE","20000101","","4.0000","","N","7745"',
      '"9146","MADISON","45","ST","GENER","STATE","20000101","","4.0000","","N","7045"',
    );
    const withMadison = content();
    withMadison.places!.push({
      names: ['Madison'],
      jurisdictions: ['us-AL-madison-county'],
      counties: ['01089'],
      sources: withMadison.places!.find((p) => p.names[0] === 'Huntsville')!.sources,
    });
    const built = build(text, withMadison);
    expect(built.report.disagreements).toContain(
      `Madison County (county-wide) (us-AL-madison-county, not checked again): checked against locality 7745 (line 11, 0.50% on ${EDITION}), and also named for locality 7045 (line 10, 1.00% on ${EDITION}): one jurisdiction of the content stands for both; settle by hand`,
    );
    // The content's figure, checked against the first, is not changed by the second.
    expect(salesUnitsOn(built.file.jurisdictions.find((j) => j.id === 'us-AL-madison-county')!, EDITION)).toBe(5000n);
  });

  it('builds no police jurisdiction, no other rate type and no other tax type', () => {
    expect(file.jurisdictions.some((j) => /falkville|pj|police/i.test(`${j.id} ${j.name}`))).toBe(false);
    expect(report.policeJurisdictions).toBe(9);
    // Birmingham's 4% is its corporate limits rate, not its PJ rate; Jefferson's AUTO and alcohol rows are not read.
    expect(salesUnitsOn(byId('us-AL-city-of-birmingham'), EDITION)).toBe(40000n);
    expect(salesUnitsOn(byId('us-AL-jefferson-county'), EDITION)).toBe(20000n);
  });

  it("registers what it adds by the file's Administered column, and reports where the content's registration differs", () => {
    expect(byId('us-AL-city-of-bessemer')).toMatchObject({ registrationIds: ['us-AL'] });
    expect(byId('us-AL-city-of-bessemer').coversImportedLevel).toBeUndefined();
    // Prattville went from STATE to SELF in 2018 at the same rate: one period, registered with the city.
    expect(byId('us-AL-city-of-prattville')).toMatchObject({ registrationIds: ['us-AL-city-of-prattville'], coversImportedLevel: 'city' });
    expect(byId('us-AL-city-of-prattville').taxes[0]!.rates.map((r) => [r.rate, r.from, r.to])).toEqual([['3.00', '2005-01-01', null]]);
    expect(byId('us-AL-jefferson-county')).toMatchObject({ registrationIds: ['us-AL-jefferson-county'], coversImportedLevel: 'county' });
    expect(report.administration).toContain(
      "us-AL-mobile-county-city-of-mobile (combined: the city's part): the file says administered by SELF, the content registers it with us-AL (not changed)",
    );
    expect(report.administration.some((a) => a.startsWith('us-AL-city-of-huntsville'))).toBe(false);
    expect(byId('us-AL-mobile-county-city-of-mobile').registrationIds).toEqual(['us-AL']);
  });

  it('writes valid content, and changes nothing when applied to its own result', () => {
    const files = readContentFolder(builtInContentFolder()).map((f) => {
      if (f.path === 'us/al.json') return { ...f, text: formatJson(file) };
      if (f.path === 'sources.json')
        return { ...f, text: formatJson(withSource(JSON.parse(f.text) as SourcesFile, alRatesSource(FILE_NAME, EDITION, '2026-11-27'))) };
      return f;
    });
    expect(validateContent(files).problems).toEqual([]);
    const again = build(SAMPLE, file);
    expect(formatJson(again.file)).toBe(formatJson(file));
    expect(again.report.addedPlaces).toBe(0);
    expect(again.report.disagreements).toEqual([]);
  });

  it('leaves out a county locality with a gap in its dates, naming both lines: no county map entry, no jurisdiction, no entry that needs its tax, never 0 %; the rest is built', () => {
    // Autauga's 1 % ends on 2018-12-31, its 2 % begins on 2020-01-01: 2019 would read as 0 %.
    const gap = SAMPLE.replace('"20000101","20191231","1.0000"', '"20000101","20181231","1.0000"');
    const built = build(gap);
    expect(built.report.disagreements).toEqual([
      "AUTAUGA COUNTY (7001): its row on line 2 ends on 2018-12-31 (its Inactive Date) and its next row, line 3, begins on 2020-01-01: no row gives its rate from 2019-01-01 to 2019-12-31, which would read as 0 % (a missing row, or a tax that lapsed and came back) (not used: the content's jurisdictions for it keep their own rates, and no entry is added for it)",
      ...report.disagreements,
    ]);
    expect(built.report.unsettledCounties).toContain('Autauga County: the dates of its county locality 7001 have a gap: not used');
    expect(built.file.counties!.taxes['01001']).toBeUndefined();
    expect(built.file.jurisdictions.some((j) => /autauga|prattville/.test(j.id))).toBe(false);
    // Prattville's rows name 7001: no entry holding the city's tax alone where the county's is unknown.
    expect(built.report.notPlaced).toContain(
      'Prattville in Autauga County, lines 17, 18: the dates of county locality 7001, which its rows name, have a gap',
    );
    expect(built.file.places!.some((p) => p.names.includes('Prattville'))).toBe(false);
    // Everything else as the sample builds it.
    const others = (f: JurisdictionFile) => f.places!.filter((p) => !p.names.includes('Prattville'));
    expect(others(built.file)).toEqual(others(file));
    expect(built.file.jurisdictions).toEqual(file.jurisdictions.filter((j) => !/autauga|prattville/.test(j.id)));
    expect(changedTaxes(before, built.file)).toEqual(['us-AL-city-of-montgomery']);
  });

  it("leaves out a municipality with a gap in its dates: the content's entry and jurisdictions keep their rates (never 0 % for the gap), the gap reported naming both lines", () => {
    // Montgomery's 3.5 % ending on 2026-08-31, its 4 % from 2026-10-01.
    const cityGap = SAMPLE.replace('"19950101","20260930","3.5000"', '"19950101","20260831","3.5000"');
    const built = build(cityGap);
    expect(built.report.disagreements).toEqual([
      "MONTGOMERY (9150): its row on line 28 ends on 2026-08-31 (its Inactive Date) and its next row, line 29, begins on 2026-10-01: no row gives its rate from 2026-09-01 to 2026-09-30, which would read as 0 % (a missing row, or a tax that lapsed and came back) (not used: the content's jurisdictions for it keep their own rates, and no entry is added for it)",
      expect.stringMatching(
        /^Montgomery \(us-AL-.*, not checked\): the dates of municipality 9150 have a gap \(above\): the content's rates are kept$/,
      ),
    ]);
    expect(changedTaxes(before, built.file)).toEqual([]);
    const montgomery = built.file.jurisdictions.find((j) => j.id === 'us-AL-city-of-montgomery')!;
    expect(['2026-08-31', '2026-09-15', EDITION].map((d) => salesUnitsOn(montgomery, d))).toEqual([35000n, 35000n, 35000n]);
    expect(built.file.places).toEqual(file.places);
    // Montgomery County stays out of the county map: the content's entry holds its tax.
    expect(built.file.counties!.taxes['01101']).toBeUndefined();
    expect(built.report.checkedPlaces.some((c) => c.startsWith('Montgomery'))).toBe(false);
    // A municipality no entry of the content covers (Bessemer, 5 % to 2015, 5.5 % from 2017): no entry, no jurisdiction.
    const bessemer = SAMPLE.replace(
      '"9020","BESSEMER","37","ST","GENER","STATE","20120101","","5.0000","","N","7037",""',
      '"9020","BESSEMER","37","ST","GENER","STATE","20120101","20151231","5.0000","","N","7037",""\n"9020","BESSEMER","37","ST","GENER","STATE","20170101","","5.5000","","N","7037",""',
    );
    expect(alRatesTableCheck(bessemer, FILE_NAME)).toMatchObject({ ok: true });
    const withoutBessemer = build(bessemer);
    expect(withoutBessemer.report.disagreements[0]).toMatch(
      /^BESSEMER \(9020\): its row on line 22 ends on 2015-12-31 .* line 23, begins on 2017-01-01/,
    );
    expect(withoutBessemer.report.notPlaced).toContain(
      'Bessemer in Jefferson County, lines 22, 23: the dates of municipality 9020 have a gap',
    );
    expect(withoutBessemer.file.places!.some((p) => p.names.includes('Bessemer'))).toBe(false);
    expect(withoutBessemer.file.jurisdictions.some((j) => j.id === 'us-AL-city-of-bessemer')).toBe(false);
  });

  it("refuses a county row whose name is not its number's county, naming the line", () => {
    expect(() => build(SAMPLE.replace('"SHELBY COUNTY","58","ST","GENER"', '"ST CLAIR COUNTY","58","ST","GENER"'))).toThrow(
      /line 14: ST CLAIR COUNTY is not Alabama county number 58 \(Shelby County\): not an Alabama file/,
    );
  });
});
