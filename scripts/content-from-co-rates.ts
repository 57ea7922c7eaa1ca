// Builds Colorado's county map, checks the content's cities and districts and adds the cities it
// lacks in content/us/co.json from the Colorado Department of Revenue's "Location Tax Rates and
// Filing Codes" spreadsheet (tax.colorado.gov, "How to look up sales/use tax rates": the DR 1002
// rates with the DR 0800 location/jurisdiction codes, a new edition each half-year). The DOR
// publishes an Excel workbook, Colorado_Jurisdiction_Codes_Rates_<Jan-June|July-Dec><YYYY>.xlsx:
// save its "By Name" sheet as CSV under the same name with .csv (the name gives the half-year, whose
// first day the rates are dated from; widen the rate columns' number format first if Excel shows
// them rounded, since a CSV holds what the sheet displays). The file is not in
// ../shared/reference/data and is never copied into the repository: this step reads it from the path
// given and writes the facts, each citing the DOR's page. The build itself is pure and lives in the
// tax core (src/tax/imports/official-tables/co-rates.ts, whose header says what it builds and what
// not), which also builds an operator's imported file.
//
// Run: npx tsx scripts/content-from-co-rates.ts path/to/Colorado_Jurisdiction_Codes_Rates_July-Dec2026.csv
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceRecord } from '../src/tax/content/schema.ts';
import { CO_RATES_URL, coRatesContent, coRatesFileOf } from '../src/tax/imports/official-tables/co-rates.ts';
import { runTableStep } from './table-step.ts';

export * from '../src/tax/imports/official-tables/co-rates.ts';

const STATE = 'CO';

export function coRatesSource(fileName: string): SourceRecord {
  const { half, base } = coRatesFileOf(fileName);
  return {
    url: CO_RATES_URL,
    title: `Colorado Department of Revenue, "Location Tax Rates and Filing Codes" spreadsheet for ${half} (${base}: the DR 1002 Colorado Sales/Use Tax Rates with the DR 0800 location/jurisdiction codes; its "By Name" sheet saved as CSV)`,
    authority: 'Colorado Department of Revenue',
    retrieved: '2026-11-27',
    official: true,
  };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  runTableStep({
    state: STATE,
    usage:
      'usage: npx tsx scripts/content-from-co-rates.ts path/to/Colorado_Jurisdiction_Codes_Rates_<Jan-June|July-Dec><YYYY>.csv (the "By Name" sheet saved as CSV; the file is not in the repository)',
    step: coRatesContent,
    sourceOf: coRatesSource,
    warnings: {
      disagreements: 'Where the content and the file differ',
      placesChanged: 'Place entries whose combined local rate changed',
    },
  });
