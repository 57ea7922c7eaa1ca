import { z } from 'zod';

export const validateTaxIdsResponse = z.object({
  jurises: z.array(
    z.object({
      name: z.string(),
      taxIdNames: z.object({ name: z.string(), abbreviation: z.string().nullable() }),
      validTaxIds: z.array(z.object({ value: z.string() })).describe('The given ids valid here, as given (empty when none were given).'),
    }),
  ),
});
