// The geocoder's answers stored and shared, on PostgreSQL and on PGlite, with the geocoder emulator over
// real HTTP and real Redis: an address costs one request (memory, then the database, then one request
// per address within a process and across processes), a timeout, an error or an open breaker answer
// null within the timeout, a no-match is stored and a failure is not, a stale answer is asked again.
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatedAddress } from '../../src/emulator/census-geocoder/server.ts';
import { CENSUS_BENCHMARK, CENSUS_VINTAGE, CensusGeocoder, type StreetAddress } from '../../src/lib/census-geocoder.ts';
import { CircuitBreaker } from '../../src/lib/circuit-breaker.ts';
import { Metrics } from '../../src/lib/metrics.ts';
import { closeRedis, connectRedis } from '../../src/queue/redis.ts';
import {
  AddressGeocoder,
  normalizeStreetAddress,
  streetAddressKey,
  type AddressGeocoderOptions,
} from '../../src/seller/address/address-geocoder.ts';
import { findGeocodedAddress, saveGeocodedAddress } from '../../src/store/geocoded-addresses.ts';
import { geocoderEmulator, placeRequests } from '../support/census-geocoder.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { TEST_REDIS_URL } from '../support/env.ts';
import { deleteRedisKeys } from '../support/levy.ts';

const bed = geocoderEmulator();
const redis = connectRedis(TEST_REDIS_URL, 'request');
const redisPrefix = `levy-test:${randomBytes(6).toString('hex')}:`;
afterAll(async () => {
  await deleteRedisKeys(redisPrefix);
  await closeRedis(redis);
});

let streets = 0;
/** A street the emulator places in Scottsdale, new to every test (and to the stored answers). */
function knownStreet(): StreetAddress {
  const street = `${1000 + ++streets} E Test Rd ${randomBytes(3).toString('hex')}`;
  const entry: EmulatedAddress = {
    street,
    city: 'Scottsdale',
    state: 'AZ',
    zip: '85251',
    matches: [
      {
        matchedAddress: `${street.toUpperCase()}, SCOTTSDALE, AZ, 85251`,
        coordinates: { x: -111.92, y: 33.49 },
        state: { code: 'AZ', fips: '04', name: 'Arizona' },
        county: { geoid: '04013', name: 'Maricopa County' },
        place: { geoid: '0465000', name: 'Scottsdale city' },
        zip: '85251',
      },
    ],
  };
  bed.geocoder.addAddress(entry);
  return { street, city: 'Scottsdale', state: 'AZ', zip: '85251' };
}

async function counter(metrics: Metrics, name: string, labels: Record<string, string>): Promise<number> {
  const metric = await metrics.registry.getSingleMetric(name)!.get();
  const value = metric.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l));
  return value?.value ?? 0;
}

describe.each(DATABASE_KINDS)('stored geocoder answers on %s', (kind) => {
  let database: TestDatabase;
  let metrics: Metrics;
  const geocoders: AddressGeocoder[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  /** A geocoder as one process has it (its own memory and breaker), over the shared database and Redis. */
  function process_(overrides: Partial<AddressGeocoderOptions> = {}): AddressGeocoder {
    metrics = overrides.metrics ?? new Metrics();
    const geocoder = new AddressGeocoder({
      client: new CensusGeocoder(bed.geocoder.url),
      prisma: database.db.prisma,
      metrics,
      log: pino({ level: 'silent' }),
      redis,
      redisPrefix,
      timeoutMs: 1_500,
      cacheMaxAgeMs: 365 * 86_400_000,
      breaker: new CircuitBreaker(3, 300),
      ...overrides,
    });
    geocoders.push(geocoder);
    return geocoder;
  }

  it('stores a match and a no-match per address, benchmark and vintage, and replaces them', async () => {
    const prisma = database.db.prisma;
    const place = {
      state: 'AZ',
      countyFips: '04013',
      placeGeoid: '0465000',
      placeName: 'Scottsdale city',
      matchedAddress: '1 X ST, SCOTTSDALE, AZ, 85251',
      zip: '85251',
      benchmark: CENSUS_BENCHMARK,
      vintage: CENSUS_VINTAGE,
      geocodedAt: '2026-11-30T12:00:00.000Z',
    };
    await saveGeocodedAddress(prisma, 'K1', CENSUS_BENCHMARK, CENSUS_VINTAGE, {
      outcome: 'match',
      place,
      geocodedAt: new Date(place.geocodedAt),
    });
    expect(await findGeocodedAddress(prisma, 'K1', CENSUS_BENCHMARK, CENSUS_VINTAGE)).toEqual({
      outcome: 'match',
      place,
      geocodedAt: new Date(place.geocodedAt),
    });
    expect(await findGeocodedAddress(prisma, 'K1', CENSUS_BENCHMARK, 'Census2020_Current')).toBeNull();
    const later = new Date('2026-12-01T00:00:00.000Z');
    await saveGeocodedAddress(prisma, 'K1', CENSUS_BENCHMARK, CENSUS_VINTAGE, { outcome: 'noMatch', place: null, geocodedAt: later });
    expect(await findGeocodedAddress(prisma, 'K1', CENSUS_BENCHMARK, CENSUS_VINTAGE)).toEqual({
      outcome: 'noMatch',
      place: null,
      geocodedAt: later,
    });
    const outside = { ...place, placeGeoid: null, placeName: 'Barton Creek CDP' };
    await saveGeocodedAddress(prisma, 'K2', CENSUS_BENCHMARK, CENSUS_VINTAGE, {
      outcome: 'match',
      place: outside,
      geocodedAt: new Date(place.geocodedAt),
    });
    expect((await findGeocodedAddress(prisma, 'K2', CENSUS_BENCHMARK, CENSUS_VINTAGE))?.place).toEqual(outside);
  });

  it('asks once per address: then from memory, and another process from the database (timed)', async () => {
    const first = process_();
    await first.place(knownStreet()); // a warm process: its database, Redis and HTTP connections are open
    const address = knownStreet();
    bed.geocoder.clearRequests();
    let t = performance.now();
    const place = await first.place(address);
    const miss = performance.now() - t;
    expect(place).toMatchObject({ state: 'AZ', countyFips: '04013', placeGeoid: '0465000' });
    t = performance.now();
    expect(await first.place({ ...address, street: `  ${address.street.toLowerCase()}.` })).toEqual(place);
    const memoryHit = performance.now() - t;
    expect(await counter(metrics, 'levy_geocoder_cache_hits_total', { layer: 'memory' })).toBe(1);
    const other = process_();
    t = performance.now();
    expect(await other.place(address)).toEqual(place);
    const databaseHit = performance.now() - t;
    expect(await counter(metrics, 'levy_geocoder_cache_hits_total', { layer: 'database' })).toBe(1);
    expect(placeRequests(bed.geocoder)).toHaveLength(1);
    const stored = await findGeocodedAddress(
      database.db.prisma,
      streetAddressKey(normalizeStreetAddress(address)),
      CENSUS_BENCHMARK,
      CENSUS_VINTAGE,
    );
    expect(stored?.place).toEqual(place);
    console.log(
      `[${kind}] geocoder lookup: miss (one request) ${miss.toFixed(1)} ms, memory hit ${memoryHit.toFixed(3)} ms, database hit ${databaseHit.toFixed(1)} ms`,
    );
  });

  it('lookups of one address at once share one request, in one process and across processes', async () => {
    bed.geocoder.fault({ delayMs: 150 });
    const inProcess = knownStreet();
    const one = process_();
    const answers = await Promise.all(Array.from({ length: 10 }, () => one.place(inProcess)));
    expect(new Set(answers.map((a) => a?.placeGeoid))).toEqual(new Set(['0465000']));
    expect(placeRequests(bed.geocoder)).toHaveLength(1);

    const across = knownStreet();
    const [a, b, c] = [process_(), process_(), process_()];
    const shared = await Promise.all([a.place(across), b.place(across), c.place(across), a.place(across)]);
    expect(shared.map((p) => p?.placeGeoid)).toEqual(['0465000', '0465000', '0465000', '0465000']);
    expect(placeRequests(bed.geocoder)).toHaveLength(2);
  });

  it('a timeout, a 500 and an unreachable geocoder answer null within the timeout, and are not stored', async () => {
    const address = knownStreet();
    const geocoder = process_({ timeoutMs: 400 });
    await geocoder.place(knownStreet()); // the connection is open, as in a process that has asked before
    // Counted from here: on a loaded machine the first lookup (connections opening) may itself time out.
    const timeouts = await counter(metrics, 'levy_geocoder_failures_total', { reason: 'timeout' });
    const failed = await counter(metrics, 'levy_geocoder_requests_total', { outcome: 'failed' });
    const asked = placeRequests(bed.geocoder).length;
    bed.geocoder.fault({ delayMs: 3_000, count: 1 });
    let t = performance.now();
    expect(await geocoder.place(address)).toBeNull();
    const took = performance.now() - t;
    // The timeout, and what a loaded machine adds to end the request (well short of the 3 s answer).
    expect(took).toBeLessThan(400 + 250);
    expect(await counter(metrics, 'levy_geocoder_failures_total', { reason: 'timeout' })).toBe(timeouts + 1);
    // The timed-out request ends on its abort a moment later; a lookup of the same address before then joins it.
    await new Promise((r) => setTimeout(r, 100));

    bed.geocoder.fault({ status: 500, count: 1 });
    t = performance.now();
    expect(await geocoder.place(address)).toBeNull();
    expect(performance.now() - t).toBeLessThan(400);
    expect(await counter(metrics, 'levy_geocoder_failures_total', { reason: 'http5xx' })).toBe(1);
    expect(await counter(metrics, 'levy_geocoder_requests_total', { outcome: 'failed' })).toBe(failed + 2);

    const gone = process_({ client: new CensusGeocoder('http://127.0.0.1:1/geocoder'), timeoutMs: 400 });
    expect(await gone.place(address)).toBeNull();
    expect(await counter(metrics, 'levy_geocoder_failures_total', { reason: 'network' })).toBe(1);

    expect(
      await findGeocodedAddress(database.db.prisma, streetAddressKey(normalizeStreetAddress(address)), CENSUS_BENCHMARK, CENSUS_VINTAGE),
    ).toBeNull();
    expect(await geocoder.place(address)).toMatchObject({ placeGeoid: '0465000' });
    expect(placeRequests(bed.geocoder)).toHaveLength(asked + 3);
  });

  it('a timeout is counted once, even when the event loop is too busy to tell the request and the budget apart', async () => {
    const geocoder = process_({ timeoutMs: 300 });
    await geocoder.place(knownStreet());
    const timeouts = await counter(metrics, 'levy_geocoder_failures_total', { reason: 'timeout' });
    bed.geocoder.fault({ delayMs: 3_000, count: 1 });
    const lookup = geocoder.place(knownStreet());
    // Block the loop past the timeout: the request's abort and the budget's timer are both due at once.
    const until = Date.now() + 600;
    while (Date.now() < until);
    expect(await lookup).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(await counter(metrics, 'levy_geocoder_failures_total', { reason: 'timeout' })).toBe(timeouts + 1);
  });

  it('no match and several matches answer null, are stored and counted, and are not asked again', async () => {
    const geocoder = process_();
    const nowhere = { street: `1 Nowhere Ln ${randomBytes(3).toString('hex')}`, city: 'Scottsdale', state: 'AZ', zip: '85251' };
    expect(await geocoder.place(nowhere)).toBeNull();
    expect(await geocoder.place({ street: '100 Main St', city: null, state: 'AZ', zip: null })).toBeNull();
    expect(await counter(metrics, 'levy_geocoder_no_match_total', { kind: 'none' })).toBe(1);
    expect(await counter(metrics, 'levy_geocoder_no_match_total', { kind: 'several' })).toBe(1);
    expect(await process_().place(nowhere)).toBeNull();
    expect(placeRequests(bed.geocoder)).toHaveLength(2);
    expect(
      (await findGeocodedAddress(database.db.prisma, streetAddressKey(normalizeStreetAddress(nowhere)), CENSUS_BENCHMARK, CENSUS_VINTAGE))
        ?.outcome,
    ).toBe('noMatch');
  });

  it('the breaker opens after 3 failures in a row (no request goes out), and one trial after the cool-down closes it', async () => {
    const geocoder = process_();
    bed.geocoder.fault({ status: 503, count: 3 });
    for (let i = 0; i < 3; i++) expect(await geocoder.place(knownStreet())).toBeNull();
    const t = performance.now();
    expect(await geocoder.place(knownStreet())).toBeNull();
    expect(performance.now() - t).toBeLessThan(100);
    expect(placeRequests(bed.geocoder)).toHaveLength(3);
    expect(await counter(metrics, 'levy_geocoder_failures_total', { reason: 'circuitOpen' })).toBe(1);
    await new Promise((r) => setTimeout(r, 320));
    expect(await geocoder.place(knownStreet())).toMatchObject({ placeGeoid: '0465000' });
    expect(await geocoder.place(knownStreet())).toMatchObject({ placeGeoid: '0465000' });
    expect(placeRequests(bed.geocoder)).toHaveLength(5);
  });

  it('a stored answer older than the refresh age is asked again; if that fails, the old answer stands', async () => {
    const address = knownStreet();
    const geocoder = process_({ cacheMaxAgeMs: 200 });
    const place = await geocoder.place(address);
    expect(place).not.toBeNull();
    await new Promise((r) => setTimeout(r, 250));
    bed.geocoder.fault({ status: 500, count: 1 });
    expect(await geocoder.place(address)).toEqual(place);
    const renewed = await geocoder.place(address);
    expect(Date.parse(renewed!.geocodedAt)).toBeGreaterThan(Date.parse(place!.geocodedAt));
    expect(placeRequests(bed.geocoder)).toHaveLength(3);
  });

  it('works without Redis (one request per address within the process)', async () => {
    const address = knownStreet();
    const geocoder = process_({ redis: null });
    const answers = await Promise.all([geocoder.place(address), geocoder.place(address)]);
    expect(answers.map((a) => a?.placeGeoid)).toEqual(['0465000', '0465000']);
    expect(placeRequests(bed.geocoder)).toHaveLength(1);
  });
});
