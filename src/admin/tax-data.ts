// Deployment-wide tax data (admin API and `npm run levy -- data ...`): importing the official
// Streamlined Sales Tax rate and boundary files, Washington DOR's rate table and ZIP+4 file, and
// ZIP-level rate tables, and what is loaded per state. An import is
// checked whole before anything is stored (all or nothing), recognised when repeated (same
// contents), kept as history, and applied by every process without a restart. The built-in
// content each process runs is kept in the same history, and the status shows both per region.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { newId } from '../lib/ids.ts';
import { dateSchema } from '../seller/common/schemas.ts';
import { conflict, ok, type Outcome } from '../lib/result.ts';
import {
  builtInContentVersions,
  currentTaxDataFiles,
  hasBuiltInContent,
  insertBuiltInContent,
  insertTaxDataFile,
  supersedeKey,
  taxDataFiles,
} from '../store/tax-data-files.ts';
import { editionsInForce, type EditionInForce } from '../tax/content/vouching.ts';
import { isoDate } from '../tax/dates.ts';
import { builtInContent, parseTaxDataFile, TAX_DATA_KINDS, type TaxDataKind } from '../tax/index.ts';
import { rateOverridesOf } from '../tax/imports/official-tables/rate-overrides.ts';
import { goodThroughOf, importedSourceName } from '../tax/imports/tax-data-files.ts';
import { parseSstFileName } from '../tax/imports/sst-rates.ts';

export const importTaxDataBody = z
  .strictObject({
    /** The publisher's file name. For Streamlined Sales Tax files it says what the file is: MNR2026Q2FEB18.csv (rates), MNB2026Q2FEB18.csv (boundaries). */
    fileName: z.string().min(1).max(255),
    contents: z.string().min(1),
    /**
     * What the file is; optional for Streamlined files, whose name says it. `waRates` and `waZip4`:
     * Washington DOR's rate table and ZIP+4 file. `zipRates`: a ZIP-level table (State,ZipCode,
     * TaxRegionName,EstimatedCombinedRate,...), one state per file, with `effectiveFrom`.
     * `caCdtfa`, `ilIdor`, `txRates`, `azTpt`, `coRates`, `alRates`: the official tables of rates per
     * place the built-in content is built from (CDTFA's SalesTaxRates<M>-<D>-<YY>.csv, IDOR's
     * county/municipality rate file, the Texas Comptroller's tax_jurisdiction_rates-<YYYY>Q<q>.csv,
     * ADOR's TPT_RATETABLE_ALL_<MMDDYYYY>.csv, CDOR's rates and codes sheet saved as
     * <name><Jan-June|July-Dec><YYYY>.csv, ALDOR's taxrates.txt): their rates override the built-in
     * ones from the table's date (on their rows' own dates where the table dates them: ilIdor,
     * azTpt, alRates); cities the content lacks wait for a content update.
     */
    kind: z.enum(TAX_DATA_KINDS).optional(),
    /**
     * The first day a ZIP-level table applies (`zipRates`: required), or the day an Alabama
     * `taxrates.txt` was published (`alRates`: optional; its name says no date, and without it the
     * file's newest general sales tax row stands for it, a quarter ahead where it lists a change to come).
     */
    effectiveFrom: dateSchema.optional(),
  })
  .refine((b) => b.kind === 'alRates' || (b.kind === 'zipRates') === (b.effectiveFrom !== undefined), {
    message: 'effectiveFrom is required for a zipRates file, and only for it and an alRates file',
    path: ['effectiveFrom'],
  });
export type ImportTaxDataInput = z.output<typeof importTaxDataBody>;

export const taxDataStatusBody = z.strictObject({});

export interface ImportedFile {
  fileId: string;
  kind: TaxDataKind;
  state: string;
  fileName: string;
  publishedOn: string;
  rowCount: number;
  /** True when the same file was imported before: nothing changed. */
  alreadyImported: boolean;
  /** Official tables of rates per place only: what the table changes in the built-in content. */
  rateOverrides?: RateOverrideCounts;
}

/** An official table against the built-in content: the jurisdictions whose rates it overrides, and what it has that the content lacks (not applied until a content update). */
export interface RateOverrideCounts {
  jurisdictions: number;
  notInBuiltInContent: { jurisdictions: number; places: number; counties: number };
}

type Progress = (p: { phase: 'parse' | 'write'; done: number; total: number }) => void;

/** The kind and, where the name says them, the state and date of a file. */
function identify(input: ImportTaxDataInput): { kind: TaxDataKind; state?: string; published?: string } | string {
  const sst = parseSstFileName(input.fileName);
  if (input.kind === undefined || input.kind === 'sstRates' || input.kind === 'sstBoundaries') {
    if (sst === null) {
      return input.kind === undefined
        ? `"${input.fileName}" is not a Streamlined Sales Tax file name (<state><R|B><year>Q<quarter><MON><DD>, e.g. MNR2026Q2FEB18.csv); for other files, say which kind they are.`
        : `"${input.fileName}" is not a Streamlined Sales Tax file name (<state><R|B><year>Q<quarter><MON><DD>, e.g. MNR2026Q2FEB18.csv).`;
    }
    const kind = sst.kind === 'R' ? 'sstRates' : 'sstBoundaries';
    if (input.kind !== undefined && input.kind !== kind)
      return `"${input.fileName}" is named as a ${kind === 'sstRates' ? 'rate' : 'boundary'} file, not ${input.kind}.`;
    return { kind, state: sst.state, published: sst.published };
  }
  return { kind: input.kind, ...(input.effectiveFrom !== undefined ? { published: input.effectiveFrom } : {}) };
}

export const IMPORT_TAX_DATA_FILE_CONFLICTS = ['taxDataFileNotRecognised', 'taxDataFileInvalid'] as const;

export async function importTaxDataFile(
  ctx: AppContext,
  input: ImportTaxDataInput,
  onProgress?: Progress,
): Promise<Outcome<ImportedFile, typeof IMPORT_TAX_DATA_FILE_CONFLICTS>> {
  const identified = identify(input);
  if (typeof identified === 'string') return conflict({ type: 'taxDataFileNotRecognised', message: identified });
  const { kind } = identified;
  onProgress?.({ phase: 'parse', done: 0, total: 1 });
  const parsed = parseTaxDataFile(kind, input.contents, {
    purpose: 'check',
    fileName: input.fileName,
    onLine: (done, total) => onProgress?.({ phase: 'parse', done, total }),
  });
  if (!parsed.ok) return conflict({ type: 'taxDataFileInvalid', line: parsed.line, message: parsed.message });
  if (parsed.rowCount === 0) return conflict({ type: 'taxDataFileInvalid', line: 1, message: 'The file has no rows.' });
  if (parsed.states.length !== 1)
    return conflict({
      type: 'taxDataFileInvalid',
      line: 1,
      message: `The file has rows for ${parsed.states.join(', ')}: import one state per file.`,
    });
  const state = parsed.states[0]!;
  if (identified.state !== undefined && state !== identified.state)
    return conflict({ type: 'taxDataFileInvalid', line: 1, message: `The file name says ${identified.state}; its rows are for ${state}.` });
  // Washington's files carry no date in their name: the newest effective date in them stands for it.
  const publishedOn = identified.published ?? parsed.newestFrom;
  if (publishedOn === null) return conflict({ type: 'taxDataFileInvalid', line: 1, message: 'The file says no date.' });
  if (kind === 'alRates') {
    // Its date is the operator's word (or its newest row's), and the newest date is the file in force:
    // a date that would leave it out of force, or pin it there, is refused rather than taken silently.
    const refused = await alabamaDateRefused(ctx, input, state, publishedOn);
    if (refused !== null) return conflict({ type: 'taxDataFileInvalid', line: 1, message: refused });
  }
  // An official table is built against the built-in content now, as every process will when it loads it.
  let rateOverrides: RateOverrideCounts | undefined;
  if ('table' in parsed.file) {
    const applied = rateOverridesOf(
      parsed.file.table,
      { goodThrough: goodThroughOf(kind, input.fileName, publishedOn), source: importedSourceName(input.fileName, kind) },
      builtInContent(),
    );
    if (!applied.ok) return conflict({ type: 'taxDataFileInvalid', line: applied.line, message: applied.message });
    const { overrides, notApplied } = applied.value;
    rateOverrides = {
      jurisdictions: overrides.length,
      notInBuiltInContent: {
        jurisdictions: notApplied.jurisdictions.length,
        places: notApplied.places.length,
        counties: notApplied.counties.length,
      },
    };
  }
  onProgress?.({ phase: 'write', done: 0, total: 1 });
  const row = {
    id: newId('tdf'),
    kind,
    state,
    fileName: input.fileName,
    sha256: createHash('sha256').update(input.contents).digest('hex'),
    publishedOn: new Date(`${publishedOn}T00:00:00Z`),
    rowCount: parsed.rowCount,
    contents: gzipSync(input.contents),
  };
  const outcome = await insertTaxDataFile(ctx.prisma, row);
  onProgress?.({ phase: 'write', done: 1, total: 1 });
  // Every process (this one included) rebuilds its imported data.
  if (outcome === 'imported') await ctx.taxDataChanges.announce(state);
  const stored =
    outcome === 'imported'
      ? row
      : (await taxDataFiles(ctx.prisma)).find((f) => f.kind === row.kind && f.state === row.state && f.sha256 === row.sha256)!;
  return ok({
    fileId: stored.id,
    kind,
    state,
    fileName: stored.fileName,
    publishedOn: isoDate(stored.publishedOn),
    rowCount: parsed.rowCount,
    alreadyImported: outcome === 'alreadyImported',
    ...(rateOverrides !== undefined ? { rateOverrides } : {}),
  });
}

interface TaxDataState {
  state: string;
  files: { kind: string; fileName: string; publishedOn: string; importedAt: string; rowCount: number; inForce: boolean }[];
  stale: boolean;
}

/** A data set that answers for a region: the built-in content, or an imported file in force. */
export type RegionDataSet = (
  | { kind: 'builtIn'; version: string; asOf: string; file: string; editions: (EditionInForce & { stale: boolean })[] }
  | {
      kind: TaxDataKind;
      fileName: string;
      publishedOn: string;
      importedAt: string;
      rateOverrides?: RateOverrideCounts & { problem: string | null };
    }
) &
  Freshness;

/** The last day a data set vouches for its rates, and whether today is past it. */
interface Freshness {
  goodThrough: string;
  stale: boolean;
}

export interface TaxDataStatus {
  builtIn: { version: string; asOf: string; hash: string } & Freshness;
  /** Every region of the built-in content, then any other state with imported files. */
  regions: { region: string; name: string; dataSets: RegionDataSet[] }[];
  /** Every built-in content version a server process ran, in the order they first ran. */
  builtInHistory: { version: string; asOf: string; firstRecordedAt: string }[];
  /** Imported files only, per state. */
  states: TaxDataState[];
}

/** A built-in content version's file name in the history: the version follows it. */
const CONTENT_FILE_PREFIX = 'content@';

/**
 * Keeps the built-in content this process runs in the data-set history, with its whole text, so a
 * transaction's content version can always be traced to the exact facts. Every server process
 * calls it at start; the first to run a version stores it, the others find it there (two at once:
 * the unique key turns the second insert into a no-op).
 */
export async function recordBuiltInContent(ctx: AppContext): Promise<'recorded' | 'alreadyRecorded'> {
  const content = builtInContent();
  if (await hasBuiltInContent(ctx.prisma, content.hash)) return 'alreadyRecorded';
  const outcome = await insertBuiltInContent(ctx.prisma, {
    id: newId('tdf'),
    fileName: `${CONTENT_FILE_PREFIX}${content.version}`,
    sha256: content.hash,
    publishedOn: new Date(`${content.asOf}T00:00:00Z`),
    rowCount: content.files.length,
    contents: gzipSync(content.bundle()),
  });
  if (outcome === 'recorded')
    ctx.log.info({ version: content.version }, 'recorded the built-in tax content version in the data-set history');
  return outcome;
}

/**
 * Per region, every data set in force (the built-in content, and a state's imported files in
 * force); the built-in versions that ran; and per state the imported files in force and older
 * ones, and whether the data is older than the current quarter.
 */
export async function taxDataStatus(ctx: AppContext, now = new Date()): Promise<Outcome<TaxDataStatus, readonly []>> {
  const [files, history, officialTables] = await Promise.all([
    taxDataFiles(ctx.prisma),
    builtInContentVersions(ctx.prisma),
    ctx.importedTaxData.officialTables(),
  ]);
  const currentQuarter = quarterOf(now.getUTCFullYear(), now.getUTCMonth() + 1);
  const today = isoDate(now);
  const states = new Map<string, TaxDataState>();
  const importedInForce = new Map<string, RegionDataSet[]>();
  const inForce = new Set<string>();
  const newestOfKind = new Set<string>();
  for (const f of files) {
    const entry = states.get(f.state) ?? { state: f.state, files: [], stale: false };
    const key = supersedeKey(f);
    const current = !inForce.has(key);
    inForce.add(key);
    // Staleness is judged on the newest file of each kind (older ZIP tables stay in force for their dates).
    const newest = !newestOfKind.has(`${f.kind}|${f.state}`);
    newestOfKind.add(`${f.kind}|${f.state}`);
    if (newest && dataQuarter(f) < currentQuarter) entry.stale = true;
    const importedAt = f.importedAt.toISOString();
    entry.files.push({
      kind: f.kind,
      fileName: f.fileName,
      publishedOn: isoDate(f.publishedOn),
      importedAt,
      rowCount: f.rowCount,
      inForce: current,
    });
    states.set(f.state, entry);
    // The kind column holds only kinds the import accepted.
    if (current) {
      const goodThrough = goodThroughOf(f.kind as TaxDataKind, f.fileName, isoDate(f.publishedOn));
      // An official table: what it overrides in the built-in content, as this process applied it.
      const table = officialTables.find((t) => t.kind === f.kind && t.state === f.state && t.fileName === f.fileName);
      const rateOverrides =
        table === undefined
          ? {}
          : {
              rateOverrides: {
                jurisdictions: table.overridden.length,
                notInBuiltInContent: {
                  jurisdictions: table.notApplied.jurisdictions.length,
                  places: table.notApplied.places.length,
                  counties: table.notApplied.counties.length,
                },
                problem: table.problem,
              },
            };
      const dataSet: RegionDataSet = {
        kind: f.kind as TaxDataKind,
        fileName: f.fileName,
        publishedOn: isoDate(f.publishedOn),
        importedAt,
        goodThrough,
        stale: goodThrough < today,
        ...rateOverrides,
      };
      importedInForce.set(f.state, [...(importedInForce.get(f.state) ?? []), dataSet]);
    }
  }

  const content = builtInContent();
  const editions = editionsInForce(content.jurisdictions, today);
  const freshness = (through: string): Freshness => ({ goodThrough: through, stale: through < today });
  const earliest = (list: readonly { through: string }[]) => list.reduce((min, e) => (e.through < min ? e.through : min), '9999-12-31');
  const builtIn = freshness(earliest([...editions.values()].flat()));
  // Imported files are per US state (USPS code); regions name US states `US-<code>`.
  const importedOf = (region: string) => (region.startsWith('US-') ? (importedInForce.get(region.slice(3)) ?? []) : []);
  const regions: TaxDataStatus['regions'] = content.regions.map((r) => {
    const own = editions.get(r.id) ?? [];
    return {
      region: r.id,
      name: r.name,
      dataSets: [
        {
          kind: 'builtIn',
          version: content.version,
          asOf: content.asOf,
          file: r.file,
          ...freshness(earliest(own)),
          editions: own.map((e) => ({ ...e, stale: e.through < today })),
        },
        ...importedOf(r.id),
      ],
    };
  });
  const known = new Set(regions.map((r) => r.region));
  // A state the content lists no region for still shows its imported files.
  for (const state of [...importedInForce.keys()].sort()) {
    if (!known.has(`US-${state}`)) regions.push({ region: `US-${state}`, name: state, dataSets: importedOf(`US-${state}`) });
  }
  return ok({
    builtIn: { version: content.version, asOf: content.asOf, hash: content.hash, ...builtIn },
    regions,
    builtInHistory: history.map((h) => ({
      version: h.fileName.slice(CONTENT_FILE_PREFIX.length),
      asOf: isoDate(h.publishedOn),
      firstRecordedAt: h.importedAt.toISOString(),
    })),
    states: [...states.values()],
  });
}

const quarterOf = (year: number, month: number) => year * 4 + Math.floor((month - 1) / 3);

/** The quarter a file's data is for: a Streamlined file's name says it (published in the quarter before); others, their date. */
function dataQuarter(f: { fileName: string; publishedOn: Date }): number {
  const name = parseSstFileName(f.fileName);
  return name !== null ? name.year * 4 + (name.quarter - 1) : quarterOf(f.publishedOn.getUTCFullYear(), f.publishedOn.getUTCMonth() + 1);
}

async function alabamaDateRefused(ctx: AppContext, input: ImportTaxDataInput, state: string, publishedOn: string): Promise<string | null> {
  if (input.effectiveFrom !== undefined && input.effectiveFrom > isoDate(new Date()))
    return `effectiveFrom ${input.effectiveFrom} is after today: give the day the file was published.`;
  const inForce = (await currentTaxDataFiles(ctx.prisma)).find((f) => f.kind === 'alRates' && f.state === state);
  const sha256 = createHash('sha256').update(input.contents).digest('hex');
  if (inForce === undefined || inForce.sha256 === sha256 || isoDate(inForce.publishedOn) <= publishedOn) return null;
  return `${input.fileName} is dated ${publishedOn}, before ${inForce.fileName} (${isoDate(inForce.publishedOn)}), the file in force: it would not replace it. If it is the newer file, give effectiveFrom, the day it was published, on or after ${isoDate(inForce.publishedOn)}.`;
}
