// The official tables the built-in content was built from (IDOR's Illinois file, CDTFA's California
// table, the Texas Comptroller's rates file, Washington DOR's rate table), brought to their newest
// edition by `levy data update` like the Streamlined files: found by the publisher's file name at
// its download location (or one page or folder for all: TAX_DATA_TABLES_FROM, --tables-from),
// checked (newer than the edition in force, built-in or imported; its format and state; no fewer
// than 90 % of the rows of the file in force), and imported through the same checks as
// `levy data import`. A newer edition vouches for the rows it leaves as they were, so importing one
// clears rateDataMayBeStale for what it covers (calculate.ts vouchingOn).
import { createHash } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { currentTaxDataFiles } from '../store/tax-data-files.ts';
import { builtInContent, parseTaxDataFile, type TaxDataKind } from '../tax/index.ts';
import { CDTFA_URL } from '../tax/imports/official-tables/cdtfa.ts';
import { IDOR_URL } from '../tax/imports/official-tables/idor.ts';
import { TX_RATES_URL } from '../tax/imports/official-tables/tx-rates.ts';
import { txRatesFileQuarter } from '../tax/imports/tx-local-rates.ts';
import { WA_DOR_RATES_URL } from '../tax/imports/wa-dor.ts';
import { importTaxDataFile } from './tax-data.ts';
import { listFiles, readFound, type LinkedFile, type Location } from './tax-data-sources.ts';
import { pendingSource, type SourceUpdate } from './tax-data-source-update.ts';

/** A file may lose a few rows from one edition to the next; not a tenth of them. */
const MIN_ROW_SHARE = 0.9;

export interface TableSource {
  kind: Extract<TaxDataKind, 'ilIdor' | 'caCdtfa' | 'txRates' | 'waRates'>;
  state: string;
  /** The publisher's download page, where the editions are linked: also the built-in content's source of record for the table. */
  page: string;
  /** The file name the publisher gives each edition, and the first day that edition is for. */
  editionOf: (fileName: string) => string | null;
  /** What the name looks like, for a report that found none. */
  pattern: string;
}

/** The first day of a calendar quarter. */
const quarterStart = (year: number, quarter: number) => `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`;

export const TABLE_SOURCES: readonly TableSource[] = [
  {
    kind: 'ilIdor',
    state: 'IL',
    page: IDOR_URL,
    editionOf: (name) => /^ordmache-(\d{4})-(\d{2})\.txt$/i.exec(name)?.slice(1, 3).join('-').concat('-01') ?? null,
    pattern: 'ordmache-<YYYY>-<MM>.txt',
  },
  {
    kind: 'caCdtfa',
    state: 'CA',
    page: CDTFA_URL,
    editionOf: (name) => {
      const m = /^SalesTaxRates(\d{1,2})-(\d{1,2})-(\d{2})\.csv$/i.exec(name);
      return m === null ? null : `20${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
    },
    pattern: 'SalesTaxRates<M>-<D>-<YY>.csv',
  },
  {
    kind: 'txRates',
    state: 'TX',
    page: TX_RATES_URL,
    editionOf: (name) => {
      const q = /^tax_jurisdiction_rates-/i.test(name) ? txRatesFileQuarter(name) : null;
      return q === null ? null : quarterStart(q.year, q.quarter);
    },
    pattern: 'tax_jurisdiction_rates-<YYYY>Q<q>.csv',
  },
  {
    kind: 'waRates',
    state: 'WA',
    page: WA_DOR_RATES_URL,
    editionOf: (name) => {
      const m = /^Rates_?(\d{2}|\d{4})Q([1-4])\.csv$/i.exec(name);
      return m === null ? null : quarterStart(Number(m[1]!.length === 2 ? `20${m[1]}` : m[1]), Number(m[2]));
    },
    pattern: 'Rates_<YY>Q<q>.csv',
  },
];

/** The first day of the edition the built-in content was built from, by the table's source of record. */
const builtInEdition = (table: TableSource) => builtInContent().sources.get(table.page)?.edition?.from ?? null;

/** A location as a report names it. */
const named = (where: Location) => (where.kind === 'web' ? where.url.href : where.path);

/**
 * Each table at `location` (a page or folder for all of them), else at its publisher's page: the
 * outcome per table, imported unless `dryRun`.
 */
export async function updateOfficialTables(ctx: AppContext, location: Location | null, dryRun: boolean): Promise<SourceUpdate[]> {
  const inForce = await currentTaxDataFiles(ctx.prisma);
  const listed = new Map<string, Promise<LinkedFile[]>>();
  const filesAt = (where: Location) => {
    if (!listed.has(named(where))) listed.set(named(where), listFiles(where));
    return listed.get(named(where))!;
  };
  const updates: SourceUpdate[] = [];
  for (const table of TABLE_SOURCES) {
    const current = inForce.find((f) => f.kind === table.kind && f.state === table.state) ?? null;
    const update = pendingSource(table.kind, table.state, current);
    updates.push(update);
    const where = location ?? { kind: 'web' as const, url: new URL(table.page) };
    let offered: LinkedFile[];
    try {
      offered = await filesAt(where);
    } catch (err) {
      update.reason = `Could not read ${named(where)}: ${err instanceof Error ? err.message : String(err)}`;
      continue;
    }
    const editions = offered
      .map((f) => ({ file: f, edition: table.editionOf(f.name) }))
      .filter((e): e is { file: LinkedFile; edition: string } => e.edition !== null)
      .sort((a, b) => b.edition.localeCompare(a.edition));
    const newest = editions[0];
    if (newest === undefined) {
      update.reason = `No ${table.pattern} at ${named(where)}.`;
      continue;
    }
    update.fileName = newest.file.name;
    const inForceEdition =
      current !== null ? (table.editionOf(current.fileName) ?? current.publishedOn.toISOString().slice(0, 10)) : builtInEdition(table);
    if (current?.fileName === newest.file.name || (inForceEdition !== null && newest.edition <= inForceEdition)) {
      update.outcome = 'current';
      update.reason = `${newest.file.name} is not newer than the edition in force (${current?.fileName ?? `built in, for rates from ${inForceEdition}`}).`;
      continue;
    }
    let text: string;
    try {
      text = await readFound(newest.file, table.kind === 'ilIdor' ? 'latin1' : 'utf8');
    } catch (err) {
      update.reason = `Could not read ${newest.file.name}: ${err instanceof Error ? err.message : String(err)}`;
      continue;
    }
    if (current !== null && current.sha256 === createHash('sha256').update(text).digest('hex')) {
      update.outcome = 'current';
      update.reason = `${newest.file.name} holds the same rows as ${current.fileName}, the file in force.`;
      continue;
    }
    const parsed = parseTaxDataFile(table.kind, text, { purpose: 'check', fileName: newest.file.name });
    if (!parsed.ok) {
      update.reason = `${newest.file.name} is not a valid ${table.kind} table: line ${parsed.line}: ${parsed.message}`;
      continue;
    }
    if (current !== null && parsed.rowCount < current.rowCount * MIN_ROW_SHARE) {
      update.reason = `${newest.file.name} has ${parsed.rowCount} rows where ${current.fileName} has ${current.rowCount}: it looks truncated.`;
      continue;
    }
    update.rowCount = parsed.rowCount;
    if (dryRun) {
      update.outcome = 'updated';
      continue;
    }
    const imported = await importTaxDataFile(ctx, { fileName: newest.file.name, contents: text, kind: table.kind });
    if (imported.ok) update.outcome = 'updated';
    else update.reason = `${newest.file.name} was refused: ${imported.conflict.message}`;
  }
  return updates;
}
