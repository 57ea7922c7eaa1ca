// The Stripe invoices Levy could not tax or record, with the reason, and a retry per invoice.
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CURSOR_CONFLICTS, keysetCursor } from '../../lib/cursor.ts';
import { conflict, ok, unavailable, type Outcome, type Unavailable } from '../../lib/result.ts';
import { cursorSchema, emptyBody, limitSchema } from '../../seller/common/schemas.ts';
import { enqueueInvoice } from './invoice-job.ts';
import { integrationOfSeller } from './store/integrations.ts';
import { deleteUnprocessed, findUnprocessed, recordUnprocessed, unprocessedPage } from './store/unprocessed-invoices.ts';
import { resetTaxWrites } from './store/write-budget.ts';

export const listUnprocessedBody = z.strictObject({ limit: limitSchema(100, 20), cursor: cursorSchema.optional() });
export const retryUnprocessedBody = emptyBody;

const INTEGRATION_NOT_FOUND = { type: 'integrationIdNotFound' } as const;

export interface UnprocessedInvoiceRecord {
  invoiceId: string;
  reason: { type: string; message: string };
  attempts: number;
  firstFailedTime: string;
  lastFailedTime: string;
}

export const LIST_UNPROCESSED_INVOICES_CONFLICTS = ['integrationIdNotFound', ...CURSOR_CONFLICTS] as const;

export async function listUnprocessedInvoices(
  ctx: AppContext,
  sellerId: string,
  integrationId: string,
  input: z.output<typeof listUnprocessedBody>,
): Promise<
  Outcome<{ invoices: UnprocessedInvoiceRecord[]; nextCursor: string | null; hasMore: boolean }, typeof LIST_UNPROCESSED_INVOICES_CONFLICTS>
> {
  if ((await integrationOfSeller(ctx.prisma, sellerId, integrationId)) === null) return conflict(INTEGRATION_NOT_FOUND);
  const cursor = keysetCursor(ctx.cursors, sellerId, `unprocessed:${integrationId}`);
  const after = cursor.after(input.cursor);
  if (after === null) return conflict({ type: 'invalidCursor' });
  const { items, nextCursor, hasMore } = cursor.page(
    await unprocessedPage(ctx.prisma, sellerId, integrationId, after, input.limit + 1),
    input.limit,
    (row) => row.invoiceId,
  );
  return ok({
    invoices: items.map((row) => ({
      invoiceId: row.invoiceId,
      reason: { type: row.reasonType, message: row.message },
      attempts: row.attempts,
      firstFailedTime: row.firstFailedAt.toISOString(),
      lastFailedTime: row.lastFailedAt.toISOString(),
    })),
    nextCursor,
    hasMore,
  });
}

export const RETRY_UNPROCESSED_INVOICE_CONFLICTS = ['integrationIdNotFound', 'integrationDisabled', 'invoiceIdNotFound'] as const;

/**
 * Queues the invoice again; it leaves the list when a run succeeds. An invoice stopped as
 * taxKeepsChanging leaves it at once: the retry lifts the stop and starts its write budget afresh,
 * so the run converges the tax and marks the current version seen (the stop had held it back); if
 * the conflict is still there, the invoice is stopped, held and listed again.
 */
export async function retryUnprocessedInvoice(
  ctx: AppContext,
  sellerId: string,
  integrationId: string,
  invoiceId: string,
): Promise<Outcome<Record<string, never>, typeof RETRY_UNPROCESSED_INVOICE_CONFLICTS> | Unavailable> {
  const integration = await integrationOfSeller(ctx.prisma, sellerId, integrationId);
  if (integration === null) return conflict(INTEGRATION_NOT_FOUND);
  // A disabled integration ignores its invoices: a retry would take the invoice off the list and do nothing.
  if (integration.status !== 'active')
    return conflict({ type: 'integrationDisabled', message: 'The integration is disabled; enable it, then retry the invoice.' });
  const listed = await findUnprocessed(ctx.prisma, sellerId, integrationId, invoiceId);
  if (listed === null) return conflict({ type: 'invoiceIdNotFound' });
  const stopped = listed.reasonType === 'taxKeepsChanging';
  if (stopped) {
    await deleteUnprocessed(ctx.prisma, sellerId, integrationId, invoiceId);
    await resetTaxWrites(ctx.prisma, sellerId, integrationId, invoiceId);
  }
  try {
    await enqueueInvoice(ctx.queues, { integrationId, invoiceId });
  } catch (err) {
    // The queue is away: the invoice is listed again as it was, so the seller may simply ask again.
    if (stopped)
      await recordUnprocessed(ctx.prisma, { integrationId, invoiceId, sellerId, reasonType: listed.reasonType, message: listed.message });
    ctx.log.warn({ err, integrationId, invoiceId }, 'could not enqueue an invoice retry');
    return unavailable('the job queue');
  }
  return ok({});
}
