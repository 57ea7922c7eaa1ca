// Assembles the `npm start` process: the services of the composition root, the HTTP doors (seller
// and admin API, Stripe webhook receiver, certificate portal) and, unless turned off, the workers.
// main.ts adds signals and console output; tests start the same thing in-process.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createServer } from 'node:http';
import { buildApp } from '../api/app.ts';
import { Queue } from 'bullmq';
import { registerQueueDashboard } from '../api/queue-dashboard.ts';
import { bullPrefix } from '../queue/queues.ts';
import { closeRedis, connectRedis } from '../queue/redis.ts';
import { withTimeout } from '../lib/timeout.ts';
import { SellerAuthenticator } from '../http/auth.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { registerConsole } from '../console/console.ts';
import { registerWebhookReceiver, WEBHOOK_RECEIVER_DOCS } from '../integrations/stripe/webhook/receiver.ts';
import { operations } from '../api/routes/index.ts';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { startWorkers } from '../queue/worker-host.ts';
import type { Database } from '../store/database.ts';
import { ensureRedis, StartupError } from './redis-server.ts';
import { openServices } from './services.ts';
import { Shutdown } from './shutdown.ts';

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
  const shutdown = new Shutdown(log);
  const close = () => shutdown.run();
  try {
    const redisServer = await ensureRedis(config, log);
    shutdown.add('redis server', () => redisServer.stop());
    const services = await openServices(config, log, {
      role: 'server',
      redisUrl: redisServer.url,
      ...(options.database ? { database: options.database } : {}),
    });
    shutdown.add('services', () => services.close());
    const { ctx, db } = services;
    const redis = services.redis!;

    const authenticator = new SellerAuthenticator(db.prisma, ctx.sellerChanges);
    const rateLimiter = new RateLimiter(redis, config.redis.prefix, log);
    const app = buildApp({
      ctx,
      adminToken: config.adminToken,
      authenticator,
      rateLimiter,
      operations,
      stripe: services.stripe,
      readiness: async () => ({
        database: await db.ping(),
        redis: await redis.ping().then(
          (r) => r === 'PONG',
          () => false,
        ),
      }),
      metrics: config.metrics.port !== undefined ? 'elsewhere' : config.metrics.access,
      checkResponses: config.env === 'test',
      otherDoorDocs: WEBHOOK_RECEIVER_DOCS,
    });
    // The other doors beside the API, on the same server.
    registerWebhookReceiver(app, ctx, services.stripe);
    registerConsole(app, { ctx, authenticator, rateLimiter });
    const dashboardConnection = connectRedis(redisServer.url, 'queue');
    const dashboardQueues = services.jobHandlers.map(
      (h) => new Queue(h.queue, { connection: dashboardConnection, prefix: bullPrefix(config.redis.prefix) }),
    );
    shutdown.add('queue dashboard', async () => {
      await Promise.all(dashboardQueues.map((q) => withTimeout(q.close(), 1_000, 'Redis did not answer').catch(() => {})));
      await closeRedis(dashboardConnection);
    });
    await registerQueueDashboard(app, dashboardQueues, config.adminToken);
    // Closed before the workers (shutdown runs in reverse): requests drain before jobs do.
    if (config.workers === 'inline') {
      const workers = await startWorkers(services.jobHandlers, {
        redisUrl: redisServer.url,
        redisPrefix: config.redis.prefix,
        log,
        metrics: ctx.metrics,
      });
      shutdown.add('workers', () => workers.close());
    }
    shutdown.add('http', () => app.close());
    if (config.metrics.port !== undefined) {
      // A port of its own (for a scraper on a private network): /metrics and nothing else.
      const metricsServer = createServer((req, res) => {
        if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404).end();
        void ctx.metrics.text().then((text) => res.writeHead(200, { 'content-type': ctx.metrics.contentType }).end(text));
      });
      await new Promise<void>((resolve, reject) => metricsServer.once('error', reject).listen(config.metrics.port, config.host, resolve));
      shutdown.add('metrics http', () => new Promise<void>((resolve) => metricsServer.close(() => resolve())));
    }
    await app.listen({ port: config.port, host: config.host }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE')
        throw new StartupError(`Port ${config.port} on ${config.host} is already in use: stop the other process or set PORT.`);
      throw err;
    });

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
