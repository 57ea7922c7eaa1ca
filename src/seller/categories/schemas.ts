import { z } from 'zod';

/** The reference API's ProductTaxCategoryId: `standard` for Levy's categories, `custom` for a seller's own. */
export const categoryIdSchema = z.strictObject({
  type: z.enum(['standard', 'custom']),
  id: z.string().min(1).max(64),
});

export const listCategoriesResponse = z.object({
  productTaxCategories: z.array(z.object({ id: categoryIdSchema, name: z.string() })),
});
