// Street addresses placed by a geocoder (US_GEOCODER=census), for the addresses whose ZIP code leaves
// their local taxes in doubt. An address costs one request ever:
//   - answers (a match, no match, several matches) are stored per normalized address, benchmark and
//     vintage and shared by every seller and process (store/geocoded-addresses.ts), with a copy in
//     this process's memory; a stored answer is asked again once older than US_GEOCODER_CACHE_DAYS;
//   - lookups of one address at once share one request: within a process one promise, across
//     processes a Redis lock (SET NX PX) whose holder asks while the others wait for its stored answer.
// A lookup never throws and never takes longer than US_GEOCODER_TIMEOUT_MS: a timeout, an error, no
// match or an open circuit breaker answers null, and the caller uses the ZIP code's answer.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppContext, StreetGeocoder } from '../../context.ts';
import { CENSUS_BENCHMARK, CENSUS_VINTAGE, GeocoderError, type GeocoderAnswer, type StreetAddress } from '../../lib/census-geocoder.ts';
import type { CircuitBreaker } from '../../lib/circuit-breaker.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { sha256 } from '../../lib/secrets.ts';
import { findGeocodedAddress, saveGeocodedAddress, type StoredGeocode } from '../../store/geocoded-addresses.ts';
import type { GeocodedPlace } from '../../tax/address/geocoded.ts';

/** The HTTP side (lib/census-geocoder.ts: CensusGeocoder). */
export interface GeocoderClient {
  geocode(address: StreetAddress, signal: AbortSignal, now?: Date): Promise<GeocoderAnswer>;
  warmUp?(): void;
}

export interface AddressGeocoderOptions {
  client: GeocoderClient;
  prisma: AppContext['prisma'];
  metrics: Metrics;
  log: Logger;
  /** For sharing one request across processes; null: within this process only. */
  redis: Redis | null;
  redisPrefix: string;
  timeoutMs: number;
  cacheMaxAgeMs: number;
  breaker: CircuitBreaker;
  /** How many answers this process keeps in memory (default 10,000). */
  memoryEntries?: number;
}

/** How often a lookup waiting on another process's request checks whether it has ended. */
const WAIT_POLL_MS = 20;
/** The request and the waits end this much before the lookup's deadline, so the deadline itself is never hit. */
const DEADLINE_MARGIN_MS = 10;

type Remembered = { place: GeocodedPlace | null; geocodedAt: number };

/** The address as it is keyed and sent: upper case, punctuation and repeated spaces dropped, a five-digit ZIP code. */
export function normalizeStreetAddress(address: StreetAddress): StreetAddress {
  const norm = (s: string) =>
    s
      .normalize('NFKC')
      .toUpperCase()
      .replace(/[.,;"]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const city = address.city === null ? '' : norm(address.city);
  const zip = address.zip === null ? null : (/^\s*(\d{5})/.exec(address.zip)?.[1] ?? null);
  return { street: norm(address.street), city: city === '' ? null : city, state: norm(address.state), zip };
}

export const streetAddressKey = (a: StreetAddress): string => [a.street, a.city ?? '', a.state, a.zip ?? ''].join('|');

export class AddressGeocoder implements StreetGeocoder {
  private readonly memory = new Map<string, Remembered>();
  private readonly flights = new Map<string, Flight>();
  private readonly owner = randomBytes(8).toString('hex');

  constructor(private readonly o: AddressGeocoderOptions) {
    o.client.warmUp?.();
  }

  async place(address: StreetAddress): Promise<GeocodedPlace | null> {
    try {
      const normalized = normalizeStreetAddress(address);
      if (normalized.street === '' || normalized.state === '') return null;
      const key = streetAddressKey(normalized);
      const remembered = this.remembered(key);
      if (remembered !== undefined) {
        this.o.metrics.geocoderCacheHits.inc({ layer: 'memory' });
        return remembered.place;
      }
      const deadline = Date.now() + this.o.timeoutMs;
      let flight = this.flights.get(key);
      if (flight === undefined) {
        const timeout = { counted: false };
        const answer = this.lookUp(key, normalized, deadline, timeout).finally(() => this.flights.delete(key));
        flight = { answer, timeout };
        this.flights.set(key, flight);
      }
      return await this.withinBudget(flight);
    } catch (err) {
      this.o.log.warn({ err }, 'geocoder lookup failed; the ZIP code answers');
      return null;
    }
  }

  /** The flight's answer, or null once the timeout has passed (the flight goes on and stores what it gets). */
  private withinBudget(flight: Flight): Promise<GeocodedPlace | null> {
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        countTimeout(this.o.metrics, flight.timeout);
        resolve(null);
      }, this.o.timeoutMs);
      timer.unref();
    });
    return Promise.race([flight.answer.catch(() => null), budget]).finally(() => clearTimeout(timer));
  }

  private remembered(key: string): Remembered | undefined {
    const entry = this.memory.get(key);
    if (entry === undefined) return undefined;
    if (Date.now() - entry.geocodedAt >= this.o.cacheMaxAgeMs) {
      this.memory.delete(key);
      return undefined;
    }
    // Most recently used last: the oldest entry is the first to go.
    this.memory.delete(key);
    this.memory.set(key, entry);
    return entry;
  }

  private remember(key: string, stored: StoredGeocode): void {
    this.memory.set(key, { place: stored.place, geocodedAt: stored.geocodedAt.getTime() });
    const limit = this.o.memoryEntries ?? 10_000;
    while (this.memory.size > limit) this.memory.delete(this.memory.keys().next().value!);
  }

  /** The stored answer while it is fresh, else null. */
  private fresh(stored: StoredGeocode | null): StoredGeocode | null {
    return stored !== null && Date.now() - stored.geocodedAt.getTime() < this.o.cacheMaxAgeMs ? stored : null;
  }

  private async stored(key: string): Promise<StoredGeocode | null> {
    try {
      return await findGeocodedAddress(this.o.prisma, key, CENSUS_BENCHMARK, CENSUS_VINTAGE);
    } catch (err) {
      this.o.log.warn({ err }, 'could not read stored geocoder answers');
      return null;
    }
  }

  private async lookUp(key: string, address: StreetAddress, deadline: number, timeout: TimeoutCount): Promise<GeocodedPlace | null> {
    const before = await this.stored(key);
    const freshBefore = this.fresh(before);
    if (freshBefore !== null) {
      this.o.metrics.geocoderCacheHits.inc({ layer: 'database' });
      this.remember(key, freshBefore);
      return freshBefore.place;
    }
    // A stale answer still answers when no new one can be had.
    const fallback = before?.place ?? null;
    const lock = await this.lock(key);
    if (lock === 'held') return this.waitForOther(key, deadline, fallback);
    try {
      // Another process may have stored it between the read and the lock.
      if (lock !== null) {
        const now = this.fresh(await this.stored(key));
        if (now !== null) {
          this.o.metrics.geocoderCacheHits.inc({ layer: 'database' });
          this.remember(key, now);
          return now.place;
        }
      }
      return await this.ask(key, address, deadline, fallback, timeout);
    } finally {
      if (lock !== null) await this.unlock(key, lock);
    }
  }

  private async ask(
    key: string,
    address: StreetAddress,
    deadline: number,
    fallback: GeocodedPlace | null,
    timeout: TimeoutCount,
  ): Promise<GeocodedPlace | null> {
    if (!this.o.breaker.tryAcquire()) {
      this.o.metrics.geocoderFailures.inc({ reason: 'circuitOpen' });
      return fallback;
    }
    const started = performance.now();
    let answer: GeocoderAnswer;
    try {
      const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now() - DEADLINE_MARGIN_MS));
      answer = await this.o.client.geocode(address, signal);
    } catch (err) {
      const reason = err instanceof GeocoderError ? err.reason : 'network';
      // A 4xx other than 429 is the service answering (about this address): it is up.
      if (reason === 'http4xx' && err instanceof GeocoderError && err.status !== 429) this.o.breaker.success();
      else this.o.breaker.failure();
      this.o.metrics.geocoderRequests.inc({ outcome: 'failed' });
      this.o.metrics.geocoderDuration.observe({ outcome: 'failed' }, (performance.now() - started) / 1000);
      if (reason === 'timeout') countTimeout(this.o.metrics, timeout);
      else this.o.metrics.geocoderFailures.inc({ reason });
      this.o.log.warn(
        { reason, err: (err as Error).message, state: address.state, zip: address.zip },
        'geocoder failed; the ZIP code answers',
      );
      return fallback;
    }
    this.o.breaker.success();
    this.o.metrics.geocoderRequests.inc({ outcome: answer.outcome });
    this.o.metrics.geocoderDuration.observe({ outcome: answer.outcome }, (performance.now() - started) / 1000);
    if (answer.outcome === 'noMatch') this.o.metrics.geocoderNoMatches.inc({ kind: 'none' });
    if (answer.outcome === 'severalMatches') {
      this.o.metrics.geocoderNoMatches.inc({ kind: 'several' });
      this.o.log.info(
        { matches: answer.count, state: address.state, zip: address.zip },
        'geocoder matched the address several times in different places; none is used, the ZIP code answers',
      );
    }
    const stored: StoredGeocode = {
      outcome: answer.outcome,
      place: answer.outcome === 'match' ? answer.place : null,
      geocodedAt: answer.outcome === 'match' ? new Date(answer.place.geocodedAt) : new Date(),
    };
    try {
      await saveGeocodedAddress(this.o.prisma, key, CENSUS_BENCHMARK, CENSUS_VINTAGE, stored);
    } catch (err) {
      // Another process stored it at the same moment (P2002), or the database is away: the answer stands.
      if ((err as { code?: string }).code !== 'P2002') this.o.log.warn({ err }, 'could not store the geocoder answer');
    }
    this.remember(key, stored);
    return stored.place;
  }

  /** Until the other process's request has ended (its lock is gone): its stored answer, else the fallback. */
  private async waitForOther(key: string, deadline: number, fallback: GeocodedPlace | null): Promise<GeocodedPlace | null> {
    const redis = this.o.redis!;
    const lockKey = this.lockKey(key);
    while (Date.now() + WAIT_POLL_MS < deadline - DEADLINE_MARGIN_MS) {
      await new Promise((r) => setTimeout(r, WAIT_POLL_MS));
      let held: number;
      try {
        held = await redis.exists(lockKey);
      } catch {
        break;
      }
      if (held === 1) continue;
      const now = this.fresh(await this.stored(key));
      if (now !== null) {
        this.o.metrics.geocoderCacheHits.inc({ layer: 'database' });
        this.remember(key, now);
        return now.place;
      }
      this.o.metrics.geocoderFailures.inc({ reason: 'sharedRequestFailed' });
      return fallback;
    }
    this.o.metrics.geocoderFailures.inc({ reason: 'waitTimeout' });
    return fallback;
  }

  private lockKey(key: string): string {
    return `${this.o.redisPrefix}geocoder:lock:${sha256(key).toString('hex')}`;
  }

  /** A token when this process holds the lock, 'held' when another does, null without Redis (or when it fails). */
  private async lock(key: string): Promise<string | 'held' | null> {
    if (this.o.redis === null) return null;
    const token = `${this.owner}:${randomBytes(6).toString('hex')}`;
    try {
      const set = await this.o.redis.set(this.lockKey(key), token, 'PX', this.o.timeoutMs + 1_000, 'NX');
      return set === 'OK' ? token : 'held';
    } catch (err) {
      this.o.log.debug({ err }, 'geocoder lock unavailable; asking without it');
      return null;
    }
  }

  private async unlock(key: string, token: string): Promise<void> {
    try {
      await this.o.redis!.eval(UNLOCK, 1, this.lockKey(key), token);
    } catch {
      // It expires on its own.
    }
  }
}

/** One request for an address and what waits on it; its timeout is counted once (the request's abort and the budget race). */
interface Flight {
  answer: Promise<GeocodedPlace | null>;
  timeout: TimeoutCount;
}
type TimeoutCount = { counted: boolean };

function countTimeout(metrics: Metrics, timeout: TimeoutCount): void {
  if (timeout.counted) return;
  timeout.counted = true;
  metrics.geocoderFailures.inc({ reason: 'timeout' });
}

/** Deletes the lock only if it is still this holder's (it may have expired and been taken since). */
const UNLOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
