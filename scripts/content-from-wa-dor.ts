// Builds Washington's cities and counties into content/us/wa.json from the Washington Department of
// Revenue's location code and rate table (the "Rates" file of its downloadable database, one per
// quarter: Name, Code, State, Local, RTA, Rate, Effective Date, Expiration Date; field descriptions at
// https://dor.wa.gov/taxes-rates/location-codes-and-rate-tables-field-descriptions). The file is read
// by the importer's parser (src/tax/imports/wa-dor.ts). The official file is never copied into the
// repository, and unlike the other steps' files it is not in ../shared/reference/data either: the
// step takes its path (or several quarters' files) on the command line.
//
// Washington's local rates are not a county's taxes plus a city's: every location code (a city, the
// unincorporated part of a county, a transit benefit area, a tribal area, the part of a city inside
// or outside the Sound Transit RTA district) carries one complete local rate, LOCAL, which for codes
// in the RTA district includes the RTA tax (the RTA column is "currently defaulted to zero"). So each
// place here is one jurisdiction holding its location code's whole local rate, as the content's
// hand-written Washington entries already are.
//
// What it writes (docs/tax-data.md, "Official tables built into the content"):
// - the county map, only where it makes sense: a county whose every location code (cities, its
//   unincorporated area, transit and tribal areas alike) carries the same local rate in every quarter
//   read. It maps to one jurisdiction, "<County> County local taxes", and is listed in
//   `completeCounties` (the county alone places an address there). Other counties are left out of the
//   map: Levy adds a county's map to a city's taxes, and there a city's location code already holds
//   everything, so the unincorporated rate cannot be put in the map without being counted twice in
//   the cities (see the report's `unincorporatedNotMapped`);
// - every city outside those counties: a place entry (its USPS name from the ZIP data, its county,
//   `partlyOutside: "unknown"` since the table has no boundaries) with one jurisdiction holding its
//   location code's local rate, "<City> local taxes (...)". A city with several codes in one county
//   (the RTA and non-RTA parts of Kent, Gig Harbor's HBZ part) gets the code without a suffix or
//   marked RTA; the others are named in the note and the report (`splitCities`), and the entry is
//   uncertain anyway. A city in two counties (Auburn/King, Auburn/Pierce) gets one entry per county;
// - cities the content already has are kept (their jurisdictions, names and history) and checked
//   against the table: the sum of the entry's jurisdictions on each day the table covers must be the
//   code's local rate; where it differs, the table wins from its first day (official-tables.ts
//   `reconcile`), and the report lists the disagreement;
// - skipped: tribal location codes (their names say TRIBE, TRIBES or NATION: no USPS name places them).
// Checked, not written: STATE against us-WA's rate, RATE = STATE + LOCAL, RTA zero.
// Dates: each quarter's rows from their effective date; the last quarter read runs on (to null) until
// a later edition is built, as the CDTFA step's table does.
//
// Run: npx tsx scripts/content-from-wa-dor.ts path/to/Rates_<yy>Q<q>.csv [more quarters...] [--via "how the file was read"]
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countyName } from '../src/tax/address/zip-places.ts';
import type { JurisdictionFile, SourceRecord } from '../src/tax/content/schema.ts';
import { scheduledEdition } from '../src/tax/content/vouching.ts';
import { addDays } from '../src/tax/dates.ts';
import { parseWaRates, type WaRateRow } from '../src/tax/imports/wa-dor.ts';
import { checkNames, countiesWith, isGenerated, zipCitiesOf } from './content-from-cdtfa.ts';
import {
  ascii,
  breakpoints,
  difference,
  editableJurisdictions,
  localJurisdiction,
  merged,
  nameKey,
  ordered,
  percentText,
  percentUnitsOfFraction,
  rateText,
  reconcile,
  rewriteStateFile,
  salesRows,
  salesUnitsOn,
  segmentOn,
  slug,
  titleCase,
  uspsNameOf,
  withNote,
  type Segment,
  type ZipCity,
} from './official-tables.ts';
import { withGeoid } from '../src/tax/imports/official-tables/place-geoids.ts';

export const WA_DOR_URL = 'https://dor.wa.gov/taxes-rates/sales-use-tax-rates/downloadable-database';
export const WA_DOR_FIELDS_URL = 'https://dor.wa.gov/taxes-rates/location-codes-and-rate-tables-field-descriptions';
const NOTE_MARKER = "Built from WA DOR's location code and rate table";
const COUNTY_NOTE_MARKER = 'WA: county-level local sales taxes';
const STATE = 'WA';

/** "2026-04-01" -> "26Q2". */
export const quarterOf = (date: string) => `${date.slice(2, 4)}Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;

export function waDorSource(editions: readonly string[], via?: string): SourceRecord {
  const newest = [...editions].sort().at(-1)!;
  return {
    url: WA_DOR_URL,
    title: `Washington Department of Revenue, downloadable database: location code and rate table (Rates_${editions.map(quarterOf).join(', Rates_')}; fields: ${WA_DOR_FIELDS_URL})${via === undefined ? '' : `, ${via}`}`,
    authority: 'Washington State Department of Revenue',
    retrieved: '2026-11-27',
    official: true,
    // A rate table each calendar quarter: the newest read vouches until the next.
    edition: scheduledEdition(`location code and rate table, 20${quarterOf(newest).replace('Q', ' Q')}`, newest),
  };
}

// ---------------------------------------------------------------------------------------------
// The table

/** A location code's local rate, quarter by quarter, each period citing its row. */
export interface WaSegment extends Segment {
  row: WaRateRow;
}

export type WaKind = 'county' | 'city' | 'tribal';

export interface WaCode {
  code: string;
  /** The table's name of the code's latest row. */
  name: string;
  kind: WaKind;
  /** The county's name ("Grays Harbor") and FIPS code. */
  county: string;
  fips: string;
  /** A city's name without the county and part suffixes ("AUBURN/KING RTA" -> "Auburn"). */
  city: string | null;
  /** A city's part, from its name's suffix: '' none, 'RTA', 'NON-RTA', 'HBZ'. */
  part: string;
  series: WaSegment[];
}

export interface WaTable {
  rows: WaRateRow[];
  /** First days of the quarters read, sorted. */
  editions: string[];
  codes: WaCode[];
}

/** The file each row was read from, for the notes. */
const FILE_OF = new WeakMap<WaRateRow, string>();

/** Every row of the files, parsed with the importer's parser (an error names the file and line). */
export function readWaRates(files: readonly { name: string; text: string }[]): WaRateRow[] {
  const rows: WaRateRow[] = [];
  for (const f of files) {
    const parsed = parseWaRates(f.text.replace(/^\uFEFF/, ''));
    if (!parsed.ok) throw new Error(`${f.name} line ${parsed.line}: ${parsed.message}`);
    for (const row of parsed.rows) FILE_OF.set(row, f.name);
    rows.push(...parsed.rows);
  }
  return rows;
}

const units = (rate: { fraction: string }) => percentUnitsOfFraction(rate.fraction);
const TRIBAL = /\b(TRIBES?|NATION)\b/;
const PART = /^(.*?)(?: (RTA|NON-RTA|HBZ))?$/;
const PART_RANK: Record<string, number> = { '': 0, RTA: 0, HBZ: 1, 'NON-RTA': 2 };

/**
 * The table by location code. A code's county comes from its first two digits, which the table itself
 * ties to a county through the row named "<County> COUNTY" (or "... COUNTY RTA" / "NON-RTA") whose code
 * ends in 00 (0100 Adams County ... 3900 Yakima County; 4000 King County's non-RTA area).
 */
export function waTable(rows: readonly WaRateRow[], fipsOf: (county: string) => string | null): WaTable {
  const prefixCounty = new Map<string, string>();
  for (const r of rows) {
    const m = /^(.+) COUNTY(?: RTA| NON-RTA)?$/.exec(r.name.trim());
    if (m === null || !r.code.endsWith('00')) continue;
    const county = titleCase(m[1]!);
    const known = prefixCounty.get(r.code.slice(0, 2));
    if (known !== undefined && known !== county)
      throw new Error(`line ${r.line}: code ${r.code} names ${county} County, other rows of ${r.code.slice(0, 2)}xx ${known} County`);
    prefixCounty.set(r.code.slice(0, 2), county);
  }
  const byCode = new Map<string, WaRateRow[]>();
  for (const r of rows) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r]);
  const editions = [...new Set(rows.map((r) => r.from))].sort();
  const latest = editions.at(-1);
  const codes: WaCode[] = [];
  for (const [code, list] of [...byCode].sort(([a], [b]) => a.localeCompare(b))) {
    list.sort((a, b) => a.from.localeCompare(b.from));
    const last = list.at(-1)!;
    const county = prefixCounty.get(code.slice(0, 2));
    if (county === undefined)
      throw new Error(
        `line ${last.line}: code ${code} (${last.name}): no row "<County> COUNTY" with code ${code.slice(0, 2)}00 names its county`,
      );
    const fips = fipsOf(county);
    if (fips === null) throw new Error(`line ${last.line}: no FIPS code for ${county} County`);
    const series: WaSegment[] = [];
    for (const r of list) {
      if (r.rtaRate !== null && r.rtaRate.fraction !== '0')
        throw new Error(
          `line ${r.line}: ${r.name} has RTA ${r.rtaRate.fraction}; the field descriptions say LOCAL includes the RTA rate and RTA is zero, so a rate there is not understood`,
        );
      if (r.rtaApplies === true && r.rtaRate === null)
        throw new Error(`line ${r.line}: ${r.name} has an RTA flag; the field descriptions give RTA as a rate (zero)`);
      if (units(r.state) + units(r.local) !== units(r.rate))
        throw new Error(
          `line ${r.line}: ${r.name}: Rate ${r.rate.fraction} is not State + Local (${r.state.fraction} + ${r.local.fraction})`,
        );
      const prev = series.at(-1);
      if (prev !== undefined && (prev.to === null || prev.to > r.from))
        throw new Error(`line ${r.line}: code ${code} has two rows in force on ${r.from}`);
      series.push({ from: r.from, to: r.to, units: units(r.local), row: r });
    }
    // The latest quarter runs on until a later edition says otherwise.
    const end = series.at(-1)!;
    if (end.from === latest) end.to = null;
    const name = last.name.trim();
    let kind: WaKind;
    let city: string | null = null;
    let part = '';
    const upperCounty = county.toUpperCase();
    if (TRIBAL.test(name)) kind = 'tribal';
    else if ([' COUNTY', '-PTBA', ' PTBA', ' NON-RTA'].some((s) => name.startsWith(upperCounty + s))) kind = 'county';
    else {
      kind = 'city';
      const m = PART.exec(name)!;
      part = m[2] ?? '';
      const [base, named] = m[1]!.split('/');
      if (named !== undefined && named.trim() !== upperCounty)
        throw new Error(`line ${last.line}: ${name} names ${named} County, its code ${code} ${county} County`);
      city = titleCase(base!.trim());
    }
    codes.push({ code, name, kind, county, fips, city, part, series: mergedSegments(series) });
  }
  return { rows: [...rows], editions, codes };
}

/** Consecutive quarters at one rate as one period (citing the first quarter's row). */
function mergedSegments(series: WaSegment[]): WaSegment[] {
  const out: WaSegment[] = [];
  for (const s of series) {
    const last = out.at(-1);
    if (last !== undefined && last.to === s.from && last.units === s.units) last.to = s.to;
    else out.push({ ...s });
  }
  return out;
}

const sameSeries = (a: readonly Segment[], b: readonly Segment[]) =>
  a.length === b.length && a.every((s, i) => s.from === b[i]!.from && s.to === b[i]!.to && s.units === b[i]!.units);

// ---------------------------------------------------------------------------------------------
// The content

export interface WaReport {
  editions: string[];
  rows: number;
  codes: { county: number; city: number; tribal: number };
  counties: number;
  cities: number;
  /** Counties whose every code carries one rate: in the county map and completeCounties. */
  uniformCounties: string[];
  /** Counties left out of the county map, with their unincorporated codes' latest rates. */
  unincorporatedNotMapped: string[];
  /** Cities with several codes in one county: the code taken and the others. */
  splitCities: string[];
  addedPlaces: number;
  addedJurisdictions: number;
  checkedPlaces: string[];
  disagreements: string[];
  /** Cities whose name no ZIP code of the data carries (their entry has the table's name). */
  withoutZipName: string[];
  /** Quarters whose STATE differs from us-WA's rate. */
  stateDiffers: string[];
}

export interface WaInput {
  files: readonly { name: string; text: string }[];
  content: JurisdictionFile;
  fipsOf: (county: string) => string | null;
  zipCities: readonly ZipCity[];
}

/** content/us/wa.json with the table built in, and what was done. Applied to its own result it changes nothing. */
export function waDorContent({ files, content, fipsOf, zipCities }: WaInput): { file: JurisdictionFile; report: WaReport } {
  const table = waTable(readWaRates(files), fipsOf);
  const { editions, codes } = table;
  const asOf = editions.at(-1);
  if (asOf === undefined) throw new Error('the rate table has no rows');
  const source = WA_DOR_URL;
  const { jurisdictions, has, get, put } = editableJurisdictions(content, 'content/us/wa.json');
  const on = (ids: readonly string[], d: string) => ids.reduce((sum, id) => sum + salesUnitsOn(get(id), d), 0n);
  const report: WaReport = {
    editions,
    rows: table.rows.length,
    codes: { county: 0, city: 0, tribal: 0 },
    counties: 0,
    cities: 0,
    uniformCounties: [],
    unincorporatedNotMapped: [],
    splitCities: [],
    addedPlaces: 0,
    addedJurisdictions: 0,
    checkedPlaces: [],
    disagreements: [],
    withoutZipName: [],
    stateDiffers: [],
  };
  for (const c of codes) report.codes[c.kind]++;

  // The state's rate, quarter by quarter.
  const state = get(`us-${STATE}`);
  for (const e of editions) {
    const rates = new Set(table.rows.filter((r) => r.from === e).map((r) => units(r.state)));
    const held = salesUnitsOn(state, e);
    if (rates.size !== 1 || !rates.has(held))
      report.stateDiffers.push(`${e}: the table's STATE ${[...rates].map(percentText).join(', ')}, us-${STATE} ${percentText(held)}`);
  }

  const quarters = (s: Segment) => {
    const list = editions.filter((e) => e >= s.from && (s.to === null || e < s.to)).map((e) => `Rates_${quarterOf(e)}`);
    return list.length > 1 ? `${list[0]} to ${list.at(-1)}` : (list[0] ?? `Rates_${quarterOf(s.from)}`);
  };
  const period = (s: Segment) =>
    s.to === null
      ? `from ${s.from} (the latest quarter read runs on until a later edition is built)`
      : `from ${s.from} through ${addDays(s.to, -1)}`;
  const rowText = (c: WaCode, s: WaSegment) =>
    `${WA_DOR_URL} — WA DOR, location code and rate table, ${quarters(s)} (${FILE_OF.get(s.row) ?? `Rates_${quarterOf(s.row.from)}`} line ${s.row.line}): ${s.row.name.trim()}, location code ${c.code} (${c.county} County), local rate ${percentText(s.units)} beside the state's ${percentText(units(s.row.state))} (combined ${percentText(units(s.row.rate))}), ${period(s)}. LOCAL includes the RTA tax for location codes in the RTA district (${WA_DOR_FIELDS_URL}); the table gives the whole local rate, not its measures.`;
  const rowsOf = (c: WaCode, extra = '') =>
    c.series
      .filter((s) => s.units !== 0n)
      .map((s) => ({ rate: rateText(s.units), from: s.from, to: s.to, sources: [source], note: rowText(c, s) + extra }));
  const noteOf =
    (c: WaCode, extra = '') =>
    (s: Segment) => {
      const seg = c.series.find((x) => x.from <= s.from && (x.to === null || s.from < x.to))!;
      return rowText(c, { ...seg, from: s.from, to: s.to }) + extra;
    };

  // Counties.
  const byCounty = new Map<string, WaCode[]>();
  for (const c of codes) byCounty.set(c.fips, [...(byCounty.get(c.fips) ?? []), c]);
  report.counties = byCounty.size;
  const map: Record<string, string[]> = {};
  // A county map entry this step wrote before is rebuilt; others (none yet) are kept.
  for (const [fips, ids] of Object.entries(content.counties?.taxes ?? {}))
    if (!ids.every((id) => /^us-WA-.+-county-local$/.test(id))) map[fips] = ids;
  const uniform = new Set<string>();
  for (const [fips, list] of [...byCounty].sort(([a], [b]) => a.localeCompare(b))) {
    const main = list.find((c) => c.kind === 'county' && c.code.endsWith('00'))!;
    if (list.every((c) => sameSeries(c.series, main.series))) {
      uniform.add(fips);
      const id = `us-${STATE}-${slug(main.county)}-county-local`;
      const extra = ` Every location code of ${main.county} County in the table (${list.length}: ${list.map((c) => c.code).join(', ')}) carries this rate, so the county alone places an address there.`;
      const j = localJurisdiction(
        STATE,
        id,
        `${main.county} County local taxes (every city and the unincorporated area; location code ${main.code})`,
        'county',
        rowsOf(main, extra),
      );
      if (!has(id)) {
        put(j);
        report.addedJurisdictions++;
      } else {
        const r = reconcile(get(id), merged(main.series), asOf, source, noteOf(main, extra));
        put({ ...r.jurisdiction, name: j.name });
        if (r.disagreement !== null) report.disagreements.push(`${main.county} County (${id}): ${r.disagreement}`);
      }
      if (map[fips] !== undefined && !(map[fips].length === 1 && map[fips][0] === id))
        throw new Error(`${main.county} County: the content's county map holds ${map[fips].join(', ')}: settle by hand`);
      map[fips] = [id];
      report.uniformCounties.push(main.county);
    } else {
      const latest = (c: WaCode) => percentText(c.series.at(-1)!.units);
      report.unincorporatedNotMapped.push(
        `${main.county} County: ${list
          .filter((c) => c.kind === 'county')
          .map((c) => `${c.name} ${c.code} ${latest(c)}`)
          .join('; ')}`,
      );
    }
  }

  // Cities, one per name and county; the code without a part suffix (or marked RTA) first.
  const cityGroups = new Map<string, WaCode[]>();
  for (const c of codes)
    if (c.kind === 'city') cityGroups.set(`${c.fips}|${nameKey(c.city!)}`, [...(cityGroups.get(`${c.fips}|${nameKey(c.city!)}`) ?? []), c]);
  const cityCounties = new Map<string, Set<string>>();
  for (const list of cityGroups.values())
    cityCounties.set(nameKey(list[0]!.city!), new Set([...(cityCounties.get(nameKey(list[0]!.city!)) ?? []), list[0]!.fips]));

  const hand = (content.places ?? []).filter((p) => !isGenerated(p.sources, source));
  const generated: NonNullable<JurisdictionFile['places']> = [];
  for (const list of [...cityGroups.values()].sort(
    (a, b) => a[0]!.fips.localeCompare(b[0]!.fips) || a[0]!.city!.localeCompare(b[0]!.city!),
  )) {
    report.cities++;
    list.sort((a, b) => PART_RANK[a.part]! - PART_RANK[b.part]! || a.code.localeCompare(b.code));
    const [c, ...others] = list as [WaCode, ...WaCode[]];
    if (others.some((o) => PART_RANK[o.part] === PART_RANK[c.part]))
      throw new Error(
        `${c.city} (${c.county} County): codes ${list.map((o) => `${o.code} ${o.name}`).join(', ')} are all main parts: settle by hand`,
      );
    const partsText =
      others.length === 0
        ? ''
        : ` The table gives ${c.city} in ${c.county} County ${list.length} location codes and no boundaries: ${c.code} (${c.name}, ${percentText(c.series.at(-1)!.units)}) is taken, not ${others.map((o) => `${o.code} (${o.name}, ${percentText(o.series.at(-1)!.units)})`).join(', ')}, so an address in the other part is answered with this rate (and is reported uncertain, as every entry built from the table is).`;
    if (others.length > 0)
      report.splitCities.push(
        `${c.city} (${c.county} County): ${c.code} ${c.name} taken; not ${others.map((o) => `${o.code} ${o.name}`).join(', ')}`,
      );
    const multiCounty = (cityCounties.get(nameKey(c.city!))?.size ?? 1) > 1;
    const usps = uspsNameOf(ascii(c.city!), [c.fips], zipCities);
    const names = [usps ?? ascii(c.city!)];
    const matches = hand.filter(
      (p) =>
        p.names.some((n) => names.some((m) => nameKey(n) === nameKey(m)) || nameKey(n) === nameKey(c.city!)) &&
        (p.counties === undefined || p.counties.includes(c.fips)),
    );
    if (uniform.has(c.fips)) {
      // The county places its cities; an entry of the content's own there would count it twice.
      if (matches.some((p) => p.jurisdictions.length > 0))
        throw new Error(
          `${c.city}: the content has a place entry with jurisdictions in ${c.county} County, which the county map now places: settle by hand`,
        );
      continue;
    }
    if (matches.length > 0) {
      for (const p of matches) {
        report.checkedPlaces.push(`${c.city} (${c.county} County, code ${c.code}): ${p.jurisdictions.join(', ')}`);
        const days = breakpoints(c.series, ...p.jurisdictions.map((id) => salesRows(get(id)))).filter(
          (d) => d >= c.series[0]!.from && d <= asOf,
        );
        if (days.every((d) => on(p.jurisdictions, d) === (segmentOn(c.series, d) ?? 0n))) continue;
        const current = p.jurisdictions.filter((id) => salesUnitsOn(get(id), asOf) !== 0n);
        const targetId = current.length === 1 ? current[0]! : p.jurisdictions.length === 1 ? p.jurisdictions[0]! : null;
        if (targetId === null)
          throw new Error(
            `${c.city}: the content's entry holds ${p.jurisdictions.join(', ')}, which differ from the table: settle by hand`,
          );
        const rest = p.jurisdictions.filter((id) => id !== targetId);
        // The other jurisdictions as they stand on the table's days; their later changes (scheduled, not in the table) stay theirs.
        const own = difference(
          c.series,
          (d) => on(rest, d <= asOf ? d : asOf),
          breakpoints(...rest.map((id) => salesRows(get(id)))).filter((d) => d <= asOf),
        );
        if (own.some((s) => s.units < 0n))
          throw new Error(
            `${c.city}: the content's other jurisdictions there (${rest.join(', ')}) are more than the table's rate: settle by hand`,
          );
        const r = reconcile(
          get(targetId),
          own,
          asOf,
          source,
          noteOf(
            c,
            ` The content's entry for ${c.city} holds ${targetId}${rest.length > 0 ? ` beside ${rest.join(', ')}` : ''}; where it differed, the table wins from this day.${partsText}`,
          ),
        );
        put(r.jurisdiction);
        if (r.disagreement !== null) report.disagreements.push(`${c.city} (${targetId}): ${r.disagreement}`);
      }
      continue;
    }
    if (usps === null) report.withoutZipName.push(`${c.city} (${c.county} County)`);
    const id = multiCounty ? `us-${STATE}-${slug(c.city!)}-${slug(c.county)}-local` : `us-${STATE}-${slug(c.city!)}-local`;
    const name = `${ascii(c.city!)}${multiCounty ? ` (${c.county} County part)` : ''} local taxes (location code ${c.code}${c.part === '' ? '' : `, ${c.part} part`}; incl. RTA where the location code includes it)`;
    if (!has(id)) {
      put(localJurisdiction(STATE, id, name, 'city', rowsOf(c, partsText)));
      report.addedJurisdictions++;
    } else {
      const r = reconcile(get(id), merged(c.series), asOf, source, noteOf(c, partsText));
      put({ ...r.jurisdiction, name });
      if (r.disagreement !== null) report.disagreements.push(`${c.city} (${id}): ${r.disagreement}`);
    }
    // The table gives no boundaries: a ZIP code named after the city may reach the land around it.
    generated.push(withGeoid(STATE, { names, jurisdictions: [id], counties: [c.fips], partlyOutside: 'unknown', sources: [source] }));
  }
  report.addedPlaces = generated.length - (content.places ?? []).filter((p) => isGenerated(p.sources, source)).length;

  const places = [...hand, ...generated];
  checkNames(places);
  const completeCounties = [...uniform].sort();
  const editionsText = editions.map((e) => `Rates_${quarterOf(e)} (from ${e})`).join(', ');
  const note = [
    `${NOTE_MARKER} (${WA_DOR_URL}; fields ${WA_DOR_FIELDS_URL}), ${editionsText}, by scripts/content-from-wa-dor.ts: ${codes.length} location codes (${report.codes.city} of cities or parts of cities, ${report.codes.county} of unincorporated areas and transit areas, ${report.codes.tribal} tribal) in ${report.counties} counties.`,
    `Each location code carries one complete local rate (LOCAL, which includes the RTA tax where the code lies in the Sound Transit district): a place here is one jurisdiction holding its code's local rate from ${editions[0]}, the latest quarter running on until a later edition is built. Nothing before ${editions[0]} unless the content had it.`,
    `Counties: ${completeCounties.length} (${report.uniformCounties.join(', ')}) carry one rate in every location code, so the county map places them alone (counties.completeCounties). The other ${report.counties - completeCounties.length} counties are not in the county map: Levy adds a county's taxes to a city's, and a Washington city's code already holds them all, so an address whose ZIP code is named after no city here gets no local tax and is reported uncertain (the DOR ZIP+4 import places it).`,
    `Cities: ${report.cities} (a city in two counties counts once per county); ${report.checkedPlaces.length} found in the content were kept and checked. Every entry is partlyOutside "unknown": the table has no boundaries, and a ZIP code named after a city may reach the unincorporated land around it. A city with several location codes in one county (RTA and non-RTA parts, Gig Harbor's HBZ) gets the code without a suffix or marked RTA; its note names the others. Tribal location codes are not placed.`,
  ].join('\n');
  const countyNote = `${COUNTY_NOTE_MARKER} by county FIPS: only the ${completeCounties.length} counties whose every location code carries one local rate (WA DOR's location code and rate table; see the next note).`;

  const file = ordered({
    ...content,
    notes: withNote(withNote(content.notes, COUNTY_NOTE_MARKER, countyNote), NOTE_MARKER, note),
    jurisdictions,
    counties: {
      ...countiesWith(content.counties, completeCounties, source),
      taxes: Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b))),
    },
    places,
  });
  return { file, report };
}

// ---------------------------------------------------------------------------------------------
// The command

/** Washington's county FIPS codes by name, from the ZIP data (53001 Adams ... 53077 Yakima). */
export function washingtonFips(name: string): string | null {
  for (let n = 1; n <= 77; n += 2) {
    const fips = `53${String(n).padStart(3, '0')}`;
    if (countyName(fips) === name) return fips;
  }
  return null;
}

export function buildWa(paths: readonly string[], content: JurisdictionFile) {
  return waDorContent({
    files: paths.map((p) => ({ name: basename(p), text: readFileSync(p, 'utf8') })),
    content,
    fipsOf: washingtonFips,
    zipCities: zipCitiesOf(STATE),
  });
}

function main(): void {
  const args = process.argv.slice(2);
  const at = args.indexOf('--via');
  const via = at === -1 ? undefined : args[at + 1];
  const paths = args.filter((_, i) => at === -1 || (i !== at && i !== at + 1));
  if (paths.length === 0)
    throw new Error(
      'usage: npx tsx scripts/content-from-wa-dor.ts path/to/Rates_<yy>Q<q>.csv [more quarters...] [--via "how the file was read"] (the file is not in ../shared/reference/data)',
    );
  const report = rewriteStateFile(
    STATE,
    (current) => buildWa(paths, current),
    (r) => waDorSource(r.editions, via),
  );
  console.log(JSON.stringify(report, null, 2));
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
