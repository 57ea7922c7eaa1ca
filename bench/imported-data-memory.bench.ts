// The API process's memory with a whole state's Streamlined Sales Tax data imported, and what a
// calculation placed by it costs. Minnesota's real 2026-Q2 rate file (../shared/reference/data/sst, beside the repository) and a
// boundary file of the full file's size made from the ZIP table (the repository holds only the
// first 100 lines of the real one): for each Minnesota ZIP code one ZIP5 record and 50 ZIP+4
// ranges, each with its county, a city and two districts. Target: RSS at most 300 MB.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import table from '../src/tax/data/generated/zip-places.json' with { type: 'json' };
import { BENCH_ADMIN_TOKEN, ROOT, percentile, startBenchLevy, withScratchDatabase, writeResult } from './support.ts';

const SLICES = 50;
const exec = promisify(execFile);

function boundaryFile(): { text: string; lines: number; zips: string[] } {
  const zips = Object.entries(table.zips as unknown as Record<string, [string, string, [string, number]]>).filter(
    ([, [state]]) => state === 'MN',
  );
  const lines: string[] = [];
  const record = (type: string, zipLow: string, extLow: string, zipHigh: string, extHigh: string, county: string) => {
    const cells = Array.from({ length: 89 }, () => '');
    Object.assign(cells, {
      0: type,
      1: '20260101',
      2: '29991231',
      17: zipLow,
      18: extLow,
      19: zipHigh,
      20: extHigh,
      22: '27',
      23: '27',
      24: county,
      25: '43000',
      29: 'ST',
      30: '80004',
      31: '63',
      32: 'ST',
      33: '80005',
      34: '63',
    });
    lines.push(cells.join(','));
  };
  for (const [zip, [, , [county]]] of zips) {
    record('Z', zip, '', zip, '', county.slice(2));
    for (let i = 0; i < SLICES; i++) {
      const low = String(Math.floor((i * 10000) / SLICES)).padStart(4, '0');
      const high = String(Math.floor(((i + 1) * 10000) / SLICES) - 1).padStart(4, '0');
      record('4', zip, low, zip, high, county.slice(2));
    }
  }
  return { text: lines.join('\n'), lines: lines.length, zips: zips.map(([zip]) => zip) };
}

function rssMb(pid: number): Promise<number> {
  return readFile(`/proc/${pid}/status`, 'utf8').then((s) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(s)![1]) / 1024));
}

export async function run(): Promise<Record<string, unknown>> {
  return withScratchDatabase(async (databaseUrl) => {
    // Measured on the compiled build, as the image runs it: tsx's in-process compilation alone adds
    // about 100 MB (its transform of the ZIP table's JSON most of it).
    await exec('npm', ['run', 'build'], { cwd: ROOT });
    const levy = await startBenchLevy({ DATABASE_URL: databaseUrl, LEVY_WORKERS: 'off' }, { compiled: true });
    // A second API process on the same database: it only reloads what the first one imports, as
    // every process of a deployment does.
    const other = await startBenchLevy({ DATABASE_URL: databaseUrl, LEVY_WORKERS: 'off' }, { compiled: true });
    try {
      const { apiKey } = await levy.seller({
        accountingTimeZone: 'America/Chicago',
        registrations: ['us-MN'],
        products: [['goods', 'tangibleGoods']],
      });
      const calculate = (postalCode: string) =>
        levy.post('/v1/seller/transactions/createEphemeral', apiKey, {
          lineItems: [{ productExternalId: 'goods', amount: 10000 }],
          currencyCode: 'USD',
          customerAddress: { country: 'US', region: 'MN', postalCode },
          accountingDate: '2026-11-01',
        });
      await calculate('55455');
      await other.post('/v1/seller/transactions/createEphemeral', apiKey, {
        lineItems: [{ productExternalId: 'goods', amount: 10000 }],
        currencyCode: 'USD',
        customerAddress: { country: 'US', region: 'MN', postalCode: '55455' },
        accountingDate: '2026-11-01',
      });
      const before = await rssMb(levy.pid);
      const otherBefore = await rssMb(other.pid);
      const boundaries = boundaryFile();
      const rates = await readFile(join(ROOT, '..', 'shared', 'reference', 'data', 'sst', 'MNR2026Q2FEB18.csv'), 'utf8');
      for (const [fileName, contents] of [
        ['MNR2026Q2FEB18.csv', rates],
        ['MNB2026Q2FEB18.csv', boundaries.text],
      ] as const) {
        const res = await levy.post('/admin/v1/taxData/import', BENCH_ADMIN_TOKEN, { fileName, contents });
        if (res.status !== 200) throw new Error(`import answered ${res.status}: ${await res.text()}`);
      }
      // The import is applied in the background: wait until calculations use it.
      for (let i = 0; i < 100; i++) {
        const body = (await (await calculate('55455-1234')).json()) as { taxComplianceMessage: unknown };
        if (body.taxComplianceMessage === null) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      // Reloads triggered by the import (and its echo through Redis) may still be parsing.
      await new Promise((r) => setTimeout(r, 3_000));
      const times: number[] = [];
      for (const zip of boundaries.zips.slice(0, 300)) {
        const start = performance.now();
        await (await calculate(`${zip}-4321`)).arrayBuffer();
        times.push(performance.now() - start);
      }
      const after = await rssMb(levy.pid);
      const otherAfter = await rssMb(other.pid);
      times.sort((a, b) => a - b);
      const result = {
        boundaryLines: boundaries.lines,
        rssBeforeImportMb: before,
        rssAfterImportMb: after,
        otherProcessRssBeforeMb: otherBefore,
        otherProcessRssAfterReloadMb: otherAfter,
        calculationOverHttpP50Ms: Math.round(percentile(times, 50) * 100) / 100,
        targets: { rssMb: 300 },
      };
      await writeResult('imported-data-memory', result);
      return result;
    } finally {
      await Promise.all([levy.stop(), other.stop()]);
    }
  });
}
