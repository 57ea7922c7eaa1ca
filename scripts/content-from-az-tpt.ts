// Builds Arizona's county excise taxes into content/us/az.json, and checks its city TPT rates, from
// the Arizona Department of Revenue's TPT rate table in CSV form (TPT_RATETABLE_ALL_<MMDDYYYY>.csv:
// every county, program city and special region code with its rate for every business code, each
// rate dated). The official file is not in ../shared/reference/data and is never copied into the
// repository: this step reads it from the path given and writes the facts, each citing the table.
// The build itself is pure and lives in the tax core (src/tax/imports/official-tables/az-tpt.ts),
// which also builds an operator's imported file.
//
// What it writes (docs/tax-data.md, "Official tables built into the content"), business code 017
// (Retail) only:
// - the county map: the 15 counties, each naming its excise jurisdiction (us-AZ-<county>-county-excise,
//   the content's own where it has one), at its row's rate less the state's (ADOR's county rows give
//   state and county together), day by day from the rows' dates; refused, naming the line, where
//   that does not add up (below zero, above 10 %);
// - the content's county and city jurisdictions checked against the rows of their names (the table
//   wins from its rows' dates where they differ); place entries that named their county's excise no
//   longer do (the county map gives it).
// Not built: cities and special regions the content has no jurisdiction for (the table names no
// county for them): listed in the report.
//
// Run: npx tsx scripts/content-from-az-tpt.ts path/to/TPT_RATETABLE_ALL_<MMDDYYYY>.csv
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceRecord } from '../src/tax/content/schema.ts';
import { AZ_RETAIL, AZ_TPT_URL, azTptContent, azTptFileDate } from '../src/tax/imports/official-tables/az-tpt.ts';
import { runTableStep } from './table-step.ts';

export * from '../src/tax/imports/official-tables/az-tpt.ts';

const STATE = 'AZ';

export function azTptSource(fileName: string): SourceRecord {
  const base = basename(fileName);
  const date = azTptFileDate(base);
  if (date === null) throw new Error(`${base}: expected TPT_RATETABLE_ALL_<MMDDYYYY>.csv`);
  return {
    url: AZ_TPT_URL,
    title: `Arizona Department of Revenue, TPT rate table ${base} (Tax Rate Table, CSV: every county, city and special region code's rate by business code, dated; business code ${AZ_RETAIL}, Retail, read), for ${date}`,
    authority: 'Arizona Department of Revenue',
    retrieved: '2026-11-27',
    official: true,
  };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  runTableStep({
    state: STATE,
    usage: 'usage: npx tsx scripts/content-from-az-tpt.ts path/to/TPT_RATETABLE_ALL_<MMDDYYYY>.csv (the file is not in the repository)',
    step: azTptContent,
    sourceOf: azTptSource,
    warnings: {
      placesChanged: 'Place entries whose combined local rate changed',
      notBuilt: 'Region codes not built (no jurisdiction in the content)',
    },
  });
