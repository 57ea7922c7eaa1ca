// The job behind "reconcile invoice X": a thin shell around reconcileInvoice that owns the retry
// policy. Problems with the invoice are listed at once; transient failures are retried with the
// queue's backoff and listed only after the last attempt. Events that arrive while a run is under
// way get another run before the job ends (their enqueue collapsed into this job).
import type { Job } from 'bullmq';
import { INVOICE_QUEUE, type InvoiceJob } from '../queue/queues.ts';
import type { JobHandler } from '../queue/worker-host.ts';
import { hasPendingInvoiceEvents, markInvoiceEventsProcessed } from '../store/inbox.ts';
import { findIntegration } from '../store/integrations.ts';
import { clearUnprocessed, recordUnprocessed } from '../store/unprocessed-invoices.ts';
import type { AppContext } from '../context.ts';
import { InvoiceProblemError, isTransient, problemOf } from './invoices/problems.ts';
import { reconcileInvoice, type ReconcileOutcome } from './invoices/reconcile.ts';

/** Runs of one job before it yields to the queue (a steady stream of edits gets a fresh job). */
const MAX_RUNS_PER_JOB = 5;

export const invoiceWorker: JobHandler<InvoiceJob> = {
  queue: INVOICE_QUEUE,
  concurrency: 16,
  async process(job, ctx) {
    const { integrationId, invoiceId } = job.data;
    let outcome: ReconcileOutcome | { kind: 'unprocessed'; reason: string } | undefined;
    for (let run = 0; run < MAX_RUNS_PER_JOB; run++) {
      const startedAt = new Date();
      outcome = await runOnce(job, ctx);
      await markInvoiceEventsProcessed(ctx.prisma, integrationId, invoiceId, startedAt);
      if (!(await hasPendingInvoiceEvents(ctx.prisma, integrationId, invoiceId))) break;
    }
    return outcome;
  },
};

async function runOnce(job: Job<InvoiceJob>, ctx: AppContext): Promise<ReconcileOutcome | { kind: 'unprocessed'; reason: string }> {
  const { integrationId, invoiceId } = job.data;
  try {
    const outcome = await reconcileInvoice(ctx, { integrationId, invoiceId, runScope: `${job.id}@${job.timestamp}` });
    await clearUnprocessed(ctx.prisma, integrationId, invoiceId);
    ctx.log.debug({ integrationId, invoiceId, outcome }, 'invoice reconciled');
    return outcome;
  } catch (err) {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (!(err instanceof InvoiceProblemError) && isTransient(err) && !lastAttempt) throw err;
    const problem = problemOf(err);
    const integration = await findIntegration(ctx.prisma, integrationId);
    if (integration !== null) await recordUnprocessed(ctx.prisma, { integrationId, invoiceId, sellerId: integration.sellerId, reasonType: problem.type, message: problem.message });
    ctx.log.warn({ integrationId, invoiceId, problem, err: err instanceof InvoiceProblemError ? undefined : err }, 'invoice left unprocessed');
    return { kind: 'unprocessed', reason: problem.type };
  }
}
