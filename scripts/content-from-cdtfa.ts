// Builds California's cities and counties into content/us/ca.json from CDTFA's table of the
// combined sales and use tax rate of every city and county ("California City & County Sales & Use
// Tax Rates", SalesTaxRates<M>-<D>-<YY>.csv, the sheet as published saved as CSV). The official
// file is never copied into the repository: this step reads it from ../shared/reference/data and
// writes the facts, each citing the table. The build itself is pure and lives in the tax core
// (src/tax/imports/official-tables/cdtfa.ts), which also builds an operator's imported table.
//
// What it writes (docs/tax-data.md, "Official tables built into the content"):
// - the county map: every county's county-wide district taxes (the county's rate less the 7.25%
//   statewide rate). Counties the content already holds are checked against the table; a county
//   whose unincorporated area alone carries a tax (its own row has no rate, an "Unincorporated Area"
//   row does) keeps the content's county-wide part, which the table cannot settle;
// - for every city above its county's county-wide taxes, a place entry (its USPS name, its county)
//   with a jurisdiction of the city's own district taxes (the difference) from the table's date;
//   cities the content already has keep their jurisdictions and history, checked against the table
//   on its date (the table wins on that day, and the report says so);
// - for cities at the county's rate, an entry without jurisdictions where the county is not placed
//   by its county alone (so a ZIP code named after such a city is placed);
// - `counties.completeCounties`: the counties whose every city and unincorporated area carry exactly
//   the county map's taxes.
//
// Run: npx tsx scripts/content-from-cdtfa.ts [path/to/SalesTaxRates<M>-<D>-<YY>.csv]
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JurisdictionFile, SourceRecord } from '../src/tax/content/schema.ts';
import { californiaFips, CDTFA_URL, cdtfaContent, effectiveDateOf } from '../src/tax/imports/official-tables/cdtfa.ts';
import { scheduledEdition } from '../src/tax/content/vouching.ts';
import { zipCitiesOf } from '../src/tax/imports/official-tables/tables.ts';
import { REFERENCE_DATA, rewriteStateFile } from './official-tables.ts';

export * from '../src/tax/imports/official-tables/cdtfa.ts';
export { checkNames, countiesWith, isGenerated, zipCitiesOf } from '../src/tax/imports/official-tables/tables.ts';

export const CDTFA_FILE = fileURLToPath(new URL('ca-cdtfa/SalesTaxRates1-1-26.csv', REFERENCE_DATA));
const STATE = 'CA';

export function cdtfaSource(effective: string): SourceRecord {
  return {
    url: CDTFA_URL,
    title: `California City & County Sales & Use Tax Rates (the table effective ${effective}, SalesTaxRates${Number(effective.slice(5, 7))}-${Number(effective.slice(8, 10))}-${effective.slice(2, 4)})`,
    authority: 'California Department of Tax and Fee Administration',
    retrieved: '2026-11-27',
    official: true,
    // CDTFA's district taxes take effect on the first day of a calendar quarter: a new table each quarter.
    edition: scheduledEdition(`California City & County Sales & Use Tax Rates, effective ${effective}`, effective),
  };
}

export function buildCa(csvPath: string = CDTFA_FILE, content: JurisdictionFile) {
  return cdtfaContent({
    csv: readFileSync(csvPath, 'utf8'),
    effective: effectiveDateOf(basename(csvPath)),
    content,
    fipsOf: californiaFips,
    zipCities: zipCitiesOf(STATE),
  });
}

function main(): void {
  const csvPath = process.argv[2] ?? CDTFA_FILE;
  const report = rewriteStateFile(
    'CA',
    (current) => buildCa(csvPath, current),
    (r) => cdtfaSource(r.effective),
  );
  console.log(JSON.stringify(report, null, 2));
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
