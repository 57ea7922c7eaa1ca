// Invoices the worker could not tax or record, with the reason, until a later run succeeds.
import type { PrismaClient } from '../../../store/database.ts';

export async function recordUnprocessed(
  prisma: PrismaClient,
  row: { integrationId: string; invoiceId: string; sellerId: string; reasonType: string; message: string },
): Promise<void> {
  const now = new Date();
  await prisma.unprocessedInvoice.upsert({
    where: { integrationId_invoiceId: { integrationId: row.integrationId, invoiceId: row.invoiceId } },
    create: { ...row, firstFailedAt: now, lastFailedAt: now },
    update: { reasonType: row.reasonType, message: row.message, attempts: { increment: 1 }, lastFailedAt: now },
  });
}

export function findUnprocessed(prisma: PrismaClient, sellerId: string, integrationId: string, invoiceId: string) {
  return prisma.unprocessedInvoice.findFirst({ where: { sellerId, integrationId, invoiceId } });
}

/** A page in invoice id order, after `after`. */
export function unprocessedPage(prisma: PrismaClient, sellerId: string, integrationId: string, after: string | undefined, take: number) {
  return prisma.unprocessedInvoice.findMany({
    where: { sellerId, integrationId, ...(after !== undefined ? { invoiceId: { gt: after } } : {}) },
    orderBy: { invoiceId: 'asc' },
    take,
  });
}

export async function deleteUnprocessed(prisma: PrismaClient, sellerId: string, integrationId: string, invoiceId: string): Promise<void> {
  await prisma.unprocessedInvoice.deleteMany({ where: { sellerId, integrationId, invoiceId } });
}
