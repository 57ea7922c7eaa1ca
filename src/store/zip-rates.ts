// Imported ZIP-level rate tables.
import { isoDate } from '../tax/dates.ts';
import type { ParsedZipRate } from '../tax/imports/zip-rate-csv.ts';
import type { PrismaClient } from './database.ts';
import { isForeignKeyViolation } from './errors.ts';

/** A row as parsed; stored as it is. */
export type ZipRateInsert = ParsedZipRate;

const BATCH = 2_000;

/** The table and its rows together or not at all; `onBatch` reports rows written. */
export async function insertZipRateTable(
  prisma: PrismaClient,
  table: { id: string; sellerId: string; effectiveFrom: Date; sourceName: string },
  rows: readonly ZipRateInsert[],
  onBatch?: (written: number) => void,
): Promise<'created' | 'noSeller'> {
  try {
    await prisma.$transaction(
      async (tx) => {
        await tx.zipRateTable.create({ data: { ...table, rowCount: rows.length } });
        for (let i = 0; i < rows.length; i += BATCH) {
          await tx.zipRate.createMany({ data: rows.slice(i, i + BATCH).map((r) => ({ ...r, tableId: table.id })) });
          onBatch?.(Math.min(i + BATCH, rows.length));
        }
      },
      { timeout: 300_000, maxWait: 10_000 },
    );
    return 'created';
  } catch (err) {
    if (isForeignKeyViolation(err)) return 'noSeller';
    throw err;
  }
}

export function zipRateTables(prisma: PrismaClient, sellerId: string) {
  return prisma.zipRateTable.findMany({ where: { sellerId }, orderBy: { effectiveFrom: 'asc' } });
}

/** Every row of every table of the seller, with its table's date: loaded once into memory for calculation. */
export async function zipRatesOf(prisma: PrismaClient, sellerId: string) {
  const tables = await zipRateTables(prisma, sellerId);
  const rows = await prisma.zipRate.findMany({ where: { tableId: { in: tables.map((t) => t.id) } } });
  const byId = new Map(tables.map((t) => [t.id, t]));
  return rows.map((r) => {
    const table = byId.get(r.tableId)!;
    return {
      state: r.state,
      zip: r.zip,
      regionName: r.regionName,
      countyRate: r.countyRate.toString(),
      cityRate: r.cityRate.toString(),
      specialRate: r.specialRate.toString(),
      effectiveFrom: isoDate(table.effectiveFrom),
      tableId: table.id,
      sourceName: table.sourceName,
    };
  });
}
