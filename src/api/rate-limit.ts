// Per-seller request budget, counted in Redis so that every API process shares it.
// Sliding-window log: at most `limit` requests in any rolling second, timed by Redis's own clock
// so that processes with skewed clocks still agree. Rejected requests do not use up budget.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now, now .. ':' .. ARGV[3])
  redis.call('PEXPIRE', KEYS[1], math.ceil(window / 1000) + 1000)
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) + window - now)
`;

const WINDOW_MICROS = 1_000_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  private counter = 0;
  private lastWarning = 0;

  /** Give `redis` no offline queue: when Redis is down a command must fail at once, not wait. */
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly log: Logger,
  ) {
    redis.defineCommand('levyRateLimit', { numberOfKeys: 1, lua: SCRIPT });
  }

  async take(sellerId: string, limitPerSecond: number): Promise<RateDecision> {
    const member = `${process.pid}:${++this.counter}`;
    let waitMicros: number;
    try {
      waitMicros = await (this.redis as unknown as RateLimitCommand).levyRateLimit(
        `${this.keyPrefix}ratelimit:${sellerId}`,
        limitPerSecond,
        WINDOW_MICROS,
        member,
      );
    } catch (err) {
      // Fail open: while Redis is unreachable tax keeps being calculated, unmetered, and we say so.
      if (Date.now() - this.lastWarning > 10_000) {
        this.lastWarning = Date.now();
        this.log.warn({ err }, 'rate limiter cannot reach Redis; requests are not being metered');
      }
      return { allowed: true };
    }
    return waitMicros === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.ceil(waitMicros / 1_000_000) };
  }
}

interface RateLimitCommand {
  levyRateLimit(key: string, limit: number, windowMicros: number, member: string): Promise<number>;
}
