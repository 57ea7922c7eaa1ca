// A seller's sales-history imports: each run (one per file, by its hash) and the chunks it writes.
// A chunk's sales, their threshold figures and the run's progress are written by one statement, so
// a retried chunk or a crash between chunks never counts a sale twice.
import type { ExposureEntry, StoredRecord } from '../tax/thresholds/index.ts';
import type { PrismaClient } from './database.ts';
import { applyExposureCtes, EXPOSURE_RECORD } from './threshold-sales.ts';

/** How many line errors a run keeps (the counts go on). */
export const KEPT_ERRORS = 1_000;

export interface ImportedSaleRow {
  externalId: string;
  day: string;
  currencyCode: string;
  record: StoredRecord;
  exposure: ExposureEntry[];
}

/** The run of this file (by hash) for the seller, created on its first chunk; where to go on from. */
export async function startOrResumeImport(prisma: PrismaClient, run: { id: string; sellerId: string; sha256: string; fileName: string }) {
  await prisma.salesImport.createMany({ data: [{ ...run, linesDone: 1 }], skipDuplicates: true });
  const stored = (await prisma.salesImport.findUnique({ where: { sellerId_sha256: { sellerId: run.sellerId, sha256: run.sha256 } } }))!;
  return { id: stored.id, nextLine: stored.linesDone + 1, imported: stored.imported, rejected: stored.rejected };
}

const WRITE_CHUNK = `
WITH rows AS (
  SELECT c."externalId", c.day, c."currencyCode", d->'record' AS record, d->'exposure' AS exposure
  FROM unnest($2::text[], $3::date[], $4::text[]) WITH ORDINALITY AS c("externalId", day, "currencyCode", idx)
  JOIN jsonb_array_elements($5::jsonb) WITH ORDINALITY AS j(d, idx) USING (idx)
), prev AS (
  -- By the primary key, id by id: a join here turns into a scan of the seller's whole history once the table grows.
  SELECT s."externalId", s.exposure FROM imported_sales s WHERE s."sellerId" = $1 AND s."externalId" = ANY($2::text[])
), saved AS (
  INSERT INTO imported_sales ("sellerId", "externalId", day, "currencyCode", record, exposure)
  SELECT $1, "externalId", day, "currencyCode", record, exposure FROM rows ORDER BY "externalId"
  ON CONFLICT ("sellerId", "externalId") DO UPDATE SET day = EXCLUDED.day, "currencyCode" = EXCLUDED."currencyCode", record = EXCLUDED.record,
    exposure = EXCLUDED.exposure, "importedAt" = now()
), delta AS (
  SELECT $1::text AS "sellerId", e.* FROM rows r CROSS JOIN jsonb_to_recordset(r.exposure) AS ${EXPOSURE_RECORD}
  UNION ALL
  SELECT $1::text, e.j, e.d, -e.g, -e.t, -e.n, -e.u FROM prev p CROSS JOIN jsonb_to_recordset(p.exposure) AS ${EXPOSURE_RECORD}
), ${applyExposureCtes('delta')}
UPDATE sales_imports SET "linesDone" = $7 - 1, imported = imported + $8, rejected = rejected + $9,
  errors = CASE WHEN jsonb_array_length(errors) >= ${KEPT_ERRORS} THEN errors ELSE errors || $10::jsonb END,
  "finishedAt" = CASE WHEN $11 THEN now() ELSE NULL END
WHERE id = $6`;

/** Saves a chunk's sales (replacing earlier versions and their figures) and the run's progress. */
export async function writeImportChunk(
  prisma: PrismaClient,
  sellerId: string,
  importId: string,
  sales: readonly ImportedSaleRow[],
  progress: { nextLine: number; imported: number; errors: { line: number; message: string }[]; last: boolean },
): Promise<void> {
  await prisma.$executeRawUnsafe(
    WRITE_CHUNK,
    sellerId,
    sales.map((s) => s.externalId),
    sales.map((s) => s.day),
    sales.map((s) => s.currencyCode),
    JSON.stringify(sales.map((s) => ({ record: s.record, exposure: s.exposure }))),
    importId,
    progress.nextLine,
    progress.imported,
    progress.errors.length,
    JSON.stringify(progress.errors.slice(0, KEPT_ERRORS)),
    progress.last,
  );
}
