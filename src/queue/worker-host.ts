// Runs BullMQ workers for a set of job handlers and stops them cleanly: close() lets every
// active job finish before it resolves. A handler is a plain function of its job, with whatever it
// needs bound by the composition root; the retry policy per error lives with each handler.
import { Queue, Worker, type Job } from 'bullmq';
import type { Logger } from 'pino';
import { bullPrefix } from './queues.ts';
import type { Metrics } from '../lib/metrics.ts';
import { closeRedis, connectRedis } from './redis.ts';

export interface JobHandler<Data = unknown> {
  /** Queue name; also the worker's name in logs and in `npm run worker -- <name>`. */
  queue: string;
  concurrency: number;
  /** Run on a timer: one job every `everyMs`, across all worker processes together. */
  schedule?: { everyMs: number };
  process(job: Job<Data>): Promise<unknown>;
}

export interface WorkerHost {
  close(): Promise<void>;
}

export async function startWorkers(handlers: readonly JobHandler[], options: { redisUrl: string; redisPrefix: string; log: Logger; metrics?: Metrics }): Promise<WorkerHost> {
  const { log } = options;
  const prefix = bullPrefix(options.redisPrefix);
  const connection = connectRedis(options.redisUrl, 'queue');
  for (const handler of handlers) {
    if (handler.schedule === undefined) continue;
    // Upserting is idempotent, so every process may do it at start.
    const queue = new Queue(handler.queue, { connection, prefix });
    await queue.upsertJobScheduler(handler.queue, { every: handler.schedule.everyMs }, { name: handler.queue });
    await queue.close();
  }
  const workers = handlers.map((handler) => {
    const worker = new Worker(handler.queue, (job) => handler.process(job), {
      connection,
      prefix,
      concurrency: handler.concurrency,
      // Jobs take well under a second; a worker that dies mid-job gives its jobs to the others
      // within about 15 s instead of BullMQ's default minute.
      lockDuration: 10_000,
      stalledInterval: 5_000,
    });
    worker.on('failed', (job, err) => {
      log.warn({ queue: handler.queue, jobId: job?.id, err }, 'job failed');
      const triesLeft = job !== undefined && job.attemptsMade < (job.opts.attempts ?? 1);
      options.metrics?.jobs.inc({ queue: handler.queue, outcome: triesLeft ? 'retried' : 'failed' });
    });
    worker.on('completed', () => options.metrics?.jobs.inc({ queue: handler.queue, outcome: 'completed' }));
    worker.on('error', (err) => log.error({ queue: handler.queue, err }, 'worker error'));
    return worker;
  });
  if (workers.length > 0) log.info({ queues: handlers.map((h) => h.queue) }, 'workers started');
  return {
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await closeRedis(connection);
    },
  };
}
