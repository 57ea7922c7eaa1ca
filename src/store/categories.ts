// A seller's custom product tax categories.
import type { Prisma } from '../generated/prisma/client.ts';
import type { PrismaClient } from './database.ts';
import { isForeignKeyViolation, isUniqueViolation } from './errors.ts';

export interface CustomCategoryRow {
  id: string;
  name: string;
  standardCategoryId: string;
  overrides: { jurisId: string; taxable: boolean }[];
}

export async function insertCustomCategory(
  prisma: PrismaClient,
  sellerId: string,
  row: CustomCategoryRow,
): Promise<'created' | 'idTaken' | 'noSeller'> {
  try {
    await prisma.productTaxCategory.create({ data: { sellerId, ...row, overrides: row.overrides as unknown as Prisma.InputJsonValue } });
    return 'created';
  } catch (err) {
    if (isUniqueViolation(err)) return 'idTaken';
    if (isForeignKeyViolation(err)) return 'noSeller';
    throw err;
  }
}

export async function customCategories(prisma: PrismaClient, sellerId: string): Promise<CustomCategoryRow[]> {
  const rows = await prisma.productTaxCategory.findMany({ where: { sellerId }, orderBy: { id: 'asc' } });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    standardCategoryId: r.standardCategoryId,
    overrides: r.overrides as unknown as CustomCategoryRow['overrides'],
  }));
}
