// The producer side of the job queues Levy's processes share. Generic: each job kind (its queue
// name, data and retry options) is defined by the module that owns it.
import { Queue, type JobsOptions } from 'bullmq';
import { withTimeout } from '../lib/timeout.ts';
import { closeRedis, connectRedis } from './redis.ts';

export interface Queues {
  /** Adds a job to `queue` (its BullMQ job name is the queue name). Fails within a second when Redis is away. */
  enqueue(queue: string, data: unknown, options?: JobsOptions): Promise<void>;
  /** Jobs of `queue` waiting, active and delayed (for metrics). */
  counts(queue: string): Promise<{ waiting: number; active: number; delayed: number }>;
  close(): Promise<void>;
}

/** Where BullMQ keeps its keys for a deployment's Redis prefix. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

/** How long a producer waits for Redis before giving up (the caller has a durable fallback). */
const ENQUEUE_TIMEOUT_MS = 1_000;
const REDIS_AWAY = `Redis did not answer within ${ENQUEUE_TIMEOUT_MS} ms`;

export function openQueues(redisUrl: string, redisPrefix: string): Queues {
  // Fail fast when Redis is down: callers keep the work safe elsewhere (the webhook inbox).
  const connection = connectRedis(redisUrl, 'request');
  connection.on('error', () => {});
  const queues = new Map<string, Queue>();
  const queueNamed = (name: string) => {
    let queue = queues.get(name);
    if (queue === undefined) {
      queues.set(name, (queue = new Queue(name, { connection, prefix: bullPrefix(redisPrefix) })));
      queue.on('error', () => {});
    }
    return queue;
  };
  return {
    async enqueue(queue, data, options) {
      // BullMQ waits for a connection indefinitely; a webhook answer must not.
      await withTimeout(queueNamed(queue).add(queue, data, options), ENQUEUE_TIMEOUT_MS, REDIS_AWAY);
    },
    async counts(queue) {
      const c = await withTimeout(
        queueNamed(queue).getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
        ENQUEUE_TIMEOUT_MS,
        REDIS_AWAY,
      );
      return { waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, delayed: c.delayed ?? 0 };
    },
    async close() {
      if (connection.status !== 'ready') connection.disconnect();
      await Promise.all([...queues.values()].map((q) => withTimeout(q.close(), ENQUEUE_TIMEOUT_MS, REDIS_AWAY).catch(() => {})));
      await closeRedis(connection);
    },
  };
}

/** For processes that never enqueue (the CLI): using it is a bug. */
export const noQueues: Queues = {
  enqueue: () => Promise.reject(new Error('this process has no queue connection')),
  counts: () => Promise.reject(new Error('this process has no queue connection')),
  close: async () => {},
};
