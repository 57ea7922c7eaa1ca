// Builds Illinois's counties and municipalities into content/us/il.json from IDOR's
// county/municipality rate file ("ordmache": one fixed-width record per county, per municipality
// and per municipality again for each further county it spans, with the combined origin-based
// Retailers' Occupation Tax rates in force and the ones just before). The official file is never
// copied into the repository: this step reads it from ../shared/reference/data and writes the facts,
// each citing IDOR. The build itself is pure and lives in the tax core
// (src/tax/imports/official-tables/idor.ts), which also builds an operator's imported file.
//
// What it writes (docs/tax-data.md, "Official tables built into the content"):
// - the county map: per county, its taxes outside municipalities (the county record's general
//   merchandise rate less the 6.25% state rate), dated from the record's current period and its
//   prior one: one jurisdiction per county, except where the content already splits the county's
//   part (Cook County and the RTA; the RTA's collar-county share), whose split is kept and checked;
// - per municipality whose rate differs from its county's, a jurisdiction with its own part (its
//   rate less its county's taxes, date by date) and a place entry naming its counties; one entry per
//   set of counties whose records agree (a municipality's records in several counties normally
//   agree, and share one jurisdiction);
// - municipalities at their county's rate get an entry without jurisdictions where the county is
//   not complete, and `counties.completeCounties` lists the counties that are.
// Skipped and counted: records flagged Y at position 61 (a business district may apply: no usable
// rate), records whose general merchandise rate depends on whether the seller is liable for the
// Metro East Transit District tax (high and low rates differ), and the records of other states.
//
// Run: npx tsx scripts/content-from-idor.ts [path/to/ordmache-YYYY-MM.txt]
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countyName } from '../src/tax/address/zip-places.ts';
import type { JurisdictionFile, SourceRecord } from '../src/tax/content/schema.ts';
import { editionOf, IDOR_URL, idorContent } from '../src/tax/imports/official-tables/idor.ts';
import { scheduledEdition } from '../src/tax/content/vouching.ts';
import { zipCitiesOf } from '../src/tax/imports/official-tables/tables.ts';
import { REFERENCE_DATA, rewriteStateFile } from './official-tables.ts';

export * from '../src/tax/imports/official-tables/idor.ts';

export const IDOR_FILE = fileURLToPath(new URL('il-idor/ordmache-2026-01.txt', REFERENCE_DATA));
const STATE = 'IL';

export function idorSource(edition: string): SourceRecord {
  return {
    url: IDOR_URL,
    title: `Sales Tax Rate - Machine Readable Files: the county/municipality (origin-based) rate file, ${edition.slice(0, 7)} edition`,
    authority: 'Illinois Department of Revenue',
    retrieved: '2026-11-27',
    official: true,
    // IDOR publishes its file each January and July.
    edition: scheduledEdition(`local sales tax rate file (county/municipality), ${edition.slice(0, 7)} edition`, edition, [1, 7]),
  };
}

export function buildIl(path: string = IDOR_FILE, content: JurisdictionFile) {
  return idorContent({
    text: readFileSync(path, 'latin1'),
    edition: editionOf(basename(path)),
    content,
    zipCities: zipCitiesOf(STATE),
    countyNameOf: countyName,
  });
}

function main(): void {
  const path = process.argv[2] ?? IDOR_FILE;
  const report = rewriteStateFile(
    'IL',
    (current) => buildIl(path, current),
    (r) => idorSource(r.edition),
  );
  console.log(JSON.stringify(report, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2));
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
