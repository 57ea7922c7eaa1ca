import { z } from 'zod';
import { boundedInt, cursorSchema, jurisIdSchema, pageFields } from '../common/schemas.ts';

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
    if (body.cursor !== undefined && body.filter !== undefined)
      ctx.addIssue({ code: 'custom', message: 'cursor and filter cannot both be provided' });
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

export const filingRecord = z.object({
  jurisId: z.string(),
  jurisFilingId: z.string().describe('The period label, e.g. 2026-Q3, 2026-10, 2026-H2 or 2026.'),
  name: z.string(),
  period: z.object({ begin: z.iso.date(), endInclusive: z.iso.date() }),
  currencyCode: z.string(),
  status: z.enum(['open', 'finalized', 'deleting']),
});

export const listFilingsResponse = z.object({ filings: z.array(filingRecord), ...pageFields });

export const listFilingTransactionIdsResponse = z.object({
  transactionIds: z.array(z.string()).describe('By accounting date.'),
  ...pageFields,
});

export const listFilingTransactionsWithRatesResponse = z.object({
  transactions: z.array(
    z.object({
      id: z.string(),
      accountingDate: z.iso.date(),
      currencyCode: z.string(),
      conversionRate: z
        .object({
          rate: z.string().describe("Decimal text: one unit of the transaction's currency in the filing's."),
          rateDate: z.iso.date().nullable().describe('The day of the ECB rates used; null for the same currency.'),
          source: z.string(),
        })
        .nullable()
        .describe('Null when no rate is loaded for the currency.'),
    }),
  ),
  filingCurrencyCode: z.string(),
  ...pageFields,
});

export const removeTransactionsResponse = z.object({
  transactions: z
    .array(
      z.discriminatedUnion('status', [
        z.object({ id: z.string(), status: z.literal('removed') }),
        z.object({ id: z.string(), status: z.literal('error'), reason: z.literal('notFound') }),
      ]),
    )
    .describe('One entry per requested id, in request order.'),
});
