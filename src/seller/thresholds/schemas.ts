import { z } from 'zod';

export const listThresholdsBody = z.strictObject({});
export const getThresholdBody = z.strictObject({});

const isoDate = z.string().describe('YYYY-MM-DD');

export const thresholdItemSchema = z.object({
  jurisId: z.string(),
  jurisName: z.string(),
  status: z.enum(['notApproaching', 'approaching', 'exceeded', 'registered']),
  period: z
    .object({ begin: isoDate, end: isoDate })
    .describe('The window the status was measured on (the running period when none is crossed).'),
  sales: z.object({
    amount: z.number().int().describe("Minor units of the threshold's currency, on the rule's basis (gross or taxable)."),
    transactionCount: z.number().int(),
    unconvertedTransactionCount: z
      .number()
      .int()
      .describe(
        'Sales whose amounts could not be converted (no ECB rate for their day): counted as 0 until rates are loaded and the seller rebuilt.',
      ),
  }),
  limit: z.object({
    salesAmount: z.number().int().nullable(),
    transactionCount: z.number().int().nullable(),
    rule: z.string(),
    currencyCode: z.string(),
    basis: z.enum(['gross', 'retail', 'taxable']),
  }),
  percentOfLimit: z
    .number()
    .describe('Of the nearest limit (of both, for a rule that needs both), as a percentage rounded down to tenths (79.99 % is 79.9).'),
  exceededOn: isoDate.nullable(),
  obligationBegins: isoDate.nullable(),
  source: z.string(),
  verified: z.boolean(),
});

export const listThresholdsResponse = z.object({ thresholds: z.array(thresholdItemSchema) });
export const getThresholdResponse = thresholdItemSchema.extend({
  monthlyTotals: z
    .array(z.object({ month: z.string().describe('YYYY-MM'), amount: z.number().int(), transactionCount: z.number().int() }))
    .describe('The last 24 months, oldest first.'),
});
