// One history and one status for the built-in content and imported files, on PostgreSQL: a start
// keeps the built-in content version it runs (once, however many processes start with it), the
// imported-data loader ignores it, and the status lists every region with its data sets in force.
// The real Minnesota rate file is read from ../shared/reference/data/sst (test/support/reference-data.ts):
// without it, the test that imports it is skipped.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordBuiltInContent } from '../../src/admin/tax-data.ts';
import { currentTaxDataFileIds, currentTaxDataFiles } from '../../src/store/tax-data-files.ts';
import { builtInContent } from '../../src/tax/index.ts';
import { deleteRedisKeys, startTestLevy, type TestLevy } from '../support/levy.ts';
import { readReferenceFile, withoutReferenceData } from '../support/reference-data.ts';

const MN_RATES_FILE = 'sst/MNR2026Q2FEB18.csv';
const mnRates = () => ({ fileName: 'MNR2026Q2FEB18.csv', contents: readReferenceFile(MN_RATES_FILE) });
// A later Minnesota rate file (one row, valid): it replaces the first in force.
const MN_RATES_LATER = { fileName: 'MNR2026Q3MAY20.csv', contents: '27,45,27,0.06875,0.06875,0,0,20090701,29991231\n' };

const content = builtInContent();
let t: TestLevy;

beforeAll(async () => {
  t = await startTestLevy();
});
afterAll(() => t.close());

const builtInRows = () => t.database.db.prisma.taxDataFile.findMany({ where: { kind: 'builtIn' } });

describe('the built-in content in the data-set history', () => {
  it('is recorded by a start, with its whole text', async () => {
    const rows = await builtInRows();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ state: '*', fileName: `content@${content.version}`, sha256: content.hash, rowCount: content.files.length });
    expect(row!.publishedOn.toISOString().slice(0, 10)).toBe(content.asOf);
    expect(gunzipSync(row!.contents).toString('utf8')).toBe(content.bundle());
  });

  it('is not recorded again by a second start, nor by two processes at once', async () => {
    const second = await startTestLevy({ database: t.database });
    try {
      expect(await builtInRows()).toHaveLength(1);
    } finally {
      // Only this instance's own services: the database belongs to the first.
      await second.levy.close();
      await deleteRedisKeys(second.redisPrefix);
    }
    await t.database.db.prisma.taxDataFile.deleteMany({ where: { kind: 'builtIn' } });
    const outcomes = await Promise.all([recordBuiltInContent(t.levy.ctx), recordBuiltInContent(t.levy.ctx)]);
    expect(outcomes.sort()).toEqual(['alreadyRecorded', 'recorded']);
    expect(await builtInRows()).toHaveLength(1);
  });

  it('is not imported data: the loader and the imported files per state leave it out', async () => {
    expect(await currentTaxDataFiles(t.database.db.prisma)).toEqual([]);
    expect(await currentTaxDataFileIds(t.database.db.prisma)).toBe('');
    expect(await t.levy.ctx.importedTaxData.places()).toBeUndefined();
    const status = (await t.admin('/admin/v1/taxData/status')).json();
    expect(status.states).toEqual([]);
    // As current as its oldest edition in force: the Texas Comptroller's file of 2025 Q3.
    expect(status.builtIn).toEqual({
      version: content.version,
      asOf: content.asOf,
      hash: content.hash,
      goodThrough: '2025-09-30',
      stale: true,
    });
    expect(status.builtInHistory).toEqual([{ version: content.version, asOf: content.asOf, firstRecordedAt: expect.any(String) }]);
  });
});

describe('the status per region', () => {
  it('names the edition each state built from an official table rests on, and the day it vouches through', async () => {
    const status = (await t.admin('/admin/v1/taxData/status')).json();
    const builtInOf = (region: string) => status.regions.find((r: { region: string }) => r.region === region).dataSets[0];
    expect(builtInOf('US-IL')).toMatchObject({
      goodThrough: '2026-06-30',
      stale: true,
      editions: [
        {
          by: 'Illinois Department of Revenue, local sales tax rate file (county/municipality), 2026-01 edition',
          kind: 'edition',
          through: '2026-06-30',
          stale: true,
          rates: expect.any(Number),
        },
      ],
    });
    expect(builtInOf('US-CA').editions[0]).toMatchObject({ kind: 'edition', through: '2026-03-31' });
    expect(builtInOf('US-TX').editions[0]).toMatchObject({ kind: 'edition', through: '2025-09-30' });
    // New York was built from no table: its sources, read in November 2026, vouch through the quarter.
    expect(builtInOf('US-NY')).toMatchObject({ goodThrough: '2026-12-31' });
    expect(builtInOf('US-NY').editions.every((e: { kind: string }) => e.kind === 'read')).toBe(true);
  });

  it('lists every region of the built-in content with the built-in data set', async () => {
    const status = (await t.admin('/admin/v1/taxData/status')).json();
    expect(status.regions).toEqual(
      content.regions.map((r) => ({
        region: r.id,
        name: r.name,
        dataSets: [
          {
            kind: 'builtIn',
            version: content.version,
            asOf: content.asOf,
            file: r.file,
            goodThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            stale: expect.any(Boolean),
            editions: expect.any(Array),
          },
        ],
      })),
    );
  });

  it.skipIf(withoutReferenceData(MN_RATES_FILE))('adds the files in force to an imported state, and only those', async () => {
    for (const file of [mnRates(), MN_RATES_LATER]) expect((await t.admin('/admin/v1/taxData/import', file)).status).toBe(200);
    const status = (await t.admin('/admin/v1/taxData/status')).json();
    const minnesota = status.regions.find((r: { region: string }) => r.region === 'US-MN');
    const builtIn = content.regions.find((r) => r.id === 'US-MN');
    expect(minnesota.dataSets).toEqual([
      ...(builtIn === undefined
        ? []
        : [
            {
              kind: 'builtIn',
              version: content.version,
              asOf: content.asOf,
              file: builtIn.file,
              // Minnesota's built-in rates rest on its Streamlined rate file of 2026 Q2.
              goodThrough: '2026-06-30',
              stale: true,
              editions: [expect.objectContaining({ kind: 'edition', through: '2026-06-30' })],
            },
          ]),
      // A 2026-Q3 file vouches for its rates through 2026-09-30: past that, stale.
      {
        kind: 'sstRates',
        fileName: 'MNR2026Q3MAY20.csv',
        publishedOn: '2026-05-20',
        importedAt: expect.any(String),
        goodThrough: '2026-09-30',
        stale: true,
      },
    ]);
    // Every other region still has the built-in content alone.
    expect(status.regions.filter((r: { region: string; dataSets: unknown[] }) => r.region !== 'US-MN' && r.dataSets.length !== 1)).toEqual(
      [],
    );
    // The imported files per state are as before: both files, the older no longer in force.
    expect(status.states).toEqual([
      expect.objectContaining({
        state: 'MN',
        files: [
          expect.objectContaining({ fileName: 'MNR2026Q3MAY20.csv', inForce: true }),
          expect.objectContaining({ fileName: 'MNR2026Q2FEB18.csv', inForce: false }),
        ],
      }),
    ]);
  });
});
