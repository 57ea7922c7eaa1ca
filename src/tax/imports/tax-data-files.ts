// The official and common rate files the deployment can import, each read by its own parser, and
// the parsed files put together as the tax core's imported data. Pure: the admin use case checks a
// file with `parseTaxDataFile` before storing it, and every process parses the stored files again
// with it when it loads them, so the two cannot disagree.
import { addDays, quarterEnd, type IsoDate } from '../dates.ts';
import { nextScheduled } from '../content/vouching.ts';
import type { ZipRateRow } from '../imported-rates.ts';
import type { LineFailure } from './csv-lines.ts';
import { parseSstBoundaries, type SstBoundary } from './sst-boundaries.ts';
import type { ImportedData } from './imported-places.ts';
import { builtInContent } from '../content/built-in.ts';
import type { JurisdictionData } from '../content/types.ts';
import { failure } from './csv-lines.ts';
import type { Vouching } from '../content/vouching.ts';
import {
  isOfficialTableKind,
  OFFICIAL_TABLE_KINDS,
  OFFICIAL_TABLE_SOURCE,
  OFFICIAL_TABLE_STATE,
  parseOfficialTable,
  rateOverridesOf,
  type BuiltInFiles,
  type OfficialTable,
  type OfficialTableKind,
  type OfficialTableLoad,
} from './official-tables/rate-overrides.ts';
import { boundaryCompactor, type ImportedState } from './sst-places.ts';
import { parseSstFileName, parseSstRates, SST_FILES_PAGE, stateOfFips, type SstRateRow } from './sst-rates.ts';
import { coRatesHalfOf } from './official-tables/co-rates.ts';
import { parseWaRates, parseWaZip4, WA_DOR_RATES_URL, type WaRateRow, type WaZip4Row } from './wa-dor.ts';
import { parseZipRateCsv, type ParsedZipRate } from './zip-rate-csv.ts';

export const TAX_DATA_KINDS = ['sstRates', 'sstBoundaries', 'waRates', 'waZip4', 'zipRates', ...OFFICIAL_TABLE_KINDS] as const;
export type TaxDataKind = (typeof TAX_DATA_KINDS)[number];

export type ParsedTaxDataFile =
  | { kind: 'sstRates'; rows: SstRateRow[] }
  | { kind: 'sstBoundaries'; records: SstBoundary[] }
  | { kind: 'waRates'; rows: WaRateRow[] }
  | { kind: 'waZip4'; rows: WaZip4Row[] }
  | { kind: 'zipRates'; rows: ParsedZipRate[] }
  /** An official table of rates per place (CDTFA, IDOR, Texas Comptroller): applied as rate overrides of the built-in content. */
  | { kind: OfficialTableKind; table: OfficialTable };

export type TaxDataFileParse =
  | {
      ok: true;
      file: ParsedTaxDataFile;
      states: string[];
      rowCount: number;
      /** The newest effective date in the rows, for files whose name carries no date (Washington DOR's), or an official table's first day; null otherwise. */
      newestFrom: IsoDate | null;
    }
  | LineFailure;

const newestFrom = (rows: readonly { from: IsoDate }[]): IsoDate | null =>
  rows.reduce<IsoDate | null>((max, r) => (max === null || r.from > max ? r.from : max), null);

/**
 * Parses a file of a kind; `states` are the USPS codes its rows are for. `purpose: 'check'` (an
 * import) reads every row but keeps no boundary records; 'load' keeps them compact, as the lookup
 * holds them, so a process loading a state's file never holds it at full size.
 */
export function parseTaxDataFile(
  kind: TaxDataKind,
  text: string,
  { purpose, onLine, fileName }: { purpose: 'check' | 'load'; onLine?: (line: number, total: number) => void; fileName?: string },
): TaxDataFileParse {
  if (isOfficialTableKind(kind)) {
    // An official table's name says its date (CDTFA, Texas).
    if (fileName === undefined) return failure(1, `A ${kind} file is read with its name.`);
    const parsed = parseOfficialTable(kind, text, fileName);
    return parsed.ok
      ? {
          ok: true,
          file: { kind, table: parsed.table },
          states: [OFFICIAL_TABLE_STATE[kind]],
          rowCount: parsed.table.rowCount,
          newestFrom: parsed.table.date,
        }
      : parsed;
  }
  switch (kind) {
    case 'sstRates': {
      const parsed = parseSstRates(text, onLine);
      // Rows name their state by FIPS code ("27").
      return parsed.ok
        ? {
            ok: true,
            file: { kind, rows: parsed.rows },
            states: [stateOfFips(parsed.state) ?? parsed.state],
            rowCount: parsed.rows.length,
            newestFrom: null,
          }
        : parsed;
    }
    case 'sstBoundaries': {
      const parsed = parseSstBoundaries(text, { onLine, keep: purpose === 'load' ? boundaryCompactor() : null });
      return parsed.ok
        ? {
            ok: true,
            file: { kind, records: parsed.records },
            states: [stateOfFips(parsed.state) ?? parsed.state],
            rowCount: parsed.count,
            newestFrom: null,
          }
        : parsed;
    }
    case 'waRates': {
      const parsed = parseWaRates(text, onLine);
      return parsed.ok
        ? { ok: true, file: { kind, rows: parsed.rows }, states: ['WA'], rowCount: parsed.rows.length, newestFrom: newestFrom(parsed.rows) }
        : parsed;
    }
    case 'waZip4': {
      const parsed = parseWaZip4(text, onLine);
      return parsed.ok
        ? { ok: true, file: { kind, rows: parsed.rows }, states: ['WA'], rowCount: parsed.rows.length, newestFrom: newestFrom(parsed.rows) }
        : parsed;
    }
    case 'zipRates': {
      const parsed = parseZipRateCsv(text, onLine);
      return parsed.ok
        ? {
            ok: true,
            file: { kind, rows: parsed.rows },
            states: [...new Set(parsed.rows.map((r) => r.state))].sort(),
            rowCount: parsed.rows.length,
            newestFrom: null,
          }
        : parsed;
    }
  }
}

/** A stored file as the loader hands it over: parsed, with what names it. */
export interface LoadedTaxDataFile {
  id: string;
  state: string;
  fileName: string;
  /** The publisher's date (SST, WA) or the table's first day (ZIP-level tables). */
  publishedOn: IsoDate;
  file: ParsedTaxDataFile;
}

const PUBLISHER: Record<TaxDataKind, string> = {
  sstRates: 'Streamlined Sales Tax Governing Board',
  sstBoundaries: 'Streamlined Sales Tax Governing Board',
  waRates: 'Washington State Department of Revenue',
  waZip4: 'Washington State Department of Revenue',
  zipRates: 'ZIP-level rate table',
  caCdtfa: 'California Department of Tax and Fee Administration',
  ilIdor: 'Illinois Department of Revenue',
  txRates: 'Texas Comptroller of Public Accounts',
  azTpt: 'Arizona Department of Revenue',
  coRates: 'Colorado Department of Revenue',
  alRates: 'Alabama Department of Revenue',
};

/** How an imported file is named in the answers it gives. */
export const importedSourceName = (fileName: string, kind: TaxDataKind) => `${fileName} (${PUBLISHER[kind]})`;

/**
 * The last day a file vouches for its rates: a Streamlined file's quarter (its name says it), a
 * Colorado sheet its half-year (its name says it; Colorado's local rates change only on January 1
 * and July 1), an IDOR file until IDOR's next edition (each January and July), any other file the quarter of its date (Washington DOR's newest effective date, a ZIP
 * table's first day, an official table's first day).
 */
export function goodThroughOf(kind: TaxDataKind, fileName: string, publishedOn: IsoDate): IsoDate {
  const sst = kind === 'sstRates' || kind === 'sstBoundaries' ? parseSstFileName(fileName) : null;
  if (sst !== null) return quarterEnd(`${sst.year}-${String(sst.quarter * 3).padStart(2, '0')}-01`);
  const half = kind === 'coRates' ? coRatesHalfOf(fileName) : null;
  if (half !== null) return `${half.edition.slice(0, 4)}-${half.edition.slice(5, 7) === '01' ? '06-30' : '12-31'}`;
  if (kind === 'ilIdor') {
    // IDOR publishes its file each January and July (its name says which: ordmache-2026-07.txt); an
    // edition vouches until the next one, or from its newest row where that is later.
    const named = /(\d{4})-(\d{2})\.txt$/i.exec(fileName);
    const edition = named !== null && `${named[1]}-${named[2]}-01` > publishedOn ? `${named[1]}-${named[2]}-01` : publishedOn;
    return addDays(nextScheduled(edition, [1, 7]), -1);
  }
  return quarterEnd(publishedOn);
}

/**
 * The files in force, put together: one Streamlined state per state, Washington's DOR files, every
 * ZIP table, and the official tables' rate overrides of the built-in content (`builtIn`: the
 * content the process runs, or another in tests).
 */
export function importedDataOf(files: readonly LoadedTaxDataFile[], builtIn: BuiltInFiles = builtInContent()): ImportedData {
  const sst = new Map<string, ImportedState>();
  let waZip4: WaZip4Row[] = [];
  let waRates: WaRateRow[] = [];
  const waSources: string[] = [];
  let waGoodThrough: IsoDate | undefined;
  let waZip4PublishedOn: IsoDate | undefined;
  const zipRates: ZipRateRow[] = [];
  const rateOverrides = new Map<string, JurisdictionData>();
  const officialTables: OfficialTableLoad[] = [];
  const vouchedSources = new Map<string, Vouching>();
  /** A newer edition of a table the built-in content was built from vouches for the rows it left as they were. */
  const renews = (state: string, url: string, v: Vouching) => {
    const key = `${state} ${url}`;
    const had = vouchedSources.get(key);
    if (had === undefined || v.through > had.through) vouchedSources.set(key, v);
  };
  for (const { id, state, fileName, publishedOn, file } of files) {
    const source = importedSourceName(fileName, file.kind);
    if ('table' in file) {
      const applied = rateOverridesOf(file.table, { goodThrough: goodThroughOf(file.kind, fileName, publishedOn), source }, builtIn);
      const load: OfficialTableLoad = {
        fileName,
        kind: file.kind,
        state,
        overridden: [],
        notApplied: { jurisdictions: [], places: [], counties: [] },
        problem: null,
      };
      if (applied.ok) {
        renews(state, OFFICIAL_TABLE_SOURCE[file.kind], {
          through: goodThroughOf(file.kind, fileName, publishedOn),
          by: source,
          kind: 'import',
        });
        for (const j of applied.value.overrides) rateOverrides.set(j.id, j);
        load.overridden = applied.value.overrides.map((j) => j.id);
        load.notApplied = applied.value.notApplied;
      } else load.problem = `line ${applied.line}: ${applied.message}`;
      officialTables.push(load);
    } else if (file.kind === 'sstRates' || file.kind === 'sstBoundaries') {
      const entry: ImportedState = sst.get(state) ?? { state, rates: [], boundaries: [], source: '' };
      if (file.kind === 'sstRates') {
        entry.rates = file.rows;
        entry.goodThrough = goodThroughOf(file.kind, fileName, publishedOn);
        renews(state, SST_FILES_PAGE, { through: entry.goodThrough, by: source, kind: 'import' });
      } else entry.boundaries = file.records;
      entry.source = entry.source === '' ? source : `${entry.source} + ${source}`;
      sst.set(state, entry);
    } else if (file.kind === 'waZip4') {
      waZip4 = file.rows;
      waZip4PublishedOn = publishedOn;
      waSources.push(source);
    } else if (file.kind === 'waRates') {
      waRates = file.rows;
      waSources.push(source);
      waGoodThrough = goodThroughOf(file.kind, fileName, publishedOn);
      renews(state, WA_DOR_RATES_URL, { through: waGoodThrough, by: source, kind: 'import' });
    } else {
      for (const r of file.rows)
        zipRates.push({
          state: r.state,
          zip: r.zip,
          regionName: r.regionName,
          countyRate: r.countyRate,
          cityRate: r.cityRate,
          specialRate: r.specialRate,
          riskLevel: r.riskLevel,
          effectiveFrom: publishedOn,
          tableId: id,
          sourceName: fileName,
        });
    }
  }
  // The rate table alone only names codes; the ZIP+4 file places addresses.
  const wa =
    waZip4.length === 0
      ? undefined
      : {
          zip4: waZip4,
          rates: waRates,
          source: waSources.join(' + '),
          goodThrough: waGoodThrough ?? goodThroughOf('waZip4', '', waZip4PublishedOn!),
        };
  return { sst: [...sst.values()], wa, zipRates, rateOverrides, officialTables, vouchedSources };
}
