// Sales per seller, threshold jurisdiction and day (and month), kept incrementally: every statement
// that changes a transaction's exposure adds the new entries and subtracts the old ones in the
// same statement. Rebuilding recomputes them from the stored transactions and imported sales.
import type { ExposureEntry } from '../tax/thresholds/exposure.ts';
import type { CrossingQuery, Figures } from '../tax/thresholds/evaluate.ts';
import type { IsoDate } from '../tax/dates.ts';
import { runPrepared, type PreparedStatement, type PrismaClient } from './database.ts';

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/**
 * CTEs that add the rows of `delta` ("sellerId", j, d, g, t, n, u: signed changes) to the daily and
 * monthly figures. Rows are upserted in key order, so two statements lock shared rows in the same
 * order and cannot deadlock each other.
 */
export function applyExposureCtes(delta: string): string {
  return `exposure_days AS (
  INSERT INTO threshold_sales_days ("sellerId", "jurisId", day, gross, taxable, "transactionCount", "unconvertedCount")
  SELECT "sellerId", j, d, sum(g), sum(t), sum(n), sum(u) FROM ${delta} GROUP BY "sellerId", j, d ORDER BY "sellerId", j, d
  ON CONFLICT ("sellerId", "jurisId", day) DO UPDATE SET gross = threshold_sales_days.gross + EXCLUDED.gross, taxable = threshold_sales_days.taxable + EXCLUDED.taxable,
    "transactionCount" = threshold_sales_days."transactionCount" + EXCLUDED."transactionCount", "unconvertedCount" = threshold_sales_days."unconvertedCount" + EXCLUDED."unconvertedCount"
), exposure_months AS (
  INSERT INTO threshold_sales_months ("sellerId", "jurisId", month, gross, taxable, "transactionCount", "unconvertedCount")
  SELECT "sellerId", j, date_trunc('month', d)::date, sum(g), sum(t), sum(n), sum(u) FROM ${delta} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("sellerId", "jurisId", month) DO UPDATE SET gross = threshold_sales_months.gross + EXCLUDED.gross, taxable = threshold_sales_months.taxable + EXCLUDED.taxable,
    "transactionCount" = threshold_sales_months."transactionCount" + EXCLUDED."transactionCount", "unconvertedCount" = threshold_sales_months."unconvertedCount" + EXCLUDED."unconvertedCount"
)`;
}

/** The columns of a jsonb array of exposure entries, for jsonb_to_recordset. */
export const EXPOSURE_RECORD = 'e(j text, d date, g bigint, t bigint, n int, u int)';

/** Adds (sign 1) or removes (sign -1) exposure entries outside the save statement (void, negation). */
export async function addExposure(db: PrismaClient | Tx, sellerId: string, entries: ExposureEntry[], sign: 1 | -1): Promise<void> {
  if (entries.length === 0) return;
  await db.$executeRawUnsafe(
    `WITH delta AS (
      SELECT $1::text AS "sellerId", j, d, g * $3 AS g, t * $3 AS t, n * $3 AS n, u * $3 AS u FROM jsonb_to_recordset($2::jsonb) AS ${EXPOSURE_RECORD}
    ), ${applyExposureCtes('delta')}
    SELECT 1`,
    sellerId,
    JSON.stringify(entries),
    sign,
  );
}

/** `at` is the day or month as text (`::text` in the query): no time zone to go through. */
type FigureRow = {
  jurisId: string;
  at: IsoDate;
  gross: bigint | number;
  taxable: bigint | number;
  transactionCount: number;
  unconvertedCount: number;
};

const figures = (r: FigureRow): Figures => ({
  gross: Number(r.gross),
  taxable: Number(r.taxable),
  transactionCount: Number(r.transactionCount),
  unconvertedCount: Number(r.unconvertedCount),
});

const MONTHS: PreparedStatement = {
  name: 'levy_threshold_months',
  text: `SELECT s."jurisId", s.month::text AS at, s.gross, s.taxable, s."transactionCount", s."unconvertedCount"
         FROM unnest($2::text[], $3::date[]) AS w("jurisId", since)
         JOIN threshold_sales_months s ON s."sellerId" = $1 AND s."jurisId" = w."jurisId" AND s.month >= w.since`,
};

/** Per jurisdiction, the monthly figures from the month given for it on. */
export async function monthlyFigures(
  prisma: PrismaClient,
  sellerId: string,
  wanted: { jurisId: string; since: IsoDate }[],
): Promise<Map<string, Map<IsoDate, Figures>>> {
  return group(await runPrepared<FigureRow>(prisma, MONTHS, [sellerId, wanted.map((w) => w.jurisId), wanted.map((w) => w.since)]));
}

const FIRST_DAYS_OVER: PreparedStatement = {
  name: 'levy_threshold_first_days_over',
  text: `SELECT w.i::int AS i, (
           SELECT d.day::text FROM (
             SELECT s.day, sum(CASE w.measure WHEN 'gross' THEN s.gross WHEN 'taxable' THEN s.taxable ELSE s."transactionCount" END) OVER (ORDER BY s.day) AS total
             FROM threshold_sales_days s
             WHERE s."sellerId" = $1 AND s."jurisId" = w."jurisId" AND s.day >= w.month AND s.day < (w.month + interval '1 month')
           ) d WHERE d.total > w.over ORDER BY d.day LIMIT 1) AS day
         FROM unnest($2::text[], $3::date[], $4::text[], $5::bigint[]) WITH ORDINALITY AS w("jurisId", month, measure, over, i)`,
};

/** For each query, the first day of its month on which the running total of its measure goes above `over`, or null. */
export async function firstDaysOver(
  prisma: PrismaClient,
  sellerId: string,
  queries: (CrossingQuery & { jurisId: string })[],
): Promise<(IsoDate | null)[]> {
  if (queries.length === 0) return [];
  const rows = await runPrepared<{ i: number; day: string | null }>(prisma, FIRST_DAYS_OVER, [
    sellerId,
    queries.map((q) => q.jurisId),
    queries.map((q) => q.month),
    queries.map((q) => q.measure),
    queries.map((q) => q.over),
  ]);
  const days: (IsoDate | null)[] = queries.map(() => null);
  for (const row of rows) days[Number(row.i) - 1] = row.day;
  return days;
}

function group(rows: FigureRow[]): Map<string, Map<IsoDate, Figures>> {
  const byJuris = new Map<string, Map<IsoDate, Figures>>();
  for (const row of rows) {
    let m = byJuris.get(row.jurisId);
    if (m === undefined) byJuris.set(row.jurisId, (m = new Map()));
    m.set(row.at, figures(row));
  }
  return byJuris;
}

/** Every daily row of a seller, for comparing a rebuild with the incremental figures. */
export async function allDailyFigures(prisma: PrismaClient, sellerId: string): Promise<Map<string, Map<IsoDate, Figures>>> {
  const rows = await prisma.$queryRawUnsafe<FigureRow[]>(
    `SELECT "jurisId", day::text AS at, gross, taxable, "transactionCount", "unconvertedCount" FROM threshold_sales_days WHERE "sellerId" = $1`,
    sellerId,
  );
  return group(rows);
}

/** Replaces a seller's figures with ones computed from scratch (entries summed by the caller). */
export async function replaceFigures(prisma: PrismaClient, sellerId: string, entries: ExposureEntry[]): Promise<void> {
  await prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`DELETE FROM threshold_sales_days WHERE "sellerId" = $1`, sellerId);
      await tx.$executeRawUnsafe(`DELETE FROM threshold_sales_months WHERE "sellerId" = $1`, sellerId);
      for (let i = 0; i < entries.length; i += 5_000) await addExposure(tx, sellerId, entries.slice(i, i + 5_000), 1);
    },
    { timeout: 600_000 },
  );
}

/** A stored sale as a threshold rebuild reads it: its record (null for a voided transaction) and the exposure it added. */
export interface ExposureSourceRow<Id> {
  id: Id;
  currencyCode: string;
  day: Date;
  record: unknown;
  exposure: unknown;
}

/** A page of a seller's transactions, in key order after `after`; a voided one adds nothing, so no record is read. */
export function transactionExposurePage(
  prisma: PrismaClient,
  sellerId: string,
  after: bigint,
  limit: number,
): Promise<ExposureSourceRow<bigint>[]> {
  return prisma.$queryRawUnsafe(
    `SELECT key AS id, "currencyCode", "accountingDate" AS day, CASE WHEN status = 'voided' THEN NULL ELSE body END AS record, exposure
     FROM transactions WHERE "sellerId" = $1 AND key > $2 ORDER BY key LIMIT ${limit}`,
    sellerId,
    after,
  );
}

/** Writes transactions' recomputed exposure (`exposures`: a JSON array, one entry per key). */
export function keepTransactionExposure(prisma: PrismaClient, keys: bigint[], exposures: string): Promise<number> {
  return prisma.$executeRawUnsafe(
    `UPDATE transactions t SET exposure = c.exposure FROM (SELECT unnest($1::bigint[]) AS key, jsonb_array_elements($2::jsonb) AS exposure) c WHERE t.key = c.key`,
    keys,
    exposures,
  );
}

/** A page of a seller's imported sales, in id order after `after`. */
export function importedSaleExposurePage(
  prisma: PrismaClient,
  sellerId: string,
  after: string,
  limit: number,
): Promise<ExposureSourceRow<string>[]> {
  return prisma.$queryRawUnsafe(
    `SELECT "externalId" AS id, "currencyCode", day, record, exposure FROM imported_sales WHERE "sellerId" = $1 AND "externalId" > $2 ORDER BY "externalId" LIMIT ${limit}`,
    sellerId,
    after,
  );
}

/** Writes imported sales' recomputed exposure. */
export function keepImportedSaleExposure(prisma: PrismaClient, sellerId: string, ids: string[], exposures: string): Promise<number> {
  return prisma.$executeRawUnsafe(
    `UPDATE imported_sales s SET exposure = c.exposure FROM (SELECT unnest($2::text[]) AS id, jsonb_array_elements($3::jsonb) AS exposure) c WHERE s."sellerId" = $1 AND s."externalId" = c.id`,
    sellerId,
    ids,
    exposures,
  );
}

/** How many sales a seller has on record: transactions and imported sales. */
export async function salesRecordCount(prisma: PrismaClient, sellerId: string): Promise<number> {
  const [transactions, imported] = await Promise.all([
    prisma.transaction.count({ where: { sellerId } }),
    prisma.importedSale.count({ where: { sellerId } }),
  ]);
  return transactions + imported;
}
