// Per-seller request budget, counted in Redis so that every API process shares it.
// Sliding-window log: at most `limit` requests in any rolling second, timed by Redis's own clock
// so that processes with skewed clocks still agree. Rejected requests do not use up budget.
//
// A process takes its permits from Redis in blocks (a lease): one round trip serves a block of
// requests, not one, because with a round trip per request Redis took a fifth of a core at 7,000
// requests a second. A block is a fiftieth of the limit, at most 64, and is usable for 100 ms; so a
// seller below 100 requests a second is metered request by request as before, and a busy one may
// pass its limit by at most one block per API process in a rolling second (the permits a process
// holds when the log lets older ones go). Permits a process does not use in time are lost for that
// second, never lent.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

// Grants up to ARGV[4] permits as that many log entries (all at Redis's now); answers how many, or
// minus the microseconds until the oldest entry leaves the window when none is free.
const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local free = tonumber(ARGV[1]) - redis.call('ZCARD', KEYS[1])
if free > 0 then
  local granted = math.min(free, tonumber(ARGV[4]))
  local entries = {}
  for i = 1, granted do
    entries[2 * i - 1] = now
    entries[2 * i] = now .. ':' .. ARGV[3] .. ':' .. i
  end
  redis.call('ZADD', KEYS[1], unpack(entries))
  redis.call('PEXPIRE', KEYS[1], math.ceil(window / 1000) + 1000)
  return granted
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return -math.max(1, tonumber(oldest[2]) + window - now)
`;

const WINDOW_MICROS = 1_000_000;
/** How long a process may use the permits of one block. */
export const LEASE_MS = 100;
const MAX_BLOCK = 64;
/** Sellers' blocks held before the expired ones are dropped (sellers who stopped calling). */
const MAX_LEASES = 10_000;

/** The permits a process asks for at once: a fiftieth of the limit, 1 to 64. */
export function blockSize(limitPerSecond: number): number {
  return Math.min(MAX_BLOCK, Math.max(1, Math.floor(limitPerSecond / 50)));
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: RateDecision = { allowed: true };

export class RateLimiter {
  private counter = 0;
  /**
   * Names this limiter's log entries apart from every other's: a block's entries share Redis's
   * microsecond, so two limiters naming theirs alike (two in one process, or a reused pid) would
   * overwrite each other's and the log would undercount the permits granted.
   */
  private readonly instance = `${process.pid}:${randomBytes(4).toString('hex')}`;
  private lastWarning = 0;
  /** Each seller's current block in this process. */
  private readonly leases = new Map<string, { left: number; until: number }>();
  /** One request to Redis per seller at a time: the others wait for its block. */
  private readonly asking = new Map<string, Promise<RateDecision | 'leased'>>();

  /** Give `redis` no offline queue: when Redis is down a command must fail at once, not wait. */
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly log: Logger,
  ) {
    redis.defineCommand('levyRateLimit', { numberOfKeys: 1, lua: SCRIPT });
  }

  async take(sellerId: string, limitPerSecond: number): Promise<RateDecision> {
    for (;;) {
      const lease = this.leases.get(sellerId);
      if (lease !== undefined && lease.left > 0 && lease.until > Date.now()) {
        lease.left--;
        return ALLOWED;
      }
      let asking = this.asking.get(sellerId);
      if (asking === undefined) {
        asking = this.lease(sellerId, limitPerSecond).finally(() => this.asking.delete(sellerId));
        this.asking.set(sellerId, asking);
      }
      const outcome = await asking;
      // A fresh block: take from it (others waiting may have used it up; then ask again).
      if (outcome !== 'leased') return outcome;
    }
  }

  private async lease(sellerId: string, limitPerSecond: number): Promise<RateDecision | 'leased'> {
    // The block's time starts before the round trip: Redis logged it at some instant after this.
    const until = Date.now() + LEASE_MS;
    let answer: number;
    try {
      answer = await (this.redis as unknown as RateLimitCommand).levyRateLimit(
        `${this.keyPrefix}ratelimit:${sellerId}`,
        limitPerSecond,
        WINDOW_MICROS,
        `${this.instance}:${++this.counter}`,
        blockSize(limitPerSecond),
      );
    } catch (err) {
      // Fail open: while Redis is unreachable tax keeps being calculated, unmetered, and we say so.
      if (Date.now() - this.lastWarning > 10_000) {
        this.lastWarning = Date.now();
        this.log.warn({ err }, 'rate limiter cannot reach Redis; requests are not being metered');
      }
      return ALLOWED;
    }
    if (answer < 0) return { allowed: false, retryAfterSeconds: Math.ceil(-answer / 1_000_000) };
    if (this.leases.size >= MAX_LEASES) this.dropExpired();
    this.leases.set(sellerId, { left: answer, until });
    return 'leased';
  }

  private dropExpired(): void {
    const now = Date.now();
    for (const [sellerId, lease] of this.leases) if (lease.until <= now) this.leases.delete(sellerId);
  }
}

interface RateLimitCommand {
  levyRateLimit(key: string, limit: number, windowMicros: number, member: string, wanted: number): Promise<number>;
}
