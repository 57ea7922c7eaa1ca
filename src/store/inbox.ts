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

/** Events whose work never reached the queue, received before `before`, oldest first. */
export function unenqueuedEvents(prisma: PrismaClient, before: Date, take: number) {
  return prisma.webhookInboxEvent.findMany({
    where: { enqueuedAt: null, processedAt: null, receivedAt: { lt: before } },
    orderBy: { receivedAt: 'asc' },
    take,
    select: { integrationId: true, eventId: true, invoiceId: true },
  });
}
