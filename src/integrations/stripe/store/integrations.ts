// Stripe integrations: one row per connected Stripe account of a seller.
import type { PrismaClient } from '../../../store/database.ts';
import { isForeignKeyViolation } from '../../../store/errors.ts';

export function findIntegration(prisma: PrismaClient, integrationId: string) {
  return prisma.integration.findUnique({ where: { id: integrationId } });
}

export function integrationOfSeller(prisma: PrismaClient, sellerId: string, integrationId: string) {
  return prisma.integration.findFirst({ where: { id: integrationId, sellerId }, select: { id: true } });
}

export async function insertIntegration(
  prisma: PrismaClient,
  row: {
    id: string;
    sellerId: string;
    type: string;
    stripeSecretKeyEnc: string;
    stripeApiBase: string | null;
    taxMode: string;
    taxProductId: string | null;
    webhookSecretEnc: string;
  },
): Promise<'created' | 'noSeller'> {
  try {
    await prisma.integration.create({ data: row });
    return 'created';
  } catch (err) {
    if (isForeignKeyViolation(err)) return 'noSeller';
    throw err;
  }
}
