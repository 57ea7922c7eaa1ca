// Stripe integrations: one row per connected Stripe account of a seller. At most one active
// integration per Stripe account across the deployment: `activeStripeAccountId` (the account id
// while active, null otherwise) is unique, so two racing creations cannot both act.
import type { PrismaClient } from '../../../store/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../../store/errors.ts';

export type IntegrationRow = NonNullable<Awaited<ReturnType<typeof findIntegration>>>;

export function findIntegration(prisma: PrismaClient, integrationId: string) {
  return prisma.integration.findUnique({ where: { id: integrationId } });
}

export function integrationOfSeller(prisma: PrismaClient, sellerId: string, integrationId: string) {
  return prisma.integration.findFirst({ where: { id: integrationId, sellerId }, select: { id: true, status: true } });
}

/** The whole row, only when it is the seller's. */
export function findIntegrationOfSeller(prisma: PrismaClient, sellerId: string, integrationId: string) {
  return prisma.integration.findFirst({ where: { id: integrationId, sellerId } });
}

export function integrationsOfSeller(prisma: PrismaClient, sellerId: string) {
  return prisma.integration.findMany({ where: { sellerId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

/** The integration acting for a Stripe account, whoever's it is. */
export function activeIntegrationOnAccount(prisma: PrismaClient, stripeAccountId: string) {
  return prisma.integration.findUnique({ where: { activeStripeAccountId: stripeAccountId }, select: { id: true, sellerId: true } });
}

export interface NewIntegrationRow {
  id: string;
  sellerId: string;
  type: string;
  stripeSecretKeyEnc: string;
  stripeApiBase: string | null;
  taxMode: string;
  taxProductId: string | null;
  webhookSecretEnc: string;
  stripeAccountId: string;
  webhookEndpointId: string | null;
  webhookEndpointManaged: boolean;
}

/**
 * Saves a new, active integration; with `replaces`, disables that integration of the same seller
 * in the same transaction (so the account is never without, or with two, acting integrations).
 */
export async function insertIntegration(
  prisma: PrismaClient,
  row: NewIntegrationRow,
  replaces: string | null = null,
): Promise<'created' | 'noSeller' | 'replacedNotFound' | 'accountTaken'> {
  try {
    return await prisma.$transaction(async (tx) => {
      if (replaces !== null) {
        const disabled = await tx.integration.updateMany({
          where: { id: replaces, sellerId: row.sellerId },
          data: { status: 'disabled', activeStripeAccountId: null },
        });
        if (disabled.count === 0) return 'replacedNotFound';
      }
      await tx.integration.create({ data: { ...row, status: 'active', activeStripeAccountId: row.stripeAccountId } });
      return 'created';
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) return 'noSeller';
    if (isUniqueViolation(err)) return 'accountTaken';
    throw err;
  }
}

export type IntegrationChange = Partial<{
  stripeSecretKeyEnc: string;
  stripeAccountId: string;
  taxMode: string;
  taxProductId: string | null;
  status: 'active' | 'disabled';
  webhookSecretEnc: string;
  webhookEndpointId: string | null;
}>;

/**
 * Changes the seller's integration; `activeStripeAccountId` follows status and account. Answers
 * the new row, null when there is no such integration, or 'accountTaken' when it would become a
 * second acting integration of its Stripe account.
 */
export async function updateIntegrationRow(prisma: PrismaClient, sellerId: string, integrationId: string, change: IntegrationChange) {
  try {
    return await prisma.$transaction(async (tx) => {
      const current = await tx.integration.findFirst({ where: { id: integrationId, sellerId } });
      if (current === null) return null;
      const status = change.status ?? current.status;
      const accountId = change.stripeAccountId ?? current.stripeAccountId;
      return tx.integration.update({
        where: { id: integrationId },
        data: { ...change, activeStripeAccountId: status === 'active' ? accountId : null },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) return 'accountTaken' as const;
    throw err;
  }
}

/**
 * Deletes the seller's integration with its mappings, inbox and per-invoice state (they cascade);
 * transactions recorded from its invoices are the seller's and stay. False when there was none.
 */
export async function deleteIntegrationRow(prisma: PrismaClient, sellerId: string, integrationId: string): Promise<boolean> {
  return (await prisma.integration.deleteMany({ where: { id: integrationId, sellerId } })).count === 1;
}
