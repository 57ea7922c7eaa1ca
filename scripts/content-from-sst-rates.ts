// Builds a Streamlined Sales Tax member state's county taxes into its content file from the state's
// SST rate file (<ST>R<year>Q<quarter><MON><DD>.csv: no header, one row per jurisdiction and period;
// type 45 the state, 00 a county by county FIPS, 01 a city by Census place code, others special
// districts). The rate file is parsed by the importer's parser (src/tax/imports/sst-rates.ts). The
// official file is never copied into the repository: this step reads it from
// ../shared/reference/data and writes the facts, each citing the SST rate file.
//
// What it writes (docs/tax-data.md, "Official tables built into the content"):
// - the county map: every county of the state (from the ZIP table), with its county taxes: one
//   jurisdiction per county with a county row, us-<ST>-<county>-county, whose rates are the file's
//   dated rows (each citing the file and its line); [] for a county the file gives no county tax;
//   `complete` false where the content had no county map (cities and districts add taxes the map does
//   not hold), else the content's own flags;
// - a county tax the content already holds is kept and checked against the file (the file wins from
//   its first row where they differ, earlier history kept: official-tables.ts `reconcile`): the
//   county map's own jurisdictions, else us-<ST>-<county>-county, else the one county-level
//   jurisdiction of a place entry in that county that states the file's figures;
// - place entries that carried their county's tax no longer name it: the county map gives it, the
//   entry only the place's own taxes. Every entry's combined rate is checked to be unchanged.
// Checked, not written: the state row (type 45) against the state's rate in the content.
// Not built: city and district rows (the rate file names neither; the boundary file places them).
//
// Run: npx tsx scripts/content-from-sst-rates.ts [path/to/<ST>R<year>Q<q><MON><DD>.csv]
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { US_STATES } from '../src/tax/address/us.ts';
import { countyName } from '../src/tax/address/zip-places.ts';
import type { ContentJurisdiction, JurisdictionFile, SourceRecord } from '../src/tax/content/schema.ts';
import { scheduledEdition } from '../src/tax/content/vouching.ts';
import { addDays } from '../src/tax/dates.ts';
import { parseSstFileName, parseSstRates, STATE_FIPS, stateOfFips, type SstRateRow } from '../src/tax/imports/sst-rates.ts';
export { countiesOfState } from '../src/tax/imports/official-tables/tables.ts';
import { countiesOfState } from '../src/tax/imports/official-tables/tables.ts';
import {
  breakpoints,
  localJurisdiction,
  ordered,
  percentUnitsOfFraction,
  rateText,
  reconcile,
  REFERENCE_DATA,
  salesRows,
  salesUnitsOn,
  segmentOn,
  slug,
  withNote,
  type Segment,
  editableJurisdictions,
  rewriteStateFile,
} from './official-tables.ts';

export const SST_URL = 'https://www.streamlinedsalestax.org/Shared-Pages/rate-and-boundary-files';
export const SST_MN_FILE = fileURLToPath(new URL('sst/MNR2026Q2FEB18.csv', REFERENCE_DATA));
const NOTE_MARKER = 'Built from the Streamlined Sales Tax rate file';

/**
 * Who publishes each state's rate file through the Governing Board. sources.json describes a source by
 * its URL, and the SST page is one URL for every member state: building a second state needs a source
 * of its own (a URL naming the state's file) before it is added here.
 */
const PUBLISHERS: Record<string, string> = { MN: 'Minnesota Department of Revenue' };

/** What a rate file's name says, or an error. */
function fileNameOf(fileName: string): { state: string; year: number; quarter: number; edition: string; base: string } {
  const base = basename(fileName);
  const name = parseSstFileName(base);
  if (name === null || name.kind !== 'R') throw new Error(`${base}: expected an SST rate file name, <ST>R<year>Q<quarter><MON><DD>.csv`);
  return {
    state: name.state,
    year: name.year,
    quarter: name.quarter,
    edition: `${name.year}-${String((name.quarter - 1) * 3 + 1).padStart(2, '0')}-01`,
    base,
  };
}

export function sstSource(fileName: string): SourceRecord {
  const { state, year, quarter, base } = fileNameOf(fileName);
  const publisher = PUBLISHERS[state];
  if (publisher === undefined)
    throw new Error(`no publisher known for ${state}'s SST rate file: add it to PUBLISHERS (with a source URL of its own)`);
  return {
    url: SST_URL,
    title: `Streamlined Sales Tax rate and boundary files: ${US_STATES[state]}'s rate file for ${year} Q${quarter} (${base.replace(/\.[^.]*$/, '')})`,
    authority: `${publisher} (Streamlined Sales Tax Governing Board rate file)`,
    retrieved: '2026-11-27',
    official: true,
    // Member states publish a rate file for each calendar quarter.
    edition: scheduledEdition(
      `Streamlined Sales Tax rate file ${base.replace(/\.[^.]*$/, '')} (${year} Q${quarter})`,
      `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// The file

/** A row's period with the rate it gives, for the content (interstate: Levy's sellers are remote). */
export interface SstSegment extends Segment {
  row: SstRateRow;
  /** The file's own last day when a later row of the jurisdiction starts before it (the later row wins). */
  cutFrom?: string | null;
}

/** The rows of one state's rate file, read by the importer's parser. */
export function readSstRates(text: string): { state: string; rows: SstRateRow[] } {
  const parsed = parseSstRates(text);
  if (!parsed.ok) throw new Error(`SST rate file line ${parsed.line}: ${parsed.message}`);
  const state = stateOfFips(parsed.state);
  if (state === null) throw new Error(`SST rate file: state FIPS ${parsed.state} is no state's`);
  return { state, rows: parsed.rows };
}

/**
 * Each jurisdiction's rows (one type, by code) as a dated series in file order of start. Rows without a
 * general rate say nothing and are left out; where a row starts before the one before it ends, the
 * later row wins from its first day (as the importer reads it).
 */
export function seriesByCode(rows: readonly SstRateRow[], type: string): Map<string, SstSegment[]> {
  const groups = new Map<string, SstRateRow[]>();
  for (const row of rows)
    if (row.jurisdictionType === type && (row.generalInterstate ?? row.generalIntrastate) !== null)
      groups.set(row.jurisdictionFips, [...(groups.get(row.jurisdictionFips) ?? []), row]);
  const out = new Map<string, SstSegment[]>();
  for (const [code, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...group].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.line - b.line));
    out.set(
      code,
      sorted.map((row, i) => {
        const next = sorted[i + 1]?.from;
        const cut = next !== undefined && (row.to === null || row.to > next);
        const rate = row.generalInterstate ?? row.generalIntrastate!;
        return {
          from: row.from,
          to: cut ? next : row.to,
          units: percentUnitsOfFraction(rate.fraction),
          row,
          ...(cut ? { cutFrom: row.to } : {}),
        };
      }),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The content

export interface SstReport {
  file: string;
  state: string;
  /** The first day of the file's quarter: the day through which it is read. */
  edition: string;
  rows: { state: number; county: number; city: number; district: number };
  /** Counties with a county row, and the state's counties in the county map. */
  counties: number;
  stateCounties: number;
  addedJurisdictions: number;
  /** Jurisdictions the content held that the file's county rows were checked against (agreeing or not). */
  checkedJurisdictions: string[];
  /** County jurisdictions found in place entries, now in the county map. */
  foundInPlaces: string[];
  /** Where the content and the file differ (the file won from its first row), and the state row's check. */
  disagreements: string[];
  /** Place entries that no longer name their county's taxes (the county map gives them). */
  adjustedPlaces: string[];
  /** Place entries whose combined local rate changed: a figure the file changed (see disagreements), else a tax counted twice or lost. */
  placesChanged: string[];
  /** Rows whose interstate rate (used) differs from the intrastate one; rows cut short by a later row. */
  interstateDiffers: string[];
  overlaps: string[];
  /** Counties the content gives taxes the file has no county row for (kept). */
  notInFile: string[];
}

export interface SstInput {
  text: string;
  /** The file's name (MNR2026Q2FEB18.csv): its quarter and the notes' citation. */
  fileName: string;
  content: JurisdictionFile;
  /** Every county FIPS code of the state (the ZIP table's). */
  stateCounties: readonly string[];
  /** A county's name by FIPS code (the ZIP table's: "27053" -> "Hennepin"). */
  countyNameOf: (fips: string) => string | null;
}

const EARLIEST_TAX_DATE = '1999-01-01';

/** The state's content file with the rate file's county taxes built in, and what was done. Applied to its own result it changes nothing. */
export function sstRatesContent({ text, fileName, content, stateCounties, countyNameOf }: SstInput): {
  file: JurisdictionFile;
  report: SstReport;
} {
  const { state, rows } = readSstRates(text);
  const named = fileNameOf(fileName);
  if (named.state !== state) throw new Error(`${named.base} names ${named.state}, but its rows are ${state}'s`);
  const { edition, base } = named;
  const stateName = US_STATES[state]!;
  const source = SST_URL;
  const { jurisdictions, has, get, put } = editableJurisdictions(content, `content/us/${state.toLowerCase()}.json`);
  const sum = (ids: readonly string[], d: string) => [...new Set(ids)].reduce((total, id) => total + salesUnitsOn(get(id), d), 0n);
  const count = (type: (r: SstRateRow) => boolean) => rows.filter(type).length;
  const report: SstReport = {
    file: base,
    state,
    edition,
    rows: {
      state: count((r) => r.kind === 'state'),
      county: count((r) => r.kind === 'county'),
      city: count((r) => r.kind === 'city'),
      district: count((r) => r.kind === 'district'),
    },
    counties: 0,
    stateCounties: 0,
    addedJurisdictions: 0,
    checkedJurisdictions: [],
    foundInPlaces: [],
    disagreements: [],
    adjustedPlaces: [],
    placesChanged: [],
    interstateDiffers: [],
    overlaps: [],
    notInFile: [],
  };
  for (const r of rows)
    if (r.generalInterstate !== null && r.generalIntrastate !== null && r.generalInterstate.fraction !== r.generalIntrastate.fraction)
      report.interstateDiffers.push(
        `line ${r.line}: type ${r.jurisdictionType} ${r.jurisdictionFips}, interstate ${r.generalInterstate.percent}%, intrastate ${r.generalIntrastate.percent}%`,
      );
  const lastDay = (to: string | null) => (to === null ? ', no end given' : ` to ${addDays(to, -1)}`);
  /** The citation of one row: the file, its line, what it says. */
  const fileSays = (s: SstSegment, what: string) => {
    const last = lastDay(s.cutFrom === undefined ? s.to : s.cutFrom);
    const cut = s.cutFrom === undefined ? '' : ` (a later row of the same jurisdiction starts on ${s.to} and is read from then)`;
    return `${base}, Streamlined Sales Tax Governing Board rate file for ${stateName}, ${named.year} Q${named.quarter} (published by the ${PUBLISHERS[state] ?? `${stateName} tax authority`}), line ${s.row.line}: ${what} ${rateText(s.units)}% from ${s.from}${last}${cut}.`;
  };

  // The state row: checked against the state's rate, not written.
  const stateSeries = seriesByCode(rows, '45').get(stateOfFipsCode(state)) ?? [];
  const us = get(`us-${state}`);
  for (const d of breakpoints(stateSeries, salesRows(us)).filter((day) => day >= (stateSeries[0]?.from ?? '9999') && day <= edition)) {
    const fileRate = segmentOn(stateSeries, d);
    if (fileRate !== undefined && fileRate !== salesUnitsOn(us, d))
      report.disagreements.push(
        `us-${state} (state row, not changed): on ${d} the content has ${rateText(salesUnitsOn(us, d))}%, the file ${rateText(fileRate)}%`,
      );
  }

  // Counties.
  const oldMap: Record<string, string[]> = content.counties?.taxes ?? {};
  const map: Record<string, string[]> = { ...oldMap };
  const countySeries = seriesByCode(rows, '00');
  for (const [code, series] of countySeries)
    for (const s of series)
      if (s.cutFrom !== undefined)
        report.overlaps.push(
          `county ${code}, line ${s.row.line}: from ${s.from}${lastDay(s.cutFrom)}, but line ${series.find((x) => x.from === s.to)!.row.line} starts on ${s.to}`,
        );
  const places = content.places ?? [];
  const countyPart = (id: string) => {
    const j = has(id) ? get(id) : null;
    return j !== null && j.level === 'county' && salesRows(j).length > 0 ? j : null;
  };
  const agrees = (j: ContentJurisdiction, series: readonly Segment[]) =>
    reconcile(j, series, edition, source, () => '').disagreement === null;
  const countyNameFor = (fips: string) => {
    const name = countyNameOf(fips);
    if (name === null) throw new Error(`${base}: county ${fips.slice(2)} (${fips}) is not a county of the ZIP table`);
    return name;
  };
  for (const [code, series] of countySeries) {
    const fips = `${stateOfFipsCode(state)}${code}`;
    const name = countyNameFor(fips);
    report.counties++;
    const note = (s: Segment) =>
      `${fileSays(series.find((x) => x.from === s.from) ?? series[0]!, `county row ${code} (${name} County)`)} The file gives one rate per county: every county tax there together.`;
    const reconciled = (j: ContentJurisdiction, target: readonly Segment[]) => {
      const r = reconcile(j, target, edition, source, note);
      put(r.jurisdiction);
      report.checkedJurisdictions.push(j.id);
      if (r.disagreement !== null) report.disagreements.push(`${name} County (${j.id}): ${r.disagreement}`);
    };
    const known = map[fips];
    if (known !== undefined && known.length > 0) {
      // The county map's own jurisdictions: one takes the file's figures; several are checked as a whole.
      if (known.length === 1) reconciled(get(known[0]!), series);
      else {
        const wrong = breakpoints(series, ...known.map((id) => salesRows(get(id)))).filter(
          (d) => d >= series[0]!.from && d <= edition && (segmentOn(series, d) ?? 0n) !== sum(known, d),
        );
        if (wrong.length > 0)
          throw new Error(
            `${name} County: the county map's ${known.join(' + ')} differ from the file on ${wrong.join(', ')}: settle by hand`,
          );
        report.checkedJurisdictions.push(...known);
      }
      continue;
    }
    if (known !== undefined)
      report.disagreements.push(
        `${name} County: the county map had no county tax, the file has ${series.map((s) => `${rateText(s.units)}% from ${s.from}`).join(', ')}`,
      );
    const id = `us-${state}-${slug(name)}-county`;
    if (has(id)) {
      reconciled(get(id), series);
      map[fips] = [id];
      continue;
    }
    // A place entry in the county that carries the county's tax (the file's figures, under its own id).
    const carried = [
      ...new Set(
        places.filter((p) => p.counties?.includes(fips) === true).flatMap((p) => p.jurisdictions.filter((x) => countyPart(x) !== null)),
      ),
    ];
    const found = carried.filter((x) => agrees(get(x), series));
    if (found.length > 1)
      throw new Error(`${name} County: place entries carry ${found.join(', ')}, each stating the file's county figures: settle by hand`);
    if (found.length === 1) {
      reconciled(get(found[0]!), series);
      report.foundInPlaces.push(found[0]!);
      map[fips] = [found[0]!];
      continue;
    }
    const rates = series
      .filter((s) => s.units !== 0n && (s.to === null || s.to > EARLIEST_TAX_DATE))
      .map((s) => ({ rate: rateText(s.units), from: s.from, to: s.to, sources: [source], note: note(s) }));
    if (rates.length === 0) {
      map[fips] = [];
      continue;
    }
    put(localJurisdiction(state, id, `${name} County taxes`, 'county', rates));
    report.addedJurisdictions++;
    map[fips] = [id];
  }
  const counties = new Set([...stateCounties, ...Object.keys(map)]);
  for (const fips of counties) {
    if (map[fips] !== undefined) continue;
    map[fips] = [];
  }
  for (const fips of counties) {
    if (countySeries.has(fips.slice(2)) || map[fips]!.length === 0) continue;
    if (sum(map[fips]!, edition) !== 0n)
      report.notInFile.push(
        `${countyNameOf(fips) ?? fips} County (${map[fips]!.join(', ')}): ${rateText(sum(map[fips]!, edition))}% on ${edition}, no county row in the file (kept)`,
      );
  }
  report.stateCounties = counties.size;

  // Place entries: the county map gives the county's taxes, the entry the place's own.
  const adjusted = places.map((p) => {
    if (p.counties === undefined || p.counties.length === 0) return p;
    const inEvery = (id: string) => p.counties!.every((fips) => (map[fips] ?? []).includes(id));
    const own = p.jurisdictions.filter((id) => !inEvery(id));
    if (own.length === p.jurisdictions.length) return p;
    report.adjustedPlaces.push(
      `${p.names[0]} (${p.counties.join(', ')}): ${p.jurisdictions.filter(inEvery).join(', ')} now from the county map`,
    );
    return { ...p, jurisdictions: own };
  });
  // Checked: each entry's combined local rate, before (the content as it was) and after, day by day.
  const oldById = new Map(content.jurisdictions.map((j) => [j.id, j]));
  const oldSum = (ids: readonly string[], d: string) =>
    [...new Set(ids)].reduce((total, id) => total + (oldById.has(id) ? salesUnitsOn(oldById.get(id)!, d) : 0n), 0n);
  places.forEach((p, i) => {
    for (const fips of p.counties ?? Object.keys(map)) {
      const before = [...(oldMap[fips] ?? []), ...p.jurisdictions];
      const after = [...(map[fips] ?? []), ...adjusted[i]!.jurisdictions];
      const days = [
        EARLIEST_TAX_DATE,
        ...breakpoints(
          ...before.flatMap((id) => (oldById.has(id) ? [salesRows(oldById.get(id)!)] : [])),
          ...after.map((id) => salesRows(get(id))),
        ),
      ];
      const changed = days.filter((d) => oldSum(before, d) !== sum(after, d));
      if (changed.length > 0)
        report.placesChanged.push(
          `${p.names[0]} in ${countyNameOf(fips) ?? fips} County: ${changed.map((d) => `on ${d} ${rateText(oldSum(before, d))}% before, ${rateText(sum(after, d))}% now`).join('; ')}`,
        );
    }
  });

  const withTax = Object.values(map).filter((ids) => ids.length > 0).length;
  // County jurisdictions the content held before (some of their rows rest on other sources than the file).
  const kept = Object.entries(map)
    .filter(
      ([fips, ids]) => countySeries.has(fips.slice(2)) && ids.some((id) => salesRows(get(id)).some((r) => !r.sources.includes(source))),
    )
    .map(([fips, ids]) => `${countyNameFor(fips)}: ${ids.join(' + ')}`);
  const note = [
    `${NOTE_MARKER} (${base}: ${SST_URL}), ${named.year} Q${named.quarter}, by scripts/content-from-sst-rates.ts: ${report.rows.county} county rows for ${report.counties} counties. The county map lists all ${counties.size} counties of the state (the ZIP table's): the ${withTax} with a county tax name one jurisdiction each, whose rates are the file's dated rows (the interstate general rate, one rate per county: every county tax together); the others have none. ${kept.length > 0 ? `County taxes the content held before (${kept.join(', ')}) are kept under their ids, checked against the file (which wins from its first row where they differ)` : 'The content held no county taxes before'}; place entries name only the place's own taxes, the county map the county's.`,
    `Not built: the file's ${report.rows.city} city rows and ${report.rows.district} special-district rows (the rate file names neither place nor district; the boundary file places them). So the county map is not complete: an address placed only by its county gets the county's taxes and is reported uncertain. The state row (type 45) is checked against us-${state}'s rate.`,
  ].join('\n');
  const baseCounties = content.counties ?? { complete: false, taxes: {}, sources: [] };
  const file = ordered({
    ...content,
    notes: withNote(content.notes, NOTE_MARKER, note),
    jurisdictions,
    counties: {
      ...baseCounties,
      taxes: Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b))),
      sources: baseCounties.sources.includes(source) ? baseCounties.sources : [...baseCounties.sources, source],
    },
    ...(content.places === undefined ? {} : { places: adjusted }),
  });
  return { file, report };
}

/** The two-digit FIPS code of a state's USPS code. */
function stateOfFipsCode(state: string): string {
  const code = STATE_FIPS[state];
  if (code === undefined) throw new Error(`no FIPS code for ${state}`);
  return code;
}

// ---------------------------------------------------------------------------------------------
// The command

export function buildFromSstRates(path: string, content: JurisdictionFile, state: string) {
  return sstRatesContent({
    text: readFileSync(path, 'utf8'),
    fileName: basename(path),
    content,
    stateCounties: countiesOfState(state),
    countyNameOf: countyName,
  });
}

function main(): void {
  const path = process.argv[2] ?? SST_MN_FILE;
  const { state } = fileNameOf(path);
  const report = rewriteStateFile(
    state,
    (current) => buildFromSstRates(path, current, state),
    () => sstSource(basename(path)),
  );
  console.log(JSON.stringify(report, null, 2));
  // A changed combined rate is a figure the file changed (see disagreements) or a tax counted twice or lost.
  if (report.placesChanged.length > 0) console.warn(`Place entries whose combined local rate changed:\n${report.placesChanged.join('\n')}`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
