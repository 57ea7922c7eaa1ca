// The queues Levy's processes share, and the producer side of them.
import { Queue } from 'bullmq';
import { closeRedis, connectRedis } from './redis.ts';
import { bullPrefix } from './worker-host.ts';

/** "Reconcile invoice X of integration Y": the worker fetches X fresh and converges it. */
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

export interface Queues {
  enqueueInvoice(job: InvoiceJob): Promise<void>;
  close(): Promise<void>;
}

/** How long a producer waits for Redis before giving up (the caller has a durable fallback). */
const ENQUEUE_TIMEOUT_MS = 1_000;

export function openQueues(redisUrl: string, redisPrefix: string): Queues {
  // Fail fast when Redis is down: callers keep the work safe elsewhere (the webhook inbox).
  const connection = connectRedis(redisUrl, 'request');
  connection.on('error', () => {});
  const invoices = new Queue<InvoiceJob>(INVOICE_QUEUE, { connection, prefix: bullPrefix(redisPrefix) });
  invoices.on('error', () => {});
  return {
    async enqueueInvoice(job) {
      // BullMQ waits for a connection indefinitely; a webhook answer must not.
      await withTimeout(
        invoices.add('reconcile', job, {
          deduplication: { id: invoiceJobKey(job), keepLastIfActive: true },
          attempts: 8,
          backoff: { type: 'exponential', delay: 1_000 },
          removeOnComplete: true,
          removeOnFail: 1_000,
        }),
        ENQUEUE_TIMEOUT_MS,
      );
    },
    async close() {
      if (connection.status !== 'ready') connection.disconnect();
      await withTimeout(invoices.close(), ENQUEUE_TIMEOUT_MS).catch(() => {});
      await closeRedis(connection);
    },
  };
}

/** For processes that never enqueue (the CLI): using it is a bug. */
export const noQueues: Queues = {
  enqueueInvoice: () => Promise.reject(new Error('this process has no queue connection')),
  close: async () => {},
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
