// The official tables tests import (docs/tax-data.md, "Official tables built into the content"): the
// real files, read where CI has them (../shared/reference/data, beside the repository: see
// reference-data.ts), and edited copies written from them, as a later edition of a table would read.
// A test that reads them skips without them: `it.skipIf(withoutReferenceData(CDTFA_FILE))`.
import { Decimal } from 'decimal.js';
import { readReferenceFile } from './reference-data.ts';

export const CDTFA_NAME = 'SalesTaxRates1-1-26.csv';
export const IDOR_NAME = 'ordmache-2026-01.txt';
/** The files under ../shared/reference/data, for withoutReferenceData. */
export const CDTFA_FILE = `ca-cdtfa/${CDTFA_NAME}`;
export const IDOR_FILE = `il-idor/${IDOR_NAME}`;
export const cdtfaCsv = () => readReferenceFile(CDTFA_FILE);
export const idorText = () => readReferenceFile(IDOR_FILE, 'latin1');

/**
 * CDTFA's table with rows raised: `raise(location, county)` gives the percentage points to add to a
 * row's combined rate (null: as it is). Rates are written as exact decimal fractions.
 */
export function raisedCdtfa(csv: string, raise: (location: string, county: string) => string | null): string {
  return csv
    .split(/\r?\n/)
    .map((line) => {
      const m = /^([^,]+),(\d[^,]*),([^,]+),(City|County)(.*)$/.exec(line);
      const by = m === null ? null : raise(m[1]!, m[3]!);
      if (m === null || by === null) return line;
      return `${m[1]},${new Decimal(m[2]!).plus(new Decimal(by).dividedBy(100)).toDecimalPlaces(6).toString()},${m[3]},${m[4]}${m[5]}`;
    })
    .join('\n');
}

/**
 * The table effective 2026-04-01 as these tests write it: Arcata (Humboldt County) 0.25 points
 * higher, and Santa Clara County's new 0.625% measure from that day, which the built-in content
 * already schedules (a table of that day states it; one without it contradicts the content).
 */
export const CDTFA_APRIL_NAME = 'SalesTaxRates4-1-26.csv';
export const cdtfaApril = (csv = cdtfaCsv()) =>
  raisedCdtfa(csv, (location, county) => (location === 'Arcata' ? '0.25' : county === 'Santa Clara' ? '0.625' : null));
