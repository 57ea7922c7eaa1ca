// Deployment-wide tax data (admin API and `npm run levy -- data ...`): importing the official
// Streamlined Sales Tax rate and boundary files, and what is loaded per state. An import is
// checked whole before anything is stored (all or nothing), recognised when repeated (same
// contents), kept as history, and applied by every process without a restart.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { newId } from '../lib/ids.ts';
import { conflict, ok, type Result } from '../lib/result.ts';
import { insertTaxDataFile, taxDataFiles } from '../store/tax-data-files.ts';
import { isoDate } from '../tax/dates.ts';
import { parseSstBoundaries } from '../tax/imports/sst-boundaries.ts';
import { parseSstFileName, parseSstRates, stateOfFips } from '../tax/imports/sst-rates.ts';

export const importTaxDataBody = z.strictObject({
  /** The publisher's file name, which says what the file is: MNR2026Q2FEB18.csv (rates), MNB2026Q2FEB18.csv (boundaries). */
  fileName: z.string().min(1).max(255),
  contents: z.string().min(1),
});
export type ImportTaxDataInput = z.output<typeof importTaxDataBody>;

export const taxDataStatusBody = z.strictObject({});

export interface ImportedFile {
  fileId: string;
  kind: 'sstRates' | 'sstBoundaries';
  state: string;
  fileName: string;
  publishedOn: string;
  rowCount: number;
  /** True when the same file was imported before: nothing changed. */
  alreadyImported: boolean;
}

export async function importTaxDataFile(
  ctx: AppContext,
  input: ImportTaxDataInput,
  onProgress?: (p: { phase: string; done: number; total: number }) => void,
): Promise<Result<ImportedFile>> {
  const name = parseSstFileName(input.fileName);
  if (name === null) {
    return conflict({ type: 'taxDataFileNotRecognised', message: `"${input.fileName}" is not a Streamlined Sales Tax file name (<state><R|B><year>Q<quarter><MON><DD>, e.g. MNR2026Q2FEB18.csv).` });
  }
  onProgress?.({ phase: 'parse', done: 0, total: 1 });
  const parsed = name.kind === 'R' ? parseSstRates(input.contents) : parseSstBoundaries(input.contents);
  if (!parsed.ok) return conflict({ type: 'taxDataFileInvalid', line: parsed.line, message: parsed.message });
  // Rows name their state by FIPS code ("27"), the file name by USPS code ("MN").
  const rowsState = stateOfFips(parsed.state) ?? parsed.state;
  if (rowsState !== name.state) return conflict({ type: 'taxDataFileInvalid', line: 1, message: `The file name says ${name.state}; its rows are for ${rowsState}.` });
  const rowCount = 'rows' in parsed ? parsed.rows.length : parsed.records.length;
  if (rowCount === 0) return conflict({ type: 'taxDataFileInvalid', line: 1, message: 'The file has no rows.' });
  onProgress?.({ phase: 'write', done: 0, total: 1 });
  const row = {
    id: newId('tdf'),
    kind: name.kind === 'R' ? ('sstRates' as const) : ('sstBoundaries' as const),
    state: name.state,
    fileName: input.fileName,
    sha256: createHash('sha256').update(input.contents).digest('hex'),
    publishedOn: new Date(`${name.published}T00:00:00Z`),
    rowCount,
    contents: gzipSync(input.contents),
  };
  const outcome = await insertTaxDataFile(ctx.prisma, row);
  onProgress?.({ phase: 'write', done: 1, total: 1 });
  // Every process (this one included) rebuilds its imported data.
  if (outcome === 'imported') await ctx.taxDataChanges.announce(name.state);
  const stored = outcome === 'imported' ? row : (await taxDataFiles(ctx.prisma)).find((f) => f.kind === row.kind && f.state === row.state && f.sha256 === row.sha256)!;
  return ok({ fileId: stored.id, kind: row.kind, state: row.state, fileName: stored.fileName, publishedOn: name.published, rowCount, alreadyImported: outcome === 'alreadyImported' });
}

/** Per state: the files in force and older ones, and whether the data is older than the current quarter. */
export async function taxDataStatus(ctx: AppContext, now = new Date()) {
  const files = await taxDataFiles(ctx.prisma);
  const currentQuarter = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3);
  const states = new Map<string, { state: string; files: { kind: string; fileName: string; publishedOn: string; importedAt: string; rowCount: number; inForce: boolean }[]; stale: boolean }>();
  const inForce = new Set<string>();
  for (const f of files) {
    const entry = states.get(f.state) ?? { state: f.state, files: [], stale: false };
    const key = `${f.kind}|${f.state}`;
    const current = !inForce.has(key);
    inForce.add(key);
    const name = parseSstFileName(f.fileName);
    if (current && name !== null && name.year * 4 + (name.quarter - 1) < currentQuarter) entry.stale = true;
    entry.files.push({ kind: f.kind, fileName: f.fileName, publishedOn: isoDate(f.publishedOn), importedAt: f.importedAt.toISOString(), rowCount: f.rowCount, inForce: current });
    states.set(f.state, entry);
  }
  return ok({ states: [...states.values()], builtIn: 'Built-in data (src/tax/data) covers every state and stays the fallback where nothing is imported.' });
}
