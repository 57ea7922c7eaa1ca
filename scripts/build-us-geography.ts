// Builds src/tax/data/us-geography.json, what each US ZIP code touches, from the official files in
// ../shared/reference/data (each folder's README gives its source of record and the copy read):
// - counties: HUD-USPS ZIP-to-county crosswalk (shares of addresses) where HUD has the ZIP code,
//   else the Census 2020 ZCTA-to-county relationship (shares of land);
// - incorporated places: the Census 2020 ZCTA-to-place relationship (shares of land), with the 2010
//   file's people where it has the piece; whether a place levies is the 2025 Gazetteer's functional
//   status where it lists the place (a CDP incorporated since 2020 levies now), else the 2020 class;
// - the ZIP code's state and USPS city: HUD's preferred city and state, else USPS's locale file.
// Levy never reads ../shared at run time: the output is committed, and test/unit/address/
// us-geography-build.test.ts checks that this script reproduces it.
//
//   npx tsx scripts/build-us-geography.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeName } from '../src/tax/address/us.ts';
import { cleanLine, linesOf, splitCsvLine } from '../src/tax/imports/csv-lines.ts';
import { encodeUsGeography, type UsGeographyBuild } from '../src/tax/address/us-geography-format.ts';

const DATA = join(import.meta.dirname, '..', '..', 'shared', 'reference', 'data');
const OUT = join(import.meta.dirname, '..', 'src', 'tax', 'data', 'us-geography.json');

/** The rows of a file, the header row first: CSV cells as the importers split them (quotes may hold commas), or a pipe-delimited Gazetteer file. */
function csvRows(path: string, separator: ',' | '|' = ','): string[][] {
  const rows: string[][] = [];
  for (const { line, text } of linesOf(readFileSync(path, 'utf8'))) {
    const clean = cleanLine(text);
    if (clean === '') continue;
    const cells = separator === '|' ? clean.split('|').map((c) => c.trim()) : splitCsvLine(clean);
    if (typeof cells === 'string') throw new Error(`${path} line ${line}: ${cells}`);
    rows.push(cells);
  }
  return rows;
}

/** Rows as records by header name. */
function records(path: string, separator: ',' | '|' = ','): Record<string, string>[] {
  const [header, ...rows] = csvRows(path, separator);
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i] ?? ''])));
}

const file = (...parts: string[]) => join(DATA, ...parts);

export function buildUsGeography(): UsGeographyBuild {
  // Places: every 2020 place, with the 2025 Gazetteer's word on whether it is a government now.
  const funcstat = new Map(records(file('census', 'gazetteer-2025', '2025_Gaz_place_national.txt'), '|').map((r) => [r.GEOID!, r]));
  const places2020 = records(file('census', 'zcta-place-2020', 'places.csv'));
  const placeCounties = new Map<string, string[]>();
  for (const r of records(file('census', 'zcta-place-2020', 'place_counties.csv')))
    placeCounties.set(r['Place GEOID']!, [...(placeCounties.get(r['Place GEOID']!) ?? []), r['County GEOID']!]);
  // A = active government, B/C = active, partly or wholly consolidated (Gazetteer FUNCSTAT); S is a CDP.
  const levies = (geoid: string, fipsClass: string) => {
    const now = funcstat.get(geoid)?.FUNCSTAT;
    return now === undefined ? /^C/.test(fipsClass) : now === 'A' || now === 'B' || now === 'C';
  };
  // A place's or county's state is its FIPS code's state part, as most places of that state code have it:
  // the extract's State column is wrong for a few rows (0217410, Cordova, and 02063, Chugach Census Area,
  // read "AZ").
  const votes = new Map<string, Map<string, number>>();
  for (const p of places2020) {
    const byState = votes.get(p.GEOID!.slice(0, 2)) ?? new Map<string, number>();
    byState.set(p.State!, (byState.get(p.State!) ?? 0) + 1);
    votes.set(p.GEOID!.slice(0, 2), byState);
  }
  const stateOfFips = new Map([...votes].map(([fips, byState]) => [fips, [...byState].sort((a, b) => b[1] - a[1])[0]![0]]));
  const places: UsGeographyBuild['places'] = {};
  const namesByState = new Map<string, Map<string, string>>();
  for (const p of places2020) {
    const name = p['Short Name']!;
    const state = stateOfFips.get(p.GEOID!.slice(0, 2))!;
    const byName = namesByState.get(state) ?? new Map<string, string>();
    byName.set(normalizeName(name), name);
    namesByState.set(state, byName);
    if (!levies(p.GEOID!, p['FIPS Class']!)) continue;
    places[p.GEOID!] = { name, state, counties: [...(placeCounties.get(p.GEOID!) ?? [])].sort() };
  }
  // Governments the Gazetteer lists that 2020 did not (incorporated since): known by name, not by land.
  for (const [geoid, g] of funcstat) {
    if (Object.hasOwn(places, geoid) || !(g.FUNCSTAT === 'A' || g.FUNCSTAT === 'B' || g.FUNCSTAT === 'C')) continue;
    if (places2020.some((p) => p.GEOID === geoid)) continue;
    places[geoid] = { name: gazetteerShortName(g.NAME!), state: g.USPS!, counties: [] };
  }

  const counties: UsGeographyBuild['counties'] = {};
  for (const c of records(file('census', 'zcta-place-2020', 'counties.csv'))) {
    // Territories without places in the file (American Samoa, 60) keep the extract's state.
    counties[c.GEOID!] = { name: c['Short Name']!, state: stateOfFips.get(c.GEOID!.slice(0, 2)) ?? c.State! };
  }

  // Land of each ZCTA, by county and by place (2020), and people by place (2010).
  const countyLand = new Map<string, Map<string, number>>();
  for (const r of records(file('census', 'zcta-place-2020', 'zcta_counties.csv'))) {
    const m = countyLand.get(r.ZCTA5!) ?? new Map<string, number>();
    m.set(r['County GEOID']!, Number(r['Land Area']));
    countyLand.set(r.ZCTA5!, m);
  }
  const placeLand = new Map<string, Map<string, number>>();
  for (const r of records(file('census', 'zcta-place-2020', 'zcta_places.csv'))) {
    const m = placeLand.get(r.ZCTA5!) ?? new Map<string, number>();
    m.set(r['Place GEOID']!, Number(r['Land Area']));
    placeLand.set(r.ZCTA5!, m);
  }
  const people2010 = new Map(records(file('census', 'zcta-place-2010', 'zctas.csv')).map((r) => [r.ZCTA5!, Number(r.Population)]));
  const placePeople = new Map<string, Map<string, number>>();
  for (const r of records(file('census', 'zcta-place-2010', 'zcta_places.csv'))) {
    const m = placePeople.get(r.ZCTA5!) ?? new Map<string, number>();
    m.set(r['Place GEOID']!, Number(r.Population));
    placePeople.set(r.ZCTA5!, m);
  }
  // ZIP codes without a ZCTA of their own lie in the one that holds them.
  const zctaOf = new Map(records(file('census', 'zcta-place-2020', 'zcta_mappings.csv')).map((r) => [r['ZIP Code']!, r['Active ZCTA5']!]));

  const hud = new Map<string, { state: string; city: string; counties: Map<string, number> }>();
  for (const r of records(file('hud', 'ZIP_COUNTY_032023.csv'))) {
    const share = Number(r.TOT_RATIO);
    const entry = hud.get(r.ZIP!) ?? { state: r.USPS_ZIP_PREF_STATE!, city: r.USPS_ZIP_PREF_CITY!, counties: new Map() };
    // A row with no addresses of any kind says nothing about where the ZIP code's addresses are.
    if (share > 0) entry.counties.set(r.COUNTY!, (entry.counties.get(r.COUNTY!) ?? 0) + share);
    hud.set(r.ZIP!, entry);
  }
  const usps = new Map<string, { state: string; city: string; offices: Set<string> }>();
  for (const r of records(file('usps', 'ZIP_Locale_Detail.csv'))) {
    const zip = r['DELIVERY ZIPCODE']!;
    const entry = usps.get(zip) ?? { state: r['PHYSICAL STATE']!, city: r['LOCALE NAME']!, offices: new Set() };
    // The ZIP code of each post office serving it, in the same state.
    if (r['PHYSICAL STATE'] === entry.state) entry.offices.add(r['PHYSICAL ZIP']!);
    usps.set(zip, entry);
  }
  const hasGeography = (zip: string) => countyLand.has(zip) || zctaOf.has(zip);
  /** A ZIP code's one post office's ZIP code, where it differs, lies in the Census's geography and no other office serves it. */
  const postOfficeOf = (zip: string) => {
    const offices = [...(usps.get(zip)?.offices ?? [])];
    return offices.length === 1 && offices[0] !== zip && hasGeography(offices[0]!) ? offices[0]! : null;
  };

  const zips: UsGeographyBuild['zips'] = {};
  const allZips = [...new Set([...hud.keys(), ...countyLand.keys(), ...zctaOf.keys()])].sort();
  for (const zip of allZips) {
    const zcta = countyLand.has(zip) ? zip : zctaOf.get(zip);
    const land = zcta === undefined ? undefined : countyLand.get(zcta);
    const fromHud = hud.get(zip);
    const hudCounties = fromHud !== undefined && fromHud.counties.size > 0 ? fromHud.counties : undefined;
    const countyShares = hudCounties ?? (land === undefined ? new Map<string, number>() : sharesOf(land));
    if (countyShares.size === 0) continue;
    const mainCounty = [...countyShares].sort((a, b) => b[1] - a[1])[0]![0];
    const state = fromHud?.state ?? usps.get(zip)?.state ?? counties[mainCounty]?.state;
    if (state === undefined) throw new Error(`ZIP code ${zip}: no state in any file`);
    const upperCity = fromHud?.city ?? usps.get(zip)?.city ?? '';
    const city = namesByState.get(state)?.get(normalizeName(upperCity)) ?? titleCase(upperCity);
    let zipPlaces: UsGeographyBuild['zips'][string]['places'] = null;
    if (zcta !== undefined && land !== undefined) {
      const total = [...land.values()].reduce((a, b) => a + b, 0);
      const people = people2010.get(zcta) ?? 0;
      zipPlaces = [];
      for (const [geoid, area] of placeLand.get(zcta) ?? []) {
        if (!Object.hasOwn(places, geoid) || area <= 0) continue;
        const inPlace = placePeople.get(zcta)?.get(geoid);
        zipPlaces.push({
          geoid,
          land: total > 0 ? area / total : 0,
          people: inPlace === undefined || people <= 0 ? null : inPlace / people,
        });
      }
    }
    zips[zip] = {
      state,
      city,
      countyBasis: hudCounties === undefined ? 'land' : 'addresses',
      counties: countyShares,
      places: zipPlaces,
      postOffice: zipPlaces === null ? postOfficeOf(zip) : null,
    };
  }
  return {
    sources: [
      'US Census Bureau, 2020 ZCTA to Place and ZCTA to County Relationship Files, https://www.census.gov/geographies/reference-files/time-series/geo/relationship-files.2020.html (copy read: us_geo gem data/dist_archive/2023, commit 3b07218d55f3)',
      'US Census Bureau, 2010 ZCTA to Place Relationship File, https://www.census.gov/geographies/reference-files/time-series/geo/relationship-files.2010.html (copy read: us_geo gem data/dist, commit 31592c0909ee)',
      'US Census Bureau, Gazetteer Files 2025 (places), https://www.census.gov/geographies/reference-files/time-series/geo/gazetteer-files.html',
      'HUD PD&R, HUD-USPS ZIP Code Crosswalk Files, ZIP-COUNTY 2023 Q1, https://www.huduser.gov/portal/datasets/usps_crosswalk.html',
      'USPS PostalPro, ZIP Locale Detail, https://postalpro.usps.com/ZIP_Locale_Detail (copy read: us_geo gem data/usps, commit 18dc01d73d7a)',
    ],
    read: '2026-12-02',
    counties,
    places,
    zips,
  };
}

function sharesOf(areas: Map<string, number>): Map<string, number> {
  const total = [...areas.values()].reduce((a, b) => a + b, 0);
  const shares = new Map<string, number>();
  for (const [fips, area] of areas) if (area > 0 || total === 0) shares.set(fips, total > 0 ? area / total : 1 / areas.size);
  return shares;
}

/** "Abbeville city" -> "Abbeville"; "Lynchburg, Moore County metropolitan government (balance)" -> "Lynchburg". */
function gazetteerShortName(name: string): string {
  return name
    .replace(/ \(balance\)$/, '')
    .replace(/,.*$/, '')
    .replace(/ (city|town|village|borough|municipality|CDP|city and borough|consolidated government)$/i, '');
}

/** "SAN GERMAN" -> "San German": USPS writes names in capitals. */
const titleCase = (upper: string) => upper.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = encodeUsGeography(buildUsGeography());
  if (process.argv.includes('--check')) {
    if (readFileSync(OUT, 'utf8') !== text) {
      process.stderr.write(`${OUT} is not what the official files build: run npx tsx scripts/build-us-geography.ts\n`);
      process.exit(1);
    }
  } else writeFileSync(OUT, text);
}
