// Every incorporated US Census place (the cities, towns, villages and boroughs that can levy a tax)
// by GEOID, and every county, from the committed Census table (us-geography-format.ts). Pure.
import table from '../data/us-geography.json' with { type: 'json' };

const PLACES = table.places as Record<string, string>;
const COUNTIES = table.counties as Record<string, string>;

export interface CensusPlace {
  /** State FIPS + place FIPS: "0465000". */
  geoid: string;
  /** The Census short name: "Scottsdale". */
  name: string;
  /** USPS code. */
  state: string;
  /** Every county (FIPS) the place lies in, by the 2020 relationship files; [] for a place incorporated since. */
  counties: readonly string[];
  /** Always true: the table holds the places that levy (cities, towns, villages, boroughs), not CDPs. */
  incorporated: boolean;
}

/** An incorporated Census place by GEOID, or null (a CDP, or no such place). */
export function censusPlace(geoid: string): CensusPlace | null {
  const row = Object.hasOwn(PLACES, geoid) ? PLACES[geoid]! : undefined;
  if (row === undefined) return null;
  const [name, state, counties] = row.split('|') as [string, string, string];
  return { geoid, name, state, counties: counties === '' ? [] : counties.split(' '), incorporated: true };
}

/** Every incorporated place of the table. */
export function* censusPlaces(): Generator<CensusPlace> {
  for (const geoid of Object.keys(PLACES)) yield censusPlace(geoid)!;
}

/** A county's name and state by FIPS ("04013" -> Maricopa, AZ), or null. */
export function censusCounty(fips: string): { name: string; state: string } | null {
  const row = Object.hasOwn(COUNTIES, fips) ? COUNTIES[fips]! : undefined;
  if (row === undefined) return null;
  const [name, state] = row.split('|') as [string, string];
  return { name, state };
}
