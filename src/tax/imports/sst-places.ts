// Imported Streamlined Sales Tax data as the tax core uses it: for an address (ZIP5, ZIP+4, street)
// and a date, the county, city and special districts that tax there, each with its dated rates from
// the state's rate file. Built once per import (a state's boundary file is tens of thousands of
// records); a lookup reads only its ZIP's records.
import { countyName } from '../address/zip-places.ts';
import type { IsoDate } from '../dates.ts';
import type { JurisdictionData, RatePeriod } from '../content/types.ts';
import { indexBoundaries, type BoundaryIndex, type SstBoundary } from './sst-boundaries.ts';
import type { SstRateRow } from './sst-rates.ts';

export interface ImportedState {
  /** USPS code: "MN". */
  state: string;
  rates: readonly SstRateRow[];
  boundaries: readonly SstBoundary[];
  /** The files, for every rate's source: "MNR2026Q2FEB18.csv + MNB2026Q2FEB18.csv (Streamlined Sales Tax Governing Board)". */
  source: string;
  /** The last day of the rate file's quarter (JurisdictionData.goodThrough); absent without a rate file. */
  goodThrough?: IsoDate;
}

export interface ImportedPlace {
  /** County, city and districts, in that order; only those the rate file has a rate for. */
  jurisdictions: JurisdictionData[];
  /**
   * False when the file cannot settle the place at the precision given: several records match, or a
   * ZIP5 range leaves the county blank (the ZIP crosses a county line and needs ZIP+4 or a street).
   */
  settled: boolean;
  level: 'address' | 'zip4' | 'zip5';
}

export interface ImportedAddress {
  state: string;
  zip5: string;
  plus4: string | null;
  line1: string | null;
}

export type ImportedPlaceLookup = (address: ImportedAddress, date: IsoDate) => ImportedPlace | undefined;

const KIND_LEVEL: Record<string, 'county' | 'city'> = { '00': 'county', '01': 'city' };

/** A state's Streamlined files as a lookup (address range, then ZIP+4, then ZIP5). */
export function sstPlaceLookup(data: ImportedState): ImportedPlaceLookup {
  const jurisdictions = jurisdictionsOf(data);
  // The loader hands over compact records (boundaryCompactor); others are indexed as they are.
  const index: BoundaryIndex = indexBoundaries(data.boundaries);
  return (address, date) => {
    const match = index.lookup(address.zip5, address.plus4, streetOf(address.line1), date);
    if (match === null) return undefined;
    const [record] = match.records;
    const found = boundaryKeys(record!).flatMap((key) => jurisdictions.get(key) ?? []);
    const settled = match.records.length === 1 && record!.countyFips !== null;
    return { jurisdictions: found, settled, level: match.level };
  };
}

/**
 * A function that copies each record as the index keeps it for the life of the data: only what
 * placing needs, with repeated values (dates, ZIP codes, county and district codes, streets,
 * cities) shared, and as fresh strings, so no record keeps the file's text alive through a
 * substring. Used while parsing, a whole state's file (tens of thousands of records) never exists
 * in full size.
 */
export function boundaryCompactor(): (record: SstBoundary) => SstBoundary {
  const strings = new Map<string, string>();
  const intern = <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const known = strings.get(value);
    if (known !== undefined) return known as T;
    // A copy (a JSON round trip makes a fresh string): the parsed value may be a slice of the whole
    // file's text, which would keep it alive. Done once per distinct value.
    const copy = JSON.parse(JSON.stringify(value)) as string;
    strings.set(copy, copy);
    return copy as T;
  };
  const districtLists = new Map<string, SstBoundary['districts']>();
  return (r) => {
    const key = r.districts.map((d) => `${d.source}|${d.code}|${d.authorityType}`).join();
    let districts = districtLists.get(key);
    if (districts === undefined)
      districtLists.set(
        intern(key),
        (districts = r.districts.map((d) => ({ source: intern(d.source), code: intern(d.code), authorityType: intern(d.authorityType) }))),
      );
    const s = r.street;
    return {
      line: 0,
      type: r.type,
      from: intern(r.from),
      to: intern(r.to),
      // Secondary units are not matched (sst-boundaries.ts), so not kept.
      street:
        s === null
          ? null
          : {
              low: intern(s.low),
              high: intern(s.high),
              oddEven: intern(s.oddEven),
              preDirectional: intern(s.preDirectional),
              name: intern(s.name),
              suffix: intern(s.suffix),
              postDirectional: intern(s.postDirectional),
              secondaryAbbreviation: null,
              secondaryLow: null,
              secondaryHigh: null,
              secondaryOddEven: null,
            },
      // Kept for the city names of the rate file's places (cityNames).
      city: intern(r.city),
      zip: intern(r.zip),
      plus4: intern(r.plus4),
      zipLow: intern(r.zipLow),
      zipLowExt: intern(r.zipLowExt),
      zipHigh: intern(r.zipHigh),
      zipHighExt: intern(r.zipHighExt),
      serCode: null,
      stateFips: intern(r.stateFips),
      stateIndicator: null,
      countyFips: intern(r.countyFips),
      placeFips: intern(r.placeFips),
      placeClass: null,
      longitude: null,
      latitude: null,
      districts,
      extra: null,
    };
  };
}

/** Rate-file keys of the local jurisdictions a boundary record names (the state is Levy's own). */
function boundaryKeys(record: SstBoundary): string[] {
  const keys: string[] = [];
  if (record.countyFips !== null) keys.push(`00|${record.countyFips}`);
  if (record.placeFips !== null) keys.push(`01|${record.placeFips}`);
  for (const d of record.districts) keys.push(`${d.authorityType}|${d.code}`);
  return keys;
}

/** One jurisdiction per rate-file key, with every dated row as a rate period (interstate: Levy's sellers are remote). */
function jurisdictionsOf(data: ImportedState): Map<string, JurisdictionData> {
  const periods = new Map<string, { row: SstRateRow; rates: RatePeriod[] }>();
  for (const row of data.rates) {
    if (row.jurisdictionType === '45') continue;
    const rate = row.generalInterstate ?? row.generalIntrastate;
    if (rate === null) continue;
    const key = `${row.jurisdictionType}|${row.jurisdictionFips}`;
    const entry = periods.get(key) ?? { row, rates: [] };
    entry.rates.push({ rate: rate.percent, from: row.from, to: row.to, source: `${data.source}, line ${row.line}` });
    periods.set(key, entry);
  }
  const state = `us-${data.state}`;
  const cities = cityNames(data.boundaries);
  const result = new Map<string, JurisdictionData>();
  for (const [key, { row, rates }] of periods) {
    const level: 'county' | 'city' | 'district' = KIND_LEVEL[row.jurisdictionType] ?? 'district';
    const county = level === 'county' ? countyName(row.stateFips + row.jurisdictionFips) : null;
    const city = level === 'city' ? cities.get(row.jurisdictionFips) : undefined;
    result.set(key, {
      id: `${state}-sst-${row.jurisdictionType}-${row.jurisdictionFips}`,
      // The rate file names nothing: counties from the ZIP table, cities from the boundary file.
      name:
        county !== null
          ? `${county} County`
          : city !== undefined
            ? `City of ${city}`
            : `${data.state} ${level} ${row.jurisdictionFips}${level === 'district' ? ` (type ${row.jurisdictionType})` : ''}`,
      level,
      country: 'US',
      registrationIds: [state],
      taxes: [{ name: 'Sales tax', rates }],
      taxability: [],
      inheritsFrom: state,
      defaultTreatment: { taxable: false },
      ...(data.goodThrough !== undefined ? { goodThrough: data.goodThrough } : {}),
    });
  }
  return result;
}

/** Place FIPS -> the city name the boundary file gives it (address records carry one). */
function cityNames(boundaries: readonly SstBoundary[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const b of boundaries)
    if (b.placeFips !== null && b.city !== null && !names.has(b.placeFips)) names.set(b.placeFips, titleCase(b.city));
  return names;
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/** "1200 N Main St" -> house number and street, for address-range records; null otherwise. */
function streetOf(line1: string | null): { houseNumber: string; street: string } | undefined {
  const match = line1 === null ? null : /^\s*(\d+)\s+(.+?)\s*$/.exec(line1);
  return match === null ? undefined : { houseNumber: match[1]!, street: match[2]! };
}
