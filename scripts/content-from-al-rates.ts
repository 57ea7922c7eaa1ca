// Builds Alabama's county and city sales taxes into content/us/al.json from the Alabama Department of
// Revenue's local tax rates file (taxrates.txt / taxrates.csv, current and historical rows, or
// taxrates_current: the active rows only; https://www.revenue.alabama.gov/sales-use/local-cities-and-counties-tax-rates-text-file/,
// its columns described at https://www.revenue.alabama.gov/sales-use/taxrates-file-help/). The file
// is not in ../shared/reference/data and is never copied into the repository: this step reads it from
// the path given and writes the facts, each citing the file. The build itself is pure and lives in
// the tax core (src/tax/imports/official-tables/al-rates.ts), which also builds an operator's
// imported file; its header comment says what is built and what is not (police jurisdictions,
// rate types other than the general rate, county localities no municipality names).
//
// Run: npx tsx scripts/content-from-al-rates.ts path/to/taxrates.txt [YYYY-MM-DD: the day it was read, today by default]
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countyName } from '../src/tax/address/zip-places.ts';
import type { JurisdictionFile, SourceRecord } from '../src/tax/content/schema.ts';
import { isoDate } from '../src/tax/dates.ts';
import { AL_RATES_HELP_URL, AL_RATES_URL, alRatesContent } from '../src/tax/imports/official-tables/al-rates.ts';
import { countiesOfState, zipCitiesOf } from '../src/tax/imports/official-tables/tables.ts';
import { rewriteStateFile } from './official-tables.ts';

export * from '../src/tax/imports/official-tables/al-rates.ts';

const STATE = 'AL';

/** sources.json's record of the file read: its name, the newest Active Date of its rows, the day it was read. */
export function alRatesSource(fileName: string, edition: string, retrieved: string): SourceRecord {
  return {
    url: AL_RATES_URL,
    title: `Alabama Department of Revenue, local cities and counties tax rates file ${basename(fileName)} (every Alabama city and county levying a sales, use, lodgings or rental tax, with each rate's Active and Inactive Dates; rows through ${edition}), its columns as described at ${AL_RATES_HELP_URL}`,
    authority: 'Alabama Department of Revenue',
    retrieved,
    official: true,
  };
}

export function buildAl(path: string, content: JurisdictionFile) {
  return alRatesContent({
    text: readFileSync(path, 'utf8'),
    fileName: basename(path),
    content,
    stateCounties: countiesOfState(STATE),
    countyNameOf: countyName,
    zipCities: zipCitiesOf(STATE),
  });
}

function main(): void {
  const [path, retrieved = isoDate(new Date())] = process.argv.slice(2);
  if (path === undefined)
    throw new Error(
      'usage: npx tsx scripts/content-from-al-rates.ts path/to/taxrates.txt [YYYY-MM-DD] (the file is not in the repository)',
    );
  if (!/^\d{4}-\d{2}-\d{2}$/.test(retrieved)) throw new Error(`"${retrieved}": the day the file was read is YYYY-MM-DD`);
  const report = rewriteStateFile(
    STATE,
    (current) => buildAl(path, current),
    (r) => alRatesSource(r.file, r.edition, retrieved),
  );
  console.log(JSON.stringify(report, null, 2));
  if (report.placesChanged.length > 0) console.warn(`Place entries whose combined local rate changed:\n${report.placesChanged.join('\n')}`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
