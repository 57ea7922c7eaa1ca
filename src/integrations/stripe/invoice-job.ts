// The job "reconcile invoice X of integration Y": how it is queued, and a thin shell around
// reconcileInvoice that applies the failure policy (invoices/problems.ts). Problems with the
// invoice are listed at once; transient failures are retried with the queue's backoff and listed
// only after the last attempt.
import type { Job } from 'bullmq';
import type { AppContext } from '../../context.ts';
import type { Queues } from '../../queue/queues.ts';
import type { JobHandler } from '../../queue/worker-host.ts';
import { finalDisposition, InvoiceProblemError } from './invoices/problems.ts';
import { reconcileInvoice, type ReconcileOutcome } from './invoices/reconcile.ts';
import type { StripeServices } from './services.ts';
import { finishInvoiceRun, markInvoiceEventsProcessed } from './store/inbox.ts';
import { findIntegration } from './store/integrations.ts';
import { recordUnprocessed } from './store/unprocessed-invoices.ts';

export const INVOICE_QUEUE = 'invoices';

export interface InvoiceJob {
  integrationId: string;
  invoiceId: string;
}

/**
 * One deduplication id per invoice: events for an invoice collapse into one waiting job, and an
 * event that arrives while a job runs leaves exactly one job to run after it (BullMQ's
 * keepLastIfActive), so the invoice is never worked on twice at once and never left stale.
 */
export function invoiceJobKey(job: InvoiceJob): string {
  return `${job.integrationId}-${job.invoiceId}`;
}

export function enqueueInvoice(queues: Queues, job: InvoiceJob): Promise<void> {
  return queues.enqueue(INVOICE_QUEUE, job, {
    deduplication: { id: invoiceJobKey(job), keepLastIfActive: true },
    attempts: 8,
    backoff: { type: 'exponential', delay: 1_000 },
    removeOnComplete: true,
    removeOnFail: 1_000,
  });
}

export function invoiceJobHandler(ctx: AppContext, stripe: StripeServices): JobHandler<InvoiceJob> {
  return {
    queue: INVOICE_QUEUE,
    // Jobs mostly wait on Stripe: many at once per process.
    concurrency: 50,
    process: (job) => runOnce(job, ctx, stripe),
  };
}

async function runOnce(
  job: Job<InvoiceJob>,
  ctx: AppContext,
  stripe: StripeServices,
): Promise<ReconcileOutcome | { kind: 'unprocessed'; reason: string }> {
  const { integrationId, invoiceId } = job.data;
  const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  const startedAt = new Date(job.processedOn ?? Date.now());
  try {
    // Every attempt reads the invoice again before writing, so each may use its own idempotency keys.
    const outcome = await reconcileInvoice(ctx, stripe, {
      integrationId,
      invoiceId,
      runScope: `${job.id}#${job.attemptsMade}`,
      finalAttempt,
    });
    // A stopped invoice stays listed (only the seller's retry takes it off), and so do the invoices of
    // a disabled integration, until it is enabled again: their events are done, their listing is not.
    if (outcome.kind === 'stopped' || outcome.kind === 'integrationGone')
      await markInvoiceEventsProcessed(ctx.prisma, integrationId, invoiceId, startedAt);
    else await finishInvoiceRun(ctx.prisma, integrationId, invoiceId, startedAt);
    ctx.log.debug(
      { integrationId, invoiceId, outcome, queuedMs: (job.processedOn ?? 0) - job.timestamp, ms: Date.now() - (job.processedOn ?? 0) },
      'invoice reconciled',
    );
    return outcome;
  } catch (err) {
    const problem = finalDisposition(err, finalAttempt);
    if (problem === null) throw err;
    const integration = await findIntegration(ctx.prisma, integrationId);
    if (integration !== null)
      await recordUnprocessed(ctx.prisma, {
        integrationId,
        invoiceId,
        sellerId: integration.sellerId,
        reasonType: problem.type,
        message: problem.message,
      });
    await markInvoiceEventsProcessed(ctx.prisma, integrationId, invoiceId, startedAt);
    ctx.metrics.unprocessedInvoices.inc({ reason: problem.type });
    ctx.log.warn(
      { integrationId, invoiceId, problem, err: err instanceof InvoiceProblemError ? undefined : err },
      'invoice left unprocessed',
    );
    return { kind: 'unprocessed', reason: problem.type };
  }
}
