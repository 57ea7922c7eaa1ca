// Answers of the integration operations whose bodies live with their use cases (mappings.ts,
// unprocessed-invoices.ts, under-collected-invoices.ts).
import { z } from 'zod';
import { pageFields } from '../../seller/common/schemas.ts';

export const listMappingsResponse = z
  .array(z.record(z.string(), z.string()))
  .describe('One single-entry object per mapping: { <sourceId>: <targetId> } (the target is a product external id).');

export const unprocessedInvoiceRecord = z.object({
  invoiceId: z.string(),
  reason: z.object({
    type: z.string().describe('e.g. customerAddressMissing, productNotFound, taxKeepsChanging, stripeUnavailable'),
    message: z.string(),
  }),
  attempts: z.number().int(),
  firstFailedTime: z.iso.datetime(),
  lastFailedTime: z.iso.datetime(),
});

export const listUnprocessedInvoicesResponse = z.object({ invoices: z.array(unprocessedInvoiceRecord), ...pageFields });

export const underCollectedInvoiceRecord = z.object({
  invoiceId: z.string(),
  transactionId: z.string(),
  currencyCode: z.string(),
  taxAmountExpected: z.number().int(),
  taxAmountSeen: z.number().int(),
  taxAmountMissing: z.number().int().describe('expected - seen, in minor units.'),
  reason: z
    .enum(['noLevyTax', 'lessThanExpected'])
    .describe(
      "noLevyTax: the invoice was finalized with none of Levy's tax, without a draft Levy could tax and without prepareTax (a Payment Link or Checkout Session with no customer before payment, a subscription started without preparation); lessThanExpected: it carries some of Levy's tax, changed or rounded down before it was finalized.",
    ),
  recordedTime: z.iso.datetime(),
  resolution: z.enum(['open', 'accepted', 'invoiced']),
  resolvedTime: z.iso.datetime().nullable(),
});

export const listUnderCollectedInvoicesResponse = z.object({ invoices: z.array(underCollectedInvoiceRecord), ...pageFields });
