// Deployment-wide tax data over HTTP on PostgreSQL: importing the real Minnesota 2026-Q2 rate file
// and the first 100 lines of its boundary file through the admin API, what status says, repeated
// and broken imports, and calculations placed by the imported data without a restart. The Minnesota
// files are read from ../shared/reference/data/sst (test/support/reference-data.ts): without them,
// the tests that import them are skipped.
import { readFileSync } from 'node:fs';
import { Decimal } from 'decimal.js';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';
import { eventually } from '../support/eventually.ts';
import { readReferenceFile, withoutReferenceData } from '../support/reference-data.ts';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/sst');
const file = (fileName: string, dir = FIXTURES) => ({ fileName, contents: readFileSync(resolve(dir, fileName), 'utf8') });
/** An official Streamlined Sales Tax file, as published. */
const official = (fileName: string) => ({ fileName, contents: readReferenceFile(`sst/${fileName}`) });
const withoutMn = withoutReferenceData('sst/MNR2026Q2FEB18.csv', 'sst/MNB2026Q2FEB18-sample.csv');

let t: TestLevy;
let seller: { sellerId: string; apiKey: string };

beforeAll(async () => {
  t = await startTestLevy();
  seller = await t.createSeller({ rateLimitPerSecond: 1000, accountingTimeZone: 'America/Chicago' });
  for (const jurisId of ['us-MN', 'us-WA', 'us-NY'])
    await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId, collectingFrom: '2015-01-01' });
  await t.post(
    '/v1/seller/products/create',
    { externalId: 'goods', taxCategoryId: { type: 'standard', id: 'tangibleGoods' }, name: 'Goods' },
    { token: seller.apiKey },
  );
});
afterAll(() => t.close());

const calculate = async (customerAddress: Record<string, string>, accountingDate = '2019-01-15') =>
  (
    await t.post(
      '/v1/seller/transactions/createEphemeral',
      { lineItems: [{ id: 'l1', productExternalId: 'goods', amount: 100000 }], currencyCode: 'USD', customerAddress, accountingDate },
      { token: seller.apiKey },
    )
  ).json();

describe('importing Streamlined Sales Tax files', () => {
  it('refuses a file whose name does not say what it is, and a broken file, storing nothing', async () => {
    const unnamed = await t.admin('/admin/v1/taxData/import', {
      fileName: 'rates.csv',
      contents: '27,45,27,0.06875,0.06875,0,0,20090701,29991231',
    });
    expect(unnamed.json()).toMatchObject({ type: 'taxDataFileNotRecognised' });
    const broken = await t.admin('/admin/v1/taxData/import', {
      fileName: 'MNR2026Q2FEB18.csv',
      contents: '27,45,27,0.06875,0.06875,0,0,20090701,29991231\n27,00,053,abc,0.0015,0,0,20090701,29991231\n',
    });
    expect(broken.status).toBe(409);
    expect(broken.json()).toMatchObject({ type: 'taxDataFileInvalid', line: 2 });
    expect((await t.admin('/admin/v1/taxData/status')).json().states).toEqual([]);
  });

  it('answers with the state rate and says so before Minnesota is imported', async () => {
    // Duluth: the built-in content holds St. Louis County's 0.5% (from the state's rate file), not
    // the city's or the districts' taxes.
    const before = await calculate({ country: 'US', region: 'MN', postalCode: '55802' });
    expect(before.taxAmountToCollect).toBe(7375);
    expect(before.taxComplianceMessage?.type).toBe('localJurisdictionsUncertain');
  });

  it.skipIf(withoutMn)('imports the rate and boundary files, once', async () => {
    const rates = await t.admin('/admin/v1/taxData/import', official('MNR2026Q2FEB18.csv'));
    expect(rates.json()).toMatchObject({ kind: 'sstRates', state: 'MN', publishedOn: '2026-02-18', rowCount: 148, alreadyImported: false });
    const boundaries = await t.admin('/admin/v1/taxData/import', official('MNB2026Q2FEB18-sample.csv'));
    expect(boundaries.json()).toMatchObject({ kind: 'sstBoundaries', state: 'MN', rowCount: 100, alreadyImported: false });
    const again = await t.admin('/admin/v1/taxData/import', official('MNR2026Q2FEB18.csv'));
    expect(again.json()).toMatchObject({ fileId: rates.json().fileId, alreadyImported: true });

    const status = (await t.admin('/admin/v1/taxData/status')).json();
    expect(status.states).toEqual([
      {
        state: 'MN',
        // 2026-Q2 files are older than the current quarter.
        stale: true,
        files: [
          expect.objectContaining({ kind: 'sstBoundaries', fileName: 'MNB2026Q2FEB18-sample.csv', inForce: true, rowCount: 100 }),
          expect.objectContaining({ kind: 'sstRates', fileName: 'MNR2026Q2FEB18.csv', inForce: true, rowCount: 148 }),
        ],
      },
    ]);
  });

  it.skipIf(withoutMn)('places a Minneapolis ZIP code by the imported files, without a restart', async () => {
    // Minneapolis has built-in data too: wait for the imported county (named from the ZIP table, without "(ballpark)").
    const placed = await eventually(
      () => calculate({ country: 'US', region: 'MN', postalCode: '55455' }),
      (c) => c.jurisSummaries.some((j: { name: string }) => j.name === 'Hennepin County'),
    );
    expect(placed.taxComplianceMessage).toBeNull();
    const names = placed.jurisSummaries.map((j: { name: string }) => j.name);
    expect(names).toEqual(expect.arrayContaining(['Minnesota', 'Hennepin County']));
    // 6.875% state + Hennepin County 0.15% + Minneapolis 0.5% + the districts the boundary file names.
    // 8.025% in all on 2019-01-15, Minneapolis's combined rate then.
    const rates = placed.lineItems[0].jurises
      .flatMap((j: { taxes: { taxRate: string }[] | null }) => j.taxes ?? [])
      .map((x: { taxRate: string }) => x.taxRate);
    expect(rates.reduce((sum: Decimal, r: string) => sum.plus(r), new Decimal(0)).toFixed()).toBe('0.08025');
    expect(placed.taxAmountToCollect).toBe(8025);
  });

  it.skipIf(withoutMn)('says so where a ZIP code crosses a county line and no ZIP+4 is given, and settles it with one', async () => {
    const split = await calculate({ country: 'US', region: 'MN', postalCode: '55101' });
    expect(split.taxComplianceMessage?.type).toBe('localJurisdictionsUncertain');
    // 55101-1700 lies in a ZIP+4 range of Ramsey County (123), St. Paul (58000).
    const settled = await calculate({ country: 'US', region: 'MN', postalCode: '55101-1700' });
    expect(settled.taxComplianceMessage).toBeNull();
    expect(settled.jurisSummaries.map((j: { name: string }) => j.name)).toContain('Ramsey County');
  });
});

describe('importing Washington DOR files and ZIP-level tables', () => {
  it('places a Washington address by its ZIP+4 from the DOR file, and says so when a ZIP code has several codes', async () => {
    const zip4 = await t.admin('/admin/v1/taxData/import', { ...file('WA-zip4-handmade.csv'), kind: 'waZip4' });
    expect(zip4.json()).toMatchObject({ kind: 'waZip4', state: 'WA', publishedOn: '2025-10-01', rowCount: 5, alreadyImported: false });
    expect((await t.admin('/admin/v1/taxData/import', { ...file('WA-rates-handmade.csv'), kind: 'waRates' })).json()).toMatchObject({
      kind: 'waRates',
      state: 'WA',
      rowCount: 5,
    });
    const on = '2025-11-15';
    // 98901 is Yakima (code 3913, 1.8%) below 5000 and the county's unincorporated area (3900, 1.5%) above.
    const city = await eventually(
      () => calculate({ country: 'US', region: 'WA', postalCode: '98901-1234' }, on),
      (c) => c.jurisSummaries.some((j: { name: string }) => j.name.startsWith('Yakima (City)')),
    );
    expect([city.taxComplianceMessage, city.taxAmountToCollect]).toEqual([null, 8300]);
    expect(city.jurisSummaries.map((j: { name: string }) => j.name)).toContain('Yakima (City) (location code 3913)');
    expect((await calculate({ country: 'US', region: 'WA', postalCode: '98901-6000' }, on)).taxAmountToCollect).toBe(8000);
    const split = await calculate({ country: 'US', region: 'WA', postalCode: '98901' }, on);
    expect(split.taxComplianceMessage?.type).toBe('localJurisdictionsUncertain');
    // Yacolt's ZIP code is one code throughout: settled by ZIP5 alone.
    const whole = await calculate({ country: 'US', region: 'WA', postalCode: '98675' }, on);
    expect([whole.taxComplianceMessage, whole.taxAmountToCollect]).toEqual([null, 8500]);
  });

  it('refuses a ZIP table without its first day and one with several states', async () => {
    const noDate = await t.admin('/admin/v1/taxData/import', { ...file('zip-rates-ny.csv', resolve(FIXTURES, '..')), kind: 'zipRates' });
    expect([noDate.status, noDate.text]).toEqual([400, expect.stringContaining('effectiveFrom')]);
    const twoStates = await t.admin('/admin/v1/taxData/import', {
      fileName: 'two.csv',
      kind: 'zipRates',
      effectiveFrom: '2026-01-01',
      contents:
        'State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate,EstimatedCountyRate,EstimatedCityRate,EstimatedSpecialRate,RiskLevel\nNY,14201,ERIE,0.0875,0.04,0.0475,0,0,1\nWA,98675,YACOLT,0.085,0.065,0,0.02,0,1\n',
    });
    expect(twoStates.json()).toMatchObject({ type: 'taxDataFileInvalid', message: expect.stringContaining('one state per file') });
  });

  it.skipIf(withoutMn)('refuses a kind the file name contradicts', async () => {
    const wrongKind = await t.admin('/admin/v1/taxData/import', { ...official('MNR2026Q2FEB18.csv'), kind: 'sstBoundaries' });
    expect(wrongKind.json()).toMatchObject({ type: 'taxDataFileNotRecognised' });
  });

  it('places a ZIP code of a deployment-wide ZIP table from its first day, and only where the publisher says the ZIP code is whole', async () => {
    const imported = await t.admin('/admin/v1/taxData/import', {
      ...file('zip-rates-ny.csv', resolve(FIXTURES, '..')),
      kind: 'zipRates',
      effectiveFrom: '2026-01-01',
    });
    expect(imported.json()).toMatchObject({ kind: 'zipRates', state: 'NY', publishedOn: '2026-01-01', rowCount: 3 });
    // Buffalo, Erie County: 4% + 4.75%, risk level 1.
    const buffalo = await eventually(
      () => calculate({ country: 'US', region: 'NY', postalCode: '14201' }, '2026-03-01'),
      (c) => c.jurisSummaries.some((j: { name: string }) => j.name.startsWith('ERIE COUNTY')),
    );
    expect([buffalo.taxComplianceMessage, buffalo.taxAmountToCollect]).toEqual([null, 8750]);
    // White Plains' ZIP code crosses boundaries (risk level 2): the table's rate, said to be uncertain.
    const whitePlains = await calculate({ country: 'US', region: 'NY', postalCode: '10601' }, '2026-03-01');
    expect([whitePlains.taxComplianceMessage?.type, whitePlains.taxAmountToCollect]).toEqual(['localJurisdictionsUncertain', 8375]);
    const status = (await t.admin('/admin/v1/taxData/status')).json();
    // Minnesota's files are imported above where they are at hand.
    expect(status.states.map((s: { state: string }) => s.state)).toEqual([...(withoutMn ? [] : ['MN']), 'NY', 'WA']);
    expect(
      status.states
        .find((s: { state: string }) => s.state === 'WA')
        .files.map((f: { kind: string; inForce: boolean }) => [f.kind, f.inForce]),
    ).toEqual([
      ['waRates', true],
      ['waZip4', true],
    ]);
  });

  it.skipIf(withoutMn)('status flags the Minnesota files past their quarter', async () => {
    const status = (await t.admin('/admin/v1/taxData/status')).json();
    const dataSets = (region: string) => status.regions.find((r: { region: string }) => r.region === region).dataSets;
    expect(dataSets('US-MN').slice(1)).toEqual([
      expect.objectContaining({ fileName: 'MNB2026Q2FEB18-sample.csv', goodThrough: '2026-06-30', stale: true }),
      expect.objectContaining({ fileName: 'MNR2026Q2FEB18.csv', goodThrough: '2026-06-30', stale: true }),
    ]);
  });

  it('says when imported data is past its quarter: status flags the files, later answers say rateDataMayBeStale, the metrics count them', async () => {
    const status = (await t.admin('/admin/v1/taxData/status')).json();
    const dataSets = (region: string) => status.regions.find((r: { region: string }) => r.region === region).dataSets;
    expect(dataSets('US-NY')[1]).toMatchObject({ fileName: 'zip-rates-ny.csv', goodThrough: '2026-03-31', stale: true });
    expect(status.builtIn).toMatchObject({
      goodThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      stale: status.builtIn.goodThrough < new Date().toISOString().slice(0, 10),
    });

    // The NY table begins 2026-01-01: it vouches for Buffalo's rates through the end of that quarter.
    expect((await calculate({ country: 'US', region: 'NY', postalCode: '14201' }, '2026-03-31')).taxComplianceMessage).toBeNull();
    const april = await calculate({ country: 'US', region: 'NY', postalCode: '14201' }, '2026-04-01');
    expect(april.taxAmountToCollect).toBe(8750);
    expect(april.taxComplianceMessage).toMatchObject({
      type: 'rateDataMayBeStale',
      dataAsOf: '2026-03-31',
      message: expect.stringContaining('ERIE COUNTY'),
    });
    expect(april.taxComplianceMessage.jurisIds).not.toContain('us-NY');

    const metrics = (await t.post('/metrics', undefined, { method: 'GET' })).text;
    expect(metrics).toMatch(/^levy_stale_rate_data_answers_total [1-9]/m);
    expect(metrics).toMatch(/^levy_tax_data_quarters_behind\{data_set="zip-rates-ny\.csv"\} [1-9]/m);
    // The built-in content per state, by its earliest rate in force: Texas's table of 2025 Q3 is quarters behind.
    expect(metrics).toMatch(/^levy_tax_data_quarters_behind\{data_set="built-in US-NY"\} \d+$/m);
    expect(metrics).toMatch(/^levy_tax_data_quarters_behind\{data_set="built-in US-TX"\} [1-9]\d*$/m);
  });
});
