// The one composition root: the services of a Levy process (database, Redis, queues, the context
// every use case receives, the Stripe integration's state, the job handlers), built the same way
// for the API process, worker processes and the CLI. Each process adds only its doors.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { createAppContext, type AppContext } from '../context.ts';
import { recordBuiltInContent } from '../admin/tax-data.ts';
import { createStripeServices, type StripeServices } from '../integrations/stripe/services.ts';
import { createMailer } from '../lib/mailer.ts';
import { ThresholdWatch, THRESHOLD_DELIVERY_QUEUE, THRESHOLD_EVALUATION_QUEUE } from '../seller/thresholds/alerts.ts';
import { Metrics } from '../lib/metrics.ts';
import { oldestOpenEventAge } from '../integrations/stripe/store/inbox.ts';
import { INVOICE_QUEUE } from '../integrations/stripe/invoice-job.ts';
import { RATE_CHANGE_DELIVERY_QUEUE } from '../seller/rate-changes/rate-changes.ts';

/** The queues whose backlog the metrics show. */
const JOB_QUEUES = [INVOICE_QUEUE, THRESHOLD_EVALUATION_QUEUE, THRESHOLD_DELIVERY_QUEUE, RATE_CHANGE_DELIVERY_QUEUE];
import { ViesRegistry } from '../lib/tax-id-registry.ts';
import { CensusGeocoder } from '../lib/census-geocoder.ts';
import { CircuitBreaker } from '../lib/circuit-breaker.ts';
import { AddressGeocoder } from '../seller/address/address-geocoder.ts';
import { noQueues, openQueues } from '../queue/queues.ts';
import { closeRedis, connectRedis } from '../queue/redis.ts';
import type { JobHandler } from '../queue/worker-host.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../store/database.ts';
import { jobHandlers } from './job-handlers.ts';
import { Shutdown } from './shutdown.ts';

export interface Services {
  db: Database;
  ctx: AppContext;
  stripe: StripeServices;
  /** Request-path Redis connection (rate limits, readiness, announcements); null in a CLI without Redis. */
  redis: Redis | null;
  jobHandlers: readonly JobHandler[];
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** An already open database (tests); otherwise the configured one is opened and migrated. */
  database?: Database;
  /**
   * server: an API or worker process; it enqueues jobs and hears the other processes' seller
   * changes. cli: a one-off command; it only announces its changes, and only when Redis is there.
   */
  role: 'server' | 'cli';
  /** Null: no Redis (the CLI when none answers). */
  redisUrl: string | null;
}

export async function openServices(config: Config, log: Logger, options: ServiceOptions): Promise<Services> {
  const shutdown = new Shutdown(log);
  const close = () => shutdown.run();
  try {
    const db = options.database ?? (await openMigrated(config.database, log));
    if (options.database === undefined) shutdown.add('database', () => db.close());

    const { redisUrl } = options;
    const redis = redisUrl === null ? null : connectRedis(redisUrl, 'request');
    const subscriber = redisUrl === null || options.role === 'cli' ? null : connectRedis(redisUrl, 'subscriber');
    for (const connection of [redis, subscriber]) {
      if (connection === null) continue;
      connection.on('error', (err) => log.debug({ err }, 'redis connection error'));
      shutdown.add('redis connection', () => closeRedis(connection));
    }
    const queues = redisUrl !== null && options.role === 'server' ? openQueues(redisUrl, config.redis.prefix) : noQueues;
    shutdown.add('queues', () => queues.close());

    const metrics = new Metrics({
      queues: async () => Object.fromEntries(await Promise.all(JOB_QUEUES.map(async (q) => [q, await queues.counts(q)] as const))),
      oldestInboxEvent: () => oldestOpenEventAge(db.prisma),
    });
    const geocoding = config.usGeocoder;
    const geocoder =
      geocoding === null
        ? null
        : new AddressGeocoder({
            client: new CensusGeocoder(geocoding.url),
            prisma: db.prisma,
            metrics,
            log,
            redis,
            redisPrefix: config.redis.prefix,
            timeoutMs: geocoding.timeoutMs,
            cacheMaxAgeMs: geocoding.cacheMaxAgeMs,
            breaker: new CircuitBreaker(geocoding.breaker.failures, geocoding.breaker.coolDownMs),
          });
    const ctx = createAppContext({
      prisma: db.prisma,
      secretKey: config.secretKey,
      publicUrl: config.publicUrl,
      log,
      redisPrefix: config.redis.prefix,
      queues,
      taxIdRegistry: config.viesUrl !== undefined ? new ViesRegistry(config.viesUrl) : null,
      taxDataUpdateFrom: config.taxDataUpdateFrom,
      taxDataTablesFrom: config.taxDataTablesFrom,
      allowPrivateWebhookUrls: config.allowPrivateWebhookUrls,
      mailer: createMailer(config.mail, log),
      thresholdWatch: new ThresholdWatch(queues, log),
      metrics,
      geocoder,
      ...(redis !== null ? { redis } : {}),
    });
    // Runs before the database closes (shutdown runs in reverse).
    shutdown.add('uncertain answer counts', () => ctx.uncertainAnswers.flush());
    // Before the queues close (shutdown runs in reverse).
    shutdown.add('threshold watch', () => ctx.thresholdWatch.flush());
    // Keys, products, mappings and registrations change through other processes: hear about it.
    if (subscriber !== null) {
      await ctx.sellerChanges.follow(subscriber);
      await ctx.taxDataChanges.follow(subscriber);
    }
    // Every process that answers (API, cluster primary, worker) keeps the built-in content it runs
    // in the data-set history, so whatever it records can be traced to the exact facts; the first
    // process of a version stores it, the others find it there. A one-off CLI command answers nothing.
    if (options.role === 'server') await recordBuiltInContent(ctx);
    const stripe = createStripeServices(ctx);
    return { db, ctx, stripe, redis, jobHandlers: jobHandlers(ctx, stripe, config), close };
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
