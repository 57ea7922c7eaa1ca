// The operator audit log's rows: appended by every admin action that changes something, read newest first.
import type { PrismaClient } from './database.ts';

export function insertAuditEntry(
  prisma: PrismaClient,
  entry: { actor: string; operation: string; params: Record<string, string>; outcome: string; sellerId: string | null },
) {
  return prisma.auditEntry.create({
    data: { actor: entry.actor, operation: entry.operation, sellerId: entry.sellerId, target: entry.params, outcome: entry.outcome },
  });
}

/** Up to `take` entries before `before` (by id), of one seller or all, newest first. */
export function auditEntries(
  prisma: PrismaClient,
  { sellerId, before, take }: { sellerId: string | undefined; before: bigint | undefined; take: number },
) {
  return prisma.auditEntry.findMany({
    where: { ...(sellerId !== undefined ? { sellerId } : {}), ...(before !== undefined ? { id: { lt: before } } : {}) },
    orderBy: { id: 'desc' },
    take,
  });
}
