// What each US ZIP code touches, by the Census Bureau's and HUD's files (layout and sources:
// us-geography-format.ts, scripts/build-us-geography.ts): its counties with their shares of addresses
// (HUD) or land (Census), the incorporated places its land reaches with their shares of land and
// people (the places themselves: census-places.ts). Pure: the table is committed, read as parsed.
import table from '../data/us-geography.json' with { type: 'json' };
import { censusCounty } from './census-places.ts';

const ZIPS = table.zips as Record<string, string>;

export interface ZipGeographyPiece {
  /** The incorporated place's GEOID. */
  geoid: string;
  /** Share of the ZIP code's land in the place (2020), 0 to 1. */
  land: number;
  /** Share of the ZIP code's people in the place (2010), where the 2010 file has the piece; else null. */
  people: number | null;
}

export interface ZipGeography {
  zip: string;
  /** The ZIP code's own state (HUD's, else USPS's). */
  state: string;
  /** USPS's preferred city. */
  city: string;
  /** Shares of addresses (HUD), or of land where HUD lacks the ZIP code (Census). */
  countyBasis: 'addresses' | 'land';
  /** Counties, largest share first; a county code no county list knows (HUD's 99999) is left out. */
  counties: readonly { fips: string; state: string; share: number }[];
  /** Incorporated places the land reaches, largest land share first; null where the Census has no geography for the ZIP code (PO boxes, single firms). */
  places: readonly ZipGeographyPiece[] | null;
  /** Where `places` is null: the ZIP code of the one post office serving it (USPS), where the Census has that one. */
  postOffice: string | null;
}

const share = (text: string) => Number(text) / 10_000;

/** What a five-digit ZIP code touches, or null when no file knows it. */
export function zipGeography(zip: string): ZipGeography | null {
  const row = Object.hasOwn(ZIPS, zip) ? ZIPS[zip]! : undefined;
  if (row === undefined) return null;
  const [state, city, basis, counties, places, postOffice] = row.split('|') as [string, string, string, string, string, string?];
  return {
    zip,
    state,
    city,
    countyBasis: basis === 'A' ? 'addresses' : 'land',
    counties: counties.split(' ').flatMap((part) => {
      const [fips, s] = part.split(':') as [string, string];
      const county = censusCounty(fips);
      return county === null ? [] : [{ fips, state: county.state, share: share(s) }];
    }),
    places:
      places === '-'
        ? null
        : places === ''
          ? []
          : places.split(' ').map((part) => {
              const [geoid, land, people] = part.split(':') as [string, string, string];
              return { geoid, land: share(land), people: people === '' ? null : share(people) };
            }),
    postOffice: postOffice ?? null,
  };
}

/** The states a ZIP code's addresses or land lie in, by HUD and the Census: its own state first. */
export function zipGeographyStates(zip: string): readonly string[] {
  // Every refused (ZIP code, state) pair asks this: kept per ZIP code (bounded), read from the row's counties alone.
  const known = STATES.get(zip);
  if (known !== undefined) return known;
  const row = Object.hasOwn(ZIPS, zip) ? ZIPS[zip]! : undefined;
  const states = new Set<string>();
  if (row !== undefined) {
    const [state, , , counties] = row.split('|', 4) as [string, string, string, string];
    states.add(state);
    for (const part of counties.split(' ')) {
      const county = censusCounty(part.slice(0, part.indexOf(':')));
      if (county !== null) states.add(county.state);
    }
  }
  const list = [...states];
  if (STATES.size < 20_000) STATES.set(zip, list);
  return list;
}

const STATES = new Map<string, readonly string[]>();
