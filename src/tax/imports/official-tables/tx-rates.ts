// Builds Texas's county taxes and city taxes into content/us/tx.json from the Texas Comptroller's
// tax jurisdiction rates file (tax_jurisdiction_rates-<YYYY>Q<q>.csv: every city, county, transit
// authority and special purpose district with its local code and rate in that quarter), parsed by
// src/tax/imports/tx-local-rates.ts. The official file is not in ../shared/reference/data and is
// never copied into the repository: scripts/content-from-tx-rates.ts reads it from the path given and
// writes the facts, each citing the file; an operator's import of a newer file is built against the
// built-in content in memory (rate-overrides.ts). Pure.
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
import type { JurisdictionFile } from '../../content/schema.ts';
import { parseTxLocalRates, txRatesFileQuarter, type TxLocalRateRow } from '../tx-local-rates.ts';
import {
  checkNames,
  countiesOfPlace,
  editableJurisdictions,
  isGenerated,
  localJurisdiction,
  nameKey,
  percentText,
  percentUnitsOfFraction,
  placesChanged,
  rateText,
  reconcile,
  salesUnitsOn,
  slug,
  stateFileWith,
  titleCase,
  unitsOf,
  uspsNameOf,
  type TableInput,
} from './tables.ts';
import { withGeoid } from './place-geoids.ts';

/** Where the Comptroller publishes the file (its SIFT public files, documented here). */
export const TX_RATES_URL = 'https://api-doc.comptroller.texas.gov/';
/** The Comptroller's notices that print the same local codes and fractions (the format's other witness). */
export const TX_QUARTERLY_UPDATES_URL = 'https://comptroller.texas.gov/taxes/sales/quarterly-updates/';
const NOTE_MARKER = "Built from the Texas Comptroller's tax jurisdiction rates file";
const STATE = 'TX';

/** The copy read, where the official file was not at hand: named in the source and the notes. */
export const TX_RATES_COPY =
  'a copy in the public GitHub repository junkshotatx/txtax (commit 0119472976115f80fe6a874453b2a2eb810997b9, uploaded 2025-07-01)';

const quarterOf = (edition: string) => (Number(edition.slice(5, 7)) - 1) / 3 + 1;

/** The file's quarter's first day and its name without folders. */
export function fileOf(fileName: string): { edition: string; base: string } {
  const base = fileName.split(/[\\/]/).pop()!;
  const q = txRatesFileQuarter(base);
  if (q === null) throw new Error(`${base}: expected tax_jurisdiction_rates-<YYYY>Q<q>.csv`);
  return { edition: `${q.year}-${String((q.quarter - 1) * 3 + 1).padStart(2, '0')}-01`, base };
}

/**
 * The Comptroller's county numbers (001-254) by county FIPS code: the counties numbered in the
 * alphabetical order of their names' letters (MADISON before MCCULLOCH, where the FIPS codes run
 * McCulloch, McLennan, McMullen, Madison). Checked against every county row of the file.
 */
export function txCountyNumbers(stateCounties: readonly string[], countyNameOf: (fips: string) => string | null): Map<number, string> {
  const key = (fips: string) => (countyNameOf(fips) ?? fips).toUpperCase().replace(/[^A-Z]/g, '');
  const sorted = [...stateCounties].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return new Map(sorted.map((fips, i) => [i + 1, fips]));
}

/** The file's rows, or an error naming the line. */
export function readTxRates(text: string): TxLocalRateRow[] {
  const parsed = parseTxLocalRates(text);
  if (!parsed.ok) throw new Error(`Texas tax jurisdiction rates file line ${parsed.line}: ${parsed.message}`);
  return parsed.rows;
}

// ---------------------------------------------------------------------------------------------
// The content

export interface TxRatesReport {
  file: string;
  /** The first day of the file's quarter: the rates are read as in force from then. */
  edition: string;
  rows: { city: number; transit: number; county: number; district: number };
  /** Counties with a county tax, and the state's counties in the county map. */
  counties: number;
  stateCounties: number;
  /** Cities with a city tax, and those given a place entry by this step. */
  cities: number;
  addedPlaces: number;
  addedJurisdictions: number;
  /** The content's place entries checked against the file (their city found in it). */
  checkedPlaces: string[];
  /** Where the content and the file differ: reconciled (the file won) or reported. */
  disagreements: string[];
  /** Place entries whose county tax now comes from the county map, or whose combined jurisdiction gave the county's part to it. */
  adjustedPlaces: string[];
  /** Place entries whose combined local rate changed on some day. */
  placesChanged: string[];
  /** The content's place entries whose city the file has no row for. */
  notInFile: string[];
  /** Cities whose name no ZIP code of the data carries. */
  withoutZipName: string[];
  /** The content's own jurisdictions (curated before the file) this run gave their local code: the file's row states their rate in force, and is cited beside their sources. */
  codedHandJurisdictions: string[];
  /** The content's own jurisdictions whose row states another rate: no code (the return would put their tax on the wrong line). */
  uncodedHandJurisdictions: string[];
}

/**
 * The file's row of each transit authority and district the content curated before the file was
 * built in, by the Comptroller's name of it (Capital Metro is Austin's metropolitan transit authority,
 * "AUSTIN MTA"; Sun Metro is El Paso's city transit department, "EL PASO CTD"). Cities and counties
 * are found by name.
 */
const HAND_ROWS: Readonly<Record<string, string>> = {
  'us-TX-capital-metro-transit-authority': 'AUSTIN MTA',
  'us-TX-metro-transit-authority': 'HOUSTON MTA',
  'us-TX-dallas-area-rapid-transit': 'DALLAS MTA',
  'us-TX-san-antonio-metropolitan-transit-authority': 'SAN ANTONIO MTA',
  'us-TX-san-antonio-advanced-transportation-district': 'SAN ANTONIO ATD',
  'us-TX-fort-worth-crime-control-and-prevention-district': 'FORT WORTH CRIME CONTROL',
  'us-TX-fort-worth-transportation-authority': 'FORT WORTH MTA',
  'us-TX-el-paso-sun-metro-transit': 'EL PASO CTD',
  'us-TX-laredo-mass-transit': 'LAREDO CTD',
  'us-TX-grand-prairie-crime-control-district': 'GRAND PRAIRIE CRIME CON',
  'us-TX-denton-county-transportation-authority': 'DENTON CTA',
  'us-TX-corpus-christi-regional-transportation-authority': 'CORPUS CHRISTI MTA',
};

/** fileName: tax_jurisdiction_rates-<YYYY>Q<q>.csv (its quarter and the notes' citation). */
export type TxRatesInput = TableInput;

/** content/us/tx.json with the file's counties and cities built in, and what was done. Applied to its own result it changes nothing. */
export function txRatesContent({ text, fileName, content, stateCounties, countyNameOf, zipCities }: TxRatesInput): {
  file: JurisdictionFile;
  report: TxRatesReport;
} {
  const rows = readTxRates(text);
  const { edition, base } = fileOf(fileName);
  const source = TX_RATES_URL;
  const { jurisdictions, has, get, put } = editableJurisdictions(content, 'content/us/tx.json');
  const units = (r: TxLocalRateRow) => percentUnitsOfFraction(r.fraction);
  const of = (kind: TxLocalRateRow['kind']) => rows.filter((r) => r.kind === kind);
  const report: TxRatesReport = {
    file: base,
    edition,
    rows: { city: of('city').length, transit: of('transit').length, county: of('county').length, district: of('district').length },
    counties: 0,
    stateCounties: 0,
    cities: 0,
    addedPlaces: 0,
    addedJurisdictions: 0,
    checkedPlaces: [],
    disagreements: [],
    adjustedPlaces: [],
    placesChanged: [],
    notInFile: [],
    withoutZipName: [],
    codedHandJurisdictions: [],
    uncodedHandJurisdictions: [],
  };
  /** The row that names each of the content's own jurisdictions, for its local code. */
  const codeRows = new Map<string, TxLocalRateRow>();
  for (const [id, name] of Object.entries(HAND_ROWS)) {
    const row = rows.find((r) => r.name === name);
    if (row !== undefined) codeRows.set(id, row);
  }
  const fileSays = (r: TxLocalRateRow, what: string) =>
    `${TX_RATES_URL} — Texas Comptroller of Public Accounts, ${base}, the tax jurisdiction rates file for ${edition.slice(0, 4)} Q${quarterOf(edition)} (read from ${TX_RATES_COPY}), line ${r.line}: "${r.name}", local code ${r.code}, ${percentText(units(r))}${what}`;
  const numbers = txCountyNumbers(stateCounties, countyNameOf);
  const fipsOfTxCountyNumber = (n: number) => {
    const fips = numbers.get(n);
    if (fips === undefined) throw new Error(`${base}: county number ${n} is beyond the state's ${numbers.size} counties`);
    return fips;
  };
  const countyNameFor = (r: TxLocalRateRow) => {
    const fips = fipsOfTxCountyNumber(r.countyNumber);
    const name = countyNameOf(fips);
    if (name === null) throw new Error(`${base} line ${r.line}: county number ${r.countyNumber} (${fips}) is no county of the ZIP table`);
    return { fips, name };
  };
  const sum = (ids: readonly string[], d: string) => [...new Set(ids)].reduce((total, id) => total + salesUnitsOn(get(id), d), 0n);

  // Counties: the county map.
  const oldMap: Record<string, string[]> = content.counties?.taxes ?? {};
  const map: Record<string, string[]> = { ...oldMap };
  for (const r of of('county')) {
    const { fips, name } = countyNameFor(r);
    if (nameKey(name) !== nameKey(r.name))
      throw new Error(`${base} line ${r.line}: county ${r.name}, but county number ${r.countyNumber} is ${name} County's`);
    report.counties++;
    const note = () =>
      `${fileSays(r, `: ${name} County's sales and use tax.`)} The file gives each county's rate in its quarter, not the day the tax began: the content has it from ${edition} unless it held it before.`;
    const known = map[fips];
    const id = known?.length === 1 ? known[0]! : `us-${STATE}-${slug(name)}-county`;
    if (known !== undefined && known.length > 1)
      throw new Error(`${name} County: the county map names ${known.join(' + ')}: settle by hand`);
    if (has(id)) {
      const j = get(id);
      codeRows.set(id, r);
      const rec = reconcile(j, [{ from: edition, to: null, units: units(r) }], edition, source, note);
      put(rec.jurisdiction);
      if (rec.disagreement !== null) report.disagreements.push(`${name} County (${id}): ${rec.disagreement}`);
    } else {
      put(
        localJurisdiction(STATE, id, `${titleCase(name)} County`, 'county', [
          { rate: rateText(units(r)), from: edition, to: null, sources: [source], note: note() },
        ]),
      );
      report.addedJurisdictions++;
    }
    map[fips] = [id];
  }
  const counties = new Set([...stateCounties, ...Object.keys(map)]);
  for (const fips of counties) map[fips] ??= [];
  report.stateCounties = counties.size;

  // The content's own place entries: county taxes from the county map, checked against the file.
  const hand = (content.places ?? []).filter((p) => !isGenerated(p.sources, source));
  const oldById = new Map(content.jurisdictions.map((j) => [j.id, j]));
  const oldSum = (ids: readonly string[], d: string) =>
    [...new Set(ids)].reduce((total, id) => total + (oldById.has(id) ? salesUnitsOn(oldById.get(id)!, d) : 0n), 0n);
  const cityRows = of('city');
  /** Districts named after a city ("LEWISVILLE CRIME CONTROL"), not after a county of the same name ("AUSTIN CO ESD 2"). */
  const named = (city: string) => (r: TxLocalRateRow) =>
    r.name.startsWith(`${city} `) && !/^ (CO|COUNTY)\b/.test(r.name.slice(city.length));
  const ofCounty = (county: string) => (r: TxLocalRateRow) => r.name.startsWith(`${county.toUpperCase()} CO `);
  const matched = new Set<string>();
  const adjusted = hand.map((p) => {
    // 1. A county tax the county map now gives is not named again (test/support/content.ts: place entries name their own taxes, the county map the county's).
    const inEvery = (id: string) =>
      p.counties !== undefined && p.counties.length > 0 && p.counties.every((fips) => (map[fips] ?? []).includes(id));
    let place = p;
    if (p.jurisdictions.some(inEvery)) {
      report.adjustedPlaces.push(
        `${p.names[0]} (${p.counties!.join(', ')}): ${p.jurisdictions.filter(inEvery).join(', ')} now from the county map`,
      );
      place = { ...p, jurisdictions: p.jurisdictions.filter((id) => !inEvery(id)) };
    }
    // 2. A combined jurisdiction that held the county's tax keeps the rest from the file's quarter.
    const where = countiesOfPlace(place, zipCities);
    const combined = place.jurisdictions.filter((id) => id.endsWith('-local'));
    const extra = (fips: string) =>
      sum([...(map[fips] ?? []), ...place.jurisdictions], edition) - oldSum([...(oldMap[fips] ?? []), ...p.jurisdictions], edition);
    const added = [...new Set(where.map(extra))];
    if (combined.length === 1 && added.length === 1 && added[0]! > 0n) {
      const j = get(combined[0]!);
      const held = salesUnitsOn(j, edition);
      const county = where.map((f) => map[f]!.map((id) => get(id).name).join(' + ')).join(', ');
      const rec = reconcile(
        j,
        [{ from: edition, to: null, units: held - added[0]! }],
        edition,
        source,
        () =>
          `${TX_RATES_URL} — from ${edition} the county map holds ${county} (${percentText(added[0]!)}, the Texas Comptroller's tax jurisdiction rates file ${base}), which this combined entry held: it keeps the rest, the city's own and district taxes, ${percentText(held - added[0]!)} of the ${percentText(held)} its sources state.`,
      );
      put(rec.jurisdiction);
      report.adjustedPlaces.push(
        `${p.names[0]} (${where.join(', ')}): ${j.id} ${rateText(held)}% held ${county}'s ${rateText(added[0]!)}%, now from the county map; ${rateText(held - added[0]!)}% from ${edition}`,
      );
    }
    // 3. An entry without counties is not applied where the county map now adds a county tax it
    // never carried (Austin's ZIP codes in Hays County): the county's tax does not reach the city's
    // taxes there, or the ZIP code lies outside the city; such ZIP codes get the county's taxes, uncertain.
    if (p.counties === undefined) {
      const grows = where.filter((fips) => extra(fips) > 0n);
      if (grows.length > 0) {
        const keep = where.filter((fips) => !grows.includes(fips));
        report.adjustedPlaces.push(
          `${p.names[0]}: limited to ${keep.map((f) => countyNameOf(f)).join(', ')} County; its ZIP codes in ${grows.map((f) => `${countyNameOf(f)} County (${map[f]!.map((id) => `${get(id).name} ${rateText(salesUnitsOn(get(id), edition))}%`).join(' + ')})`).join(', ')} get the county's taxes and are reported uncertain`,
        );
        place = { ...place, counties: keep };
      }
    }
    // 4. The city's row in the file: the city's own jurisdiction, then the entry's combined rate.
    const row = cityRows.find(
      (r) =>
        p.names.some((n) => nameKey(n) === nameKey(r.name)) &&
        (p.counties === undefined || p.counties.includes(fipsOfTxCountyNumber(r.countyNumber))),
    );
    if (row === undefined) {
      report.notInFile.push(
        `${p.names[0]}${p.counties === undefined ? '' : ` (${p.counties.join(', ')})`}: no city row of that name${p.counties === undefined ? '' : ' in its counties'}`,
      );
      return place;
    }
    matched.add(row.code);
    const own = rows.filter((r) => r.kindDigit === '5' && named(row.name)(r));
    const cityId = `us-${STATE}-city-of-${slug(row.name)}`;
    if (place.jurisdictions.includes(cityId)) {
      codeRows.set(cityId, row);
      const j = get(cityId);
      const held = salesUnitsOn(j, edition);
      // The content may hold the city's tax together with districts of the city (Corpus Christi's crime control district).
      const together = held === units(row) ? null : subsetSumming(own, held - units(row), units);
      if (together !== null && together.length > 0)
        report.checkedPlaces.push(
          `${p.names[0]}: ${cityId} ${rateText(held)}% = the file's city ${rateText(units(row))}% + ${together.map((d) => `${d.name} ${rateText(units(d))}%`).join(' + ')} (held together)`,
        );
      else {
        const rec = reconcile(j, [{ from: edition, to: null, units: units(row) }], edition, source, () =>
          fileSays(
            row,
            `: the city's sales and use tax (every city tax together; districts and transit authorities have rows of their own).`,
          ),
        );
        put(rec.jurisdiction);
        if (rec.disagreement !== null)
          report.disagreements.push(`${p.names[0]} (${cityId}): ${rec.disagreement} (the file won from ${edition})`);
      }
    }
    // The entry's combined rate: the city's row, its county's, and some of the transit authorities and
    // districts that may reach it (those named after the city or its county): the file cannot say which.
    const home = fipsOfTxCountyNumber(row.countyNumber);
    const homeName = countyNameOf(home)!;
    // In the order they are tried: the city's districts, transit authorities of its county, its county's districts, other transit authorities.
    const transit = of('transit');
    const candidates = [
      ...own,
      ...transit.filter((r) => r.countyNumber === row.countyNumber),
      ...rows.filter((r) => r.kindDigit === '5' && ofCounty(homeName)(r)),
      ...transit.filter((r) => r.countyNumber !== row.countyNumber),
    ];
    const floor = units(row) + sum(map[home] ?? [], edition);
    const ours = sum([...(map[home] ?? []), ...place.jurisdictions], edition);
    const rest = ours < floor ? null : subsetSumming(candidates, ours - floor, units);
    const says = `city ${rateText(units(row))}% + ${homeName} County ${rateText(sum(map[home] ?? [], edition))}%`;
    if (rest === null)
      report.disagreements.push(
        `${p.names[0]} in ${homeName} County (not changed): the content's local taxes are ${rateText(ours)}% on ${edition} (${[...place.jurisdictions, ...(map[home] ?? [])].join(' + ')}); the file's ${says}, and no set of the transit authorities and districts named after the city or its county makes up the rest`,
      );
    else {
      report.checkedPlaces.push(
        `${p.names[0]}: ${rateText(ours)}% = the file's ${says}${rest.map((d) => ` + ${d.name} ${rateText(units(d))}%`).join('')}`,
      );
      // A combined entry that now holds the city's tax alone (the county map took the county's) is the city's row.
      const [only, ...others] = place.jurisdictions.filter((id) => id.endsWith('-local'));
      if (rest.length === 0 && only !== undefined && others.length === 0 && !place.jurisdictions.includes(cityId)) codeRows.set(only, row);
    }
    return place;
  });

  // Cities the content has no entry for: an entry with the city's tax, in the county its code names.
  const generated: NonNullable<JurisdictionFile['places']> = [];
  const taxed = cityRows.filter((r) => units(r) !== 0n);
  report.cities = taxed.length;
  const taken = new Set(jurisdictions.map((j) => j.id));
  const ownIds = new Set((content.places ?? []).filter((p) => isGenerated(p.sources, source)).flatMap((p) => p.jurisdictions));
  for (const r of taxed) {
    if (matched.has(r.code)) continue;
    const { fips, name: county } = countyNameFor(r);
    const title = titleCase(r.name);
    if (
      adjusted.some((p) => p.names.some((n) => nameKey(n) === nameKey(r.name)) && (p.counties === undefined || p.counties.includes(fips)))
    )
      continue;
    const twin = taxed.some((o) => o !== r && nameKey(o.name) === nameKey(r.name));
    let id = `us-${STATE}-city-of-${slug(r.name)}${twin ? `-${slug(county)}-county` : ''}`;
    if (taken.has(id) && !ownIds.has(id)) id = `us-${STATE}-city-of-${slug(r.name)}-${slug(county)}-county`;
    if (taken.has(id) && !ownIds.has(id)) throw new Error(`${r.name} (${county} County): ${id} is taken by another entry: settle by hand`);
    const note = () =>
      `${fileSays(r, `: the city's sales and use tax (every city tax together), from the file's quarter; the file gives no boundaries, and the transit authorities and special purpose districts the city may lie in have rows of their own, not held here.`)}`;
    if (has(id)) {
      const rec = reconcile(get(id), [{ from: edition, to: null, units: units(r) }], edition, source, note);
      put(rec.jurisdiction);
      if (rec.disagreement !== null) report.disagreements.push(`${title} (${id}): ${rec.disagreement}`);
    } else {
      put(
        localJurisdiction(STATE, id, `City of ${title}`, 'city', [
          { rate: rateText(units(r)), from: edition, to: null, sources: [source], note: note() },
        ]),
      );
      report.addedJurisdictions++;
    }
    taken.add(id);
    const usps = uspsNameOf(r.name, [fips], zipCities);
    if (usps === null) report.withoutZipName.push(`${title} (${county})`);
    generated.push(
      withGeoid(STATE, { names: [usps ?? title], jurisdictions: [id], counties: [fips], partlyOutside: 'unknown', sources: [source] }),
    );
  }
  report.addedPlaces = generated.length - (content.places ?? []).filter((p) => isGenerated(p.sources, source)).length;

  // Checked: each hand entry's combined local rate, before and after, day by day, in its counties.
  report.placesChanged.push(
    ...placesChanged({ content, jurisdictions, countyTaxes: map, entries: hand, adjusted, zipCities, countyNameOf }),
  );

  // The content's own jurisdictions whose rate in force the file states: their rate cites the row's
  // local code (reporting-codes.ts reads it), beside the sources they were curated from.
  for (const [id, row] of [...codeRows].sort(([a], [b]) => a.localeCompare(b))) {
    if (!has(id)) continue;
    const j = get(id);
    const sales = j.taxes.find((t) => t.name === 'Sales tax');
    const inForce = sales?.rates.find((r) => r.to === null);
    // Already citing the row (built from it, or confirmed by an earlier run).
    if (sales === undefined || inForce === undefined || inForce.note?.includes(`local code ${row.code}`) === true) continue;
    if (unitsOf(inForce.rate) !== units(row)) {
      report.uncodedHandJurisdictions.push(
        `${id}: ${inForce.rate}%, the file's "${row.name}" (local code ${row.code}) ${rateText(units(row))}%`,
      );
      continue;
    }
    report.codedHandJurisdictions.push(`${id}: local code ${row.code}`);
    const confirmed = fileSays(row, ": the same rate; the code names the jurisdiction in the Comptroller's local allocation.");
    // A note that only repeats a source's address says nothing the file's words do not.
    const note = inForce.note === undefined || inForce.sources.includes(inForce.note) ? confirmed : `${inForce.note} ${confirmed}`;
    const sources = inForce.sources.includes(source) ? inForce.sources : [...inForce.sources, source];
    const rates = sales.rates.map((r) => (r === inForce ? { ...r, sources, note } : r));
    put({ ...j, taxes: j.taxes.map((t) => (t === sales ? { ...t, rates } : t)) });
  }

  const places = [
    ...adjusted,
    ...generated.sort((a, b) => a.names[0]!.localeCompare(b.names[0]!) || a.counties![0]!.localeCompare(b.counties![0]!)),
  ];
  checkNames(places);
  const withTax = Object.values(map).filter((ids) => ids.length > 0).length;
  const note = [
    `${NOTE_MARKER} (${base}, ${edition.slice(0, 4)} Q${quarterOf(edition)}: ${TX_RATES_URL}, read from ${TX_RATES_COPY}), by scripts/content-from-tx-rates.ts: ${report.rows.county} counties, ${report.rows.city} cities, ${report.rows.transit} transit authorities and ${report.rows.district} special purpose districts and district parts. The file gives each jurisdiction's local code and rate in its quarter, no dates: rates the content did not hold before are dated from ${edition}.`,
    `counties: all ${counties.size} counties of the state; the ${withTax} with a county tax name one jurisdiction each (the county's rate), the others none. Not complete: cities, transit authorities and special purpose districts add taxes, so an address placed by its county alone gets the county's tax and is reported uncertain.`,
    `places: every city with a city tax has an entry (${report.cities}): the content's own entries are kept (checked against the file: the city's own jurisdiction against its row, the entry's combined rate against the city, its county and the transit authorities and districts named after it), entries that named their county's tax no longer do (the county map gives it), combined entries that held it keep the rest from ${edition}, entries without counties apply only where the map adds no tax they never carried; the others name the city's tax alone, in the county its local code names, with partlyOutside "unknown": the file has no boundaries, so a ZIP code named after the city may reach land outside it, and a transit authority or district the city lies in is not held (the answer carries the city's and county's taxes and is reported uncertain).`,
    `Not built: the ${report.rows.transit} transit authorities (MTA, CTD, ATD) and ${report.rows.district} special purpose districts (crime control, emergency services, library, development districts and the parts the Comptroller codes apart): the file gives no boundaries. Those the content held before stay in its entries.`,
  ].join('\n');
  const file = stateFileWith(content, { state: STATE, marker: NOTE_MARKER, note, jurisdictions, countyTaxes: map, source, places });
  return { file, report };
}

/** Rows whose rates add up to `target` (the first set found, trying them in order), or null; [] for zero. */
export function subsetSumming(
  rows: readonly TxLocalRateRow[],
  target: bigint,
  units: (r: TxLocalRateRow) => bigint,
): TxLocalRateRow[] | null {
  // Sums reachable with the rows so far, each with the rows that reach it first.
  let reach = new Map<bigint, TxLocalRateRow[]>([[0n, []]]);
  for (const r of rows) {
    const next = new Map(reach);
    for (const [total, used] of reach) {
      const t = total + units(r);
      if (t > target) continue;
      if (!next.has(t)) next.set(t, [...used, r]);
    }
    reach = next;
  }
  return reach.get(target) ?? null;
}
