// The one place Levy reads its environment. parseEnv is pure (and tested); loadConfig adds the
// embedded defaults that live as files under LEVY_HOME (generated admin token and secret key).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .transform((s) => s.trim())
  .optional()
  .transform((s) => (s === '' ? undefined : s));

/** A whole number between `min` and `max`, `unit` naming it in the error ("must be a number of days"). */
function wholeNumber(unit: string, min: number, max: number, fallback: string) {
  return optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, `must be ${unit}`)
      .default(fallback)
      .transform(Number)
      .refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`),
  );
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LEVY_HOME: optionalString.transform((s) => resolve(s ?? '.levy')),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  PORT: optionalString
    .transform((s) => s ?? '8080')
    .pipe(
      z
        .string()
        .regex(/^\d{1,5}$/, 'must be a port number')
        .transform(Number),
    )
    .pipe(z.number().max(65535, 'must be a port number')),
  HOST: optionalString.transform((s) => s ?? '127.0.0.1'),
  /** Base URL that customers and Stripe reach this server at (links in e-mails, webhook paths). */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  ADMIN_TOKEN: optionalString.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
  LEVY_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .refine((s) => decodeSecretKey(s) !== null, 'must be 32 bytes as 64 hex characters or base64')
      .optional(),
  ),
  /** Prefix of every Redis key and queue, so several deployments can share one Redis. */
  REDIS_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits or _ . : -')
      .default('levy:'),
  ),
  LOG_LEVEL: optionalString.pipe(z.enum(LOG_LEVELS).default('info')),
  /** SMTP server for certificate requests (smtp:// or smtps://); unset: messages go to LEVY_HOME/outbox as .eml files. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(z.string().default('Levy <no-reply@levy.invalid>')),
  /** Base URL of the EU's VIES REST API for online VAT number checks; unset: offline checks only. */
  VIES_URL: optionalString.pipe(z.url().optional()),
  /** Where `levy data update` looks for official rate and boundary files: a URL of a page linking them, or an absolute folder. */
  TAX_DATA_UPDATE_FROM: optionalString.pipe(
    z
      .string()
      .regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or an absolute folder path')
      .optional(),
  ),
  /** Where `levy data update` looks for the official tables (IDOR, CDTFA, Texas, Washington): a page or an absolute folder for all. */
  TAX_DATA_TABLES_FROM: optionalString.pipe(
    z
      .string()
      .regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or an absolute folder path')
      .optional(),
  ),
  /** Run `levy data update` on a schedule, every this many hours (1-2160); unset: only when an operator runs it. */
  TAX_DATA_UPDATE_EVERY_HOURS: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number of hours')
      .transform(Number)
      .refine((h) => h >= 1 && h <= 2160, 'must be between 1 and 2160 hours (90 days)')
      .optional(),
  ),
  /** Seller-given webhook URLs may point at loopback, private and link-local addresses (development and tests only). */
  ALLOW_PRIVATE_WEBHOOK_URLS: optionalString.pipe(z.enum(['true', 'false']).default('false')).transform((s) => s === 'true'),
  /**
   * Place US street addresses whose ZIP-level answer is not sure with a geocoder: `census` (the US
   * Census Bureau's), or `off` (the default: no address leaves Levy).
   */
  US_GEOCODER: optionalString.pipe(z.enum(['off', 'census'], { error: 'must be off or census' }).default('off')),
  /** Base URL of the Census geocoder (or of its emulator). */
  US_GEOCODER_URL: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+[^\s?#]*$/, 'must be an http(s) URL without a query')
      .refine((s) => URL.canParse(s), 'must be an http(s) URL without a query')
      .default('https://geocoding.geo.census.gov/geocoder'),
  ),
  /** The most a geocoder lookup adds to a calculation (ms, 50-30000). */
  US_GEOCODER_TIMEOUT_MS: wholeNumber('a number of milliseconds', 50, 30_000, '2000'),
  /** A stored geocoder answer is asked again after this many days (1-3650). */
  US_GEOCODER_CACHE_DAYS: wholeNumber('a number of days', 1, 3650, '365'),
  /** The geocoder's circuit breaker opens after this many failures in a row (1-1000). */
  US_GEOCODER_BREAKER_FAILURES: wholeNumber('a number of failures', 1, 1000, '5'),
  /** ... and lets one trial request through after this long (ms, 100-3600000). */
  US_GEOCODER_BREAKER_COOLDOWN_MS: wholeNumber('a number of milliseconds', 100, 3_600_000, '30000'),
  /** The CLI sends its commands to the admin API of the Levy server at this URL. */
  LEVY_URL: optionalString.pipe(z.url().optional()),
  /**
   * API processes behind the one port (node:cluster). Default: one per core on PostgreSQL; PGlite
   * belongs to a single process, so 1 there.
   */
  LEVY_API_PROCESSES: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,3}$/, 'must be a number of processes')
      .transform(Number)
      .pipe(z.number().min(1, 'must be at least 1').max(256, 'must be at most 256'))
      .optional(),
  ),
  /** Run the BullMQ workers inside the API process (the default for `npm start`). */
  LEVY_WORKERS: optionalString.pipe(z.enum(['inline', 'off']).default('inline')),
  /** GET /metrics: open on the listen address (public), behind the admin token (admin). */
  METRICS_ACCESS: optionalString.pipe(z.enum(['public', 'admin']).default('public')),
  /** Serve /metrics on this port instead (of HOST), and not on the API's. */
  METRICS_PORT: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number')
      .transform(Number)
      .pipe(z.number().min(1, 'must be a port number').max(65535, 'must be a port number'))
      .optional(),
  ),
  /** First retry delay of a threshold alert delivery; it doubles per try, 14 tries span about 3 days. */
  ALERT_RETRY_BASE_MS: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be a number of milliseconds')
      .default('32000')
      .transform(Number),
  ),
});

export type Env = z.output<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  home: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  /** `explicit` false: the default address, so a private redis-server may be started. */
  redis: { url: string; explicit: boolean; prefix: string };
  port: number;
  host: string;
  publicUrl: string;
  /** false: publicUrl was derived from HOST and PORT. */
  publicUrlExplicit: boolean;
  adminToken: string;
  secretKey: Buffer;
  logLevel: Env['LOG_LEVEL'];
  workers: Env['LEVY_WORKERS'];
  /** How many API processes `npm start` runs behind its port. */
  apiProcesses: number;
  /** LEVY_URL: where the CLI finds a running server, when set. */
  serverUrl: string | undefined;
  viesUrl: string | undefined;
  /** Where street addresses are placed when their ZIP code leaves doubt; null: off (US_GEOCODER). */
  usGeocoder: UsGeocoderConfig | null;
  taxDataUpdateFrom: string | null;
  taxDataTablesFrom: string | null;
  /** How often the workers run `levy data update` on their own; null: never. */
  taxDataUpdateEveryMs: number | null;
  allowPrivateWebhookUrls: boolean;
  mail: { smtpUrl: string | undefined; from: string; outbox: string };
  /** First retry delay of threshold alert deliveries (ms). */
  alertRetryBaseMs: number;
  metrics: { access: 'public' | 'admin'; port: number | undefined };
  /** Where each secret came from: the environment, or a file under LEVY_HOME (`generated` on this start). */
  sources: { adminToken: SecretSource; secretKey: SecretSource };
}

export interface UsGeocoderConfig {
  kind: 'census';
  /** Base URL, without a trailing slash: requests go to `${url}/geographies/address`. */
  url: string;
  timeoutMs: number;
  /** Stored answers older than this are asked again. */
  cacheMaxAgeMs: number;
  breaker: { failures: number; coolDownMs: number };
}

export type SecretSource = 'environment' | 'file' | 'generated';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  if (parsed.data.NODE_ENV === 'production') {
    const missing = (['LEVY_SECRET_KEY', 'ADMIN_TOKEN', 'DATABASE_URL'] as const).filter((k) => parsed.data[k] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration: ${missing.join(', ')} must be set when NODE_ENV=production`);
    }
  }
  return parsed.data;
}

/** 32 bytes, given as 64 hex characters or as base64; null when it is neither. */
export function decodeSecretKey(value: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value, 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

export async function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const env = parseEnv(processEnv);
  const adminToken = await fileBacked(env.ADMIN_TOKEN, join(env.LEVY_HOME, 'admin-token'), () => randomBytes(32).toString('base64url'));
  if (adminToken.value.length < 24) throw new ConfigError(`${join(env.LEVY_HOME, 'admin-token')} must hold at least 24 characters`);
  const secretKey = await fileBacked(env.LEVY_SECRET_KEY, join(env.LEVY_HOME, 'secret-key'), () => randomBytes(32).toString('hex'));
  const key = decodeSecretKey(secretKey.value);
  if (key === null) throw new ConfigError(`${join(env.LEVY_HOME, 'secret-key')} does not hold a 32-byte key`);
  return {
    env: env.NODE_ENV,
    home: env.LEVY_HOME,
    database:
      env.DATABASE_URL !== undefined ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: join(env.LEVY_HOME, 'db') },
    redis: { url: env.REDIS_URL ?? 'redis://127.0.0.1:6379', explicit: env.REDIS_URL !== undefined, prefix: env.REDIS_PREFIX },
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://${displayHost(env.HOST)}:${env.PORT}`).replace(/\/+$/, ''),
    publicUrlExplicit: env.PUBLIC_URL !== undefined,
    adminToken: adminToken.value,
    secretKey: key,
    logLevel: env.LOG_LEVEL,
    workers: env.LEVY_WORKERS,
    apiProcesses: apiProcessesOf(env),
    serverUrl: env.LEVY_URL?.replace(/\/+$/, ''),
    viesUrl: env.VIES_URL,
    usGeocoder:
      env.US_GEOCODER === 'off'
        ? null
        : {
            kind: env.US_GEOCODER,
            url: env.US_GEOCODER_URL.replace(/\/+$/, ''),
            timeoutMs: env.US_GEOCODER_TIMEOUT_MS,
            cacheMaxAgeMs: env.US_GEOCODER_CACHE_DAYS * 86_400_000,
            breaker: { failures: env.US_GEOCODER_BREAKER_FAILURES, coolDownMs: env.US_GEOCODER_BREAKER_COOLDOWN_MS },
          },
    taxDataUpdateFrom: env.TAX_DATA_UPDATE_FROM ?? null,
    taxDataTablesFrom: env.TAX_DATA_TABLES_FROM ?? null,
    taxDataUpdateEveryMs: env.TAX_DATA_UPDATE_EVERY_HOURS === undefined ? null : env.TAX_DATA_UPDATE_EVERY_HOURS * 3600_000,
    allowPrivateWebhookUrls: env.ALLOW_PRIVATE_WEBHOOK_URLS,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outbox: join(env.LEVY_HOME, 'outbox') },
    alertRetryBaseMs: env.ALERT_RETRY_BASE_MS,
    metrics: { access: env.METRICS_ACCESS, port: env.METRICS_PORT },
    sources: { adminToken: adminToken.source, secretKey: secretKey.source },
  };
}

function apiProcessesOf(env: Env): number {
  if (env.DATABASE_URL === undefined) {
    if ((env.LEVY_API_PROCESSES ?? 1) > 1)
      throw new ConfigError(
        'Invalid configuration: LEVY_API_PROCESSES must be 1 on the embedded database (PGlite belongs to one process); set DATABASE_URL to run more.',
      );
    return 1;
  }
  return env.LEVY_API_PROCESSES ?? availableParallelism();
}

function displayHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

/** The env value if set; else the value kept in `file`; else a new one written there (mode 0600). */
async function fileBacked(
  fromEnv: string | undefined,
  file: string,
  generate: () => string,
): Promise<{ value: string; source: SecretSource }> {
  if (fromEnv !== undefined) return { value: fromEnv, source: 'environment' };
  try {
    return { value: (await readFile(file, 'utf8')).trim(), source: 'file' };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const value = generate();
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  return { value, source: 'generated' };
}
