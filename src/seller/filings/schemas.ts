import { z } from 'zod';
import { boundedInt, cursorSchema, jurisIdSchema } from '../common/schemas.ts';

const monthRange = z
  .string()
  .regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])\.\.(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, 'Invalid range (expected YYYY-MM..YYYY-MM)')
  .refine((r) => r.slice(0, 7) <= r.slice(9), 'The range must not end before it begins');

export const listFilingsBody = z
  .strictObject({
    filter: z.strictObject({ jurisId: jurisIdSchema.optional(), periodEndDateRangeInclusive: monthRange.optional() }).optional(),
    limit: boundedInt(1, 100).default(10),
    cursor: cursorSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.cursor !== undefined && body.filter !== undefined) ctx.addIssue({ code: 'custom', message: 'cursor and filter cannot both be provided' });
  });
export type ListFilingsInput = z.output<typeof listFilingsBody>;

export const filingPageBody = z.strictObject({
  limit: boundedInt(1, 1000).default(100),
  cursor: cursorSchema.optional(),
});
export type FilingPageInput = z.output<typeof filingPageBody>;

export const removeTransactionsBody = z.strictObject({
  transactionIds: z.array(z.string().min(1).max(255)).min(1).max(100),
});

