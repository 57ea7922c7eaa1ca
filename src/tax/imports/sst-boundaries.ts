// Parses a Streamlined Sales Tax (SST) boundary file: where each address range, ZIP+4 range or ZIP5
// range lies (state, county, place) and which special taxing districts cover it. No header; 89
// columns, 90 in some states' files:
//    1      record type: Z (ZIP5 range), 4 (ZIP+4 range), A (address range); lower case occurs
//    2-3    effective from, effective to (YYYYMMDD, the last day included)
//    4-14   street range: low and high address, odd/even/both, pre-directional, street name,
//           suffix, post-directional, secondary unit abbreviation, secondary low and high, odd/even
//    15-21  city name, ZIP, plus4, ZIP low, ZIP+4 extension low, ZIP high, ZIP+4 extension high
//    22-29  composite SER code, state FIPS, state indicator, county FIPS, place FIPS, place class,
//           longitude, latitude
//    30-89  twenty triplets (district code source, district code, type of taxing authority)
//    90     present in some states' files; its meaning is not documented, so it is kept raw
// The rate file then gives each jurisdiction's dated rate: county FIPS joins rate rows of type 00,
// place FIPS type 01, and a triplet's (type of taxing authority, district code) the rows of that
// type and code (boundaryJurisdictions lists these keys).
//
// Normalisation: ZIP+4 extensions (and ZIP5s, states, counties, places) that lost their leading
// zeros are padded (an extension of "21" is 0021); the record type is upper-cased; empty triplets are
// dropped; blank optional fields are null. Dates follow Levy's [from, to) convention like the rates.
import { inEffect, type IsoDate } from '../dates.ts';
import { consumeLines, consumeText, dropTrailingEmpty, failure, splitCsvLine, type LineConsumer, type LineFailure } from './csv-lines.ts';
import { padDigits, readDateRange, stateOfFips } from './sst-rates.ts';

export type SstBoundaryType = 'Z' | '4' | 'A';

export interface SstStreetRange {
  /** House numbers as published: usually digits, but Wisconsin grid addresses (W156N11357) occur. */
  low: string | null;
  high: string | null;
  /** O odd, E even, B both (or null). */
  oddEven: string | null;
  preDirectional: string | null;
  name: string | null;
  suffix: string | null;
  postDirectional: string | null;
  secondaryAbbreviation: string | null;
  secondaryLow: string | null;
  secondaryHigh: string | null;
  secondaryOddEven: string | null;
}

/** One special taxing district covering a boundary record. */
export interface SstDistrict {
  /** Who assigned the code (e.g. "ST" for the state); null when blank. */
  source: string | null;
  code: string;
  /** The rate file's jurisdiction type of this district (e.g. "63"). */
  authorityType: string;
}

export interface SstBoundary {
  line: number;
  type: SstBoundaryType;
  from: IsoDate;
  /** Exclusive; null when open-ended. */
  to: IsoDate | null;
  /** Null when all eleven street columns are blank (ZIP5 and ZIP+4 records). */
  street: SstStreetRange | null;
  city: string | null;
  zip: string | null;
  plus4: string | null;
  zipLow: string | null;
  /** Four digits, zero-padded. */
  zipLowExt: string | null;
  zipHigh: string | null;
  zipHighExt: string | null;
  serCode: string | null;
  stateFips: string;
  stateIndicator: string | null;
  countyFips: string | null;
  placeFips: string | null;
  placeClass: string | null;
  /** Decimal text as published; coordinates are not used for tax, so no number is made of them. */
  longitude: string | null;
  latitude: string | null;
  districts: SstDistrict[];
  /** The 90th column where a file has one. */
  extra: string | null;
}

export type SstBoundaryLineParse = { ok: true; record: SstBoundary | null } | LineFailure;
export type SstBoundaryParse = { ok: true; state: string; records: SstBoundary[]; count: number } | LineFailure;

const MIN_COLUMNS = 89;
const MAX_COLUMNS = 90;
const FIRST_TRIPLET = 29;
const TRIPLETS = 20;
const COORDINATE = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

function blankToNull(text: string): string | null {
  return text === '' ? null : text;
}

/** An optional code of fixed width, padded; undefined when it is present but malformed. */
function optionalPadded(text: string, width: number): string | null | undefined {
  if (text === '') return null;
  return padDigits(text, width) ?? undefined;
}

/**
 * One line of a boundary file. A blank line gives `record: null` so a streaming caller can pass
 * every line it reads; a byte-order mark at the start is ignored.
 */
export function parseSstBoundaryLine(text: string, line: number): SstBoundaryLineParse {
  const clean = text.replace(/^\uFEFF/, '');
  if (clean.trim() === '') return { ok: true, record: null };
  const split = splitCsvLine(clean);
  if (typeof split === 'string') return failure(line, split);
  const cells = dropTrailingEmpty(split, MAX_COLUMNS);
  if (cells.length < MIN_COLUMNS || cells.length > MAX_COLUMNS)
    return failure(line, `Expected ${MIN_COLUMNS} or ${MAX_COLUMNS} columns, found ${cells.length}`);
  const c = (i: number) => cells[i]!;

  const type = c(0).toUpperCase();
  if (type !== 'Z' && type !== '4' && type !== 'A') return failure(line, `Record type "${c(0)}" is not Z, 4 or A`);
  const dates = readDateRange(c(1), c(2));
  if (typeof dates === 'string') return failure(line, dates);

  const codes = readCodes(cells);
  if (typeof codes === 'string') return failure(line, codes);
  const zips = readZips(cells, type);
  if (typeof zips === 'string') return failure(line, zips);
  const districts = readDistricts(cells);
  if (typeof districts === 'string') return failure(line, districts);
  const street = readStreet(cells);
  if (type === 'A' && street?.name == null) return failure(line, 'An address record (A) needs a street name (column 8)');

  for (const [index, label] of [
    [27, 'Longitude'],
    [28, 'Latitude'],
  ] as const) {
    if (c(index) !== '' && !COORDINATE.test(c(index))) return failure(line, `${label} "${c(index)}" is not a decimal number`);
  }

  return {
    ok: true,
    record: {
      line,
      type,
      ...dates,
      street,
      city: blankToNull(c(14)),
      ...zips,
      serCode: blankToNull(c(21)),
      ...codes,
      placeClass: blankToNull(c(26)),
      longitude: blankToNull(c(27)),
      latitude: blankToNull(c(28)),
      districts,
      extra: cells.length === MAX_COLUMNS ? blankToNull(c(89)) : null,
    },
  };
}

function readStreet(cells: string[]): SstStreetRange | null {
  if (cells.slice(3, 14).every((v) => v === '')) return null;
  const f = (i: number) => blankToNull(cells[i]!);
  return {
    low: f(3),
    high: f(4),
    oddEven: f(5)?.toUpperCase() ?? null,
    preDirectional: f(6),
    name: f(7),
    suffix: f(8),
    postDirectional: f(9),
    secondaryAbbreviation: f(10),
    secondaryLow: f(11),
    secondaryHigh: f(12),
    secondaryOddEven: f(13)?.toUpperCase() ?? null,
  };
}

function readCodes(cells: string[]): Pick<SstBoundary, 'stateFips' | 'stateIndicator' | 'countyFips' | 'placeFips'> | string {
  const stateFips = padDigits(cells[22]!, 2);
  if (stateFips === null || stateOfFips(stateFips) === null) return `State FIPS code "${cells[22]}" (column 23) is not a US state's`;
  const countyFips = optionalPadded(cells[24]!, 3);
  if (countyFips === undefined) return `County FIPS code "${cells[24]}" (column 25) is not up to three digits`;
  const placeFips = optionalPadded(cells[25]!, 5);
  if (placeFips === undefined) return `Place FIPS code "${cells[25]}" (column 26) is not up to five digits`;
  return { stateFips, stateIndicator: blankToNull(cells[23]!), countyFips, placeFips };
}

type Zips = Pick<SstBoundary, 'zip' | 'plus4' | 'zipLow' | 'zipLowExt' | 'zipHigh' | 'zipHighExt'>;

const ZIP_FIELDS = [
  ['zip', 15, 5, 'ZIP'],
  ['plus4', 16, 4, 'Plus4'],
  ['zipLow', 17, 5, 'ZIP low'],
  ['zipLowExt', 18, 4, 'ZIP+4 extension low'],
  ['zipHigh', 19, 5, 'ZIP high'],
  ['zipHighExt', 20, 4, 'ZIP+4 extension high'],
] as const;

/** Which ZIP columns each record type must fill. */
const REQUIRED: Record<SstBoundaryType, readonly (keyof Zips)[]> = {
  Z: ['zipLow', 'zipHigh'],
  '4': ['zipLow', 'zipLowExt', 'zipHigh', 'zipHighExt'],
  A: [],
};

function readZipField(text: string, width: number): string | null | undefined {
  // A ZIP5 that lost one or two leading zeros (a spreadsheet's doing) is still unambiguous; with
  // fewer than three digits left it is not a ZIP at all.
  if (width === 5 && text !== '' && text.length < 3) return undefined;
  return optionalPadded(text, width);
}

function readZips(cells: string[], type: SstBoundaryType): Zips | string {
  const zips: Partial<Zips> = {};
  for (const [key, index, width, label] of ZIP_FIELDS) {
    const text = cells[index]!;
    const value = readZipField(text, width);
    if (value === undefined) return `${label} "${text}" (column ${index + 1}) is not a ${width}-digit code`;
    if (value === null && REQUIRED[type].includes(key)) return `A ${type} record needs ${label} (column ${index + 1})`;
    zips[key] = value;
  }
  const z = zips as Zips;
  if (type === 'A' && z.zip === null && z.zipLow === null) return 'An address record (A) needs ZIP (column 16) or ZIP low (column 18)';
  const low = `${z.zipLow ?? ''}${type === '4' ? z.zipLowExt : ''}`;
  const high = `${z.zipHigh ?? ''}${type === '4' ? z.zipHighExt : ''}`;
  if (z.zipLow !== null && z.zipHigh !== null && low > high) return `The ZIP range ends (${high}) before it starts (${low})`;
  return z;
}

function readDistricts(cells: string[]): SstDistrict[] | string {
  const districts: SstDistrict[] = [];
  for (let t = 0; t < TRIPLETS; t++) {
    const at = FIRST_TRIPLET + t * 3;
    const [source, code, authorityType] = [cells[at]!, cells[at + 1]!, cells[at + 2]!];
    if (source === '' && code === '' && authorityType === '') continue;
    // A district that cannot be joined to a rate row would silently drop a tax: refuse it.
    if (code === '' || authorityType === '')
      return `District ${t + 1} (columns ${at + 1}-${at + 3}) needs both a district code and a type of taxing authority`;
    if (!/^\d{2}$/.test(authorityType))
      return `District ${t + 1}'s type of taxing authority "${authorityType}" (column ${at + 3}) is not a two-digit code`;
    districts.push({ source: blankToNull(source), code, authorityType });
  }
  return districts;
}

/**
 * What a parse keeps of each record: the record itself (the default), a smaller copy (the loader
 * keeps only what placing needs), or nothing (`null`: an import that only checks the file).
 */
export type KeepRecord = ((record: SstBoundary) => SstBoundary) | null;

/** A consumer that collects the records of one state's boundary file; `count` is every record read. */
function boundaryCollector(keep: KeepRecord = (r) => r): LineConsumer<SstBoundaryParse> {
  const records: SstBoundary[] = [];
  let count = 0;
  let state: string | null = null;
  return {
    take(text, line) {
      const parsed = parseSstBoundaryLine(text, line);
      if (!parsed.ok) return parsed;
      if (parsed.record === null) return undefined;
      state ??= parsed.record.stateFips;
      if (parsed.record.stateFips !== state)
        return failure(line, `State FIPS code ${parsed.record.stateFips} differs from the file's first record (${state})`);
      count++;
      if (keep !== null) records.push(keep(parsed.record));
      return undefined;
    },
    end(lastLine) {
      if (state === null) return failure(Math.max(lastLine, 1), 'The file has no boundary records');
      return { ok: true, state, records, count };
    },
  };
}

/** A whole boundary file held in memory. */
export function parseSstBoundaries(
  text: string,
  options: { onLine?: ((line: number, total: number) => void) | undefined; keep?: KeepRecord } = {},
): SstBoundaryParse {
  return consumeText(text, boundaryCollector(options.keep), options.onLine);
}

/** A boundary file as lines (for example from node:readline), without holding it as one string. */
export function parseSstBoundaryLines(lines: AsyncIterable<string> | Iterable<string>): Promise<SstBoundaryParse> {
  return consumeLines(lines, boundaryCollector());
}

/** The rate-file keys (jurisdiction type + code) of the jurisdictions a record places an address in. */
export function boundaryJurisdictions(record: SstBoundary): { jurisdictionType: string; jurisdictionFips: string }[] {
  const keys = [{ jurisdictionType: '45', jurisdictionFips: record.stateFips }];
  if (record.countyFips !== null) keys.push({ jurisdictionType: '00', jurisdictionFips: record.countyFips });
  if (record.placeFips !== null) keys.push({ jurisdictionType: '01', jurisdictionFips: record.placeFips });
  for (const d of record.districts) keys.push({ jurisdictionType: d.authorityType, jurisdictionFips: d.code });
  return keys;
}

// ---------------------------------------------------------------------------------------------
// Lookup
// ---------------------------------------------------------------------------------------------

export interface SstAddressQuery {
  /** Digits only ("1200"); anything else never matches an address range. */
  houseNumber: string | number;
  /** The street as a customer writes it: "Main", "N Main St" or "Main Street North" style. */
  street: string;
}

export interface BoundaryMatch {
  level: 'address' | 'zip4' | 'zip5';
  /** Several records when the file gives more than one at that level (a ZIP split by a border). */
  records: SstBoundary[];
}

export interface BoundaryIndex {
  /**
   * The most specific records in effect for a ZIP5, with an optional plus4 and street address: an
   * address range beats a ZIP+4 range, which beats a ZIP5 range; null when nothing covers the ZIP.
   */
  lookup(zip5: string, plus4?: string | null, address?: SstAddressQuery, date?: IsoDate): BoundaryMatch | null;
  /** The address-range records of a ZIP5, for callers with their own street matching. */
  addressRanges(zip5: string): readonly SstBoundary[];
}

interface Zip4Entry {
  low: string;
  high: string;
  record: SstBoundary;
}

/**
 * Indexes the records in effect on `date` by ZIP5. Building is linear in the records plus the ZIP5s
 * their ranges span; a lookup scans only its ZIP5's records.
 *
 * The address matcher is deliberately simple: it compares an upper-cased street with punctuation
 * removed against the record's name, with and without its directionals and suffix; it does not
 * standardise "Street" to "ST" or "North" to "N", ignores secondary units, and only matches
 * numeric house numbers against numeric ranges (not grid addresses such as W156N11357).
 */
export function indexBoundaries(records: Iterable<SstBoundary>, date?: IsoDate): BoundaryIndex {
  const zip5 = new Map<string, SstBoundary[]>();
  const zip4 = new Map<string, Zip4Entry[]>();
  const address = new Map<string, SstBoundary[]>();
  for (const record of records) {
    // Without a date the index keeps every record, and each lookup names its date instead.
    if (date !== undefined && !inEffect(date, record.from, record.to)) continue;
    if (record.type === 'Z') eachZip(record.zipLow!, record.zipHigh!, (z) => push(zip5, z, record));
    else if (record.type === '4') {
      const entry = { low: record.zipLow! + record.zipLowExt!, high: record.zipHigh! + record.zipHighExt!, record };
      eachZip(record.zipLow!, record.zipHigh!, (z) => push(zip4, z, entry));
    } else if (record.zip !== null) push(address, record.zip, record);
    else eachZip(record.zipLow!, record.zipHigh ?? record.zipLow!, (z) => push(address, z, record));
  }

  return {
    lookup(zip, plus4, query, on) {
      if (!/^\d{5}$/.test(zip)) return null;
      const current = (r: SstBoundary) => on === undefined || inEffect(on, r.from, r.to);
      if (query !== undefined) {
        const matched = (address.get(zip) ?? []).filter((r) => current(r) && addressMatches(r, query));
        if (matched.length > 0) return { level: 'address', records: matched };
      }
      const ext = plus4 == null ? null : padDigits(plus4, 4);
      if (ext !== null) {
        const key = zip + ext;
        const matched = (zip4.get(zip) ?? []).filter((e) => e.low <= key && key <= e.high && current(e.record)).map((e) => e.record);
        if (matched.length > 0) return { level: 'zip4', records: matched };
      }
      const ranges = (zip5.get(zip) ?? []).filter(current);
      return ranges.length === 0 ? null : { level: 'zip5', records: ranges };
    },
    addressRanges(zip) {
      return address.get(zip) ?? [];
    },
  };
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function eachZip(low: string, high: string, visit: (zip: string) => void): void {
  for (let z = Number(low); z <= Number(high); z++) visit(String(z).padStart(5, '0'));
}

function normaliseStreet(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^0-9A-Z]+/g, ' ')
    .trim();
}

/** The street as written with and without each optional part around the name. */
function streetForms(street: SstStreetRange): Set<string> {
  const forms = new Set<string>();
  for (const pre of [street.preDirectional, null])
    for (const suffix of [street.suffix, null])
      for (const post of [street.postDirectional, null])
        forms.add(normaliseStreet([pre, street.name, suffix, post].filter((p) => p !== null).join(' ')));
  return forms;
}

const formsOf = new WeakMap<SstBoundary, Set<string>>();

function addressMatches(record: SstBoundary, query: SstAddressQuery): boolean {
  const street = record.street;
  if (street === null || street.name === null) return false;
  const house = String(query.houseNumber).trim();
  if (!/^\d+$/.test(house) || street.low === null || street.high === null || !/^\d+$/.test(street.low) || !/^\d+$/.test(street.high))
    return false;
  const n = Number(house);
  if (n < Number(street.low) || n > Number(street.high)) return false;
  if (street.oddEven === 'O' && n % 2 === 0) return false;
  if (street.oddEven === 'E' && n % 2 === 1) return false;
  let forms = formsOf.get(record);
  if (forms === undefined) formsOf.set(record, (forms = streetForms(street)));
  return forms.has(normaliseStreet(query.street));
}
