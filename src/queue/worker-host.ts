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

/** How often the schedules are put back in case Redis lost them without the connection noticing (a FLUSHALL, a failover). */
export const SCHEDULE_CHECK_MS = 15_000;

export async function startWorkers(
  handlers: readonly JobHandler[],
  options: { redisUrl: string; redisPrefix: string; log: Logger; metrics?: Metrics },
): Promise<WorkerHost> {
  const { log } = options;
  const prefix = bullPrefix(options.redisPrefix);
  const connection = connectRedis(options.redisUrl, 'queue');
  // Schedules live in Redis. Redis restarted without its data would leave them gone for good (and
  // the inbox sweeper with them), so they are put back on every reconnect and every 15 s.
  // Upserting is idempotent, so every process may do it.
  const schedules = handlers.flatMap((h) =>
    h.schedule !== undefined ? [{ every: h.schedule.everyMs, name: h.queue, queue: new Queue(h.queue, { connection, prefix }) }] : [],
  );
  const ensureSchedules = async () => {
    for (const s of schedules) await s.queue.upsertJobScheduler(s.name, { every: s.every }, { name: s.name });
  };
  await ensureSchedules();
  const reschedule = () =>
    void ensureSchedules().catch((err: unknown) =>
      log.warn({ err }, 'could not put the job schedules back in Redis; trying again shortly'),
    );
  connection.on('ready', reschedule);
  const timer = setInterval(reschedule, SCHEDULE_CHECK_MS).unref();
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
      clearInterval(timer);
      connection.off('ready', reschedule);
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all(schedules.map((s) => s.queue.close().catch(() => {})));
      await closeRedis(connection);
    },
  };
}
