// A change bus: every cache of some data in a process subscribes to it, and every change to that
// data is announced on it, by key. Levy has two: the seller-change bus (a seller's keys, features,
// limits, tax data, mappings or integrations, keyed by seller id) and the tax-data bus (imported
// rate and boundary files, keyed by state). Announcements travel to every other process through
// Redis pub/sub; a process that misses one (Redis away) still catches up when its caches expire.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export type ChangeListener = (key: string) => void;

export class ChangeBus {
  private readonly listeners = new Set<ChangeListener>();
  /** Marks this bus's own announcements, so that their echo through Redis is not heard twice. */
  private readonly origin = randomUUID();

  /** Without a publishing connection (tests of use cases, the CLI without Redis) only this process hears. */
  constructor(
    private readonly channel: string,
    private readonly log: Logger,
    private readonly publisher?: Redis,
  ) {}

  subscribe(listener: ChangeListener): void {
    this.listeners.add(listener);
  }

  /** Tells every cache here, then the other processes. */
  async announce(key: string): Promise<void> {
    this.deliver(key);
    if (this.publisher === undefined) return;
    try {
      await this.publisher.publish(this.channel, `${this.origin} ${key}`);
    } catch (err) {
      this.log.warn({ err, channel: this.channel, key }, 'could not announce a change through Redis');
    }
  }

  /** Makes this process hear what the others announce. */
  async follow(subscriber: Redis): Promise<void> {
    await subscriber.subscribe(this.channel);
    subscriber.on('message', (from, message: string) => {
      if (from !== this.channel) return;
      // "<origin> <key>"; a bare key (a process of an earlier version) is heard too.
      const space = message.indexOf(' ');
      if (space === -1) return this.deliver(message);
      if (message.slice(0, space) !== this.origin) this.deliver(message.slice(space + 1));
    });
  }

  private deliver(key: string): void {
    for (const listener of this.listeners) listener(key);
  }
}
