// Where a geocoder placed street addresses: one row per normalized address, benchmark and vintage,
// shared by every seller (an address is a fact about the world, not about a seller). A "no usable
// match" is stored as well, so that no address is asked twice while its row is fresh.
import type { GeocodedPlace } from '../tax/address/geocoded.ts';
import type { PrismaClient } from './database.ts';

export type GeocodeOutcome = 'match' | 'noMatch' | 'severalMatches';

export interface StoredGeocode {
  outcome: GeocodeOutcome;
  /** The place, when `outcome` is match; null otherwise. */
  place: GeocodedPlace | null;
  geocodedAt: Date;
}

const OUTCOMES: readonly string[] = ['match', 'noMatch', 'severalMatches'];

export async function findGeocodedAddress(
  prisma: PrismaClient,
  addressKey: string,
  benchmark: string,
  vintage: string,
): Promise<StoredGeocode | null> {
  const row = await prisma.geocodedAddress.findUnique({ where: { addressKey_benchmark_vintage: { addressKey, benchmark, vintage } } });
  if (row === null || !OUTCOMES.includes(row.outcome)) return null;
  const outcome = row.outcome as GeocodeOutcome;
  if (outcome !== 'match' || row.state === null || row.countyFips === null)
    return { outcome: outcome === 'match' ? 'noMatch' : outcome, place: null, geocodedAt: row.geocodedAt };
  return {
    outcome,
    place: {
      state: row.state,
      countyFips: row.countyFips,
      placeGeoid: row.placeGeoid,
      placeName: row.placeName,
      matchedAddress: row.matchedAddress ?? '',
      zip: row.zip,
      benchmark: row.benchmark,
      vintage: row.vintage,
      geocodedAt: row.geocodedAt.toISOString(),
    },
    geocodedAt: row.geocodedAt,
  };
}

/** Stores (or replaces) the answer for an address; the last writer wins, and every writer holds a true answer. */
export async function saveGeocodedAddress(
  prisma: PrismaClient,
  addressKey: string,
  benchmark: string,
  vintage: string,
  answer: StoredGeocode,
): Promise<void> {
  const place = answer.outcome === 'match' ? answer.place : null;
  const data = {
    outcome: answer.outcome,
    state: place?.state ?? null,
    countyFips: place?.countyFips ?? null,
    placeGeoid: place?.placeGeoid ?? null,
    placeName: place?.placeName ?? null,
    matchedAddress: place?.matchedAddress ?? null,
    zip: place?.zip ?? null,
    geocodedAt: answer.geocodedAt,
  };
  await prisma.geocodedAddress.upsert({
    where: { addressKey_benchmark_vintage: { addressKey, benchmark, vintage } },
    create: { addressKey, benchmark, vintage, ...data },
    update: data,
  });
}
