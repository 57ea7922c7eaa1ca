// The seller-change bus: every cache of seller data in a process subscribes to it, and every
// change to a seller's keys, features, limits, tax data, mappings or integrations is announced on
// it. Announcements travel to every other process through Redis pub/sub; a process that misses
// one (Redis away) still catches up when its caches expire.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export type SellerChangeListener = (sellerId: string) => void;

export class SellerChanges {
  private readonly listeners = new Set<SellerChangeListener>();

  /** Without a publishing connection (tests of use cases, the CLI without Redis) only this process hears. */
  constructor(
    private readonly channel: string,
    private readonly log: Logger,
    private readonly publisher?: Redis,
  ) {}

  subscribe(listener: SellerChangeListener): void {
    this.listeners.add(listener);
  }

  /** Drops the seller from every cache here, then tells the other processes. */
  async announce(sellerId: string): Promise<void> {
    this.deliver(sellerId);
    if (this.publisher === undefined) return;
    try {
      await this.publisher.publish(this.channel, sellerId);
    } catch (err) {
      this.log.warn({ err, sellerId }, 'could not announce seller change through Redis');
    }
  }

  /** Makes this process hear what the others announce. */
  async follow(subscriber: Redis): Promise<void> {
    await subscriber.subscribe(this.channel);
    subscriber.on('message', (from, sellerId) => from === this.channel && this.deliver(sellerId));
  }

  private deliver(sellerId: string): void {
    for (const listener of this.listeners) listener(sellerId);
  }
}
