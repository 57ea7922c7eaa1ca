// The worker host over real Redis: jobs run, and close() lets an active job finish first.
import { randomBytes } from 'node:crypto';
import { Job, Queue } from 'bullmq';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { bullPrefix } from '../../src/queue/queues.ts';
import { connectRedis } from '../../src/queue/redis.ts';
import { startWorkers, type JobHandler } from '../../src/queue/worker-host.ts';
import { TEST_REDIS_URL } from '../support/env.ts';
import { deleteRedisKeys } from '../support/levy.ts';

const redisPrefix = `levy-test:${randomBytes(6).toString('hex')}:`;
afterAll(() => deleteRedisKeys(redisPrefix));

describe('worker host', () => {
  it('finishes an active job before close() resolves', async () => {
    const events: string[] = [];
    const handler: JobHandler<{ n: number }> = {
      queue: 'slow',
      concurrency: 1,
      async process(job: Job<{ n: number }>) {
        events.push(`start ${job.data.n}`);
        await new Promise((r) => setTimeout(r, 400));
        events.push(`end ${job.data.n}`);
        return job.data.n * 2;
      },
    };
    const connection = connectRedis(TEST_REDIS_URL, 'queue');
    const queue = new Queue('slow', { connection, prefix: bullPrefix(redisPrefix) });
    const host = await startWorkers([handler as JobHandler], { redisUrl: TEST_REDIS_URL, redisPrefix, log: pino({ level: 'silent' }) });
    const job = await queue.add('work', { n: 21 });
    while (!events.includes('start 21')) await new Promise((r) => setTimeout(r, 20));

    await host.close();
    events.push('closed');
    expect(events).toEqual(['start 21', 'end 21', 'closed']);
    expect((await Job.fromId(queue, job.id!))?.returnvalue).toBe(42);
    await queue.close();
    await connection.quit();
  });
});
