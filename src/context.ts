// The services one Levy process shares between its API, its workers and its CLI commands.
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import { CursorCodec } from './lib/cursor.ts';
import type { Mailer } from './lib/mailer.ts';
import { deriveKey } from './lib/secrets.ts';
import type { Queues } from './queue/queues.ts';
import type { TaxIdRegistry } from './seller/tax-ids/registry.ts';
import { SellerTaxDataCache } from './seller/tax-data.ts';
import type { PrismaClient } from './store/database.ts';

export interface AppContext {
  prisma: PrismaClient;
  cursors: CursorCodec;
  /** LEVY_SECRET_KEY: seals stored processor secrets. */
  secretKey: Buffer;
  /** Where customers and Stripe reach this deployment (PUBLIC_URL, else the address the API listens on). */
  publicUrl: string;
  log: Logger;
  /** Prefix of every Redis key and BullMQ queue of this deployment. */
  redisPrefix: string;
  /** Producer side of the job queues. */
  queues: Queues;
  /** Outgoing e-mail (certificate requests); null in processes that send none. */
  mailer: Mailer | null;
  /** Online tax id registry (VIES), or null when only offline checks run. */
  taxIdRegistry: TaxIdRegistry | null;
  /** Per-seller tax data for calculations, in memory. */
  taxData: SellerTaxDataCache;
  /** Announces that a seller's keys, features, limits or tax data changed, to every process. */
  sellerChanged(sellerId: string): Promise<void>;
  /** Drops what this process holds about a seller (called for changes announced by others too). */
  forgetSeller(sellerId: string): void;
  /** Registers another in-process cache to drop a seller from whenever forgetSeller runs. */
  onForgetSeller(listener: (sellerId: string) => void): void;
}

export const SELLER_CHANGED_CHANNEL = 'seller-changed';

export function createAppContext(parts: {
  prisma: PrismaClient;
  secretKey: Buffer;
  /** Where customers and Stripe reach this deployment (PUBLIC_URL, else the address the API listens on). */
  publicUrl: string;
  log: Logger;
  redisPrefix: string;
  queues: Queues;
  taxIdRegistry?: TaxIdRegistry | null;
  mailer?: Mailer | null;
  /** Publishing connection; without one (tests of use cases) only local listeners hear changes. */
  redis?: Redis;
  onSellerChanged?: (sellerId: string) => void;
}): AppContext {
  const taxData = new SellerTaxDataCache(parts.prisma);
  const listeners = new Set<(sellerId: string) => void>();
  const forgetSeller = (sellerId: string) => {
    taxData.forget(sellerId);
    parts.onSellerChanged?.(sellerId);
    for (const listener of listeners) listener(sellerId);
  };
  return {
    prisma: parts.prisma,
    taxData,
    taxIdRegistry: parts.taxIdRegistry ?? null,
    mailer: parts.mailer ?? null,
    forgetSeller,
    onForgetSeller: (listener) => void listeners.add(listener),
    cursors: new CursorCodec(deriveKey(parts.secretKey, 'cursor')),
    secretKey: parts.secretKey,
    publicUrl: parts.publicUrl,
    log: parts.log,
    redisPrefix: parts.redisPrefix,
    queues: parts.queues,
    async sellerChanged(sellerId) {
      forgetSeller(sellerId);
      if (parts.redis === undefined) return;
      try {
        await parts.redis.publish(`${parts.redisPrefix}${SELLER_CHANGED_CHANNEL}`, sellerId);
      } catch (err) {
        // Other processes still pick the change up when their 5-second auth cache expires.
        parts.log.warn({ err, sellerId }, 'could not announce seller change through Redis');
      }
    },
  };
}

/**
 * Makes this process hear the seller changes other processes announce (keys, features, tax data,
 * mappings), so its caches never serve stale seller data.
 */
export async function followSellerChanges(ctx: AppContext, subscriber: Redis): Promise<void> {
  const channel = `${ctx.redisPrefix}${SELLER_CHANGED_CHANNEL}`;
  await subscriber.subscribe(channel);
  subscriber.on('message', (from, sellerId) => from === channel && ctx.forgetSeller(sellerId));
}
