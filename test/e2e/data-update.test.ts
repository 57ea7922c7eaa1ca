// `levy data update` as an operator runs it each quarter, against a local web server that serves the
// official files the way the publisher's page does (a page linking them): Minnesota's real 2026-Q2
// rate file, with one boundary record written here for downtown Minneapolis (55401) as the state's
// boundary file places it (the stored sample's records ended in 2019). A newer edition with a
// changed county rate changes answers from its day on, without a restart, leaves earlier days
// alone, and the report names the change and the customers it touches; a truncated file, a file of
// the wrong format and a file with a 90 % rate are refused with nothing changed. The real files are
// read from ../shared/reference/data (test/support/reference-data.ts): without them, the tests that
// publish them are skipped.
import { mkdtemp, readFile, rm, writeFile, readdir, unlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../src/tax/dates.ts';
import { runCli } from '../support/cli.ts';
import { CDTFA_APRIL_NAME, CDTFA_FILE, cdtfaApril } from '../support/official-tables.ts';
import { readReferenceFile, withoutReferenceData } from '../support/reference-data.ts';
import { TEST_REDIS_URL } from '../support/env.ts';
import { ADMIN_TOKEN, startTestLevy, type TestLevy } from '../support/levy.ts';
import { eventually } from '../support/eventually.ts';

const REAL_RATES = 'sst/MNR2026Q2FEB18.csv';
const withoutMn = withoutReferenceData(REAL_RATES);
const withoutMnOrCa = withoutReferenceData(REAL_RATES, CDTFA_FILE);
const cells = (fields: Record<number, string>) => Array.from({ length: 89 }, (_, i) => fields[i + 1] ?? '').join(',');
/** Hennepin County (053), Minneapolis (43000), for all of 55401, from 2026-04-01. */
const DOWNTOWN = cells({ 1: 'Z', 2: '20260401', 3: '29991231', 18: '55401', 20: '55401', 23: '27', 24: '27', 25: '053', 26: '43000' });
/** Hennepin County's row in the real file: 0.15 % since 2007. */
const HENNEPIN = '27,00,053,0.0015,0.0015,0.0015,0.0015,20070101,29991231';
/**
 * The day the newer editions raise Hennepin County's rate: ten days ago, whatever today is, so the
 * update's report (changes from 30 days ago on) lists it and a tax date on it is accepted; a second
 * raise nine days from now.
 */
const CHANGE = addDays(isoDate(new Date()), -10);
const AGAIN = addDays(CHANGE, 19);
const ymd = (day: string) => day.replaceAll('-', '');
/** The real file with Hennepin County at 0.25 % from CHANGE (and, with `again`, 0.30 % from AGAIN). */
const raisedRates = (again = false) =>
  realRates.replace(
    HENNEPIN,
    `${HENNEPIN.replace('29991231', ymd(addDays(CHANGE, -1)))}\n27,00,053,0.0025,0.0025,0.0025,0.0025,${ymd(CHANGE)},${again ? `${ymd(addDays(AGAIN, -1))}\n27,00,053,0.0030,0.0030,0.0030,0.0030,${ymd(AGAIN)},29991231` : '29991231'}`,
  );

let t: TestLevy;
let folder: string;
let server: Server;
let page: string;
let seller: { sellerId: string; apiKey: string };
let realRates: string;

const levy = (...args: string[]) =>
  runCli({ LEVY_URL: t.url, ADMIN_TOKEN, LEVY_HOME: folder, REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'silent' }, ...args);

/** The folder the web server serves holds exactly these files (and a page linking them). */
async function publish(files: Record<string, string>): Promise<void> {
  for (const name of await readdir(folder)) if (name.endsWith('.csv')) await unlink(join(folder, name));
  for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text);
}

async function tax(accountingDate: string): Promise<{ taxAmountToCollect: number; names: string[] }> {
  const res = await t.post(
    '/v1/seller/transactions/createEphemeral',
    {
      lineItems: [{ productExternalId: 'goods', amount: 100000 }],
      currencyCode: 'USD',
      customerAddress: { country: 'US', region: 'MN', postalCode: '55401' },
      accountingDate,
    },
    { token: seller.apiKey },
  );
  expect(res.status).toBe(200);
  return { taxAmountToCollect: res.json().taxAmountToCollect, names: res.json().jurisSummaries.map((j: { name: string }) => j.name) };
}

beforeAll(async () => {
  realRates = withoutMn ? '' : readReferenceFile(REAL_RATES);
  folder = await mkdtemp(join(tmpdir(), 'levy-data-update-'));
  server = createServer(async (req, res) => {
    const name = decodeURIComponent((req.url ?? '/').slice(1));
    if (name === '' || name === 'files.html') {
      const links = (await readdir(folder)).filter((n) => n.endsWith('.csv')).map((n) => `<a href="/${n}">${n}</a>`);
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body>${links.join('<br>')}</body></html>`);
      return;
    }
    readFile(join(folder, name)).then(
      (body) => res.writeHead(200, { 'content-type': 'text/csv' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  page = `http://127.0.0.1:${(server.address() as { port: number }).port}/files.html`;
  t = await startTestLevy({ env: { TAX_DATA_UPDATE_FROM: page, TAX_DATA_TABLES_FROM: page } });
  seller = await t.createSeller({ rateLimitPerSecond: 1000, accountingTimeZone: 'America/Chicago' });
  await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId: 'us-MN', collectingFrom: '2015-01-01' });
  await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId: 'us-CA', collectingFrom: '2015-01-01' });
  await t.post(
    '/v1/seller/products/create',
    { externalId: 'goods', taxCategoryId: { type: 'standard', id: 'tangibleGoods' }, name: 'Goods' },
    { token: seller.apiKey },
  );
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server?.close(r));
  await rm(folder, { recursive: true, force: true });
});

describe('levy data update', () => {
  it.skipIf(withoutMn)(
    'brings in a state asked for: the newest rate and boundary files the page links, checked and imported together',
    async () => {
      await publish({ 'MNR2026Q1NOV18.csv': realRates, 'MNR2026Q2FEB18.csv': realRates, 'MNB2026Q2FEB18.csv': `${DOWNTOWN}\n` });
      const run = await levy('data', 'update', '--states', 'MN', '--json');
      expect(run.code).toBe(0);
      const report = JSON.parse(run.stdout);
      expect(report.from).toBe(page);
      expect(report.sources.filter((s: { kind: string }) => s.kind.startsWith('sst'))).toEqual([
        expect.objectContaining({
          kind: 'sstRates',
          state: 'MN',
          outcome: 'updated',
          fileName: 'MNR2026Q2FEB18.csv',
          previousFileName: null,
          rowCount: 148,
        }),
        expect.objectContaining({ kind: 'sstBoundaries', state: 'MN', outcome: 'updated', fileName: 'MNB2026Q2FEB18.csv', rowCount: 1 }),
      ]);
      // 6.875 + Hennepin 0.15 + Minneapolis 0.5 = 7.525 %, placed by the imported files.
      const placed = await eventually(
        () => tax('2026-10-01'),
        (a) => a.names.includes('Hennepin County'),
      );
      expect(placed.taxAmountToCollect).toBe(7525);
      // A customer there, for the next report.
      const sale = await t.post(
        '/v1/seller/transactions/createOrUpdate',
        {
          id: 'sale-1',
          lineItems: [{ productExternalId: 'goods', amount: 1000 }],
          currencyCode: 'USD',
          customerAddress: { country: 'US', region: 'MN', postalCode: '55401' },
          accountingDate: addDays(isoDate(new Date()), -30),
        },
        { token: seller.apiKey },
      );
      expect(sale.status, sale.text).toBe(200);
    },
  );

  it.skipIf(withoutMn)('says every source is current when nothing newer is published, and imports nothing', async () => {
    const run = await levy('data', 'update');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('MN sstRates: current MNR2026Q2FEB18.csv: MNR2026Q2FEB18.csv is the file in force.');
    expect(run.stdout).toContain('MN sstBoundaries: current');
  });

  it.skipIf(withoutMnOrCa)(
    "brings CDTFA's next table from the publisher's location: answers after the built-in table's quarter stop saying they may be stale, without a restart",
    async () => {
      const sanFrancisco = async () => {
        const res = await t.post(
          '/v1/seller/transactions/createEphemeral',
          {
            lineItems: [{ productExternalId: 'goods', amount: 100000 }],
            currencyCode: 'USD',
            customerAddress: { country: 'US', region: 'CA', postalCode: '94103' },
            accountingDate: '2026-05-01',
          },
          { token: seller.apiKey },
        );
        expect(res.status, res.text).toBe(200);
        return res.json().taxComplianceMessage as { type: string; dataAsOf: string } | null;
      };
      expect(await sanFrancisco()).toMatchObject({ type: 'rateDataMayBeStale', dataAsOf: '2026-03-31' });
      await publish({ [CDTFA_APRIL_NAME]: cdtfaApril(), 'MNR2026Q2FEB18.csv': realRates, 'MNB2026Q2FEB18.csv': `${DOWNTOWN}\n` });
      const run = await levy('data', 'update');
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`CA caCdtfa: updated ${CDTFA_APRIL_NAME}`);
      // IDOR's, the Comptroller's and the DOR's next editions are not there: each says so, and nothing changes for them.
      expect(run.stdout).toContain('IL ilIdor: failed: No ordmache-<YYYY>-<MM>.txt at');
      expect(await eventually(sanFrancisco, (m) => m === null)).toBeNull();
      // Imported once: the next run finds it in force.
      expect((await levy('data', 'update')).stdout).toContain(`CA caCdtfa: current ${CDTFA_APRIL_NAME}`);
    },
  );

  it.skipIf(withoutMn)(
    "a newer edition raising Hennepin County's rate from a day changes answers from that day without a restart, leaves the day before alone, and names the change and the customers it touches",
    async () => {
      const raised = raisedRates();
      await publish({ 'MNR2026Q4AUG20.csv': raised, 'MNB2026Q2FEB18.csv': `${DOWNTOWN}\n` });
      const dry = JSON.parse((await levy('data', 'update', '--dry-run', '--json')).stdout);
      expect(dry.dryRun).toBe(true);
      expect((await tax(CHANGE)).taxAmountToCollect).toBe(7525);

      const run = await levy('data', 'update');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('MN sstRates: updated MNR2026Q4AUG20.csv (was MNR2026Q2FEB18.csv)');
      expect(run.stdout).toContain(`${CHANGE} Hennepin County (us-MN-sst-00-053): up 0.15% -> 0.25%`);
      expect(run.stdout).toContain(`seller ${seller.sellerId}: 1 customer(s) of the last 12 months touched (us-MN-sst-00-053)`);
      const after = await eventually(
        () => tax(CHANGE),
        (a) => a.taxAmountToCollect === 7625,
      );
      expect(after.taxAmountToCollect).toBe(7625);
      expect((await tax(addDays(CHANGE, -1))).taxAmountToCollect).toBe(7525);
    },
  );

  it.skipIf(withoutMn).each([
    [
      'a truncated file',
      (text: string) => text.split('\n').slice(0, 40).join('\n'),
      /has 40 rows where MNR2026Q4AUG20\.csv has \d+: it looks truncated/,
    ],
    ['a file of the wrong format', () => '{"rates": []}\n', /is not a valid rate file: line 1/],
    [
      'a file with a 90 % rate',
      (text: string) => text.replace('27,00,053,0.0025,0.0025,0.0025,0.0025', '27,00,053,0.9000,0.9000,0.9000,0.9000'),
      /a rate of 90(\.0+)?% is outside 0-10%/,
    ],
  ])('refuses %s, with nothing changed', async (_what, edit, reason) => {
    const raised = raisedRates();
    await publish({ 'MNR2026Q4SEP01.csv': edit(raised), 'MNB2026Q2FEB18.csv': `${DOWNTOWN}\n` });
    const run = await levy('data', 'update', '--json');
    expect(run.code).toBe(0);
    const rates = JSON.parse(run.stdout).sources.find((s: { kind: string }) => s.kind === 'sstRates');
    expect(rates).toMatchObject({ outcome: 'failed', fileName: 'MNR2026Q4SEP01.csv', reason: expect.stringMatching(reason) });
    const status = (await t.admin('/admin/v1/taxData/status')).json();
    expect(
      status.states
        .find((s: { state: string }) => s.state === 'MN')
        .files.filter((f: { inForce: boolean }) => f.inForce)
        .map((f: { fileName: string }) => f.fileName)
        .sort(),
    ).toEqual(['MNB2026Q2FEB18.csv', 'MNR2026Q4AUG20.csv']);
    expect((await tax(CHANGE)).taxAmountToCollect).toBe(7625);
  });

  it.skipIf(withoutMn)(
    'on a schedule (TAX_DATA_UPDATE_EVERY_HOURS) the workers bring in a newer edition themselves, and the run is in the audit log and the metrics',
    async () => {
      const raisedAgain = raisedRates(true);
      await publish({ 'MNR2027Q1NOV20.csv': raisedAgain, 'MNB2026Q2FEB18.csv': `${DOWNTOWN}\n` });
      // A second process with the schedule, on the same database and Redis: the first hears the import.
      const scheduled = await startTestLevy({
        database: t.database,
        redisPrefix: t.redisPrefix,
        env: { TAX_DATA_UPDATE_FROM: page, TAX_DATA_TABLES_FROM: page, TAX_DATA_UPDATE_EVERY_HOURS: '24' },
      });
      try {
        const after = await eventually(
          () => tax(AGAIN),
          (a) => a.taxAmountToCollect === 7675,
        );
        expect(after.taxAmountToCollect).toBe(7675);
        expect((await tax(addDays(AGAIN, -1))).taxAmountToCollect).toBe(7625);
        // The run writes its audit entry once every source is done, after the import others already answer from.
        const scheduledRun = (entries: { actor: string }[]) => entries.some((e) => e.actor === 'schedule');
        const audit = await eventually(
          async () => (await t.admin('/admin/v1/auditLog/list', {})).json(),
          (a) => scheduledRun(a.entries),
        );
        expect(audit.entries).toContainEqual(
          expect.objectContaining({
            actor: 'schedule',
            operation: 'admin.taxData.update',
            outcome: 'ok',
            target: expect.objectContaining({
              'MN sstRates': 'updated MNR2027Q1NOV20.csv',
              'MN sstBoundaries': 'current MNB2026Q2FEB18.csv',
            }),
          }),
        );
        const metrics = await scheduled.post('/metrics', undefined, { method: 'GET', token: ADMIN_TOKEN });
        expect(metrics.text).toMatch(/levy_tax_data_update_sources_total\{outcome="updated"\} 1/);
      } finally {
        await scheduled.levy.close();
      }
    },
  );

  it('answers 409 when the location cannot be read, and 400 for a bad body', async () => {
    const unreachable = await t.admin('/admin/v1/taxData/update', { from: 'http://127.0.0.1:1/nothing' });
    expect([unreachable.status, unreachable.json().type]).toEqual([409, 'taxDataSourceUnreachable']);
    const relative = await t.admin('/admin/v1/taxData/update', { from: 'files/here' });
    expect([relative.status, relative.json().type]).toEqual([409, 'taxDataSourceUnreachable']);
    const bad = await t.admin('/admin/v1/taxData/update', { states: ['Minnesota'] });
    expect([bad.status, bad.text]).toEqual([400, expect.stringContaining('"states"')]);
  });
});
