// Redis connections. BullMQ needs maxRetriesPerRequest: null (block until Redis is back);
// request-path connections must instead fail fast, so they get no offline queue.
import { Redis } from 'ioredis';

export function connectRedis(url: string, purpose: 'queue' | 'request' | 'subscriber'): Redis {
  const common = { lazyConnect: false, connectionName: `levy-${purpose}` };
  if (purpose === 'request') {
    return new Redis(url, { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
  }
  return new Redis(url, { ...common, maxRetriesPerRequest: null });
}

/** True when Redis at `url` answers PING within `timeoutMs`. */
export async function redisAnswers(url: string, timeoutMs = 1_000): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** QUIT when the connection is up (pending replies arrive first); otherwise just drop it. */
export async function closeRedis(connection: Redis): Promise<void> {
  await connection.quit().catch(() => connection.disconnect());
}
