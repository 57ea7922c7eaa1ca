// Sellers, their API keys and registrations.
import { Prisma } from '../generated/prisma/client.ts';
import type { PrismaClient } from './database.ts';
import { isForeignKeyViolation, isUniqueViolation } from './errors.ts';

export interface SellerFields {
  name: string;
  accountingTimeZone: string | null;
  businessAddress: unknown;
  features: string[];
  rateLimitPerSecond: number;
  onUncertainLocalTax: string;
  alertEmail: string | null;
}

export interface ApiKeyRow {
  id: string;
  sellerId: string;
  secretHash: Buffer;
  revoked: boolean;
}

/** A seller and its first API key, together or not at all. */
export async function insertSellerWithKey(
  prisma: PrismaClient,
  seller: SellerFields & { id: string },
  key: { id: string; secretHash: Buffer },
): Promise<void> {
  await prisma.$transaction([
    prisma.seller.create({ data: { ...seller, businessAddress: jsonOrNull(seller.businessAddress) } }),
    prisma.apiKey.create({ data: { id: key.id, sellerId: seller.id, secretHash: new Uint8Array(key.secretHash) } }),
  ]);
}

/** Changes the given fields; false when there is no such seller. */
export async function updateSellerFields(prisma: PrismaClient, sellerId: string, fields: Partial<SellerFields>): Promise<boolean> {
  const { businessAddress, ...rest } = fields;
  const { count } = await prisma.seller.updateMany({
    where: { id: sellerId },
    data: { ...rest, ...('businessAddress' in fields ? { businessAddress: jsonOrNull(businessAddress) } : {}) },
  });
  return count > 0;
}

export function findSellerWithChildren(prisma: PrismaClient, sellerId: string) {
  return prisma.seller.findUnique({
    where: { id: sellerId },
    include: {
      apiKeys: { orderBy: { createdAt: 'asc' }, select: { id: true, createdAt: true, revokedAt: true } },
      registrations: { orderBy: { jurisId: 'asc' } },
      integrations: { orderBy: { createdAt: 'asc' }, select: { id: true, type: true, taxMode: true, status: true } },
    },
  });
}

export function findSeller(prisma: PrismaClient, sellerId: string) {
  return prisma.seller.findUnique({ where: { id: sellerId } });
}

export function sellersAfter(prisma: PrismaClient, after: string | undefined, take: number): Promise<{ id: string; name: string }[]> {
  return prisma.seller.findMany({
    where: after !== undefined ? { id: { gt: after } } : {},
    orderBy: { id: 'asc' },
    take,
    select: { id: true, name: true },
  });
}

export function countSellers(prisma: PrismaClient): Promise<number> {
  return prisma.seller.count();
}

export async function insertApiKey(
  prisma: PrismaClient,
  key: { id: string; sellerId: string; secretHash: Buffer },
): Promise<'created' | 'noSeller'> {
  try {
    await prisma.apiKey.create({ data: { ...key, secretHash: new Uint8Array(key.secretHash) } });
    return 'created';
  } catch (err) {
    if (isForeignKeyViolation(err)) return 'noSeller';
    throw err;
  }
}

export async function findApiKey(prisma: PrismaClient, apiKeyId: string): Promise<ApiKeyRow | null> {
  const row = await prisma.apiKey.findUnique({ where: { id: apiKeyId } });
  return row === null
    ? null
    : { id: row.id, sellerId: row.sellerId, secretHash: Buffer.from(row.secretHash), revoked: row.revokedAt !== null };
}

/** Revokes once (the first time is kept); false when the seller has no such key. */
export async function revokeApiKeyRow(prisma: PrismaClient, sellerId: string, apiKeyId: string): Promise<boolean> {
  await prisma.apiKey.updateMany({ where: { id: apiKeyId, sellerId, revokedAt: null }, data: { revokedAt: new Date() } });
  return (await prisma.apiKey.count({ where: { id: apiKeyId, sellerId } })) > 0;
}

export async function insertRegistration(
  prisma: PrismaClient,
  row: { id: string; sellerId: string; jurisId: string; collectingFrom: Date; filingFrequency: string; election: string | null },
): Promise<'created' | 'exists' | 'noSeller'> {
  try {
    await prisma.registration.create({ data: row });
    return 'created';
  } catch (err) {
    if (isUniqueViolation(err)) return 'exists';
    if (isForeignKeyViolation(err)) return 'noSeller';
    throw err;
  }
}

// Prisma needs its own marker to store SQL NULL in a Json column.
function jsonOrNull(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  return value === null || value === undefined ? Prisma.DbNull : (value as Prisma.InputJsonValue);
}
