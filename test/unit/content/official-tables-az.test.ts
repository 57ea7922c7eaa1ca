// Arizona's county excise taxes and city TPT rates from the Arizona Department of Revenue's TPT rate
// table (TPT_RATETABLE_ALL_<MMDDYYYY>.csv; docs/tax-data.md, "Official tables built into the
// content"): scripts/content-from-az-tpt.ts reads it from a path given on the command line (the file is
// not in ../shared/reference/data, and never in the repository) with
// src/tax/imports/official-tables/az-tpt.ts. Checked here, on a sample written from the format's
// description (test/fixtures/official/az-tpt/): the parser and the import check, and the build step on
// the real content/us/az.json (county map, the content's jurisdictions checked, dated rows kept).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AZ_TPT_URL,
  azTptContent,
  azTptDay,
  azTptFileDate,
  azTptSource,
  azTptTableCheck,
  parseAzTpt,
} from '../../../scripts/content-from-az-tpt.ts';
import { countiesOfState, salesUnitsOn, unitsOf, zipCitiesOf } from '../../../scripts/official-tables.ts';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import { builtInContentFolder } from '../../../src/tax/content/built-in.ts';
import { formatJson } from '../../../src/tax/content/format.ts';
import { type JurisdictionFile, jurisdictionFileSchema } from '../../../src/tax/content/schema.ts';

const ROOT = join(import.meta.dirname, '../../..');
const FILE_NAME = 'TPT_RATETABLE_ALL_04012031.csv';
const SAMPLE = readFileSync(join(ROOT, 'test', 'fixtures', 'official', 'az-tpt', FILE_NAME), 'utf8');
const TX_SAMPLE = readFileSync(join(ROOT, 'test', 'fixtures', 'official', 'tx-local-rates', 'tax_jurisdiction_rates-2031Q2.csv'), 'utf8');
const AZ_TEXT = readFileSync(join(builtInContentFolder(), 'us', 'az.json'), 'utf8');
const content = () => JSON.parse(AZ_TEXT) as JurisdictionFile;
const EDITION = '2031-04-01';

const build = (text = SAMPLE, file = content(), fileName = FILE_NAME) =>
  azTptContent({
    text,
    fileName,
    content: file,
    stateCounties: countiesOfState('AZ'),
    countyNameOf: countyName,
    zipCities: zipCitiesOf('AZ'),
  });
const lineOf = (text: string, start: string) => text.split('\n').findIndex((l) => l.startsWith(start)) + 1;

describe("ADOR's TPT rate table, read by the parser (a sample written from its description)", () => {
  it('reads the header, then each row: region, business code, the rate as a percent, its dates', () => {
    const parsed = parseAzTpt(SAMPLE);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.dated).toBe(true);
    expect(parsed.rows.length).toBe(34);
    expect(parsed.rows[0]).toEqual({
      line: 2,
      regionCode: 'APA',
      regionName: 'APACHE',
      businessCode: '017',
      businessName: 'RETAIL',
      units: 61000n,
      rateType: 'Percent',
      from: '2019-01-01',
      through: null,
    });
    expect(parsed.rows.find((r) => r.line === 13)).toMatchObject({ regionCode: 'PMA', from: '2020-01-01', through: '2031-03-31' });
    expect(parsed.rows.find((r) => r.regionCode === 'YMA')!.units).toBe(unitsOf('6.712'));
    // An empty RateEndDate is an open end.
    const open = parseAzTpt(
      SAMPLE.replace(
        'FL,FLAGSTAFF,017,RETAIL,2.281000,Percent,1/1/2031 12:00:00 AM,12/31/9999 12:00:00 AM',
        'FL,FLAGSTAFF,017,RETAIL,2.281000,Percent,1/1/2031 12:00:00 AM,',
      ),
    );
    expect(open.ok && open.rows.at(-1)).toMatchObject({ regionCode: 'FL', from: '2031-01-01', through: null });
  });

  it('reads the dates as days, and the first day of a table from its name', () => {
    expect(azTptDay('8/1/2017 12:00:00 AM')).toEqual({ day: '2017-08-01' });
    expect(azTptDay('1/01/2026 0:00')).toEqual({ day: '2026-01-01' });
    expect(azTptDay('2026-01-01')).toEqual({ day: '2026-01-01' });
    expect(azTptDay('8/1/2017 1:00:00 PM')).toMatchObject({ error: expect.stringMatching(/not midnight/) });
    expect(azTptDay('2/30/2026')).toMatchObject({ error: expect.stringMatching(/no day/) });
    expect(azTptFileDate('TPT_RATETABLE_ALL_09012026.csv')).toBe('2026-09-01');
    expect(azTptFileDate('/downloads/TPT_RATETABLE_ALL_01012026 (3).csv')).toBe('2026-01-01');
    expect(azTptFileDate('TPT_RATETABLE_09012026.pdf')).toBeNull();
  });

  it("reads the five-column form (no dates): one row a region, in force from the name's day", () => {
    const five = ['RegionCode,RegionName,BusinessCode,BusinessCodesName,TaxRate']
      .concat(
        SAMPLE.split('\n')
          .slice(1)
          .filter(
            (l) =>
              l !== '' &&
              !/^PMA,PIMA,017,RETAIL,6\.1|^TU,TUCSON,017,RETAIL,2\.6|^TE,TEMPE,017,RETAIL,2|^SP,SURPRISE,017,RETAIL,2\.2/.test(l),
          )
          .map((l) => l.split(',').slice(0, 5).join(',')),
      )
      .join('\n');
    const parsed = parseAzTpt(five);
    expect(parsed).toMatchObject({ ok: true, dated: false });
    const { file } = build(five.replace('PX,PHOENIX,017,RETAIL,2.800000', 'PX,PHOENIX,017,RETAIL,3.000000'));
    const phoenix = file.jurisdictions.find((j) => j.id === 'us-AZ-city-of-phoenix-tpt')!;
    expect([salesUnitsOn(phoenix, '2031-03-31'), salesUnitsOn(phoenix, EDITION)]).toEqual([unitsOf('2.8'), unitsOf('3')]);
  });
});

describe('the import check (without the content)', () => {
  it("accepts the sample: the first day from the file's name, every row counted", () => {
    expect(azTptTableCheck(SAMPLE, FILE_NAME)).toEqual({ ok: true, date: EDITION, rowCount: 34 });
  });

  it('refuses a wrong header, naming line 1', () => {
    expect(azTptTableCheck(SAMPLE.replace('RegionCode,RegionName', 'Region,RegionName'), FILE_NAME)).toMatchObject({
      ok: false,
      line: 1,
      message: expect.stringMatching(/expected ADOR's TPT rate table header/),
    });
  });

  it("refuses a file of another state: the Texas Comptroller's file, and an Arizona-shaped file whose county codes name other counties", () => {
    expect(azTptTableCheck(TX_SAMPLE, FILE_NAME)).toMatchObject({ ok: false, line: 1, message: expect.stringMatching(/header/) });
    const harris = SAMPLE.replace('MAR,MARICOPA,017', 'MAR,HARRIS,017');
    expect(azTptTableCheck(harris, FILE_NAME)).toEqual({
      ok: false,
      line: lineOf(SAMPLE, 'MAR,MARICOPA,017'),
      message: "region code MAR is Maricopa County's (ADOR's Table 3), but the row names HARRIS: not ADOR's Arizona table",
    });
    const noYuma = SAMPLE.replace(/^YMA,.*\n/m, '');
    expect(azTptTableCheck(noYuma, FILE_NAME)).toMatchObject({
      ok: false,
      line: 1,
      message: expect.stringMatching(/no retail \(017\) row for region code YMA \(Yuma County\)/),
    });
  });

  it('refuses a rate of 90 %, naming its line (any row above 15 %: a special region may carry a combined rate)', () => {
    const city = SAMPLE.replace('PX,PHOENIX,017,RETAIL,2.800000', 'PX,PHOENIX,017,RETAIL,90.000000');
    expect(azTptTableCheck(city, FILE_NAME)).toEqual({
      ok: false,
      line: lineOf(SAMPLE, 'PX,PHOENIX,017'),
      message: 'PHOENIX (PX): 90.00% is above 15.00%.',
    });
    const county = SAMPLE.replace('MAR,MARICOPA,017,RETAIL,6.300000', 'MAR,MARICOPA,017,RETAIL,90');
    expect(azTptTableCheck(county, FILE_NAME)).toEqual({
      ok: false,
      line: lineOf(SAMPLE, 'MAR,MARICOPA,017'),
      message: 'MARICOPA (MAR), state and county together: 90.00% is above 15.00%.',
    });
  });

  it("accepts a row of a region that is no county at a combined rate (a special region's on a reservation): the build step judges only the rows it uses", () => {
    // A special region code at 6.1 %, state and county together, above Mohave's 5.6 %, the lowest county row.
    const tribal = `${SAMPLE}TRB,SPECIAL REGION,017,RETAIL,6.100000,Percent,1/1/2019 12:00:00 AM,12/31/9999 12:00:00 AM\n`;
    expect(azTptTableCheck(tribal, FILE_NAME)).toEqual({ ok: true, date: EDITION, rowCount: 35 });
    // A city row the step uses at Maricopa's combined 6.3 %: passes the check, refused by the build step (below).
    const combined = SAMPLE.replace('PX,PHOENIX,017,RETAIL,2.800000', 'PX,PHOENIX,017,RETAIL,6.300000');
    expect(azTptTableCheck(combined, FILE_NAME)).toMatchObject({ ok: true });
    expect(() => build(combined)).toThrow(
      new RegExp(`^${FILE_NAME} line ${lineOf(SAMPLE, 'PX,PHOENIX,017')}: PHOENIX \\(PX\\) 6\\.300% is at or above the state's 5\\.600%`),
    );
    // Above 15 %: no rate of any region.
    const high = `${SAMPLE}TRB,SPECIAL REGION,017,RETAIL,16.000000,Percent,1/1/2019 12:00:00 AM,12/31/9999 12:00:00 AM\n`;
    expect(azTptTableCheck(high, FILE_NAME)).toEqual({ ok: false, line: 36, message: 'SPECIAL REGION (TRB): 16.00% is above 15.00%.' });
  });

  it('refuses an empty file, a name without its day, overlapping dates and a rate that is no percent', () => {
    expect(azTptTableCheck('', FILE_NAME)).toMatchObject({ ok: false, line: 1, message: expect.stringMatching(/empty file/) });
    expect(azTptTableCheck(SAMPLE, 'rates.csv')).toMatchObject({
      ok: false,
      line: 1,
      message: expect.stringMatching(/TPT_RATETABLE_ALL_<MMDDYYYY>/),
    });
    const overlap = SAMPLE.replace('TU,TUCSON,017,RETAIL,3.100000,Percent,4/1/2031', 'TU,TUCSON,017,RETAIL,3.100000,Percent,3/1/2031');
    expect(azTptTableCheck(overlap, FILE_NAME)).toMatchObject({
      ok: false,
      line: lineOf(SAMPLE, 'TU,TUCSON,017,RETAIL,3.1'),
      message: `TUCSON (TU): its dates overlap those of line ${lineOf(SAMPLE, 'TU,TUCSON,017,RETAIL,2.6')}`,
    });
    expect(azTptTableCheck(SAMPLE.replace('MS,MESA,017,RETAIL,2.000000', 'MS,MESA,017,RETAIL,2%'), FILE_NAME)).toMatchObject({
      ok: false,
      line: lineOf(SAMPLE, 'MS,MESA'),
      message: expect.stringMatching(/not a decimal percent/),
    });
  });
});

describe('the build step, on content/us/az.json and the sample', () => {
  const { file, report } = build();
  const before = content();
  const byId = (id: string) => file.jurisdictions.find((j) => j.id === id)!;
  const oldById = (id: string) => before.jurisdictions.find((j) => j.id === id)!;

  it("applies the table's rate to an existing jurisdiction from the table's date, and leaves earlier dates alone", () => {
    const tucson = byId('us-AZ-city-of-tucson-tpt');
    expect(['2010-01-01', '2031-03-31', EDITION].map((d) => salesUnitsOn(tucson, d))).toEqual([
      unitsOf('2.6'),
      unitsOf('2.6'),
      unitsOf('3.1'),
    ]);
    expect(tucson.taxes[0]!.rates.at(-1)).toEqual({
      rate: '3.10',
      from: EDITION,
      to: null,
      sources: [AZ_TPT_URL],
      note: `${AZ_TPT_URL} — Arizona Department of Revenue, ${FILE_NAME}, the TPT rate table for ${EDITION}, line ${lineOf(SAMPLE, 'TU,TUCSON,017,RETAIL,3.1')}: region TU "TUCSON", business code 017 (Retail): the city's own privilege tax on retail, 3.100% (ADOR's Table 2).`,
    });
    // A county's part: its row (state and county together) less the state's 5.6 % as us-AZ holds it.
    const pima = byId('us-AZ-pima-county-excise');
    expect(['2010-01-01', '2031-03-31', EDITION].map((d) => salesUnitsOn(pima, d))).toEqual([unitsOf('0.5'), unitsOf('0.5'), unitsOf('1')]);
    expect(pima.taxes[0]!.rates.at(-1)!.note).toMatch(
      /6\.600% for state and county together .* less the state's 5\.600% \(us-AZ\): Pima County's excise tax on retail, 1\.000%/,
    );
    // A row that begins after the table's day (a scheduled change) is applied too.
    const tempe = byId('us-AZ-city-of-tempe-tpt');
    expect(['2031-06-30', '2031-07-01'].map((d) => salesUnitsOn(tempe, d))).toEqual([unitsOf('1.8'), unitsOf('2')]);
    expect(report.disagreements).toEqual([
      `Pima County (us-AZ-pima-county-excise): on ${EDITION} the content had 0.50%, the table 1.00% (the table won)`,
      `City of Tucson TPT (us-AZ-city-of-tucson-tpt): on ${EDITION} the content had 2.60%, the table 3.10% (the table won)`,
      'City of Tempe TPT (us-AZ-city-of-tempe-tpt): on 2031-07-01 the content had 1.80%, the table 2.00% (the table won)',
    ]);
  });

  it('changes nothing where the rates agree (dated rows of the content included), and nothing when applied to its own result', () => {
    for (const id of [
      'us-AZ',
      'us-AZ-maricopa-county-excise',
      'us-AZ-city-of-phoenix-tpt',
      'us-AZ-city-of-mesa-tpt',
      'us-AZ-town-of-gilbert-tpt',
      'us-AZ-city-of-scottsdale-tpt',
      'us-AZ-city-of-surprise-tpt',
    ])
      expect(byId(id)).toEqual(oldById(id));
    expect(report.checked.length).toBe(14);
    expect(report.notInFile).toEqual([]);
    const again = build(SAMPLE, file);
    expect(formatJson(again.file)).toBe(formatJson(file));
    expect([again.report.disagreements, again.report.addedJurisdictions, again.report.adjustedPlaces]).toEqual([[], 0, []]);
  });

  it("builds the county map: all 15 counties, each naming its excise (a county whose row is the state's rate names none)", () => {
    expect(file.counties!.complete).toBe(false);
    expect(file.counties!.sources).toEqual([AZ_TPT_URL]);
    expect(Object.keys(file.counties!.taxes).length).toBe(15);
    expect(file.counties!.taxes['04013']).toEqual(['us-AZ-maricopa-county-excise']);
    expect(file.counties!.taxes['04015']).toEqual([]);
    expect(byId('us-AZ-pinal-county-excise')).toMatchObject({
      name: 'Pinal County excise',
      level: 'county',
      taxes: [{ name: 'Sales tax', rates: [{ rate: '1.10', from: '2019-01-01', to: null, sources: [AZ_TPT_URL] }] }],
    });
    expect(salesUnitsOn(byId('us-AZ-yuma-county-excise'), EDITION)).toBe(unitsOf('1.112'));
    expect([report.counties, report.stateCounties, report.addedJurisdictions]).toEqual([14, 15, 12]);
    expect(file.notes!.some((n) => n.startsWith('AZ: county-level local sales taxes by county FIPS, or null'))).toBe(false);
    expect(jurisdictionFileSchema.safeParse(file).success).toBe(true);
  });

  it("keeps the content's place entries, their county's excise now from the map: no combined rate changes but the table's", () => {
    const phoenix = file.places!.find((p) => p.names[0] === 'Phoenix')!;
    expect(phoenix).toEqual({ ...before.places!.find((p) => p.names[0] === 'Phoenix')!, jurisdictions: ['us-AZ-city-of-phoenix-tpt'] });
    expect(report.adjustedPlaces.length).toBe(12);
    expect(report.placesChanged).toEqual([
      `Tucson in Pima County: on ${EDITION} 3.10% before, 4.10% now`,
      'Tempe in Maricopa County: on 2031-07-01 2.50% before, 2.70% now',
    ]);
  });

  it('leaves out the cities the content has no jurisdiction for (the table names no county), and says so', () => {
    expect(report.notBuilt).toEqual([`FLAGSTAFF (FL, line ${lineOf(SAMPLE, 'FL,')}): 2.281%, no jurisdiction in the content`]);
    expect(file.jurisdictions.some((j) => j.id.includes('flagstaff'))).toBe(false);
    expect(file.places!.length).toBe(before.places!.length);
  });

  it('builds from a table with a special region at a combined rate: the region is not used, listed in notBuilt, and every other row is applied', () => {
    const text = `${SAMPLE}TRB,SPECIAL REGION,017,RETAIL,6.100000,Percent,1/1/2019 12:00:00 AM,12/31/9999 12:00:00 AM\n`;
    const built = build(text);
    expect(built.report.notBuilt).toEqual([
      `FLAGSTAFF (FL, line ${lineOf(SAMPLE, 'FL,')}): 2.281%, no jurisdiction in the content`,
      "SPECIAL REGION (TRB, line 36): 6.100%, no jurisdiction in the content (line 36 is at or above the state's rate: a combined rate, as a special region's may be, not a city's own)",
    ]);
    expect(built.file.jurisdictions.some((j) => /special-region|trb/i.test(j.id))).toBe(false);
    // Every other row applied as without it: the jurisdictions, the county map and the places are the same.
    expect([built.file.jurisdictions, built.file.counties, built.file.places]).toEqual([file.jurisdictions, file.counties, file.places]);
    expect(built.report.disagreements).toEqual(report.disagreements);
  });

  it('refuses a county row that does not add up as state and county together (a county-only figure), naming its line', () => {
    const countyOnly = SAMPLE.replace('MAR,MARICOPA,017,RETAIL,6.300000', 'MAR,MARICOPA,017,RETAIL,0.700000');
    expect(() => build(countyOnly)).toThrow(
      new RegExp(
        `^${FILE_NAME} line ${lineOf(SAMPLE, 'MAR,MARICOPA,017')}: MARICOPA \\(MAR\\) 0\\.700% from 2019-01-01, less the state's 5\\.600% \\(us-AZ\\), leaves -4\\.900% for Maricopa County: .*does not add up`,
      ),
    );
  });

  it("refuses a city row at or above the state's rate as us-AZ holds it, naming its line, where no county row is low enough for the check to see it", () => {
    // Mohave's row raised to 6.0 %: every county row is above Phoenix's 5.6 %, so the check without the content passes.
    const text = SAMPLE.replace('MOH,MOHAVE,017,RETAIL,5.600000', 'MOH,MOHAVE,017,RETAIL,6.000000').replace(
      'PX,PHOENIX,017,RETAIL,2.800000',
      'PX,PHOENIX,017,RETAIL,5.600000',
    );
    expect(azTptTableCheck(text, FILE_NAME)).toMatchObject({ ok: true });
    expect(() => build(text)).toThrow(
      new RegExp(
        `^${FILE_NAME} line ${lineOf(SAMPLE, 'PX,PHOENIX,017')}: PHOENIX \\(PX\\) 5\\.600% is at or above the state's 5\\.600% \\(us-AZ\\) on 2025-07-01: .*reads as state and city combined`,
      ),
    );
  });

  it('cites the table in sources.json under its name and day', () => {
    expect(azTptSource(FILE_NAME)).toMatchObject({
      url: AZ_TPT_URL,
      authority: 'Arizona Department of Revenue',
      official: true,
      retrieved: '2026-11-27',
    });
    expect(azTptSource(FILE_NAME).title).toContain(`${FILE_NAME}`);
  });
});
