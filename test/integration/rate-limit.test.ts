// The per-seller budget is counted in Redis: 10 requests in any rolling second by default,
// shared by every API process, configurable per seller.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { deleteRedisKeys, startTestLevy, type TestLevy } from '../support/levy.ts';

let database: TestDatabase;
let first: TestLevy;
let second: TestLevy;
const redisPrefix = `levy-test:${randomBytes(6).toString('hex')}:`;

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  // Two API instances with their own connections, caches and ports over one database and Redis.
  first = await startTestLevy({ database: { ...database, drop: async () => {} }, redisPrefix });
  second = await startTestLevy({ database: { ...database, drop: async () => {} }, redisPrefix });
});
afterAll(async () => {
  await first.levy.close();
  await second.levy.close();
  await database.drop();
  await deleteRedisKeys(redisPrefix);
});

const list = (t: TestLevy, token: string) => t.post('/v1/seller/customers/list', {}, { token });

async function burst(count: number, send: (i: number) => Promise<{ status: number; headers: Headers; text: string }>) {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
}

describe('rate limit', () => {
  it('answers the 11th request inside one second with 429, Retry-After and the reference text', async () => {
    const { apiKey } = await first.createSeller();
    const replies = await burst(11, () => list(first, apiKey));
    const limited = replies.filter((r) => r.status === 429);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
    expect(limited).toHaveLength(1);
    expect(limited[0]!.headers.get('retry-after')).toBe('1');
    expect(limited[0]!.text).toBe("You've exceeded your API limit of 10 per second");
  });

  it('lets requests through again once the second has passed', async () => {
    const { apiKey } = await first.createSeller();
    await burst(10, () => list(first, apiKey));
    expect((await list(first, apiKey)).status).toBe(429);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await list(first, apiKey)).status).toBe(200);
  });

  it('shares one budget between two API processes', async () => {
    const { apiKey } = await first.createSeller();
    const replies = await burst(16, (i) => list(i % 2 === 0 ? first : second, apiKey));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(6);
  });

  it('keeps sellers apart', async () => {
    const a = await first.createSeller();
    const b = await first.createSeller();
    await burst(10, () => list(first, a.apiKey));
    expect((await list(first, a.apiKey)).status).toBe(429);
    expect((await list(first, b.apiKey)).status).toBe(200);
  });

  it('follows a per-seller limit, and a change to it reaches the other process at once', async () => {
    const { sellerId, apiKey } = await first.createSeller({ rateLimitPerSecond: 3 });
    let replies = await burst(5, () => list(second, apiKey));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.find((r) => r.status === 429)!.text).toBe("You've exceeded your API limit of 3 per second");

    expect((await first.admin(`/admin/v1/sellers/id:${sellerId}/update`, { rateLimitPerSecond: 20 })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_100));
    replies = await burst(15, () => list(second, apiKey));
    expect(replies.every((r) => r.status === 200)).toBe(true);
  });
});
