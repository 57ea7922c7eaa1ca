// Products: created with a tax category, looked up by external id.
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { customCategoryExists, findProduct, insertProduct, type ProductRow } from '../../store/products.ts';
import { isStandardCategory } from '../../tax/index.ts';
import type { CreateProductInput, ProductRecord } from './schemas.ts';

/** The reference API's rule: letters, digits, spaces and `.-_:`, no leading, trailing or double spaces. */
export function externalIdProblem(externalId: string): string | null {
  if (!/^[A-Za-z0-9 .\-_:]+$/.test(externalId))
    return 'The external ID may contain only letters, digits, spaces and the characters . - _ :';
  if (externalId !== externalId.trim()) return 'The external ID must not start or end with a space';
  if (externalId.includes('  ')) return 'The external ID must not contain consecutive spaces';
  return null;
}

export const CREATE_PRODUCT_CONFLICTS = ['externalIdInvalid', 'taxCategoryIdNotFound', 'externalIdAlreadyExists'] as const;

export async function createProduct(
  ctx: AppContext,
  sellerId: string,
  input: CreateProductInput,
): Promise<Outcome<Record<string, never>, typeof CREATE_PRODUCT_CONFLICTS>> {
  const problem = externalIdProblem(input.externalId);
  if (problem !== null) return conflict({ type: 'externalIdInvalid', message: problem });
  const category = input.taxCategoryId;
  const known =
    category.type === 'standard' ? isStandardCategory(category.id) : await customCategoryExists(ctx.prisma, sellerId, category.id);
  if (!known) return conflict({ type: 'taxCategoryIdNotFound' });
  const outcome = await insertProduct(ctx.prisma, sellerId, {
    id: newId('prd'),
    externalId: input.externalId,
    name: input.name,
    description: input.description ?? null,
    taxCategoryType: category.type,
    taxCategoryId: category.id,
  });
  if (outcome === 'externalIdTaken') return conflict({ type: 'externalIdAlreadyExists' });
  await ctx.sellerChanges.announce(sellerId);
  return ok({});
}

export const GET_PRODUCT_CONFLICTS = ['productExternalIdNotFound'] as const;

export async function getProduct(
  ctx: AppContext,
  sellerId: string,
  externalId: string,
): Promise<Outcome<ProductRecord, typeof GET_PRODUCT_CONFLICTS>> {
  const row = await findProduct(ctx.prisma, sellerId, externalId);
  return row === null ? conflict({ type: 'productExternalIdNotFound' }) : ok(toRecord(row));
}

export function toRecord(row: ProductRow): ProductRecord {
  return {
    externalId: row.externalId,
    taxCategoryId: { type: row.taxCategoryType as 'standard' | 'custom', id: row.taxCategoryId },
    name: row.name ?? '',
    description: row.description ?? '',
  };
}
