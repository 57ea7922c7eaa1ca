// Per-seller request budget, counted in Redis so that every API process shares it.
// Sliding-window log: at most `limit` requests in any rolling second, timed by Redis's own clock
// so that processes with skewed clocks still agree. Rejected requests do not use up budget.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

// Grants up to ARGV[4] requests at once (a block): as many as the rolling second still has room
// for. Returns { granted, micros until the oldest counted request leaves the window }.
const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local free = tonumber(ARGV[1]) - redis.call('ZCARD', KEYS[1])
if free > 0 then
  local granted = math.min(free, tonumber(ARGV[4]))
  for i = 1, granted do redis.call('ZADD', KEYS[1], now, now .. ':' .. ARGV[3] .. ':' .. i) end
  redis.call('PEXPIRE', KEYS[1], math.ceil(window / 1000) + 1000)
  return {granted, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, math.max(1, tonumber(oldest[2]) + window - now)}
`;

const WINDOW_MICROS = 1_000_000;
/**
 * How long a process may spend a block it was granted. A request is counted in Redis when its
 * block is granted, at most this long before it is answered, so across processes the limit holds
 * to within the unspent part of one block each.
 */
const LEASE_MS = 100;

/** A tenth of the limit, at most 100: a seller at 10/s (the default) asks Redis every time. */
export function blockSize(limitPerSecond: number): number {
  return Math.max(1, Math.min(100, Math.floor(limitPerSecond / 10)));
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: RateDecision = { allowed: true };

interface Lease {
  tokens: number;
  until: number;
  /** Set when Redis refused: requests until `until` are refused without asking again. */
  refused?: RateDecision;
}

export class RateLimiter {
  private counter = 0;
  private lastWarning = 0;
  private readonly leases = new Map<string, Lease>();
  private readonly refills = new Map<string, Promise<void>>();

  /** Give `redis` no offline queue: when Redis is down a command must fail at once, not wait. */
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly log: Logger,
  ) {
    redis.defineCommand('levyRateLimit', { numberOfKeys: 1, lua: SCRIPT });
  }

  /**
   * One request of a seller's budget. Sellers with a high limit are granted blocks of requests,
   * spent in this process for up to LEASE_MS, so a busy seller costs Redis a round trip per block
   * rather than per request; one refill at a time per seller, which concurrent requests wait for.
   */
  async take(sellerId: string, limitPerSecond: number): Promise<RateDecision> {
    const block = blockSize(limitPerSecond);
    if (block === 1) {
      const { granted, retryAfterSeconds } = await this.ask(sellerId, limitPerSecond, 1);
      return granted > 0 ? ALLOWED : { allowed: false, retryAfterSeconds };
    }
    for (;;) {
      const lease = this.leases.get(sellerId);
      if (lease !== undefined && lease.until > Date.now()) {
        if (lease.tokens > 0) {
          lease.tokens--;
          return ALLOWED;
        }
        if (lease.refused !== undefined) return lease.refused;
      }
      let refill = this.refills.get(sellerId);
      if (refill === undefined) {
        refill = this.refill(sellerId, limitPerSecond, block).finally(() => this.refills.delete(sellerId));
        this.refills.set(sellerId, refill);
      }
      await refill;
    }
  }

  private async refill(sellerId: string, limitPerSecond: number, block: number): Promise<void> {
    const { granted, retryAfterSeconds } = await this.ask(sellerId, limitPerSecond, block);
    if (this.leases.size > 10_000) for (const [id, l] of this.leases) if (l.until <= Date.now()) this.leases.delete(id);
    this.leases.set(sellerId, { tokens: granted, until: Date.now() + LEASE_MS, ...(granted === 0 ? { refused: { allowed: false, retryAfterSeconds } } : {}) });
  }

  private async ask(sellerId: string, limitPerSecond: number, count: number): Promise<{ granted: number; retryAfterSeconds: number }> {
    const member = `${process.pid}:${++this.counter}`;
    try {
      const [granted, waitMicros] = await (this.redis as unknown as RateLimitCommand).levyRateLimit(
        `${this.keyPrefix}ratelimit:${sellerId}`,
        limitPerSecond,
        WINDOW_MICROS,
        member,
        count,
      );
      return { granted, retryAfterSeconds: Math.ceil(waitMicros / 1_000_000) };
    } catch (err) {
      // Fail open: while Redis is unreachable tax keeps being calculated, unmetered, and we say so.
      if (Date.now() - this.lastWarning > 10_000) {
        this.lastWarning = Date.now();
        this.log.warn({ err }, 'rate limiter cannot reach Redis; requests are not being metered');
      }
      return { granted: count, retryAfterSeconds: 0 };
    }
  }
}

interface RateLimitCommand {
  levyRateLimit(key: string, limit: number, windowMicros: number, member: string, count: number): Promise<[number, number]>;
}
