// The Census geocoder client against the geocoder emulator over real HTTP (the request it sends, the
// answers it reads: a match in a city, outside any city, in a census-designated place, several
// matches, none, 4xx, 5xx, slow), the emulator's own API (one-line addresses, layers, missing
// parameters), and the circuit breaker on a hand-driven clock.
import { describe, expect, it } from 'vitest';
import { answerOf, CensusGeocoder, GeocoderError, type StreetAddress } from '../../src/lib/census-geocoder.ts';
import { CircuitBreaker } from '../../src/lib/circuit-breaker.ts';
import { geocoderEmulator } from '../support/census-geocoder.ts';

const bed = geocoderEmulator();
const client = () => new CensusGeocoder(bed.geocoder.url);
const ask = (address: StreetAddress, timeoutMs = 2_000) => client().geocode(address, AbortSignal.timeout(timeoutMs));

const SCOTTSDALE: StreetAddress = { street: '7447 E Indian School Rd', city: 'Scottsdale', state: 'AZ', zip: '85251' };
const PHOENIX: StreetAddress = { street: '3800 N 68th St', city: 'Phoenix', state: 'AZ', zip: '85251' };

describe('the Census geocoder client', () => {
  it('asks GET {base}/geographies/address with the street, city, state and ZIP code, benchmark, vintage and format', async () => {
    await ask(SCOTTSDALE);
    const [request] = bed.geocoder.requests();
    expect(request).toEqual({
      path: '/geographies/address',
      query: {
        street: '7447 E Indian School Rd',
        city: 'Scottsdale',
        state: 'AZ',
        zip: '85251',
        benchmark: 'Public_AR_Current',
        vintage: 'Current_Current',
        format: 'json',
      },
      status: 200,
    });
    expect(client().requestUrl(SCOTTSDALE)).toBe(
      `${bed.geocoder.url}/geographies/address?street=7447+E+Indian+School+Rd&city=Scottsdale&state=AZ&zip=85251&benchmark=Public_AR_Current&vintage=Current_Current&format=json`,
    );
  });

  it('places a match by its county and incorporated place, with the benchmark, vintage and time of the answer', async () => {
    const before = Date.now();
    const answer = await ask(SCOTTSDALE);
    expect(answer).toEqual({
      outcome: 'match',
      place: {
        state: 'AZ',
        countyFips: '04013',
        placeGeoid: '0465000',
        placeName: 'Scottsdale city',
        matchedAddress: '7447 E INDIAN SCHOOL RD, SCOTTSDALE, AZ, 85251',
        zip: '85251',
        benchmark: 'Public_AR_Current',
        vintage: 'Current_Current',
        geocodedAt: expect.any(String),
      },
    });
    if (answer.outcome !== 'match') throw new Error('no match');
    expect(Date.parse(answer.place.geocodedAt)).toBeGreaterThanOrEqual(before);
    // Spelled out, the street is the same one.
    expect(await ask({ ...PHOENIX, street: '3800 North 68th Street' })).toMatchObject({
      outcome: 'match',
      place: { placeGeoid: '0455000', placeName: 'Phoenix city', countyFips: '04013' },
    });
  });

  it('a match outside any incorporated place has no place GEOID; a census-designated place only gives its name', async () => {
    expect(await ask({ street: '2600 Ranch Road 620 S', city: 'Austin', state: 'TX', zip: '78738' })).toMatchObject({
      outcome: 'match',
      place: { state: 'TX', countyFips: '48453', placeGeoid: null, placeName: null },
    });
    expect(await ask({ street: '11400 Bee Caves Rd', city: 'Austin', state: 'TX', zip: '78738' })).toMatchObject({
      outcome: 'match',
      place: { countyFips: '48453', placeGeoid: null, placeName: 'Barton Creek CDP' },
    });
  });

  it('several matches in different places answer severalMatches; several that agree on county and place answer the first', async () => {
    expect(await ask({ street: '100 Main St', city: null, state: 'AZ', zip: null })).toEqual({ outcome: 'severalMatches', count: 2 });
    bed.geocoder.addAddress({
      street: '1 Twin St',
      city: 'Scottsdale',
      state: 'AZ',
      zip: '85251',
      matches: ['1 N TWIN ST, SCOTTSDALE, AZ, 85251', '1 S TWIN ST, SCOTTSDALE, AZ, 85251'].map((matchedAddress) => ({
        matchedAddress,
        coordinates: { x: -111.92, y: 33.49 },
        state: { code: 'AZ', fips: '04', name: 'Arizona' },
        county: { geoid: '04013', name: 'Maricopa County' },
        place: { geoid: '0465000', name: 'Scottsdale city' },
        zip: '85251',
      })),
    });
    expect(await ask({ street: '1 Twin St', city: 'Scottsdale', state: 'AZ', zip: '85251' })).toMatchObject({
      outcome: 'match',
      place: { matchedAddress: '1 N TWIN ST, SCOTTSDALE, AZ, 85251', placeGeoid: '0465000' },
    });
  });

  it('an address the geocoder does not know answers noMatch', async () => {
    expect(await ask({ street: '1 Nowhere Ln', city: 'Scottsdale', state: 'AZ', zip: '85251' })).toEqual({ outcome: 'noMatch' });
  });

  it.each([
    [500, 'http5xx'],
    [503, 'http5xx'],
    [400, 'http4xx'],
    [429, 'http4xx'],
  ] as const)('an answer %i is a GeocoderError (%s) with its status', async (status, reason) => {
    bed.geocoder.fault({ status, count: 1 });
    const error = await ask(SCOTTSDALE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocoderError);
    expect(error).toMatchObject({ reason, status });
  });

  it("a slow answer is a timeout once the signal fires, after about the signal's time", async () => {
    bed.geocoder.fault({ delayMs: 1_000, count: 1 });
    const started = performance.now();
    const error = await ask(SCOTTSDALE, 150).catch((e: unknown) => e);
    const took = performance.now() - started;
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(600);
  });

  it('an unreachable geocoder is a network failure; an unreadable body is invalidResponse', async () => {
    const gone = new CensusGeocoder('http://127.0.0.1:1/geocoder');
    await expect(gone.geocode(SCOTTSDALE, AbortSignal.timeout(2_000))).rejects.toMatchObject({ reason: 'network' });
    expect(() => answerOf({ result: { addressMatches: [{ matchedAddress: 'X', geographies: {} }] } }, SCOTTSDALE, new Date())).toThrow(
      /no county/,
    );
  });
});

describe('the geocoder emulator', () => {
  const get = async (path: string) => {
    const res = await fetch(`${bed.geocoder.url}${path}`);
    return { status: res.status, body: (await res.json()) as any };
  };

  it('answers a one-line address, with the layers asked for, and the locations return type without geographies', async () => {
    const line = encodeURIComponent('7447 E Indian School Rd, Scottsdale, AZ 85251');
    const oneLine = await get(`/geographies/onelineaddress?address=${line}&benchmark=4&vintage=4&format=json&layers=28,82`);
    expect(oneLine.status).toBe(200);
    expect(oneLine.body.result.input).toMatchObject({
      address: { address: '7447 E Indian School Rd, Scottsdale, AZ 85251' },
      benchmark: { benchmarkName: 'Public_AR_Current' },
      vintage: { vintageName: 'Current_Current' },
    });
    const [match] = oneLine.body.result.addressMatches;
    expect(Object.keys(match.geographies).sort()).toEqual(['Counties', 'Incorporated Places']);
    expect(match.geographies['Incorporated Places'][0]).toMatchObject({
      GEOID: '0465000',
      NAME: 'Scottsdale city',
      MTFCC: 'G4110',
      FUNCSTAT: 'A',
    });
    const locations = await get(`/locations/onelineaddress?address=${line}&benchmark=Public_AR_Current&format=json`);
    expect(locations.body.result.addressMatches[0]).toMatchObject({
      matchedAddress: '7447 E INDIAN SCHOOL RD, SCOTTSDALE, AZ, 85251',
      coordinates: { x: -111.921 },
    });
    expect(locations.body.result.addressMatches[0].geographies).toBeUndefined();
  });

  it('refuses a request without its required parameters with 400 and the reasons', async () => {
    const res = await get('/geographies/address?street=1+Main+St&format=json');
    expect(res).toEqual({
      status: 400,
      body: {
        errors: ['Benchmark must be provided', 'Vintage must be provided', 'Either a ZIP code, or a city and state, must be provided'],
        status: '400',
      },
    });
  });

  it('applies a fault only to the streets it names, as many times as it says', async () => {
    bed.geocoder.fault({ status: 500, street: 'indian school', count: 2 });
    expect((await ask(PHOENIX)).outcome).toBe('match');
    await expect(ask(SCOTTSDALE)).rejects.toMatchObject({ status: 500 });
    await expect(ask(SCOTTSDALE)).rejects.toMatchObject({ status: 500 });
    expect((await ask(SCOTTSDALE)).outcome).toBe('match');
  });
});

describe('the circuit breaker', () => {
  it('opens after the failures in a row, refuses during the cool-down, then lets one trial through', () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, 1_000, () => now);
    for (let i = 0; i < 2; i++) {
      expect(breaker.tryAcquire()).toBe(true);
      breaker.failure();
    }
    expect(breaker.state).toBe('closed');
    breaker.tryAcquire();
    breaker.success();
    for (let i = 0; i < 3; i++) {
      expect(breaker.tryAcquire()).toBe(true);
      breaker.failure();
    }
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    now = 999;
    expect(breaker.tryAcquire()).toBe(false);
    now = 1_000;
    expect(breaker.state).toBe('halfOpen');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.failure();
    expect(breaker.state).toBe('open');
    now = 2_000;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.success();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });
});
