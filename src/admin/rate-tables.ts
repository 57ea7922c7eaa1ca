// Importing a seller's ZIP-level rate tables (admin API and `npm run levy -- rates import`).
import type { AppContext } from '../context.ts';
import { newId } from '../lib/ids.ts';
import { conflict, ok, type Outcome } from '../lib/result.ts';
import { findSeller } from '../store/sellers.ts';
import { insertZipRateTable, zipRateTables } from '../store/zip-rates.ts';
import { isoDate } from '../tax/dates.ts';
import type { ImportZipRatesInput } from './schemas.ts';
import { parseZipRateCsv } from '../tax/imports/zip-rate-csv.ts';

export interface ImportProgress {
  phase: 'parse' | 'write';
  done: number;
  total: number;
}

export const IMPORT_ZIP_RATE_TABLE_CONFLICTS = ['sellerIdNotFound', 'rateTableInvalid'] as const;

export async function importZipRateTable(
  ctx: AppContext,
  sellerId: string,
  input: ImportZipRatesInput,
  onProgress?: (p: ImportProgress) => void,
): Promise<Outcome<{ zipRateTableId: string; rowCount: number; effectiveFrom: string }, typeof IMPORT_ZIP_RATE_TABLE_CONFLICTS>> {
  const parsed = parseZipRateCsv(input.csv, (done, total) => onProgress?.({ phase: 'parse', done, total }));
  if (!parsed.ok) return conflict({ type: 'rateTableInvalid', line: parsed.line, message: parsed.message });
  if (parsed.rows.length === 0) return conflict({ type: 'rateTableInvalid', line: 1, message: 'The file has no rows' });
  const id = newId('zrt');
  const outcome = await insertZipRateTable(
    ctx.prisma,
    { id, sellerId, effectiveFrom: new Date(`${input.effectiveFrom}T00:00:00Z`), sourceName: input.sourceName },
    parsed.rows,
    (written) => onProgress?.({ phase: 'write', done: written, total: parsed.rows.length }),
  );
  if (outcome === 'noSeller') return conflict({ type: 'sellerIdNotFound' });
  // Processes that calculate for this seller reload its tables.
  await ctx.sellerChanges.announce(sellerId);
  return ok({ zipRateTableId: id, rowCount: parsed.rows.length, effectiveFrom: input.effectiveFrom });
}

export const LIST_ZIP_RATE_TABLES_CONFLICTS = ['sellerIdNotFound'] as const;

export async function listZipRateTables(
  ctx: AppContext,
  sellerId: string,
): Promise<
  Outcome<
    { zipRateTables: { id: string; effectiveFrom: string; sourceName: string; rowCount: number; importedAt: string }[] },
    typeof LIST_ZIP_RATE_TABLES_CONFLICTS
  >
> {
  if ((await findSeller(ctx.prisma, sellerId)) === null) return conflict({ type: 'sellerIdNotFound' });
  const tables = await zipRateTables(ctx.prisma, sellerId);
  return ok({
    zipRateTables: tables.map((t) => ({
      id: t.id,
      effectiveFrom: isoDate(t.effectiveFrom),
      sourceName: t.sourceName,
      rowCount: t.rowCount,
      importedAt: t.importedAt.toISOString(),
    })),
  });
}
