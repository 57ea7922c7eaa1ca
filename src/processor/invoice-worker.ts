// The job behind "reconcile invoice X": a thin shell around reconcileInvoice that owns the retry
// policy. Problems with the invoice are listed at once; transient failures are retried with the
// queue's backoff and listed only after the last attempt.
import type { Job } from 'bullmq';
import type { AppContext } from '../context.ts';
import { INVOICE_QUEUE, type InvoiceJob } from '../queue/queues.ts';
import type { JobHandler } from '../queue/worker-host.ts';
import { finishInvoiceRun, markInvoiceEventsProcessed } from '../store/inbox.ts';
import { findIntegration } from '../store/integrations.ts';
import { recordUnprocessed } from '../store/unprocessed-invoices.ts';
import { InvoiceProblemError, isTransient, problemOf } from './invoices/problems.ts';
import { reconcileInvoice, type ReconcileOutcome } from './invoices/reconcile.ts';

export const invoiceWorker: JobHandler<InvoiceJob> = {
  queue: INVOICE_QUEUE,
  // Jobs mostly wait on Stripe: many at once per process.
  concurrency: 50,
  process: runOnce,
};

async function runOnce(job: Job<InvoiceJob>, ctx: AppContext): Promise<ReconcileOutcome | { kind: 'unprocessed'; reason: string }> {
  const { integrationId, invoiceId } = job.data;
  const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  const startedAt = new Date(job.processedOn ?? Date.now());
  try {
    // Every attempt reads the invoice again before writing, so each may use its own idempotency keys.
    const outcome = await reconcileInvoice(ctx, { integrationId, invoiceId, runScope: `${job.id}#${job.attemptsMade}`, finalAttempt });
    await finishInvoiceRun(ctx.prisma, integrationId, invoiceId, startedAt);
    ctx.log.debug({ integrationId, invoiceId, outcome, queuedMs: (job.processedOn ?? 0) - job.timestamp, ms: Date.now() - (job.processedOn ?? 0) }, 'invoice reconciled');
    return outcome;
  } catch (err) {
    if (!(err instanceof InvoiceProblemError) && isTransient(err) && !finalAttempt) throw err;
    const problem = problemOf(err);
    const integration = await findIntegration(ctx.prisma, integrationId);
    if (integration !== null) await recordUnprocessed(ctx.prisma, { integrationId, invoiceId, sellerId: integration.sellerId, reasonType: problem.type, message: problem.message });
    await markInvoiceEventsProcessed(ctx.prisma, integrationId, invoiceId, startedAt);
    ctx.log.warn({ integrationId, invoiceId, problem, err: err instanceof InvoiceProblemError ? undefined : err }, 'invoice left unprocessed');
    return { kind: 'unprocessed', reason: problem.type };
  }
}
