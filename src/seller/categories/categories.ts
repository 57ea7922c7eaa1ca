// Product tax categories: Levy's standard ones, and a seller's custom ones (a standard category
// with per-jurisdiction overrides, created by the operator: admin/categories.ts).
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/result.ts';
import { customCategories } from '../../store/categories.ts';
import { STANDARD_CATEGORIES } from '../../tax/index.ts';

export async function listProductTaxCategories(ctx: AppContext, sellerId: string) {
  const standard = Object.entries(STANDARD_CATEGORIES).map(([id, name]) => ({ id: { type: 'standard' as const, id }, name }));
  const custom = (await customCategories(ctx.prisma, sellerId)).map((c) => ({ id: { type: 'custom' as const, id: c.id }, name: c.name }));
  return ok({ productTaxCategories: [...standard, ...custom] });
}
