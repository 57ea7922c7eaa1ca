import { z } from 'zod';
import { STANDARD_CATEGORIES, type StandardCategoryId } from '../../tax/index.ts';

const standardIds = Object.keys(STANDARD_CATEGORIES) as [StandardCategoryId, ...StandardCategoryId[]];

/** The reference API's ProductTaxCategoryId: `standard` for Levy's categories, `custom` for a seller's own. */
export const categoryIdSchema = z.strictObject({
  type: z.enum(['standard', 'custom']),
  id: z.string().min(1).max(64),
});

export const listCategoriesResponse = z.object({
  productTaxCategories: z.array(z.object({ id: categoryIdSchema, name: z.string() })),
});

export const createCustomCategoryBody = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'Invalid id (1-64 letters, digits or _ . : -)').optional(),
  name: z.string().min(1).max(200),
  standardCategoryId: z.enum(standardIds),
  /** Per-jurisdiction treatment on top of the standard category. */
  overrides: z.array(z.strictObject({ jurisId: z.string().min(1).max(100), taxable: z.boolean() })).max(500).optional(),
});
export type CreateCustomCategoryInput = z.output<typeof createCustomCategoryBody>;
