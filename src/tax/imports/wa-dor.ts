// Parses two of the Washington Department of Revenue's free quarterly files (Washington is an SST
// member but publishes its own formats; field lists from dor.wa.gov's data field descriptions):
// - the rate table: Name, Code, State, Local, RTA, Rate, Effective, Expiration
// - the ZIP+4 file: ZIP, PLUS4_LOW, PLUS4_HIGH, CODE, STATE, LOCAL, TOT_RATE, EFF_START, EFF_END
// Both start with a header row, which is checked (case, spaces, underscores and a trailing "Date"
// aside) so a column moved by the publisher is an error, not a shifted rate.
//
// As in the SST parsers: rates are fractions kept as decimal strings (".0400" -> "0.04", percent
// "4"), dates become ISO on Levy's [from, to) convention (`to` is the day after the last day, null
// when blank or 29991231/99991231). Dates may be YYYYMMDD, YYYY-MM-DD or M/D/YYYY, since the field
// lists do not say which the files use. Location codes are four digits, zero-padded ("607" -> "0607").
// The ZIP+4 file's TOT_RATE must equal STATE + LOCAL (DOR: LOCAL already includes any RTA rate); the
// rate table is not summed, because what its RTA column holds (a flag or a rate) is not documented.
/** The DOR's downloadable database page: the source of record of the rate table's rows. */
export const WA_DOR_RATES_URL = 'https://dor.wa.gov/taxes-rates/sales-use-tax-rates/downloadable-database';

import { addDays, type IsoDate } from '../dates.ts';
import { Exact } from '../exact.ts';
import { consumeLines, consumeText, dropTrailingEmpty, failure, splitCsvLine, type LineConsumer, type LineFailure } from './csv-lines.ts';
import { daysInMonth, padDigits, readRate, ymdToIso, type SstRate } from './sst-rates.ts';

export interface WaRateRow {
  line: number;
  name: string;
  /** Four-digit location code. */
  code: string;
  state: SstRate;
  local: SstRate;
  /** Whether the Regional Transit Authority tax applies: from a Y/N flag, or a rate above zero. */
  rtaApplies: boolean | null;
  /** The RTA rate when the column holds a rate rather than a flag. */
  rtaRate: SstRate | null;
  rate: SstRate;
  from: IsoDate;
  to: IsoDate | null;
}

export interface WaZip4Row {
  line: number;
  zip: string;
  /** Four digits, zero-padded. */
  plus4Low: string;
  plus4High: string;
  code: string;
  state: SstRate;
  local: SstRate;
  total: SstRate;
  from: IsoDate;
  to: IsoDate | null;
}

export type WaRateParse = { ok: true; rows: WaRateRow[] } | LineFailure;
export type WaZip4Parse = { ok: true; rows: WaZip4Row[] } | LineFailure;

export const WA_RATE_HEADER = ['Name', 'Code', 'State', 'Local', 'RTA', 'Rate', 'Effective', 'Expiration'] as const;
export const WA_ZIP4_HEADER = ['ZIP', 'PLUS4_LOW', 'PLUS4_HIGH', 'CODE', 'STATE', 'LOCAL', 'TOT_RATE', 'EFF_START', 'EFF_END'] as const;

const OPEN_ENDED = new Set(['29991231', '99991231', '2999-12-31', '9999-12-31', '12/31/2999', '12/31/9999']);

/** A date in any of the three accepted forms, as ISO; null when it is none of them. */
export function readWaDate(text: string): IsoDate | null {
  if (/^\d{8}$/.test(text)) return ymdToIso(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso !== null) return ymdToIso(iso[1]! + iso[2]! + iso[3]!);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us === null) return null;
  const [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return ymdToIso(`${us[3]}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`);
}

function readWaDates(fromText: string, toText: string): { from: IsoDate; to: IsoDate | null } | string {
  const from = readWaDate(fromText);
  if (from === null) return `Effective date "${fromText}" is not a date (YYYYMMDD, YYYY-MM-DD or M/D/YYYY)`;
  if (toText === '' || OPEN_ENDED.has(toText)) return { from, to: null };
  const last = readWaDate(toText);
  if (last === null) return `Expiration date "${toText}" is not a date (YYYYMMDD, YYYY-MM-DD or M/D/YYYY)`;
  if (last < from) return `Expiration date ${toText} is before effective date ${fromText}`;
  return { from, to: addDays(last, 1) };
}

function requiredRate(text: string, what: string): SstRate | string {
  const rate = readRate(text, what);
  return rate === null ? `${what} is blank` : rate;
}

function headerKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/date$/, '');
}

/**
 * A consumer for a file with a header row: checks the header against `expected`, then hands each
 * row's cells (exactly `expected.length` of them) to `row`.
 */
function tableCollector<T>(
  expected: readonly string[],
  row: (cells: string[], line: number) => T | string,
): LineConsumer<{ ok: true; rows: T[] } | LineFailure> {
  const rows: T[] = [];
  let headerSeen = false;
  return {
    take(text, line) {
      const split = splitCsvLine(text);
      if (typeof split === 'string') return failure(line, split);
      const cells = dropTrailingEmpty(split, expected.length);
      if (!headerSeen) {
        const same = cells.length === expected.length && cells.every((c, i) => headerKey(c) === headerKey(expected[i]!));
        if (!same) return failure(line, `The file must start with the header ${expected.join(',')}`);
        headerSeen = true;
        return undefined;
      }
      if (cells.length !== expected.length) return failure(line, `Expected ${expected.length} columns, found ${cells.length}`);
      const parsed = row(cells, line);
      if (typeof parsed === 'string') return failure(line, parsed);
      rows.push(parsed);
      return undefined;
    },
    end(lastLine) {
      if (!headerSeen) return failure(Math.max(lastLine, 1), 'The file is empty');
      return { ok: true, rows };
    },
  };
}

function readCode(text: string): string | null {
  return padDigits(text, 4);
}

function readRta(text: string): Pick<WaRateRow, 'rtaApplies' | 'rtaRate'> | string {
  if (text === '') return { rtaApplies: null, rtaRate: null };
  const flag = text.toUpperCase();
  if (flag === 'Y' || flag === 'YES' || flag === 'TRUE') return { rtaApplies: true, rtaRate: null };
  if (flag === 'N' || flag === 'NO' || flag === 'FALSE') return { rtaApplies: false, rtaRate: null };
  const rate = readRate(text, 'RTA');
  if (typeof rate === 'string') return `RTA "${text}" is neither Y/N nor a rate`;
  return { rtaApplies: rate !== null && rate.fraction !== '0', rtaRate: rate };
}

function rateRow(cells: string[], line: number): WaRateRow | string {
  const [name, codeText, stateText, localText, rtaText, rateText, fromText, toText] = cells as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (name === '') return 'Name is blank';
  const code = readCode(codeText);
  if (code === null) return `Code "${codeText}" is not a location code of up to four digits`;
  const state = requiredRate(stateText, 'State');
  if (typeof state === 'string') return state;
  const local = requiredRate(localText, 'Local');
  if (typeof local === 'string') return local;
  const rta = readRta(rtaText);
  if (typeof rta === 'string') return rta;
  const rate = requiredRate(rateText, 'Rate');
  if (typeof rate === 'string') return rate;
  const dates = readWaDates(fromText, toText);
  if (typeof dates === 'string') return dates;
  return { line, name, code, state, local, ...rta, rate, ...dates };
}

function zip4Row(cells: string[], line: number): WaZip4Row | string {
  const [zipText, lowText, highText, codeText, stateText, localText, totalText, fromText, toText] = cells as [
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
  if (!/^\d{5}$/.test(zipText)) return `ZIP "${zipText}" is not a five-digit ZIP code`;
  const plus4Low = padDigits(lowText, 4);
  if (plus4Low === null) return `PLUS4_LOW "${lowText}" is not a ZIP+4 extension of up to four digits`;
  const plus4High = padDigits(highText, 4);
  if (plus4High === null) return `PLUS4_HIGH "${highText}" is not a ZIP+4 extension of up to four digits`;
  if (plus4High < plus4Low) return `PLUS4_HIGH ${plus4High} is below PLUS4_LOW ${plus4Low}`;
  const code = readCode(codeText);
  if (code === null) return `CODE "${codeText}" is not a location code of up to four digits`;
  const state = requiredRate(stateText, 'STATE');
  if (typeof state === 'string') return state;
  const local = requiredRate(localText, 'LOCAL');
  if (typeof local === 'string') return local;
  const total = requiredRate(totalText, 'TOT_RATE');
  if (typeof total === 'string') return total;
  if (!sumsTo(state, local, total)) return `TOT_RATE ${totalText} is not STATE + LOCAL (${stateText} + ${localText})`;
  const dates = readWaDates(fromText, toText);
  if (typeof dates === 'string') return dates;
  return { line, zip: zipText, plus4Low, plus4High, code, state, local, total, ...dates };
}

/** Exact decimal arithmetic: 0.065 + 0.036 is 0.101, which binary floats do not promise. */
function sumsTo(a: SstRate, b: SstRate, total: SstRate): boolean {
  return Exact.parse(a.fraction).plus(Exact.parse(b.fraction)).equals(Exact.parse(total.fraction));
}

export function parseWaRates(text: string, onLine?: (line: number, total: number) => void): WaRateParse {
  return consumeText(text, tableCollector(WA_RATE_HEADER, rateRow), onLine);
}

export function parseWaRateLines(lines: AsyncIterable<string> | Iterable<string>): Promise<WaRateParse> {
  return consumeLines(lines, tableCollector(WA_RATE_HEADER, rateRow));
}

export function parseWaZip4(text: string, onLine?: (line: number, total: number) => void): WaZip4Parse {
  return consumeText(text, tableCollector(WA_ZIP4_HEADER, zip4Row), onLine);
}

export function parseWaZip4Lines(lines: AsyncIterable<string> | Iterable<string>): Promise<WaZip4Parse> {
  return consumeLines(lines, tableCollector(WA_ZIP4_HEADER, zip4Row));
}
