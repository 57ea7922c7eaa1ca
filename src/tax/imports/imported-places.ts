// Everything the deployment imported, as one lookup for the tax core: the most precise data that
// covers an address wins, and built-in data stays the fallback (src/tax/calculate.ts).
import type { Vouching } from '../content/vouching.ts';
import type { JurisdictionData } from '../content/types.ts';
import { indexZipRates, jurisdictionsFromZipRate, type ZipRateRow } from '../imported-rates.ts';
import { sstPlaceLookup, type ImportedPlaceLookup, type ImportedState } from './sst-places.ts';
import type { OfficialTableLoad } from './official-tables/rate-overrides.ts';
import { waPlaceLookup, type WaImport } from './wa-places.ts';

/** Everything the deployment imported, as parsed. */
export interface ImportedData {
  sst: readonly ImportedState[];
  wa?: WaImport | undefined;
  /** ZIP-level tables, every effective date kept (each row names its table and first day). */
  zipRates?: readonly ZipRateRow[] | undefined;
  /** Built-in jurisdictions whose rates an imported official table changes, by id (not read by the lookup: the tax core applies them, calculate.ts). */
  rateOverrides?: ReadonlyMap<string, JurisdictionData> | undefined;
  /** The official tables in force, as applied (tax-data-files.ts). */
  officialTables?: readonly OfficialTableLoad[] | undefined;
  /**
   * Sources of the built-in content that an imported newer edition vouches for, by `<state> <url>`
   * (calculate.ts vouchingOn): the rows citing them that the edition leaves as they were.
   */
  vouchedSources?: ReadonlyMap<string, Vouching> | undefined;
}

/**
 * The most precise imported data first: a state's Streamlined files (address range, ZIP+4, ZIP5),
 * then Washington DOR's ZIP+4 file, then ZIP-level tables, which place an address only where the
 * publisher says the whole ZIP code lies in one city and county (RiskLevel 1).
 */
export function importedPlaceLookup(data: ImportedData): ImportedPlaceLookup {
  const byState = new Map(data.sst.map((s) => [s.state, sstPlaceLookup(s)]));
  const wa = data.wa === undefined ? undefined : waPlaceLookup(data.wa);
  const zipRates = data.zipRates === undefined || data.zipRates.length === 0 ? undefined : indexZipRates(data.zipRates);
  return (address, date) => {
    const sst = byState.get(address.state)?.(address, date);
    if (sst !== undefined) return sst;
    const dor = address.state === 'WA' ? wa?.(address, date) : undefined;
    if (dor !== undefined) return dor;
    const row = zipRates?.(address.zip5, date);
    if (row === undefined || row.state !== address.state) return undefined;
    return { jurisdictions: jurisdictionsFromZipRate(row), settled: row.riskLevel === 1, level: 'zip5' };
  };
}
