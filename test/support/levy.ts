// A whole Levy (API + admin API) in-process on a random port, over a test database and a private
// Redis key prefix. Requests go over real HTTP.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/runtime/logger.ts';
import { startLevy, type Levy } from '../../src/runtime/levy.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';
import { TEST_REDIS_URL } from './env.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface TestLevy {
  levy: Levy;
  database: TestDatabase;
  url: string;
  redisPrefix: string;
  /** LEVY_HOME of this instance (outbox, generated files). */
  home: string;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse>;
  admin(path: string, body?: unknown): Promise<TestResponse>;
  /** A new seller with an API key; `post` with `{ token }` acts as it. */
  createSeller(body?: Record<string, unknown>): Promise<{ sellerId: string; apiKey: string; apiKeyId: string }>;
  close(): Promise<void>;
}

export interface RequestOptions {
  token?: string | null;
  headers?: Record<string, string>;
  /** Raw body, sent as is (with the given or default content type). */
  raw?: string | Buffer;
  method?: string;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  json(): any;
}

export async function startTestLevy(
  options: { databaseKind?: DatabaseKind; database?: TestDatabase; redisPrefix?: string; env?: Record<string, string> } = {},
): Promise<TestLevy> {
  const database = options.database ?? (await createTestDatabase(options.databaseKind ?? 'postgres'));
  const redisPrefix = options.redisPrefix ?? `levy-test:${randomBytes(6).toString('hex')}:`;
  const config = await loadConfig({
    NODE_ENV: 'test',
    LEVY_HOME: `/tmp/levy-test-home-${randomBytes(4).toString('hex')}`,
    REDIS_URL: TEST_REDIS_URL,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_TOKEN,
    LEVY_SECRET_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    REDIS_PREFIX: redisPrefix,
    // Tests' receivers listen on 127.0.0.1; test/integration/outbound-urls.test.ts checks the rule itself.
    ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
    ...options.env,
  });
  const levy = await startLevy(config, createLogger(config.logLevel), { database: database.db });

  const post = async (path: string, body: unknown = {}, opts: RequestOptions = {}): Promise<TestResponse> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
    if (opts.token != null) headers.authorization = `Bearer ${opts.token}`;
    const method = opts.method ?? 'POST';
    const response = await fetch(`${levy.url}${path}`, {
      method,
      headers,
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: opts.raw ?? (body === undefined ? undefined : JSON.stringify(body)) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  };
  const admin = (path: string, body: unknown = {}) => post(path, body, { token: ADMIN_TOKEN });

  return {
    levy,
    database,
    url: levy.url,
    redisPrefix,
    home: config.home,
    post,
    admin,
    async createSeller(body = {}) {
      const res = await admin('/admin/v1/sellers/create', { name: 'Test Seller', ...body });
      if (res.status !== 200) throw new Error(`seller create failed: ${res.status} ${res.text}`);
      return res.json();
    },
    async close() {
      await levy.close();
      await database.drop();
      await deleteRedisKeys(redisPrefix);
    },
  };
}

/** Deletes every key under `prefix`; a Redis that does not answer fails the call at once. */
export async function deleteRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
