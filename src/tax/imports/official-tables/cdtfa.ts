// Builds California's cities and counties into content/us/ca.json from CDTFA's table of the
// combined sales and use tax rate of every city and county ("California City & County Sales & Use
// Tax Rates", SalesTaxRates<M>-<D>-<YY>.csv, the sheet as published saved as CSV). The official
// file is never copied into the repository: scripts/content-from-cdtfa.ts reads it from
// ../shared/reference/data and writes the facts, each citing the table; an operator's import of a
// newer table is built against the built-in content in memory (rate-overrides.ts). Pure.
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
import { countyName } from '../../address/zip-places.ts';
import type { JurisdictionFile } from '../../content/schema.ts';
import {
  ascii,
  checkNames,
  countiesOfState,
  editableJurisdictions,
  isGenerated,
  localJurisdiction,
  nameKey,
  percentText,
  percentUnitsOfFraction,
  rateText,
  rebuiltStateFile,
  reconcile,
  salesUnitsOn,
  slug,
  uspsNameOf,
  type ZipCity,
} from './tables.ts';
import { withGeoid } from './place-geoids.ts';

export const CDTFA_URL = 'https://www.cdtfa.ca.gov/taxes-and-fees/sales-use-tax-rates.htm';
const NOTE_MARKER = "Built from CDTFA's table";

// ---------------------------------------------------------------------------------------------
// The table

export interface CdtfaRow {
  /** Line in the file, from 1. */
  line: number;
  location: string;
  /** The combined rate in units (7.75% = 77500n); null for a county row that refers to its unincorporated area and cities. */
  rate: bigint | null;
  county: string;
  type: 'City' | 'County';
  notes: string | null;
}

/** CSV fields of each line (quoted fields may hold commas and doubled quotes). */
function csvLines(text: string): string[][] {
  const lines: string[][] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      lines.push(fields);
      fields = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    lines.push(fields);
  }
  return lines;
}

const NUMBER = /^\d+(\.\d*)?([eE][+-]?\d+)?$/;

/** The table's data rows (after its two title lines and the header `Location,Rate,County,Type,Notes`). */
export function parseCdtfaCsv(text: string): CdtfaRow[] {
  const lines = csvLines(text.replace(/^\uFEFF/, ''));
  const header = lines.findIndex((l) => l.join(',') === 'Location,Rate,County,Type,Notes' || l.join(',') === 'Location,Rate,County,Type');
  if (header === -1) throw new Error('CDTFA table: no header line "Location,Rate,County,Type,Notes"');
  const rows: CdtfaRow[] = [];
  lines.slice(header + 1).forEach((fields, i) => {
    const line = header + 2 + i;
    if (fields.every((f) => f.trim() === '')) return;
    // A county row without a rate has its cells moved left: Location, County, Type, Notes.
    const [location, rate, county, type, notes] = NUMBER.test(fields[1]?.trim() ?? '')
      ? fields
      : [fields[0], '', fields[1], fields[2], fields[3]];
    if (type !== 'City' && type !== 'County') throw new Error(`CDTFA table line ${line}: type "${type}" is neither City nor County`);
    if (!location || !county) throw new Error(`CDTFA table line ${line}: no location or county`);
    rows.push({
      line,
      location: location.trim(),
      rate: rate === '' || rate === undefined ? null : percentUnitsOfFraction(rate),
      county: county.trim(),
      type,
      notes: notes?.trim() || null,
    });
  });
  return rows;
}

/** The table's date from its file name (SalesTaxRates1-1-26.csv: 2026-01-01). */
export function effectiveDateOf(fileName: string): string {
  const m = /SalesTaxRates(\d{1,2})-(\d{1,2})-(\d{2})\./.exec(fileName);
  if (m === null) throw new Error(`${fileName}: expected SalesTaxRates<M>-<D>-<YY>.csv`);
  return `20${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

export interface CdtfaCounty {
  name: string;
  fips: string;
  /** The county's own row; null when it refers to the unincorporated area and the cities. */
  rate: bigint | null;
  /** The "Unincorporated Area" row, where the unincorporated area alone carries a tax. */
  unincorporated: bigint | null;
  cities: CdtfaRow[];
}

/** The table by county; `fipsOf` names a county's FIPS code ("Los Angeles" -> "06037"). */
export function cdtfaCounties(rows: readonly CdtfaRow[], fipsOf: (county: string) => string | null): CdtfaCounty[] {
  const byName = new Map<string, CdtfaCounty>();
  const county = (name: string) => {
    let c = byName.get(name);
    if (c === undefined) {
      const fips = fipsOf(name);
      if (fips === null) throw new Error(`CDTFA table: no FIPS code for ${name} County`);
      byName.set(name, (c = { name, fips, rate: null, unincorporated: null, cities: [] }));
    }
    return c;
  };
  for (const row of rows) {
    const c = county(row.county);
    if (row.type === 'City') {
      if (row.rate === null) throw new Error(`CDTFA table line ${row.line}: ${row.location} has no rate`);
      c.cities.push(row);
    } else if (row.location === `${row.county} County Unincorporated Area`) c.unincorporated = row.rate;
    else if (row.location === `${row.county} County`) c.rate = row.rate;
    else throw new Error(`CDTFA table line ${row.line}: county row ${row.location} names no county`);
  }
  for (const c of byName.values())
    if (c.rate === null && c.unincorporated === null) throw new Error(`CDTFA table: ${c.name} County has no rate`);
  return [...byName.values()].sort((a, b) => a.fips.localeCompare(b.fips));
}

// ---------------------------------------------------------------------------------------------
// The content

export interface CdtfaReport {
  effective: string;
  counties: number;
  cities: number;
  /** Cities with district taxes of their own (above the county map's taxes). */
  taxingCities: number;
  /** Place entries and jurisdictions the table added. */
  addedPlaces: number;
  addedJurisdictions: number;
  /** Cities the content already had, checked against the table. */
  checkedPlaces: number;
  /** Where the content and the table differ on the table's date (the table won). */
  disagreements: string[];
  /** Counties whose county-wide part the table cannot settle (a tax of the unincorporated area alone). */
  unsettledCounties: string[];
  completeCounties: string[];
  /** Counties whose own row gives a rate: it is their unincorporated area's, exactly the county map's taxes. */
  unincorporatedComplete: string[];
  /** Cities whose name no ZIP code of the data carries (their entry serves addresses typed without a ZIP code). */
  withoutZipName: string[];
}

export interface CdtfaInput {
  csv: string;
  effective: string;
  content: JurisdictionFile;
  fipsOf: (county: string) => string | null;
  zipCities: readonly ZipCity[];
}

const STATE = 'CA';
const cityName = (location: string) => location.replace(/^City of /, '');

/** content/us/ca.json with the table built in, and what was done. Applied to its own result it changes nothing. */
export function cdtfaContent({ csv, effective, content, fipsOf, zipCities }: CdtfaInput): { file: JurisdictionFile; report: CdtfaReport } {
  const counties = cdtfaCounties(parseCdtfaCsv(csv), fipsOf);
  const source = CDTFA_URL;
  const { jurisdictions, has, get, put } = editableJurisdictions(content, 'content/us/ca.json');
  const on = (ids: readonly string[]) => ids.reduce((sum, id) => sum + salesUnitsOn(get(id), effective), 0n);
  const state = salesUnitsOn(get(`us-${STATE}`), effective);
  const map = { ...(content.counties?.taxes ?? {}) };
  const unincorporatedTaxes: Record<string, string[]> = {};
  const report: CdtfaReport = {
    effective,
    counties: counties.length,
    cities: 0,
    taxingCities: 0,
    addedPlaces: 0,
    addedJurisdictions: 0,
    checkedPlaces: 0,
    disagreements: [],
    unsettledCounties: [],
    completeCounties: [],
    unincorporatedComplete: [],
    withoutZipName: [],
  };
  const tableSays = (what: string) =>
    `${CDTFA_URL} — CDTFA, "California City & County Sales & Use Tax Rates", the table effective ${effective}: ${what}`;

  // Counties: the county-wide district taxes.
  for (const c of counties) {
    const known = map[c.fips];
    if (c.rate === null) {
      // The unincorporated area carries a tax the cities do not: the county-wide part is not in the table.
      report.unsettledCounties.push(c.name);
      if (known === undefined)
        throw new Error(
          `${c.name} County: the table gives only its unincorporated area's rate; set its county-wide district taxes in content/us/ca.json by hand`,
        );
      const part = on(known);
      const lowest = c.cities.reduce((min, city) => (city.rate! < min ? city.rate! : min), c.unincorporated!);
      if (state + part > lowest)
        throw new Error(
          `${c.name} County: the content's county-wide ${rateText(part)}% is more than the table allows (lowest rate there ${percentText(lowest)})`,
        );
      // The rest of the unincorporated area's rate is a tax of that area alone.
      const own = c.unincorporated! - state - part;
      if (own === 0n) continue;
      const id = `us-${STATE}-${slug(c.name)}-county-unincorporated-area-district-taxes`;
      const says = () =>
        tableSays(
          `${c.name} County Unincorporated Area ${percentText(c.unincorporated!)} = ${percentText(state)} statewide + ${rateText(part)}% county-wide + ${rateText(own)}% district taxes of the unincorporated area alone (the table gives the total, not the measures).`,
        );
      if (has(id)) {
        const r = reconcile(get(id), [{ from: effective, to: null, units: own }], effective, source, says);
        put(r.jurisdiction);
        if (r.disagreement !== null) report.disagreements.push(`${c.name} County unincorporated area (${id}): ${r.disagreement}`);
      } else {
        put(
          localJurisdiction(STATE, id, `${c.name} County unincorporated area district taxes`, 'district', [
            { rate: rateText(own), from: effective, to: null, sources: [source], note: says() },
          ]),
        );
        report.addedJurisdictions++;
      }
      unincorporatedTaxes[c.fips] = [id];
      continue;
    }
    const part = c.rate - state;
    if (known === undefined) {
      if (part === 0n) map[c.fips] = [];
      else {
        const id = `us-${STATE}-${slug(c.name)}-county-district-taxes`;
        put(
          localJurisdiction(STATE, id, `${c.name} County district taxes`, 'district', [
            {
              rate: rateText(part),
              from: effective,
              to: null,
              sources: [source],
              note: tableSays(
                `${c.name} County ${percentText(c.rate)} = ${percentText(state)} statewide + ${percentText(part)} county-wide district taxes (the table gives the total, not the measures).`,
              ),
            },
          ]),
        );
        map[c.fips] = [id];
        report.addedJurisdictions++;
      }
      continue;
    }
    const held = on(known);
    if (held === part) continue;
    const current = known.filter((id) => salesUnitsOn(get(id), effective) !== 0n);
    if (current.length !== 1)
      throw new Error(
        `${c.name} County: the content's county-wide taxes are ${rateText(held)}% on ${effective}, the table's ${rateText(part)}%, and ${current.length} jurisdictions share them: settle by hand`,
      );
    const j = get(current[0]!);
    const others = held - salesUnitsOn(j, effective);
    const r = reconcile(j, [{ from: effective, to: null, units: part - others }], effective, source, () =>
      tableSays(
        `${c.name} County ${percentText(c.rate!)}; the content had a county-wide ${rateText(held)}%, and the table wins from this day.`,
      ),
    );
    put(r.jurisdiction);
    report.disagreements.push(`${c.name} County (${j.id}): ${r.disagreement}`);
  }

  // Cities.
  const hand = (content.places ?? []).filter((p) => !isGenerated(p.sources, source));
  const generated: NonNullable<JurisdictionFile['places']> = [];
  const complete = new Set(counties.filter((c) => c.rate !== null).map((c) => c.fips));
  const cityPlans: { c: CdtfaCounty; city: CdtfaRow; own: bigint; base: bigint }[] = [];
  for (const c of counties) {
    const base = state + on(map[c.fips]!);
    for (const city of c.cities) {
      report.cities++;
      const own = city.rate! - base;
      if (own < 0n)
        throw new Error(`${city.location} (${c.name} County): ${percentText(city.rate!)} is below the county map's ${percentText(base)}`);
      cityPlans.push({ c, city, own, base });
      if (own !== 0n) complete.delete(c.fips);
    }
  }
  // A county whose cities the content already lists with taxes of their own is not complete either.
  for (const p of hand)
    for (const fips of p.counties ?? [])
      if (p.jurisdictions.some((id) => !(map[fips] ?? []).includes(id) && salesUnitsOn(get(id), effective) !== 0n)) complete.delete(fips);

  for (const { c, city, own, base } of cityPlans) {
    const name = cityName(city.location);
    const matches = hand.filter(
      (p) =>
        p.names.some((n) => nameKey(n) === nameKey(name) || nameKey(n) === nameKey(city.location)) &&
        (p.counties === undefined || p.counties.includes(c.fips)),
    );
    if (own !== 0n) report.taxingCities++;
    const says = (what: string) =>
      tableSays(
        `${city.location} ${percentText(city.rate!)}, ${c.name} County ${percentText(base)} (${percentText(state)} statewide + the county map's ${percentText(base - state)}${c.rate === null ? `; the table's ${percentText(c.unincorporated!)} for the unincorporated area holds a tax of that area alone` : ''}): ${what}`,
      );
    if (matches.length > 0) {
      report.checkedPlaces++;
      for (const p of matches) {
        const ownIds = p.jurisdictions.filter(
          (id) => !(map[c.fips] ?? []).includes(id) && get(id).taxes.some((t) => t.name === 'Sales tax'),
        );
        const held = on(ownIds);
        if (held === own) continue;
        const current = ownIds.filter((id) => salesUnitsOn(get(id), effective) !== 0n);
        if (ownIds.length !== 1 && current.length !== 1)
          throw new Error(
            `${city.location}: the content's own district taxes are ${rateText(held)}% on ${effective}, the table's ${rateText(own)}%, in ${ownIds.length} jurisdictions: settle by hand`,
          );
        const j = get(current[0] ?? ownIds[0]!);
        const r = reconcile(j, [{ from: effective, to: null, units: own - (held - salesUnitsOn(j, effective)) }], effective, source, () =>
          says(
            `the city's own district taxes are the difference, ${percentText(own)}; the content had ${rateText(held)}%, and the table wins from this day.`,
          ),
        );
        put(r.jurisdiction);
        report.disagreements.push(`${city.location} (${j.id}): ${r.disagreement}`);
      }
      continue;
    }
    const id = `us-${STATE}-city-of-${slug(name)}`;
    const exists = has(id);
    if (own === 0n && !exists && complete.has(c.fips)) continue;
    const usps = uspsNameOf(ascii(name), [c.fips], zipCities);
    if (usps === null) report.withoutZipName.push(city.location);
    // "City of Industry", "City of Commerce": the table's name, and the name without "City of".
    const names = usps !== null ? [usps] : name !== city.location ? [ascii(city.location), ascii(name)] : [ascii(name)];
    if (own !== 0n || exists) {
      const note = says(
        `the city's own district taxes are the difference, ${percentText(own)}. The table gives the combined rate only, not the city's measures.`,
      );
      if (!exists) {
        put(
          localJurisdiction(
            STATE,
            id,
            `${/^City of /.test(city.location) ? ascii(city.location) : `City of ${ascii(name)}`} district taxes`,
            'city',
            [{ rate: rateText(own), from: effective, to: null, sources: [source], note }],
          ),
        );
        report.addedJurisdictions++;
      } else {
        const r = reconcile(get(id), [{ from: effective, to: null, units: own }], effective, source, () => note);
        put(r.jurisdiction);
        if (r.disagreement !== null) report.disagreements.push(`${city.location} (${id}): ${r.disagreement}`);
      }
    }
    // The table gives no boundaries: a ZIP code named after the city may reach the land around it.
    generated.push(
      withGeoid(STATE, {
        names,
        jurisdictions: own !== 0n || exists ? [id] : [],
        counties: [c.fips],
        partlyOutside: 'unknown',
        sources: [source],
      }),
    );
  }
  report.addedPlaces = generated.length - (content.places ?? []).filter((p) => isGenerated(p.sources, source)).length;
  report.completeCounties = [...complete].sort();
  // Every county's unincorporated area: its own row's rate, or its "Unincorporated Area" row's, held whole.
  report.unincorporatedComplete = counties.map((c) => c.fips).sort();

  const places = [
    ...hand,
    ...generated.sort((a, b) => a.counties![0]!.localeCompare(b.counties![0]!) || a.names[0]!.localeCompare(b.names[0]!)),
  ];
  checkNames(places);
  const unsettled = counties.filter((c) => c.rate === null);
  const pinnedBy = (c: CdtfaCounty) => c.cities.find((city) => city.rate === state + on(map[c.fips]!))?.location;
  const note = [
    `${NOTE_MARKER} (${CDTFA_URL}), effective ${effective}, by scripts/content-from-cdtfa.ts: ${counties.length} counties and ${report.cities} cities. Every county's county-wide district taxes are in the county map (the county's rate less the ${percentText(state)} statewide rate); every city above them has a place entry whose jurisdiction holds the difference, its own district taxes, from ${effective} (cities found in the content before kept their jurisdictions and dated history, checked against the table on that day). Cities at their county's rate have an entry without jurisdictions where their county is not complete, so that a ZIP code named after them is placed.`,
    `The table gives combined rates only: a city's jurisdiction is all its district taxes together, not each measure, and nothing before ${effective} unless the content had it.`,
    `counties.completeCounties: the ${report.completeCounties.length} counties whose every city and unincorporated area carry exactly the county map's taxes, so the county alone places an address there.`,
    `counties.unincorporatedComplete: all ${report.unincorporatedComplete.length} counties. The table gives the rate of each county's area outside the cities (its own row's, or its "Unincorporated Area" row's), so the Census's geography places a ZIP code's land outside the cities completely: the county map's taxes, and counties.unincorporatedTaxes where that area alone carries more.`,
    `Unsettled (kept out of completeCounties): ${unsettled.map((c) => `${c.name} (unincorporated area ${percentText(c.unincorporated!)}${pinnedBy(c) === undefined ? '' : `; ${pinnedBy(c)} at ${percentText(state + on(map[c.fips]!))} pins the county-wide part`})`).join(', ')}. Their own county row refers to the unincorporated area and the cities, whose rate includes a district tax of the unincorporated area alone: counties.unincorporatedTaxes holds it (the unincorporated area's rate less the statewide rate and the county-wide part). The county-wide part of the county map is the content's reading of CDTFA-823, bounded by the table (no city is below it).`,
    "A city found by its USPS name: a ZIP code named after a city may reach its unincorporated surroundings or a neighbour (partlyOutside where known), and a city whose mail bears a neighbour's name is found only when typed without a ZIP code.",
  ].join('\n');

  const file = rebuiltStateFile(content, {
    marker: NOTE_MARKER,
    note,
    jurisdictions,
    countyTaxes: map,
    completeCounties: report.completeCounties,
    unincorporatedComplete: report.unincorporatedComplete,
    unincorporatedTaxes,
    source,
    places,
  });
  return { file, report };
}

/** California's county FIPS codes by name, from the ZIP data (06001 Alameda ... 06115 Yuba). */
export function californiaFips(name: string): string | null {
  return countiesOfState(STATE).find((fips) => countyName(fips) === name) ?? null;
}
