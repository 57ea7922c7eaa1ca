// `levy data update` (admin API `POST /admin/v1/taxData/update`): brings every official source the
// deployment uses to its latest edition in one step. The sources are the Streamlined Sales Tax rate
// and boundary files of every state the deployment imported (and any state asked for), and the
// official tables the built-in content was built from (tax-data-tables-update.ts). Per source:
// find the newest edition at the location (the publisher's page by default, or a local folder), read
// it, check it (format and state, its quarter not older than the file in force, no fewer than 90 %
// of that file's rows, every rate within 0-10 %, different from the file in force), then import the
// files that passed together, all or none, and report what they change: rates up and down,
// jurisdictions added and ended, and how many of each seller's customers of the last 12 months the
// changes touch. A source that fails changes nothing and says why.
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { newId } from '../lib/ids.ts';
import { conflict, ok, type Outcome } from '../lib/result.ts';
import { currentTaxDataFiles, insertTaxDataFiles, recentUsCustomers, type TaxDataFileRow } from '../store/tax-data-files.ts';
import { zipStates } from '../tax/address/zip-places.ts';
import { addDays, isoDate } from '../tax/dates.ts';
import { importedDataOf, importedPlaceLookup, parseTaxDataFile, type LoadedTaxDataFile } from '../tax/index.ts';
import { implausibleRate, sstRateChanges } from '../tax/imports/rate-file-changes.ts';
import type { SstRateRow } from '../tax/imports/sst-rates.ts';
import { listSstFiles, locationOf, newestOf, readFound, SST_FILES_PAGE, type FoundFile } from './tax-data-sources.ts';
import { pendingSource, type SourceUpdate } from './tax-data-source-update.ts';
import { updateOfficialTables } from './tax-data-tables-update.ts';

export type { SourceUpdate };

export const updateTaxDataBody = z.strictObject({
  /** Where to look: a URL of a page or directory listing that links the files, or an absolute folder path. Default: the deployment's setting (TAX_DATA_UPDATE_FROM), else the publisher's page. */
  from: z.string().min(1).max(2000).optional(),
  /** States to bring in beyond those already imported (USPS codes). */
  states: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'must be a USPS state code (MN)'))
    .max(60)
    .optional(),
  /**
   * Where to look for the official tables the built-in content was built from (IDOR, CDTFA, the Texas
   * Comptroller, Washington DOR): a page or an absolute folder for all of them. Default: the
   * deployment's setting (TAX_DATA_TABLES_FROM), else `from` when it is a folder, else each publisher's page.
   */
  tablesFrom: z.string().min(1).max(2000).optional(),
  /** Check and report, import nothing. */
  dryRun: z.boolean().optional(),
});
export type UpdateTaxDataInput = z.output<typeof updateTaxDataBody>;

export interface TaxDataUpdate {
  from: string;
  dryRun: boolean;
  sources: SourceUpdate[];
  /** Per seller, the customers of the last 12 months (by customer id) whose ZIP code a change reaches. */
  /** Null when they could not be counted after the files were imported (logged): never an empty list that would read as none. */
  customersTouched: { sellerId: string; customers: number; jurisIds: string[] }[] | null;
}

export const UPDATE_TAX_DATA_CONFLICTS = ['taxDataSourceUnreachable'] as const;

const KINDS = [
  { kind: 'sstRates', letter: 'R' },
  { kind: 'sstBoundaries', letter: 'B' },
] as const;

/** A file may lose a few rows from one edition to the next (ended districts); not a tenth of them. */
const MIN_ROW_SHARE = 0.9;

export async function updateTaxData(
  ctx: AppContext,
  input: UpdateTaxDataInput,
  now = new Date(),
): Promise<Outcome<TaxDataUpdate, typeof UPDATE_TAX_DATA_CONFLICTS>> {
  const from = input.from ?? ctx.taxDataUpdateFrom ?? SST_FILES_PAGE;
  const location = locationOf(from);
  if (location === null)
    return conflict({ type: 'taxDataSourceUnreachable', message: `"${from}" is neither an http(s) URL nor an absolute folder path.` });
  let offered: FoundFile[];
  try {
    offered = await listSstFiles(location);
  } catch (err) {
    if (!input.dryRun) ctx.metrics.taxDataUpdates.inc({ outcome: 'unreachable' });
    return conflict({
      type: 'taxDataSourceUnreachable',
      message: `Could not read ${from}: ${err instanceof Error ? err.message : String(err)}`,
    });
  }

  const inForce = await currentTaxDataFiles(ctx.prisma);
  const states = [
    ...new Set([
      ...inForce.filter((f) => f.kind === 'sstRates' || f.kind === 'sstBoundaries').map((f) => f.state),
      ...(input.states ?? []),
    ]),
  ].sort();
  const sources: SourceUpdate[] = [];
  const accepted: { row: TaxDataFileRow; source: SourceUpdate; rows?: SstRateRow[]; previousRows?: SstRateRow[] }[] = [];
  const today = isoDate(now);
  for (const state of states) {
    for (const { kind, letter } of KINDS) {
      const current = inForce.find((f) => f.kind === kind && f.state === state) ?? null;
      const source = pendingSource(kind, state, current);
      sources.push(source);
      const newest = newestOf(offered, state, letter);
      if (newest === null) {
        source.reason = `No ${state}${letter}<year>Q<quarter><MON><DD>.csv at ${from}.`;
        continue;
      }
      source.fileName = newest.name;
      const checked = await check(newest, kind, state, current);
      if ('reason' in checked) {
        source.reason = checked.reason;
        if (checked.current) source.outcome = 'current';
        continue;
      }
      source.outcome = 'updated';
      source.rowCount = checked.row.rowCount;
      const previousRows = current !== null && kind === 'sstRates' ? rateRows(gunzipSync(current.contents).toString('utf8')) : [];
      if (kind === 'sstRates') source.changes = sstRateChanges(state, previousRows, checked.rows!, addDays(today, -30));
      accepted.push({ row: checked.row, source });
    }
  }

  if (!input.dryRun && accepted.length > 0) {
    await insertTaxDataFiles(
      ctx.prisma,
      accepted.map((a) => a.row),
    );
    // Imported now: what follows must not make the run look as if nothing was. Every process also
    // rechecks the files in force on its own, so a lost announcement only delays the reload.
    for (const state of new Set(accepted.map((a) => a.row.state)))
      await ctx.taxDataChanges
        .announce(state)
        .catch((err: unknown) => ctx.log.warn({ err, state }, 'could not announce the imported files'));
  }
  // The official tables, each imported on its own through `levy data import`'s checks (after the Streamlined files).
  const tablesFrom = input.tablesFrom ?? ctx.taxDataTablesFrom ?? (location.kind === 'folder' ? from : null);
  const tablesAt = tablesFrom === null ? null : locationOf(tablesFrom);
  if (tablesFrom !== null && tablesAt === null)
    return conflict({
      type: 'taxDataSourceUnreachable',
      message: `"${tablesFrom}" is neither an http(s) URL nor an absolute folder path.`,
    });
  sources.push(...(await updateOfficialTables(ctx, tablesAt, input.dryRun === true)));
  const customersTouched = await touchedCustomers(
    ctx,
    sources,
    inForce,
    accepted.map((a) => a.row),
    now,
  ).catch((err: unknown) => {
    if (input.dryRun || accepted.length === 0) throw err;
    ctx.log.warn({ err }, 'imported, but could not count the customers the changes touch');
    return null;
  });
  if (!input.dryRun) for (const s of sources) ctx.metrics.taxDataUpdates.inc({ outcome: s.outcome });
  return ok({ from, dryRun: input.dryRun === true, sources, customersTouched });
}

type Checked = { row: TaxDataFileRow; rows?: SstRateRow[] } | { reason: string; current?: true };

/** Reads and checks one edition against the file in force; the row to store, or why not. */
async function check(
  found: FoundFile,
  kind: 'sstRates' | 'sstBoundaries',
  state: string,
  current: TaxDataFileRow | null,
): Promise<Checked> {
  if (current !== null && current.fileName === found.name) return { reason: `${found.name} is the file in force.`, current: true };
  const currentQuarter = current === null ? null : quarterOfName(current.fileName);
  if (currentQuarter !== null && found.sst.year * 4 + found.sst.quarter < currentQuarter)
    return { reason: `${found.name} is for an earlier quarter than ${current!.fileName}, the file in force.`, current: true };
  let text: string;
  try {
    text = await readFound(found);
  } catch (err) {
    return { reason: `Could not read ${found.name}: ${err instanceof Error ? err.message : String(err)}` };
  }
  const sha256 = createHash('sha256').update(text).digest('hex');
  if (current !== null && current.sha256 === sha256)
    return { reason: `${found.name} holds the same rows as ${current.fileName}, the file in force.`, current: true };
  const parsed = parseTaxDataFile(kind, text, { purpose: 'check' });
  if (!parsed.ok)
    return {
      reason: `${found.name} is not a valid ${kind === 'sstRates' ? 'rate' : 'boundary'} file: line ${parsed.line}: ${parsed.message}`,
    };
  if (parsed.states.length !== 1 || parsed.states[0] !== state)
    return { reason: `${found.name} has rows for ${parsed.states.join(', ') || 'no state'}, not ${state}.` };
  if (current !== null && parsed.rowCount < current.rowCount * MIN_ROW_SHARE) {
    return { reason: `${found.name} has ${parsed.rowCount} rows where ${current.fileName} has ${current.rowCount}: it looks truncated.` };
  }
  let rows: SstRateRow[] | undefined;
  if (parsed.file.kind === 'sstRates') {
    rows = parsed.file.rows;
    const implausible = implausibleRate(rows);
    if (implausible !== null) return { reason: `${found.name} line ${implausible.line}: ${implausible.message}.` };
  }
  const row: TaxDataFileRow = {
    id: newId('tdf'),
    kind,
    state,
    fileName: found.name,
    sha256,
    publishedOn: new Date(`${found.sst.published}T00:00:00Z`),
    rowCount: parsed.rowCount,
    contents: gzipSync(text),
  };
  return rows === undefined ? { row } : { row, rows };
}

function quarterOfName(fileName: string): number | null {
  const m = /^[A-Z]{2}[RB](\d{4})Q([1-4])/i.exec(fileName);
  return m === null ? null : Number(m[1]) * 4 + Number(m[2]);
}

function rateRows(text: string): SstRateRow[] {
  const parsed = parseTaxDataFile('sstRates', text, { purpose: 'check' });
  return parsed.ok && parsed.file.kind === 'sstRates' ? parsed.file.rows : [];
}

/**
 * Per seller, how many customers of the last 12 months a change reaches: each customer's ZIP code is
 * placed with the data as it stands after the update (its state's files in force), and counted where
 * that places it in a changed jurisdiction.
 */
async function touchedCustomers(
  ctx: AppContext,
  sources: readonly SourceUpdate[],
  before: readonly TaxDataFileRow[],
  added: readonly TaxDataFileRow[],
  now: Date,
): Promise<NonNullable<TaxDataUpdate['customersTouched']>> {
  const changed = new Map<string, Set<string>>();
  for (const s of sources) for (const c of s.changes) changed.set(s.state, (changed.get(s.state) ?? new Set()).add(c.jurisId));
  if (changed.size === 0) return [];
  const files = [...added, ...before.filter((f) => !added.some((a) => a.kind === f.kind && a.state === f.state))].filter((f) =>
    changed.has(f.state),
  );
  const loaded: LoadedTaxDataFile[] = files.flatMap((f) => {
    const parsed = parseTaxDataFile(f.kind, gunzipSync(f.contents).toString('utf8'), { purpose: 'load' });
    return parsed.ok ? [{ id: f.id, state: f.state, fileName: f.fileName, publishedOn: isoDate(f.publishedOn), file: parsed.file }] : [];
  });
  const lookup = importedPlaceLookup(importedDataOf(loaded));
  const today = isoDate(now);
  const since = new Date(`${addDays(today, -365)}T00:00:00Z`);
  const bySeller = new Map<string, { customers: Set<string>; jurisIds: Set<string> }>();
  const placed = new Map<string, string[]>();
  for (const { sellerId, customer, region, zip } of await recentUsCustomers(ctx.prisma, since)) {
    for (const state of region !== null ? [region.toUpperCase()] : zipStates(zip)) {
      const ids = changed.get(state);
      if (ids === undefined) continue;
      const key = `${state}|${zip}`;
      let jurisIds = placed.get(key);
      if (jurisIds === undefined)
        placed.set(
          key,
          (jurisIds = (lookup({ state, zip5: zip, plus4: null, line1: null }, today)?.jurisdictions ?? [])
            .map((j) => j.id)
            .filter((id) => ids.has(id))),
        );
      if (jurisIds.length === 0) continue;
      const entry = bySeller.get(sellerId) ?? { customers: new Set(), jurisIds: new Set() };
      entry.customers.add(customer);
      for (const id of jurisIds) entry.jurisIds.add(id);
      bySeller.set(sellerId, entry);
    }
  }
  return [...bySeller]
    .map(([sellerId, e]) => ({ sellerId, customers: e.customers.size, jurisIds: [...e.jurisIds].sort() }))
    .sort((a, b) => a.sellerId.localeCompare(b.sellerId));
}
