// Official tables an operator imports (CDTFA's California table, IDOR's Illinois file, the Texas
// Comptroller's rates file, ADOR's Arizona TPT rate table, CDOR's Colorado rates and codes sheet,
// ALDOR's Alabama taxrates.txt): rates per place, no boundaries. Such a table is not a data set of
// its own: it is run through the build step of its state (cdtfa.ts, idor.ts, tx-rates.ts, az-tpt.ts,
// co-rates.ts, al-rates.ts) against the BUILT-IN content file of its state, and every jurisdiction
// whose rates come out different becomes a rate override: the same jurisdiction id with the step's
// rate rows, vouched for until the table's next scheduled edition (tax-data-files.ts goodThroughOf);
// the rows it leaves as they were are vouched for as long too (OFFICIAL_TABLE_SOURCE).
// The tax core answers the override wherever it answers the built-in jurisdiction (calculate.ts
// `localJurisdictions`). What the table has and the content lacks (a new city, a new place entry, a
// changed county map) is not applied at run time: it takes a content update, and is counted so the
// operator knows. Pure.
import { countyName } from '../../address/zip-places.ts';
import { jurisdictionDataOf } from '../../content/load.ts';
import type { ContentJurisdiction, JurisdictionFile, SourceRecord } from '../../content/schema.ts';
import type { JurisdictionData, RatePeriod, TaxDefinition } from '../../content/types.ts';
import type { IsoDate } from '../../dates.ts';
import { failure, type LineFailure } from '../csv-lines.ts';
import { parseTxLocalRates } from '../tx-local-rates.ts';
import type { Vouching } from '../../content/vouching.ts';
import { CDTFA_URL, californiaFips, cdtfaContent, cdtfaCounties, effectiveDateOf, parseCdtfaCsv } from './cdtfa.ts';
import { fipsOfCountyNumber, IDOR_URL, idorContent, parseIdorFile } from './idor.ts';
import { countiesOfState, percentUnitsOfFraction, rateText, salesRows, unitsOf, zipCitiesOf } from './tables.ts';
import { fileOf, TX_RATES_URL, txRatesContent } from './tx-rates.ts';
import { AZ_TPT_URL, azTptContent, azTptTableCheck } from './az-tpt.ts';
import { CO_RATES_URL, coRatesContent, coRatesTableCheck } from './co-rates.ts';
import { AL_RATES_URL, alRatesContent, alRatesTableCheck } from './al-rates.ts';

export const OFFICIAL_TABLE_KINDS = ['caCdtfa', 'ilIdor', 'txRates', 'azTpt', 'coRates', 'alRates'] as const;
export type OfficialTableKind = (typeof OFFICIAL_TABLE_KINDS)[number];

/** The state each kind of table is for. */
export const OFFICIAL_TABLE_STATE: Readonly<Record<OfficialTableKind, string>> = {
  caCdtfa: 'CA',
  ilIdor: 'IL',
  txRates: 'TX',
  azTpt: 'AZ',
  coRates: 'CO',
  alRates: 'AL',
};

/**
 * The source of record the built-in content cites for the rows each kind of table gave it: a newer
 * edition imported vouches for every such row it leaves as it was.
 */
export const OFFICIAL_TABLE_SOURCE: Readonly<Record<OfficialTableKind, string>> = {
  caCdtfa: CDTFA_URL,
  ilIdor: IDOR_URL,
  txRates: TX_RATES_URL,
  azTpt: AZ_TPT_URL,
  coRates: CO_RATES_URL,
  alRates: AL_RATES_URL,
};

export const isOfficialTableKind = (kind: string): kind is OfficialTableKind => (OFFICIAL_TABLE_KINDS as readonly string[]).includes(kind);

/**
 * Import bounds, not tax facts: a local part (what the build step derives for a county, city or
 * district) above 10 %, or a combined rate above 15 %, is a broken file, not a rate.
 */
const MAX_LOCAL_PART = unitsOf('10');
const MAX_COMBINED = unitsOf('15');

/** A table checked for import: its text, and the first day its rates are in force. */
export interface OfficialTable {
  kind: OfficialTableKind;
  fileName: string;
  text: string;
  /** CDTFA: the date in the file name; IDOR: the newest effective date of its Illinois records; TX: the first day of the quarter in the file name. */
  date: IsoDate;
  rowCount: number;
}

/** A build step's errors name their line ("... line 12: ...", "record 12: ..."); others stand for the file. */
function failed(err: unknown): LineFailure {
  const message = err instanceof Error ? err.message : String(err);
  const line = /\b(?:line|record) (\d+)/.exec(message)?.[1];
  return failure(line === undefined ? 1 : Number(line), message);
}

const above = (units: bigint, max: bigint) => `${rateText(units)}% is above ${rateText(max)}%`;

/**
 * Reads a table and checks what can be checked without the content: the format, the state (every
 * county it names is the state's), the date, and that no combined rate is above 15 %.
 */
export function parseOfficialTable(
  kind: OfficialTableKind,
  text: string,
  fileName: string,
): { ok: true; table: OfficialTable } | LineFailure {
  try {
    switch (kind) {
      case 'caCdtfa': {
        let date: IsoDate;
        try {
          date = effectiveDateOf(fileName);
        } catch {
          return failure(
            1,
            `"${fileName}": a CDTFA table is named SalesTaxRates<M>-<D>-<YY>.csv (SalesTaxRates4-1-26.csv): the name gives its first day.`,
          );
        }
        const rows = parseCdtfaCsv(text);
        const high = rows.find((r) => r.rate !== null && r.rate > MAX_COMBINED);
        if (high !== undefined) return failure(high.line, `${high.location}: ${above(high.rate!, MAX_COMBINED)}.`);
        // Every county must be California's: a table of another state fails here.
        const counties = cdtfaCounties(rows, californiaFips);
        if (counties.length === 0) return failure(1, 'The table has no rows.');
        return { ok: true, table: { kind, fileName, text, date, rowCount: rows.length } };
      }
      case 'ilIdor': {
        const records = parseIdorFile(text);
        const counties = countiesOfState(OFFICIAL_TABLE_STATE[kind]).length;
        const il = records.filter((r) => r.countyNumber <= counties);
        if (il.length === 0) return failure(1, 'The file has no Illinois records.');
        for (const r of il) {
          if (r.placeNumber === 5000) {
            // The county records name the state's counties in order (001 Adams ... 102 Woodford).
            const expected = countyName(fipsOfCountyNumber(r.countyNumber));
            const key = (name: string) =>
              name
                .toUpperCase()
                .replace(/^SAINT /, 'ST')
                .replace(/\W/g, '');
            if (expected === null || key(expected) !== key(r.name.replace(/ COUNTY$/, '')))
              return failure(
                r.line,
                `${r.name} is not Illinois county number ${r.countyNumber}${expected === null ? '' : ` (${expected} County)`}: not an Illinois file.`,
              );
          }
          for (const rates of [r.current, ...(r.prior === null ? [] : [r.prior])]) {
            const high = [rates.gmHigh, rates.gmLow].find((u) => u > MAX_COMBINED);
            if (high !== undefined) return failure(r.line, `${r.name} (${r.county}): ${above(high, MAX_COMBINED)}.`);
          }
        }
        // The file's name may say its month; the rates say the day they are from.
        const date = il.reduce((max, r) => (r.effective > max ? r.effective : max), il[0]!.effective);
        return { ok: true, table: { kind, fileName, text, date, rowCount: records.length } };
      }
      case 'txRates': {
        let date: IsoDate;
        try {
          date = fileOf(fileName).edition;
        } catch {
          return failure(
            1,
            `"${fileName}": the Texas Comptroller's file is named tax_jurisdiction_rates-<YYYY>Q<q>.csv: the name gives its quarter.`,
          );
        }
        const parsed = parseTxLocalRates(text);
        if (!parsed.ok) return parsed;
        const high = parsed.rows.find((r) => percentUnitsOfFraction(r.fraction) > MAX_LOCAL_PART);
        if (high !== undefined) return failure(high.line, `${high.name}: ${above(percentUnitsOfFraction(high.fraction), MAX_LOCAL_PART)}.`);
        return { ok: true, table: { kind, fileName, text, date, rowCount: parsed.rows.length } };
      }
      case 'azTpt':
      case 'coRates':
      case 'alRates': {
        const checked = { azTpt: azTptTableCheck, coRates: coRatesTableCheck, alRates: alRatesTableCheck }[kind](text, fileName);
        return checked.ok ? { ok: true, table: { kind, fileName, text, date: checked.date, rowCount: checked.rowCount } } : checked;
      }
    }
  } catch (err) {
    return failed(err);
  }
}

/** What the built-in content is: its files' texts as shipped, and its sources. */
export interface BuiltInFiles {
  fileText(path: string): string | undefined;
  sources: ReadonlyMap<string, SourceRecord>;
}

/** A table applied to the built-in content. */
export interface RateOverrides {
  state: string;
  /** The jurisdictions whose rates the table changes, as the engine answers with them. */
  overrides: JurisdictionData[];
  /** What the table has and the built-in content lacks: not applied until the content is updated. */
  notApplied: { jurisdictions: string[]; places: string[]; counties: string[] };
}

/** An official table in force, as applied to the built-in content: what it overrides, and what it could not apply. */
export interface OfficialTableLoad {
  fileName: string;
  kind: OfficialTableKind;
  state: string;
  /** The jurisdictions whose rates it overrides. */
  overridden: string[];
  notApplied: RateOverrides['notApplied'];
  /** Why it applies nothing, where the build step refused it against this content (a newer release than the one that imported it). */
  problem: string | null;
}

/**
 * The table built against the built-in content file of its state. `source` names the imported
 * file: every rate row the table wrote (one the content does not hold as it is) cites it, before
 * the step's own citation. Fails, naming the line where it can, when the step refuses the table
 * or a local part it derives is above 10 %.
 */
export function rateOverridesOf(
  table: OfficialTable,
  { goodThrough, source }: { goodThrough: IsoDate; source: string },
  builtIn: BuiltInFiles,
): { ok: true; value: RateOverrides } | LineFailure {
  const vouched: Vouching = { through: goodThrough, by: source, kind: 'import' };
  const state = OFFICIAL_TABLE_STATE[table.kind];
  const path = `us/${state.toLowerCase()}.json`;
  const text = builtIn.fileText(path);
  if (text === undefined) return failure(1, `The built-in content has no ${path}.`);
  const content = JSON.parse(text) as JurisdictionFile;
  let built: JurisdictionFile;
  try {
    built = buildStep(table, content);
  } catch (err) {
    return failed(err);
  }

  const before = new Map(content.jurisdictions.map((j) => [j.id, j]));
  const overrides: JurisdictionData[] = [];
  const notApplied: RateOverrides['notApplied'] = { jurisdictions: [], places: [], counties: [] };
  for (const j of built.jurisdictions) {
    const old = before.get(j.id);
    if (old !== undefined && JSON.stringify(old.taxes) === JSON.stringify(j.taxes)) continue;
    // Only the parts the table wrote from its first day on are its figures.
    const high = salesRows(j).find((r) => (r.to === null || r.to > table.date) && unitsOf(r.rate) > MAX_LOCAL_PART);
    if (high !== undefined)
      return failure(1, `${j.name} (${j.id}): its part from ${high.from ?? 'the start'}, ${above(unitsOf(high.rate), MAX_LOCAL_PART)}.`);
    if (old === undefined) notApplied.jurisdictions.push(j.id);
    else {
      const override = overrideOf(j, old, builtIn.sources, vouched);
      // The same rates on every day, cut into other periods, are not a change.
      if (figures(override.taxes) !== figures(jurisdictionDataOf(old, builtIn.sources, () => vouched).taxes)) overrides.push(override);
    }
  }
  const places = new Set((content.places ?? []).map((p) => JSON.stringify(p)));
  for (const p of built.places ?? [])
    if (!places.has(JSON.stringify(p)))
      notApplied.places.push(`${p.names[0]!}${p.counties === undefined ? '' : ` (${p.counties.join(', ')})`}`);
  const map = content.counties?.taxes ?? {};
  for (const [fips, ids] of Object.entries(built.counties?.taxes ?? {}))
    if (JSON.stringify(map[fips]) !== JSON.stringify(ids)) notApplied.counties.push(fips);
  return { ok: true, value: { state, overrides, notApplied } };
}

function buildStep(table: OfficialTable, content: JurisdictionFile): JurisdictionFile {
  const state = OFFICIAL_TABLE_STATE[table.kind];
  switch (table.kind) {
    case 'caCdtfa':
      return cdtfaContent({ csv: table.text, effective: table.date, content, fipsOf: californiaFips, zipCities: zipCitiesOf(state) }).file;
    case 'ilIdor':
      return idorContent({ text: table.text, edition: table.date, content, zipCities: zipCitiesOf(state), countyNameOf: countyName }).file;
    case 'txRates':
    case 'azTpt':
    case 'coRates':
    case 'alRates':
      // The steps that take a table as it is named and read, with the state's counties and ZIP cities.
      return { txRates: txRatesContent, azTpt: azTptContent, coRates: coRatesContent, alRates: alRatesContent }[table.kind]({
        text: table.text,
        fileName: table.fileName,
        content,
        stateCounties: countiesOfState(state),
        countyNameOf: countyName,
        zipCities: zipCitiesOf(state),
      }).file;
  }
}

/**
 * The step's jurisdiction as load.ts converts content. Its rows are the table's on their own dates: a
 * table without dates (CDTFA, Texas, Colorado) is dated from its edition's first day by its step,
 * which keeps the content's earlier rows; one whose rows carry dates (IDOR's periods, ADOR's and
 * ALDOR's rows) restates history, which is official too. A row is the content's, and keeps its
 * citation, where the content holds a row of the same tax with the same start, rate and source that
 * runs at least as long (the step may have cut it where the table's rows begin); every other row
 * cites the imported file.
 */
function overrideOf(
  j: ContentJurisdiction,
  old: ContentJurisdiction,
  sources: ReadonlyMap<string, SourceRecord>,
  vouched: Vouching,
): JurisdictionData {
  // Every rate of the table's jurisdiction is the table's word as of its edition, kept rows included.
  const data = jurisdictionDataOf(j, sources, () => vouched);
  const builtIn = jurisdictionDataOf(old, sources, () => vouched);
  const source = vouched.by;
  const contents = (name: string, r: RatePeriod) =>
    builtIn.taxes.some(
      (t) =>
        t.name === name &&
        t.rates.some(
          (b) => b.from === r.from && b.rate === r.rate && b.source === r.source && (b.to === null || (r.to !== null && b.to >= r.to)),
        ),
    );
  return {
    ...data,
    taxes: data.taxes.map((t) => ({
      ...t,
      rates: t.rates.map((r) => (contents(t.name, r) ? r : { ...r, source: `${source}: ${r.source}` })),
    })),
  };
}

/** A jurisdiction's rates as a function of the day: per tax, its periods in order, a period that runs on at the same rate joined to the one before. */
function figures(taxes: readonly TaxDefinition[]): string {
  return JSON.stringify(
    taxes
      .map((t) => {
        const periods: [string, IsoDate | null, IsoDate | null][] = [];
        for (const r of [...t.rates].sort((a, b) => (a.from ?? '').localeCompare(b.from ?? ''))) {
          const rate = unitsOf(r.rate).toString();
          const last = periods.at(-1);
          if (last !== undefined && last[0] === rate && last[2] === r.from) last[2] = r.to;
          else periods.push([rate, r.from, r.to]);
        }
        return [t.name, periods] as const;
      })
      .filter(([, periods]) => periods.length > 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
