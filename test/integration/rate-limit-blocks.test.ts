// Busy sellers' permits come from Redis in blocks (rate-limit.ts): the budget still holds across
// processes, within one block per process, and a block is not used past its lease. Against real
// Redis, with two limiters standing for two API processes.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockSize, LEASE_MS, RateLimiter } from '../../src/http/rate-limit.ts';
import { deleteRedisKeys } from '../support/levy.ts';

const prefix = `levy-test:${randomBytes(6).toString('hex')}:`;
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let connections: Redis[];
let first: RateLimiter;
let second: RateLimiter;

beforeAll(() => {
  connections = [new Redis(url), new Redis(url)];
  [first, second] = connections.map((redis) => new RateLimiter(redis, prefix, pino({ level: 'silent' }))) as [RateLimiter, RateLimiter];
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await deleteRedisKeys(prefix);
  await Promise.all(connections.map((c) => c.quit()));
});

const allowed = async (limiter: RateLimiter, seller: string, limit: number, count: number) =>
  (await Promise.all(Array.from({ length: count }, () => limiter.take(seller, limit)))).filter((d) => d.allowed).length;

describe('rate limit blocks', () => {
  it('asks for a fiftieth of the limit at once, from 1 to 64', () => {
    expect([10, 99, 100, 1000, 3200, 100_000].map(blockSize)).toEqual([1, 1, 2, 20, 64, 64]);
  });

  it('holds a busy seller to its limit within one block per process', async () => {
    const seller = `busy-${randomBytes(4).toString('hex')}`;
    const limit = 1000;
    const admitted = (await Promise.all([allowed(first, seller, limit, 800), allowed(second, seller, limit, 800)])).reduce((a, b) => a + b);
    expect(admitted).toBeGreaterThanOrEqual(limit - 2 * blockSize(limit));
    expect(admitted).toBeLessThanOrEqual(limit);
    // Redis logged exactly the permits it granted.
    expect(await connections[0]!.zcard(`${prefix}ratelimit:${seller}`)).toBeLessThanOrEqual(limit);
  });

  it('uses one Redis round trip per block, not per request', async () => {
    const seller = `trips-${randomBytes(4).toString('hex')}`;
    const calls = vi.spyOn(connections[0]! as unknown as { levyRateLimit: (...a: unknown[]) => Promise<number> }, 'levyRateLimit');
    expect(await allowed(first, seller, 3200, 640)).toBe(640);
    expect(calls).toHaveBeenCalledTimes(10);
    calls.mockRestore();
  });

  it('does not use a block past its lease', async () => {
    const seller = `lease-${randomBytes(4).toString('hex')}`;
    const limit = 3200;
    expect(await allowed(first, seller, limit, 1)).toBe(1);
    const before = await connections[0]!.zcard(`${prefix}ratelimit:${seller}`);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LEASE_MS + 1 });
    expect(await allowed(first, seller, limit, 1)).toBe(1);
    // The 63 permits left in the first block were not used: a second block was logged.
    expect(await connections[0]!.zcard(`${prefix}ratelimit:${seller}`)).toBe(before + blockSize(limit));
  });

  it('drops the expired blocks of sellers who stopped calling once it holds many', async () => {
    const limiter = new RateLimiter(connections[0]!, prefix, pino({ level: 'silent' }));
    const leases = (limiter as unknown as { leases: Map<string, unknown> }).leases;
    for (let i = 0; i < 10_000; i++) leases.set(`gone-${i}`, { left: 1, until: Date.now() - 1 });
    expect(await allowed(limiter, `after-${randomBytes(4).toString('hex')}`, 10, 1)).toBe(1);
    expect(leases.size).toBe(1);
  });

  it('meters a seller below 100 a second request by request, as before blocks', async () => {
    const seller = `small-${randomBytes(4).toString('hex')}`;
    expect(await allowed(first, seller, 10, 8)).toBe(8);
    expect(await allowed(second, seller, 10, 8)).toBe(2);
    const refused = await second.take(seller, 10);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
