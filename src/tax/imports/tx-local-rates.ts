// Parses the Texas Comptroller's tax jurisdiction rates file (tax_jurisdiction_rates-<YYYY>Q<q>.csv,
// one of the quarterly files of the Comptroller's sales tax address data): every local taxing
// jurisdiction with its local code and its rate, one a line. Three quoted, comma-separated columns
// after a header line "Name","TAID","Tax Rate"; lines may be padded with spaces:
//   "SAN ANTONIO","2015012",".0125000"
// - Name: the jurisdiction's name as the Comptroller writes it (upper case; a county by its name
//   alone, "TOM GREEN"; abbreviations such as "CRIME CONT", "ESD 4(1)").
// - TAID: the Comptroller's seven-digit local code, as its quarterly rate-change notices print it
//   ("Bowie Co. 4019009"): the first digit the kind of jurisdiction (2 a city, 3 a transit authority,
//   4 a county, 5 and 6 special purpose districts and the parts of districts and cities the
//   Comptroller codes apart), the next three the Comptroller's county number (counties numbered
//   alphabetically, 001 Anderson ... 254 Zavala), the last three its own.
// - Tax Rate: the local rate as a fraction (".0125000" = 1.25 %).
// The file has no dates: it is the rate of each jurisdiction in the quarter its name gives.
//
// Decisions: rates stay decimal text (normalised, and as a percent, with Exact); a code of
// another shape, a rate that is not a fraction, or a code listed twice is refused with its line.
import { Exact, HUNDRED, ONE } from '../exact.ts';
import { consumeText, failure, splitCsvLine, type LineFailure } from './csv-lines.ts';

export type TxJurisdictionKind = 'city' | 'transit' | 'county' | 'district';

export interface TxLocalRateRow {
  /** Line of the file, from 1. */
  line: number;
  name: string;
  /** The seven-digit local code (TAID). */
  code: string;
  kind: TxJurisdictionKind;
  /** The code's first digit ("2" city, "3" transit, "4" county, "5"/"6" districts). */
  kindDigit: string;
  /** The Comptroller's county number in the code, 1-254. */
  countyNumber: number;
  /** The rate as the file gives it, normalised ("0.0125"), and as a percent ("1.25"). */
  fraction: string;
  percent: string;
}

export type TxLocalRatesParse = { ok: true; rows: TxLocalRateRow[] } | LineFailure;

const HEADER = ['name', 'taid', 'tax rate'];
const KIND_OF_DIGIT: Record<string, TxJurisdictionKind> = { '2': 'city', '3': 'transit', '4': 'county', '5': 'district', '6': 'district' };
const RATE_TEXT = /^(\d+(\.\d*)?|\.\d+)$/;

/** The file's rows; a failure names the first line that cannot be read. */
export function parseTxLocalRates(text: string): TxLocalRatesParse {
  const rows: TxLocalRateRow[] = [];
  const seen = new Map<string, number>();
  let header = false;
  return consumeText(text, {
    take(raw, line) {
      const cells = splitCsvLine(raw.trim());
      if (typeof cells === 'string') return failure(line, cells);
      if (!header) {
        if (cells.length !== 3 || cells.some((c, i) => c.toLowerCase() !== HEADER[i]))
          return failure(line, `expected the header "Name","TAID","Tax Rate", not ${raw.trim()}`);
        header = true;
        return undefined;
      }
      if (cells.length !== 3) return failure(line, `expected 3 columns (Name, TAID, Tax Rate), found ${cells.length}`);
      const [name, code, rate] = cells as [string, string, string];
      if (name === '') return failure(line, 'no name');
      if (!/^\d{7}$/.test(code)) return failure(line, `local code "${code}" is not seven digits`);
      const kind = KIND_OF_DIGIT[code[0]!];
      if (kind === undefined)
        return failure(
          line,
          `local code ${code} starts with ${code[0]}, which is no kind of local jurisdiction (2 city, 3 transit, 4 county, 5 or 6 district)`,
        );
      const countyNumber = Number(code.slice(1, 4));
      if (countyNumber < 1 || countyNumber > 254)
        return failure(line, `local code ${code} names county number ${code.slice(1, 4)}, not 001-254`);
      if (!RATE_TEXT.test(rate)) return failure(line, `rate "${rate}" is not a decimal fraction`);
      const fraction = Exact.parse(rate);
      if (fraction.greaterThan(ONE)) return failure(line, `rate "${rate}" is above 1: rates are fractions (.0125 = 1.25 %)`);
      const before = seen.get(code);
      if (before !== undefined) return failure(line, `local code ${code} is listed on line ${before} already`);
      seen.set(code, line);
      rows.push({
        line,
        name,
        code,
        kind,
        kindDigit: code[0]!,
        countyNumber,
        fraction: fraction.toFixed(),
        percent: fraction.times(HUNDRED).toFixed(),
      });
      return undefined;
    },
    end(last) {
      if (!header) return failure(Math.max(last, 1), 'empty file: no header "Name","TAID","Tax Rate"');
      return { ok: true as const, rows };
    },
  });
}

/** The year and quarter a file's name gives (tax_jurisdiction_rates-2025Q3.csv: 2025, 3), or null. */
export function txRatesFileQuarter(fileName: string): { year: number; quarter: number } | null {
  const m = /tax_jurisdiction_rates-(\d{4})Q([1-4])\.csv$/i.exec(fileName);
  return m === null ? null : { year: Number(m[1]), quarter: Number(m[2]) };
}
