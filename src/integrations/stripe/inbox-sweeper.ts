// Enqueues inbox events whose work never reached the queue (Redis was down when they arrived) or
// was lost with it, and forgets week-old events. Runs every 15 seconds in whichever worker process
// picks the scheduled job.
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../queue/worker-host.ts';
import { enqueueInvoice } from './invoice-job.ts';
import { deleteOldEvents, markEnqueued, unenqueuedEvents } from './store/inbox.ts';

/** Events younger than this are left to the receiver, which may still be enqueuing them. */
const GRACE_MS = 10_000;
/**
 * Enqueued this long ago and still not done: its job may have been lost (Redis restarted without its
 * data). Enqueuing again is harmless when the job still exists (deduplicated by invoice), so this
 * is short: with a sweep every 15 s, a lost event reaches a new job within a minute.
 */
const STALE_MS = 40_000;
const RETENTION_MS = 7 * 24 * 3600_000;
const BATCH = 500;
/** A pass does at most this many batches (10,000 events): a backlog is worked off over a few passes, never in one endless job. */
const BATCHES_PER_PASS = 20;

export const INBOX_SWEEPER_QUEUE = 'inbox-sweeper';

export function inboxSweeper(ctx: AppContext): JobHandler {
  return { queue: INBOX_SWEEPER_QUEUE, concurrency: 1, schedule: { everyMs: 15_000 }, process: () => sweepInbox(ctx) };
}

export async function sweepInbox(ctx: AppContext): Promise<{ swept: number; forgotten: number }> {
  let swept = 0;
  for (let batch = 0; batch < BATCHES_PER_PASS; batch++) {
    const events = await unenqueuedEvents(ctx.prisma, new Date(Date.now() - GRACE_MS), new Date(Date.now() - STALE_MS), BATCH);
    for (const event of events) await enqueueInvoice(ctx.queues, { integrationId: event.integrationId, invoiceId: event.invoiceId! });
    await markEnqueued(ctx.prisma, events);
    swept += events.length;
    if (events.length < BATCH) break;
  }
  if (swept > 0) ctx.log.info({ swept }, 'inbox sweeper enqueued events that had missed the queue');
  const forgotten = await deleteOldEvents(ctx.prisma, new Date(Date.now() - RETENTION_MS));
  return { swept, forgotten };
}
