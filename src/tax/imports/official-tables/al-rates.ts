// Reads the Alabama Department of Revenue's local tax rates file and builds Alabama's county and city
// sales taxes into content/us/al.json from it. Pure (no I/O): scripts/content-from-al-rates.ts reads
// the file from the path given and writes the result; an operator's import of a newer file is built
// against the built-in content in memory (rate-overrides.ts).
//
// The file (ALDOR, "Local Cities and Counties Tax Rates Text File",
// https://www.revenue.alabama.gov/sales-use/local-cities-and-counties-tax-rates-text-file/): a
// comma-delimited file, updated monthly, with the local tax rates of every Alabama city and county
// that levies a sales, use, lodgings or rental tax, state-administered and not; `taxrates`
// (taxrates.txt, later taxrates.csv) holds current and historical rows, `taxrates_current` the
// current, active rows only. Its legend is ALDOR's "Taxrates File Help" page
// (https://www.revenue.alabama.gov/sales-use/taxrates-file-help/). One header line, then one row a
// line, thirteen quoted, comma-separated columns:
//   "Locality Code","Locality Name","County Number","TaxType","Rate Type","Administered",
//   "Active Date","Inactive Date","Rate","Indicator","PJ","County Code","PJ_Rate"
// - Locality Code: ALDOR's four-digit locality number; counties begin with 7, municipalities with 9
//   (the help page). A county may have several (the county-wide tax, a tax outside the cities, a
//   lodgings district: ALDOR's county code explanations), and a municipality's police jurisdiction
//   may have a locality of its own ("... PJ").
// - County Number: ALDOR's two-digit county number, not the locality code; "used as a cross reference
//   in determining the associated county or counties associated with a municipality" (the help
//   page). A municipality in two counties has rows in each. Which county a number stands for is not
//   in the readable legend: the step ASSUMES the 67 counties are numbered in the alphabetical order of
//   their letters (SHELBY before ST CLAIR), and checks the assumption against every county row's name
//   (a county row whose name is not its number's county refuses the file, naming the line).
// - TaxType (ST sales tax, LL lodgings, RT rental, CU consumers use, SU sellers use) and Rate Type
//   (GENER the general rate; AUTO, FARM, MACH, VEND, AMUSE, GROC, ALCOH, fees ...): only ST at the
//   GENER rate is built, the rate Levy's "Sales tax" models.
// - Administered: who collects the local tax (STATE the Department of Revenue, SELF the locality
//   itself, or a private agent: AVENU, RDS, STACS, PREMA, LGREC, RCS, CROCK).
// - Active Date / Inactive Date: "the date that tax became effective or the date the administering
//   entity began administering the tax" / "... became inactive or ... quit administering the tax"
//   (ALDOR's help.txt). Whether the Inactive Date is the last day in force or the first day out is
//   not said: ASSUMED the last day in force. A row is read as in force from its Active Date through
//   its Inactive Date, ended sooner where a later row of the same locality begins; a change of
//   administrator at the same rate is one period. A locality whose row ends (Inactive Date) before
//   its next row begins leaves days no row gives a rate for (read as 0 % those days would be silently
//   wrong), unless the gap ends before 1999-01-01, a day no calculation is for: the locality is not
//   used (the content's jurisdictions for it keep their rates, no entry is added for it, a county
//   whose locality it is stays out of the county map) and the gap is reported in the disagreements,
//   naming both lines; the rest of the file is built. A row that ends with no later row is the tax's
//   end. Two rows of a locality from the same day with different rates refuse the file. Dates are read as
//   YYYYMMDD, YYYY-MM-DD or M/D/YYYY (secondary: other public readers of the file; not ALDOR's text).
// - Rate and PJ_Rate (ASSUMED, not ALDOR's text): percentages ("4.0000" = 4 %), the rate within the
//   corporate limits and the police jurisdiction's. PJ (ASSUMED) flags a police jurisdiction rate.
//   County Code (ASSUMED): on a municipality's row, the county locality whose tax applies with the
//   municipality's in that county (consistent with the content's Huntsville entry, which holds
//   Madison County's county-wide 0.5 %, listed by the county's own sales tax department inside
//   Huntsville's limits, not the county's main rate). Indicator is kept and not used.
// The readable part of the official help page stops at the Active Date; the description of Rate,
// Indicator, PJ, County Code and PJ_Rate above, and the Inactive Date's day, are this module's
// assumptions from the columns' names, ALDOR's other pages and other public readers of the file
// (secondary), not ALDOR's text (test/fixtures/official/al-taxrates/README.md).
//
// What the build step writes (docs/tax-data.md, "Official tables built into the content"):
// - the file's date: the newest Active Date of its sales tax rows at the general rate (ST, GENER: the
//   rows the step builds from; a lodgings, rental or other rate type's row starting later does not
//   move it). The file is a history, with no date in its name;
// - every jurisdiction the content holds that a row names is checked against the row's dated rates
//   and the file wins from the row's first day where they differ (tables.ts `reconcile`): a city's
//   `us-AL-city-of-<name>` against its municipality's general rate, a county jurisdiction of a place
//   entry against the county locality the municipality's County Code names, a combined
//   "<county> + City of <city>" jurisdiction against the two together. A jurisdiction is checked
//   once, against the first entry naming it; another entry naming it for other localities (or other
//   dated rates) is reported in the disagreements, not applied;
// - the county map: a county is settled where its county localities with a general rate are none
//   (no county sales tax: []) or one that every municipality's row in the county names as its County
//   Code, and where no place entry of the content holds the county's tax itself (its entries lie in
//   the county, or one of its county jurisdictions is the county's locality): those counties stay out
//   of the map, and the entries keep the tax they hold, so a rate override never takes a county's
//   part out of an entry the map does not yet give it to. `complete` false: cities add taxes;
// - for every municipality with a general rate in force on the file's date, in each county its rows
//   name, that no entry of the content covers: a place entry (its USPS name, that county) naming the
//   municipality's tax and, where the county is not settled, the county locality its row names,
//   `partlyOutside: "unknown"` (the file has no boundaries);
// - an entry without counties is limited to the counties where the county map adds no tax it never
//   carried (Birmingham's ZIP codes in Shelby County).
// Administered: the rate is the file's whoever collects it. It decides the registration: a new
// jurisdiction a STATE row administers is registered with the state (us-AL); one SELF or an agent
// administers is registered with itself and covers its level of imported data, as the content's
// Huntsville is. The content's own registrations are kept and compared (report.administration).
// Not built: police jurisdiction rates (PJ, PJ_Rate, and municipality localities (9xxx) whose name says
// PJ, (PJ), P/J, P.J. or POLICE JURISDICTION anywhere in it): they apply outside the city limits,
// which Levy cannot place without boundaries. A municipality locality whose name mentions PJ or police
// in another form ("FALKVILLEPJ", "POLICE DEPT") is refused, naming the line: the step cannot tell
// whether its rate is a police jurisdiction's, and must never apply one inside a city. Nor built: rate
// types other than GENER and tax types other than ST; county localities no municipality names (a tax outside the cities); municipalities
// whose County Number is not one of the 67 counties. The Simplified Sellers Use Tax election and its
// jurisdiction are not the file's and are left as they are.
import type { ContentJurisdiction, JurisdictionFile } from '../../content/schema.ts';
import { addDays, type IsoDate } from '../../dates.ts';
import { countyName } from '../../address/zip-places.ts';
import { consumeText, dropTrailingEmpty, failure, splitCsvLine, type LineFailure } from '../csv-lines.ts';
import {
  breakpoints,
  checkNames,
  countiesOfPlace,
  EARLIEST_TAX_DATE,
  countiesOfState,
  editableJurisdictions,
  isGenerated,
  localJurisdiction,
  merged,
  nameKey,
  percentText,
  percentUnitsOfFraction,
  placesChanged,
  rateText,
  reconcile,
  salesUnitsOn,
  segmentOn,
  slug,
  stateFileWith,
  titleCase,
  unitsOf,
  uspsNameOf,
  type Segment,
  type TableInput,
} from './tables.ts';
import { withGeoid } from './place-geoids.ts';

/** ALDOR's page that publishes the file (taxrates and taxrates_current): the facts' source. */
export const AL_RATES_URL = 'https://www.revenue.alabama.gov/sales-use/local-cities-and-counties-tax-rates-text-file/';
/** ALDOR's legend of the file's columns. */
export const AL_RATES_HELP_URL = 'https://www.revenue.alabama.gov/sales-use/taxrates-file-help/';
const NOTE_MARKER = "Built from the Alabama Department of Revenue's local tax rates file";
const STATE = 'AL';
const STATE_ID = `us-${STATE}`;
/** Import bound, not a tax fact: a local general rate above it is a broken file (rate-overrides.ts). */
const MAX_LOCAL_PART = unitsOf('10');

// ---------------------------------------------------------------------------------------------
// The file

export interface AlRateRow {
  /** Line of the file, from 1. */
  line: number;
  /** The four-digit locality code. */
  code: string;
  kind: 'county' | 'city';
  name: string;
  /** ALDOR's county number (1-67 for Alabama's counties). */
  countyNumber: number;
  taxType: string;
  rateType: string;
  /** STATE, SELF or the agent's code; '' where the row gives none. */
  administered: string;
  active: IsoDate;
  inactive: IsoDate | null;
  /** The rate in ten-thousandths of a percent (4.0000 % is 40000n). */
  units: bigint;
  indicator: string;
  /** The PJ column as written ('Y', 'N' or ''). */
  pj: string;
  /** On a municipality's row: the county locality named with it (7xxx), or null. */
  countyCode: string | null;
  pjUnits: bigint | null;
}

export type AlRatesParse = { ok: true; rows: AlRateRow[] } | LineFailure;

const COLUMNS = [
  'Locality Code',
  'Locality Name',
  'County Number',
  'TaxType',
  'Rate Type',
  'Administered',
  'Active Date',
  'Inactive Date',
  'Rate',
  'Indicator',
  'PJ',
  'County Code',
  'PJ_Rate',
];
/** Header cells compared without case, spaces or underscores ("LocalityCode" as the legend writes it, "Locality Code" as the header does). */
const columnKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');
const HEADER_TEXT = COLUMNS.map((c) => `"${c}"`).join(',');
const PERCENT = /^(\d+(\.\d*)?|\.\d+)$/;

/** A date as the file may write it (YYYYMMDD, YYYY-MM-DD, M/D/YYYY with or without a time), or null. */
export function alDate(text: string): IsoDate | null {
  const t = text.trim();
  let m = /^(\d{4})(\d{2})(\d{2})$/.exec(t) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  let y: number, mo: number, d: number;
  if (m !== null) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?$/i.exec(t);
    if (m === null) return null;
    [y, mo, d] = [Number(m[3]), Number(m[1]), Number(m[2])];
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** A percentage as the file writes it ("4.0000") in units, rounded half up to four decimals. */
const percentUnits = (text: string) => percentUnitsOfFraction(`${text.startsWith('.') ? '0' : ''}${text}e-2`);

/** The file's rows; a failure names the first line that cannot be read. */
export function parseAlRates(text: string): AlRatesParse {
  const rows: AlRateRow[] = [];
  let header = false;
  return consumeText(text, {
    take(raw, line) {
      const split = splitCsvLine(raw.trim());
      if (typeof split === 'string') return failure(line, split);
      const cells = dropTrailingEmpty(split, COLUMNS.length);
      if (!header) {
        if (cells.length !== COLUMNS.length || cells.some((c, i) => columnKey(c) !== columnKey(COLUMNS[i]!)))
          return failure(line, `expected the header ${HEADER_TEXT}, not ${raw.trim().slice(0, 200)}`);
        header = true;
        return undefined;
      }
      if (cells.length !== COLUMNS.length)
        return failure(line, `expected ${COLUMNS.length} columns (${COLUMNS.join(', ')}), found ${cells.length}`);
      const [code, name, county, taxType, rateType, administered, active, inactive, rate, indicator, pj, countyCode, pjRate] = cells as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      if (!/^[79]\d{3}$/.test(code))
        return failure(line, `locality code "${code}" is not four digits beginning with 7 (a county) or 9 (a municipality)`);
      if (name === '') return failure(line, `locality ${code} has no name`);
      if (!/^\d{1,2}$/.test(county) || Number(county) < 1)
        return failure(line, `county number "${county}" is not a number of one or two digits`);
      if (taxType === '' || rateType === '') return failure(line, `locality ${code} (${name}): no TaxType or Rate Type`);
      const from = alDate(active);
      if (from === null) return failure(line, `Active Date "${active}" is not a date (YYYYMMDD, YYYY-MM-DD or M/D/YYYY)`);
      const to = inactive === '' ? null : alDate(inactive);
      if (inactive !== '' && to === null)
        return failure(line, `Inactive Date "${inactive}" is not a date (YYYYMMDD, YYYY-MM-DD or M/D/YYYY)`);
      if (to !== null && to < from) return failure(line, `Inactive Date ${to} is before Active Date ${from}`);
      if (!PERCENT.test(rate)) return failure(line, `Rate "${rate}" is not a percentage ("4.0000")`);
      if (pjRate !== '' && !PERCENT.test(pjRate)) return failure(line, `PJ_Rate "${pjRate}" is not a percentage ("2.0000")`);
      if (!/^[YN]?$/i.test(pj)) return failure(line, `PJ "${pj}" is not Y, N or empty`);
      if (countyCode !== '' && !/^7\d{3}$/.test(countyCode))
        return failure(line, `County Code "${countyCode}" is not a county locality (7xxx)`);
      rows.push({
        line,
        code,
        kind: code.startsWith('7') ? 'county' : 'city',
        name,
        countyNumber: Number(county),
        taxType: taxType.toUpperCase(),
        rateType: rateType.toUpperCase(),
        administered: administered.toUpperCase(),
        active: from,
        inactive: to,
        units: percentUnits(rate),
        indicator,
        pj: pj.toUpperCase(),
        countyCode: countyCode === '' ? null : countyCode,
        pjUnits: pjRate === '' ? null : percentUnits(pjRate),
      });
      return undefined;
    },
    end(last) {
      if (!header) return failure(Math.max(last, 1), `empty file: no header ${HEADER_TEXT}`);
      return { ok: true as const, rows };
    },
  });
}

/** The file's rows, or an error naming the line. */
export function readAlRates(text: string): AlRateRow[] {
  const parsed = parseAlRates(text);
  if (!parsed.ok) throw new Error(`Alabama Department of Revenue tax rates file line ${parsed.line}: ${parsed.message}`);
  return parsed.rows;
}

/** The rows of the sales tax at the general rate: what the build step reads. */
export const isSalesGeneral = (r: AlRateRow) => r.taxType === 'ST' && r.rateType === 'GENER';

/** A police jurisdiction's name: PJ, (PJ), P/J, P.J., P J or POLICE JUR(ISDICTION), anywhere in it. */
const POLICE_NAME = /(?<![A-Z])P\s?[./]?\s?J(?![A-Z])|POLICE\s*JUR/i;
/** A name that mentions a police jurisdiction in any form: where POLICE_NAME does not catch it, refused. */
const MENTIONS_POLICE = /POLICE|POL\.?\s*JUR|PJ|(?<![A-Z])P\W{1,3}J(?![A-Z])/i;

/** A municipality's police jurisdiction coded as a locality of its own ("TOWN OF FALKVILLE PJ", "HARTSELLE (PJ)"). */
const isPoliceJurisdiction = (r: AlRateRow) => r.kind === 'city' && POLICE_NAME.test(r.name);

/**
 * The first municipality row the step reads (ST, GENER) whose name mentions a police jurisdiction in
 * a form POLICE_NAME does not recognise, or null: its rate could be a police jurisdiction's applied
 * inside the city.
 */
function policeNameProblem(rows: readonly AlRateRow[]): { line: number; message: string } | null {
  const r = rows.find((x) => x.kind === 'city' && isSalesGeneral(x) && !POLICE_NAME.test(x.name) && MENTIONS_POLICE.test(x.name));
  return r === undefined
    ? null
    : {
        line: r.line,
        message: `${r.name} (${r.code}): the name mentions a police jurisdiction, but not as PJ, (PJ), P/J, P.J. or POLICE JURISDICTION: a police jurisdiction's rate must not be read as the city's; settle by hand`,
      };
}

/**
 * The first day the file's rates are in force: the newest Active Date of its sales tax rows at the
 * general rate (ST, GENER), the rows the step reads (the file's name has no date). Other tax and
 * rate types' rows do not move it.
 */
export function alRatesFileDate(rows: readonly AlRateRow[]): IsoDate {
  const general = rows.filter(isSalesGeneral);
  if (general.length === 0) throw new Error('the file has no sales tax rows at the general rate (TaxType ST, Rate Type GENER)');
  return general.reduce((max, r) => (r.active > max ? r.active : max), general[0]!.active);
}

/**
 * ALDOR's county numbers (1-67) by county FIPS code, as the step ASSUMES them (the readable legend
 * does not list them): the counties in the alphabetical order of their names' letters (SHELBY before
 * ST CLAIR, where the FIPS codes run St. Clair, Shelby). Checked against every county row's name
 * (countyMismatch).
 */
export function alCountyNumbers(stateCounties: readonly string[], countyNameOf: (fips: string) => string | null): Map<number, string> {
  const key = (fips: string) => (countyNameOf(fips) ?? fips).toUpperCase().replace(/[^A-Z]/g, '');
  const sorted = [...stateCounties].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return new Map(sorted.map((fips, i) => [i + 1, fips]));
}

/** A locality's name without its kind ("CITY OF MOBILE", "MADISON COUNTY") for matching a place or county name. */
const bareName = (name: string) =>
  name
    .toUpperCase()
    .replace(/^(CITY|TOWN) OF /, '')
    .replace(/\s*\(.*\)$/, '');

/** Whether a county row names its county (its name begins with the county's: "JEFFERSON CO RESTAURANT ALCOH"). */
const namesCounty = (rowName: string, county: string) => nameKey(bareName(rowName)).startsWith(nameKey(county));

/** The first county row that does not name its number's county (a file of another state, or a wrong numbering), or null. */
function countyMismatch(
  rows: readonly AlRateRow[],
  numbers: ReadonlyMap<number, string>,
  countyNameOf: (fips: string) => string | null,
): { line: number; message: string } | null {
  for (const r of rows) {
    if (r.kind !== 'county') continue;
    const fips = numbers.get(r.countyNumber);
    const name = fips === undefined ? null : countyNameOf(fips);
    if (name === null)
      return {
        line: r.line,
        message: `county number ${r.countyNumber} (${r.name}) is beyond Alabama's ${numbers.size} counties: not an Alabama file`,
      };
    if (!namesCounty(r.name, name))
      return { line: r.line, message: `${r.name} is not Alabama county number ${r.countyNumber} (${name} County): not an Alabama file` };
  }
  return null;
}

/**
 * Checks a file without the content: the format, that it is Alabama's (every county row names the
 * county its number is), its date (the newest Active Date of its ST/GENER rows), that no general
 * sales tax rate or police jurisdiction rate of a locality is above 10 %, that no municipality's name
 * mentions a police jurisdiction in a form the step does not recognise, and that no locality has two
 * rows from the same day with different rates. A gap in a locality's dates is not refused: the build
 * step leaves that locality out and reports it.
 */
export function alRatesTableCheck(text: string, fileName: string): { ok: true; date: IsoDate; rowCount: number } | LineFailure {
  const parsed = parseAlRates(text);
  if (!parsed.ok) return parsed;
  const { rows } = parsed;
  const base = fileName.split(/[\\/]/).pop()!;
  if (rows.length === 0) return failure(1, `${base}: the file has a header and no rows.`);
  if (!rows.some((r) => r.kind === 'county'))
    return failure(1, `${base}: no county rows (locality codes 7xxx), so the file cannot be told to be Alabama's.`);
  const mismatch = countyMismatch(rows, alCountyNumbers(countiesOfState(STATE), countyName), countyName);
  if (mismatch !== null) return failure(mismatch.line, mismatch.message);
  const general = rows.filter(isSalesGeneral);
  if (general.length === 0) return failure(1, `${base}: no sales tax rows at the general rate (TaxType ST, Rate Type GENER).`);
  for (const r of general)
    for (const [what, units] of [
      ['', r.units],
      [' police jurisdiction', r.pjUnits],
    ] as const)
      if (units !== null && units > MAX_LOCAL_PART)
        return failure(r.line, `${r.name} (${r.code})${what}: ${rateText(units)}% is above ${rateText(MAX_LOCAL_PART)}%.`);
  const police = policeNameProblem(rows);
  if (police !== null) return failure(police.line, police.message);
  // Each series the build step makes: a county locality's, a municipality's in a county with a County Code.
  const groups = new Map<string, AlRateRow[]>();
  for (const r of general.filter((x) => !isPoliceJurisdiction(x))) {
    const key = r.kind === 'county' ? r.code : `${r.code}|${r.countyNumber}|${r.countyCode ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  // Two rows of a locality from one day with different rates are a broken file; a gap in a
  // locality's dates is not: the build step leaves that locality out and reports it.
  for (const group of groups.values()) {
    const periods = periodsOf(group);
    if (!periods.ok && !periods.gap) return failure(periods.line, periods.message);
  }
  return { ok: true, date: alRatesFileDate(rows), rowCount: rows.length };
}

// ---------------------------------------------------------------------------------------------
// Dated series

/**
 * A locality's rows as one dated series: each row from its Active Date through its Inactive Date (to
 * the day after), cut where a later row begins; equal neighbours merged. Refused, naming the lines:
 * two rows beginning the same day with different rates, and a row that ends (Inactive Date) before
 * the locality's next row begins (days no row gives a rate for, which would read as 0 %), unless the
 * gap ends by EARLIEST_TAX_DATE. A last row that ends is the tax's end, not a gap. (The build step
 * reads a gap as the locality not used, and reports it: seriesOrGap.)
 */
export function seriesOf(rows: readonly AlRateRow[]): Segment[] {
  const periods = periodsOf(rows);
  if (!periods.ok) throw new Error(`Alabama Department of Revenue tax rates file line ${periods.line}: ${periods.message}`);
  return periods.series;
}

/** A locality's series, or the gap in its dates (the build step does not use it); two rows of one day with different rates throw. */
function seriesOrGap(rows: readonly AlRateRow[]): { series: Segment[] } | { gap: string } {
  const periods = periodsOf(rows);
  if (periods.ok) return { series: periods.series };
  if (!periods.gap) throw new Error(`Alabama Department of Revenue tax rates file line ${periods.line}: ${periods.message}`);
  return { gap: periods.message.replace(/: settle by hand$/, '') };
}

/** A locality's series, or why not: `gap` where its dates leave days no row gives a rate for. */
type Periods = { ok: true; series: Segment[] } | (LineFailure & { gap: boolean });

function periodsOf(rows: readonly AlRateRow[]): Periods {
  const sorted = [...rows].sort((a, b) => (a.active < b.active ? -1 : a.active > b.active ? 1 : a.line - b.line));
  const out: (Segment & { row: AlRateRow })[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const r = sorted[i]!;
    const next = sorted.slice(i + 1).find((o) => o.active > r.active);
    const twin = sorted.find((o) => o !== r && o.active === r.active && o.units !== r.units);
    if (twin !== undefined)
      return {
        ...failure(
          Math.max(r.line, twin.line),
          `${r.name} (${r.code}) has ${rateText(r.units)}% on line ${r.line} and ${rateText(twin.units)}% on line ${twin.line} from the same day, ${r.active}`,
        ),
        gap: false,
      };
    let to = r.inactive === null ? null : addDays(r.inactive, 1);
    if (next !== undefined && (to === null || next.active < to)) to = next.active;
    if (to !== null && to <= r.active) continue;
    out.push({ from: r.active, to, units: r.units, row: r });
  }
  // Rows of one day (the same rate) and overlaps already cut: drop repeats.
  const distinct = out.filter((s, i) => i === 0 || s.from !== out[i - 1]!.from);
  for (let i = 1; i < distinct.length; i++) {
    const before = distinct[i - 1]!;
    const after = distinct[i]!;
    if (before.to !== null && before.to < after.from && after.from > EARLIEST_TAX_DATE)
      return {
        ...failure(
          before.row.line,
          `${before.row.name} (${before.row.code}): its row on line ${before.row.line} ends on ${addDays(before.to, -1)} (its Inactive Date) and its next row, line ${after.row.line}, begins on ${after.from}: no row gives its rate from ${before.to} to ${addDays(after.from, -1)}, which would read as 0 % (a missing row, or a tax that lapsed and came back): settle by hand`,
        ),
        gap: true,
      };
  }
  return { ok: true, series: merged(distinct.map(({ from, to, units }) => ({ from, to, units }))) };
}

/** a + b over the days both are known. */
function sumSeries(a: readonly Segment[], b: readonly Segment[]): Segment[] {
  const days = breakpoints(a, b);
  const out: Segment[] = [];
  for (let i = 0; i < days.length; i++) {
    const from = days[i]!;
    const av = segmentOn(a, from);
    const bv = segmentOn(b, from);
    if (av === undefined || bv === undefined) continue;
    out.push({ from, to: days[i + 1] ?? null, units: av + bv });
  }
  return merged(out);
}

const sameSeries = (a: readonly Segment[], b: readonly Segment[]) =>
  a.length === b.length && a.every((s, i) => s.from === b[i]!.from && s.to === b[i]!.to && s.units === b[i]!.units);

// ---------------------------------------------------------------------------------------------
// The content

export interface AlRatesReport {
  file: string;
  /** The newest Active Date of the file's rows: the day from which the file is read as in force. */
  edition: IsoDate;
  rows: { total: number; salesGeneral: number; countyLocalities: number; municipalities: number };
  /** Municipalities' general-rate rows with a police jurisdiction rate, and "... PJ" localities: not built. */
  policeJurisdictions: number;
  stateCounties: number;
  /** Counties in the county map, and those of them with a county tax. */
  settledCounties: number;
  countiesWithTax: number;
  /** Counties left out of the map, and why. */
  unsettledCounties: string[];
  /** Place entries added by this step, and jurisdictions it added. */
  addedPlaces: number;
  addedJurisdictions: number;
  /** The content's place entries checked against the file. */
  checkedPlaces: string[];
  /** Where the content and the file differ: reconciled (the file won) or reported. */
  disagreements: string[];
  /** Where the content's registration and the file's Administered column differ (not changed). */
  administration: string[];
  /** Place entries limited to some of their counties. */
  adjustedPlaces: string[];
  /** Place entries whose combined local rate changed on some day. */
  placesChanged: string[];
  /** The content's place entries whose municipality the file has no general rate for. */
  notInFile: string[];
  /** Municipalities, or their parts, not placed, and why. */
  notPlaced: string[];
  /** Municipalities whose name no ZIP code of the data carries. */
  withoutZipName: string[];
}

/** fileName: taxrates.txt, taxrates.csv or taxrates_current.csv (the notes' citation). */
export type AlRatesInput = TableInput;

type Place = NonNullable<JurisdictionFile['places']>[number];

/** A municipality's rows in one county: its own series, and the county localities its rows name. */
interface CityPart {
  fips: string;
  rows: AlRateRow[];
  own: Segment[];
  /** County localities named by the rows (County Code) that have a general rate. */
  countyCodes: string[];
  /** Rows that name no County Code. */
  unnamed: number;
}

/** content/us/al.json with the file's counties and municipalities built in, and what was done. Applied to its own result it changes nothing. */
export function alRatesContent({ text, fileName, content, stateCounties, countyNameOf, zipCities }: AlRatesInput): {
  file: JurisdictionFile;
  report: AlRatesReport;
} {
  const all = readAlRates(text);
  if (all.length === 0) throw new Error('Alabama Department of Revenue tax rates file: no rows');
  const base = fileName.split(/[\\/]/).pop()!;
  const edition = alRatesFileDate(all);
  const source = AL_RATES_URL;
  const numbers = alCountyNumbers(stateCounties, countyNameOf);
  const mismatch = countyMismatch(all, numbers, countyNameOf);
  if (mismatch !== null) throw new Error(`Alabama Department of Revenue tax rates file line ${mismatch.line}: ${mismatch.message}`);
  const police = policeNameProblem(all);
  if (police !== null) throw new Error(`Alabama Department of Revenue tax rates file line ${police.line}: ${police.message}`);
  const general = all.filter(isSalesGeneral);
  const { jurisdictions, has, get, put } = editableJurisdictions(content, 'content/us/al.json');
  const fipsOf = (n: number) => numbers.get(n);
  const countyOf = (fips: string) => countyNameOf(fips) ?? fips;

  const pjLocalities = general.filter(isPoliceJurisdiction);
  const cityRows = general.filter((r) => r.kind === 'city' && !isPoliceJurisdiction(r));
  const countyRows = general.filter((r) => r.kind === 'county');
  const byCode = <T extends AlRateRow>(rows: readonly T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) m.set(r.code, [...(m.get(r.code) ?? []), r]);
    return m;
  };
  const countyLocalities = byCode(countyRows);
  const municipalities = byCode(cityRows);
  // A locality with a gap in its dates is not used: no series, reported (its content jurisdictions keep their rates).
  const countySeries = new Map<string, Segment[]>();
  const countyGaps = new Map<string, string>();
  for (const [code, rows] of countyLocalities) {
    const s = seriesOrGap(rows);
    if ('gap' in s) countyGaps.set(code, s.gap);
    else countySeries.set(code, s.series);
  }
  const cityGaps = new Map<string, string>();
  for (const [code, rows] of municipalities)
    for (const n of new Set(rows.map((r) => `${r.countyNumber}|${r.countyCode ?? ''}`))) {
      const s = seriesOrGap(rows.filter((r) => `${r.countyNumber}|${r.countyCode ?? ''}` === n));
      if ('gap' in s && !cityGaps.has(code)) cityGaps.set(code, s.gap);
    }

  const report: AlRatesReport = {
    file: base,
    edition,
    rows: { total: all.length, salesGeneral: general.length, countyLocalities: countyLocalities.size, municipalities: municipalities.size },
    policeJurisdictions: cityRows.filter((r) => r.pj === 'Y' || (r.pjUnits !== null && r.pjUnits > 0n)).length + byCode(pjLocalities).size,
    stateCounties: 0,
    settledCounties: 0,
    countiesWithTax: 0,
    unsettledCounties: [],
    addedPlaces: 0,
    addedJurisdictions: 0,
    checkedPlaces: [],
    disagreements: [],
    administration: [],
    adjustedPlaces: [],
    placesChanged: [],
    notInFile: [],
    notPlaced: [],
    withoutZipName: [],
  };
  const NOT_USED = "not used: the content's jurisdictions for it keep their own rates, and no entry is added for it";
  for (const gap of [...countyGaps.values(), ...cityGaps.values()]) report.disagreements.push(`${gap} (${NOT_USED})`);

  const lines = (rows: readonly AlRateRow[]) => `line${rows.length > 1 ? 's' : ''} ${[...new Set(rows.map((r) => r.line))].join(', ')}`;
  const rowsOn = (rows: readonly AlRateRow[], s: Segment) => {
    const on = rows.filter((r) => r.active <= s.from && (r.inactive === null || addDays(r.inactive, 1) > s.from));
    return on.length > 0 ? on : rows;
  };
  const describe = (rows: readonly AlRateRow[]) =>
    [...new Set(rows.map((r) => r.code))]
      .map((code) => {
        const r = rows.find((o) => o.code === code)!;
        return `"${r.name}", locality ${r.code}, county number ${r.countyNumber}, administered ${r.administered || '(not stated)'}`;
      })
      .join(' and ');
  const fileSays = (rows: readonly AlRateRow[], s: Segment, what: string) =>
    `${AL_RATES_URL} — Alabama Department of Revenue, local tax rates file ${base} (rows through ${edition}), ${lines(rowsOn(rows, s))}: ${describe(rowsOn(rows, s))}, sales tax (ST) at the general rate (GENER), ${percentText(s.units)} from ${s.from}${s.to === null ? '' : ` to ${addDays(s.to, -1)}`} (its Active and Inactive Dates)${what}`;

  /** The file's administrator of a locality on the file's date (else its latest row's). */
  const administrator = (rows: readonly AlRateRow[]) => {
    const sorted = [...rows].sort((a, b) => (a.active < b.active ? -1 : a.active > b.active ? 1 : 0));
    const on = sorted.filter((r) => r.active <= edition && (r.inactive === null || r.inactive >= edition));
    return (on.at(-1) ?? sorted.at(-1)!).administered;
  };
  const registrationOf = (id: string, level: 'county' | 'city', rows: readonly AlRateRow[]) => {
    const by = administrator(rows);
    return by === 'STATE' || by === '' ? { registrationIds: [STATE_ID] } : { registrationIds: [id], coversImportedLevel: level };
  };
  const compareAdministration = (j: ContentJurisdiction, rows: readonly AlRateRow[], what: string) => {
    const by = administrator(rows);
    const withState = j.registrationIds.includes(STATE_ID);
    if (by === '') report.administration.push(`${j.id} (${what}): the file does not say who administers it`);
    else if ((by === 'STATE') !== withState)
      report.administration.push(
        `${j.id} (${what}): the file says ${by === 'STATE' ? 'state-administered (STATE)' : `administered by ${by}`}, the content registers it with ${j.registrationIds.join(', ')} (not changed)`,
      );
  };
  const fromFile = (series: readonly Segment[], rows: readonly AlRateRow[], what: string) =>
    series
      .filter((s) => s.units !== 0n && (s.to === null || s.to > EARLIEST_TAX_DATE))
      .map((s) => ({ rate: rateText(s.units), from: s.from, to: s.to, sources: [source], note: fileSays(rows, s, what) }));

  /** A municipality's rows by county (FIPS), with the county localities they name. */
  const partsOf = (code: string): CityPart[] => {
    const rows = municipalities.get(code) ?? [];
    const out: CityPart[] = [];
    for (const n of [...new Set(rows.map((r) => r.countyNumber))].sort((a, b) => a - b)) {
      const fips = fipsOf(n);
      const inCounty = rows.filter((r) => r.countyNumber === n);
      if (fips === undefined) {
        report.notPlaced.push(
          `${inCounty[0]!.name} (${code}), ${lines(inCounty)}: county number ${n} is none of Alabama's ${numbers.size} counties`,
        );
        continue;
      }
      // The city's own rate in the county: one series whichever county locality a row names (none
      // where the municipality's dates have a gap: it is not used).
      const groups = cityGaps.has(code)
        ? [[]]
        : [...new Set(inCounty.map((r) => r.countyCode ?? ''))].map((c) => seriesOf(inCounty.filter((r) => (r.countyCode ?? '') === c)));
      if (groups.some((g) => !sameSeries(g, groups[0]!))) {
        report.notPlaced.push(
          `${inCounty[0]!.name} (${code}) in ${countyOf(fips)} County, ${lines(inCounty)}: its rows give the city different rates with different County Codes`,
        );
        continue;
      }
      out.push({
        fips,
        rows: inCounty,
        own: groups[0]!,
        countyCodes: [
          ...new Set(inCounty.flatMap((r) => (r.countyCode !== null && countyLocalities.has(r.countyCode) ? [r.countyCode] : []))),
        ].sort(),
        unnamed: inCounty.filter((r) => r.countyCode === null).length,
      });
    }
    return out;
  };
  const parts = new Map([...municipalities.keys()].map((code) => [code, partsOf(code)]));
  const cityName = (code: string) => municipalities.get(code)![0]!.name;
  const fipsOfSlug = (countySlug: string) => stateCounties.find((f) => slug(countyOf(f)) === countySlug);

  // 1. The content's own place entries: their municipality, and the jurisdictions they name.
  const hand = (content.places ?? []).filter((p) => !isGenerated(p.sources, source));
  const held = new Set<string>(); // counties (FIPS) whose tax an entry of the content may hold itself
  const localityId = new Map<string, string>(); // county locality -> the content's county jurisdiction
  const cityId = new Map<string, string>(); // municipality -> the content's city jurisdiction
  const reconciled = new Set<string>();
  const matchOf = new Map<Place, string>();
  /** What each jurisdiction was checked against, or added from: the localities of the rows, their series and lines. */
  const checkedAs = new Map<string, { localities: string; series: readonly Segment[]; rows: readonly AlRateRow[] }>();
  const localitiesOf = (rows: readonly AlRateRow[]) => [...new Set(rows.map((r) => r.code))].sort().join(' + ');
  const remember = (id: string, series: readonly Segment[], rows: readonly AlRateRow[]) => {
    if (!checkedAs.has(id)) checkedAs.set(id, { localities: localitiesOf(rows), series, rows });
  };
  const onEdition = (series: readonly Segment[]) => `${rateText(segmentOn(series, edition) ?? 0n)}% on ${edition}`;
  const check = (j: ContentJurisdiction, series: readonly Segment[], rows: readonly AlRateRow[], what: string) => {
    if (series.length === 0) return;
    if (reconciled.has(j.id)) {
      // Checked already: a second entry that names it for other localities, or other rates, is reported.
      const first = checkedAs.get(j.id);
      if (first !== undefined && (first.localities !== localitiesOf(rows) || !sameSeries(first.series, series)))
        report.disagreements.push(
          `${j.name} (${j.id}, not checked again): checked against locality ${first.localities} (${lines(first.rows)}, ${onEdition(first.series)}), and also named for locality ${localitiesOf(rows)} (${lines(rows)}, ${onEdition(series)})${first.localities === localitiesOf(rows) ? ' with other dated rates' : ''}: one jurisdiction of the content stands for both; settle by hand`,
        );
      return;
    }
    reconciled.add(j.id);
    remember(j.id, series, rows);
    const rec = reconcile(j, series, edition, source, (s) => fileSays(rows, s, what));
    put(rec.jurisdiction);
    if (rec.disagreement !== null)
      report.disagreements.push(`${j.name} (${j.id}): ${rec.disagreement} (the file won; its rows run from ${series[0]!.from})`);
  };
  for (const p of hand) {
    for (const fips of p.counties ?? []) held.add(fips);
    const codes = [...municipalities.keys()].filter(
      (code) =>
        p.names.some((n) => nameKey(n) === nameKey(bareName(cityName(code)))) &&
        (p.counties === undefined || parts.get(code)!.some((c) => p.counties!.includes(c.fips))),
    );
    if (codes.length === 0) {
      report.notInFile.push(
        `${p.names[0]}${p.counties === undefined ? '' : ` (${p.counties.join(', ')})`}: no municipality of that name with a general rate${p.counties === undefined ? '' : ' in its counties'}`,
      );
      continue;
    }
    if (codes.length > 1) {
      report.disagreements.push(
        `${p.names[0]} (not checked): the file has ${codes.length} municipalities of that name (${codes.join(', ')})`,
      );
      continue;
    }
    const code = codes[0]!;
    const mine = parts.get(code)!.filter((c) => p.counties === undefined || p.counties.includes(c.fips));
    if (cityGaps.has(code)) {
      // Not used: the entry and its jurisdictions are kept as the content has them, and hold its counties' taxes.
      for (const c of mine) held.add(c.fips);
      report.disagreements.push(
        `${p.names[0]} (${p.jurisdictions.join(', ')}, not checked): the dates of municipality ${code} have a gap (above): the content's rates are kept`,
      );
      continue;
    }
    matchOf.set(p, code);
    const rows = mine.flatMap((c) => c.rows);
    for (const id of p.jurisdictions) {
      if (!has(id)) continue;
      const j = get(id);
      // The county a county or combined jurisdiction is of: its id's, else the entry's one county.
      const countySlug = /^us-AL-(.+?)-county(?:-city-of-.+)?$/.exec(id)?.[1];
      const part =
        (countySlug === undefined ? undefined : mine.find((c) => c.fips === fipsOfSlug(countySlug))) ??
        (mine.length === 1 ? mine[0] : undefined);
      const combined = /-county-city-of-/.test(id);
      if (j.level === 'city' || (!combined && id === `us-AL-city-of-${slug(bareName(cityName(code)))}`)) {
        if (mine.some((c) => !sameSeries(c.own, mine[0]!.own))) {
          report.disagreements.push(`${p.names[0]} (${id}, not checked): the file gives the city different rates in its counties`);
          continue;
        }
        cityId.set(code, id);
        check(j, mine[0]!.own, rows, ": the municipality's sales tax at the general rate, within its corporate limits.");
        compareAdministration(j, rows, 'city');
        continue;
      }
      if (part === undefined || part.countyCodes.length !== 1) {
        report.disagreements.push(
          `${p.names[0]} (${id}, not checked): ${part === undefined ? 'the file has no row of the city in its county' : `the city's rows in ${countyOf(part.fips)} County name ${part.countyCodes.length === 0 ? 'no county locality with a general rate' : `county localities ${part.countyCodes.join(', ')}`}`}`,
        );
        continue;
      }
      const locality = part.countyCodes[0]!;
      const lrows = countyLocalities.get(locality)!;
      held.add(part.fips);
      if (countyGaps.has(locality)) {
        report.disagreements.push(
          `${p.names[0]} (${id}, not checked): the dates of county locality ${locality}, which the city's rows name, have a gap (above): the content's rates are kept`,
        );
        continue;
      }
      if (combined) {
        check(
          j,
          sumSeries(part.own, countySeries.get(locality)!),
          [...part.rows, ...lrows],
          `: the municipality's general rate and that of the county locality its row names (County Code ${locality}), held together.`,
        );
        compareAdministration(j, part.rows, "combined: the city's part");
        compareAdministration(j, lrows, "combined: the county's part");
      } else if (j.level === 'county') {
        localityId.set(locality, id);
        check(
          j,
          countySeries.get(locality)!,
          lrows,
          `: the county's sales tax at the general rate, named with the municipality (County Code ${locality}).`,
        );
        compareAdministration(j, lrows, 'county');
      } else
        report.disagreements.push(
          `${p.names[0]} (${id}, not checked): neither a city, a county nor a combined county and city jurisdiction`,
        );
    }
  }

  // 2. The county map: the counties the file settles and no entry of the content holds.
  const oldMap: Record<string, string[]> = content.counties?.taxes ?? {};
  const map: Record<string, string[]> = {};
  const countyIdOf = (locality: string) => {
    const known = localityId.get(locality);
    if (known !== undefined) return known;
    const rows = countyLocalities.get(locality)!;
    const fips = fipsOf(rows[0]!.countyNumber)!;
    const single = [...countyLocalities.values()].filter((l) => l[0]!.countyNumber === rows[0]!.countyNumber).length === 1;
    return `us-${STATE}-${slug(countyOf(fips))}-county${single ? '' : `-${locality}`}`;
  };
  const ensureCounty = (locality: string): string => {
    const id = countyIdOf(locality);
    const rows = countyLocalities.get(locality)!;
    const fips = fipsOf(rows[0]!.countyNumber)!;
    const single = id === `us-${STATE}-${slug(countyOf(fips))}-county`;
    const what = `: ${single ? `${countyOf(fips)} County's` : `the ${countyOf(fips)} County locality's`} sales tax at the general rate.`;
    const series = countySeries.get(locality)!;
    if (has(id)) check(get(id), series, rows, what);
    else {
      const rates = fromFile(series, rows, what);
      if (rates.length === 0) return id;
      put({
        ...localJurisdiction(
          STATE,
          id,
          single ? `${countyOf(fips)} County` : `${titleCase(rows[0]!.name)} (ALDOR locality ${locality})`,
          'county',
          rates,
        ),
        ...registrationOf(id, 'county', rows),
      });
      reconciled.add(id);
      remember(id, series, rows);
      report.addedJurisdictions++;
    }
    return id;
  };
  for (const fips of stateCounties) {
    const n = [...numbers].find(([, f]) => f === fips)?.[0];
    const localities = [...countyLocalities.keys()].filter((code) => countyLocalities.get(code)![0]!.countyNumber === n).sort();
    const name = countyOf(fips);
    const cities = [...parts.values()].flat().filter((c) => c.fips === fips);
    if (held.has(fips)) {
      report.unsettledCounties.push(`${name} County: a place entry of the content holds its taxes`);
      continue;
    }
    if (localities.length === 1 && countyGaps.has(localities[0]!)) {
      report.unsettledCounties.push(`${name} County: the dates of its county locality ${localities[0]} have a gap: not used`);
      continue;
    }
    if (localities.length > 1) {
      report.unsettledCounties.push(
        `${name} County: county localities ${localities.join(', ')} have a general rate; the file does not say which apply where`,
      );
      continue;
    }
    if (
      localities.length === 1 &&
      cities.some((c) => c.unnamed > 0 || !c.countyCodes.includes(localities[0]!) || c.countyCodes.length > 1)
    ) {
      report.unsettledCounties.push(
        `${name} County: not every municipality's row in it names its county locality ${localities[0]} (${cities
          .filter((c) => c.unnamed > 0 || !c.countyCodes.includes(localities[0]!) || c.countyCodes.length > 1)
          .map((c) => c.rows[0]!.name)
          .join(', ')})`,
      );
      continue;
    }
    map[fips] = localities.length === 1 ? [ensureCounty(localities[0]!)] : [];
  }
  report.stateCounties = stateCounties.length;
  report.settledCounties = Object.keys(map).length;
  report.countiesWithTax = Object.values(map).filter((ids) => ids.length > 0).length;

  // 3. An entry without counties applies only where the map adds no tax it never carried.
  const oldById = new Map(content.jurisdictions.map((j) => [j.id, j]));
  const oldSum = (ids: readonly string[], d: string) =>
    [...new Set(ids)].reduce((total, id) => total + (oldById.has(id) ? salesUnitsOn(oldById.get(id)!, d) : 0n), 0n);
  const sum = (ids: readonly string[], d: string) =>
    [...new Set(ids)].reduce((total, id) => total + (has(id) ? salesUnitsOn(get(id), d) : 0n), 0n);
  const adjusted = hand.map((p) => {
    if (p.counties !== undefined) return p;
    const where = countiesOfPlace(p, zipCities);
    const grows = where.filter(
      (fips) => sum([...(map[fips] ?? []), ...p.jurisdictions], edition) > oldSum([...(oldMap[fips] ?? []), ...p.jurisdictions], edition),
    );
    if (grows.length === 0) return p;
    const keep = where.filter((fips) => !grows.includes(fips));
    report.adjustedPlaces.push(
      `${p.names[0]}: limited to ${keep.map((f) => `${countyOf(f)} County`).join(', ') || 'no county'}; the county map adds ${grows.map((f) => `${countyOf(f)} County's ${map[f]!.map((id) => `${rateText(salesUnitsOn(get(id), edition))}%`).join(' + ')}`).join(', ')}, which it never carried`,
    );
    return { ...p, counties: keep };
  });
  for (const p of adjusted) {
    const code = matchOf.get(hand[adjusted.indexOf(p)]!);
    if (code === undefined) continue;
    // The entry's local rate on the file's date against the file's, in each county it lies in.
    for (const part of parts.get(code)!.filter((c) => countiesOfPlace(p, zipCities).includes(c.fips))) {
      if (part.countyCodes.length === 1 && countyGaps.has(part.countyCodes[0]!)) {
        report.disagreements.push(
          `${p.names[0]} in ${countyOf(part.fips)} County (not checked): the dates of county locality ${part.countyCodes[0]}, which the city's rows name, have a gap (above)`,
        );
        continue;
      }
      const ours = sum([...(map[part.fips] ?? []), ...p.jurisdictions], edition);
      const own = segmentOn(part.own, edition) ?? 0n;
      const county = part.countyCodes.length === 1 ? (segmentOn(countySeries.get(part.countyCodes[0]!)!, edition) ?? 0n) : null;
      const mapped = county === null ? sum(map[part.fips] ?? [], edition) : 0n;
      const says = `the file's city ${rateText(own)}%${county === null ? ` + the county map's ${rateText(mapped)}% (the city's rows name no single county locality)` : ` + county locality ${part.countyCodes[0]} ${rateText(county)}%`}`;
      const line = `${p.names[0]} in ${countyOf(part.fips)} County: ${rateText(ours)}% on ${edition}`;
      if (ours === own + (county ?? mapped)) report.checkedPlaces.push(`${line} = ${says}`);
      else report.disagreements.push(`${line} (not changed), ${says}`);
    }
  }

  // 4. Municipalities no entry covers: an entry in each county their rows name.
  const generated: Place[] = [];
  const covered = (name: string, fips: string) =>
    adjusted.some((p) => p.names.some((n) => nameKey(n) === nameKey(name)) && (p.counties === undefined || p.counties.includes(fips)));
  const taken = new Set(jurisdictions.map((j) => j.id));
  const ownIds = new Set((content.places ?? []).filter((p) => isGenerated(p.sources, source)).flatMap((p) => p.jurisdictions));
  for (const [code, cityParts] of [...parts].sort(([a], [b]) => a.localeCompare(b))) {
    const name = bareName(cityName(code));
    const title = titleCase(name);
    if (cityGaps.has(code)) {
      // Not used (reported with the gap): no entry, whatever its rate on the file's date.
      for (const part of cityParts.filter((c) => !covered(name, c.fips)))
        report.notPlaced.push(
          `${title} in ${countyOf(part.fips)} County, ${lines(part.rows)}: the dates of municipality ${code} have a gap`,
        );
      continue;
    }
    const inForce = cityParts.filter((c) => (segmentOn(c.own, edition) ?? 0n) > 0n);
    if (inForce.length === 0) continue;
    // A county locality with a gap is not used: no entry that would need its tax (the county is not in the map).
    const todo = inForce.filter((c) => {
      if (covered(name, c.fips)) return false;
      const locality = c.countyCodes.length === 1 ? c.countyCodes[0]! : undefined;
      if (map[c.fips] !== undefined || locality === undefined || !countyGaps.has(locality)) return true;
      report.notPlaced.push(
        `${title} in ${countyOf(c.fips)} County, ${lines(c.rows)}: the dates of county locality ${locality}, which its rows name, have a gap`,
      );
      return false;
    });
    if (todo.length === 0) continue;
    let id = cityId.get(code);
    if (id === undefined) {
      const twin = [...municipalities.keys()].some((o) => o !== code && nameKey(bareName(cityName(o))) === nameKey(name));
      id = `us-${STATE}-city-of-${slug(name)}${twin ? `-${code}` : ''}`;
      if (taken.has(id) && !ownIds.has(id) && !reconciled.has(id))
        throw new Error(`${title} (${code}): ${id} is taken by another entry: settle by hand`);
    }
    const first = todo[0]!;
    const what =
      ": the municipality's sales tax at the general rate, within its corporate limits; the file gives no boundaries, and its police jurisdiction rate outside them is not held.";
    if (has(id)) check(get(id), first.own, first.rows, what);
    else {
      put({
        ...localJurisdiction(STATE, id, `City of ${title}`, 'city', fromFile(first.own, first.rows, what)),
        ...registrationOf(id, 'city', first.rows),
      });
      reconciled.add(id);
      remember(id, first.own, first.rows);
      report.addedJurisdictions++;
    }
    taken.add(id);
    for (const part of todo) {
      const county = countyOf(part.fips);
      if (!sameSeries(part.own, first.own)) {
        report.notPlaced.push(
          `${title} in ${county} County, ${lines(part.rows)}: its rate there differs from its rate in ${countyOf(first.fips)} County`,
        );
        continue;
      }
      const ids = [id];
      if (map[part.fips] === undefined) {
        if (part.countyCodes.length === 1) ids.push(ensureCounty(part.countyCodes[0]!));
        else
          report.notPlaced.push(
            `${title} in ${county} County: the county's taxes are not in the county map and the city's rows name ${part.countyCodes.length === 0 ? 'no county locality with a general rate' : `several (${part.countyCodes.join(', ')})`}: the entry holds the city's tax alone`,
          );
      }
      const usps = uspsNameOf(name, [part.fips], zipCities);
      if (usps === null) report.withoutZipName.push(`${title} (${county})`);
      generated.push(
        withGeoid(STATE, {
          names: [usps ?? title],
          jurisdictions: ids,
          counties: [part.fips],
          partlyOutside: 'unknown',
          sources: [source],
        }),
      );
    }
  }
  report.addedPlaces = generated.length - (content.places ?? []).filter((p) => isGenerated(p.sources, source)).length;

  // Checked: each entry's combined local rate, before and after, day by day, in its counties.
  report.placesChanged.push(
    ...placesChanged({ content, jurisdictions, countyTaxes: map, entries: hand, adjusted, generated, zipCities, countyNameOf }),
  );

  const places = [
    ...adjusted,
    ...generated.sort((a, b) => a.names[0]!.localeCompare(b.names[0]!) || a.counties![0]!.localeCompare(b.counties![0]!)),
  ];
  checkNames(places);
  const note = [
    `${NOTE_MARKER} (${base}, rows through ${edition}: ${AL_RATES_URL}, its columns as ${AL_RATES_HELP_URL} describes them), by scripts/content-from-al-rates.ts: the sales tax (ST) at the general rate (GENER) of ${report.rows.countyLocalities} county localities and ${report.rows.municipalities} municipalities, each over the dates of its rows (Active Date through Inactive Date).`,
    `counties: the ${report.settledCounties} counties the file settles (${report.countiesWithTax} with a county tax: their one county locality with a general rate, named by every municipality's row in the county; the others none), not the ${stateCounties.length - report.settledCounties} where the content's place entries hold the county's tax or the file does not say which of several county localities applies where: an address placed by such a county alone is reported uncertain. Not complete: municipalities add taxes.`,
    `places: every municipality with a general rate in force on ${edition} has an entry in each county its rows name: the content's own entries are kept (checked against the file: a city's jurisdiction against its rate, a county or combined county and city jurisdiction against the county locality its row names, County Code); the others name the municipality's tax and, where the county is not in the county map, that county locality's, with partlyOutside "unknown": the file has no boundaries.`,
    `Administered: the rate is the file's whoever collects it; a jurisdiction this step adds is registered with the state where its row says STATE, with itself where the locality (SELF) or an agent collects it. Not built: police jurisdiction rates (outside the city limits: Levy has no boundaries), rate types other than the general rate, and county localities no municipality names.`,
  ].join('\n');
  const file = stateFileWith(content, {
    state: STATE,
    marker: NOTE_MARKER,
    note,
    jurisdictions,
    countyTaxes: map,
    counties: { complete: false },
    source,
    places,
  });
  return { file, report };
}
