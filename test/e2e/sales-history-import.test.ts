// `npm run levy -- transactions import SELLER --file history.csv`: past sales for threshold
// monitoring, through a running server's admin API and without one; bad rows reported by line
// without stopping the others; a second run resumes where the first stopped.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.ts';
import { ADMIN_TOKEN, startTestLevy, type TestLevy } from '../support/levy.ts';
import { TEST_REDIS_URL } from '../support/env.ts';
import { addDays, isoDate } from '../../src/tax/dates.ts';

const day = addDays(isoDate(new Date()), -10);
const HEADER = 'id,date,currency,amount,product,country,region,postalCode,city,line1';
const GOOD = [
  `h-1,${day},USD,40000.00,saasBusiness,US,WA,98101,Seattle,"1 Main St, Suite 2"`,
  `h-2,${day},USD,45000,saasBusiness,US,WA,98101,Seattle,`,
  `h-3,${day},USD,12.5,saasBusiness,US,GA,30303,Atlanta,`,
  `h-4,${day},EUR,100.00,saasBusiness,DE,,,,`,
];
const BAD = [
  [`b-1,2026-02-30,USD,1.00,saasBusiness,US,WA,98101,Seattle,`, /date "2026-02-30" is not a YYYY-MM-DD date/],
  [`b-2,${day},USD,1.001,saasBusiness,US,WA,98101,Seattle,`, /amount "1.001" is not a decimal number with at most 2 decimals/],
  [`b-3,${day},XXX,1.00,saasBusiness,US,WA,98101,Seattle,`, /currency "XXX" is not an ISO 4217 code/],
  [`b-4,${day},USD,1.00,noSuchProduct,US,WA,98101,Seattle,`, /productNotFound|product/i],
  [`b-5,${day},USD,1.00,saasBusiness,ZZ,,,,`, /customerAddressCouldNotResolve/],
  [`b-6,${day},USD,1.00,saasBusiness,US,WA,98101,Seattle,x,extra`, /11 cells where the header has 10/],
  [`,${day},USD,1.00,saasBusiness,US,WA,98101,Seattle,`, /id must be/],
] as const;

let t: TestLevy;
let dir: string;

beforeAll(async () => {
  t = await startTestLevy();
  dir = await mkdtemp(join(tmpdir(), 'levy-history-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const cli = (...args: string[]) => runCli({ LEVY_URL: t.url, ADMIN_TOKEN, LEVY_HOME: dir, REDIS_URL: TEST_REDIS_URL }, ...args);

async function sellerWithSales() {
  const s = await t.createSeller({ rateLimitPerSecond: 10_000 });
  const thresholds = async () => {
    const { thresholds } = (await t.post('/v1/seller/thresholds/list', {}, { token: s.apiKey })).json();
    return new Map<string, { status: string; sales: { amount: number; transactionCount: number } }>(
      thresholds.map((i: { jurisId: string }) => [i.jurisId, i]),
    );
  };
  return { ...s, thresholds };
}

describe('levy transactions import', () => {
  it('imports the good rows, reports each bad one by line, and the figures count them', async () => {
    const s = await sellerWithSales();
    const file = join(dir, 'history.csv');
    // The last line of an id wins: h-3 comes again with another amount.
    const lines = [HEADER, ...GOOD, ...BAD.map(([l]) => l), `h-3,${day},USD,20.00,saasBusiness,US,GA,30303,Atlanta,`];
    await writeFile(file, `${lines.join('\n')}\n`);
    const run = await cli('transactions', 'import', s.sellerId, '--file', file, '--json');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      importId: expect.stringMatching(/^imp_/),
      lines: lines.length,
      imported: 4,
      rejected: BAD.length,
      finished: true,
    });
    BAD.forEach(([, message], i) => expect(run.stderr).toMatch(new RegExp(`line ${GOOD.length + 2 + i}: ${message.source}`)));

    const figures = await s.thresholds();
    expect(figures.get('us-WA')).toMatchObject({ status: 'approaching', sales: { amount: 8_500_000, transactionCount: 2 } });
    expect(figures.get('us-GA')!.sales).toMatchObject({ amount: 2_000, transactionCount: 1 });
    // A seller outside the EU owes VAT from the first sale.
    expect(figures.get('eu-oss')).toMatchObject({ status: 'exceeded', sales: { amount: 10_000, transactionCount: 1 } });
    // Imported sales are history for thresholds, not Levy transactions.
    expect(await t.database.db.prisma.transaction.count({ where: { sellerId: s.sellerId } })).toBe(0);

    // A rebuild from scratch agrees with what the import kept.
    const rebuilt = await cli('thresholds', 'rebuild', s.sellerId, '--json');
    expect([rebuilt.code, JSON.parse(rebuilt.stdout)]).toEqual([0, { transactions: 0, importedSales: 4, changedDays: 0 }]);

    // The same file again: already done, nothing counted twice.
    const again = await cli('transactions', 'import', s.sellerId, '--file', file, '--json');
    expect(again.code, again.stderr).toBe(0);
    expect((await s.thresholds()).get('us-WA')!.sales).toMatchObject({ amount: 8_500_000, transactionCount: 2 });
  }, 60_000);

  it('resumes after the chunk an interrupted import last took', async () => {
    const s = await sellerWithSales();
    const file = join(dir, 'resume.csv');
    const text = `${[HEADER, ...GOOD].join('\n')}\n`;
    await writeFile(file, text);
    const sha256 = createHash('sha256').update(text).digest('hex');
    // The first two rows went in before the interruption.
    const first = await t.admin(`/admin/v1/sellers/id:${s.sellerId}/salesHistory/import`, {
      fileName: 'resume.csv',
      sha256,
      header: HEADER,
      firstLine: 2,
      lines: GOOD.slice(0, 2).join('\n'),
      last: false,
    });
    expect(first.json()).toMatchObject({ nextLine: 4, imported: 2, rejected: 0, finished: false });
    const run = await cli('transactions', 'import', s.sellerId, '--file', file, '--json');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/resuming at line 4/);
    expect(JSON.parse(run.stdout)).toMatchObject({ imported: 4, rejected: 0, finished: true });
    expect((await s.thresholds()).get('us-WA')!.sales).toMatchObject({ amount: 8_500_000, transactionCount: 2 });
  }, 60_000);

  it('refuses a chunk out of order, a bad header, and an unknown seller', async () => {
    const s = await sellerWithSales();
    const body = { fileName: 'x.csv', sha256: 'a'.repeat(64), header: HEADER, firstLine: 2, lines: GOOD[0], last: false };
    const path = `/admin/v1/sellers/id:${s.sellerId}/salesHistory/import`;
    expect((await t.admin(path, body)).status).toBe(200);
    expect((await t.admin(path, body)).json()).toMatchObject({ type: 'salesHistoryOutOfOrder', nextLine: 3 });
    expect((await t.admin(path, { ...body, sha256: 'b'.repeat(64), header: 'id,when,amount' })).json()).toMatchObject({
      type: 'salesHistoryHeaderInvalid',
      message: expect.stringMatching(/lacks date, currency, product, country/),
    });
    expect((await t.admin(path, { ...body, sha256: 'c'.repeat(64), header: `${HEADER},color` })).json()).toMatchObject({
      type: 'salesHistoryHeaderInvalid',
      message: expect.stringMatching(/Unknown column color/),
    });
    expect((await t.admin('/admin/v1/sellers/id:sel_missing/salesHistory/import', body)).json()).toEqual({ type: 'sellerIdNotFound' });
    const bad = await t.admin(path, { ...body, sha256: 'short' });
    expect([bad.status, bad.text]).toEqual([400, 'Request body: "sha256": Invalid SHA-256 (expected 64 lower-case hex digits).']);
  });

  it('imports without a server, through the database directly, with a progress report', async () => {
    const s = await sellerWithSales();
    const file = join(dir, 'direct.csv');
    await writeFile(file, `${[HEADER, ...GOOD].join('\n')}\n`);
    const direct = {
      DATABASE_URL: t.database.url!,
      LEVY_HOME: await mkdtemp(join(dir, 'home-')),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: t.redisPrefix,
    };
    const run = await runCli(direct, 'transactions', 'import', s.sellerId, '--file', file);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/imported: 4\nrejected: 0\nfinished: true/);
    expect(run.stderr).toMatch(/100%/);
    // The audit log names the CLI's user as the actor.
    const audit = JSON.parse((await runCli(direct, 'audit', 'list', '--seller', s.sellerId, '--json')).stdout);
    expect(audit.entries[0]).toMatchObject({
      operation: 'admin.salesHistory.import',
      actor: expect.stringMatching(/^cli:/),
      sellerId: s.sellerId,
      outcome: 'ok',
    });
    expect((await s.thresholds()).get('us-WA')!.sales).toMatchObject({ amount: 8_500_000, transactionCount: 2 });
  }, 60_000);
});
