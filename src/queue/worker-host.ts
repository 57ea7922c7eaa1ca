// Runs BullMQ workers for a set of job handlers and stops them cleanly: close() lets every
// active job finish before it resolves. Handlers are plain functions of (job, context); the
// retry policy per error lives with each handler, not here.
import { Queue, Worker, type Job } from 'bullmq';
import type { AppContext } from '../context.ts';
import { closeRedis, connectRedis } from './redis.ts';

export interface JobHandler<Data = unknown> {
  /** Queue name; also the worker's name in logs and in `npm run worker -- <name>`. */
  queue: string;
  concurrency: number;
  /** Run on a timer: one job every `everyMs`, across all worker processes together. */
  schedule?: { everyMs: number };
  process(job: Job<Data>, ctx: AppContext): Promise<unknown>;
}

export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

export interface WorkerHost {
  close(): Promise<void>;
}

export async function startWorkers(handlers: readonly JobHandler[], ctx: AppContext, redisUrl: string): Promise<WorkerHost> {
  const connection = connectRedis(redisUrl, 'queue');
  for (const handler of handlers) {
    if (handler.schedule === undefined) continue;
    // Upserting is idempotent, so every process may do it at start.
    const queue = new Queue(handler.queue, { connection, prefix: bullPrefix(ctx.redisPrefix) });
    await queue.upsertJobScheduler(handler.queue, { every: handler.schedule.everyMs }, { name: handler.queue });
    await queue.close();
  }
  const workers = handlers.map((handler) => {
    const worker = new Worker(handler.queue, (job) => handler.process(job, ctx), {
      connection,
      prefix: bullPrefix(ctx.redisPrefix),
      concurrency: handler.concurrency,
      // Jobs take well under a second; a worker that dies mid-job gives its jobs to the others
      // within about 15 s instead of BullMQ's default minute.
      lockDuration: 10_000,
      stalledInterval: 5_000,
    });
    worker.on('failed', (job, err) => ctx.log.warn({ queue: handler.queue, jobId: job?.id, err }, 'job failed'));
    worker.on('error', (err) => ctx.log.error({ queue: handler.queue, err }, 'worker error'));
    return worker;
  });
  if (workers.length > 0) ctx.log.info({ queues: handlers.map((h) => h.queue) }, 'workers started');
  return {
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await closeRedis(connection);
    },
  };
}
