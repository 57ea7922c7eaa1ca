// The deployment's imported rate and boundary files, parsed and indexed in memory, so a
// calculation makes no database round trip. Rebuilt when an import is announced on the tax-data
// bus (from any process), and checked every ten minutes in case an announcement was missed; the
// old data serves until the new is ready.
import { gunzipSync } from 'node:zlib';
import type { Vouching } from '../tax/content/vouching.ts';
import type { Logger } from 'pino';
import { isoDate } from '../tax/dates.ts';
import type { DataSetInUse } from '../lib/metrics.ts';
import {
  importedDataOf,
  importedPlaceLookup,
  parseTaxDataFile,
  type ImportedPlaceLookup,
  type JurisdictionData,
  type LoadedTaxDataFile,
  type OfficialTableLoad,
} from '../tax/index.ts';
import { goodThroughOf } from '../tax/imports/tax-data-files.ts';
import type { PrismaClient } from './database.ts';
import { currentTaxDataFileIds, currentTaxDataFiles } from './tax-data-files.ts';

const RECHECK_MS = 10 * 60_000;
const RETRY_MS = 10_000;

/** What a process answers from: the lookup, the official tables' rate overrides, and which files they come from. */
interface Loaded {
  lookup: ImportedPlaceLookup | undefined;
  rateOverrides: ReadonlyMap<string, JurisdictionData> | undefined;
  vouchedSources: ReadonlyMap<string, Vouching> | undefined;
  officialTables: readonly OfficialTableLoad[];
  fileIds: string;
}

const NOTHING_LOADED = { lookup: undefined, rateOverrides: undefined, vouchedSources: undefined, officialTables: [] } as const;

export class ImportedTaxDataCache {
  private current: Promise<Loaded> | null = null;
  private loadedFiles: DataSetInUse[] = [];
  private checkedAt = 0;
  private reloading = false;
  private reloadAgain = false;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly log: Logger,
  ) {}

  /** The imported files this process answers from, with the last day each vouches for. */
  inUse(): readonly DataSetInUse[] {
    return this.loadedFiles;
  }

  /** The lookup over every imported state, or undefined when nothing is imported. */
  async places(): Promise<ImportedPlaceLookup | undefined> {
    return (await this.loaded()).lookup;
  }

  /** Built-in jurisdictions whose rates an imported official table changes, by id; undefined when none does. */
  async rateOverrides(): Promise<ReadonlyMap<string, JurisdictionData> | undefined> {
    return (await this.loaded()).rateOverrides;
  }

  /** Sources of the built-in content that imported newer editions vouch for (calculate.ts vouchingOn); undefined when none. */
  async vouchedSources(): Promise<ReadonlyMap<string, Vouching> | undefined> {
    return (await this.loaded()).vouchedSources;
  }

  /** The official tables in force (CDTFA, IDOR, Texas), as applied to the built-in content. */
  async officialTables(): Promise<readonly OfficialTableLoad[]> {
    return (await this.loaded()).officialTables;
  }

  private loaded(): Promise<Loaded> {
    if (this.current === null) this.current = this.load().catch((err: unknown) => this.failed(err));
    else if (Date.now() - this.checkedAt > RECHECK_MS) void this.recheck();
    return this.current;
  }

  /**
   * Without its imported data a process still answers from built-in data (saying where it cannot
   * place an address) rather than failing every calculation; it tries again within seconds.
   */
  private failed(err: unknown): Loaded {
    this.log.error({ err }, 'could not load imported tax data; answering from built-in data until it loads');
    this.checkedAt = Date.now() - RECHECK_MS + RETRY_MS;
    return { ...NOTHING_LOADED, fileIds: 'not loaded' };
  }

  /** Reloads only when the files in force differ from those loaded (one small query). */
  private async recheck(): Promise<void> {
    this.checkedAt = Date.now();
    try {
      const loaded = (await this.current)?.fileIds;
      if ((await currentTaxDataFileIds(this.prisma)) !== loaded) this.reload();
    } catch (err) {
      this.log.warn({ err }, 'could not check for new imported tax data');
    }
  }

  /**
   * Rebuilds in the background; calculations keep the data they have until then. One rebuild at a
   * time: announcements that arrive meanwhile (an import of rates then boundaries, their echoes)
   * make one more afterwards, so a burst never holds several parses of a state's files at once.
   */
  reload(): void {
    this.checkedAt = Date.now();
    if (this.current === null) {
      this.current = this.load().catch((err: unknown) => this.failed(err));
      return;
    }
    if (this.reloading) {
      this.reloadAgain = true;
      return;
    }
    this.reloading = true;
    this.load()
      .then(
        (loaded) => {
          this.current = Promise.resolve(loaded);
        },
        (err: unknown) => this.log.error({ err }, 'could not reload imported tax data; keeping the data loaded before'),
      )
      .finally(() => {
        this.reloading = false;
        if (this.reloadAgain) {
          this.reloadAgain = false;
          this.reload();
        }
      });
  }

  private async load(): Promise<Loaded> {
    this.checkedAt = Date.now();
    const files = await currentTaxDataFiles(this.prisma);
    if (files.length === 0) {
      this.loadedFiles = [];
      return { ...NOTHING_LOADED, fileIds: '' };
    }
    const loaded: LoadedTaxDataFile[] = files.map((f) => {
      const parsed = parseTaxDataFile(f.kind, gunzipSync(f.contents).toString('utf8'), { purpose: 'load', fileName: f.fileName });
      // Files were checked when imported; a parse failure here means the stored file is damaged.
      if (!parsed.ok) throw new Error(`stored tax data file ${f.fileName} no longer parses: line ${parsed.line}: ${parsed.message}`);
      return { id: f.id, state: f.state, fileName: f.fileName, publishedOn: isoDate(f.publishedOn), file: parsed.file };
    });
    this.log.info({ files: files.map((f) => f.fileName) }, 'loaded imported tax data');
    this.loadedFiles = loaded.map((f) => ({ name: f.fileName, goodThrough: goodThroughOf(f.file.kind, f.fileName, f.publishedOn) }));
    const data = importedDataOf(loaded);
    const officialTables = data.officialTables ?? [];
    // A table the build step refuses against this release's content applies nothing: the operator imports a newer one.
    for (const t of officialTables)
      if (t.problem !== null)
        this.log.error(
          { file: t.fileName, problem: t.problem },
          'an imported official table does not apply to the built-in content; answering from the built-in rates there',
        );
    const rateOverrides = data.rateOverrides !== undefined && data.rateOverrides.size > 0 ? data.rateOverrides : undefined;
    return {
      lookup: importedPlaceLookup(data),
      rateOverrides,
      vouchedSources: data.vouchedSources !== undefined && data.vouchedSources.size > 0 ? data.vouchedSources : undefined,
      officialTables,
      fileIds: files
        .map((f) => f.id)
        .sort()
        .join(),
    };
  }
}
