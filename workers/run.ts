// A worker process without the API: `npm run worker -- <queue> [<queue> ...]` or `-- all`.
// Scale out by running more of these against the same PostgreSQL and Redis.
import { ConfigError, loadConfig } from '../src/config.ts';
import { createAppContext, followSellerChanges } from '../src/context.ts';
import { jobHandlers } from '../src/queue/handlers.ts';
import { openQueues } from '../src/queue/queues.ts';
import { closeRedis, connectRedis } from '../src/queue/redis.ts';
import { startWorkers } from '../src/queue/worker-host.ts';
import { openMigrated } from '../src/runtime/levy.ts';
import { createLogger } from '../src/runtime/logger.ts';

export async function runWorkers(names: string[]): Promise<void> {
  const config = await loadConfig();
  const log = createLogger(config.logLevel, { role: 'worker' });
  if (config.database.kind === 'pglite') {
    throw new ConfigError('A separate worker process needs DATABASE_URL: the embedded database belongs to the `npm start` process, which already runs every worker.');
  }
  const selected = names.includes('all') ? jobHandlers : jobHandlers.filter((h) => names.includes(h.queue));
  const unknown = names.filter((n) => n !== 'all' && !jobHandlers.some((h) => h.queue === n));
  if (unknown.length > 0 || names.length === 0) {
    throw new ConfigError(`Unknown worker ${unknown.join(', ') || '(none given)'}; known: all, ${jobHandlers.map((h) => h.queue).join(', ')}`);
  }
  const db = await openMigrated(config.database, log);
  const redis = connectRedis(config.redis.url, 'request');
  const subscriber = connectRedis(config.redis.url, 'subscriber');
  for (const connection of [redis, subscriber]) connection.on('error', (err) => log.debug({ err }, 'redis connection error'));
  const queues = openQueues(config.redis.url, config.redis.prefix);
  const ctx = createAppContext({ prisma: db.prisma, secretKey: config.secretKey, publicUrl: config.publicUrl, log, redisPrefix: config.redis.prefix, queues, redis });
  // Products, mappings and registrations change through the API processes: hear about it.
  await followSellerChanges(ctx, subscriber);
  const host = await startWorkers(selected, ctx, config.redis.url);
  const stop = async () => {
    log.info('shutting down: finishing active jobs');
    await host.close();
    await queues.close();
    await Promise.all([closeRedis(redis), closeRedis(subscriber)]);
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runWorkers(process.argv.slice(2)).catch((err: unknown) => {
    process.stderr.write(`levy worker: ${err instanceof ConfigError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
