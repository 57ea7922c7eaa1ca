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
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceRecord } from '../src/tax/content/schema.ts';
import { isoDate } from '../src/tax/dates.ts';
import { AL_RATES_HELP_URL, AL_RATES_URL, alRatesContent } from '../src/tax/imports/official-tables/al-rates.ts';
import { runTableStep } from './table-step.ts';

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

function main(): void {
  const retrieved = process.argv[3] ?? isoDate(new Date());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(retrieved)) throw new Error(`"${retrieved}": the day the file was read is YYYY-MM-DD`);
  runTableStep({
    state: STATE,
    usage: 'usage: npx tsx scripts/content-from-al-rates.ts path/to/taxrates.txt [YYYY-MM-DD] (the file is not in the repository)',
    step: alRatesContent,
    sourceOf: (_fileName, r) => alRatesSource(r.file, r.edition, retrieved),
    warnings: { placesChanged: 'Place entries whose combined local rate changed' },
  });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
