import type { PrismaClient } from './database.ts';

export function findIntegration(prisma: PrismaClient, integrationId: string) {
  return prisma.integration.findUnique({ where: { id: integrationId } });
}
