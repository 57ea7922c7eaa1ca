// Threshold alerts (one per seller, jurisdiction, status and period) and the seller's webhook endpoints.
import { newId } from '../lib/ids.ts';
import type { PrismaClient } from './database.ts';

/** Records the alert unless one exists for the same jurisdiction, status and period; true when it is new. */
export async function recordAlert(
  prisma: PrismaClient,
  alert: { sellerId: string; jurisId: string; status: string; periodBegin: string; item: unknown },
): Promise<boolean> {
  const created = await prisma.$executeRawUnsafe(
    `INSERT INTO threshold_alerts (id, "sellerId", "jurisId", status, "periodBegin", item) VALUES ($1, $2, $3, $4, $5::date, $6::jsonb)
     ON CONFLICT ("sellerId", "jurisId", status, "periodBegin") DO NOTHING`,
    newId('evt'),
    alert.sellerId,
    alert.jurisId,
    alert.status,
    alert.periodBegin,
    JSON.stringify(alert.item),
  );
  return created > 0;
}

export function unqueuedAlerts(prisma: PrismaClient, sellerId: string) {
  return prisma.thresholdAlert.findMany({ where: { sellerId, queuedAt: null }, orderBy: { createdAt: 'asc' } });
}

export async function markQueued(prisma: PrismaClient, ids: string[]): Promise<void> {
  await prisma.thresholdAlert.updateMany({ where: { id: { in: ids } }, data: { queuedAt: new Date() } });
}

export function findAlert(prisma: PrismaClient, id: string) {
  return prisma.thresholdAlert.findUnique({ where: { id } });
}

export function createEndpoint(
  prisma: PrismaClient,
  endpoint: { id: string; sellerId: string; url: string; events: string[]; secret: string },
) {
  return prisma.webhookEndpoint.create({ data: endpoint });
}

export function endpointsOf(prisma: PrismaClient, sellerId: string) {
  return prisma.webhookEndpoint.findMany({ where: { sellerId }, orderBy: { createdAt: 'asc' } });
}

export function findEndpoint(prisma: PrismaClient, sellerId: string, id: string) {
  return prisma.webhookEndpoint.findUnique({ where: { sellerId_id: { sellerId, id } } });
}

export async function deleteEndpoint(prisma: PrismaClient, sellerId: string, id: string): Promise<boolean> {
  return (await prisma.webhookEndpoint.deleteMany({ where: { sellerId, id } })).count > 0;
}
