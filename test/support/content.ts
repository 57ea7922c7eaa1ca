// The built-in content (content/, loaded by src/tax/content/built-in.ts) cut the way tests look at
// it: a state's county map, a state's other local jurisdictions and places, every US place.
import { builtInContent } from '../../src/tax/content/built-in.ts';
import type { Dated, JurisdictionData, UsCountyTaxes, UsPlace } from '../../src/tax/content/types.ts';

const content = builtInContent();

/** Every county map (one per state that has one, content/us/<st>.json `counties`). */
export function usCountyTaxes(): UsCountyTaxes[] {
  return content.countyTaxes;
}

/** A state's county map: its counties and the jurisdictions it names. */
export function countyTaxesOf(state: string): UsCountyTaxes {
  const found = content.countyTaxes.find((c) => c.state === state);
  if (found === undefined) throw new Error(`content/us/${state.toLowerCase()}.json has no county map`);
  return found;
}

/** A state's local jurisdictions (ids `us-<ST>-...`) that its county map does not name, and its places. */
export interface UsCityData {
  state: string;
  jurisdictions: JurisdictionData[];
  places: UsPlace[];
}

export function cityDataOf(state: string): UsCityData {
  const named = new Set(content.countyTaxes.filter((c) => c.state === state).flatMap((c) => Object.values(c.counties).flat()));
  return {
    state,
    jurisdictions: content.jurisdictions.filter((j) => j.id.startsWith(`us-${state}-`) && !named.has(j.id)),
    places: content.places.filter((p) => p.state === state),
  };
}

/** Every built-in US place (found by its USPS city name). */
export function usPlaces(): UsPlace[] {
  return content.places;
}

/** How many times the content defines a jurisdiction id (1 for every id: no two files may share one). */
export function definitionsOf(id: string): number {
  return content.jurisdictions.filter((j) => j.id === id).length;
}

/** A fact's sources that are missing or not in content/sources.json ([] when it is sourced properly). */
export function unknownSources(fact: Dated): string[] {
  if (fact.sources === undefined || fact.sources.length === 0) return ['(no sources)'];
  return fact.sources.filter((url) => !content.sources.has(url));
}
