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
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countyName } from '../src/tax/address/zip-places.ts';
import type { JurisdictionFile, SourceRecord } from '../src/tax/content/schema.ts';
import { CO_RATES_URL, coRatesContent, coRatesFileOf } from '../src/tax/imports/official-tables/co-rates.ts';
import { countiesOfState, zipCitiesOf } from '../src/tax/imports/official-tables/tables.ts';
import { rewriteStateFile } from './official-tables.ts';

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

export function buildCo(path: string, content: JurisdictionFile) {
  return coRatesContent({
    text: readFileSync(path, 'utf8'),
    fileName: basename(path),
    content,
    stateCounties: countiesOfState(STATE),
    countyNameOf: countyName,
    zipCities: zipCitiesOf(STATE),
  });
}

function main(): void {
  const path = process.argv[2];
  if (path === undefined)
    throw new Error(
      'usage: npx tsx scripts/content-from-co-rates.ts path/to/Colorado_Jurisdiction_Codes_Rates_<Jan-June|July-Dec><YYYY>.csv (the "By Name" sheet saved as CSV; the file is not in the repository)',
    );
  const report = rewriteStateFile(
    STATE,
    (current) => buildCo(path, current),
    () => coRatesSource(basename(path)),
  );
  console.log(JSON.stringify(report, null, 2));
  if (report.disagreements.length > 0) console.warn(`Where the content and the file differ:\n${report.disagreements.join('\n')}`);
  if (report.placesChanged.length > 0) console.warn(`Place entries whose combined local rate changed:\n${report.placesChanged.join('\n')}`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
