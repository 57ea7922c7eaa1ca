// What `levy data update` reports per source (a Streamlined file, an official table): shared by
// tax-data-update.ts and tax-data-tables-update.ts.
import type { TaxDataKind } from '../tax/index.ts';
import type { RateChange } from '../tax/imports/rate-file-changes.ts';

export interface SourceUpdate {
  kind: Extract<TaxDataKind, 'sstRates' | 'sstBoundaries' | 'ilIdor' | 'caCdtfa' | 'txRates' | 'waRates'>;
  state: string;
  /** updated: imported (or would be, in a dry run); current: the newest edition is the one in force; failed: nothing changed, `reason` says why. */
  outcome: 'updated' | 'current' | 'failed';
  fileName: string | null;
  previousFileName: string | null;
  reason: string | null;
  rowCount: number | null;
  changes: RateChange[];
}

/** A source's report before it is checked: failed until a check says otherwise. */
export function pendingSource(kind: SourceUpdate['kind'], state: string, current: { fileName: string } | null): SourceUpdate {
  return {
    kind,
    state,
    outcome: 'failed',
    fileName: null,
    previousFileName: current?.fileName ?? null,
    reason: null,
    rowCount: null,
    changes: [],
  };
}
