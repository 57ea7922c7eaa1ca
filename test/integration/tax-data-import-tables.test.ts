// Official tables of rates per place imported over HTTP on PostgreSQL (caCdtfa, ilIdor): the real
// CDTFA and IDOR files, which the built-in content was built from (nothing to override), then an
// edited copy of CDTFA's table as its next edition would read (SalesTaxRates4-1-26.csv: Arcata 0.25
// points higher, Santa Clara's scheduled measure, a city the content lacks), whose rates win over the
// built-in ones from the table's date without a restart; broken files, refused whole; and Alabama's
// sample file, vouched for from the day it was published where the operator gives it. The real files
// are read from ../shared/reference/data (test/support/reference-data.ts): without them, the tests
// that need them are skipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';
import { eventually } from '../support/eventually.ts';
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
} from '../support/official-tables.ts';
import { withoutReferenceData } from '../support/reference-data.ts';

const withoutTables = withoutReferenceData(CDTFA_FILE, IDOR_FILE);
const withoutCa = withoutReferenceData(CDTFA_FILE);

let t: TestLevy;
let seller: { sellerId: string; apiKey: string };

beforeAll(async () => {
  t = await startTestLevy();
  seller = await t.createSeller({ rateLimitPerSecond: 1000, accountingTimeZone: 'America/Los_Angeles' });
  for (const jurisId of ['us-CA', 'us-IL'])
    await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId, collectingFrom: '2015-01-01' });
  await t.post(
    '/v1/seller/products/create',
    { externalId: 'goods', taxCategoryId: { type: 'standard', id: 'tangibleGoods' }, name: 'Goods' },
    { token: seller.apiKey },
  );
});
afterAll(() => t.close());

/** Goods of 10000 cents to a ZIP code on a day. */
const calculate = async (region: string, postalCode: string, accountingDate: string) =>
  (
    await t.post(
      '/v1/seller/transactions/createEphemeral',
      {
        lineItems: [{ id: 'l1', productExternalId: 'goods', amount: 10000 }],
        currencyCode: 'USD',
        customerAddress: { country: 'US', region, postalCode },
        accountingDate,
      },
      { token: seller.apiKey },
    )
  ).json();

const NOTHING_MISSING = { jurisdictions: 0, places: 0, counties: 0 };
const dataSetsOf = async (region: string) =>
  ((await t.admin('/admin/v1/taxData/status')).json().regions as { region: string; dataSets: Record<string, unknown>[] }[]).find(
    (r) => r.region === region,
  )!.dataSets;

describe('importing official tables of rates per place', () => {
  it.skipIf(withoutTables)('refuses a file of another format, a 90 % rate and a table of another state, storing nothing', async () => {
    const wrongFormat = await t.admin('/admin/v1/taxData/import', { fileName: CDTFA_APRIL_NAME, kind: 'caCdtfa', contents: idorText() });
    expect([wrongFormat.status, wrongFormat.json()]).toEqual([
      409,
      expect.objectContaining({ type: 'taxDataFileInvalid', message: expect.stringMatching(/no header line/) }),
    ]);
    const ninety = await t.admin('/admin/v1/taxData/import', {
      fileName: CDTFA_APRIL_NAME,
      kind: 'caCdtfa',
      contents: raisedCdtfa(cdtfaCsv(), (l) => (l === 'Arcata' ? '79.75' : null)),
    });
    expect([ninety.status, ninety.json()]).toEqual([
      409,
      expect.objectContaining({ type: 'taxDataFileInvalid', line: 22, message: 'Arcata: 90.00% is above 15.00%.' }),
    ]);
    const otherState = await t.admin('/admin/v1/taxData/import', {
      fileName: CDTFA_APRIL_NAME,
      kind: 'caCdtfa',
      contents: cdtfaCsv().replace(/Humboldt/g, 'Harris'),
    });
    expect([otherState.status, otherState.json()]).toEqual([
      409,
      expect.objectContaining({ type: 'taxDataFileInvalid', message: expect.stringMatching(/Harris County/) }),
    ]);
    const unnamed = await t.admin('/admin/v1/taxData/import', { fileName: 'rates.csv', kind: 'caCdtfa', contents: cdtfaCsv() });
    expect([unnamed.status, unnamed.json()]).toEqual([
      409,
      expect.objectContaining({ type: 'taxDataFileInvalid', message: expect.stringMatching(/SalesTaxRates<M>-<D>-<YY>/) }),
    ]);
    expect((await t.admin('/admin/v1/taxData/status')).json().states).toEqual([]);
  });

  it.skipIf(withoutTables)('imports the real CDTFA and IDOR files: nothing to override, the content being built from them', async () => {
    const ca = await t.admin('/admin/v1/taxData/import', { fileName: CDTFA_NAME, kind: 'caCdtfa', contents: cdtfaCsv() });
    expect(ca.json()).toMatchObject({
      kind: 'caCdtfa',
      state: 'CA',
      publishedOn: '2026-01-01',
      rowCount: 546,
      alreadyImported: false,
      rateOverrides: { jurisdictions: 0, notInBuiltInContent: NOTHING_MISSING },
    });
    const il = await t.admin('/admin/v1/taxData/import', { fileName: IDOR_NAME, kind: 'ilIdor', contents: idorText() });
    expect(il.json()).toMatchObject({
      kind: 'ilIdor',
      state: 'IL',
      publishedOn: '2026-01-01',
      rowCount: 1596,
      alreadyImported: false,
      rateOverrides: { jurisdictions: 0, notInBuiltInContent: NOTHING_MISSING },
    });
    // Arcata 10.25%, Addison (DuPage County) 8.75%, as built in.
    expect((await calculate('CA', '95521', '2026-05-01')).taxAmountToCollect).toBe(1025);
    expect((await calculate('IL', '60101', '2026-05-01')).taxAmountToCollect).toBe(875);
    const inIllinois = await eventually(
      () => dataSetsOf('US-IL'),
      (sets) => sets.some((d) => d.kind === 'ilIdor' && d.rateOverrides !== undefined),
    );
    expect(inIllinois).toContainEqual(
      expect.objectContaining({
        kind: 'ilIdor',
        fileName: IDOR_NAME,
        publishedOn: '2026-01-01',
        // IDOR's January file vouches until its July one.
        goodThrough: '2026-06-30',
        rateOverrides: { jurisdictions: 0, notInBuiltInContent: NOTHING_MISSING, problem: null },
      }),
    );
  });

  // After the real files' import above.
  it.skipIf(withoutTables)(
    "a later CDTFA table changes a city's answer by ZIP code from its date, without a restart, and leaves earlier dates alone",
    async () => {
      const contents = cdtfaApril().replace(/^(Arcata,.*)$/m, '$1\nNowhere Springs,0.1025,Humboldt,City');
      const april = await t.admin('/admin/v1/taxData/import', { fileName: CDTFA_APRIL_NAME, kind: 'caCdtfa', contents });
      // The city the content lacks is counted, not added: it takes a content update.
      expect(april.json()).toMatchObject({
        kind: 'caCdtfa',
        state: 'CA',
        publishedOn: '2026-04-01',
        rowCount: 547,
        rateOverrides: { jurisdictions: 1, notInBuiltInContent: { jurisdictions: 1, places: 1, counties: 0 } },
      });
      const raised = await eventually(
        () => calculate('CA', '95521', '2026-05-01'),
        (c) => c.taxAmountToCollect === 1050,
      );
      expect(raised.taxAmountToCollect).toBe(1050);
      const arcata = raised.lineItems[0].jurises.find((j: { name: string }) => /Arcata/.test(j.name));
      expect(arcata.taxes.map((x: { taxRate: string }) => x.taxRate)).toEqual(['0.0175']);
      // Before the table's date, and in a city it does not change, the built-in answers stand.
      expect((await calculate('CA', '95521', '2026-03-01')).taxAmountToCollect).toBe(1025);
      expect((await calculate('CA', '95501', '2026-05-01')).taxAmountToCollect).toBe(1025);
      // Santa Clara's measure, scheduled in the content and stated by the table: San Jose 9.375% + 0.625%.
      expect((await calculate('CA', '95113', '2026-05-01')).taxAmountToCollect).toBe(1000);

      const inCalifornia = await eventually(
        () => dataSetsOf('US-CA'),
        (sets) => sets.some((d) => d.fileName === CDTFA_APRIL_NAME && d.rateOverrides !== undefined),
      );
      expect(inCalifornia.filter((d) => d.kind === 'caCdtfa')).toEqual([
        expect.objectContaining({
          fileName: CDTFA_APRIL_NAME,
          publishedOn: '2026-04-01',
          goodThrough: '2026-06-30',
          rateOverrides: { jurisdictions: 1, notInBuiltInContent: { jurisdictions: 1, places: 1, counties: 0 }, problem: null },
        }),
      ]);
      const files = (await t.admin('/admin/v1/taxData/status')).json().states.find((s: { state: string }) => s.state === 'CA').files;
      expect(files.map((f: { fileName: string; inForce: boolean }) => [f.fileName, f.inForce])).toEqual([
        [CDTFA_APRIL_NAME, true],
        [CDTFA_NAME, false],
      ]);
    },
  );

  it('an Alabama file, whose name says no date, is vouched for from the day given (effectiveFrom), else from its newest general sales tax row', async () => {
    // The sample (invented rows, test/fixtures/official/al-taxrates/README.md) lists Montgomery's change of 2026-10-01.
    const sample = readFileSync(join(import.meta.dirname, '../fixtures/official/al-taxrates/taxrates.txt'), 'utf8');
    const alDataSet = async () => (await dataSetsOf('US-AL')).find((d) => d.kind === 'alRates');
    // As published on 2026-07-15, a quarter before the change it lists: vouched for through that quarter.
    const dated = await t.admin('/admin/v1/taxData/import', {
      fileName: 'taxrates-2026-07-15.txt',
      kind: 'alRates',
      contents: sample,
      effectiveFrom: '2026-07-15',
    });
    expect([dated.status, dated.json().publishedOn]).toEqual([200, '2026-07-15']);
    expect(await eventually(alDataSet, (d) => d?.fileName === 'taxrates-2026-07-15.txt')).toMatchObject({ goodThrough: '2026-09-30' });
    // Without the day (another download, one byte different): its newest row's day, the newest file, in force.
    const undated = await t.admin('/admin/v1/taxData/import', { fileName: 'taxrates.txt', kind: 'alRates', contents: `${sample}\n` });
    expect([undated.status, undated.json().publishedOn]).toEqual([200, '2026-10-01']);
    expect(await eventually(alDataSet, (d) => d?.fileName === 'taxrates.txt')).toMatchObject({ goodThrough: '2026-12-31' });
    // A later download dated before the file in force would not replace it: refused, saying so. A day to come is refused too.
    for (const effectiveFrom of ['2026-09-20', '2999-01-01']) {
      const refused = await t.admin('/admin/v1/taxData/import', {
        fileName: 'taxrates-again.txt',
        kind: 'alRates',
        contents: `${sample}\n\n`,
        effectiveFrom,
      });
      expect([refused.status, refused.json().type, refused.json().message]).toEqual([
        409,
        'taxDataFileInvalid',
        expect.stringMatching(effectiveFrom === '2999-01-01' ? /is after today/ : /before taxrates\.txt \(2026-10-01\), the file in force/),
      ]);
    }
  });

  it.skipIf(withoutCa)('refuses effectiveFrom on another table', async () => {
    const elsewhere = await t.admin('/admin/v1/taxData/import', {
      fileName: CDTFA_NAME,
      kind: 'caCdtfa',
      contents: cdtfaCsv(),
      effectiveFrom: '2026-01-01',
    });
    expect([elsewhere.status, elsewhere.text]).toEqual([400, expect.stringContaining('effectiveFrom')]);
  });
});
