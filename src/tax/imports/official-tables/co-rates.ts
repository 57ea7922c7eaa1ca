// Colorado's county, city and district taxes from the Colorado Department of Revenue's "Location Tax
// Rates and Filing Codes" spreadsheet (tax.colorado.gov, "How to look up sales/use tax rates": it
// combines the DR 1002 "Colorado Sales/Use Tax Rates" document with the DR 0800 location/jurisdiction
// codes for sales tax filing; a new edition each half-year, January-June and July-December). The DOR
// publishes it as an Excel workbook (Colorado_Jurisdiction_Codes_Rates_<Jan-June|July-Dec><YYYY>.xlsx);
// Levy takes its "By Name" sheet saved as CSV under the workbook's name with .csv. Pure: the file is
// never copied into the repository; scripts/content-from-co-rates.ts reads it from the path given,
// and an operator's import is built against the built-in content in memory (rate-overrides.ts).
//
// The layout (test/fixtures/official/co-rates/README.md says where it comes from and how sure it is):
// no official column list was found. The column names below are those a public project's notes and
// parser give for the real workbook (a secondary description); they agree with what DR 1002 and
// DR 0800 print (each location with its six-digit code and county, and its state, county, city and
// special district rates). They are Levy's assumption, to be checked against a real file: a header
// that differs is refused with a message naming the expected one.
//   Location Code, Jurisdiction Code, County, Self Collected Home Rule,
//   City Exemptions (state-collected cities), County Exemptions, Special Dist Exemptions, Total Rate,
//   then "Tax Type", "Rate", "Service Fee Rate" once per tax of the location (twelve in the workbook).
// - Location Code: the location's name ("AURORA"; the unincorporated part of a county has a row of its own);
// - Jurisdiction Code: DR 0800's six-digit location/jurisdiction code ("01-0006" in DR 0800, 010006 or,
//   its leading zero lost in Excel, 10006 here): two digits of the DOR's county number, then four of the
//   location; 0206 is the unincorporated part of a county, 0208 one a special district also covers;
// - County: the county the location lies in (read without a trailing "(... IGA)", as an older edition
//   writes it, "City and County of" or "County");
// - Self Collected Home Rule: marks a home-rule city that collects its own sales tax;
// - Total Rate and each tax's Rate: percents ("2.9", "0.25"; "2.90%" is read the same).
// The file has no dates: its rates are those of its half-year, whose first day the FILE NAME gives
// (..._Jan-June2031.csv: 2031-01-01; ..._July-Dec2031.csv: 2031-07-01).
//
// What the build step writes (docs/tax-data.md, "Official tables built into the content"):
// - the county map: each county the file names, with its county tax (the County tax of its
//   unincorporated rows, 0206/0208, else of all its rows where they agree): one jurisdiction per
//   county, us-CO-<county>-county; [] where the county levies none. `complete` false (cities and
//   districts add taxes); `completeCounties` lists the counties all of whose rows carry the county's
//   tax alone;
// - the content's own jurisdictions are kept and checked against the rows, matched by name: a county
//   against its county's rows; a city ("City of Boulder", "City and County of Denver") against the
//   rows of its name; a district against the rows of the places the content applies it in, by its
//   abbreviation (the letters of the file's tax type, in order, in the abbreviation its name ends
//   with: RTD for RTD, SCFD for CD, PPRTA for RTA). Where they differ the file wins from its half-year
//   (tables.ts `reconcile`); earlier rows stay;
// - except home-rule cities that collect their own tax (the file's flag): the city publishes and
//   collects that rate, so the content's own figure is kept, and a different figure in the file is
//   reported, not applied;
// - the content's place entries are kept; one that named its county's tax in counties where the
//   county map now gives it no longer does; each entry's combined local rate is checked against its
//   rows' Total Rate less the state's;
// - for each city with a city tax that the content has no entry for, in each county its rows name, a
//   place entry (its USPS name) with the city's tax and the content's districts its row carries (RTD,
//   SCFD), `partlyOutside: "unknown"` (the file has no boundaries; a district it carries that the
//   content does not hold is left out, and the answer is uncertain anyway). A self-collected city's
//   new jurisdiction registers with the city, as the content's home-rule cities do. Each such entry,
//   with the county map's tax for its county, is checked against every row it is built from (the
//   row's Total Rate less the state's and less the districts left out): where they differ (a city row
//   without the county's tax in a county that levies one, as a county tax levied outside the cities
//   only), the entry is not built (nor its new jurisdiction) and is listed in report.notBuilt, naming
//   the line, so the county map never gives a county tax to a city whose row carries none; the
//   file's other rows are built as they are;
// - a row without the county tax in a county that levies one is reported, and its county is not in
//   completeCounties;
// Not built (counted in the report): towns without a city tax (the county map gives their county's
// tax), unincorporated areas' districts (0208), rows named with a qualifier in parentheses (a part of
// a city coded apart: "... (CD ONLY)"), and districts the content does not hold (no boundaries).
// The state's rate is checked, never written: a file whose State tax is not the content's is refused.
import type { ContentJurisdiction, JurisdictionFile } from '../../content/schema.ts';
import { countyName } from '../../address/zip-places.ts';
import type { IsoDate } from '../../dates.ts';
import { consumeText, dropTrailingEmpty, failure, splitCsvLine, type LineFailure } from '../csv-lines.ts';
import {
  checkNames,
  editableJurisdictions,
  countiesOfState,
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

/** The DOR's page that publishes the spreadsheet, each half-year's edition ("Location Tax Rates and Filing Codes"). */
export const CO_RATES_URL = 'https://tax.colorado.gov/how-to-look-up-sales-use-tax-rates';
/** DR 0800, the location/jurisdiction codes (0206, 0208 for unincorporated areas). */
export const CO_DR0800_URL = 'https://tax.colorado.gov/DR0800';
const NOTE_MARKER = "Built from the Colorado Department of Revenue's Location Tax Rates and Filing Codes spreadsheet";
const STATE = 'CO';

/** Import bound, not a tax fact: a tax of a location above 10 % is a broken file (rate-overrides.ts's bound). */
const MAX_PART = unitsOf('10');
const above = (units: bigint) => `${rateText(units)}% is above ${rateText(MAX_PART)}%`;

// ---------------------------------------------------------------------------------------------
// The file

const IDENTITY = [
  'Location Code',
  'Jurisdiction Code',
  'County',
  'Self Collected Home Rule',
  'City Exemptions (state-collected cities)',
  'County Exemptions',
  'Special Dist Exemptions',
  'Total Rate',
] as const;
const LAYER = ['Tax Type', 'Rate', 'Service Fee Rate'] as const;
/** An older edition calls the service fee the vendor fee. */
const LAYER_FEE_ALIASES = ['servicefeerate', 'vendorfeerate'];
export const CO_RATES_HEADER = `${IDENTITY.map((h) => `"${h}"`).join(',')}, then ${LAYER.map((h) => `"${h}"`).join(',')} once per tax`;

/** Header cells compared without case, spaces, line breaks (Excel's wrapped cells) or punctuation. */
const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A quoted header cell may hold line breaks: a record spans at most this many lines. */
const MAX_RECORD_LINES = 5;

export type CoTaxKind = 'state' | 'county' | 'city' | 'district';

export interface CoRateLayer {
  /** The file's tax type as written ("State", "County", "City", "RTD", "CD", "RTA"). */
  type: string;
  kind: CoTaxKind;
  /** The rate in units (tables.ts: ten-thousandths of a percent). */
  units: bigint;
}

export interface CoRateRow {
  /** Line of the file, from 1 (a record's first line). */
  line: number;
  /** The Location Code column: the location's name. */
  location: string;
  /** DR 0800's location/jurisdiction code, six digits. */
  code: string;
  /** The County column as written, and its county's name ("MOFFAT (CRAIG IGA)" -> "MOFFAT"). */
  county: string;
  countyName: string;
  /** A home-rule city that collects its own sales tax. */
  selfCollected: boolean;
  /** DR 0800: the unincorporated part of a county (0206), or one a special district covers (0208). */
  unincorporated: boolean;
  total: bigint;
  layers: CoRateLayer[];
}

export type CoRatesParse = { ok: true; rows: CoRateRow[] } | LineFailure;

const RATE_CELL = /^(\d+(?:\.\d*)?|\.\d+)\s*%?$/;

/** A percent cell ("2.9", "0.25", "2.90%") in units, rounded half up once; null when it is no number. */
function percentCell(cell: string): bigint | null {
  const m = RATE_CELL.exec(cell.trim());
  if (m === null) return null;
  const digits = m[1]!.startsWith('.') ? `0${m[1]}` : m[1]!;
  return percentUnitsOfFraction(`${digits}e-2`);
}

function kindOf(type: string): CoTaxKind {
  const t = type.trim().toLowerCase();
  return t === 'state' ? 'state' : t === 'county' || t === 'cnty' ? 'county' : t === 'city' ? 'city' : 'district';
}

const SELF_COLLECTED = /self|^(yes|y|x)$/i;
const STATE_COLLECTED = /^(|no|n|state[- ]?collected)$/i;

/** The spreadsheet's rows; a failure names the first line that cannot be read. */
export function parseCoRates(text: string): CoRatesParse {
  const rows: CoRateRow[] = [];
  const seen = new Map<string, number>();
  let width = 0;
  let pending: { text: string; line: number; count: number } | null = null;
  const record = (raw: string, line: number): LineFailure | undefined => {
    const split = splitCsvLine(raw);
    if (typeof split === 'string') return failure(line, split);
    const cells = dropTrailingEmpty(split, width === 0 ? 1 : width);
    if (width === 0) {
      const keys = cells.map(headerKey);
      const layers = keys.length - IDENTITY.length;
      const fits =
        IDENTITY.every((h, i) => keys[i] === headerKey(h)) &&
        layers >= LAYER.length &&
        layers % LAYER.length === 0 &&
        keys.slice(IDENTITY.length).every((k, i) => {
          const at = i % LAYER.length;
          return at === 2 ? LAYER_FEE_ALIASES.includes(k) : k === headerKey(LAYER[at]!);
        });
      if (!fits)
        return failure(
          line,
          `expected the header of the "By Name" sheet saved as CSV: ${CO_RATES_HEADER}; found ${raw.replace(/\s+/g, ' ').trim()}`,
        );
      width = cells.length;
      return undefined;
    }
    if (cells.every((c) => c === '')) return undefined;
    if (cells.length > width) return failure(line, `${cells.length} columns, but the header has ${width}`);
    const cell = (i: number) => cells[i] ?? '';
    const location = cell(0).replace(/\s+/g, ' ');
    if (location === '') return failure(line, 'no location (Location Code column)');
    const codeText = cell(1).replace(/\s/g, '');
    const codeMatch = /^(\d{1,2})-?(\d{4})$/.exec(codeText);
    if (codeMatch === null)
      return failure(line, `${location}: jurisdiction code "${cell(1)}" is not DR 0800's six digits (010006, 01-0006)`);
    const code = `${codeMatch[1]!.padStart(2, '0')}${codeMatch[2]}`;
    const county = cell(2).replace(/\s+/g, ' ');
    if (county === '') return failure(line, `${location} (${code}): no county`);
    const home = cell(3);
    if (!SELF_COLLECTED.test(home) && !STATE_COLLECTED.test(home))
      return failure(line, `${location} (${code}): "${home}" in Self Collected Home Rule is neither blank/No nor Self-collected/Yes`);
    const total = percentCell(cell(7));
    if (total === null) return failure(line, `${location} (${code}): total rate "${cell(7)}" is not a percent`);
    const layers: CoRateLayer[] = [];
    for (let i = IDENTITY.length; i < width; i += LAYER.length) {
      const type = cell(i).replace(/\s+/g, ' ');
      const rate = cell(i + 1);
      if (type === '' && rate === '') continue;
      const column = i + 1;
      if (type === '' || rate === '')
        return failure(
          line,
          `${location} (${code}): the tax in columns ${column}-${column + 2} has ${type === '' ? 'a rate but no type' : `type ${type} but no rate`}`,
        );
      const units = percentCell(rate);
      if (units === null) return failure(line, `${location} (${code}): ${type} rate "${rate}" is not a percent`);
      layers.push({ type, kind: kindOf(type), units });
    }
    const state = layers.filter((l) => l.kind === 'state');
    if (state.length !== 1) return failure(line, `${location} (${code}): ${state.length} State taxes, expected one`);
    const sum = layers.reduce((s, l) => s + l.units, 0n);
    if (sum !== total)
      return failure(line, `${location} (${code}): the taxes add up to ${percentText(sum)}, the Total Rate is ${percentText(total)}`);
    const before = seen.get(code);
    if (before !== undefined) return failure(line, `jurisdiction code ${code} is listed on line ${before} already`);
    seen.set(code, line);
    rows.push({
      line,
      location,
      code,
      county,
      countyName: county
        .replace(/\s*\(.*$/, '')
        .replace(/^city and county of /i, '')
        .replace(/ county$/i, '')
        .trim(),
      selfCollected: SELF_COLLECTED.test(home),
      unincorporated: code.endsWith('0206') || code.endsWith('0208'),
      total,
      layers,
    });
    return undefined;
  };
  return consumeText(text, {
    take(raw, line) {
      const joined: { text: string; line: number; count: number } =
        pending === null
          ? { text: raw, line, count: 1 }
          : { text: `${pending.text}\n${raw}`, line: pending.line, count: pending.count + 1 };
      const split = splitCsvLine(joined.text);
      // A quoted cell with line breaks (Excel's wrapped header cells) goes on on the next line.
      if (typeof split === 'string' && /never closed/.test(split) && joined.count < MAX_RECORD_LINES) {
        pending = joined;
        return undefined;
      }
      pending = null;
      return record(joined.text, joined.line);
    },
    end(last) {
      if (pending !== null) return failure(pending.line, 'a quoted cell is never closed');
      if (width === 0) return failure(Math.max(last, 1), `empty file: no header (${CO_RATES_HEADER})`);
      return { ok: true as const, rows };
    },
  });
}

/** The half-year a sheet's name gives, or null for a name that is not a Colorado sheet's. */
export function coRatesHalfOf(fileName: string): { edition: IsoDate; half: string; base: string } | null {
  try {
    return coRatesFileOf(fileName);
  } catch {
    return null;
  }
}

/** The half-year a file's name gives and its first day, and the name without folders. */
export function coRatesFileOf(fileName: string): { edition: IsoDate; half: string; base: string } {
  const base = fileName.split(/[\\/]/).pop()!;
  const first = /jan(?:uary)?[\s_-]*(?:to[\s_-]*)?june?[\s_-]*(\d{4})/i.exec(base);
  const second = /jul(?:y)?[\s_-]*(?:to[\s_-]*)?dec(?:ember)?[\s_-]*(\d{4})/i.exec(base);
  const m = first ?? second;
  if (m === null || !/\.csv$/i.test(base) || (first !== null && second !== null))
    throw new Error(
      `${base}: expected the workbook's name with .csv, Colorado_Jurisdiction_Codes_Rates_<Jan-June|July-Dec><YYYY>.csv: the name gives the half-year`,
    );
  const year = m[1]!;
  return first !== null
    ? { edition: `${year}-01-01`, half: `January-June ${year}`, base }
    : { edition: `${year}-07-01`, half: `July-December ${year}`, base };
}

/** Every county the rows name, as a FIPS code of the state; an error names the line of a county that is not the state's. */
export function coCountiesOfRows(
  rows: readonly CoRateRow[],
  stateCounties: readonly string[],
  countyNameOf: (fips: string) => string | null,
): Map<string, string> {
  const byKey = new Map(stateCounties.map((fips) => [nameKey(countyNameOf(fips) ?? fips), fips]));
  const out = new Map<string, string>();
  for (const r of rows) {
    const fips = byKey.get(nameKey(r.countyName));
    if (fips === undefined)
      throw new Error(`line ${r.line}: county "${r.county}" (${r.location}) is no Colorado county: not Colorado's file`);
    out.set(r.countyName, fips);
  }
  return out;
}

/** The file's rows, checked: an error names the line. */
export function readCoRates(text: string): CoRateRow[] {
  const parsed = parseCoRates(text);
  if (!parsed.ok) throw new Error(`Colorado Location Tax Rates and Filing Codes line ${parsed.line}: ${parsed.message}`);
  const high = highLayer(parsed.rows);
  if (high !== null) throw new Error(`Colorado Location Tax Rates and Filing Codes line ${high.line}: ${high.message}`);
  return parsed.rows;
}

function highLayer(rows: readonly CoRateRow[]): LineFailure | null {
  for (const r of rows)
    for (const l of r.layers) if (l.units > MAX_PART) return failure(r.line, `${r.location} (${r.code}): ${l.type} ${above(l.units)}.`);
  return null;
}

/**
 * The spreadsheet checked without the content: its name (the half-year: its first day is the date),
 * its layout, that every county it names is Colorado's, that each row's taxes add up to its total
 * and that no tax is above 10 %.
 */
export function coRatesTableCheck(text: string, fileName: string): { ok: true; date: IsoDate; rowCount: number } | LineFailure {
  let date: IsoDate;
  try {
    date = coRatesFileOf(fileName).edition;
  } catch {
    return failure(
      1,
      `"${fileName}": the DOR's workbook is named Colorado_Jurisdiction_Codes_Rates_<Jan-June|July-Dec><YYYY>.xlsx; save its "By Name" sheet as CSV under that name with .csv: the name gives the half-year's first day.`,
    );
  }
  const parsed = parseCoRates(text);
  if (!parsed.ok) return parsed;
  if (parsed.rows.length === 0) return failure(1, 'The file has no rows.');
  const high = highLayer(parsed.rows);
  if (high !== null) return high;
  try {
    coCountiesOfRows(parsed.rows, countiesOfState(STATE), countyName);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return failure(Number(/line (\d+)/.exec(message)?.[1] ?? 1), message);
  }
  return { ok: true, date, rowCount: parsed.rows.length };
}

// ---------------------------------------------------------------------------------------------
// The content

export interface CoRatesReport {
  file: string;
  /** The first day of the file's half-year: the rates are read as in force from then. */
  edition: IsoDate;
  rows: { locations: number; unincorporated: number; selfCollected: number };
  /** Counties with a county tax, and the counties in the county map. */
  counties: number;
  mappedCounties: number;
  completeCounties: string[];
  /** The content's districts and the file's tax type each was matched to. */
  districts: string[];
  /** The content's place entries checked against the file's rows. */
  checkedPlaces: string[];
  /** Where the content and the file differ: reconciled (the file won) or reported. */
  disagreements: string[];
  /** Home-rule cities collecting their own tax: the content's figure kept, the file's where it differs. */
  homeRule: string[];
  /** Place entries whose county tax now comes from the county map. */
  adjustedPlaces: string[];
  /** Place entries whose combined local rate changed on some day. */
  placesChanged: string[];
  /** The content's jurisdictions and places the file has no row for. */
  notInFile: string[];
  /** Rows and taxes the step does not build, with the reason. */
  notBuilt: string[];
  addedPlaces: number;
  addedJurisdictions: number;
  /** Cities whose name no ZIP code of the data carries. */
  withoutZipName: string[];
}

/** fileName: Colorado_Jurisdiction_Codes_Rates_<Jan-June|July-Dec><YYYY>.csv (its half-year and the notes' citation). */
export type CoRatesInput = TableInput;

type Place = NonNullable<JurisdictionFile['places']>[number];

/** A name without a qualifier: the rows a place entry or a new place is built from. */
const plain = (r: CoRateRow) => !r.unincorporated && !/[()[\]\d]/.test(r.location);
const layersOf = (r: CoRateRow, kind: CoTaxKind) => r.layers.filter((l) => l.kind === kind);
const sumOf = (layers: readonly CoRateLayer[]) => layers.reduce((s, l) => s + l.units, 0n);
/** The letters of `type` in order in `abbreviation` ("CD" in "SCFD", "RTA" in "PPRTA"). */
const within = (type: string, abbreviation: string) => {
  let at = 0;
  for (const c of abbreviation) if (c === type[at]) at++;
  return type.length > 0 && at === type.length;
};
const cityKeyOf = (name: string) => nameKey(name.replace(/^(city and county|city|town) of /i, ''));
const countyKeyOf = (name: string) => nameKey(name.replace(/ county$/i, ''));

/** content/us/co.json with the file's counties and cities built in, and what was done. Applied to its own result it changes nothing. */
export function coRatesContent({ text, fileName, content, stateCounties, countyNameOf, zipCities }: CoRatesInput): {
  file: JurisdictionFile;
  report: CoRatesReport;
} {
  const rows = readCoRates(text);
  const { edition, half, base } = coRatesFileOf(fileName);
  const fipsOf = coCountiesOfRows(rows, stateCounties, countyNameOf);
  const fipsOfRow = (r: CoRateRow) => fipsOf.get(r.countyName)!;
  const source = CO_RATES_URL;
  const { jurisdictions, has, get, put } = editableJurisdictions(content, 'content/us/co.json');
  const report: CoRatesReport = {
    file: base,
    edition,
    rows: {
      locations: rows.filter((r) => !r.unincorporated).length,
      unincorporated: rows.filter((r) => r.unincorporated).length,
      selfCollected: rows.filter((r) => r.selfCollected).length,
    },
    counties: 0,
    mappedCounties: 0,
    completeCounties: [],
    districts: [],
    checkedPlaces: [],
    disagreements: [],
    homeRule: [],
    adjustedPlaces: [],
    placesChanged: [],
    notInFile: [],
    notBuilt: [],
    addedPlaces: 0,
    addedJurisdictions: 0,
    withoutZipName: [],
  };
  const fileSays = (r: CoRateRow, what: string) =>
    `${CO_RATES_URL} — Colorado Department of Revenue, "Location Tax Rates and Filing Codes" for ${half} (${base}, the DR 1002 rates with the DR 0800 codes), line ${r.line}: "${r.location}", jurisdiction code ${r.code}, county "${r.county}"${what}`;
  const sum = (ids: readonly string[], d: string) =>
    [...new Set(ids)].reduce((total, id) => total + (has(id) ? salesUnitsOn(get(id), d) : 0n), 0n);
  const apply = (j: ContentJurisdiction, units: bigint, note: () => string, label: string) => {
    const rec = reconcile(j, [{ from: edition, to: null, units }], edition, source, note);
    put(rec.jurisdiction);
    if (rec.disagreement !== null) report.disagreements.push(`${label} (${j.id}): ${rec.disagreement} (the file won from ${edition})`);
  };

  // The state: checked, never written.
  const state = get(`us-${STATE}`);
  const held = salesUnitsOn(state, edition);
  for (const r of rows) {
    const units = layersOf(r, 'state')[0]!.units;
    if (units !== held)
      throw new Error(
        `line ${r.line}: ${r.location}'s State tax is ${percentText(units)}, the content's Colorado rate on ${edition} is ${percentText(held)}: settle by hand (are the file's rates fractions rather than percents?)`,
      );
  }

  // Counties: the county map, from each county's unincorporated rows (else all its rows, where they agree).
  const oldMap: Record<string, string[]> = content.counties?.taxes ?? {};
  const map: Record<string, string[]> = { ...oldMap };
  const byCounty = new Map<string, CoRateRow[]>();
  for (const r of rows) byCounty.set(fipsOfRow(r), [...(byCounty.get(fipsOfRow(r)) ?? []), r]);
  const countyIdOf = new Map<string, string>();
  for (const j of content.jurisdictions)
    if (j.level === 'county') {
      const fips = stateCounties.find((f) => nameKey(countyNameOf(f) ?? '') === countyKeyOf(j.name));
      if (fips !== undefined) countyIdOf.set(fips, j.id);
    }
  for (const [fips, list] of [...byCounty].sort(([a], [b]) => a.localeCompare(b))) {
    const name = countyNameOf(fips)!;
    const from = list.some((r) => r.unincorporated) ? list.filter((r) => r.unincorporated) : list;
    const figures = [...new Set(from.map((r) => sumOf(layersOf(r, 'county'))))];
    if (figures.length !== 1) {
      report.disagreements.push(
        `${name} County (not built): its ${from.some((r) => r.unincorporated) ? 'unincorporated ' : ''}rows give county taxes of ${figures.map((u) => percentText(u)).join(', ')} (lines ${from.map((r) => r.line).join(', ')})`,
      );
      continue;
    }
    const units = figures[0]!;
    const row = from.find((r) => layersOf(r, 'county').length > 0) ?? from[0]!;
    for (const r of list) {
      const own = sumOf(layersOf(r, 'county'));
      if (own !== units)
        report.disagreements.push(
          own === 0n
            ? `${name} County: line ${r.line} (${r.location}) carries no county tax, the county's is ${percentText(units)}: the county map gives the county's tax there too (the county is not complete; an entry for the location is checked against its Total Rate)`
            : `${name} County: line ${r.line} (${r.location}) has a county tax of ${percentText(own)}, the county's is ${percentText(units)}`,
        );
    }
    const known = map[fips];
    if (known !== undefined && known.length > 1)
      throw new Error(`${name} County: the county map names ${known.join(' + ')}: settle by hand`);
    const id = known?.length === 1 ? known[0]! : (countyIdOf.get(fips) ?? `us-${STATE}-${slug(name)}-county`);
    const note = () =>
      `${fileSays(row, `: ${name} County's sales and use tax, ${percentText(units)}${row.unincorporated ? " (the county's unincorporated area, DR 0800 code 0206/0208; its cities carry the same county tax)" : ''}.`)} The file gives each county's rate in its half-year, not the day the tax began: the content has it from ${edition} unless it held it before.`;
    if (has(id)) apply(get(id), units, note, `${name} County`);
    else if (units > 0n) {
      put(
        localJurisdiction(STATE, id, `${titleCase(name)} County`, 'county', [
          { rate: rateText(units), from: edition, to: null, sources: [source], note: note() },
        ]),
      );
      report.addedJurisdictions++;
    }
    map[fips] = units > 0n || has(id) ? [id] : [];
    if (units > 0n) report.counties++;
    // Complete: every row of the county carries the county's tax and nothing else (a row without it too leaves it out).
    if (list.every((r) => r.layers.every((l) => l.kind === 'state' || l.kind === 'county') && sumOf(layersOf(r, 'county')) === units))
      report.completeCounties.push(fips);
  }
  for (const j of content.jurisdictions)
    if (j.level === 'county' && ![...countyIdOf].some(([fips, id]) => id === j.id && byCounty.has(fips)))
      report.notInFile.push(`${j.name} (${j.id}): no row of its county`);
  report.mappedCounties = Object.keys(map).length;

  // The content's place entries and the file's rows for them.
  const hand = (content.places ?? []).filter((p) => !isGenerated(p.sources, source));
  const rowsOfPlace = (p: { names: string[]; counties?: string[] }) =>
    rows.filter(
      (r) =>
        plain(r) &&
        p.names.some((n) => nameKey(n) === nameKey(r.location)) &&
        (p.counties === undefined || p.counties.includes(fipsOfRow(r))),
    );

  // Cities the content holds (not those this step added): against the rows of their name (in the counties of the entries naming them).
  const ownIds = new Set((content.places ?? []).filter((p) => isGenerated(p.sources, source)).flatMap((p) => p.jurisdictions));
  /** The content's cities whose own figure the step keeps, reported where the file's differs (self-collected, or several figures). */
  const kept = new Set<string>();
  for (const j of content.jurisdictions.filter((x) => x.level === 'city' && !ownIds.has(x.id))) {
    const holders = hand.filter((p) => p.jurisdictions.includes(j.id));
    const limit = holders.length > 0 && holders.every((p) => p.counties !== undefined) ? holders.flatMap((p) => p.counties!) : null;
    const mine = rows.filter(
      (r) =>
        plain(r) &&
        nameKey(r.location) === cityKeyOf(j.name) &&
        layersOf(r, 'city').length > 0 &&
        (limit === null || limit.includes(fipsOfRow(r))),
    );
    if (mine.length === 0) {
      report.notInFile.push(`${j.name} (${j.id}): no row of that name with a city tax`);
      continue;
    }
    const figures = [...new Set(mine.map((r) => sumOf(layersOf(r, 'city'))))];
    if (figures.length !== 1) {
      report.disagreements.push(
        `${j.name} (${j.id}, not changed): its rows give city taxes of ${figures.map((u) => percentText(u)).join(', ')} (lines ${mine.map((r) => r.line).join(', ')})`,
      );
      kept.add(j.id);
      continue;
    }
    const units = figures[0]!;
    const row = mine[0]!;
    if (mine.some((r) => r.selfCollected)) {
      kept.add(j.id);
      const ours = salesUnitsOn(j, edition);
      report.homeRule.push(
        `${j.name} (${j.id}): self-collected, the content's ${percentText(ours)} kept${ours === units ? ' (the file agrees)' : `; the file gives ${percentText(units)} (line ${row.line})`}`,
      );
      continue;
    }
    apply(
      j,
      units,
      () => fileSays(row, `: the city's sales and use tax, ${percentText(units)}, collected by the Department of Revenue.`),
      j.name,
    );
  }

  // Districts the content holds: by their abbreviation, in the rows of the places it applies them in.
  const districtOfType = new Map<string, string[]>();
  for (const j of content.jurisdictions.filter((x) => x.level === 'district')) {
    const abbreviation = /\(([A-Z]+)\)\s*$/.exec(j.name)?.[1];
    const places = hand.filter((p) => p.jurisdictions.includes(j.id));
    const mine = places.flatMap(rowsOfPlace);
    if (abbreviation === undefined || mine.length === 0) {
      report.notInFile.push(
        `${j.name} (${j.id}): ${abbreviation === undefined ? 'its name ends with no abbreviation in parentheses' : 'no row of the places it is applied in'}`,
      );
      continue;
    }
    const types = [
      ...new Set(mine.flatMap((r) => layersOf(r, 'district').map((l) => l.type.toUpperCase())).filter((t) => within(t, abbreviation))),
    ];
    if (types.length !== 1) {
      report.notInFile.push(
        `${j.name} (${j.id}): ${types.length === 0 ? 'no tax type of its abbreviation' : `tax types ${types.join(', ')} all fit its abbreviation`} in the rows of ${places.map((p) => p.names[0]).join(', ')}`,
      );
      continue;
    }
    const type = types[0]!;
    const carrying = mine.filter((r) => layersOf(r, 'district').some((l) => l.type.toUpperCase() === type));
    const without = mine.filter((r) => !carrying.includes(r));
    if (without.length > 0)
      report.disagreements.push(
        `${j.name} (${j.id}): applied in ${without.map((r) => `${r.location} (line ${r.line})`).join(', ')}, whose row carries no ${type} tax`,
      );
    const figures = [...new Set(carrying.map((r) => sumOf(layersOf(r, 'district').filter((l) => l.type.toUpperCase() === type))))];
    if (figures.length !== 1) {
      report.disagreements.push(
        `${j.name} (${j.id}, not changed): ${type} taxes of ${figures.map((u) => percentText(u)).join(', ')} in the rows of its places (lines ${carrying.map((r) => r.line).join(', ')})`,
      );
      continue;
    }
    const units = figures[0]!;
    const row = carrying[0]!;
    apply(
      j,
      units,
      () =>
        fileSays(
          row,
          `: ${type} tax ${percentText(units)} (${j.name}, matched by its abbreviation in the rows of the places it applies in).`,
        ),
      j.name,
    );
    districtOfType.set(type, [...(districtOfType.get(type) ?? []), j.id]);
    report.districts.push(`${j.id}: ${type} ${percentText(units)} (${carrying.length} rows)`);
  }
  const heldDistrict = (l: CoRateLayer) => {
    const ids = districtOfType.get(l.type.toUpperCase());
    return ids?.length === 1 && salesUnitsOn(get(ids[0]!), edition) === l.units ? ids[0]! : null;
  };

  // The content's place entries: the county's tax from the county map, the combined rate checked.
  const adjusted = hand.map((p) => {
    const inEvery = (id: string) =>
      p.counties !== undefined && p.counties.length > 0 && p.counties.every((fips) => (map[fips] ?? []).includes(id));
    let place = p;
    if (p.jurisdictions.some(inEvery)) {
      report.adjustedPlaces.push(
        `${p.names[0]} (${p.counties!.join(', ')}): ${p.jurisdictions.filter(inEvery).join(', ')} now from the county map`,
      );
      place = { ...p, jurisdictions: p.jurisdictions.filter((id) => !inEvery(id)) };
    }
    const mine = rowsOfPlace(p);
    if (mine.length === 0) {
      report.notInFile.push(`${p.names.join(' / ')}${p.counties === undefined ? '' : ` (${p.counties.join(', ')})`}: no row of that name`);
      return place;
    }
    for (const r of mine) {
      const fips = fipsOfRow(r);
      const ours = sum([...(map[fips] ?? []), ...place.jurisdictions], edition);
      const theirs = r.total - layersOf(r, 'state')[0]!.units;
      const parts = r.layers
        .filter((l) => l.kind !== 'state')
        .map((l) => `${l.type} ${rateText(l.units)}%`)
        .join(' + ');
      const where = `${titleCase(r.location)} in ${countyNameOf(fips)} County`;
      if (ours === theirs) report.checkedPlaces.push(`${where}: ${rateText(ours)}% = the file's ${parts} (line ${r.line})`);
      else
        report.disagreements.push(
          `${where} (not changed): the content's local taxes are ${rateText(ours)}% on ${edition} (${[...new Set([...(map[fips] ?? []), ...place.jurisdictions])].join(' + ')}); the file's ${rateText(theirs)}% (${parts}, line ${r.line})`,
        );
    }
    return place;
  });

  // Cities the content has no entry for: one entry per city and county, with the city's tax and the districts the content holds.
  const generated: Place[] = [];
  const contentCity = (name: string) =>
    content.jurisdictions.find((j) => j.level === 'city' && !ownIds.has(j.id) && cityKeyOf(j.name) === nameKey(name))?.id;
  const groups = new Map<string, CoRateRow[]>();
  for (const r of rows) {
    if (r.unincorporated) continue;
    if (!plain(r)) {
      report.notBuilt.push(`line ${r.line}: "${r.location}" (${r.code}): a qualified name, a part of a place coded apart`);
      continue;
    }
    const key = `${nameKey(r.location)}|${fipsOfRow(r)}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const cityRates = new Map<string, Set<bigint>>();
  for (const list of groups.values()) {
    const key = nameKey(list[0]!.location);
    for (const r of list) cityRates.set(key, new Set([...(cityRates.get(key) ?? []), sumOf(layersOf(r, 'city'))]));
  }
  for (const list of [...groups.values()].sort(
    (a, b) => a[0]!.location.localeCompare(b[0]!.location) || a[0]!.code.localeCompare(b[0]!.code),
  )) {
    const r = list[0]!;
    const fips = fipsOfRow(r);
    const county = countyNameOf(fips)!;
    const title = titleCase(r.location);
    const figures = [...new Set(list.map((x) => sumOf(layersOf(x, 'city'))))];
    if (figures.length !== 1) {
      report.notBuilt.push(`${title} in ${county} County: its rows give city taxes of ${figures.map((u) => percentText(u)).join(', ')}`);
      continue;
    }
    const units = figures[0]!;
    if (units === 0n) continue;
    if (
      adjusted.some(
        (p) => p.names.some((n) => nameKey(n) === nameKey(r.location)) && (p.counties === undefined || p.counties.includes(fips)),
      )
    )
      continue;
    // The city's jurisdiction: the content's where it holds the city, else one of the file's, made
    // (or brought to the file's rate) only once the entry is found to add up.
    let id = contentCity(r.location);
    let make: (() => void) | null = null;
    if (id === undefined) {
      const twin = (cityRates.get(nameKey(r.location))?.size ?? 0) > 1;
      id = `us-${STATE}-city-of-${slug(r.location)}${twin ? `-${slug(county)}-county` : ''}`;
      if (has(id) && !ownIds.has(id) && !generatedIds(generated).has(id))
        id = `us-${STATE}-city-of-${slug(r.location)}-${slug(county)}-county`;
      if (has(id) && !ownIds.has(id) && !generatedIds(generated).has(id))
        throw new Error(`${r.location} (${county} County): ${id} is taken by another entry: settle by hand`);
      const cityId = id;
      const selfCollected = list.some((x) => x.selfCollected);
      const note = () =>
        fileSays(
          r,
          `: the city's sales and use tax, ${percentText(units)}${selfCollected ? ", a home-rule city that collects its own tax (the file's flag): its tax base may differ from the state's, which Levy applies" : ''}; the file gives no boundaries, and district taxes of the location the content does not hold are not held here.`,
        );
      if (!has(cityId))
        make = () => {
          put({
            ...localJurisdiction(STATE, cityId, `City of ${title}`, 'city', [
              { rate: rateText(units), from: edition, to: null, sources: [source], note: note() },
            ]),
            ...(selfCollected ? { registrationIds: [cityId], coversImportedLevel: 'city' as const } : {}),
          });
          report.addedJurisdictions++;
        };
      else if (!generatedIds(generated).has(cityId)) make = () => apply(get(cityId), units, note, title);
    }
    // The districts of its rows that the content holds (the same in every row of the group).
    const districts = r.layers
      .filter((l) => l.kind === 'district')
      .map((l) => ({ l, id: heldDistrict(l) }))
      .filter((d) => list.every((x) => x.layers.some((l) => l.kind === 'district' && l.type === d.l.type && l.units === d.l.units)));
    const entryIds = [id, ...districts.flatMap((d) => (d.id === null ? [] : [d.id]))];
    // The entry with the county map against each row: its Total Rate less the state's, less the
    // districts the entry leaves out (reported below), with a kept city figure of the content's in
    // place of the row's city tax (reported with the city). Where they differ, the county map gives
    // a county tax the row does not carry (or the reverse: a city row without the county's tax in a
    // county that levies one), and the entry would be wrong: not built, and reported.
    const cityUnits = make !== null ? units : has(id) ? salesUnitsOn(get(id), edition) : 0n;
    const ours = sum([...(map[fips] ?? []), ...entryIds.filter((x) => x !== id)], edition) + cityUnits;
    const wrong = list.flatMap((x) => {
      const leftOut = x.layers.filter(
        (l) => l.kind === 'district' && !districts.some((d) => d.id !== null && d.l.type === l.type && d.l.units === l.units),
      );
      let theirs = x.total - layersOf(x, 'state')[0]!.units - sumOf(leftOut);
      if (kept.has(id)) theirs += salesUnitsOn(get(id), edition) - sumOf(layersOf(x, 'city'));
      return ours === theirs
        ? []
        : [
            `line ${x.line}: ${title} in ${county} County (${x.code}), not built: the entry this step would add, ${entryIds.join(' + ')} with the county map's ${(map[fips] ?? []).join(' + ') || 'nothing'}, comes to ${percentText(ours)} on ${edition}; the row's Total Rate less the state's${leftOut.length > 0 ? ` and the districts left out (${leftOut.map((l) => l.type).join(', ')})` : ''} is ${percentText(theirs)} (the row's county tax ${percentText(sumOf(layersOf(x, 'county')))}, the county map's ${percentText(sum(map[fips] ?? [], edition))}): settle by hand`,
          ];
    });
    if (wrong.length > 0) {
      report.notBuilt.push(...wrong);
      continue;
    }
    for (const d of r.layers.filter((l) => l.kind === 'district'))
      if (!districts.some((x) => x.l === d && x.id !== null))
        report.notBuilt.push(
          `${title} in ${county} County: ${d.type} ${percentText(d.units)} (line ${r.line}) ${
            heldDistrict(d) === null
              ? 'is no district the content holds'
              : `is not in every row of the place (lines ${list.map((x) => x.line).join(', ')}: a part coded apart)`
          }`,
        );
    make?.();
    const usps = uspsNameOf(r.location, [fips], zipCities);
    if (usps === null) report.withoutZipName.push(`${title} (${county})`);
    generated.push(
      withGeoid(STATE, {
        names: [usps ?? title],
        jurisdictions: entryIds,
        counties: [fips],
        partlyOutside: 'unknown',
        sources: [source],
      }),
    );
  }
  report.addedPlaces = generated.length - (content.places ?? []).filter((p) => isGenerated(p.sources, source)).length;
  for (const r of rows.filter((x) => x.unincorporated && layersOf(x, 'district').length > 0))
    report.notBuilt.push(
      `line ${r.line}: ${r.location} (${r.code}): the districts of the unincorporated area (${layersOf(r, 'district')
        .map((l) => l.type)
        .join(', ')}): no boundaries`,
    );

  // Checked: each hand entry's combined local rate, before and after, day by day, in its counties.
  report.placesChanged.push(
    ...placesChanged({ content, jurisdictions, countyTaxes: map, entries: hand, adjusted, zipCities, countyNameOf }),
  );

  const places = [
    ...adjusted,
    ...generated.sort((a, b) => a.names[0]!.localeCompare(b.names[0]!) || a.counties![0]!.localeCompare(b.counties![0]!)),
  ];
  checkNames(places);
  const note = [
    `${NOTE_MARKER} (${base}, ${half}: ${CO_RATES_URL}; codes per DR 0800, ${CO_DR0800_URL}), by scripts/content-from-co-rates.ts: ${rows.length} rows, ${report.rows.unincorporated} of them unincorporated areas, ${report.rows.selfCollected} self-collected home-rule locations. The file gives each location's taxes in its half-year, no dates: rates the content did not hold before are dated from ${edition}.`,
    `counties: the ${report.mappedCounties} counties the file names; the ${report.counties} with a county tax name one jurisdiction each (from their unincorporated rows). Not complete: cities and districts add taxes, so an address placed by its county alone gets the county's tax and is reported uncertain; completeCounties lists the counties all of whose rows carry the county's tax alone.`,
    `places: the content's entries are kept and checked against their rows (Total Rate less the state's); home-rule cities that collect their own tax keep the content's figure (the file's is reported where it differs). Every other city with a city tax has an entry per county with the city's tax and the districts of its row the content holds (RTD, SCFD), partlyOutside "unknown": the file has no boundaries.`,
    `Not built: towns without a city tax, rows of a place coded apart (a qualified name), the districts of unincorporated areas, and districts the content does not hold: the file gives no boundaries.`,
  ].join('\n');
  const file = stateFileWith(content, {
    state: STATE,
    marker: NOTE_MARKER,
    note,
    jurisdictions,
    countyTaxes: map,
    counties: { completeCounties: [...report.completeCounties].sort() },
    source,
    places,
  });
  return { file, report };
}

const generatedIds = (places: readonly Place[]) => new Set(places.flatMap((p) => p.jurisdictions));
