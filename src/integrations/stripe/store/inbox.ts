// The webhook inbox: every verified processor event, once. A row is the durable record that the
// event arrived; `enqueuedAt` says its work reached the queue, `processedAt` that it is done.
import { runPrepared, type PreparedStatement, type PrismaClient } from '../../../store/database.ts';

export interface InboxEvent {
  integrationId: string;
  eventId: string;
  sellerId: string;
  type: string;
  invoiceId: string;
  /** The event exactly as Stripe sent it (JSON text). */
  payload: string;
}

const INSERT: PreparedStatement = {
  name: 'levy_inbox_insert',
  text: `INSERT INTO webhook_inbox ("integrationId", "eventId", "sellerId", type, "invoiceId", payload)
    VALUES ($1, $2, $3, $4, $5, $6::jsonb)
    ON CONFLICT DO NOTHING RETURNING 1 AS fresh`,
};

/** False when the event was already in the inbox (a redelivery). */
export async function insertInboxEvent(prisma: PrismaClient, event: InboxEvent): Promise<boolean> {
  const rows = await runPrepared(prisma, INSERT, [
    event.integrationId,
    event.eventId,
    event.sellerId,
    event.type,
    event.invoiceId,
    event.payload,
  ]);
  return rows.length === 1;
}

const MARK_ENQUEUED: PreparedStatement = {
  name: 'levy_inbox_mark_enqueued',
  text: `UPDATE webhook_inbox SET "enqueuedAt" = now() FROM unnest($1::text[], $2::text[]) AS m(integration, event)
    WHERE "integrationId" = m.integration AND "eventId" = m.event`,
};

export async function markEnqueued(prisma: PrismaClient, events: { integrationId: string; eventId: string }[]): Promise<void> {
  if (events.length === 0) return;
  await runPrepared(prisma, MARK_ENQUEUED, [events.map((e) => e.integrationId), events.map((e) => e.eventId)]);
}

/**
 * Events whose work never reached the queue (received before `before`), or reached it before
 * `staleBefore` and was never done (a job Redis lost), oldest first.
 */
export function unenqueuedEvents(prisma: PrismaClient, before: Date, staleBefore: Date, take: number) {
  return prisma.webhookInboxEvent.findMany({
    where: { processedAt: null, OR: [{ enqueuedAt: null, receivedAt: { lt: before } }, { enqueuedAt: { lt: staleBefore } }] },
    orderBy: { receivedAt: 'asc' },
    take,
    select: { integrationId: true, eventId: true, invoiceId: true },
  });
}

const FINISH_RUN: PreparedStatement = {
  name: 'levy_invoice_run_finished',
  text: `WITH cleared AS (DELETE FROM unprocessed_invoices WHERE "integrationId" = $1 AND "invoiceId" = $2)
    UPDATE webhook_inbox SET "processedAt" = now()
    WHERE "integrationId" = $1 AND "invoiceId" = $2 AND "processedAt" IS NULL AND "receivedAt" <= $3`,
};

/**
 * After a successful run that started at `startedAt`: the invoice leaves the unprocessed list, and
 * the events received before the run are done (it read the invoice after them). Events received
 * during the run keep waiting: the queue keeps one job after an active one for them.
 */
export async function finishInvoiceRun(prisma: PrismaClient, integrationId: string, invoiceId: string, startedAt: Date): Promise<void> {
  await runPrepared(prisma, FINISH_RUN, [integrationId, invoiceId, startedAt]);
}

/** After a run that left the invoice unprocessed: the events it saw are done all the same. */
export async function markInvoiceEventsProcessed(
  prisma: PrismaClient,
  integrationId: string,
  invoiceId: string,
  startedAt: Date,
): Promise<void> {
  await prisma.webhookInboxEvent.updateMany({
    where: { integrationId, invoiceId, processedAt: null, receivedAt: { lte: startedAt } },
    data: { processedAt: new Date() },
  });
}

/** Events received before `before` whose work reached the queue are history Stripe keeps too: dropped to keep the inbox small. */
export async function deleteOldEvents(prisma: PrismaClient, before: Date): Promise<number> {
  return (
    await prisma.webhookInboxEvent.deleteMany({
      where: { receivedAt: { lt: before }, OR: [{ enqueuedAt: { not: null } }, { processedAt: { not: null } }] },
    })
  ).count;
}

/** Seconds since the oldest event not yet processed arrived, or null when every event is done (the metrics probe). */
export async function oldestOpenEventAge(prisma: PrismaClient): Promise<number | null> {
  const [row] = await prisma.$queryRawUnsafe<{ age: number | null }[]>(
    `SELECT extract(epoch FROM now() - min("receivedAt"))::float8 AS age FROM webhook_inbox WHERE "processedAt" IS NULL`,
  );
  return row?.age ?? null;
}
