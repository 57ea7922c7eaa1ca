// Parses a ZIP-level rate table in the widely used layout (one file per state, or several
// concatenated): State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate,EstimatedCountyRate,
// EstimatedCityRate,EstimatedSpecialRate,RiskLevel. Rates are fractions (0.0950). RiskLevel is the
// publisher's flag: 1 when the whole ZIP code lies in one city and county, higher the more boundary
// lines it crosses (Avalara, "What are the new columns for risk levels on the rates files",
// help.avalara.com); blank when the table does not say.
import { US_STATES } from '../address/us.ts';
import { consumeText, failure, splitCsvLine, type LineFailure } from './csv-lines.ts';

export const ZIP_RATE_HEADER = [
  'State',
  'ZipCode',
  'TaxRegionName',
  'EstimatedCombinedRate',
  'StateRate',
  'EstimatedCountyRate',
  'EstimatedCityRate',
  'EstimatedSpecialRate',
  'RiskLevel',
] as const;

/** One row of the table, rates as published. */
export interface ParsedZipRate {
  state: string;
  zip: string;
  regionName: string;
  combinedRate: string;
  stateRate: string;
  countyRate: string;
  cityRate: string;
  specialRate: string;
  riskLevel: number | null;
}

export type ZipRateParse = { ok: true; rows: ParsedZipRate[] } | LineFailure;

const RATE = /^(0(\.\d{1,6})?|1(\.0{1,6})?|\.\d{1,6})$/;

export function parseZipRateCsv(text: string, onLine?: (line: number, total: number) => void): ZipRateParse {
  const rows: ParsedZipRate[] = [];
  const seen = new Set<string>();
  let headerSeen = false;
  return consumeText(
    text,
    {
      take(line, number) {
        const cells = splitCsvLine(line);
        if (typeof cells === 'string') return failure(number, cells);
        // Concatenated per-state files repeat the header.
        if (cells[0] === 'State' && cells[1] === 'ZipCode') {
          if (cells.join(',') !== ZIP_RATE_HEADER.join(',')) return failure(number, `The header must be ${ZIP_RATE_HEADER.join(',')}`);
          headerSeen = true;
          return undefined;
        }
        if (!headerSeen) return failure(number, `The file must start with the header ${ZIP_RATE_HEADER.join(',')}`);
        if (cells.length !== ZIP_RATE_HEADER.length)
          return failure(number, `Expected ${ZIP_RATE_HEADER.length} columns, found ${cells.length}`);
        const [state, zip, regionName, combined, stateRate, county, city, special, risk] = cells as [
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
        if (!Object.hasOwn(US_STATES, state)) return failure(number, `"${state.slice(0, 20)}" is not a US state code`);
        if (!/^\d{5}$/.test(zip)) return failure(number, `"${zip.slice(0, 20)}" is not a five-digit ZIP code`);
        if (seen.has(zip)) return failure(number, `ZIP code ${zip} appears twice`);
        for (const [name, value] of [
          ['EstimatedCombinedRate', combined],
          ['StateRate', stateRate],
          ['EstimatedCountyRate', county],
          ['EstimatedCityRate', city],
          ['EstimatedSpecialRate', special],
        ] as const) {
          if (!RATE.test(value))
            return failure(number, `${name} "${value.slice(0, 20)}" is not a rate between 0 and 1 with up to six decimals`);
        }
        // The publisher's levels are small numbers; a longer one is not a risk level (and would not fit the column).
        if (risk !== '' && !/^\d{1,3}$/.test(risk))
          return failure(number, `RiskLevel "${risk.slice(0, 20)}" is not a whole number from 0 to 999`);
        seen.add(zip);
        rows.push({
          state,
          zip,
          regionName: regionName.trim(),
          combinedRate: combined,
          stateRate,
          countyRate: county,
          cityRate: city,
          specialRate: special,
          riskLevel: risk === '' ? null : Number(risk),
        });
        return undefined;
      },
      end: (last) => (headerSeen ? { ok: true, rows } : failure(Math.max(last, 1), 'The file is empty')),
    },
    onLine,
  );
}
