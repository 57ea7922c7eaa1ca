import { z } from 'zod';
import { categoryIdSchema } from '../categories/schemas.ts';

export const createProductBody = z.strictObject({
  // Its allowed characters are checked by the use case: a bad one is the 409 externalIdInvalid.
  externalId: z.string().min(1).max(255),
  taxCategoryId: categoryIdSchema,
  name: z.string().min(1).max(255),
  description: z.string().max(2000).nullable().optional(),
});
export type CreateProductInput = z.output<typeof createProductBody>;

export const productRecord = z.object({
  externalId: z.string(),
  taxCategoryId: categoryIdSchema,
  name: z.string(),
  description: z.string(),
});
export type ProductRecord = z.output<typeof productRecord>;
