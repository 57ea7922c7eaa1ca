// `npm run levy -- ...` as an operator runs it, against a PostgreSQL database with no server up:
// the commands open the database themselves and run the admin API's operations.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInContent, calculate, indexZipRates } from '../../src/tax/index.ts';
import { zipRatesOf } from '../../src/store/zip-rates.ts';
import { startEmulator, type Emulator } from '../../src/emulator/server.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { seller } from '../unit/tax/fixtures.ts';
import { TEST_REDIS_URL } from '../support/env.ts';
import { ROOT, runCli, type CliRun } from '../support/cli.ts';
import { referenceFile, withoutReferenceData } from '../support/reference-data.ts';

// Wisconsin's real Streamlined rate file, read from ../shared/reference/data/sst: the tests that import it are skipped without it.
const WI_RATES = 'sst/WIR2026Q2FEB18.csv';
const withoutWi = withoutReferenceData(WI_RATES);

let database: TestDatabase;
let emulator: Emulator;
let home: string;

function levy(...args: string[]): Promise<CliRun> {
  return runCli({ DATABASE_URL: database.url!, LEVY_HOME: home, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: 'levy-cli-test:' }, ...args);
}

beforeAll(async () => {
  emulator = await startEmulator();
  database = await createTestDatabase('postgres');
  home = await mkdtemp(join(tmpdir(), 'levy-cli-'));
});
afterAll(async () => {
  await emulator?.close();
  await database.drop();
  await rm(home, { recursive: true, force: true });
});

describe('levy CLI', () => {
  it('onboards a seller end to end with --json output', async () => {
    const created = await levy(
      'sellers',
      'create',
      '--name',
      'CLI Co',
      '--time-zone',
      'America/Chicago',
      '--features',
      'filings,transactionsList',
      '--json',
    );
    expect(created.code).toBe(0);
    const { sellerId, apiKey, apiKeyId } = JSON.parse(created.stdout);
    expect(sellerId).toMatch(/^sel_/);
    expect(apiKey).toMatch(/^levy_/);

    const reg = await levy(
      'registrations',
      'add',
      sellerId,
      '--juris',
      'us-TX',
      '--from',
      '2026-01-01',
      '--frequency',
      'monthly',
      '--election',
      'singleLocalUseTaxRate',
      '--json',
    );
    expect(reg.code).toBe(0);
    const integ = await levy(
      'integrations',
      'create',
      sellerId,
      '--stripe-secret-key',
      'sk_test_cli',
      '--stripe-api-base',
      emulator.url,
      '--tax-mode',
      'taxRate',
      '--json',
    );
    const integration = JSON.parse(integ.stdout);
    expect(integration.webhookPath).toMatch(/^\/v1\/integrations\/id:int_/);
    // The endpoint is registered in the Stripe account, pointing at this integration.
    const [endpoint] = (await emulator.client('sk_test_cli').webhookEndpoints.list()).data;
    expect(endpoint).toMatchObject({ id: integration.webhookEndpointId, url: expect.stringContaining(integration.webhookPath) });
    const key = await levy('api-keys', 'create', sellerId, '--json');
    const second = JSON.parse(key.stdout);
    expect((await levy('api-keys', 'revoke', sellerId, second.apiKeyId)).stdout.trim()).toBe('Done.');

    const shown = JSON.parse((await levy('sellers', 'get', sellerId, '--json')).stdout);
    expect(shown).toMatchObject({
      name: 'CLI Co',
      accountingTimeZone: 'America/Chicago',
      registrations: [expect.objectContaining({ jurisId: 'us-TX', filingFrequency: 'monthly', election: 'singleLocalUseTaxRate' })],
      apiKeys: [expect.objectContaining({ id: apiKeyId, revokedAt: null }), expect.objectContaining({ id: second.apiKeyId })],
    });
    expect(shown.apiKeys[1].revokedAt).not.toBeNull();
  }, 60_000);

  it('prints readable lines without --json', async () => {
    const created = await levy('sellers', 'create', '--name', 'Plain Co');
    expect(created.stdout).toMatch(/^sellerId: sel_\S+\napiKeyId: key_\S+\napiKey: levy_\S+\n$/);
  });

  it('answers bad input with the API’s 400 text and exit code 2, writing nothing', async () => {
    const bad = await levy('sellers', 'create', '--name', 'X', '--rate-limit', '0');
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('Request body: "rateLimitPerSecond": Number must be greater than or equal to 1.');
    const missing = await levy('registrations', 'add', 'sel_x', '--from', '2026-01-01');
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim()).toBe('Request body: "jurisId": Required.');
    const election = await levy(
      'registrations',
      'add',
      'sel_x',
      '--juris',
      'us-CA',
      '--from',
      '2026-01-01',
      '--election',
      'singleLocalUseTaxRate',
    );
    expect([election.code, election.stderr.trim()]).toEqual([
      2,
      'Request body: "election": singleLocalUseTaxRate is an election of a us-TX registration only.',
    ]);
    expect(await database.db.prisma.seller.count({ where: { name: 'X' } })).toBe(0);
    // Three CLI processes, each starting on its own: 18-26 s on a quiet machine, past 30 s on a loaded one.
  }, 60_000);

  it('answers a conflict with its JSON and exit code 3', async () => {
    const res = await levy('api-keys', 'create', 'sel_missing');
    expect(res.code).toBe(3);
    expect(JSON.parse(res.stderr)).toEqual({ type: 'sellerIdNotFound' });
  });

  it('explains its usage for an unknown command or wrong arguments', async () => {
    const unknown = await levy('sellers', 'explode');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Usage: npm run levy -- <command> \[--json\]/);
    const wrong = await levy('api-keys', 'revoke', 'sel_only');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.trim()).toBe('Usage: npm run levy -- api-keys revoke SELLER_ID API_KEY_ID');
  });

  it('imports a ZIP rate table that calculations then use', async () => {
    const { sellerId } = JSON.parse((await levy('sellers', 'create', '--name', 'Rates Co', '--json')).stdout);
    const file = join(ROOT, 'test', 'fixtures', 'zip-rates-ny.csv');
    const res = await levy('rates', 'import', sellerId, '--file', file, '--effective', '2026-10-01');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^zipRateTableId: zrt_\S+\nrowCount: 3\neffectiveFrom: 2026-10-01\n$/);
    // Progress goes to standard error (a bar on a terminal, lines otherwise).
    expect(res.stderr).toMatch(/checking 100%\nwriting 100%/);
    const listed = JSON.parse((await levy('rates', 'list', sellerId, '--json')).stdout);
    expect(listed.zipRateTables).toEqual([
      expect.objectContaining({ sourceName: 'zip-rates-ny.csv', rowCount: 3, effectiveFrom: '2026-10-01' }),
    ]);

    const rows = await zipRatesOf(database.db.prisma, sellerId);
    const result = calculate(
      {
        lineItems: [{ productExternalId: 'goods', amount: 10000 }],
        currencyCode: 'USD',
        customerAddress: { country: 'US', region: 'NY', postalCode: '14201' },
        accountingDate: '2026-10-02',
      },
      { ...seller(), zipRates: indexZipRates(rows) },
    );
    expect(result.ok && result.value.taxAmountToCollect).toBe(875);
  }, 60_000);

  it.skipIf(withoutWi)(
    'imports deployment-wide tax data with a progress report',
    async () => {
      const rates = await levy('data', 'import', '--file', referenceFile(WI_RATES));
      expect([rates.code, rates.stdout]).toEqual([
        0,
        expect.stringMatching(/^fileId: tdf_\S+\nkind: sstRates\nstate: WI\nfileName: WIR2026Q2FEB18.csv\npublishedOn: 2026-02-18\n/),
      ]);
      expect(rates.stderr).toMatch(/checking 100%\n(writing 0%\n)?writing 100%/);
    },
    60_000,
  );

  it('imports a deployment-wide ZIP table from the day given, and lists the imports by state', async () => {
    const table = await levy(
      'data',
      'import',
      '--file',
      join(ROOT, 'test', 'fixtures', 'zip-rates-ny.csv'),
      '--kind',
      'zipRates',
      '--effective',
      '2026-10-01',
      '--json',
    );
    expect([table.code, JSON.parse(table.stdout)]).toEqual([
      0,
      expect.objectContaining({ kind: 'zipRates', state: 'NY', publishedOn: '2026-10-01', rowCount: 3 }),
    ]);
    const noDate = await levy('data', 'import', '--file', join(ROOT, 'test', 'fixtures', 'zip-rates-ny.csv'), '--kind', 'zipRates');
    expect([noDate.code, noDate.stderr]).toEqual([2, expect.stringContaining('effectiveFrom')]);
    const status = JSON.parse((await levy('data', 'status', '--json')).stdout);
    // Wisconsin's file is imported above where it is at hand.
    expect(status.states.map((s: { state: string; files: { kind: string }[] }) => [s.state, s.files.map((f) => f.kind)])).toEqual([
      ['NY', ['zipRates']],
      ...(withoutWi ? [] : [['WI', ['sstRates']]]),
    ]);
  }, 60_000);

  it('lists every region with its data sets in data status', async () => {
    const status = await levy('data', 'status');
    expect(status.code).toBe(0);
    const lines = status.stdout.split('\n');
    const content = builtInContent();
    // The built-in content as a whole is as current as its oldest edition in force: Texas's file of 2025 Q3.
    expect(lines[0]).toBe(`builtIn: ${content.version} (as of ${content.asOf}, STALE: vouched for through 2025-09-30)`);
    // One line per region of the built-in content; an imported state's line adds its files in force.
    for (const region of content.regions)
      expect(lines.filter((l) => l.startsWith(`${region.id} ${region.name}: built-in ${region.file}`))).toHaveLength(1);
    expect(lines.find((l) => l.startsWith('US-IL '))).toContain(
      'STALE: vouched for through 2026-06-30, by Illinois Department of Revenue, local sales tax rate file (county/municipality), 2026-01 edition',
    );
    // The imported files per state (the ZIP table above), as before.
    expect(lines).toContainEqual(expect.stringMatching(/^states: \[\{"state":/));
  }, 60_000);

  it.skipIf(withoutWi)(
    "adds an imported state's files in force to its line in data status",
    async () => {
      const imported = await levy('data', 'import', '--file', referenceFile(WI_RATES));
      expect(imported.code).toBe(0);
      const lines = (await levy('data', 'status')).stdout.split('\n');
      expect(lines.find((l) => l.startsWith('US-WI '))).toMatch(
        /; sstRates WIR2026Q2FEB18\.csv \(2026-02-18, (STALE: vouched for|good) through 2026-06-30\)/,
      );
    },
    60_000,
  );

  it('refuses a broken table with the line and writes nothing', async () => {
    const { sellerId } = JSON.parse((await levy('sellers', 'create', '--name', 'Broken Rates', '--json')).stdout);
    const file = join(home, 'broken.csv');
    await writeFile(
      file,
      'State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate,EstimatedCountyRate,EstimatedCityRate,EstimatedSpecialRate,RiskLevel\nNY,1000,X,0.1,0.04,0,0,0,1\n',
    );
    const res = await levy('rates', 'import', sellerId, '--file', file, '--effective', '2026-10-01');
    expect(res.code).toBe(3);
    expect(JSON.parse(res.stderr.trim().split('\n').at(-1)!)).toEqual({
      type: 'rateTableInvalid',
      line: 2,
      message: '"1000" is not a five-digit ZIP code',
    });
    expect(await database.db.prisma.zipRateTable.count({ where: { sellerId } })).toBe(0);
    const missing = await levy('rates', 'import', sellerId, '--file', join(home, 'nope.csv'), '--effective', '2026-10-01');
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim()).toBe(`Cannot read ${join(home, 'nope.csv')}: ENOENT`);
  });

  it('migrates the configured database', async () => {
    const res = await levy('migrate');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Applied 0 migration\(s\); the database is up to date \(\d+ in all\)\./);
  });
});
