// The per-invoice write budget: how often Levy changed a draft's tax within the current window.
// Kept in the invoice's processing state (the database, not a process), so it holds whichever
// worker runs the invoice.
import { runPrepared, type PreparedStatement, type PrismaClient } from '../../../store/database.ts';

const SPEND: PreparedStatement = {
  name: 'levy_invoice_tax_write',
  text: `INSERT INTO invoice_processing_states ("integrationId", "invoiceId", "sellerId", "taxWriteCount", "taxWritesSince", "updatedAt")
    VALUES ($1, $2, $3, 1, $4, $4)
    ON CONFLICT ("integrationId", "invoiceId") DO UPDATE SET
      "taxWriteCount" = CASE WHEN invoice_processing_states."taxWritesSince" IS NULL OR invoice_processing_states."taxWritesSince" <= $4::timestamptz - make_interval(secs => $5) THEN 1 ELSE invoice_processing_states."taxWriteCount" + 1 END,
      "taxWritesSince" = CASE WHEN invoice_processing_states."taxWritesSince" IS NULL OR invoice_processing_states."taxWritesSince" <= $4::timestamptz - make_interval(secs => $5) THEN $4 ELSE invoice_processing_states."taxWritesSince" END,
      "updatedAt" = $4
    RETURNING "taxWriteCount" AS count`,
};

/** Counts one change of the invoice's tax; answers the count within the window, this one included. */
export async function spendTaxWrite(
  prisma: PrismaClient,
  key: { integrationId: string; invoiceId: string; sellerId: string },
  now: Date,
  windowSeconds: number,
): Promise<number> {
  const [row] = await runPrepared<{ count: number }>(prisma, SPEND, [key.integrationId, key.invoiceId, key.sellerId, now, windowSeconds]);
  return Number(row!.count);
}

const WITHIN: PreparedStatement = {
  name: 'levy_invoice_tax_writes_within',
  text: `SELECT CASE WHEN "taxWritesSince" IS NULL OR "taxWritesSince" <= $3::timestamptz - make_interval(secs => $4) THEN 0 ELSE "taxWriteCount" END AS count
    FROM invoice_processing_states WHERE "integrationId" = $1 AND "invoiceId" = $2`,
};

/**
 * How many changes of the invoice's tax the current window already holds, without counting one: asked
 * before a change, so that a run over budget stops before it writes (spendTaxWrite counts the change
 * once it is made).
 */
export async function taxWritesWithin(
  prisma: PrismaClient,
  key: { integrationId: string; invoiceId: string },
  now: Date,
  windowSeconds: number,
): Promise<number> {
  const [row] = await runPrepared<{ count: number }>(prisma, WITHIN, [key.integrationId, key.invoiceId, now, windowSeconds]);
  return row === undefined ? 0 : Number(row.count);
}

/** A retry by the seller starts the budget afresh. */
export async function resetTaxWrites(prisma: PrismaClient, sellerId: string, integrationId: string, invoiceId: string): Promise<void> {
  await prisma.invoiceProcessingState.updateMany({
    where: { sellerId, integrationId, invoiceId },
    data: { taxWriteCount: 0, taxWritesSince: null },
  });
}

const STOPPED: PreparedStatement = {
  name: 'levy_invoice_stopped',
  text: `SELECT 1 FROM unprocessed_invoices WHERE "sellerId" = $1 AND "integrationId" = $2 AND "invoiceId" = $3 AND "reasonType" = 'taxKeepsChanging'`,
};

/**
 * Whether the invoice was stopped for taxKeepsChanging and waits for the seller's retry. Asked on
 * every draft run, so a prepared statement: through Prisma's engine the question cost more CPU
 * than the rest of the run's database work (the draft-to-tax benchmark's p50 went from 0.5 to 1.9 s).
 */
export async function isStopped(
  prisma: PrismaClient,
  key: { sellerId: string; integrationId: string; invoiceId: string },
): Promise<boolean> {
  return (await runPrepared(prisma, STOPPED, [key.sellerId, key.integrationId, key.invoiceId])).length > 0;
}
