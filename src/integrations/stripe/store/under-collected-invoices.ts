// Finalized invoices that show less tax than Levy expected, kept until the seller settles them.
import type { PrismaClient } from '../../../store/database.ts';

export interface UnderCollection {
  integrationId: string;
  invoiceId: string;
  sellerId: string;
  transactionId: string;
  currencyCode: string;
  expected: number;
  seen: number;
}

/** Notes the gap once; a gap the seller has settled stays settled when the invoice is run again. */
export async function noteUnderCollection(prisma: PrismaClient, row: UnderCollection): Promise<void> {
  await prisma.underCollectedInvoice.createMany({
    data: [{ ...row, expected: BigInt(row.expected), seen: BigInt(row.seen) }],
    skipDuplicates: true,
  });
}

export function findUnderCollected(prisma: PrismaClient, sellerId: string, integrationId: string, invoiceId: string) {
  return prisma.underCollectedInvoice.findFirst({ where: { sellerId, integrationId, invoiceId } });
}

/** A page in invoice id order, after `after`; open ones only unless `all`. */
export function underCollectedPage(
  prisma: PrismaClient,
  sellerId: string,
  integrationId: string,
  options: { after: string | undefined; take: number; all: boolean },
) {
  return prisma.underCollectedInvoice.findMany({
    where: {
      sellerId,
      integrationId,
      ...(options.all ? {} : { resolution: 'open' }),
      ...(options.after !== undefined ? { invoiceId: { gt: options.after } } : {}),
    },
    orderBy: { invoiceId: 'asc' },
    take: options.take,
  });
}

export async function resolveUnderCollected(
  prisma: PrismaClient,
  sellerId: string,
  integrationId: string,
  invoiceId: string,
  resolution: 'accepted' | 'invoiced',
): Promise<void> {
  await prisma.underCollectedInvoice.updateMany({
    where: { sellerId, integrationId, invoiceId },
    data: { resolution, resolvedAt: new Date() },
  });
}

export async function forgetUnderCollection(
  prisma: PrismaClient,
  sellerId: string,
  integrationId: string,
  invoiceId: string,
): Promise<void> {
  await prisma.underCollectedInvoice.deleteMany({ where: { sellerId, integrationId, invoiceId } });
}
