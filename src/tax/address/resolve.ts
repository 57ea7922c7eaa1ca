// From what a customer typed to an address Levy is sure of, and the ordered list of jurisdictions
// that tax a sale there. "Sure" means the top-level jurisdiction (US state, Canadian province,
// country) is fixed with high confidence; anything less is `unresolved` with the reason.
import {
  countryJurisdiction,
  jurisdiction,
  usCountyPlaceJurisdictions,
  hasUsCountyData,
  usCountyTaxes,
  usPlaceEntry,
  usPlaceOfGeoid,
  usStatewideLocalJurisdictions,
} from '../jurisdictions.ts';
import type { JurisdictionData } from '../content/types.ts';
import { caPostalCode, caRegionCode, provincesOfPostalCode } from './canada.ts';
import { countryCode } from './countries.ts';
import { censusCounty, censusPlace } from './census-places.ts';
import type { GeocodedPlace } from './geocoded.ts';
import { normalizeName, stateOfZip, US_STATES, usRegionCode, usZip5 } from './us.ts';
import { type ZipGeography, zipGeography, zipGeographyStates } from './us-geography.ts';
import { countyName, statesOf, zipPart, zipPlaces, zipsOfCity, type ZipPart, type ZipPlaces } from './zip-places.ts';

/** The API's Address, or the legacy US-only one. */
export interface AddressInput {
  country?: string | null;
  line1?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

export interface ResolvedAddress {
  country: string;
  line1: string | null;
  city: string | null;
  /** US state or Canadian province code; null elsewhere. */
  region: string | null;
  postalCode: string | null;
  /** US only: the ZIP+4 extension when one was given ("1234"). */
  zipPlus4?: string | null;
  /** Ordered from the top: country or state or province first, then county, city, districts. */
  jurisdictions: JurisdictionData[];
  /**
   * False when the address lies in a US state with local taxes and Levy's built-in data does not
   * place it (a place without local data, or a ZIP code split between counties): `jurisdictions`
   * may then lack or misplace local taxes.
   */
  localsPlaced: boolean;
  /**
   * US only: whether Levy holds every local tax of the set of jurisdictions it applied, placed or not
   * (an uncertain answer may still carry the full rate of its main candidate).
   */
  localsHeld?: boolean;
  /** Why the place is in doubt beyond missing data (a split ZIP code), for the answer's message. */
  placeDoubt?: string;
  /**
   * US only: what placed the address for its local taxes: its street address by the geocoder, its ZIP
   * code, its typed city (no ZIP code the data knows), or nothing but its state.
   */
  placedBy?: 'geocoder' | 'zip' | 'city' | 'state';
  /** US only: where the ZIP code reaches places with other local taxes, each of them, the applied one first. */
  placeCandidates?: PlaceCandidate[];
  /** US only: the one Census county and incorporated place the address lies in, where Levy knows them (a return's location code). */
  location?: UsLocation;
}

/**
 * A Census county and the incorporated place (GEOID; null outside any) an address lies in: known from
 * the geocoder, or from a ZIP code whose Census geography puts all its land in one place (or outside
 * every place) of one county. Some returns report each sale by it (Illinois's location codes).
 */
export interface UsLocation {
  countyFips: string;
  placeGeoid: string | null;
}

export interface ResolveOptions {
  /** Where a geocoder placed the street address, when the caller asked one: it decides over the ZIP code. */
  geocoded?: GeocodedPlace | null;
}

export type Resolution = { ok: true; address: ResolvedAddress } | { ok: false; reason: string };

const unresolved = (reason: string): Resolution => ({ ok: false, reason });

const PLAIN = /^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/;

/** Unicode-normalised, invisible characters dropped, trimmed; null when nothing is left. */
function clean(value: string | null | undefined): string | null {
  if (value == null) return null;
  // Most input is plain printable ASCII with single spaces: nothing to normalise (hot path).
  if (PLAIN.test(value)) return value;
  const text = value
    .normalize('NFKC')
    .replace(/[\p{Cf}\p{Cc}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? null : text;
}

export function resolveAddress(input: AddressInput, options: ResolveOptions = {}): Resolution {
  const region = clean(input.region ?? input.state);
  const postalCode = clean(input.postalCode ?? input.zipCode);
  const countryText = clean(input.country);
  if (countryText === null) return unresolved('The address has no country.');
  const country = countryCode(countryText);
  if (country === null) return unresolved(`"${countryText}" is not a country Levy recognises.`);
  const base = { country, line1: clean(input.line1), city: clean(input.city) };
  if (country === 'US') return resolveUs(base, region, postalCode, options.geocoded ?? null);
  if (country === 'CA') return resolveCa(base, region, postalCode);
  // Spain's Canary Islands (IC), Ceuta and Melilla (EA) are outside the EU VAT area; IGIC and IPSI,
  // their own taxes, are not in Levy's data.
  const area = country === 'ES' && postalCode !== null ? SPANISH_AREAS_OUTSIDE_VAT[postalCode.slice(0, 2)] : undefined;
  const top = countryJurisdiction(country, area);
  return { ok: true, address: { ...base, region: null, postalCode, jurisdictions: [top], localsPlaced: true } };
}

type Base = { country: string; line1: string | null; city: string | null };

const CANARY = { code: 'IC', name: 'Canary Islands' };
const CEUTA_MELILLA = { code: 'EA', name: 'Ceuta and Melilla' };
const SPANISH_AREAS_OUTSIDE_VAT: Record<string, { code: string; name: string }> = {
  '35': CANARY,
  '38': CANARY,
  '51': CEUTA_MELILLA,
  '52': CEUTA_MELILLA,
};

function resolveUs(base: Base, region: string | null, postalCode: string | null, geocoded: GeocodedPlace | null): Resolution {
  const zip = postalCode === null ? null : usZip5(postalCode);
  if (postalCode !== null && zip === null) return unresolved(`"${postalCode}" is not a US ZIP code.`);
  const fromRegion = region === null ? null : usRegionCode(region);
  if (region !== null && fromRegion === null) return unresolved(`"${region}" is not a US state.`);
  // The ZIP table knows the few ZIPs whose prefix belongs to another state (06390 Fishers Island, NY), and
  // the states a ZIP code crossing a state line lies in: the region may be any of them (20135 Bluemont, VA,
  // reaches into West Virginia). Without a region, the ZIP code's own state. A ZIP code the table lacks
  // (PO boxes, single firms) has only its prefix's state.
  const places = zip === null ? null : zipPlaces(zip);
  const fromZip = zip === null ? null : (places?.state ?? zipGeography(zip)?.state ?? stateOfZip(zip));
  if (fromRegion !== null && fromZip !== null && fromRegion !== fromZip) {
    const states = [...new Set([...(places === null ? [] : statesOf(places)), ...zipGeographyStates(zip!)])];
    if (!states.includes(fromRegion))
      return unresolved(
        `ZIP code ${zip} is in ${states.length > 1 ? `${states.slice(0, -1).join(', ')} and ${states.at(-1)!}` : fromZip}, not in ${fromRegion}.`,
      );
  }
  const state = fromRegion ?? fromZip;
  if (state === null) return unresolved('The address names no US state, and its ZIP code does not identify one.');
  // Territories are outside US state sales tax; they resolve as they do when given as a country.
  if (!Object.hasOwn(US_STATES, state))
    return {
      ok: true,
      address: { ...base, country: state, region: null, postalCode: zip, jurisdictions: [countryJurisdiction(state)], localsPlaced: true },
    };
  const top = jurisdiction(`us-${state}`)!;
  const part = zip === null ? null : partIn(places, zip, state);
  const place =
    geocoded !== null && geocoded.state === state
      ? placeOfGeocoded(state, geocoded)
      : usPlace(state, top.hasLocalTaxes === true, part, base.city);
  const jurisdictions = [top, ...[...usStatewideLocalJurisdictions(state), ...place.locals].map((id) => jurisdiction(id)!)];
  const localsPlaced = top.hasLocalTaxes !== true || (place.placed && place.doubt === null);
  // Built field by field: object spreads here cost more than the rest of the resolution (hot path).
  const address: ResolvedAddress = {
    country: base.country,
    line1: base.line1,
    city: place.city,
    region: state,
    postalCode: zip,
    zipPlus4: postalCode === null ? null : plus4Of(postalCode),
    jurisdictions,
    localsPlaced,
    localsHeld: top.hasLocalTaxes !== true || place.placed,
    placedBy: place.by,
  };
  if (place.location !== undefined) address.location = place.location;
  if (place.candidates !== undefined && top.hasLocalTaxes === true) address.placeCandidates = place.candidates;
  if (place.doubt !== null && top.hasLocalTaxes === true) address.placeDoubt = place.doubt;
  return { ok: true, address };
}

const plus4Of = (postalCode: string) => /^\s*\d{5}[-\s]?(\d{4})\s*$/.exec(postalCode)?.[1] ?? null;

/** A ZIP code whose main county holds less of its people than this is treated as split. */
const MAIN_COUNTY_SHARE = 0.99;
/** A county holding less of a ZIP code's people than this is ignored (0.01, not 1 - 0.99, which is a little more). */
const REAL_COUNTY_SHARE = 0.01;

type Place = {
  city: string | null;
  locals: string[];
  placed: boolean;
  doubt: string | null;
  by: 'geocoder' | 'zip' | 'city' | 'state';
  candidates?: PlaceCandidate[];
  location?: UsLocation;
};

/** One set of local jurisdictions a ZIP code's land reaches, with its share (people where known, else land; addresses for counties). */
export interface PlaceCandidate {
  /** "Scottsdale", or "Maricopa County outside any city". */
  name: string;
  /** The local jurisdictions that tax there (statewide locals aside). */
  jurisIds: string[];
  /** 0 to 1. */
  share: number;
  /** Whether Levy holds every local tax of the candidate (else only the county's). */
  known: boolean;
  /** Where the candidate is one place (or the land outside every place) of one county. */
  location?: UsLocation;
}

/**
 * The ZIP code's part in the state. The ZIP table comes first; where it lacks the ZIP code or has no
 * county of it in that state, HUD's and the Census's counties of it do: PO-box ZIP codes, and ZIP codes
 * whose addresses lie across a state line from their post office (45275 Cincinnati, OH, in Boone
 * County, KY; 20588, a DC-prefixed ZIP code in Prince George's County, MD).
 */
function partIn(places: ZipPlaces | null, zip: string, state: string): ZipPart | null {
  const fromTable = places === null ? null : zipPart(places, state);
  if (fromTable !== null) return fromTable;
  const key = `${state}|${zip}`;
  const known = PARTS_BY_GEOGRAPHY.get(key);
  if (known !== undefined) return known;
  const part = partByGeography(places, zip, state);
  if (PARTS_BY_GEOGRAPHY.size < 20_000) PARTS_BY_GEOGRAPHY.set(key, part);
  return part;
}

/** Parts built from the geography, by state and ZIP code (hot path: PO-box ZIP codes are common). */
const PARTS_BY_GEOGRAPHY = new Map<string, ZipPart | null>();

function partByGeography(places: ZipPlaces | null, zip: string, state: string): ZipPart | null {
  const geography = zipGeography(zip);
  if (geography === null) return null;
  const fromGeography: ZipPlaces = {
    zip,
    state: places?.state ?? geography.state,
    city: places?.city ?? geography.city,
    counties: geography.counties.map((c) => ({ fips: c.fips, name: countyName(c.fips) ?? c.fips, state: c.state, share: c.share })),
  };
  return zipPart(fromGeography, state);
}

/**
 * A street address the geocoder placed: its county and incorporated place decide (a census-designated
 * place or none is unincorporated land, with the county's taxes). Sure where Levy holds that place's
 * taxes (or the county's, where they are all the local taxes of its unincorporated land); otherwise
 * the taxes it holds, with the doubt said.
 */
function placeOfGeocoded(state: string, geocoded: GeocodedPlace): Place {
  const { countyFips, placeGeoid } = geocoded;
  const county = usCountyTaxes(state, countyFips);
  const wholeCounty = usCountyPlaceJurisdictions(countyFips);
  const where = geocoded.matchedAddress;
  const countyLabel = `${countyName(countyFips) ?? countyFips} County`;
  if (placeGeoid === null) {
    const locals = [...new Set([...(county?.unincorporated ?? []), ...(wholeCounty ?? [])])];
    const placed = wholeCounty !== null || county?.unincorporatedComplete === true;
    const doubt = placed
      ? null
      : `the Census geocoder places ${where} in ${countyLabel} outside any city, where Levy does not hold every district's taxes; Levy applied the county's`;
    return { city: geocoded.placeName, locals, placed, doubt, by: 'geocoder', location: { countyFips, placeGeoid: null } };
  }
  const census = censusPlace(placeGeoid);
  const entry = census === null ? null : usPlaceEntry(state, census.name, countyFips);
  const locals = [...new Set([...(county?.jurisdictions ?? []), ...(entry?.jurisdictions ?? wholeCounty ?? [])])];
  const placed = entry !== null || wholeCounty !== null || county?.complete === true;
  const name = census?.name ?? geocoded.placeName ?? placeGeoid;
  const doubt = placed
    ? null
    : `the Census geocoder places ${where} in ${name}, whose local taxes Levy does not hold; Levy applied ${countyLabel}'s`;
  return { city: census?.name ?? geocoded.placeName, locals, placed, doubt, by: 'geocoder', location: { countyFips, placeGeoid } };
}

/**
 * Where the address is, for its local taxes. In a state with local taxes, the Census's geography of the
 * ZIP code decides where it has one: the incorporated places and unincorporated land of its counties in
 * that state (placeOfCandidates). Without it, the ZIP code's part in the state (its counties there): its
 * USPS city, else (for places that are whole counties) its main county; a typed city that contradicts
 * it does not move the address, but where it names another place Levy knows in the ZIP code's county,
 * with other local taxes, the answer is in doubt. The typed city places the address only for a ZIP code
 * no data has (PO boxes, single firms) or when there is no ZIP code.
 */
function usPlace(state: string, localTaxes: boolean, part: ZipPart | null, typedCity: string | null): Place {
  const byCensus = part !== null && localTaxes && !TAXED_BY_TOWNS.has(state);
  const candidates = byCensus ? censusCandidates(state, part) : null;
  if (candidates !== null) return placeOfCandidates(state, part!, candidates, typedCity);
  const office = byCensus ? placeOfPostOffice(state, part, typedCity) : null;
  if (office !== null) return office;
  if (part !== null) return part.state === part.zipState ? placeOfZip(state, part, typedCity) : placeOfZipAcrossStateLine(state, part);
  if (typedCity === null) return { city: null, locals: [], placed: false, doubt: null, by: 'state' };
  return placeOfCityName(state, localTaxes, typedCity);
}

/**
 * A ZIP code of post office boxes, which the Census's geography lacks, is placed where its post office
 * stands: USPS names the office and its address, and the Census has the ZIP code of that address. The
 * office's ZIP code is placed as any other (sure where it lies in one set of jurisdictions), and a
 * doubt says both ZIP codes. The boxes' preferred city (HUD's) is not the office's (91359 Westlake
 * Village's office is in Thousand Oaks): it chooses nothing. null where USPS names no one office in a ZIP code the Census has.
 */
function placeOfPostOffice(state: string, part: ZipPart, typedCity: string | null): Place | null {
  const office = zipGeography(part.zip)?.postOffice ?? null;
  const officePart = office === null ? null : partIn(zipPlaces(office), office, state);
  const candidates = officePart === null ? null : censusCandidates(state, officePart);
  if (candidates === null) return null;
  const placed = placeOfCandidates(state, officePart!, candidates, typedCity);
  const doubt =
    placed.doubt === null ? null : `ZIP code ${part.zip} is a post office's boxes, placed where its post office stands: ${placed.doubt}`;
  return { ...placed, city: part.city, doubt };
}

/**
 * States whose local sales taxes are levied by towns, which the Census counts as county subdivisions,
 * not places (Vermont's local option tax): its incorporated places cannot tell them apart.
 */
const TAXED_BY_TOWNS = new Set(['VT']);

/** "ZIP code 20135" or, for a ZIP code crossing a state line, "ZIP code 20135's Virginia part". */
const partName = (part: ZipPart) =>
  part.shareOfZip === 1 ? `ZIP code ${part.zip}` : `ZIP code ${part.zip}'s ${US_STATES[part.state] ?? part.state} part`;

const countiesOf = (part: ZipPart) => part.counties.map((c) => `${c.name} (${percentOf(c.share)})`).join(', ');

/**
 * The ZIP code's part in its own state: its USPS city is a place there. A typed city that names another
 * place Levy knows in the ZIP code's county, with other local taxes (Phoenix with 85251, Scottsdale's),
 * does not move the address, but it is no longer sure: a ZIP code may reach past the city it is named
 * after.
 */
function placeOfZip(state: string, part: ZipPart, typedCity: string | null = null): Place {
  const zip = part.zip;
  const [main] = part.counties;
  const split = main !== undefined && (main.share ?? 0) < MAIN_COUNTY_SHARE && !sameCountyTaxes(state, part.counties);
  const entry = usPlaceEntry(state, part.city, main?.fips);
  const doubt = split
    ? `${partName(part)} lies in ${countiesOf(part)}; Levy applied ${part.city}'s local taxes`
    : entry?.partlyOutside === 'unknown'
      ? `ZIP code ${zip} is named ${part.city}, whose boundaries Levy does not hold: it may reach places outside it with other local taxes; Levy applied ${part.city}'s`
      : entry?.partlyOutside?.includes(zip) === true
        ? `ZIP code ${zip} is named ${part.city} but also reaches places outside it with other local taxes; Levy applied ${part.city}'s`
        : null;
  const city = entry?.jurisdictions ?? (main === undefined ? null : usCountyPlaceJurisdictions(main.fips));
  const county = main === undefined ? null : usCountyTaxes(state, main.fips);
  // County data places the address alone where the state's local taxes are all county-wide;
  // otherwise only together with the city's own data.
  // A place entry may name its county's tax too (Pittsburgh: Allegheny County): once is enough.
  const locals = county === null ? (city ?? []) : [...new Set([...county.jurisdictions, ...(city ?? [])])];
  const placed = city !== null || county?.complete === true;
  return {
    city: part.city,
    locals,
    placed,
    doubt: doubt ?? (placed ? typedCityDoubt(state, part, typedCity, county?.jurisdictions ?? [], locals) : null),
    by: 'zip',
  };
}

/** Land left outside every place below this share is rounding (shares are written in ten-thousandths). */
const ROUNDING = 0.0005;

/**
 * The sets of local jurisdictions the ZIP code's part in a state reaches by the Census: each incorporated
 * place its land lies in, in each of the part's counties the place lies in, and each county's land outside
 * any place, with their shares (people where the 2010 file has the piece, else land; within a place or the
 * unincorporated land, the counties' shares of addresses by HUD, else of land), merged where the
 * jurisdictions are the same, largest first. null where the Census has no geography for the ZIP code.
 */
function censusCandidates(state: string, part: ZipPart): PlaceCandidate[] | null {
  // A pure function of the ZIP code, its state and the built-in content: kept for the ZIP codes asked (hot path).
  const key = `${state}|${part.zip}`;
  const known = CANDIDATES.get(key);
  if (known !== undefined) return known;
  const candidates = candidatesOf(state, part);
  if (CANDIDATES.size < 20_000) CANDIDATES.set(key, candidates);
  return candidates;
}

const CANDIDATES = new Map<string, PlaceCandidate[] | null>();

function candidatesOf(state: string, part: ZipPart): PlaceCandidate[] | null {
  const geography = zipGeography(part.zip);
  if (geography === null || geography.places === null) return null;
  const counties = countiesIn(state, geography, part);
  if (counties.length === 0) return null;
  const raw: PlaceCandidate[] = [];
  let inPlaces = 0;
  let landInPlaces = 0;
  for (const piece of geography.places) {
    const place = censusPlace(piece.geoid);
    if (place === null || place.state !== state) continue;
    const share = piece.people ?? piece.land;
    inPlaces += share;
    landInPlaces += piece.land;
    // A place reaching several of the ZIP code's counties: its piece is split between them by their shares.
    const own = counties.filter((c) => place.counties.includes(c.fips));
    const theirs = own.length > 0 ? own : [counties[0]!];
    const total = theirs.reduce((sum, c) => sum + c.share, 0);
    for (const county of theirs) {
      const taxes = usCountyTaxes(state, county.fips);
      const entry = usPlaceOfGeoid(place.geoid, county.fips) ?? usPlaceEntry(state, place.name, county.fips);
      const wholeCounty = usCountyPlaceJurisdictions(county.fips);
      raw.push({
        name: theirs.length > 1 ? `${place.name} (${county.name} County)` : place.name,
        jurisIds: [...new Set([...(taxes?.jurisdictions ?? []), ...(entry?.jurisdictions ?? wholeCounty ?? [])])],
        share: total === 0 ? share / theirs.length : (share * county.share) / total,
        known: entry !== null || wholeCounty !== null || taxes?.complete === true,
        location: { countyFips: county.fips, placeGeoid: place.geoid },
      });
    }
  }
  // The rest of the land, outside every incorporated place, in each of the part's counties by its share.
  const outside = Math.max(0, 1 - inPlaces);
  if (1 - landInPlaces > ROUNDING || raw.length === 0)
    for (const c of counties) {
      const taxes = usCountyTaxes(state, c.fips);
      const wholeCounty = usCountyPlaceJurisdictions(c.fips);
      raw.push({
        name: `${c.name} County outside any city`,
        jurisIds: [...new Set([...(taxes?.unincorporated ?? []), ...(wholeCounty ?? [])])],
        share: (raw.length === 0 ? 1 : outside) * c.share,
        known: wholeCounty !== null || taxes?.unincorporatedComplete === true,
        location: { countyFips: c.fips, placeGeoid: null },
      });
    }
  // Places whose taxes Levy holds merge where they carry the same; those it does not hold stay apart (their own taxes may differ).
  const merged = new Map<string, PlaceCandidate>();
  for (const c of raw) {
    const key = c.known ? [...c.jurisIds].sort().join(' ') : `?${c.name}`;
    const same = merged.get(key);
    if (same === undefined) merged.set(key, { ...c, jurisIds: [...c.jurisIds] });
    else {
      // Two places with the same taxes are one candidate, but no longer one location.
      const { location: _, ...rest } = same;
      merged.set(key, { ...rest, name: `${same.name}, ${c.name}`, share: same.share + c.share });
    }
  }
  // A piece where the 2010 census counted nobody and HUD no address is no evidence of another set (roads,
  // rivers, boundary slivers), unless nothing else is left.
  const all = [...merged.values()].sort((a, b) => b.share - a.share);
  const peopled = all.filter((c) => c.share > 0);
  return peopled.length > 0 ? peopled : all;
}

/**
 * The ZIP code's counties in the state, with shares of its part there: HUD's (addresses) or the Census's
 * (land), else the ZIP table's where neither has a county of it in the state.
 */
function countiesIn(state: string, geography: ZipGeography, part: ZipPart): { fips: string; name: string; share: number }[] {
  const inState = geography.counties.filter((c) => c.state === state && c.share > 0);
  const total = inState.reduce((sum, c) => sum + c.share, 0);
  if (inState.length > 0)
    return inState.map((c) => ({ fips: c.fips, name: countyName(c.fips) ?? censusCounty(c.fips)!.name, share: c.share / total }));
  return part.counties.filter((c) => (c.share ?? 0) > 0).map((c) => ({ fips: c.fips, name: c.name, share: c.share! }));
}

/**
 * A ZIP code the Census shows in one set of jurisdictions is placed there, sure where Levy holds
 * them (unless the address names another place Levy knows there, with other taxes); one it shows
 * reaching several is never sure: it gets the set holding most of its people (its full local taxes)
 * and says which others it reaches. A typed city naming one of them chooses it, still not sure: a
 * mailing city is not proof of the city limits.
 */
function placeOfCandidates(state: string, part: ZipPart, candidates: PlaceCandidate[], typedCity: string | null): Place {
  const typed = typedCity === null ? undefined : candidates.find((c) => c.name.split(', ').some((n) => sameName(n, typedCity)));
  const chosen = typed ?? candidates[0]!;
  if (candidates.length === 1) {
    return {
      city: part.city,
      locals: chosen.jurisIds,
      placed: chosen.known,
      doubt: chosen.known
        ? typed === undefined && typedCity !== null
          ? typedCityDoubt(state, part, typedCity, usCountyTaxes(state, part.counties[0]?.fips ?? '')?.jurisdictions ?? [], chosen.jurisIds)
          : null
        : `${partName(part)} lies in ${chosen.name}, whose local taxes Levy does not all hold; Levy applied those it holds`,
      by: 'zip',
      ...(chosen.location !== undefined ? { location: chosen.location } : {}),
    };
  }
  const ordered = [chosen, ...candidates.filter((c) => c !== chosen)];
  const list = ordered.map((c) => `${c.name} (${percentOf(c.share)})`).join(', ');
  const why = typed === undefined ? 'the one holding most of its people' : `the one the address names`;
  return {
    city: part.city,
    locals: chosen.jurisIds,
    placed: chosen.known,
    doubt: `${partName(part)} reaches places with different local taxes: ${list}; Levy applied those of ${chosen.name}, ${why}. A street address placed by a geocoder or an imported ZIP+4 file decides`,
    by: 'zip',
    candidates: ordered,
  };
}

/** "Houston (Harris County)" names Houston, "San Buenaventura (Ventura)" Ventura, "Lee's Summit" Lees Summit. */
function sameName(candidate: string, typed: string): boolean {
  if (candidate === typed) return true;
  const key = (name: string) => normalizeName(name.replace(/'/g, ''));
  const [name, aside] = candidate.replace(/ \([^)]*County\)$/, '').split(/ \((.*)\)$/);
  return key(name!) === key(typed) || (aside !== undefined && key(aside) === key(typed));
}

/** Why a typed city that names another known place there, with other local taxes, puts the ZIP code's answer in doubt; null when it does not. */
function typedCityDoubt(
  state: string,
  part: ZipPart,
  typedCity: string | null,
  county: readonly string[],
  locals: readonly string[],
): string | null {
  if (typedCity === null) return null;
  const typed = usPlaceEntry(state, typedCity, part.counties[0]?.fips);
  if (typed === null) return null;
  const theirs = new Set([...county, ...typed.jurisdictions]);
  if (theirs.size === locals.length && locals.every((id) => theirs.has(id))) return null;
  return `the address names ${typedCity}, but USPS names ZIP code ${part.zip} after ${part.city}, and Levy holds other local taxes for ${typedCity}; Levy applied ${part.city}'s`;
}

/**
 * Another state's part of a ZIP code that crosses a state line (20135 Bluemont, VA, in West Virginia).
 * The USPS city is the post office of the ZIP code's own state, not a place of this one: a place entry
 * of that name is never applied here, even where this state has a place so named, since nothing says
 * the part lies in it. The part is placed by its counties alone: a place that is a whole county, else
 * the county's taxes where they are all of the state's local taxes there. Anything less, or a part
 * split between counties with different taxes, is reported (`localJurisdictionsUncertain`), with the
 * main county's taxes applied.
 */
function placeOfZipAcrossStateLine(state: string, part: ZipPart): Place {
  const main = part.counties[0]!;
  const split = (main.share ?? 0) < MAIN_COUNTY_SHARE && !sameCountyTaxes(state, part.counties);
  const wholeCounty = usCountyPlaceJurisdictions(main.fips);
  const county = usCountyTaxes(state, main.fips);
  const locals = [...new Set([...(county?.jurisdictions ?? []), ...(wholeCounty ?? [])])];
  const placed = wholeCounty !== null || county?.complete === true;
  if (placed && !split) return { city: part.city, locals, placed, doubt: null, by: 'zip' };
  const where = `ZIP code ${part.zip} (${part.city}, ${part.zipState}) reaches into ${US_STATES[state] ?? state}, where it lies in ${split ? countiesOf(part) : main.name}`;
  const doubt =
    county === null && wholeCounty === null
      ? `${where}, for which Levy holds no local tax data`
      : split
        ? `${where}; Levy applied ${main.name}'s local taxes`
        : `${where}; Levy applied the county's taxes, not those of a city or district there`;
  return { city: part.city, locals, placed, doubt, by: 'zip' };
}

const PLACES_BY_CITY_NAME = new Map<string, Place>();

/**
 * An address with a city but no ZIP code the data knows is placed by the ZIP codes USPS names after
 * that city, each placed as an address with that ZIP code and city would be (by the Census's places
 * where it has the ZIP code, the typed city choosing among them): where they all carry the same local
 * taxes and each is placed, so is the address;
 * where they differ (a postal name reaching several counties or past the city's limits), it gets
 * the taxes of most of the ZIP codes Levy places, and says so. A name no ZIP code carries falls back to the built-in
 * place entry, which alone does not know the county: it places the address only where the state
 * has no county data or the entry lies in one county.
 */
function placeOfCityName(state: string, localTaxes: boolean, typedCity: string): Place {
  const key = `${state}|${typedCity}`;
  const known = PLACES_BY_CITY_NAME.get(key);
  if (known !== undefined) return known;
  const zips = zipsOfCity(state, typedCity);
  // zipsOfCity gives the state's own ZIP codes, so each has a part in it.
  const place =
    zips.length === 0
      ? placeOfEntry(state, typedCity)
      : agreementOf(
          typedCity,
          zips.map((zip) => usPlace(state, localTaxes, zipPart(zipPlaces(zip)!, state)!, typedCity)),
        );
  if (PLACES_BY_CITY_NAME.size < 10_000) PLACES_BY_CITY_NAME.set(key, place);
  return place;
}

function agreementOf(typedCity: string, places: Place[]): Place {
  const bySet = new Map<string, Place[]>();
  for (const place of places) {
    const key = place.locals.join(' ');
    bySet.set(key, [...(bySet.get(key) ?? []), place]);
  }
  // The taxes Levy can vouch for first (St. Louis: the city's ZIP codes, not the county's), then the most ZIP codes.
  const placedIn = (group: Place[]) => group.filter((p) => p.placed).length;
  const [most] = [...bySet.values()].sort((a, b) => placedIn(b) - placedIn(a) || b.length - a.length);
  const agree = bySet.size === 1;
  const placed = agree && places.every((p) => p.placed && p.doubt === null);
  const doubtOfOne = places.find((p) => p.doubt !== null)?.doubt;
  const doubt = !agree
    ? `no ZIP code was given and the ${places.length} ZIP codes named ${typedCity} carry different local taxes; Levy applied those of ${most!.length} of them`
    : doubtOfOne === undefined
      ? null
      : `no ZIP code was given, and ${doubtOfOne}`;
  // One location only where every ZIP code named after the city lies in the same one.
  const [first] = places;
  const one =
    first?.location !== undefined &&
    places.every((p) => p.location?.countyFips === first.location!.countyFips && p.location.placeGeoid === first.location!.placeGeoid);
  return { city: typedCity, locals: most![0]!.locals, placed, doubt, by: 'city', ...(one ? { location: first.location } : {}) };
}

function placeOfEntry(state: string, typedCity: string): Place {
  const entry = usPlaceEntry(state, typedCity);
  if (entry === null) return { city: typedCity, locals: [], placed: false, doubt: null, by: 'city' };
  const [only, ...others] = entry.counties ?? [];
  const county = only === undefined || others.length > 0 ? null : usCountyTaxes(state, only);
  if (county === null) return { city: typedCity, locals: entry.jurisdictions, placed: !hasUsCountyData(state), doubt: null, by: 'city' };
  return {
    city: typedCity,
    locals: [...new Set([...county.jurisdictions, ...entry.jurisdictions])],
    placed: true,
    doubt: null,
    by: 'city',
  };
}

/**
 * Whether every county holding a real share of the ZIP (1% or more) has the same county-level taxes
 * in Levy's data (Williamsburg's ZIP spans James City, York and the city, all at 7%): then the split
 * does not matter.
 */
function sameCountyTaxes(state: string, counties: readonly { fips: string; share: number | null }[]): boolean {
  const sets = counties.filter((c) => (c.share ?? 1) >= REAL_COUNTY_SHARE).map((c) => usCountyTaxes(state, c.fips));
  if (sets.some((t) => t === null || !t.complete)) return false;
  const first = JSON.stringify(sets[0]!.jurisdictions);
  return sets.every((t) => JSON.stringify(t!.jurisdictions) === first);
}

const percentOf = (share: number | null) =>
  share === null ? 'share unknown' : share > 0 && share < 0.0005 ? 'under 0.1%' : `${Math.round(share * 1000) / 10}%`;

function resolveCa(base: Base, region: string | null, postalCode: string | null): Resolution {
  const postal = postalCode === null ? null : caPostalCode(postalCode);
  if (postalCode !== null && postal === null) return unresolved(`"${postalCode}" is not a Canadian postal code.`);
  const fromRegion = region === null ? null : caRegionCode(region);
  if (region !== null && fromRegion === null) return unresolved(`"${region}" is not a Canadian province or territory.`);
  const fromPostal = postal === null ? [] : provincesOfPostalCode(postal);
  if (fromRegion !== null && postal !== null && !fromPostal.includes(fromRegion)) {
    return unresolved(`Postal code ${postal} is not in ${fromRegion}.`);
  }
  const province = fromRegion ?? (fromPostal.length === 1 ? fromPostal[0]! : null);
  if (province === null) return unresolved('The address names no Canadian province, and its postal code does not identify one.');
  const provincial = jurisdiction(`ca-${province}`);
  // HST provinces have one harmonized tax; elsewhere federal GST plus any provincial tax.
  const hst = provincial?.taxes.some((t) => t.name === 'HST') ?? false;
  const jurisdictions = hst ? [provincial!] : [jurisdiction('ca-federal')!, ...(provincial ? [provincial] : [])];
  return { ok: true, address: { ...base, region: province, postalCode: postal, jurisdictions, localsPlaced: true } };
}
