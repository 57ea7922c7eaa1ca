// Official tables an operator imports (caCdtfa, ilIdor, txRates, azTpt, coRates, alRates): each is run
// through the build step that made its state's content, against the built-in content file, and every
// jurisdiction whose rates come out different overrides the built-in one by id
// (src/tax/imports/official-tables/rate-overrides.ts); what the content lacks is counted, not added.
// Real CDTFA and IDOR files, edited copies of the CDTFA table, and the samples of the Texas
// Comptroller's file, ADOR's TPT rate table, CDOR's rates and codes sheet and ALDOR's taxrates.txt
// (test/fixtures/official/{tx-local-rates,az-tpt,co-rates,al-taxrates}/: invented rows, not the
// authorities' figures). The real files are read from ../shared/reference/data: without them, the
// tests that need them are skipped (test/support/reference-data.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALL_JURISDICTIONS,
  builtInContent,
  calculate,
  EARLIEST_TAX_DATE,
  importedDataOf,
  localJurisdictions,
  parseTaxDataFile,
  resolveAddress,
  type JurisdictionData,
  type LoadedTaxDataFile,
} from '../../../../src/tax/index.ts';
import {
  OFFICIAL_TABLE_SOURCE,
  parseOfficialTable,
  rateOverridesOf,
  type OfficialTableKind,
} from '../../../../src/tax/imports/official-tables/rate-overrides.ts';
import { addDays } from '../../../../src/tax/dates.ts';
import { goodThroughOf } from '../../../../src/tax/imports/tax-data-files.ts';
import {
  CDTFA_APRIL_NAME,
  CDTFA_FILE,
  CDTFA_NAME,
  cdtfaApril,
  cdtfaCsv,
  IDOR_FILE,
  IDOR_NAME,
  idorText,
  raisedCdtfa,
} from '../../../support/official-tables.ts';
import { withoutReferenceData } from '../../../support/reference-data.ts';
import { seller } from '../fixtures.ts';

const withoutCa = withoutReferenceData(CDTFA_FILE);
const withoutIl = withoutReferenceData(IDOR_FILE);

/** How long an override's newest rate is vouched for: by the imported table, as a whole. */
const vouchedThrough = (j: JurisdictionData) => j.taxes.flatMap((t) => t.rates).at(-1)!.vouched!.through;

const TX_NAME = 'tax_jurisdiction_rates-2031Q2.csv';
const TX_SAMPLE = readFileSync(join(import.meta.dirname, '../../../fixtures/official/tx-local-rates', TX_NAME), 'utf8');
const sample = (dir: string, name: string) => readFileSync(join(import.meta.dirname, '../../../fixtures/official', dir, name), 'utf8');
const AZ_NAME = 'TPT_RATETABLE_ALL_04012031.csv';
const AZ_SAMPLE = sample('az-tpt', AZ_NAME);
const CO_NAME = 'Colorado_Jurisdiction_Codes_Rates_Jan-June2031.csv';
const CO_SAMPLE = sample('co-rates', CO_NAME);
const AL_NAME = 'taxrates.txt';
const AL_SAMPLE = sample('al-taxrates', AL_NAME);

function applied(kind: OfficialTableKind, text: string, fileName: string) {
  const parsed = parseOfficialTable(kind, text, fileName);
  if (!parsed.ok) throw new Error(`${parsed.line}: ${parsed.message}`);
  const result = rateOverridesOf(parsed.table, { goodThrough: '2026-06-30', source: `${fileName} (imported)` }, builtInContent());
  if (!result.ok) throw new Error(`${result.line}: ${result.message}`);
  return { date: parsed.table.date, ...result.value };
}

/** Goods of 10000 cents to a ZIP code on a day, with the overrides given (`now`: the moment of the calculation). */
function cents(postalCode: string, date: string, rateOverrides?: ReadonlyMap<string, JurisdictionData>, now = '2026-11-21T12:00:00Z') {
  const result = calculate(
    {
      lineItems: [{ productExternalId: 'goods', amount: 10000 }],
      currencyCode: 'USD',
      customerAddress: { country: 'US', postalCode },
      accountingDate: date,
    },
    { ...seller({ now: new Date(now) }), rateOverrides },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.conflict));
  return result.value.taxAmountToCollect;
}

describe('the real tables, as built into the content', () => {
  it.skipIf(withoutCa)("CDTFA's table of 2026-01-01 overrides nothing: the content is what it builds", () => {
    expect(applied('caCdtfa', cdtfaCsv(), CDTFA_NAME)).toEqual({
      date: '2026-01-01',
      state: 'CA',
      overrides: [],
      notApplied: { jurisdictions: [], places: [], counties: [] },
    });
  });

  it.skipIf(withoutIl)("IDOR's January 2026 file overrides nothing; its date is the newest effective date in it", () => {
    expect(applied('ilIdor', idorText(), IDOR_NAME)).toEqual({
      date: '2026-01-01',
      state: 'IL',
      overrides: [],
      notApplied: { jurisdictions: [], places: [], counties: [] },
    });
  });
});

describe.skipIf(withoutCa)('a later CDTFA table', () => {
  it("overrides the changed jurisdiction from the table's date (its earlier rows kept), not the unchanged ones", () => {
    const { overrides, notApplied } = applied('caCdtfa', cdtfaApril(), CDTFA_APRIL_NAME);
    // Santa Clara's measure is in the content already, from the same day: no override.
    expect(overrides.map((j) => j.id)).toEqual(['us-CA-city-of-arcata']);
    expect(notApplied).toEqual({ jurisdictions: [], places: [], counties: [] });
    const [arcata] = overrides;
    expect(vouchedThrough(arcata!)).toBe('2026-06-30');
    const rows = arcata!.taxes[0]!.rates;
    expect(rows.map((r) => [r.rate, r.from, r.to])).toEqual([
      ['1.50', '2026-01-01', '2026-04-01'],
      ['1.75', '2026-04-01', null],
    ]);
    // The table's row names the imported file; the content's row keeps its own citation.
    expect(rows[1]!.source).toMatch(/^SalesTaxRates4-1-26\.csv \(imported\): https:\/\/www\.cdtfa\.ca\.gov\/.*Arcata 10\.500%/);
    expect(rows[0]!.source).not.toMatch(/SalesTaxRates4-1-26/);
  });

  it("a calculation answers the override by ZIP code from the table's date, and the built-in rate before it", () => {
    const { overrides } = applied('caCdtfa', cdtfaApril(), CDTFA_APRIL_NAME);
    const map = new Map(overrides.map((j) => [j.id, j]));
    expect([cents('95521', '2026-03-01', map), cents('95521', '2026-05-01', map), cents('95521', '2026-05-01')]).toEqual([
      1025, 1050, 1025,
    ]);
    // Eureka, in the same county, is not overridden.
    expect(cents('95501', '2026-05-01', map)).toBe(1025);
    // The jurisdiction answered is the override itself, nothing copied where nothing is overridden.
    const address = resolveAddress({ country: 'US', postalCode: '95521' });
    if (!address.ok) throw new Error(address.reason);
    const [, ...locals] = address.address.jurisdictions;
    expect(localJurisdictions(address.address, locals, { rateOverrides: map }, '2026-05-01').jurisdictions).toContain(
      map.get('us-CA-city-of-arcata'),
    );
    expect(localJurisdictions(address.address, locals, { rateOverrides: new Map() }, '2026-05-01').jurisdictions).toBe(locals);
  });

  it('counts a city the content does not have, and does not add it', () => {
    const csv = cdtfaApril().replace(/^(Arcata,.*)$/m, '$1\nNowhere Springs,0.1025,Humboldt,City');
    const { overrides, notApplied } = applied('caCdtfa', csv, CDTFA_APRIL_NAME);
    expect(overrides.map((j) => j.id)).toEqual(['us-CA-city-of-arcata']);
    expect(notApplied).toEqual({ jurisdictions: ['us-CA-city-of-nowhere-springs'], places: ['Nowhere Springs (06023)'], counties: [] });
  });

  it.skipIf(withoutIl)(
    'reads the date from the file name, and refuses a file of another state, a rate above 15 % and another format, naming the line',
    () => {
      expect(parseOfficialTable('caCdtfa', cdtfaCsv(), 'rates.csv')).toMatchObject({
        ok: false,
        line: 1,
        message: expect.stringMatching(/SalesTaxRates<M>-<D>-<YY>\.csv/),
      });
      expect(
        parseOfficialTable(
          'caCdtfa',
          raisedCdtfa(cdtfaCsv(), (l) => (l === 'Arcata' ? '80' : null)),
          CDTFA_APRIL_NAME,
        ),
      ).toMatchObject({ ok: false, line: 22, message: 'Arcata: 90.25% is above 15.00%.' });
      expect(parseOfficialTable('caCdtfa', cdtfaCsv().replace(/Humboldt/g, 'Harris'), CDTFA_APRIL_NAME)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/no FIPS code for Harris County/),
      });
      expect(parseOfficialTable('caCdtfa', idorText(), CDTFA_APRIL_NAME)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/no header line/),
      });
      expect(parseOfficialTable('ilIdor', cdtfaCsv(), IDOR_NAME)).toMatchObject({
        ok: false,
        line: 1,
        message: expect.stringMatching(/not 211/),
      });
    },
  );
});

describe("the Texas Comptroller's file (the sample: not the Comptroller's figures)", () => {
  it('is dated by the quarter in its name; a city the content lacks is counted, a changed city overridden', () => {
    const sample = applied('txRates', TX_SAMPLE, TX_NAME);
    expect(sample).toMatchObject({
      date: '2031-04-01',
      state: 'TX',
      overrides: [],
      notApplied: { jurisdictions: ['us-TX-city-of-sample-city'], places: ['Sample City (48027)'], counties: [] },
    });
    const raised = applied('txRates', TX_SAMPLE.replace('"BELTON","2014040",".0150000"', '"BELTON","2014040",".0175000"'), TX_NAME);
    expect(raised.overrides.map((j) => [j.id, j.taxes[0]!.rates.at(-1)!.rate, j.taxes[0]!.rates.at(-1)!.from])).toEqual([
      ['us-TX-city-of-belton', '1.75', '2031-04-01'],
    ]);
    expect(parseOfficialTable('txRates', TX_SAMPLE.replace('".0150000"', '".1100000"'), TX_NAME)).toMatchObject({
      ok: false,
      line: 2,
      message: 'KILLEEN: 11.00% is above 10.00%.',
    });
    expect(parseOfficialTable('txRates', TX_SAMPLE, 'rates.csv')).toMatchObject({ ok: false, line: 1 });
  });
});

/** The ids of the jurisdictions a ZIP code resolves to (built-in content), and whether its locals are placed. */
function localsOf(postalCode: string) {
  const address = resolveAddress({ country: 'US', postalCode });
  if (!address.ok) throw new Error(address.reason);
  return { ids: address.address.jurisdictions.map((j) => j.id), placed: address.address.localsPlaced };
}

/** A tax's rate on a day, from its dated rows (undefined: none in force). */
const rateOn = (rates: JurisdictionData['taxes'][number]['rates'], day: string) =>
  rates.find((r) => (r.from === null || r.from <= day) && (r.to === null || day < r.to))?.rate;

/**
 * Every override answers the built-in rate on every day a calculation may be for before the table's
 * date (from EARLIEST_TAX_DATE: checked on that day, the first day of every row of either, and the
 * day before the table's date), where the sample agrees with the content there. For a table without
 * dates (`undated`), no row it holds from before that date cites the imported file either: those are
 * the content's rows. A table whose rows carry dates may restate them, citing itself.
 */
function expectEarlierRatesKept(overrides: readonly JurisdictionData[], date: string, fileName: string, { undated }: { undated: boolean }) {
  for (const o of overrides) {
    const built = ALL_JURISDICTIONS.find((j) => j.id === o.id);
    if (built === undefined) throw new Error(`${o.id} is not a built-in jurisdiction`);
    o.taxes.forEach((t, i) => {
      const old = built.taxes[i]!.rates;
      const days = [EARLIEST_TAX_DATE, ...[...t.rates, ...old].flatMap((r) => (r.from === null ? [] : [r.from])), addDays(date, -1)];
      for (const day of days.filter((d) => d >= EARLIEST_TAX_DATE && d < date))
        expect([o.id, day, rateOn(t.rates, day)]).toEqual([o.id, day, rateOn(old, day)]);
      if (undated)
        for (const r of t.rates.filter((r) => r.from === null || r.from < date))
          expect(r.source.startsWith(`${fileName} (imported)`)).toBe(false);
    });
  }
}

/** The rows of an override's only tax: rate, from, to. */
const rowsOf = (j: JurisdictionData) => j.taxes[0]!.rates.map((r) => [r.rate, r.from, r.to]);

describe("ADOR's Arizona TPT rate table (the sample: not ADOR's figures)", () => {
  it("applies the table's own dated rows, history included: a restated earlier period answers on its days and cites the imported file", () => {
    // Tucson's row of 2003 at 2.5 % where the content holds 2.6 %: ADOR's rows carry their dates, so
    // the table's figure answers from 2003-07-01 (the content's was researched; the table is the authority's).
    const restated = AZ_SAMPLE.replace('TU,TUCSON,017,RETAIL,2.600000,Percent,7/1/2003', 'TU,TUCSON,017,RETAIL,2.500000,Percent,7/1/2003');
    expect(restated).not.toBe(AZ_SAMPLE);
    const { date, overrides } = applied('azTpt', restated, AZ_NAME);
    const tucson = overrides.find((j) => j.id === 'us-AZ-city-of-tucson-tpt')!;
    const row2010 = tucson.taxes[0]!.rates.find(
      (r) => r.from !== null && r.from <= '2010-01-01' && (r.to === null || r.to > '2010-01-01'),
    )!;
    expect([row2010.rate, row2010.source.startsWith(`${AZ_NAME} (imported)`)]).toEqual(['2.50', true]);
    expect(rateOn(tucson.taxes[0]!.rates, date)).toBe('3.10');
  });

  it("keeps the content's citation on a content row the table's rows cut short (same start, rate and source), and cites the import on the table's own", () => {
    // The content's Tucson row, as if it began on 2000-01-01: the sample's rows begin on 2003-07-01, so the step cuts it there.
    const content = builtInContent();
    const az = JSON.parse(content.fileText('us/az.json')!) as {
      jurisdictions: { id: string; taxes: { rates: { from: string | null }[] }[] }[];
    };
    az.jurisdictions.find((j) => j.id === 'us-AZ-city-of-tucson-tpt')!.taxes[0]!.rates[0]!.from = '2000-01-01';
    const builtIn = { ...content, fileText: (path: string) => (path === 'us/az.json' ? JSON.stringify(az) : content.fileText(path)) };
    const parsed = parseOfficialTable('azTpt', AZ_SAMPLE, AZ_NAME);
    if (!parsed.ok) throw new Error(parsed.message);
    const result = rateOverridesOf(parsed.table, { goodThrough: '2031-06-30', source: `${AZ_NAME} (imported)` }, builtIn);
    if (!result.ok) throw new Error(result.message);
    const tucson = result.value.overrides.find((j) => j.id === 'us-AZ-city-of-tucson-tpt')!;
    const cited = tucson.taxes[0]!.rates.map((r) => [r.rate, r.from, r.to, r.source.startsWith(`${AZ_NAME} (imported)`)]);
    expect(cited[0]).toEqual(['2.60', '2000-01-01', '2003-07-01', false]);
    expect(cited.at(-1)).toEqual(['3.10', '2031-04-01', null, true]);
  });

  it("the sample, imported by an operator: Pima County, Tucson and Tempe are overridden from their rows' dates, the unchanged cities and Maricopa County are not; the counties' excises and place entries the content lacks are counted", () => {
    const { date, state, overrides, notApplied } = applied('azTpt', AZ_SAMPLE, AZ_NAME);
    expect([date, state]).toEqual(['2031-04-01', 'AZ']);
    // Pima 6.6 % state and county from 2031-04-01 (6.1 before), state 5.6 %; Tucson 3.1 % from that day;
    // Tempe 2.0 % from 2031-07-01, a change the table schedules after its own date.
    expect(overrides.map((j) => j.id)).toEqual(['us-AZ-pima-county-excise', 'us-AZ-city-of-tucson-tpt', 'us-AZ-city-of-tempe-tpt']);
    const [pima, tucson, tempe] = overrides;
    expect(rowsOf(pima!).at(-1)).toEqual(['1.00', '2031-04-01', null]);
    expect(rowsOf(tucson!).at(-1)).toEqual(['3.10', '2031-04-01', null]);
    // The content's 1.80 % up to the table's row of that rate, then the table's rows, on their dates.
    expect(rowsOf(tempe!)).toEqual([
      ['1.80', null, '2020-07-01'],
      ['1.80', '2020-07-01', '2031-07-01'],
      ['2.00', '2031-07-01', null],
    ]);
    expect(vouchedThrough(tucson!)).toBe('2026-06-30');
    expect(tucson!.taxes[0]!.rates.at(-1)!.source).toMatch(/^TPT_RATETABLE_ALL_04012031\.csv \(imported\): https:\/\/azdor\.gov\//);
    expectEarlierRatesKept(overrides, date, AZ_NAME, { undated: false });
    // The content's own jurisdictions the sample states as they are: matched (not counted as lacking) and not overridden.
    for (const id of ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-phoenix-tpt', 'us-AZ-city-of-surprise-tpt'])
      expect([id, overrides.some((j) => j.id === id), notApplied.jurisdictions.includes(id)]).toEqual([id, false, false]);
    // Counted, not added: the 15 counties' map and the excises the content lacks, and the entries that
    // named their county's excise; Flagstaff, a city the content has no jurisdiction for, is not built.
    expect(notApplied.counties).toHaveLength(15);
    expect(notApplied.jurisdictions).toHaveLength(12);
    expect(notApplied.jurisdictions).toContain('us-AZ-coconino-county-excise');
    expect(notApplied.jurisdictions).not.toContain('us-AZ-pima-county-excise');
    expect(notApplied.places).toContain('Tucson (04019)');
    expect(JSON.stringify(notApplied)).not.toMatch(/flagstaff/i);
  });

  it("a calculation by ZIP code alone answers Tucson's and Pima's override from the table's date, and the built-in rate the day before", () => {
    const { overrides } = applied('azTpt', AZ_SAMPLE, AZ_NAME);
    const map = new Map(overrides.map((j) => [j.id, j]));
    // 85701 is Tucson's, placed: state, Pima County's excise and Tucson's TPT.
    expect(localsOf('85701')).toEqual({ ids: ['us-AZ', 'us-AZ-pima-county-excise', 'us-AZ-city-of-tucson-tpt'], placed: true });
    const now = '2031-04-15T12:00:00Z';
    // 5.6 + 0.5 + 2.6 = 8.7 % before; 5.6 + 1.0 + 3.1 = 9.7 % from 2031-04-01.
    expect([
      cents('85701', '2031-03-31', map, now),
      cents('85701', '2031-04-01', map, now),
      cents('85701', '2031-04-01', undefined, now),
    ]).toEqual([870, 970, 870]);
  });

  it('parseOfficialTable refuses a rate of 90 % and a file of another kind, naming the line', () => {
    const raised = AZ_SAMPLE.replace('TU,TUCSON,017,RETAIL,3.100000', 'TU,TUCSON,017,RETAIL,90.000000');
    expect(raised).not.toBe(AZ_SAMPLE);
    expect(parseOfficialTable('azTpt', raised, AZ_NAME)).toMatchObject({
      ok: false,
      line: 22,
      message: 'TUCSON (TU): 90.00% is above 15.00%.',
    });
    // The Texas sample, named as ADOR names its table: refused by its header.
    expect(parseOfficialTable('azTpt', TX_SAMPLE, AZ_NAME)).toMatchObject({
      ok: false,
      line: 1,
      message: expect.stringMatching(/^expected ADOR's TPT rate table header .*not "Name","TAID","Tax Rate"$/),
    });
    expect(parseOfficialTable('azTpt', AZ_SAMPLE, AZ_NAME)).toMatchObject({ ok: true });
  });
});

describe("CDOR's Colorado rates and codes sheet (the sample: not the DOR's figures)", () => {
  it("the sample, imported by an operator: Boulder County is overridden from the half-year's first day; the City of Boulder (home rule, self-collected) and the unchanged counties are not; the counties and cities the content lacks are counted", () => {
    const { date, state, overrides, notApplied } = applied('coRates', CO_SAMPLE, CO_NAME);
    expect([date, state]).toEqual(['2031-01-01', 'CO']);
    // Boulder County 1.435 % in the sample, 1.335 % in the content. The City of Boulder's 3.96 %
    // (the content: 3.86 %) is a self-collected home-rule city's: reported, not applied.
    expect(overrides.map((j) => j.id)).toEqual(['us-CO-boulder-county']);
    const [boulder] = overrides;
    expect(rowsOf(boulder!)).toEqual([
      ['1.185', null, '2026-01-01'],
      ['1.335', '2026-01-01', '2031-01-01'],
      ['1.435', '2031-01-01', null],
    ]);
    expect(boulder!.taxes[0]!.rates[2]!.source).toMatch(/^Colorado_Jurisdiction_Codes_Rates_Jan-June2031\.csv \(imported\): /);
    expectEarlierRatesKept(overrides, date, CO_NAME, { undated: true });
    for (const id of ['us-CO-city-of-boulder', 'us-CO-adams-county', 'us-CO-city-and-county-of-denver'])
      expect([id, overrides.some((j) => j.id === id), notApplied.jurisdictions.includes(id)]).toEqual([id, false, false]);
    // Counted, not added: counties and cities the content has no jurisdiction for, and their entries.
    expect(notApplied.jurisdictions).toEqual(
      expect.arrayContaining(['us-CO-summit-county', 'us-CO-hinsdale-county', 'us-CO-city-of-nederland', 'us-CO-city-of-breckenridge']),
    );
    expect(notApplied.places).toEqual(expect.arrayContaining(['Nederland (08013)', 'Breckenridge (08117)']));
    expect(notApplied.counties).toEqual(expect.arrayContaining(['08013', '08117']));
    expect(notApplied.jurisdictions).not.toContain('us-CO-boulder-county');
  });

  it("a calculation by ZIP code alone answers Boulder County's override from the half-year's first day, and the built-in rate the day before", () => {
    const { overrides } = applied('coRates', CO_SAMPLE, CO_NAME);
    const map = new Map(overrides.map((j) => [j.id, j]));
    // 80302 is the City of Boulder's, in Boulder County, placed.
    expect(localsOf('80302')).toEqual({
      ids: [
        'us-CO',
        'us-CO-regional-transportation-district',
        'us-CO-scientific-cultural-facilities-district',
        'us-CO-boulder-county',
        'us-CO-city-of-boulder',
      ],
      // The Census shows 80302 reaching unincorporated Boulder County too: Boulder's taxes, the main candidate, not placed.
      placed: false,
    });
    const now = '2031-01-15T12:00:00Z';
    // State 2.9 + RTD 1 + SCFD 0.1 + City of Boulder 3.86 (the content's) + Boulder County 1.335 = 9.195 %
    // before (919.5 cents, rounded half up), with the county's 1.435 = 9.295 % from 2031-01-01 (929.5).
    expect([
      cents('80302', '2030-12-31', map, now),
      cents('80302', '2031-01-01', map, now),
      cents('80302', '2031-01-01', undefined, now),
    ]).toEqual([920, 930, 920]);
  });

  it('parseOfficialTable refuses a rate of 90 % and a file of another kind, naming the line', () => {
    // The City of Boulder's tax at 90 %, its total raised to match (so only the bound refuses it).
    const raised = CO_SAMPLE.replace('9.395,State,2.9,0,County,1.435,0,City,3.96,', '95.435,State,2.9,0,County,1.435,0,City,90,');
    expect(raised).not.toBe(CO_SAMPLE);
    expect(parseOfficialTable('coRates', raised, CO_NAME)).toMatchObject({
      ok: false,
      line: 5,
      message: 'BOULDER (070001): City 90.00% is above 10.00%.',
    });
    // The Texas sample, named as the DOR's workbook: refused by its header.
    expect(parseOfficialTable('coRates', TX_SAMPLE, CO_NAME)).toMatchObject({
      ok: false,
      line: 1,
      message: expect.stringMatching(/^expected the header of the "By Name" sheet .*found "Name","TAID","Tax Rate"$/),
    });
    expect(parseOfficialTable('coRates', CO_SAMPLE, CO_NAME)).toMatchObject({ ok: true });
  });

  it('a Jan-June sheet is vouched for through June 30 of its year, a July-Dec one through December 31 (not the quarter of its date)', () => {
    expect(goodThroughOf('coRates', CO_NAME, '2031-01-01')).toBe('2031-06-30');
    expect(goodThroughOf('coRates', 'Colorado_Jurisdiction_Codes_Rates_July-Dec2031.csv', '2031-07-01')).toBe('2031-12-31');
    // Another official table is vouched for through its date's quarter.
    expect(goodThroughOf('azTpt', AZ_NAME, '2031-01-01')).toBe('2031-03-31');
    const parsed = parseTaxDataFile('coRates', CO_SAMPLE, { purpose: 'load', fileName: CO_NAME });
    if (!parsed.ok) throw new Error(parsed.message);
    const data = importedDataOf([{ id: 'tdf_1', state: 'CO', fileName: CO_NAME, publishedOn: '2031-01-01', file: parsed.file }]);
    expect([...data.rateOverrides!.keys()]).toEqual(['us-CO-boulder-county']);
    expect(vouchedThrough(data.rateOverrides!.get('us-CO-boulder-county')!)).toBe('2031-06-30');
  });
});

describe("ALDOR's Alabama taxrates.txt (the sample: not ALDOR's figures)", () => {
  it("the sample, imported by an operator: Montgomery's city tax is overridden from the file's newest Active Date, Montgomery County and Huntsville are not; the localities and entries the content lacks are counted", () => {
    const { date, state, overrides, notApplied } = applied('alRates', AL_SAMPLE, AL_NAME);
    // The file is a history: its date is its newest Active Date, Montgomery's 4 % from 2026-10-01.
    expect([date, state]).toEqual(['2026-10-01', 'AL']);
    expect(overrides.map((j) => j.id)).toEqual(['us-AL-city-of-montgomery']);
    const [montgomery] = overrides;
    expect(rowsOf(montgomery!).at(-1)).toEqual(['4.00', '2026-10-01', null]);
    expect(montgomery!.taxes[0]!.rates.at(-1)!.source).toMatch(/^taxrates\.txt \(imported\): https:\/\/www\.revenue\.alabama\.gov\//);
    expectEarlierRatesKept(overrides, date, AL_NAME, { undated: false });
    for (const id of ['us-AL-montgomery-county', 'us-AL-city-of-huntsville', 'us-AL-madison-county'])
      expect([id, overrides.some((j) => j.id === id), notApplied.jurisdictions.includes(id)]).toEqual([id, false, false]);
    // Counted, not added: cities and counties the content has no jurisdiction for, and their entries.
    expect(notApplied.jurisdictions).toEqual(
      expect.arrayContaining(['us-AL-city-of-prattville', 'us-AL-city-of-bessemer', 'us-AL-city-of-wetumpka', 'us-AL-shelby-county']),
    );
    expect(notApplied.places).toEqual(expect.arrayContaining(['Prattville (01001)', 'Wetumpka (01051)']));
    expect(notApplied.jurisdictions).not.toContain('us-AL-city-of-montgomery');
    expect(JSON.stringify(notApplied)).not.toMatch(/falkville/i);
  });

  it("a calculation by ZIP code alone answers Montgomery's override from the file's date, and the built-in rate the day before", () => {
    const { overrides } = applied('alRates', AL_SAMPLE, AL_NAME);
    const map = new Map(overrides.map((j) => [j.id, j]));
    // 36104 is Montgomery's, placed: the state, the city and Montgomery County.
    // Montgomery's taxes, the main candidate of the places the Census shows 36104 reaching (not placed).
    expect(localsOf('36104')).toEqual({ ids: ['us-AL', 'us-AL-city-of-montgomery', 'us-AL-montgomery-county'], placed: false });
    // State 4 + Montgomery 3.5 + Montgomery County 2.5 = 10 % before; the city's 4 % from 2026-10-01: 10.5 %.
    expect([cents('36104', '2026-09-30', map), cents('36104', '2026-10-01', map), cents('36104', '2026-10-01')]).toEqual([
      1000, 1050, 1000,
    ]);
  });

  it('parseOfficialTable refuses a rate of 90 % and a file of another kind, naming the line', () => {
    const raised = AL_SAMPLE.replace('"20261001","","4.0000"', '"20261001","","90.0000"');
    expect(raised).not.toBe(AL_SAMPLE);
    expect(parseOfficialTable('alRates', raised, AL_NAME)).toMatchObject({
      ok: false,
      line: 29,
      message: 'MONTGOMERY (9150): 90.00% is above 10.00%.',
    });
    // The Texas sample, named as ALDOR's file: refused by its header.
    expect(parseOfficialTable('alRates', TX_SAMPLE, AL_NAME)).toMatchObject({
      ok: false,
      line: 1,
      message: expect.stringMatching(/^expected the header "Locality Code",.*not "Name","TAID","Tax Rate"$/),
    });
    expect(parseOfficialTable('alRates', AL_SAMPLE, AL_NAME)).toMatchObject({ ok: true });
  });
});

describe.skipIf(withoutCa)('loaded with the other imported files', () => {
  it("importedDataOf gives the overrides of the tables in force, vouched for through the table's quarter, and what each could not apply", () => {
    const parsed = parseTaxDataFile('caCdtfa', cdtfaApril(), { purpose: 'load', fileName: CDTFA_APRIL_NAME });
    if (!parsed.ok) throw new Error(parsed.message);
    const files: LoadedTaxDataFile[] = [
      { id: 'tdf_1', state: 'CA', fileName: CDTFA_APRIL_NAME, publishedOn: '2026-04-01', file: parsed.file },
    ];
    const data = importedDataOf(files);
    expect([...data.rateOverrides!.keys()]).toEqual(['us-CA-city-of-arcata']);
    // The rows the table left as they were are vouched for by it too: every CDTFA-sourced rate of California.
    expect(data.vouchedSources!.get(`CA ${OFFICIAL_TABLE_SOURCE.caCdtfa}`)).toEqual({
      through: '2026-06-30',
      by: `${CDTFA_APRIL_NAME} (California Department of Tax and Fee Administration)`,
      kind: 'import',
    });
    expect(vouchedThrough(data.rateOverrides!.get('us-CA-city-of-arcata')!)).toBe('2026-06-30');
    expect(data.rateOverrides!.get('us-CA-city-of-arcata')!.taxes[0]!.rates[1]!.source).toMatch(
      /^SalesTaxRates4-1-26\.csv \(California Department of Tax and Fee Administration\): /,
    );
    expect(data.officialTables).toEqual([
      {
        fileName: CDTFA_APRIL_NAME,
        kind: 'caCdtfa',
        state: 'CA',
        overridden: ['us-CA-city-of-arcata'],
        notApplied: { jurisdictions: [], places: [], counties: [] },
        problem: null,
      },
    ]);
    expect(parseTaxDataFile('caCdtfa', cdtfaApril(), { purpose: 'check' })).toMatchObject({ ok: false, line: 1 });
  });
});
