// The webhook inbox: every verified processor event, once. A row is the durable record that the
// event arrived; `enqueuedAt` says its work reached the queue, `processedAt` that it is done.
import type { Prisma } from '../generated/prisma/client.ts';
import type { PrismaClient } from './database.ts';

export interface InboxEvent {
  integrationId: string;
  eventId: string;
  sellerId: string;
  type: string;
  invoiceId: string | null;
  payload: unknown;
}

/** False when the event was already in the inbox (a redelivery). */
export async function insertInboxEvent(prisma: PrismaClient, event: InboxEvent, processed: boolean): Promise<boolean> {
  const { count } = await prisma.webhookInboxEvent.createMany({
    data: [{ ...event, payload: event.payload as Prisma.InputJsonValue, processedAt: processed ? new Date() : null }],
    skipDuplicates: true,
  });
  return count === 1;
}

export async function markEnqueued(prisma: PrismaClient, integrationId: string, eventId: string): Promise<void> {
  await prisma.webhookInboxEvent.updateMany({ where: { integrationId, eventId }, data: { enqueuedAt: new Date() } });
}

/**
 * Events whose work never reached the queue (received before `before`), or reached it before
 * `staleBefore` and is still not done (its enqueue collapsed into a job that was already past
 * reading the invoice), oldest first.
 */
export function unenqueuedEvents(prisma: PrismaClient, before: Date, staleBefore: Date, take: number) {
  return prisma.webhookInboxEvent.findMany({
    where: { processedAt: null, OR: [{ enqueuedAt: null, receivedAt: { lt: before } }, { enqueuedAt: { lt: staleBefore } }] },
    orderBy: { receivedAt: 'asc' },
    take,
    select: { integrationId: true, eventId: true, invoiceId: true },
  });
}

/** The invoice's events received up to `upTo` are done: a run that started after them has seen their effect. */
export async function markInvoiceEventsProcessed(prisma: PrismaClient, integrationId: string, invoiceId: string, upTo: Date): Promise<void> {
  await prisma.webhookInboxEvent.updateMany({ where: { integrationId, invoiceId, processedAt: null, receivedAt: { lte: upTo } }, data: { processedAt: new Date() } });
}

/** True when events for the invoice arrived that no run has seen yet. */
export async function hasPendingInvoiceEvents(prisma: PrismaClient, integrationId: string, invoiceId: string): Promise<boolean> {
  return (await prisma.webhookInboxEvent.count({ where: { integrationId, invoiceId, processedAt: null } })) > 0;
}

/** Processed events older than `before` are history Stripe keeps too: dropped to keep the inbox small. */
export async function deleteProcessedEvents(prisma: PrismaClient, before: Date): Promise<number> {
  return (await prisma.webhookInboxEvent.deleteMany({ where: { processedAt: { lt: before } } })).count;
}
