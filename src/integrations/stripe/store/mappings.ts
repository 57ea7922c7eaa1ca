// Billing-system product ids mapped to Levy products, per integration.
import type { PrismaClient } from '../../../store/database.ts';

/** sourceId -> product external id, in ascending sourceId order. */
export async function mappingsOf(prisma: PrismaClient, integrationId: string): Promise<{ sourceId: string; targetId: string }[]> {
  const rows = await prisma.productMapping.findMany({
    where: { integrationId },
    orderBy: { sourceId: 'asc' },
    include: { target: { select: { externalId: true } } },
  });
  return rows.map((r) => ({ sourceId: r.sourceId, targetId: r.target.externalId }));
}

export async function putMapping(
  prisma: PrismaClient,
  row: { sellerId: string; integrationId: string; sourceId: string; targetProductId: string },
  overwrite: boolean,
): Promise<'saved' | 'alreadyMapped'> {
  if (overwrite) {
    await prisma.productMapping.upsert({
      where: { integrationId_sourceId: { integrationId: row.integrationId, sourceId: row.sourceId } },
      create: row,
      update: { targetProductId: row.targetProductId },
    });
    return 'saved';
  }
  const { count } = await prisma.productMapping.createMany({ data: [row], skipDuplicates: true });
  return count === 1 ? 'saved' : 'alreadyMapped';
}
