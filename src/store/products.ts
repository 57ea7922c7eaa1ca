// Products: a seller's external ids and their tax categories.
import type { PrismaClient } from './database.ts';
import { isUniqueViolation } from './errors.ts';

export interface ProductRow {
  id: string;
  externalId: string;
  name: string | null;
  description: string | null;
  taxCategoryType: string;
  taxCategoryId: string;
}

const columns = { id: true, externalId: true, name: true, description: true, taxCategoryType: true, taxCategoryId: true } as const;

export async function insertProduct(prisma: PrismaClient, sellerId: string, row: ProductRow): Promise<'created' | 'externalIdTaken'> {
  try {
    await prisma.product.create({ data: { sellerId, ...row } });
    return 'created';
  } catch (err) {
    if (isUniqueViolation(err)) return 'externalIdTaken';
    throw err;
  }
}

export function findProduct(prisma: PrismaClient, sellerId: string, externalId: string): Promise<ProductRow | null> {
  return prisma.product.findUnique({ where: { sellerId_externalId: { sellerId, externalId } }, select: columns });
}

export async function customCategoryExists(prisma: PrismaClient, sellerId: string, id: string): Promise<boolean> {
  return (await prisma.productTaxCategory.count({ where: { sellerId, id } })) > 0;
}
