// Stripe invoices finalized with less tax than Levy expected: recorded as they are (the transaction
// keeps `taxAmountAdded.seen` below `expected`), and listed here so that the seller sees the gap and
// either bills it separately or accepts it.
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CURSOR_CONFLICTS, keysetCursor } from '../../lib/cursor.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { cursorSchema, limitSchema } from '../../seller/common/schemas.ts';
import { integrationOfSeller } from './store/integrations.ts';
import { findUnderCollected, resolveUnderCollected, underCollectedPage } from './store/under-collected-invoices.ts';

export const listUnderCollectedBody = z.strictObject({
  limit: limitSchema(100, 20),
  cursor: cursorSchema.optional(),
  /** Settled ones too. */
  includeResolved: z.boolean().optional(),
});
export const resolveUnderCollectedBody = z.strictObject({
  /** accepted: the seller bears the tax; invoiced: the seller billed it separately. */
  resolution: z.enum(['accepted', 'invoiced']),
});

export const LIST_UNDER_COLLECTED_INVOICES_CONFLICTS = ['integrationIdNotFound', ...CURSOR_CONFLICTS] as const;
export const RESOLVE_UNDER_COLLECTED_INVOICE_CONFLICTS = ['integrationIdNotFound', 'invoiceIdNotFound'] as const;

export interface UnderCollectedInvoiceRecord {
  invoiceId: string;
  transactionId: string;
  currencyCode: string;
  taxAmountExpected: number;
  taxAmountSeen: number;
  /** expected - seen, in minor units. */
  taxAmountMissing: number;
  /** Why, as far as the figures tell: none of Levy's tax on the invoice, or less of it. */
  reason: 'noLevyTax' | 'lessThanExpected';
  recordedTime: string;
  resolution: 'open' | 'accepted' | 'invoiced';
  resolvedTime: string | null;
}

export async function listUnderCollectedInvoices(
  ctx: AppContext,
  sellerId: string,
  integrationId: string,
  input: z.output<typeof listUnderCollectedBody>,
): Promise<
  Outcome<
    { invoices: UnderCollectedInvoiceRecord[]; nextCursor: string | null; hasMore: boolean },
    typeof LIST_UNDER_COLLECTED_INVOICES_CONFLICTS
  >
> {
  if ((await integrationOfSeller(ctx.prisma, sellerId, integrationId)) === null) return conflict({ type: 'integrationIdNotFound' });
  const all = input.includeResolved === true;
  const cursor = keysetCursor(ctx.cursors, sellerId, `underCollected:${integrationId}:${all}`);
  const after = cursor.after(input.cursor);
  if (after === null) return conflict({ type: 'invalidCursor' });
  const rows = await underCollectedPage(ctx.prisma, sellerId, integrationId, { after, take: input.limit + 1, all });
  const { items, nextCursor, hasMore } = cursor.page(rows, input.limit, (row) => row.invoiceId);
  return ok({
    invoices: items.map((row) => ({
      invoiceId: row.invoiceId,
      transactionId: row.transactionId,
      currencyCode: row.currencyCode,
      taxAmountExpected: Number(row.expected),
      taxAmountSeen: Number(row.seen),
      taxAmountMissing: Number(row.expected - row.seen),
      reason: row.seen === 0n ? 'noLevyTax' : 'lessThanExpected',
      recordedTime: row.recordedAt.toISOString(),
      resolution: row.resolution as UnderCollectedInvoiceRecord['resolution'],
      resolvedTime: row.resolvedAt?.toISOString() ?? null,
    })),
    nextCursor,
    hasMore,
  });
}

export async function resolveUnderCollectedInvoice(
  ctx: AppContext,
  sellerId: string,
  integrationId: string,
  invoiceId: string,
  input: z.output<typeof resolveUnderCollectedBody>,
): Promise<Outcome<Record<string, never>, typeof RESOLVE_UNDER_COLLECTED_INVOICE_CONFLICTS>> {
  if ((await integrationOfSeller(ctx.prisma, sellerId, integrationId)) === null) return conflict({ type: 'integrationIdNotFound' });
  if ((await findUnderCollected(ctx.prisma, sellerId, integrationId, invoiceId)) === null) return conflict({ type: 'invoiceIdNotFound' });
  await resolveUnderCollected(ctx.prisma, sellerId, integrationId, invoiceId, input.resolution);
  return ok({});
}
