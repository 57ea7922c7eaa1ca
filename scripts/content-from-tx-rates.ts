// Builds Texas's county taxes and city taxes into content/us/tx.json from the Texas Comptroller's
// tax jurisdiction rates file (tax_jurisdiction_rates-<YYYY>Q<q>.csv: every city, county, transit
// authority and special purpose district with its local code and rate in that quarter), parsed by
// src/tax/imports/tx-local-rates.ts. The official file is not in ../shared/reference/data and is
// never copied into the repository: this step reads it from the path given and writes the facts,
// each citing the file. The build itself is pure and lives in the tax core
// (src/tax/imports/official-tables/tx-rates.ts), which also builds an operator's imported file.
//
// What it writes (docs/tax-data.md, "Official tables built into the content"):
// - the county map: every county of the state (from the ZIP table), with its county tax where the
//   file has a county row (local code 4xxxxxx): one jurisdiction per county, us-TX-<county>-county,
//   from the file's quarter; [] for the others. `complete` false: cities, transit authorities and
//   special purpose districts add taxes the map does not hold;
// - for every city with a city tax (local code 2xxxxxx) that the content has no place entry for, a
//   place entry (its USPS name, the county its code names) with a jurisdiction of the city's tax,
//   `partlyOutside: "unknown"` (the file has no boundaries, so a ZIP code named after the city may
//   reach land outside it, and a transit authority or district the city lies in is not held);
// - the content's own place entries and jurisdictions are kept and checked: a county jurisdiction
//   and a city's `us-TX-city-of-<name>` against the file's row (the file wins from its quarter where
//   they differ: official-tables.ts `reconcile`), every entry's combined local rate against the
//   file's city, county, and the transit authorities and districts named after the city or county;
//   an entry that named its county's tax no longer does (the county map gives it); a combined
//   `-local` jurisdiction that held the county's tax keeps the rest from the file's quarter; an
//   entry without counties is limited to the counties where the county map adds no tax it never
//   carried.
// Not built: transit authorities (3xxxxxx) and special purpose districts (5xxxxxx, 6xxxxxx): the
// file gives no boundaries. Those the content already holds stay where they are.
//
// Run: npx tsx scripts/content-from-tx-rates.ts path/to/tax_jurisdiction_rates-<YYYY>Q<q>.csv
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentJurisdiction, SourceRecord } from '../src/tax/content/schema.ts';
import { fileOf, TX_RATES_COPY, TX_RATES_URL, txRatesContent } from '../src/tax/imports/official-tables/tx-rates.ts';
import { scheduledEdition } from '../src/tax/content/vouching.ts';
import { runTableStep } from './table-step.ts';

export * from '../src/tax/imports/official-tables/tx-rates.ts';

const STATE = 'TX';
const quarterOf = (edition: string) => (Number(edition.slice(5, 7)) - 1) / 3 + 1;

export function txRatesSource(fileName: string): SourceRecord {
  const { edition, base } = fileOf(fileName);
  return {
    url: TX_RATES_URL,
    title: `Texas Comptroller's tax jurisdiction rates file ${base} (SIFT public files; every local taxing jurisdiction's local code and rate, ${edition.slice(0, 4)} Q${quarterOf(edition)}), read from ${TX_RATES_COPY}`,
    authority: 'Texas Comptroller of Public Accounts',
    retrieved: '2026-11-27',
    official: true,
    // Texas local rate changes take effect on the first day of a calendar quarter: a new file each quarter.
    edition: scheduledEdition(`tax jurisdiction rates file, ${edition.slice(0, 4)} Q${quarterOf(edition)}`, edition),
  };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  runTableStep({
    state: STATE,
    usage:
      'usage: npx tsx scripts/content-from-tx-rates.ts path/to/tax_jurisdiction_rates-<YYYY>Q<q>.csv (the file is not in the repository)',
    step: txRatesContent,
    sourceOf: txRatesSource,
    warnings: { placesChanged: 'Place entries whose combined local rate changed' },
  });

export type { ContentJurisdiction };
