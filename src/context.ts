// The services every use case receives: one per process, built by the composition root
// (runtime/services.ts). Caches of seller data live here or in objects the composition root builds
// from it, and all of them subscribe to the one seller-change bus; there is no module-global state.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { CursorCodec } from './lib/cursor.ts';
import type { Mailer } from './lib/mailer.ts';
import { deriveKey } from './lib/secrets.ts';
import { ChangeBus } from './lib/change-bus.ts';
import { Metrics, type DataSetInUse } from './lib/metrics.ts';
import type { TaxIdRegistry } from './lib/tax-id-registry.ts';
import type { StreetAddress } from './lib/census-geocoder.ts';
import type { GeocodedPlace } from './tax/address/geocoded.ts';
import type { Queues } from './queue/queues.ts';
import type { PrismaClient } from './store/database.ts';
import { ImportedTaxDataCache } from './store/imported-tax-data.ts';
import { SellerTaxDataCache } from './store/seller-tax-data.ts';
import { UncertainAnswerCounter } from './store/uncertain-answers.ts';
import { ConversionRateCache } from './store/conversion-rate-cache.ts';
import { editionsInForce } from './tax/content/vouching.ts';
import { isoDate } from './tax/dates.ts';
import { builtInContent } from './tax/index.ts';

export interface AppContext {
  prisma: PrismaClient;
  cursors: CursorCodec;
  /** LEVY_SECRET_KEY: seals stored processor secrets. */
  secretKey: Buffer;
  /** Where customers and Stripe reach this deployment (PUBLIC_URL, else the address the API listens on). */
  publicUrl: string;
  log: Logger;
  /** Producer side of the job queues. */
  queues: Queues;
  /** Outgoing e-mail (certificate requests); null in processes that send none. */
  mailer: Mailer | null;
  /** Online tax id registry (VIES), or null when only offline checks run. */
  taxIdRegistry: TaxIdRegistry | null;
  /** Announce every change to a seller here; every cache of seller data listens. */
  sellerChanges: ChangeBus;
  /** Per-seller tax data for calculations, in memory. */
  taxData: SellerTaxDataCache;
  /** Announce every import of deployment-wide tax data here (keyed by state); the cache below listens. */
  taxDataChanges: ChangeBus;
  /** The deployment's imported rate and boundary files, in memory. */
  importedTaxData: ImportedTaxDataCache;
  /** Where `levy data update` looks for official files (TAX_DATA_UPDATE_FROM); unset: the publisher's page. */
  taxDataUpdateFrom: string | null;
  /** Where it looks for the official tables (TAX_DATA_TABLES_FROM); unset: each publisher's page, or the folder of TAX_DATA_UPDATE_FROM. */
  taxDataTablesFrom: string | null;
  /** ALLOW_PRIVATE_WEBHOOK_URLS: seller-given URLs may point at loopback and private addresses (development, tests). */
  allowPrivateWebhookUrls: boolean;
  /** Counts answers that may lack local taxes, per seller and day (flushed in batches; flush() on close). */
  uncertainAnswers: UncertainAnswerCounter;
  /** ECB reference rates in memory, for converting sales into threshold currencies. */
  conversionRates: ConversionRateCache;
  /** Sellers whose threshold figures changed: evaluated for alerts shortly (flush() on close). */
  thresholdWatch: SellerWatch;
  /** This process's Prometheus metrics (GET /metrics). */
  metrics: Metrics;
  /** Places US street addresses whose ZIP code leaves doubt (US_GEOCODER); null when off. */
  geocoder: StreetGeocoder | null;
}

/**
 * Where a geocoder places a US street address (seller/address/address-geocoder.ts: AddressGeocoder, built
 * by the composition root). Never throws, never takes longer than its timeout: null means "use the ZIP
 * code's answer" (no match, several, a failure, a timeout, an open circuit breaker).
 */
export interface StreetGeocoder {
  place(address: StreetAddress): Promise<GeocodedPlace | null>;
}

/** Hears which sellers' threshold figures changed (seller/thresholds/alerts.ts: ThresholdWatch). */
export interface SellerWatch {
  /** `rebuild`: the figures may be wrong (two processes saved one transaction at once) and need recomputing. */
  touched(sellerId: string, options?: { rebuild?: boolean }): void;
  flush(): Promise<void>;
}

/** For processes that evaluate no alerts (use-case tests, benchmarks): nothing to hear. */
const UNWATCHED: SellerWatch = { touched: () => {}, flush: async () => {} };

export function createAppContext(parts: {
  prisma: PrismaClient;
  secretKey: Buffer;
  publicUrl: string;
  log: Logger;
  /** Prefix of every Redis key of this deployment (the seller-change channel is under it). */
  redisPrefix: string;
  queues: Queues;
  taxIdRegistry?: TaxIdRegistry | null;
  mailer?: Mailer | null;
  /** Publishing connection; without one (tests of use cases) only this process hears changes. */
  redis?: Redis;
  /** Built by the composition root, which knows the alert jobs. */
  thresholdWatch?: SellerWatch;
  /** Built by the composition root, which knows the queues and the inbox to probe. */
  metrics?: Metrics;
  taxDataUpdateFrom?: string | null;
  taxDataTablesFrom?: string | null;
  allowPrivateWebhookUrls?: boolean;
  /** Built by the composition root (it needs Redis and the metrics); without one, street addresses are placed by ZIP code. */
  geocoder?: StreetGeocoder | null;
}): AppContext {
  const sellerChanges = new ChangeBus(`${parts.redisPrefix}seller-changed`, parts.log, parts.redis);
  const taxData = new SellerTaxDataCache(parts.prisma);
  sellerChanges.subscribe((sellerId) => taxData.forget(sellerId));
  const taxDataChanges = new ChangeBus(`${parts.redisPrefix}tax-data-changed`, parts.log, parts.redis);
  const importedTaxData = new ImportedTaxDataCache(parts.prisma, parts.log);
  taxDataChanges.subscribe(() => importedTaxData.reload());
  const metrics = parts.metrics ?? new Metrics();
  const content = builtInContent();
  // The built-in content per region, by the earliest of its rates in force today (each vouched for by its source's edition).
  const builtInVouching = (): DataSetInUse[] =>
    [...editionsInForce(content.jurisdictions, isoDate(new Date()))].map(([region, editions]) => ({
      name: `built-in ${region}`,
      goodThrough: editions[0]!.through,
    }));
  metrics.watchTaxData(() => [...builtInVouching(), ...importedTaxData.inUse()]);
  return {
    prisma: parts.prisma,
    cursors: new CursorCodec(deriveKey(parts.secretKey, 'cursor')),
    secretKey: parts.secretKey,
    publicUrl: parts.publicUrl,
    log: parts.log,
    queues: parts.queues,
    mailer: parts.mailer ?? null,
    taxIdRegistry: parts.taxIdRegistry ?? null,
    sellerChanges,
    taxData,
    taxDataChanges,
    importedTaxData,
    taxDataUpdateFrom: parts.taxDataUpdateFrom ?? null,
    taxDataTablesFrom: parts.taxDataTablesFrom ?? null,
    allowPrivateWebhookUrls: parts.allowPrivateWebhookUrls ?? false,
    uncertainAnswers: new UncertainAnswerCounter(parts.prisma, parts.log),
    conversionRates: new ConversionRateCache(parts.prisma),
    thresholdWatch: parts.thresholdWatch ?? UNWATCHED,
    metrics,
    geocoder: parts.geocoder ?? null,
  };
}
