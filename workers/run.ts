// A worker process without the API: `npm run worker -- <queue> [<queue> ...]` or `-- all`.
// Scale out by running more of these against the same PostgreSQL and Redis.
import { ConfigError, loadConfig } from '../src/config.ts';
import { startWorkers } from '../src/queue/worker-host.ts';
import { createLogger } from '../src/runtime/logger.ts';
import { openServices } from '../src/runtime/services.ts';
import { exitWithinDeadline } from '../src/runtime/shutdown.ts';

export async function runWorkers(names: string[]): Promise<void> {
  const config = await loadConfig();
  const log = createLogger(config.logLevel, { role: 'worker' });
  if (config.database.kind === 'pglite') {
    throw new ConfigError(
      'A separate worker process needs DATABASE_URL: the embedded database belongs to the `npm start` process, which already runs every worker.',
    );
  }
  const services = await openServices(config, log, { role: 'server', redisUrl: config.redis.url });
  const known = services.jobHandlers.map((h) => h.queue);
  const unknown = names.filter((n) => n !== 'all' && !known.includes(n));
  if (unknown.length > 0 || names.length === 0) {
    await services.close();
    throw new ConfigError(`Unknown worker ${unknown.join(', ') || '(none given)'}; known: all, ${known.join(', ')}`);
  }
  const selected = names.includes('all') ? services.jobHandlers : services.jobHandlers.filter((h) => names.includes(h.queue));
  const host = await startWorkers(selected, {
    redisUrl: config.redis.url,
    redisPrefix: config.redis.prefix,
    log,
    metrics: services.ctx.metrics,
  });
  const stop = async () => {
    log.info('shutting down: finishing active jobs');
    exitWithinDeadline(log);
    await host.close();
    await services.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runWorkers(process.argv.slice(2)).catch((err: unknown) => {
    process.stderr.write(
      `levy worker: ${err instanceof ConfigError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  });
}
