// `npm start` with LEVY_API_PROCESSES > 1: this primary process migrates the database, starts
// Redis if needed, creates the demo seller and runs the job workers; it forks that many API
// processes, which share the one listening port through node:cluster (connections are handed out
// round-robin). An API process that dies is replaced; one SIGTERM stops them all, then the primary.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { startWorkers } from '../queue/worker-host.ts';
import { createDemoSellerIfEmpty } from './demo-seller.ts';
import { ensureRedis } from './redis-server.ts';
import { openServices } from './services.ts';
import { Shutdown } from './shutdown.ts';

/** What an API process tells the primary once it listens. */
export interface ListeningMessage {
  levy: 'listening';
  url: string;
}

const STOP_DEADLINE_MS = 15_000;

export async function runCluster(
  config: Config,
  log: Logger,
): Promise<{ url: string; demo: { sellerId: string; apiKey: string } | null; stop(): Promise<void> }> {
  const shutdown = new Shutdown(log);
  const redisServer = await ensureRedis(config, log);
  shutdown.add('redis server', () => redisServer.stop());
  const services = await openServices(config, log, { role: 'server', redisUrl: redisServer.url });
  shutdown.add('services', () => services.close());
  const demo = config.env === 'production' ? null : await createDemoSellerIfEmpty(services.ctx);
  if (config.workers === 'inline') {
    const workers = await startWorkers(services.jobHandlers, {
      redisUrl: redisServer.url,
      redisPrefix: config.redis.prefix,
      log,
      metrics: services.ctx.metrics,
    });
    shutdown.add('workers', () => workers.close());
  }

  let stopping = false;
  const env = { LEVY_WORKERS: 'off', REDIS_URL: redisServer.url, LEVY_API_PROCESSES: '1' };
  const fork = () => cluster.fork(env);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'an API process exited; starting another');
    fork();
  });
  const listening = new Promise<string>((resolve, reject) => {
    let count = 0;
    cluster.on('message', (_worker, message: ListeningMessage) => {
      if (message?.levy === 'listening' && ++count === config.apiProcesses) resolve(message.url);
    });
    setTimeout(
      () => reject(new Error(`the API processes did not all start within 60 s (${count} of ${config.apiProcesses})`)),
      60_000,
    ).unref();
  });
  for (let i = 0; i < config.apiProcesses; i++) fork();
  shutdown.add('api processes', async () => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    await Promise.all(
      alive.map(
        (w) =>
          new Promise<void>((resolve) => {
            const force = setTimeout(() => w.process.kill('SIGKILL'), STOP_DEADLINE_MS);
            w.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            w.process.kill('SIGTERM');
          }),
      ),
    );
  });
  try {
    const url = await listening;
    return {
      url,
      demo,
      stop: () => {
        // At once: a Ctrl-C reaches the API processes too, and their exits must not be replaced.
        stopping = true;
        return shutdown.run();
      },
    };
  } catch (err) {
    await shutdown.run();
    throw err;
  }
}
