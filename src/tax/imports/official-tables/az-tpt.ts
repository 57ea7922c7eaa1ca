// Builds Arizona's county excise taxes and checks its city TPT rates in content/us/az.json from the
// Arizona Department of Revenue's TPT rate table in CSV form (TPT_RATETABLE_ALL_<MMDDYYYY>.csv:
// every region code, that is every county, program city and special region, with its rate for
// every business code). The official file is never copied into the repository:
// scripts/content-from-az-tpt.ts reads it from the path given and writes the facts, each citing the
// table; an operator's import of a newer file is built against the built-in content in memory
// (rate-overrides.ts). Pure.
//
// The format. ADOR describes its tables in "Transaction Privilege and Other Tax Rate Tables" (ADOR
// 11249, the PDF edition published beside the CSV on its Tax Rate Table page, AZ_TPT_URL): Table 1
// gives, per business code, the rates that COMBINE the state's TPT rate and the county excise rate
// for each county, the county named by its region code (APA, COH, COC, GLA, GRA, GRN, LAP, MAR, MOH,
// NAV, PMA, PNL, STC, YAV, YMA); Table 2 gives each program city's own privilege tax rate with its
// region (city) code; Table 3 the county and special district codes; Table 4 special region codes
// for businesses on reservations. No record layout of the CSV was found on an official page: what
// follows is SECONDARY, taken from other public projects that read the file, and is this module's
// ASSUMPTION, not ADOR's statement (test/fixtures/official/az-tpt/README.md). Its columns, as those
// projects give its header line: RegionCode, RegionName, BusinessCode, BusinessCodesName, TaxRate,
// TaxRateType, RateStartDate, RateEndDate (some copies carry only the first five), one row per region
// code, business code and period:
//   MAR,MARICOPA,017,RETAIL,6.300000,Percent,8/1/2017 12:00:00 AM,12/31/9999 12:00:00 AM
// - TaxRate is a percent (6.3 = 6.3 %), TaxRateType says so ("Percent") (assumed);
// - RateStartDate is the first day a rate is in force; RateEndDate the last (12/31/9999: open); the
//   dates' style, M/D/YYYY with a time of midnight, is assumed (ISO dates are read too);
// - a county's row (its Table 3 code) holds state and county together, as Table 1 of the PDF does (the
//   PDF says so; that the CSV's county rows do too is assumed); a city's row (Table 2) holds the
//   city's own rate alone (assumed). A special region's row (Table 4, used instead of a county code
//   on a reservation) may carry a combined rate, so the check without the content bounds every row
//   of a region that is not a county at 15 %, as a county row, and no more. The build step holds the
//   assumption to account for the city rows it USES (those of the content's city jurisdictions): one
//   at or above the state's rate as us-AZ holds it is refused, naming its line: it reads as state and
//   city combined, not the city's own. A region it does not use is listed in report.notBuilt (with a
//   word where its rate reads as combined), never a reason to refuse the file.
// Only business code 017 (Retail) is read: the content models the retail classification.
//
// What it writes (docs/tax-data.md, "Official tables built into the content"):
// - the county map: the 15 counties, each naming one jurisdiction, us-AZ-<county>-county-excise
//   (the content's own where it has one), whose rate is the county row's combined rate less the
//   state's rate as us-AZ holds it, day by day. A county part below zero or above 10 % is refused
//   naming the row's line: it does not add up as a combined state and county rate (a county-only
//   figure, or a broken row). `complete` false: cities add their own TPT;
// - the content's own jurisdictions are kept and checked: a county jurisdiction against its county
//   row, a city jurisdiction ("City of Phoenix TPT", "Town of Gilbert TPT") against the city row of
//   the same name (tables.ts nameKey); the table wins from its rows' dates where they differ
//   (tables.ts `reconcile`), its later rows (scheduled changes) included;
// - the content's place entries are kept; one that named its county's excise no longer does (the
//   county map gives it).
// Not built: cities and special regions the content has no jurisdiction for. The table names no
// county for a city (a city's region code is its own), so no place entry can be written for it:
// they are listed in the report. Other business codes are read for their shape only.
import type { JurisdictionFile } from '../../content/schema.ts';
import { addDays, type IsoDate } from '../../dates.ts';
import { consumeText, dropTrailingEmpty, failure, splitCsvLine, type LineFailure } from '../csv-lines.ts';
import {
  breakpoints,
  difference,
  editableJurisdictions,
  localJurisdiction,
  merged,
  nameKey,
  percentText,
  percentUnitsOfFraction,
  placesChanged,
  rateText,
  reconcile,
  salesRows,
  salesUnitsOn,
  type Segment,
  slug,
  stateFileWith,
  unitsOf,
  type TableInput,
} from './tables.ts';

/** ADOR's Tax Rate Table page, where the table is published as PDF and CSV. */
export const AZ_TPT_URL = 'https://azdor.gov/business/transaction-privilege-tax/tax-rate-table';
const NOTE_MARKER = "Built from the Arizona Department of Revenue's TPT rate table";
const STATE = 'AZ';
const STATE_ID = 'us-AZ';
/** The business code of the Retail classification, the one the content models. */
export const AZ_RETAIL = '017';

/** The county region codes of ADOR's tables (Table 1's column heads, Table 3): a format fact, no rate. */
export const AZ_COUNTY_CODES: Readonly<Record<string, string>> = {
  APA: 'Apache',
  COH: 'Cochise',
  COC: 'Coconino',
  GLA: 'Gila',
  GRA: 'Graham',
  GRN: 'Greenlee',
  LAP: 'La Paz',
  MAR: 'Maricopa',
  MOH: 'Mohave',
  NAV: 'Navajo',
  PMA: 'Pima',
  PNL: 'Pinal',
  STC: 'Santa Cruz',
  YAV: 'Yavapai',
  YMA: 'Yuma',
};

/**
 * Import bounds, not tax facts (as rate-overrides.ts): a county's part above 10 %, or a row above
 * 15 % (a county's, state and county together, or any other region's: a special region's may be
 * combined too), is a broken file, not a rate.
 */
const MAX_LOCAL_PART = unitsOf('10');
const MAX_COMBINED = unitsOf('15');
const above = (units: bigint, max: bigint) => `${rateText(units)}% is above ${rateText(max)}%`;

// ---------------------------------------------------------------------------------------------
// The file

export interface AzTptRow {
  /** Line of the file, from 1. */
  line: number;
  /** RegionCode, upper case. */
  regionCode: string;
  regionName: string;
  businessCode: string;
  businessName: string;
  /** TaxRate in units of tables.ts (6.3 % = 63000n). */
  units: bigint;
  /** TaxRateType as written ("Percent"); null in the five-column form. */
  rateType: string | null;
  /** RateStartDate; null in the five-column form (the file's date applies). */
  from: IsoDate | null;
  /** RateEndDate, the last day in force; null when open-ended (12/31/9999, or empty) or not given. */
  through: IsoDate | null;
}

export type AzTptParse = { ok: true; rows: AzTptRow[]; dated: boolean } | LineFailure;

const HEADER = ['regioncode', 'regionname', 'businesscode', 'businesscodesname', 'taxrate', 'taxratetype', 'ratestartdate', 'rateenddate'];
const HEADER_TEXT = HEADER.map((h) => h.replace(/^./, (c) => c.toUpperCase())).join(',');
const RATE_TEXT = /^(\d+(\.\d*)?|\.\d+)$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AP]M))?)?$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A RateStartDate or RateEndDate as a day (a time, where given, must be midnight), or why not. */
export function azTptDay(text: string): { day: IsoDate } | { error: string } {
  const us = US_DATE.exec(text);
  const iso = us === null ? ISO_DATE.exec(text) : null;
  if (us === null && iso === null) return { error: `"${text}" is not a date (M/D/YYYY, with a time of midnight or none)` };
  const [y, m, d] = us !== null ? [us[3]!, us[1]!, us[2]!] : [iso![1]!, iso![2]!, iso![3]!];
  const [hour, minute, second, half] = us !== null ? [us[4], us[5], us[6], us[7]] : [iso![4], iso![5], iso![6], undefined];
  if (hour !== undefined) {
    const h = Number(hour);
    const midnight =
      Number(minute) === 0 && Number(second ?? '0') === 0 && (half === undefined ? h === 0 : half.toUpperCase() === 'AM' && h === 12);
    if (!midnight) return { error: `"${text}" is not midnight: the table's dates are days` };
  }
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const check = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day) return { error: `"${text}" is no day of the calendar` };
  return { day };
}

/** A TaxRate cell (a percent) in units, or why not. */
function percentUnits(text: string): bigint | string {
  if (!RATE_TEXT.test(text)) return `rate "${text}" is not a decimal percent`;
  const decimals = (text.split('.')[1] ?? '').replace(/0+$/, '');
  if (decimals.length > 4) return `rate "${text}" has more than four decimal places`;
  return percentUnitsOfFraction(`${text.startsWith('.') ? `0${text}` : text}E-2`);
}

/** The table's rows (every business code); a failure names the first line that cannot be read. */
export function parseAzTpt(text: string): AzTptParse {
  const rows: AzTptRow[] = [];
  let columns = 0;
  return consumeText(text, {
    take(raw, line) {
      const split = splitCsvLine(raw);
      if (typeof split === 'string') return failure(line, split);
      if (columns === 0) {
        const names = dropTrailingEmpty(split, 5).map((c) => c.toLowerCase().replace(/\s+/g, ''));
        const eight = names.length === 8 && names.every((c, i) => c === HEADER[i]);
        const five = names.length === 5 && names.every((c, i) => c === HEADER[i]);
        if (!eight && !five)
          return failure(line, `expected ADOR's TPT rate table header ${HEADER_TEXT} (or its first five columns), not ${raw.trim()}`);
        columns = names.length;
        return undefined;
      }
      const cells = dropTrailingEmpty(split, columns);
      // An empty RateEndDate at the end of the line is an open end, as 12/31/9999 is.
      if (columns === 8 && cells.length === 7) cells.push('');
      if (cells.length !== columns) return failure(line, `expected ${columns} columns, as the header, found ${cells.length}`);
      const [code, name, business, businessName, rate, type, start, end] = cells as [
        string,
        string,
        string,
        string,
        string,
        string?,
        string?,
        string?,
      ];
      if (!/^[A-Za-z0-9]{2,4}$/.test(code)) return failure(line, `region code "${code}" is not two to four letters or digits`);
      if (name === '') return failure(line, `region ${code} has no name`);
      if (!/^\d{3}$/.test(business)) return failure(line, `business code "${business}" is not three digits`);
      const units = percentUnits(rate);
      if (typeof units === 'string') return failure(line, units);
      let from: IsoDate | null = null;
      let through: IsoDate | null = null;
      if (columns === 8) {
        const first = azTptDay(start!);
        if ('error' in first) return failure(line, `RateStartDate ${first.error}`);
        const last = end === '' ? { day: null } : azTptDay(end!);
        if ('error' in last) return failure(line, `RateEndDate ${last.error}`);
        from = first.day;
        through = last.day === null || last.day.startsWith('9999-') ? null : last.day;
        if (through !== null && through < from) return failure(line, `RateEndDate ${end} is before RateStartDate ${start}`);
      }
      rows.push({
        line,
        regionCode: code.toUpperCase(),
        regionName: name,
        businessCode: business,
        businessName,
        units,
        rateType: columns === 8 ? type! : null,
        from,
        through,
      });
      return undefined;
    },
    end(last) {
      if (columns === 0) return failure(Math.max(last, 1), `empty file: no header ${HEADER_TEXT}`);
      return { ok: true as const, rows, dated: columns === 8 };
    },
  });
}

/** The first day a table is for, from its name (TPT_RATETABLE_ALL_09012026.csv: 2026-09-01), or null. */
export function azTptFileDate(fileName: string): IsoDate | null {
  const base = fileName.split(/[\\/]/).pop()!;
  const m = /^TPT_RATETABLE_ALL_(\d{2})(\d{2})(\d{4})\b[^\\/]*\.csv$/i.exec(base);
  if (m === null) return null;
  const day = azTptDay(`${m[1]}/${m[2]}/${m[3]}`);
  return 'day' in day ? day.day : null;
}

/** A region's retail rates: the rows read, in order, and their series of segments. */
export interface AzTptRegion {
  code: string;
  /** The name its latest row gives. */
  name: string;
  county: string | null;
  rows: AzTptRow[];
  /** Rows before a gap in the region's dates: not read (the content keeps what it had then). */
  setAside: AzTptRow[];
  series: Segment[];
}

export interface AzTptTable {
  /** The first day the table is for (its name's date). */
  edition: IsoDate;
  base: string;
  rows: AzTptRow[];
  /** Business code 017 by region code, counties first (in the order of AZ_COUNTY_CODES). */
  regions: Map<string, AzTptRegion>;
}

/** The table read and checked without the content: its name, format, bounds and counties. */
export function readAzTpt(text: string, fileName: string): { ok: true; table: AzTptTable } | LineFailure {
  const base = fileName.split(/[\\/]/).pop()!;
  const edition = azTptFileDate(base);
  if (edition === null)
    return failure(
      1,
      `"${base}": ADOR's TPT rate table is named TPT_RATETABLE_ALL_<MMDDYYYY>.csv (TPT_RATETABLE_ALL_09012026.csv): the name gives the first day it is for.`,
    );
  const parsed = parseAzTpt(text);
  if (!parsed.ok) return parsed;
  const retail = parsed.rows.filter((r) => r.businessCode === AZ_RETAIL);
  for (const r of retail) {
    if (r.rateType !== null && r.rateType.toLowerCase() !== 'percent')
      return failure(r.line, `${r.regionName} (${r.regionCode}): TaxRateType "${r.rateType}", where a retail rate is a percent`);
    const county = AZ_COUNTY_CODES[r.regionCode];
    if (county !== undefined) {
      if (nameKey(r.regionName.replace(/\s+COUNTY$/i, '')) !== nameKey(county))
        return failure(
          r.line,
          `region code ${r.regionCode} is ${county} County's (ADOR's Table 3), but the row names ${r.regionName}: not ADOR's Arizona table`,
        );
      if (r.units > MAX_COMBINED)
        return failure(r.line, `${r.regionName} (${r.regionCode}), state and county together: ${above(r.units, MAX_COMBINED)}.`);
    } else if (r.units > MAX_COMBINED) return failure(r.line, `${r.regionName} (${r.regionCode}): ${above(r.units, MAX_COMBINED)}.`);
  }

  const byCode = new Map<string, AzTptRow[]>();
  for (const r of retail) byCode.set(r.regionCode, [...(byCode.get(r.regionCode) ?? []), r]);
  const regions = new Map<string, AzTptRegion>();
  const codes = [
    ...Object.keys(AZ_COUNTY_CODES).filter((c) => byCode.has(c)),
    ...[...byCode.keys()].filter((c) => !(c in AZ_COUNTY_CODES)),
  ];
  for (const code of codes) {
    const list = [...byCode.get(code)!].sort((a, b) => (a.from ?? '').localeCompare(b.from ?? '') || a.line - b.line);
    let used: AzTptRow[] = [];
    const setAside: AzTptRow[] = [];
    for (const r of list) {
      const prev = used.at(-1);
      if (prev !== undefined) {
        if (!parsed.dated) return failure(r.line, `${r.regionName} (${code}): a second retail row (the first on line ${prev.line})`);
        const next = prev.through === null ? null : addDays(prev.through, 1);
        if (next === null || next > r.from!)
          return failure(r.line, `${r.regionName} (${code}): its dates overlap those of line ${prev.line}`);
        if (next < r.from!) {
          // A gap: the rows before it are not read.
          setAside.push(...used);
          used = [];
        }
      }
      used.push(r);
    }
    const series = merged(
      used.map((r) => ({
        from: r.from ?? edition,
        to: r.through === null ? null : addDays(r.through, 1),
        units: r.units,
      })),
    );
    regions.set(code, { code, name: used.at(-1)!.regionName, county: AZ_COUNTY_CODES[code] ?? null, rows: used, setAside, series });
  }
  // It is Arizona's table: every county has its retail row, in force on the table's day and after.
  for (const [code, county] of Object.entries(AZ_COUNTY_CODES)) {
    const region = regions.get(code);
    if (region === undefined)
      return failure(1, `no retail (${AZ_RETAIL}) row for region code ${code} (${county} County): not ADOR's Arizona table`);
    const last = region.series.at(-1)!;
    const line = region.rows.at(-1)!.line;
    if (region.series[0]!.from > edition)
      return failure(region.rows[0]!.line, `${county} County (${code}): no retail rate in force on ${edition}, the table's day`);
    if (last.to !== null)
      return failure(
        line,
        `${county} County (${code}): its retail rate ends on ${last.to} and no row follows: the table must give the county's rate from then on`,
      );
  }
  return { ok: true, table: { edition, base, rows: parsed.rows, regions } };
}

/**
 * The table checked without the content, for an import: ADOR's CSV format and name, Arizona's (its
 * 15 county region codes, named as ADOR names them), the first day it is for (the MMDDYYYY of its
 * name: ADOR names each edition after it), and every retail rate within bounds: a county's row, state
 * and county together, 0-15 %, and any other region's 0-15 % too. A city's row is its own rate alone,
 * but a special region's (Table 4, used instead of a county code on a reservation) may carry a
 * combined rate: whether a row reads as combined is checked by the build step only for the city rows
 * it uses (those of the content's city jurisdictions), so a special region the step does not use never
 * refuses the file.
 */
export function azTptTableCheck(text: string, fileName: string): { ok: true; date: IsoDate; rowCount: number } | LineFailure {
  const read = readAzTpt(text, fileName);
  if (!read.ok) return read;
  return { ok: true, date: read.table.edition, rowCount: read.table.rows.length };
}

// ---------------------------------------------------------------------------------------------
// The content

export interface AzTptReport {
  file: string;
  /** The first day the table is for (its name's date). */
  edition: IsoDate;
  rows: { all: number; retail: number; countyRegions: number; otherRegions: number };
  /** Counties with a county tax in the map, and the state's counties in it. */
  counties: number;
  stateCounties: number;
  addedJurisdictions: number;
  /** The content's jurisdictions checked against a row. */
  checked: string[];
  /** Where the content and the table differ (the table won), or a match could not be made. */
  disagreements: string[];
  /** Place entries whose county excise now comes from the county map. */
  adjustedPlaces: string[];
  /** Place entries whose combined local rate changed on some day. */
  placesChanged: string[];
  /** The content's city jurisdictions the table has no retail row for. */
  notInFile: string[];
  /** Retail rows of regions the content has no jurisdiction for: not built (the table names no county). */
  notBuilt: string[];
  /** Rows before a gap in a region's dates: not read. */
  setAside: string[];
}

/** fileName: TPT_RATETABLE_ALL_<MMDDYYYY>.csv (its date and the notes' citation). */
export type AzTptInput = TableInput;

/** "City of Phoenix TPT", "Town of Gilbert TPT" -> the key of "PHOENIX", "GILBERT". */
const cityKey = (name: string) => nameKey(name.replace(/^(city|town) of\s+/i, '').replace(/\s+(TPT|privilege tax)$/i, ''));
/** "Maricopa County excise" -> the key of "MARICOPA". */
const countyKey = (name: string) => nameKey(name.replace(/\s+county\b.*$/i, ''));

/** content/us/az.json with the table's counties built in and its jurisdictions checked, and what was done. Applied to its own result it changes nothing. */
export function azTptContent({ text, fileName, content, stateCounties, countyNameOf, zipCities }: AzTptInput): {
  file: JurisdictionFile;
  report: AzTptReport;
} {
  const read = readAzTpt(text, fileName);
  if (!read.ok) throw new Error(`${fileName.split(/[\\/]/).pop()} line ${read.line}: ${read.message}`);
  const { edition, base, rows, regions } = read.table;
  const source = AZ_TPT_URL;
  const { jurisdictions, has, get, put } = editableJurisdictions(content, 'content/us/az.json');
  if (!has(STATE_ID)) throw new Error(`content/us/az.json has no ${STATE_ID}: a county's part is its row less the state's rate`);
  const state = get(STATE_ID);
  const stateOn = (d: string) => salesUnitsOn(state, d);
  const stateDays = breakpoints(salesRows(state));
  const all = [...regions.values()];
  const report: AzTptReport = {
    file: base,
    edition,
    rows: {
      all: rows.length,
      retail: all.reduce((n, r) => n + r.rows.length + r.setAside.length, 0),
      countyRegions: all.filter((r) => r.county !== null).length,
      otherRegions: all.filter((r) => r.county === null).length,
    },
    counties: 0,
    stateCounties: 0,
    addedJurisdictions: 0,
    checked: [],
    disagreements: [],
    adjustedPlaces: [],
    placesChanged: [],
    notInFile: [],
    notBuilt: [],
    setAside: [],
  };
  for (const r of all)
    if (r.setAside.length > 0)
      report.setAside.push(
        `${r.name} (${r.code}): lines ${r.setAside.map((x) => x.line).join(', ')}, before a gap in its dates (the content keeps what it had then)`,
      );

  const rowOn = (region: AzTptRegion, d: string) =>
    region.rows.find((r) => (r.from ?? edition) <= d && (r.through === null || d <= r.through)) ?? region.rows[0]!;
  const linesOf = (region: AzTptRegion, s: Segment) =>
    region.rows
      .filter((r) => (s.to === null || (r.from ?? edition) < s.to) && (r.through === null || r.through >= s.from))
      .map((r) => r.line);
  const said = (region: AzTptRegion, s: Segment) => {
    const lines = linesOf(region, s);
    return `${AZ_TPT_URL} — Arizona Department of Revenue, ${base}, the TPT rate table for ${edition}, line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}: region ${region.code} "${region.name}", business code ${AZ_RETAIL} (Retail)`;
  };
  /** The day up to which a region's series is the table's word: its day, or its latest row's first day. */
  const asOfOf = (region: AzTptRegion) => {
    const last = region.series.at(-1)!.from;
    return last > edition ? last : edition;
  };

  // Counties: the county map, each county's part the combined row less the state's rate.
  const oldMap: Record<string, string[]> = content.counties?.taxes ?? {};
  const map: Record<string, string[]> = { ...oldMap };
  const fipsOf = (county: string) => stateCounties.find((f) => nameKey(countyNameOf(f) ?? '') === nameKey(county));
  for (const region of all.filter((r) => r.county !== null)) {
    const county = region.county!;
    const fips = fipsOf(county);
    if (fips === undefined)
      throw new Error(`${base} line ${region.rows[0]!.line}: ${county} County (${region.code}) is no county of the ZIP table`);
    const part = difference(region.series, stateOn, stateDays);
    for (const s of part) {
      const r = rowOn(region, s.from);
      if (s.units < 0n || s.units > MAX_LOCAL_PART)
        throw new Error(
          `${base} line ${r.line}: ${region.name} (${region.code}) ${percentText(r.units)} from ${s.from}, less the state's ${percentText(stateOn(s.from))} (${STATE_ID}), leaves ${percentText(s.units)} for ${county} County: ADOR's county rows give the state and county rates together (its Table 1), and this one does not add up as such${s.units < 0n ? ' (a county-only figure?)' : `: ${above(s.units, MAX_LOCAL_PART)}`}; settle by hand`,
        );
    }
    const noteOf = (s: Segment) =>
      `${said(region, s)}, ${percentText(rowOn(region, s.from).units)} for state and county together (ADOR's Table 1 combines them), less the state's ${percentText(stateOn(s.from))} (${STATE_ID}): ${county} County's excise tax on retail, ${percentText(s.units)}.`;
    const known = map[fips];
    if (known !== undefined && known.length > 1)
      throw new Error(`${county} County: the county map names ${known.join(' + ')}: settle by hand`);
    const named = jurisdictions.filter((j) => j.level === 'county' && countyKey(j.name) === nameKey(county));
    if (known === undefined && named.length > 1)
      throw new Error(`${county} County: the content has ${named.map((j) => j.id).join(' and ')}: settle by hand`);
    const id = known?.[0] ?? named[0]?.id ?? `us-${STATE}-${slug(county)}-county-excise`;
    if (has(id)) {
      const rec = reconcile(get(id), part, asOfOf(region), source, noteOf);
      put(rec.jurisdiction);
      report.checked.push(`${get(id).name} (${id}): ${region.name} (${region.code}) less the state's rate`);
      if (rec.disagreement !== null) report.disagreements.push(`${county} County (${id}): ${rec.disagreement} (the table won)`);
    } else if (part.some((s) => s.units > 0n)) {
      put(
        localJurisdiction(
          STATE,
          id,
          `${county} County excise`,
          'county',
          part
            .filter((s) => s.units > 0n)
            .map((s) => ({ rate: rateText(s.units), from: s.from, to: s.to, sources: [source], note: noteOf(s) })),
        ),
      );
      report.addedJurisdictions++;
    }
    map[fips] = has(id) ? [id] : [];
  }
  for (const fips of stateCounties) map[fips] ??= [];
  report.counties = Object.values(map).filter((ids) => ids.length > 0).length;

  report.stateCounties = Object.keys(map).length;

  /** The first day a row is in force on which its rate is at or above the state's: its first, or a change of the state's in it. */
  const atOrAboveState = (r: AzTptRow) => {
    const first = r.from ?? edition;
    return [first, ...stateDays.filter((d) => d > first && (r.through === null || d <= r.through))].find((d) => r.units >= stateOn(d));
  };

  // The content's city jurisdictions, each against the city row of its name.
  const others = all.filter((r) => r.county === null);
  const matched = new Set<string>();
  for (const j of content.jurisdictions.filter((x) => x.level === 'city')) {
    const found = others.filter((r) => nameKey(r.name) === cityKey(j.name));
    if (found.length === 0) {
      report.notInFile.push(`${j.name} (${j.id}): no retail row of that name`);
      continue;
    }
    if (found.length > 1) {
      report.disagreements.push(
        `${j.name} (${j.id}, not changed): the retail rows of ${found.map((r) => `${r.code} (line ${r.rows[0]!.line})`).join(' and ')} share its name`,
      );
      continue;
    }
    const region = found[0]!;
    // A city's own rate is below the state's: a row the step uses at or above it is state and city combined.
    for (const r of region.rows) {
      const day = atOrAboveState(r);
      if (day !== undefined)
        throw new Error(
          `${base} line ${r.line}: ${region.name} (${region.code}) ${percentText(r.units)} is at or above the state's ${percentText(stateOn(day))} (${STATE_ID}) on ${day}: a city's row is its own rate alone (ADOR's Table 2), so this one reads as state and city combined; settle by hand`,
        );
    }
    matched.add(region.code);
    const noteOf = (s: Segment) => `${said(region, s)}: the city's own privilege tax on retail, ${percentText(s.units)} (ADOR's Table 2).`;
    const rec = reconcile(get(j.id), region.series, asOfOf(region), source, noteOf);
    put(rec.jurisdiction);
    report.checked.push(`${j.name} (${j.id}): ${region.name} (${region.code})`);
    if (rec.disagreement !== null) report.disagreements.push(`${j.name} (${j.id}): ${rec.disagreement} (the table won)`);
  }
  for (const r of others)
    if (!matched.has(r.code)) {
      const combined = r.rows.find((x) => atOrAboveState(x) !== undefined);
      report.notBuilt.push(
        `${r.name} (${r.code}, line ${r.rows.at(-1)!.line}): ${percentText(r.series.at(-1)!.units)}, no jurisdiction in the content${combined === undefined ? '' : ` (line ${combined.line} is at or above the state's rate: a combined rate, as a special region's may be, not a city's own)`}`,
      );
    }

  // Place entries: the county's excise from the county map.
  const countyIds = new Set(Object.values(map).flat());
  const places = (content.places ?? []).map((p) => {
    const fromMap = p.jurisdictions.filter((id) => countyIds.has(id));
    if (fromMap.length === 0) return p;
    if (p.counties === undefined || p.counties.length === 0)
      throw new Error(
        `place entry ${p.names[0]} names ${fromMap.join(', ')}, which the county map now gives, and no counties: settle by hand`,
      );
    const inEvery = (id: string) => p.counties!.every((fips) => (map[fips] ?? []).includes(id));
    const stray = fromMap.filter((id) => !inEvery(id));
    if (stray.length > 0)
      throw new Error(
        `place entry ${p.names[0]} (${p.counties.join(', ')}) names ${stray.join(', ')}, which the county map gives in other counties: settle by hand`,
      );
    report.adjustedPlaces.push(`${p.names[0]} (${p.counties.join(', ')}): ${fromMap.join(', ')} now from the county map`);
    return { ...p, jurisdictions: p.jurisdictions.filter((id) => !countyIds.has(id)) };
  });

  // Checked: each entry's combined local rate, before and after, day by day, in its counties.
  report.placesChanged.push(
    ...placesChanged({
      content,
      jurisdictions,
      countyTaxes: map,
      entries: content.places ?? [],
      adjusted: places,
      zipCities,
      countyNameOf,
    }),
  );

  const note = [
    `${NOTE_MARKER} (${base}, for ${edition}: ${AZ_TPT_URL}), business code ${AZ_RETAIL} (Retail) only, by scripts/content-from-az-tpt.ts: ${report.rows.countyRegions} counties and ${report.rows.otherRegions} other region codes (program cities, special regions). The table dates each rate (RateStartDate, RateEndDate): the content holds them from those days where it did not agree.`,
    `counties: all ${report.stateCounties} counties of the state, each naming its excise jurisdiction; a county's part is its row (state and county together, as ADOR's Table 1 gives them) less ${STATE_ID}'s rate, day by day. Not complete: cities add their own TPT, so an address placed by its county alone gets the county's tax and is reported uncertain.`,
    `places: the content's own entries are kept, their cities' TPT checked against the city rows of the same name; the county's excise comes from the county map. Not built: the ${report.notBuilt.length} region codes the content has no jurisdiction for (cities and special regions: the table names no county for them, so no place entry can be written).`,
  ].join('\n');
  const file = stateFileWith(content, { state: STATE, marker: NOTE_MARKER, note, jurisdictions, countyTaxes: map, source, places });
  return { file, report };
}
