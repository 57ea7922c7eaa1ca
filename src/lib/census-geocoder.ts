// The US Census Bureau's geocoder (Geocoding Services API, "geographies" with a structured address):
// one GET per address, its JSON read with zod, the match mapped to the county and incorporated place
// it lies in. This module only speaks HTTP; caching, sharing one request and the circuit breaker are
// the caller's (seller/address/address-geocoder.ts).
//
//   GET {base}/geographies/address?street=&city=&state=&zip=&benchmark=Public_AR_Current
//       &vintage=Current_Current&format=json
//   -> { result: { input: { benchmark, vintage, address }, addressMatches: [ { matchedAddress,
//        coordinates: { x, y }, tigerLine, addressComponents: { zip, state, ... },
//        geographies: { "States": [{ STUSAB, GEOID }], "Counties": [{ GEOID, NAME }],
//                       "Incorporated Places": [{ GEOID, NAME }], "Census Designated Places": [...] } } ] } }
import { z } from 'zod';
import type { GeocodedPlace } from '../tax/address/geocoded.ts';

export const CENSUS_BENCHMARK = 'Public_AR_Current';
export const CENSUS_VINTAGE = 'Current_Current';

/** What is sent: the street line, city, state and ZIP code, nothing else. */
export interface StreetAddress {
  street: string;
  city: string | null;
  /** USPS code. */
  state: string;
  /** Five digits. */
  zip: string | null;
}

export type GeocoderAnswer =
  | { outcome: 'match'; place: GeocodedPlace }
  | { outcome: 'noMatch' }
  /** Matches in different counties or places: none of them is used. */
  | { outcome: 'severalMatches'; count: number };

export type GeocoderFailure = 'timeout' | 'http5xx' | 'http4xx' | 'network' | 'invalidResponse';

export class GeocoderError extends Error {
  override name = 'GeocoderError';
  constructor(
    message: string,
    readonly reason: GeocoderFailure,
    readonly status?: number,
  ) {
    super(message);
  }
}

const feature = z.object({ GEOID: z.string().regex(/^\d+$/), NAME: z.string().optional(), STUSAB: z.string().optional() });
const layer = z.array(feature);

const censusResponse = z.object({
  result: z.object({
    input: z
      .object({
        benchmark: z.object({ benchmarkName: z.string() }).optional(),
        vintage: z.object({ vintageName: z.string() }).optional(),
      })
      .optional(),
    addressMatches: z.array(
      z.object({
        matchedAddress: z.string(),
        coordinates: z.object({ x: z.number(), y: z.number() }).optional(),
        addressComponents: z.object({ zip: z.string().optional(), state: z.string().optional() }).optional(),
        geographies: z
          .object({
            States: layer.optional(),
            Counties: layer.optional(),
            'Incorporated Places': layer.optional(),
            'Census Designated Places': layer.optional(),
          })
          .optional(),
      }),
    ),
  }),
});

export type CensusResponse = z.output<typeof censusResponse>;
type CensusMatch = CensusResponse['result']['addressMatches'][number];

export class CensusGeocoder {
  constructor(private readonly baseUrl: string) {}

  /** Loads the HTTP client now (Node loads fetch's on first use, tens of milliseconds), not inside a lookup's timeout. */
  warmUp(): void {
    void fetch('data:,').catch(() => {});
  }

  /** The request for an address (also what the README says is sent). */
  requestUrl(address: StreetAddress): string {
    const params = new URLSearchParams({
      street: address.street,
      city: address.city ?? '',
      state: address.state,
      zip: address.zip ?? '',
      benchmark: CENSUS_BENCHMARK,
      vintage: CENSUS_VINTAGE,
      format: 'json',
    });
    return `${this.baseUrl.replace(/\/+$/, '')}/geographies/address?${params}`;
  }

  /** Asks once; throws a GeocoderError when there is no answer to read (timeout, HTTP error, unreadable body). */
  async geocode(address: StreetAddress, signal: AbortSignal, now: Date = new Date()): Promise<GeocoderAnswer> {
    let response: Response;
    try {
      response = await fetch(this.requestUrl(address), { headers: { accept: 'application/json' }, signal });
    } catch (err) {
      if (signal.aborted) throw new GeocoderError('the geocoder did not answer in time', 'timeout');
      throw new GeocoderError(`the geocoder could not be reached: ${(err as Error).message}`, 'network');
    }
    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      if (signal.aborted) throw new GeocoderError('the geocoder did not finish its answer in time', 'timeout');
      throw new GeocoderError(`the geocoder's answer was cut off: ${(err as Error).message}`, 'network');
    }
    if (response.status >= 500) throw new GeocoderError(`the geocoder answered ${response.status}`, 'http5xx', response.status);
    if (response.status < 200 || response.status >= 300)
      throw new GeocoderError(`the geocoder answered ${response.status}: ${text.slice(0, 200)}`, 'http4xx', response.status);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new GeocoderError('the geocoder answered something other than JSON', 'invalidResponse', response.status);
    }
    const parsed = censusResponse.safeParse(json);
    if (!parsed.success)
      throw new GeocoderError(`the geocoder's answer has an unexpected shape: ${parsed.error.issues[0]?.message}`, 'invalidResponse');
    return answerOf(parsed.data, address, now);
  }
}

/**
 * The answer a response gives: its one match, placed; several matches only when they all lie in one
 * county and one place (or all outside any incorporated place), else none is used; no match.
 */
export function answerOf(response: CensusResponse, asked: StreetAddress, now: Date): GeocoderAnswer {
  const benchmark = response.result.input?.benchmark?.benchmarkName ?? CENSUS_BENCHMARK;
  const vintage = response.result.input?.vintage?.vintageName ?? CENSUS_VINTAGE;
  const places = response.result.addressMatches.map((m) => placeOf(m, asked, benchmark, vintage, now));
  if (places.length === 0) return { outcome: 'noMatch' };
  const [first] = places;
  // A match without its county cannot place the address (among several, they cannot be said to agree).
  if (places.length === 1 && first === null)
    throw new GeocoderError('the geocoder matched the address but gave no county for it', 'invalidResponse');
  const usable = places.filter((p): p is GeocodedPlace => p !== null);
  const agree = usable.length === places.length && usable.every((p) => same(p, first!));
  if (!agree) return { outcome: 'severalMatches', count: places.length };
  return { outcome: 'match', place: first! };
}

const same = (a: GeocodedPlace, b: GeocodedPlace) => a.state === b.state && a.countyFips === b.countyFips && a.placeGeoid === b.placeGeoid;

function placeOf(match: CensusMatch, asked: StreetAddress, benchmark: string, vintage: string, now: Date): GeocodedPlace | null {
  const g = match.geographies;
  const county = g?.Counties?.[0];
  if (county === undefined || !/^\d{5}$/.test(county.GEOID)) return null;
  const state = g?.States?.[0]?.STUSAB ?? match.addressComponents?.state ?? asked.state;
  const incorporated = g?.['Incorporated Places']?.[0];
  const designated = g?.['Census Designated Places']?.[0];
  const zip = match.addressComponents?.zip;
  return {
    state: state.toUpperCase(),
    countyFips: county.GEOID,
    placeGeoid: incorporated !== undefined && /^\d{7}$/.test(incorporated.GEOID) ? incorporated.GEOID : null,
    placeName: incorporated?.NAME ?? designated?.NAME ?? null,
    matchedAddress: match.matchedAddress,
    zip: zip !== undefined && /^\d{5}$/.test(zip) ? zip : null,
    benchmark,
    vintage,
    geocodedAt: now.toISOString(),
  };
}
