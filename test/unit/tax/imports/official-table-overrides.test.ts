// Official tables an operator imports (caCdtfa, ilIdor, txRates): each is run through the build step
// that made its state's content, against the built-in content file, and every jurisdiction whose rates
// come out different overrides the built-in one by id (src/tax/imports/official-tables/rate-overrides.ts);
// what the content lacks is counted, not added. Real CDTFA and IDOR files, edited copies of the CDTFA
// table, and the Texas sample (test/fixtures/official/tx-local-rates/: not the Comptroller's figures).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtInContent,
  calculate,
  importedDataOf,
  localJurisdictions,
  parseTaxDataFile,
  resolveAddress,
  type JurisdictionData,
  type LoadedTaxDataFile,
} from '../../../../src/tax/index.ts';
import { parseOfficialTable, rateOverridesOf, type OfficialTableKind } from '../../../../src/tax/imports/official-tables/rate-overrides.ts';
import { CDTFA_APRIL_NAME, CDTFA_NAME, cdtfaApril, cdtfaCsv, IDOR_NAME, idorText, raisedCdtfa } from '../../../support/official-tables.ts';
import { seller } from '../fixtures.ts';

const TX_NAME = 'tax_jurisdiction_rates-2031Q2.csv';
const TX_SAMPLE = readFileSync(join(import.meta.dirname, '../../../fixtures/official/tx-local-rates', TX_NAME), 'utf8');

function applied(kind: OfficialTableKind, text: string, fileName: string) {
  const parsed = parseOfficialTable(kind, text, fileName);
  if (!parsed.ok) throw new Error(`${parsed.line}: ${parsed.message}`);
  const result = rateOverridesOf(parsed.table, { goodThrough: '2026-06-30', source: `${fileName} (imported)` }, builtInContent());
  if (!result.ok) throw new Error(`${result.line}: ${result.message}`);
  return { date: parsed.table.date, ...result.value };
}

/** Goods of 10000 cents to a ZIP code on a day, with the overrides given. */
function cents(postalCode: string, date: string, rateOverrides?: ReadonlyMap<string, JurisdictionData>) {
  const result = calculate(
    {
      lineItems: [{ productExternalId: 'goods', amount: 10000 }],
      currencyCode: 'USD',
      customerAddress: { country: 'US', postalCode },
      accountingDate: date,
    },
    { ...seller({ now: new Date('2026-11-21T12:00:00Z') }), rateOverrides },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.conflict));
  return result.value.taxAmountToCollect;
}

describe('the real tables, as built into the content', () => {
  it("CDTFA's table of 2026-01-01 overrides nothing: the content is what it builds", () => {
    expect(applied('caCdtfa', cdtfaCsv(), CDTFA_NAME)).toEqual({
      date: '2026-01-01',
      state: 'CA',
      overrides: [],
      notApplied: { jurisdictions: [], places: [], counties: [] },
    });
  });

  it("IDOR's January 2026 file overrides nothing; its date is the newest effective date in it", () => {
    expect(applied('ilIdor', idorText(), IDOR_NAME)).toEqual({
      date: '2026-01-01',
      state: 'IL',
      overrides: [],
      notApplied: { jurisdictions: [], places: [], counties: [] },
    });
  });
});

describe('a later CDTFA table', () => {
  it("overrides the changed jurisdiction from the table's date (its earlier rows kept), not the unchanged ones", () => {
    const { overrides, notApplied } = applied('caCdtfa', cdtfaApril(), CDTFA_APRIL_NAME);
    // Santa Clara's measure is in the content already, from the same day: no override.
    expect(overrides.map((j) => j.id)).toEqual(['us-CA-city-of-arcata']);
    expect(notApplied).toEqual({ jurisdictions: [], places: [], counties: [] });
    const [arcata] = overrides;
    expect(arcata!.goodThrough).toBe('2026-06-30');
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

  it('reads the date from the file name, and refuses a file of another state, a rate above 15 % and another format, naming the line', () => {
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
  });
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

describe('loaded with the other imported files', () => {
  it("importedDataOf gives the overrides of the tables in force, vouched for through the table's quarter, and what each could not apply", () => {
    const parsed = parseTaxDataFile('caCdtfa', cdtfaApril(), { purpose: 'load', fileName: CDTFA_APRIL_NAME });
    if (!parsed.ok) throw new Error(parsed.message);
    const files: LoadedTaxDataFile[] = [
      { id: 'tdf_1', state: 'CA', fileName: CDTFA_APRIL_NAME, publishedOn: '2026-04-01', file: parsed.file },
    ];
    const data = importedDataOf(files);
    expect([...data.rateOverrides!.keys()]).toEqual(['us-CA-city-of-arcata']);
    expect(data.rateOverrides!.get('us-CA-city-of-arcata')!.goodThrough).toBe('2026-06-30');
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
