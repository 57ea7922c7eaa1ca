// The Census place a US place entry stands for: its GEOID (2-digit state + 5-digit place FIPS), the
// key of local content. Matched by name among the incorporated Census places of the committed table
// (src/tax/address/census-places.ts, built from the Census's place lists), within the entry's
// counties: the build steps of the official tables (CDTFA's, IDOR's, the Texas Comptroller's,
// Washington DOR's, Colorado's, Alabama's) set it on the entries they make, at build time and when an
// operator imports a table; scripts/place-geoids.ts sets it on every other entry. Pure, and needs
// nothing beside the repository.
//
// A name matches a place when both give the same key (tables.ts nameKey: case, accents, spaces and
// punctuation aside, "St."/"Saint", "Ste."/"Sainte", "Ft."/"Fort", "Mt."/"Mount"), after dropping a
// legal prefix the tables write ("City of Industry", "VILLAGE OF LAKEWOOD", "Town of ..."); failing
// that, when the Census name is the name plus "City", "Village" or "Town" (Texas's Pecos for Pecos
// City, Spring Valley for Spring Valley Village), in the entry's counties only. ALIASES holds the few
// names under which neither the Census nor the rule finds the place.
import { type CensusPlace, censusPlaces } from '../../address/census-places.ts';
import { STATE_FIPS, stateOfFips } from '../sst-rates.ts';
import { nameKey } from './tables.ts';

/**
 * Names of incorporated places that neither the Census short name nor the rules above give, by
 * GEOID. The Census's 2025 Gazetteer of places writes a second name in parentheses after some
 * (its NAME column: "El Paso de Robles (Paso Robles) city"); the others are the names the official
 * tables and USPS use for the place the Census names otherwise.
 */
export const ALIASES: Readonly<Record<string, readonly string[]>> = {
  // The 2025 Gazetteer's names in parentheses (https://www.census.gov/geographies/reference-files/time-series/geo/gazetteer-files.html).
  '0525060': ['Biscoe'],
  '0622300': ['Paso Robles'],
  '0665042': ['Ventura'],
  '0863045': ['New Raymer'],
  '1701242': ['Alvin'],
  '3123270': ['Boelus'],
  '3812060': ['Hensel'],
  '3913169': ['Thurman'],
  '3934202': ['Croton'],
  '3948286': ['New Matamoras'],
  '5400364': ['Webster Springs'],
  '5404876': ['Berkeley Springs'],
  '5488324': ['Coalton'],
  // The Census's "Angels city" (Calaveras County's one city): CDTFA's table and USPS call it Angels Camp.
  '0602112': ['Angels Camp'],
  // IDOR's file names the village of Bureau Junction (Bureau County) "BUREAU", and New Milford (Winnebago County) "NEW MILLFORD".
  '1709681': ['Bureau'],
  '1752701': ['New Millford'],
};

/** Legal prefixes the tables write before a place's name. */
const PREFIX = /^(city and county of|city and borough of|city of|town of|village of|borough of|municipality of) /i;
/** Words the Census has after some names that the tables and USPS leave off. */
const SUFFIXES = ['CITY', 'VILLAGE', 'TOWN'];

/** The key a place's name is matched by: tables.ts nameKey of the name without a legal prefix ("City of"). */
export const placeNameKey = (name: string) => nameKey(name.trim().replace(PREFIX, ''));

let index: Map<string, Map<string, CensusPlace[]>> | null = null;

/** Incorporated places by state (the GEOID's state part) and name key; built on first use. */
function placesByKey(): Map<string, Map<string, CensusPlace[]>> {
  if (index !== null) return index;
  index = new Map();
  for (const place of censusPlaces()) {
    const { geoid } = place;
    const state = stateOfFips(geoid.slice(0, 2));
    if (state === null) continue;
    const byKey = index.get(state) ?? new Map<string, CensusPlace[]>();
    index.set(state, byKey);
    for (const name of [place.name, ...(ALIASES[geoid] ?? [])]) {
      const key = placeNameKey(name);
      const list = byKey.get(key) ?? [];
      if (!list.includes(place)) list.push(place);
      byKey.set(key, list);
    }
  }
  return index;
}

export interface PlaceQuery {
  /** USPS code. */
  state: string;
  /** The entry's names: USPS spellings, or an official table's name of the place. */
  names: readonly string[];
  /** The entry's counties (FIPS); absent when its name is meant state-wide. */
  counties?: readonly string[] | undefined;
}

export type PlaceMatch =
  | { geoid: string; name: string }
  | {
      geoid: null;
      /** Why no one place: no incorporated place of the name (there), several of it, or names of several places. */
      reason: string;
    };

const listed = (places: readonly CensusPlace[]) => places.map((p) => `${p.name} (${p.geoid})`).join(', ');

/** Whether a place lies in one of the counties (a place incorporated since 2020 has none on record: unknown, so yes). */
const inCounties = (p: CensusPlace, counties: readonly string[] | undefined) =>
  counties === undefined || p.counties.length === 0 || p.counties.some((c) => counties.includes(c));

/** The incorporated places one name can stand for in the entry's counties (or its state). */
function candidates(byKey: Map<string, CensusPlace[]>, name: string, counties: readonly string[] | undefined): CensusPlace[] {
  const key = placeNameKey(name);
  const exact = (byKey.get(key) ?? []).filter((p) => inCounties(p, counties));
  if (exact.length > 0 || counties === undefined) return exact;
  // "Pecos" for Pecos City: only where the entry says its counties, which must hold the place.
  return SUFFIXES.flatMap((s) => byKey.get(placeNameKey(`${name} ${s}`)) ?? []).filter((p) => p.counties.some((c) => counties.includes(c)));
}

/**
 * The one incorporated Census place an entry's names stand for in its counties (or, without counties,
 * in its state), or why there is none. Each name is matched on its own; the entry is that place when
 * every name that matches finds exactly it.
 */
export function matchPlace(q: PlaceQuery): PlaceMatch {
  if (STATE_FIPS[q.state] === undefined) return { geoid: null, reason: `${q.state} has no state FIPS code here` };
  const byKey = placesByKey().get(q.state) ?? new Map<string, CensusPlace[]>();
  const where = q.counties === undefined ? '' : ` in county ${q.counties.join(', ')}`;
  const found = new Map<string, CensusPlace>();
  for (const name of new Set(q.names)) {
    const list = candidates(byKey, name, q.counties);
    if (list.length > 1) {
      const clause = q.counties === undefined ? 'and the entry names no county' : 'in its counties';
      return { geoid: null, reason: `${list.length} incorporated places are called ${name} ${clause}: ${listed(list)}` };
    }
    if (list.length === 1) found.set(list[0]!.geoid, list[0]!);
  }
  if (found.size > 1) return { geoid: null, reason: `its names are several incorporated places: ${listed([...found.values()])}` };
  const [place] = found.values();
  if (place === undefined)
    return { geoid: null, reason: `no incorporated Census place of ${q.state} is called ${[...new Set(q.names)].join(' or ')}${where}` };
  return { geoid: place.geoid, name: place.name };
}

/**
 * A place entry with the GEOID its names match (right after `names`), or without one where none
 * matches. The build steps name their entries by the table's name or the USPS spelling of it, so the
 * entry's names are what is matched. Applied to its own result it changes nothing.
 */
export function withGeoid<P extends { names: string[]; geoid?: string; counties?: string[] }>(state: string, place: P): P {
  const { names, geoid: _old, ...rest } = place;
  const match = matchPlace({ state, names, counties: place.counties });
  return (match.geoid === null ? { names, ...rest } : { names, geoid: match.geoid, ...rest }) as unknown as P;
}

/**
 * A place entry as one entry per Census place where its name stands for several places, each in
 * counties of its own (IDOR's file has a Windsor in Mercer County and another in Shelby County, and
 * the build step groups a name's records), each with its GEOID; otherwise the entry with its GEOID
 * (withGeoid). Applied to its own result it changes nothing.
 */
export function perCensusPlace<P extends { names: string[]; geoid?: string; counties?: string[] }>(state: string, place: P): P[] {
  const counties = place.counties;
  if (counties === undefined || counties.length < 2 || matchPlace({ state, names: place.names, counties }).geoid !== null)
    return [withGeoid(state, place)];
  const parts = counties.map((c) => ({ county: c, match: matchPlace({ state, names: place.names, counties: [c] }) }));
  const geoids = new Set(parts.map((p) => p.match.geoid));
  if (geoids.has(null) || geoids.size < 2) return [withGeoid(state, place)];
  const byGeoid = new Map<string, string[]>();
  for (const { county, match } of parts) byGeoid.set(match.geoid!, [...(byGeoid.get(match.geoid!) ?? []), county]);
  // A county holding parts of two of the places cannot be split between them.
  const all = [...byGeoid.values()].flat();
  if (new Set(all).size !== all.length) return [withGeoid(state, place)];
  return [...byGeoid.values()].map((cs) => withGeoid(state, { ...place, counties: cs }));
}
