// Colorado's counties, cities and districts from the Colorado Department of Revenue's "Location Tax
// Rates and Filing Codes" spreadsheet (its "By Name" sheet saved as CSV): the parser and the check
// without the content (src/tax/imports/official-tables/co-rates.ts), and the build step run against
// the real content/us/co.json in memory (scripts/content-from-co-rates.ts writes it; no real file is
// in the repository). The sample (test/fixtures/official/co-rates/) is written from the layout its
// README describes; its rows are invented for these tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coRatesSource } from '../../../scripts/content-from-co-rates.ts';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import { builtInContentFolder } from '../../../src/tax/content/built-in.ts';
import { formatJson } from '../../../src/tax/content/format.ts';
import type { JurisdictionFile } from '../../../src/tax/content/schema.ts';
import {
  CO_RATES_URL,
  coRatesContent,
  coRatesFileOf,
  coRatesTableCheck,
  parseCoRates,
} from '../../../src/tax/imports/official-tables/co-rates.ts';
import { countiesOfState, salesRows, zipCitiesOf } from '../../../src/tax/imports/official-tables/tables.ts';

const ROOT = join(import.meta.dirname, '../../..');
const FILE_NAME = 'Colorado_Jurisdiction_Codes_Rates_Jan-June2031.csv';
const SAMPLE = readFileSync(join(ROOT, 'test', 'fixtures', 'official', 'co-rates', FILE_NAME), 'utf8');
const EDITION = '2031-01-01';
const CONTENT = (): JurisdictionFile => JSON.parse(readFileSync(join(builtInContentFolder(), 'us', 'co.json'), 'utf8')) as JurisdictionFile;
const HEADER = SAMPLE.slice(0, SAMPLE.indexOf('\r\nDENVER,') + 2);
/** The sample's header and the given data lines. */
const withRows = (...lines: string[]) => `${HEADER}${lines.join('\r\n')}\r\n`;
const sampleLine = (location: string) => SAMPLE.split('\r\n').find((l) => l.startsWith(`${location},`))!;

const build = (text = SAMPLE, content = CONTENT()) =>
  coRatesContent({
    text,
    fileName: FILE_NAME,
    content,
    stateCounties: countiesOfState('CO'),
    countyNameOf: countyName,
    zipCities: zipCitiesOf('CO'),
  });
const rowsOf = (file: JurisdictionFile, id: string) =>
  salesRows(file.jurisdictions.find((j) => j.id === id)!).map((r) => [r.rate, r.from, r.to]);

describe('the spreadsheet, read by the parser (a sample written from its layout)', () => {
  it('reads the header (wrapped cells spanning lines), then each location with its code, county, home-rule flag and taxes', () => {
    const parsed = parseCoRates(SAMPLE);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rows.length).toBe(28);
    // The header's wrapped cells take lines 1-3: Denver is on line 4, its code's leading zero restored.
    expect(parsed.rows[0]).toEqual({
      line: 4,
      location: 'DENVER',
      code: '010006',
      county: 'DENVER',
      countyName: 'DENVER',
      selfCollected: true,
      unincorporated: false,
      total: 91500n,
      layers: [
        { type: 'State', kind: 'state', units: 29000n },
        { type: 'City', kind: 'city', units: 51500n },
        { type: 'RTD', kind: 'district', units: 10000n },
        { type: 'CD', kind: 'district', units: 1000n },
      ],
    });
    const byCode = (code: string) => parsed.rows.find((r) => r.code === code)!;
    // DR 0800: 0206 an unincorporated area, 0208 one a special district also covers.
    expect([byCode('080206').unincorporated, byCode('070208').unincorporated, byCode('070001').unincorporated]).toEqual([
      true,
      true,
      false,
    ]);
    expect(byCode('070208')).toMatchObject({ location: 'UNINCORPORATED BOULDER COUNTY', selfCollected: false });
    // "4.11%" reads as 4.11 percent, like "4.11".
    expect(byCode('080012').layers.map((l) => l.units)).toEqual([29000n, 41100n]);
    expect(byCode('200005').layers.map((l) => [l.type, l.kind])).toContainEqual(['MTS', 'district']);
    // A county written with "City and County of" or an older edition's "(... IGA)" is the county.
    const counties = parseCoRates(
      withRows('DENVER,010006,CITY AND COUNTY OF DENVER,,,,,2.9,State,2.9,0', 'CRAIG,420004,MOFFAT (CRAIG IGA),,,,,2.9,State,2.9,0'),
    );
    expect(counties.ok && counties.rows.map((r) => r.countyName)).toEqual(['DENVER', 'MOFFAT']);
  });

  it('takes the first day of the half-year from the file name', () => {
    expect(coRatesFileOf(FILE_NAME)).toEqual({ edition: EDITION, half: 'January-June 2031', base: FILE_NAME });
    expect(coRatesFileOf('/tmp/Colorado_Jurisdiction_Codes_Rates_July-Dec2026.csv').edition).toBe('2026-07-01');
    expect(coRatesFileOf('Colorado_Jurisdiction_Codes_Rates_Jan-June_2017.csv').edition).toBe('2017-01-01');
    expect(() => coRatesFileOf('Colorado_Jurisdiction_Codes_Rates_July-Dec2026.xlsx')).toThrow(/with \.csv/);
    expect(() => coRatesFileOf('rates.csv')).toThrow(/half-year/);
  });
});

describe('the check without the content', () => {
  it('accepts the sample: its date is the first day of the half-year its name gives', () => {
    expect(coRatesTableCheck(SAMPLE, FILE_NAME)).toEqual({ ok: true, date: EDITION, rowCount: 28 });
  });

  it('refuses a file whose name gives no half-year', () => {
    expect(coRatesTableCheck(SAMPLE, 'rates.csv')).toMatchObject({
      ok: false,
      line: 1,
      message: expect.stringMatching(/Jan-June\|July-Dec/),
    });
  });

  it('refuses a wrong header, naming the line and the header it expects', () => {
    const result = coRatesTableCheck('"Location","Code","Rate"\r\nDENVER,010006,9.15\r\n', FILE_NAME);
    expect(result).toMatchObject({ ok: false, line: 1 });
    if (result.ok) return;
    expect(result.message).toContain('"Location Code","Jurisdiction Code","County","Self Collected Home Rule"');
    expect(result.message).toContain('"Tax Type","Rate","Service Fee Rate" once per tax');
    // The layer columns must come in threes.
    expect(coRatesTableCheck(HEADER.replace(/,Service Fee Rate\r\n$/, '\r\n'), FILE_NAME)).toMatchObject({ ok: false, line: 1 });
  });

  it("refuses another state's file: a county that is not Colorado's, with its line", () => {
    const texas = withRows(sampleLine('DENVER'), 'AUSTIN,990001,TRAVIS,,,,,8.25,State,2.9,0,City,5.35,0');
    expect(coRatesTableCheck(texas, FILE_NAME)).toEqual({
      ok: false,
      line: 5,
      message: 'line 5: county "TRAVIS" (AUSTIN) is no Colorado county: not Colorado\'s file',
    });
  });

  it('refuses a tax of 90 %, naming the line', () => {
    const high = withRows(sampleLine('DENVER'), 'NEDERLAND,070010,BOULDER,,,,,92.9,State,2.9,0,City,90,0');
    expect(coRatesTableCheck(high, FILE_NAME)).toEqual({ ok: false, line: 5, message: 'NEDERLAND (070010): City 90.00% is above 10.00%.' });
  });

  it('refuses an empty file, a row whose taxes do not add up to its total, a code listed twice and a code of another shape', () => {
    expect(coRatesTableCheck('', FILE_NAME)).toMatchObject({
      ok: false,
      line: 1,
      message: expect.stringMatching(/^empty file: no header/),
    });
    expect(coRatesTableCheck(HEADER, FILE_NAME)).toMatchObject({ ok: false, line: 1, message: 'The file has no rows.' });
    expect(coRatesTableCheck(withRows('DENVER,010006,DENVER,,,,,9.25,State,2.9,0,City,5.15,0'), FILE_NAME)).toMatchObject({
      ok: false,
      line: 4,
      message: 'DENVER (010006): the taxes add up to 8.050%, the Total Rate is 9.250%',
    });
    expect(coRatesTableCheck(withRows(sampleLine('DENVER'), sampleLine('DENVER')), FILE_NAME)).toMatchObject({
      ok: false,
      line: 5,
      message: 'jurisdiction code 010006 is listed on line 4 already',
    });
    expect(coRatesTableCheck(withRows('DENVER,0100061,DENVER,,,,,2.9,State,2.9,0'), FILE_NAME)).toMatchObject({
      ok: false,
      line: 4,
      message: expect.stringMatching(/not DR 0800's six digits/),
    });
    expect(coRatesTableCheck(withRows('DENVER,010006,DENVER,Maybe,,,,2.9,State,2.9,0'), FILE_NAME)).toMatchObject({ ok: false, line: 4 });
  });
});

describe('the build step, against content/us/co.json', () => {
  const before = CONTENT();
  const { file, report } = build();

  it("applies the file's county rate from its half-year and leaves earlier dates alone (Boulder County)", () => {
    expect(rowsOf(before, 'us-CO-boulder-county')).toEqual([
      ['1.185', null, '2026-01-01'],
      ['1.335', '2026-01-01', null],
    ]);
    expect(rowsOf(file, 'us-CO-boulder-county')).toEqual([
      ['1.185', null, '2026-01-01'],
      ['1.335', '2026-01-01', EDITION],
      ['1.435', EDITION, null],
    ]);
    const added = salesRows(file.jurisdictions.find((j) => j.id === 'us-CO-boulder-county')!).at(-1)!;
    expect(added.sources).toEqual([CO_RATES_URL]);
    expect(added.note).toMatch(
      /"Location Tax Rates and Filing Codes" for January-June 2031 .* line 6: "UNINCORPORATED BOULDER COUNTY", jurisdiction code 070208/,
    );
    expect(report.disagreements).toContain(
      `Boulder County (us-CO-boulder-county): on ${EDITION} the content had 1.335%, the table 1.435% (the file won from ${EDITION})`,
    );
    expect(report.placesChanged).toEqual([`Boulder in Boulder County: on ${EDITION} 6.295% before, 6.395% now`]);
  });

  it('changes nothing where the rates agree: counties, RTD, SCFD and PPRTA matched by name and abbreviation', () => {
    for (const id of [
      'us-CO',
      'us-CO-adams-county',
      'us-CO-arapahoe-county',
      'us-CO-jefferson-county',
      'us-CO-el-paso-county',
      'us-CO-larimer-county',
      'us-CO-pueblo-county',
      'us-CO-regional-transportation-district',
      'us-CO-scientific-cultural-facilities-district',
      'us-CO-pikes-peak-rural-transportation-authority',
    ])
      expect(file.jurisdictions.find((j) => j.id === id)).toEqual(before.jurisdictions.find((j) => j.id === id));
    expect(report.districts).toEqual([
      'us-CO-regional-transportation-district: RTD 1.000% (7 rows)',
      'us-CO-scientific-cultural-facilities-district: CD 0.100% (7 rows)',
      'us-CO-pikes-peak-rural-transportation-authority: RTA 1.000% (1 rows)',
    ]);
    expect(report.notInFile).toEqual([]);
  });

  it("keeps a self-collecting home-rule city's own figure and reports the file's (City of Boulder)", () => {
    for (const j of before.jurisdictions.filter((x) => x.level === 'city'))
      expect(file.jurisdictions.find((x) => x.id === j.id)).toEqual(j);
    expect(report.homeRule).toContain(
      "City of Boulder (us-CO-city-of-boulder): self-collected, the content's 3.860% kept; the file gives 3.960% (line 5)",
    );
    expect(report.homeRule).toContain(
      "City and County of Denver (us-CO-city-and-county-of-denver): self-collected, the content's 5.150% kept (the file agrees)",
    );
  });

  it("applies the file's rate to a city the DOR collects for (Greeley, were it state-collected)", () => {
    const greeley = sampleLine('GREELEY');
    const text = SAMPLE.replace(greeley, 'GREELEY,080012,WELD,,,,,7.11,State,2.9,0,City,4.21,0');
    const { file: built, report: r } = build(text);
    expect(rowsOf(built, 'us-CO-city-of-greeley')).toEqual([
      ['4.11', null, EDITION],
      ['4.21', EDITION, null],
    ]);
    expect(r.disagreements).toContain(
      `City of Greeley (us-CO-city-of-greeley): on ${EDITION} the content had 4.11%, the table 4.21% (the file won from ${EDITION})`,
    );
  });

  it('builds the county map from the unincorporated rows: new county taxes from the half-year, none for Weld and Denver, Hinsdale complete', () => {
    expect(file.counties).toEqual({
      complete: false,
      completeCounties: ['08053'],
      taxes: {
        '08001': ['us-CO-adams-county'],
        '08005': ['us-CO-arapahoe-county'],
        '08013': ['us-CO-boulder-county'],
        '08031': [],
        '08041': ['us-CO-el-paso-county'],
        '08053': ['us-CO-hinsdale-county'],
        '08059': ['us-CO-jefferson-county'],
        '08069': ['us-CO-larimer-county'],
        '08101': ['us-CO-pueblo-county'],
        '08117': ['us-CO-summit-county'],
        '08123': [],
      },
      sources: [CO_RATES_URL],
    });
    expect(rowsOf(file, 'us-CO-summit-county')).toEqual([['2.00', EDITION, null]]);
    expect(file.notes!.some((n) => n.startsWith('CO: county-level local sales taxes by county FIPS'))).toBe(false);
  });

  it("keeps the content's place entries, less the county tax the county map now gives, each checked against its row", () => {
    const aurora = file.places!.find((p) => p.names[0] === 'Aurora' && p.counties?.[0] === '08005')!;
    expect(aurora.jurisdictions).toEqual([
      'us-CO-regional-transportation-district',
      'us-CO-scientific-cultural-facilities-district',
      'us-CO-city-of-aurora',
    ]);
    expect(report.adjustedPlaces).toContain('Aurora (08005): us-CO-arapahoe-county now from the county map');
    expect(report.checkedPlaces).toContain(
      "Aurora in Arapahoe County: 5.10% = the file's County 0.25% + City 3.75% + RTD 1.00% + CD 0.10% (line 15)",
    );
    expect(report.checkedPlaces).toContain(
      "Lakewood in Jefferson County: 4.60% = the file's County 0.50% + City 3.00% + RTD 1.00% + CD 0.10% (line 23)",
    );
    // Boulder keeps the content's city figure, so its combined rate differs from the file's: reported, not changed.
    expect(report.disagreements.some((d) => d.startsWith('Boulder in Boulder County (not changed)'))).toBe(true);
  });

  it('adds the cities the content lacks, per county: the city tax and the districts of its row the content holds, boundaries unknown', () => {
    const added = file.places!.filter((p) => p.sources.length === 1 && p.sources[0] === CO_RATES_URL);
    const rtd = ['us-CO-regional-transportation-district', 'us-CO-scientific-cultural-facilities-district'];
    expect(added.map((p) => [p.names[0], p.counties, p.jurisdictions, p.partlyOutside])).toEqual([
      ['Aurora', ['08001'], ['us-CO-city-of-aurora', ...rtd], 'unknown'],
      ['Breckenridge', ['08117'], ['us-CO-city-of-breckenridge'], 'unknown'],
      ['Longmont', ['08013'], ['us-CO-city-of-longmont', ...rtd], 'unknown'],
      ['Longmont', ['08123'], ['us-CO-city-of-longmont', ...rtd], 'unknown'],
      ['Nederland', ['08013'], ['us-CO-city-of-nederland', ...rtd], 'unknown'],
    ]);
    const j = (id: string) => file.jurisdictions.find((x) => x.id === id)!;
    // A town the DOR collects for registers with the state; a self-collecting home-rule city with itself.
    expect([j('us-CO-city-of-nederland').registrationIds, rowsOf(file, 'us-CO-city-of-nederland')]).toEqual([
      ['us-CO'],
      [['4.00', EDITION, null]],
    ]);
    expect(j('us-CO-city-of-longmont')).toMatchObject({ registrationIds: ['us-CO-city-of-longmont'], coversImportedLevel: 'city' });
    expect(report.notBuilt).toContain('Breckenridge in Summit County: MTS 0.750% (line 29) is no district the content holds');
    expect(report.notBuilt).toContain('line 16: "AURORA (CD ONLY)" (100002): a qualified name, a part of a place coded apart');
    // Lake City has no city tax: the county map gives Hinsdale County's.
    expect(file.places!.some((p) => p.names.includes('Lake City'))).toBe(false);
    expect([report.addedPlaces, report.addedJurisdictions]).toEqual([5, 5]);
  });

  it('reports a row without the county tax in a county that levies one, and leaves the county out of completeCounties (Lake City, Hinsdale County)', () => {
    const text = SAMPLE.replace(sampleLine('LAKE CITY'), 'LAKE CITY,260001,HINSDALE,,,,,2.9,State,2.9,0');
    const { file: built, report: r } = build(text);
    expect(r.disagreements).toContain(
      "Hinsdale County: line 31 (LAKE CITY) carries no county tax, the county's is 5.000%: the county map gives the county's tax there too (the county is not complete; an entry for the location is checked against its Total Rate)",
    );
    expect(built.counties!.completeCounties).toEqual([]);
    expect(r.completeCounties).toEqual([]);
  });

  it("does not build, and reports naming the line, a city entry whose county map tax the city's row does not carry (Nederland without Boulder County's tax); the file's other rows are built", () => {
    const text = SAMPLE.replace(
      sampleLine('NEDERLAND'),
      'NEDERLAND,070010,BOULDER,,A-B,A-B-C-D-E-G,A-B-C,8,State,2.9,0,City,4,0,RTD,1,0,CD,0.1,0',
    );
    expect(coRatesTableCheck(text, FILE_NAME)).toMatchObject({ ok: true });
    const { file: built, report: r } = build(text);
    expect(r.notBuilt).toContain(
      "line 7: Nederland in Boulder County (070010), not built: the entry this step would add, us-CO-city-of-nederland + us-CO-regional-transportation-district + us-CO-scientific-cultural-facilities-district with the county map's us-CO-boulder-county, comes to 6.535% on 2031-01-01; the row's Total Rate less the state's is 5.100% (the row's county tax 0.000%, the county map's 1.435%): settle by hand",
    );
    // Neither the entry nor its new jurisdiction: no county tax is given to a city whose row carries none.
    expect(built.places!.some((p) => p.names.includes('Nederland'))).toBe(false);
    expect(built.jurisdictions.some((j) => j.id === 'us-CO-city-of-nederland')).toBe(false);
    // Every other entry and jurisdiction as the sample builds them.
    expect(built.places!.filter((p) => !p.names.includes('Nederland'))).toEqual(file.places!.filter((p) => !p.names.includes('Nederland')));
    expect(built.jurisdictions).toEqual(file.jurisdictions.filter((j) => j.id !== 'us-CO-city-of-nederland'));
    expect(built.counties).toEqual(file.counties);
    expect([r.addedPlaces, r.addedJurisdictions]).toEqual([4, 4]);
    // The sample's own entries add up: a district the content does not hold (Breckenridge's MTS) is left out of both sides.
    expect(report.notBuilt.some((n) => n.includes('not built: the entry'))).toBe(false);
  });

  it('leaves out, and reports, a city the content lacks whose row has no county tax in a county that levies one (an "Estes Park" row)', () => {
    const text = `${SAMPLE}ESTES PARK,060004,LARIMER,,A-B,A-B-C-D-E,,7.9,State,2.9,0,City,5,0\r\n`;
    expect(coRatesTableCheck(text, FILE_NAME)).toMatchObject({ ok: true });
    const { file: built, report: r } = build(text);
    expect(r.notBuilt).toContain(
      "line 32: Estes Park in Larimer County (060004), not built: the entry this step would add, us-CO-city-of-estes-park with the county map's us-CO-larimer-county, comes to 6.050% on 2031-01-01; the row's Total Rate less the state's is 5.000% (the row's county tax 0.000%, the county map's 1.050%): settle by hand",
    );
    expect(r.disagreements).toContain(
      "Larimer County: line 32 (ESTES PARK) carries no county tax, the county's is 1.050%: the county map gives the county's tax there too (the county is not complete; an entry for the location is checked against its Total Rate)",
    );
    expect(built.places!.some((p) => p.names.some((n) => /estes/i.test(n)))).toBe(false);
    expect(built.jurisdictions.some((j) => /estes/.test(j.id))).toBe(false);
    expect([built.places, built.counties!.taxes]).toEqual([file.places, file.counties!.taxes]);
  });

  it("reports, and does not change, a content place entry whose rates do not add up to its row (Aurora's row without its county tax)", () => {
    const text = SAMPLE.replace(
      sampleLine('AURORA'),
      'AURORA,100001,ARAPAHOE,Self-collected,,A-B-C-D-E-G-H-K-M,A-B-C,7.75,State,2.9,0,City,3.75,0,RTD,1,0,CD,0.1,0',
    );
    const { file: built, report: r } = build(text);
    expect(r.disagreements).toContain(
      "Aurora in Arapahoe County (not changed): the content's local taxes are 5.10% on 2031-01-01 (us-CO-arapahoe-county + us-CO-regional-transportation-district + us-CO-scientific-cultural-facilities-district + us-CO-city-of-aurora); the file's 4.85% (City 3.75% + RTD 1.00% + CD 0.10%, line 15)",
    );
    expect(built.places!.find((p) => p.names[0] === 'Aurora' && p.counties?.[0] === '08005')).toEqual(
      file.places!.find((p) => p.names[0] === 'Aurora' && p.counties?.[0] === '08005'),
    );
  });

  it('changes nothing when applied to its own result', () => {
    const again = build(SAMPLE, file);
    expect(formatJson(again.file)).toBe(formatJson(file));
    expect([again.report.addedPlaces, again.report.addedJurisdictions, again.report.placesChanged]).toEqual([0, 0, []]);
  });

  it("refuses a file whose State tax is not the content's Colorado rate (fractions read as percents, or a change to settle by hand)", () => {
    const weld = sampleLine('UNINCORPORATED WELD COUNTY');
    const text = SAMPLE.replace(weld, weld.replace(',2.9,State,2.9,', ',3,State,3,'));
    expect(() => build(text)).toThrow(
      /^line 10: UNINCORPORATED WELD COUNTY's State tax is 3\.000%, the content's Colorado rate on 2031-01-01 is 2\.900%/,
    );
  });

  it('cites the DOR in sources.json', () => {
    expect(coRatesSource(FILE_NAME)).toMatchObject({
      url: CO_RATES_URL,
      authority: 'Colorado Department of Revenue',
      official: true,
      retrieved: '2026-11-27',
    });
  });
});
