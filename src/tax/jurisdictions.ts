// Every built-in jurisdiction, indexed once at load; the hot path only reads these maps.
import { countryName } from './address/countries.ts';
import { normalizeName } from './address/us.ts';
import { builtInContent } from './content/built-in.ts';
import type { ElectionId } from './content/schema.ts';
import type { JurisdictionData, UsElection, UsPlace } from './content/types.ts';

const CONTENT = builtInContent();

export const ALL_JURISDICTIONS: readonly JurisdictionData[] = CONTENT.jurisdictions;

const BY_ID = new Map<string, JurisdictionData>();
for (const j of ALL_JURISDICTIONS) {
  // Data files are written by hand in many places: an id defined twice would silently drop one.
  if (BY_ID.has(j.id)) throw new Error(`Jurisdiction ${j.id} is defined twice`);
  BY_ID.set(j.id, j);
}
// Outside the US and Canada a country has one jurisdiction (its VAT, GST or sales tax): found by country.
const BY_COUNTRY = new Map(ALL_JURISDICTIONS.filter((j) => j.country !== 'US' && j.country !== 'CA').map((j) => [j.country, j]));
/** Every built-in place, by state and normalised name; a name shared by places in other counties has several. */
const PLACES = new Map<string, UsPlace[]>();
for (const place of CONTENT.places) {
  for (const name of place.names) {
    const key = `${place.state}|${normalizeName(name)}`;
    const same = PLACES.get(key) ?? [];
    // Spellings of one place may normalise alike ("St. Louis", "St Louis").
    if (same.includes(place)) continue;
    // Two entries under one name must be told apart by their counties, or one would silently win.
    const overlap = same.some(
      (other) => other.counties === undefined || place.counties === undefined || other.counties.some((c) => place.counties!.includes(c)),
    );
    if (overlap) throw new Error(`Two built-in places are called ${name}, ${place.state}, in the same counties`);
    PLACES.set(key, [...same, place]);
  }
}
/** Built-in places by the GEOID of the Census place they stand for; a place's parts in different counties share one. */
const PLACES_BY_GEOID = new Map<string, UsPlace[]>();
for (const place of CONTENT.places)
  if (place.geoid !== undefined) PLACES_BY_GEOID.set(place.geoid, [...(PLACES_BY_GEOID.get(place.geoid) ?? []), place]);
const COUNTY_PLACES = new Map<string, string[]>();
for (const { state, place, counties } of CONTENT.countyPlaces) {
  const jurisdictions = PLACES.get(`${state}|${normalizeName(place)}`)?.[0]?.jurisdictions;
  if (jurisdictions === undefined) throw new Error(`The content's county places name ${place}, ${state}, which has no place entry`);
  for (const fips of counties) COUNTY_PLACES.set(fips, jurisdictions);
}

export function jurisdiction(id: string): JurisdictionData | undefined {
  return BY_ID.get(id);
}

export { ELECTION_IDS, type ElectionId } from './content/schema.ts';

/** An election of a state with its jurisdictions, as the calculation applies it. */
export interface StateElection extends UsElection {
  /** The election's jurisdictions, with their dated rates. */
  elected: readonly JurisdictionData[];
}

// By registration id (us-TX): the state's elections. Only a few states have any.
const ELECTIONS = new Map<string, StateElection[]>();
for (const e of CONTENT.elections) {
  const elected = e.jurisdictions.map((id) => {
    const j = BY_ID.get(id);
    if (j === undefined) throw new Error(`The ${e.state} election ${e.id} names ${id}, which is no jurisdiction`);
    return j;
  });
  const key = `us-${e.state}`;
  ELECTIONS.set(key, [...(ELECTIONS.get(key) ?? []), { ...e, elected }]);
}

/** The elections a registration for `jurisId` may carry (none for most). */
export function electionsOf(jurisId: string): readonly StateElection[] {
  return ELECTIONS.get(jurisId) ?? [];
}

/** The registration ids (us-TX) whose registrations may carry an election. */
export function registrationsOffering(election: ElectionId): string[] {
  return [...ELECTIONS].filter(([, offered]) => offered.some((e) => e.id === election)).map(([jurisId]) => jurisId);
}

/** Whether an id names a jurisdiction or a registration umbrella (eu-oss). */
export function isKnownJurisdictionId(id: string): boolean {
  return BY_ID.has(id) || id === 'eu-oss';
}

/** Local jurisdictions that apply everywhere in a US state (empty for most states). */
export function usStatewideLocalJurisdictions(state: string): string[] {
  return CONTENT.statewideLocals[state] ?? [];
}

/**
 * Local jurisdictions of a US city Levy has built-in data for; null when it has none for that
 * place (which is not the same as a place known to have no local taxes: an empty list).
 */
/** The built-in place of a city name (in a county, when known), or null. */
export function usPlaceEntry(state: string, city: string, countyFips?: string): UsPlace | null {
  const places = PLACES.get(`${state}|${normalizeName(city)}`);
  if (places === undefined) return null;
  // A postal city name reaching past the place's counties: the entry does not apply there.
  const place =
    countyFips === undefined
      ? places.length === 1
        ? places[0]
        : undefined
      : places.find((p) => p.counties === undefined || p.counties.includes(countyFips));
  return place ?? null;
}

/** The built-in place standing for a Census place (by GEOID), in a county of it, or null. */
export function usPlaceOfGeoid(geoid: string, countyFips: string): UsPlace | null {
  const places = PLACES_BY_GEOID.get(geoid);
  if (places === undefined) return null;
  return places.find((p) => p.counties === undefined || p.counties.includes(countyFips)) ?? (places.length === 1 ? places[0]! : null);
}

const COUNTY_TAXES = new Map(CONTENT.countyTaxes.map((s) => [s.state, s]));

/** Whether Levy has county-level data for a state (a county map in its content file). */
export function hasUsCountyData(state: string): boolean {
  return COUNTY_TAXES.has(state);
}

/**
 * A state's county-level local taxes for a county: the jurisdictions (possibly none), whether they
 * are all of the state's local taxes there, those of its land outside every incorporated place (the
 * county's, and any of that land alone), and whether those are all of its local taxes; null when
 * Levy has no county data for the state.
 */
export function usCountyTaxes(
  state: string,
  countyFips: string,
): { jurisdictions: string[]; complete: boolean; unincorporated: string[]; unincorporatedComplete: boolean } | null {
  const data = COUNTY_TAXES.get(state);
  if (data === undefined) return null;
  const jurisdictions = data.counties[countyFips];
  // A county the file does not list is one it could not settle: not complete.
  if (jurisdictions === undefined) return { jurisdictions: [], complete: false, unincorporated: [], unincorporatedComplete: false };
  const outside = data.unincorporatedTaxes?.[countyFips];
  const unincorporated = outside === undefined ? jurisdictions : [...jurisdictions, ...outside];
  // A state whose cities add taxes may still name counties where none does (every place there carries the county's taxes).
  const complete = data.complete
    ? !(data.incompleteCounties ?? []).includes(countyFips)
    : (data.completeCounties ?? []).includes(countyFips);
  return {
    jurisdictions,
    complete,
    unincorporated,
    unincorporatedComplete: complete || (data.unincorporatedComplete ?? []).includes(countyFips),
  };
}

/** Local jurisdictions of a place that is a whole county (by county FIPS), or null. */
export function usCountyPlaceJurisdictions(countyFips: string): string[] | null {
  return COUNTY_PLACES.get(countyFips) ?? null;
}

/**
 * The country-level jurisdiction outside the US and Canada. A country Levy has no data for gets
 * one without taxes, so a sale there is answered with `jurisHasNoTax` rather than an error.
 */
export function countryJurisdiction(country: string, area?: { code: string; name: string }): JurisdictionData {
  const id = `${country.toLowerCase()}-${area?.code ?? country}`;
  return (
    (area === undefined ? BY_COUNTRY.get(country) : undefined) ?? {
      id,
      name: area?.name ?? countryName(country),
      level: 'country',
      country,
      registrationIds: [id],
      taxes: [],
      taxability: [],
      defaultTreatment: { taxable: false },
    }
  );
}
