// Parses a Streamlined Sales Tax (SST) rate file: the free quarterly file each SST member state
// publishes through the Governing Board. No header, nine columns:
//   state FIPS, jurisdiction type, jurisdiction FIPS, general rate intrastate, general rate
//   interstate, food/drug rate intrastate, food/drug rate interstate, effective from, effective to
// Rates are fractions (0.0050 = 0.5 %); dates are YYYYMMDD with 29991231 or 99991231 for "no end".
// A file carries history: several rows for one jurisdiction with consecutive date ranges.
//
// Decisions:
// - Rates stay decimal strings, never JS numbers: each is normalised ("0.0050" -> "0.005") and
//   converted to Levy's percent form ("0.5") with Exact.
// - A blank rate column is absent (null), not zero. Zero means "exempt" (Georgia's food rate is 0);
//   blank means the file says nothing, and whoever stores the row decides what that implies.
// - Dates become ISO dates on Levy's [from, to) convention (see src/tax/dates.ts inEffect): `to` is
//   the day after the file's inclusive last day, and null when the file marks the row open-ended.
// - Overlapping rows are not rejected: Wisconsin's 2026Q2 file really has one (county 078 ends on
//   2020-03-31 and its next row starts that day). findRateOverlaps lists them; indexRates lets the
//   later-starting row win, which is what a publisher correcting a range means.
/** The Streamlined Sales Tax Governing Board's page that links every member state's current rate and boundary files: the source of record of their rows. */
export const SST_FILES_PAGE = 'https://www.streamlinedsalestax.org/Shared-Pages/rate-and-boundary-files';

import { addDays, type IsoDate } from '../dates.ts';
import { Exact, HUNDRED, ONE } from '../exact.ts';
import { consumeLines, consumeText, dropTrailingEmpty, failure, splitCsvLine, type LineConsumer, type LineFailure } from './csv-lines.ts';

/** A rate as the file gives it (a fraction, normalised) and as Levy stores rates (a percent). */
export interface SstRate {
  /** "0.06875" */
  fraction: string;
  /** "6.875" */
  percent: string;
}

export type SstJurisdictionKind = 'state' | 'county' | 'city' | 'district';

export interface SstRateRow {
  /** Line of the file the row came from, for messages later on. */
  line: number;
  /** Two digits: "27". */
  stateFips: string;
  /** The file's two-digit code: 45 state, 00 county, 01 city, other codes special districts. */
  jurisdictionType: string;
  kind: SstJurisdictionKind;
  /** State (2 digits), county (3) and city (5) codes zero-padded; district codes as published. */
  jurisdictionFips: string;
  generalIntrastate: SstRate | null;
  generalInterstate: SstRate | null;
  foodDrugIntrastate: SstRate | null;
  foodDrugInterstate: SstRate | null;
  from: IsoDate;
  /** Exclusive: the first day the row no longer applies; null when open-ended. */
  to: IsoDate | null;
}

export type SstRateParse = { ok: true; state: string; rows: SstRateRow[] } | LineFailure;
export type SstRateLineParse = { ok: true; row: SstRateRow } | LineFailure;

export const SST_RATE_COLUMNS = 9;

/** USPS code -> FIPS state code, for the 50 states and DC (SST members are a subset). */
export const STATE_FIPS: Readonly<Record<string, string>> = {
  AL: '01',
  AK: '02',
  AZ: '04',
  AR: '05',
  CA: '06',
  CO: '08',
  CT: '09',
  DE: '10',
  DC: '11',
  FL: '12',
  GA: '13',
  HI: '15',
  ID: '16',
  IL: '17',
  IN: '18',
  IA: '19',
  KS: '20',
  KY: '21',
  LA: '22',
  ME: '23',
  MD: '24',
  MA: '25',
  MI: '26',
  MN: '27',
  MS: '28',
  MO: '29',
  MT: '30',
  NE: '31',
  NV: '32',
  NH: '33',
  NJ: '34',
  NM: '35',
  NY: '36',
  NC: '37',
  ND: '38',
  OH: '39',
  OK: '40',
  OR: '41',
  PA: '42',
  RI: '44',
  SC: '45',
  SD: '46',
  TN: '47',
  TX: '48',
  UT: '49',
  VT: '50',
  VA: '51',
  WA: '53',
  WV: '54',
  WI: '55',
  WY: '56',
};

const ABBREVIATION_OF_FIPS = new Map(Object.entries(STATE_FIPS).map(([abbr, fips]) => [fips, abbr]));

/** The USPS code of a two-digit FIPS state code, or null. */
export function stateOfFips(fips: string): string | null {
  return ABBREVIATION_OF_FIPS.get(fips) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Field readers (shared with the boundary and Washington parsers)
// ---------------------------------------------------------------------------------------------

/** Effective-to values that mean "until further notice". */
const OPEN_ENDED = new Set(['29991231', '99991231']);
const RATE_TEXT = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * A YYYYMMDD calendar date as ISO, or null when it is not one (20260230 is not). Years before 1900
 * are refused: no sales-tax file goes back that far, and Date.UTC reads years 0-99 as 19xx.
 */
export function ymdToIso(text: string): IsoDate | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (m === null) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A file's effective-from and inclusive effective-to as a [from, to) pair; a string is the error. */
export function readDateRange(fromText: string, toText: string): { from: IsoDate; to: IsoDate | null } | string {
  const from = ymdToIso(fromText);
  if (from === null) return `Effective-from "${fromText}" is not a date in the form YYYYMMDD`;
  if (OPEN_ENDED.has(toText)) return { from, to: null };
  const last = ymdToIso(toText);
  if (last === null) return `Effective-to "${toText}" is not a date in the form YYYYMMDD (29991231 or 99991231 for no end)`;
  if (last < from) return `Effective-to ${toText} is before effective-from ${fromText}`;
  return { from, to: addDays(last, 1) };
}

/**
 * A rate fraction between 0 and 1 in decimal form; null for a blank cell; a string is the error.
 * `what` names the column in messages.
 */
export function readRate(text: string, what: string): SstRate | null | string {
  if (text === '') return null;
  if (!RATE_TEXT.test(text)) return `${what} "${text}" is not a decimal rate`;
  const fraction = Exact.parse(text);
  // Percent figures (6.875) would pass the pattern; a rate above 1 is always one of those.
  if (fraction.greaterThan(ONE)) return `${what} "${text}" is above 1: rates are fractions (0.065 = 6.5 %)`;
  return { fraction: fraction.toFixed(), percent: fraction.times(HUNDRED).toFixed() };
}

/** Digits only, left-padded with zeros to `width`; null when empty, too long or not digits. */
export function padDigits(text: string, width: number): string | null {
  if (!/^\d+$/.test(text) || text.length > width) return null;
  return text.padStart(width, '0');
}

// ---------------------------------------------------------------------------------------------
// Rate rows
// ---------------------------------------------------------------------------------------------

const KIND_OF_TYPE: Record<string, SstJurisdictionKind> = { '45': 'state', '00': 'county', '01': 'city' };
/** Fixed code widths; a district's code has no fixed width, so it is kept as published. */
const FIPS_WIDTH: Record<SstJurisdictionKind, number | null> = { state: 2, county: 3, city: 5, district: null };

const RATE_COLUMNS = [
  ['generalIntrastate', 'General intrastate rate'],
  ['generalInterstate', 'General interstate rate'],
  ['foodDrugIntrastate', 'Food/drug intrastate rate'],
  ['foodDrugInterstate', 'Food/drug interstate rate'],
] as const;

/**
 * One line of a rate file. A blank line (or one holding only a byte-order mark) is an error here:
 * callers that feed raw lines should skip blanks, as parseSstRates does.
 */
export function parseSstRateLine(text: string, line: number): SstRateLineParse {
  const split = splitCsvLine(text.replace(/^\uFEFF/, ''));
  if (typeof split === 'string') return failure(line, split);
  const cells = dropTrailingEmpty(split, SST_RATE_COLUMNS);
  if (cells.length !== SST_RATE_COLUMNS) return failure(line, `Expected ${SST_RATE_COLUMNS} columns, found ${cells.length}`);
  const [stateText, type, fipsText, , , , , fromText, toText] = cells as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];

  const stateFips = padDigits(stateText, 2);
  if (stateFips === null || stateOfFips(stateFips) === null) return failure(line, `State FIPS code "${stateText}" is not a US state's`);
  if (!/^\d{2}$/.test(type)) return failure(line, `Jurisdiction type "${type}" is not a two-digit code`);
  const kind = KIND_OF_TYPE[type] ?? 'district';
  const jurisdictionFips = readJurisdictionFips(fipsText, kind);
  if (jurisdictionFips === null) return failure(line, `Jurisdiction FIPS code "${fipsText}" is not a valid ${kind} code`);

  const rates: Partial<Record<(typeof RATE_COLUMNS)[number][0], SstRate | null>> = {};
  for (const [index, [key, label]] of RATE_COLUMNS.entries()) {
    const rate = readRate(cells[3 + index]!, label);
    if (typeof rate === 'string') return failure(line, rate);
    rates[key] = rate;
  }
  const dates = readDateRange(fromText, toText);
  if (typeof dates === 'string') return failure(line, dates);

  return {
    ok: true,
    row: {
      line,
      stateFips,
      jurisdictionType: type,
      kind,
      jurisdictionFips,
      generalIntrastate: rates.generalIntrastate!,
      generalInterstate: rates.generalInterstate!,
      foodDrugIntrastate: rates.foodDrugIntrastate!,
      foodDrugInterstate: rates.foodDrugInterstate!,
      ...dates,
    },
  };
}

function readJurisdictionFips(text: string, kind: SstJurisdictionKind): string | null {
  const width = FIPS_WIDTH[kind];
  if (width !== null) return padDigits(text, width);
  return /^[0-9A-Za-z]+$/.test(text) ? text : null;
}

/** A consumer that collects the rows of one state's rate file. */
function rateCollector(): LineConsumer<SstRateParse> {
  const rows: SstRateRow[] = [];
  let state: string | null = null;
  return {
    take(text, line) {
      const parsed = parseSstRateLine(text, line);
      if (!parsed.ok) return parsed;
      // One file is one state's: a row of another state means a concatenated or damaged file.
      state ??= parsed.row.stateFips;
      if (parsed.row.stateFips !== state)
        return failure(line, `State FIPS code ${parsed.row.stateFips} differs from the file's first row (${state})`);
      rows.push(parsed.row);
      return undefined;
    },
    end(lastLine) {
      if (state === null) return failure(Math.max(lastLine, 1), 'The file has no rate rows');
      return { ok: true, state, rows };
    },
  };
}

/** A whole rate file held in memory. */
export function parseSstRates(text: string, onLine?: (line: number, total: number) => void): SstRateParse {
  return consumeText(text, rateCollector(), onLine);
}

/** A rate file as lines (for example from node:readline). */
export function parseSstRateLines(lines: AsyncIterable<string> | Iterable<string>): Promise<SstRateParse> {
  return consumeLines(lines, rateCollector());
}

// ---------------------------------------------------------------------------------------------
// After parsing
// ---------------------------------------------------------------------------------------------

/** Two rows of one jurisdiction whose date ranges share at least one day. */
export interface SstRateOverlap {
  first: SstRateRow;
  second: SstRateRow;
}

function jurisdictionKey(type: string, fips: string): string {
  return `${type}:${fips}`;
}

function byJurisdiction(rows: readonly SstRateRow[]): Map<string, SstRateRow[]> {
  const groups = new Map<string, SstRateRow[]>();
  for (const row of rows) {
    const key = jurisdictionKey(row.jurisdictionType, row.jurisdictionFips);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }
  for (const group of groups.values()) group.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.line - b.line));
  return groups;
}

/** Rows of one jurisdiction in force on a common day (sorted by start, so O(n log n)). */
export function findRateOverlaps(rows: readonly SstRateRow[]): SstRateOverlap[] {
  const overlaps: SstRateOverlap[] = [];
  for (const group of byJurisdiction(rows).values()) {
    // Against the row reaching furthest so far: a long row can overlap several later ones.
    let reach = group[0]!;
    for (const row of group.slice(1)) {
      if (reach.to === null || row.from < reach.to) overlaps.push({ first: reach, second: row });
      if (reach.to !== null && (row.to === null || row.to > reach.to)) reach = row;
    }
  }
  return overlaps;
}

/**
 * A lookup of the row in force for a jurisdiction (type + FIPS code, as in the file and in boundary
 * records) on a date. Where rows overlap, the later-starting one wins.
 */
export function indexRates(
  rows: readonly SstRateRow[],
): (jurisdictionType: string, jurisdictionFips: string, date: IsoDate) => SstRateRow | undefined {
  const groups = byJurisdiction(rows);
  return (type, fips, date) => {
    const group = groups.get(jurisdictionKey(type, fips));
    if (group === undefined) return undefined;
    for (let i = group.length - 1; i >= 0; i--) {
      const row = group[i]!;
      if (row.from <= date && (row.to === null || date < row.to)) return row;
    }
    return undefined;
  };
}

// ---------------------------------------------------------------------------------------------
// File names
// ---------------------------------------------------------------------------------------------

export interface SstFileName {
  /** USPS state code: "MN". */
  state: string;
  /** R: rates, B: boundaries. */
  kind: 'R' | 'B';
  year: number;
  quarter: 1 | 2 | 3 | 4;
  /** The publication date in the name, as ISO. */
  published: IsoDate;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
// <state><R|B><year>Q<quarter><MON><DD>, then optionally a suffix ("-sample") and an extension.
const FILE_NAME = /^([A-Z]{2})([RB])(\d{4})Q([1-4])([A-Z]{3})(\d{2})(?:[-_ ][^/\\]*?)?(?:\.(?:csv|txt|zip))?$/i;

/**
 * What a file name such as "MNR2026Q2FEB18.csv" says, or null. A directory part is ignored.
 * The name carries no publication year: files are published before or during their quarter, so a
 * month after the quarter's last one belongs to the year before (a Q1 file of December).
 */
export function parseSstFileName(name: string): SstFileName | null {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const m = FILE_NAME.exec(base);
  if (m === null) return null;
  const state = m[1]!.toUpperCase();
  if (STATE_FIPS[state] === undefined) return null;
  const year = Number(m[3]);
  const quarter = Number(m[4]) as 1 | 2 | 3 | 4;
  const month = MONTHS.indexOf(m[5]!.toUpperCase()) + 1;
  const day = Number(m[6]);
  if (month === 0) return null;
  const publishedYear = month > quarter * 3 ? year - 1 : year;
  if (day < 1 || day > daysInMonth(publishedYear, month)) return null;
  const published = `${publishedYear}-${String(month).padStart(2, '0')}-${m[6]}`;
  return { state, kind: m[2]!.toUpperCase() as 'R' | 'B', year, quarter, published };
}
