// Assembles one Levy process: database (migrated), Redis, API, and optionally the workers.
// main.ts adds signals and console output; tests start the same thing in-process.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { SellerAuthenticator } from '../api/auth.ts';
import { buildApp } from '../api/app.ts';
import { RateLimiter } from '../api/rate-limit.ts';
import { operations } from '../api/routes/index.ts';
import type { Config } from '../config.ts';
import { createAppContext, followSellerChanges, type AppContext } from '../context.ts';
import { jobHandlers } from '../queue/handlers.ts';
import { registerWebhookReceiver } from '../processor/webhook-receiver.ts';
import { ViesRegistry } from '../seller/tax-ids/registry.ts';
import { registerCertificatePortal } from '../api/certificate-portal.ts';
import { createMailer } from '../lib/mailer.ts';
import { openQueues } from '../queue/queues.ts';
import { closeRedis, connectRedis } from '../queue/redis.ts';
import { startWorkers, type WorkerHost } from '../queue/worker-host.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../store/database.ts';
import { ensureRedis, StartupError } from './redis-server.ts';

export interface LevyOptions {
  /** An already open database (tests); otherwise the configured one is opened and migrated. */
  database?: Database;
}

export interface Levy {
  app: FastifyInstance;
  ctx: AppContext;
  db: Database;
  redisUrl: string;
  /** Base URL the server listens on. */
  url: string;
  close(): Promise<void>;
}

export async function startLevy(config: Config, log: Logger, options: LevyOptions = {}): Promise<Levy> {
  const cleanup: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const step of cleanup.reverse()) await step().catch((err: unknown) => log.error({ err }, 'error during shutdown'));
  };
  try {
    const db = options.database ?? (await openMigrated(config.database, log));
    if (options.database === undefined) cleanup.push(() => db.close());

    const redisServer = await ensureRedis(config, log);
    cleanup.push(() => redisServer.stop());
    const redisPrefix = config.redis.prefix;
    const redis = connectRedis(redisServer.url, 'request');
    const subscriber = connectRedis(redisServer.url, 'subscriber');
    for (const connection of [redis, subscriber]) connection.on('error', (err) => log.debug({ err }, 'redis connection error'));
    cleanup.push(() => Promise.all([closeRedis(redis), closeRedis(subscriber)]));

    const queues = openQueues(redisServer.url, redisPrefix);
    cleanup.push(() => queues.close());
    const authenticator = new SellerAuthenticator(db.prisma);
    const ctx = createAppContext({
      prisma: db.prisma,
      secretKey: config.secretKey,
      publicUrl: config.publicUrl,
      log,
      redisPrefix,
      queues,
      taxIdRegistry: config.viesUrl !== undefined ? new ViesRegistry(config.viesUrl) : null,
      mailer: createMailer(config.mail, log),
      redis,
      onSellerChanged: (sellerId) => authenticator.invalidateSeller(sellerId),
    });
    await followSellerChanges(ctx, subscriber);

    const app = buildApp({
      ctx,
      adminToken: config.adminToken,
      authenticator,
      rateLimiter: new RateLimiter(redis, redisPrefix, log),
      operations,
      readiness: async () => ({
        database: await db.ping(),
        redis: await redis.ping().then((r) => r === 'PONG', () => false),
      }),
    });
    registerWebhookReceiver(app, ctx);
    registerCertificatePortal(app, ctx);
    // Registered before workers so that, on close, requests drain before jobs do.
    cleanup.push(() => app.close());
    await app.listen({ port: config.port, host: config.host }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') throw new StartupError(`Port ${config.port} on ${config.host} is already in use: stop the other process or set PORT.`);
      throw err;
    });

    let workers: WorkerHost | null = null;
    if (config.workers === 'inline') {
      workers = await startWorkers(jobHandlers, ctx, redisServer.url);
      const host = workers;
      cleanup.splice(cleanup.length - 1, 0, () => host.close());
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
    // Without PUBLIC_URL, links point at the port actually bound (PORT=0 picks one).
    if (!config.publicUrlExplicit) ctx.publicUrl = url;
    return { app, ctx, db, redisUrl: redisServer.url, url, close };
  } catch (err) {
    await close();
    throw err;
  }
}

export async function openMigrated(target: DatabaseTarget, log: Logger): Promise<Database> {
  const db = await openDatabase(target);
  try {
    const report = await db.migrate();
    if (report.applied.length > 0) log.info({ applied: report.applied }, 'applied database migrations');
    if (report.changedAfterApply.length > 0) {
      log.warn({ migrations: report.changedAfterApply }, 'migration files changed after they were applied; not re-run');
    }
    return db;
  } catch (err) {
    await db.close();
    throw err;
  }
}
