// What the build steps that turn a state's official rate table into content facts share (CDTFA's
// table, IDOR's file, the Texas Comptroller's file, and the scripts/content-from-*.ts steps of the
// other tables): exact percentages, dated series of a rate, reconciling a jurisdiction's rows with a
// series without losing its history, names and ids, and the content file's parts the steps write.
// Pure: scripts/official-tables.ts writes what a build step made; an imported table is built against
// the built-in content in memory (rate-overrides.ts).
import { normalizeName } from '../../address/us.ts';
import { countyName, zipPlaces } from '../../address/zip-places.ts';
import type { ContentJurisdiction, JurisdictionFile, SourceRecord, SourcesFile } from '../../content/schema.ts';
import { STATE_FIPS } from '../sst-rates.ts';

// ---------------------------------------------------------------------------------------------
// Percentages: integers of ten-thousandths of a percent (7.75% is 77500n), never floats.

/** Decimal places of a percent that the units hold. */
export const SCALE = 4;
const ONE = 10n ** BigInt(SCALE);

/** A content rate ("0.725", "1.00") in units; more than SCALE decimal places is refused. */
export function unitsOf(rate: string): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (m === null) throw new Error(`not a rate: ${rate}`);
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > SCALE) throw new Error(`rate ${rate} has more than ${SCALE} decimal places`);
  return BigInt(m[1]!) * ONE + BigInt(fraction.padEnd(SCALE, '0') || '0');
}

/**
 * A fraction written as decimal text, with or without an exponent ("7.7499999999999999E-2",
 * "0.1075"), as a percent in units: exactly, rounded half up to SCALE decimal places of a percent.
 * Spreadsheet exports write binary floating-point noise; reading the text exactly and rounding once
 * gives the figure the table states (7.75%), where parsing it as a float first can land on the
 * wrong side of a half.
 */
export function percentUnitsOfFraction(text: string): bigint {
  const m = /^(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (m === null) throw new Error(`not a decimal number: ${text}`);
  const fraction = m[2] ?? '';
  const digits = BigInt(m[1]! + fraction);
  // value = digits * 10^(exponent - fraction digits); in units: times 100 (percent) and 10^SCALE.
  const shift = Number(m[3] ?? '0') - fraction.length + 2 + SCALE;
  if (shift >= 0) return digits * 10n ** BigInt(shift);
  const divisor = 10n ** BigInt(-shift);
  const quotient = digits / divisor;
  return (digits % divisor) * 2n >= divisor ? quotient + 1n : quotient;
}

/** Units as content writes a rate: at least two decimal places ("0.50", "1.00", "0.725", "1.875"). */
export function rateText(units: bigint): string {
  if (units < 0n) throw new Error(`negative rate: ${units}`);
  const whole = units / ONE;
  const fraction = (units % ONE).toString().padStart(SCALE, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${fraction}`;
}

/** A percent for a note, with three decimals as the tables print them ("7.750%"). */
export function percentText(units: bigint): string {
  const whole = (units < 0n ? -units : units) / ONE;
  const fraction = ((units < 0n ? -units : units) % ONE).toString().padStart(SCALE, '0');
  const shown = fraction.length > 3 && fraction.endsWith('0') ? fraction.slice(0, 3) : fraction;
  return `${units < 0n ? '-' : ''}${whole}.${shown}%`;
}

// ---------------------------------------------------------------------------------------------
// Dated series: [from, to) with to null for open-ended, as content rows are.

export interface Segment {
  from: string;
  to: string | null;
  units: bigint;
}

type RateRow = ContentJurisdiction['taxes'][number]['rates'][number];
type Place = NonNullable<JurisdictionFile['places']>[number];
type CountyMap = NonNullable<JurisdictionFile['counties']>;

const inForce = (r: { from: string | null; to: string | null }, date: string) =>
  (r.from === null || r.from <= date) && (r.to === null || date < r.to);

/** The rate of a jurisdiction's sales tax on a day, in units (0 when none is in force). */
export function salesUnitsOn(j: ContentJurisdiction, date: string): bigint {
  return salesRows(j)
    .filter((r) => inForce(r, date))
    .reduce((sum, r) => sum + unitsOf(r.rate), 0n);
}

/** The rows of a jurisdiction's "Sales tax" (the tax the official tables state), [] when it has none. */
export function salesRows(j: ContentJurisdiction): RateRow[] {
  return j.taxes.find((t) => t.name === 'Sales tax')?.rates ?? [];
}

/** A segment's value on a day, or undefined outside the series. */
export function segmentOn(series: readonly Segment[], date: string): bigint | undefined {
  return series.find((s) => inForce(s, date))?.units;
}

/** Consecutive segments with the same value as one. */
export function merged(series: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of series) {
    const last = out.at(-1);
    if (last !== undefined && last.to === s.from && last.units === s.units) last.to = s.to;
    else out.push({ ...s });
  }
  return out;
}

/** Every day on which one of the series or rows changes, sorted. */
export function breakpoints(...lists: readonly (readonly { from: string | null; to: string | null }[])[]): string[] {
  const days = new Set<string>();
  for (const list of lists) for (const r of list) for (const d of [r.from, r.to]) if (d !== null) days.add(d);
  return [...days].sort();
}

/**
 * a(t) - b(t) over the days where a is known and b, a function of the day, answers: a series over
 * the breakpoints of both.
 */
export function difference(a: readonly Segment[], b: (date: string) => bigint | undefined, bDays: readonly string[]): Segment[] {
  const days = [...new Set([...breakpoints(a), ...bDays])].sort();
  const out: Segment[] = [];
  for (let i = 0; i < days.length; i++) {
    const from = days[i]!;
    const to = days[i + 1] ?? null;
    const av = segmentOn(a, from);
    const bv = b(from);
    // The last breakpoint of a series that runs on opens a segment to null.
    if (av === undefined || bv === undefined) continue;
    out.push({ from, to, units: av - bv });
  }
  return merged(out);
}

/** Levy refuses tax dates before this day: a row that ends by then can never answer. */
export const EARLIEST_TAX_DATE = '1999-01-01';

export interface Reconciled {
  jurisdiction: ContentJurisdiction;
  /** What the rows said and the table does not, for the report; null when they agree. */
  disagreement: string | null;
}

/**
 * A jurisdiction's sales-tax rows brought into line with a series an official table gives, from
 * the series' first day through `asOf` (the table's date). Rows that agree are left as they are.
 * Otherwise the table wins from the series' first day: earlier rows are kept (the one running into
 * that day ends there), rows that begin after `asOf` (scheduled changes the table cannot know)
 * are kept, and in between each of the table's figures is a row citing it (with the sources of the
 * rows it replaces where they said the same), zero figures being no row. Applied to its own
 * result it changes nothing.
 */
export function reconcile(
  j: ContentJurisdiction,
  series: readonly Segment[],
  asOf: string,
  official: string,
  noteOf: (s: Segment) => string,
): Reconciled {
  const rows = salesRows(j);
  const start = series[0]?.from;
  if (start === undefined) return { jurisdiction: j, disagreement: null };
  const days = breakpoints(series, rows).filter((d) => d >= start && d <= asOf);
  const wrong = days.filter(
    (d) => (segmentOn(series, d) ?? 0n) !== rows.filter((r) => inForce(r, d)).reduce((sum, r) => sum + unitsOf(r.rate), 0n),
  );
  if (wrong.length === 0) return { jurisdiction: j, disagreement: null };
  const said = (d: string) => rateText(rows.filter((r) => inForce(r, d)).reduce((sum, r) => sum + unitsOf(r.rate), 0n));
  const disagreement = wrong
    .map((d) => `on ${d} the content had ${said(d)}%, the table ${rateText(segmentOn(series, d) ?? 0n)}%`)
    .join('; ');

  const before = rows
    .filter((r) => (r.from ?? '') < start)
    .map((r) => (r.to === null || r.to > start ? { ...r, to: start } : r))
    .filter((r) => r.to === null || r.to > EARLIEST_TAX_DATE);
  const later = rows.filter((r) => r.from !== null && r.from > asOf);
  const end = later.map((r) => r.from!).sort()[0] ?? null;
  const generated: RateRow[] = [];
  for (const s of series) {
    if (end !== null && s.from >= end) break;
    const to = end !== null && (s.to === null || s.to > end) ? end : s.to;
    if (s.units === 0n) continue;
    // Sources of the replaced rows that stated this figure throughout, carried over beside the table.
    const checked = breakpoints([{ from: s.from, to }], rows).filter((d) => d >= s.from && (to === null || d < to) && d <= asOf);
    const agreeing = rows.filter((r) => checked.some((d) => inForce(r, d)));
    const carried = agreeing.length > 0 && agreeing.every((r) => unitsOf(r.rate) === s.units) ? agreeing.flatMap((r) => r.sources) : [];
    generated.push({
      rate: rateText(s.units),
      from: s.from,
      to,
      sources: [...new Set([official, ...carried])],
      note: noteOf({ ...s, to }),
    });
  }
  const taxes = j.taxes.some((t) => t.name === 'Sales tax')
    ? j.taxes.map((t) => (t.name === 'Sales tax' ? { ...t, rates: [...before, ...generated, ...later] } : t))
    : [...j.taxes, { name: 'Sales tax', rates: [...before, ...generated, ...later] }];
  return { jurisdiction: { ...j, taxes }, disagreement };
}

// ---------------------------------------------------------------------------------------------
// Names and ids

/** Letters without accents ("La Cañada Flintridge" -> "La Canada Flintridge"). */
export function ascii(name: string): string {
  return name.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** The part of an id a name gives ("La Cañada Flintridge" -> "la-canada-flintridge", "O FALLON" -> "o-fallon"). */
export function slug(name: string): string {
  return ascii(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A key under which a table's name and a USPS name meet: case, accents, spaces, "St."/"Saint" and "Mc" spacing aside. */
export function nameKey(name: string): string {
  return normalizeName(name)
    .replace(/\bST\b/g, 'SAINT')
    .replace(/\bSTE\b/g, 'SAINTE')
    .replace(/\bFT\b/g, 'FORT')
    .replace(/\bMT\b/g, 'MOUNT')
    .replace(/ /g, '');
}

/** Each word capitalised ("ARLINGTON HEIGHTS" -> "Arlington Heights"). */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/\bMc(\p{L})/gu, (_m, c: string) => `Mc${c.toUpperCase()}`)
    .replace(/ (Of|The|In|On) /g, (m) => m.toLowerCase());
}

/** A ZIP code's USPS city and its main county: where the table's names are matched to USPS spellings. */
export interface ZipCity {
  city: string;
  fips: string;
}

/**
 * What the build steps of the Texas, Arizona, Colorado and Alabama tables read: the file's text and
 * its name (which dates it, and the notes cite), the state's content file, every county FIPS code of
 * the state (the ZIP table's), their names and the state's ZIP codes' cities.
 */
export interface TableInput {
  text: string;
  fileName: string;
  content: JurisdictionFile;
  stateCounties: readonly string[];
  countyNameOf: (fips: string) => string | null;
  zipCities: readonly ZipCity[];
}

/**
 * The counties a place entry applies in: its own, else the main counties of the ZIP codes named after
 * it, sorted.
 */
export function countiesOfPlace(p: { names: string[]; counties?: string[] }, zipCities: readonly ZipCity[]): string[] {
  return p.counties ?? [...new Set(zipCities.filter((z) => p.names.some((n) => nameKey(n) === nameKey(z.city))).map((z) => z.fips))].sort();
}

/**
 * The USPS spelling of a table's place name, from the ZIP codes of the place's counties first, then
 * of the state; null when no ZIP code carries it (small places whose mail is named after a neighbour).
 */
export function uspsNameOf(name: string, counties: readonly string[], zipCities: readonly ZipCity[], truncatedAt?: number): string | null {
  const key = nameKey(name);
  const match = (z: ZipCity) =>
    nameKey(z.city) === key || (truncatedAt !== undefined && name.length >= truncatedAt && nameKey(z.city).startsWith(key));
  const local = zipCities.find((z) => counties.includes(z.fips) && match(z));
  if (local !== undefined) return local.city;
  return zipCities.find((z) => nameKey(z.city) === key)?.city ?? null;
}

// ---------------------------------------------------------------------------------------------
// Content files

/** A new local jurisdiction of a state with one sales tax, following the state's treatment of each category. */
export function localJurisdiction(
  state: string,
  id: string,
  name: string,
  level: 'county' | 'city' | 'district',
  rates: RateRow[],
): ContentJurisdiction {
  const registration = `us-${state}`;
  return {
    id,
    name,
    level,
    country: 'US',
    registrationIds: [registration],
    inheritsFrom: registration,
    defaultTreatment: { taxable: false },
    taxes: [{ name: 'Sales tax', rates }],
    taxability: [],
  };
}

/** The file with its top-level members in their usual order, `counties` before `places`. */
export function ordered(file: JurisdictionFile): JurisdictionFile {
  const order = ['notes', 'jurisdictions', 'statewideLocals', 'counties', 'places', 'returnLocations', 'countyPlaces', 'elections'];
  const keys = Object.keys(file).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return Object.fromEntries(keys.map((k) => [k, (file as Record<string, unknown>)[k]])) as JurisdictionFile;
}

/** Replaces the note that starts with `marker` (or adds it at the end). */
export function withNote(notes: readonly string[] | undefined, marker: string, text: string): string[] {
  const list = [...(notes ?? [])];
  const at = list.findIndex((n) => n.startsWith(marker));
  if (at === -1) list.push(text);
  else list[at] = text;
  return list;
}

/** sources.json with a source added where its URL is not listed yet (kept in URL order). */
export function withSource(file: SourcesFile, source: SourceRecord): SourcesFile {
  if (file.sources.some((s) => s.url === source.url)) return file;
  return { sources: [...file.sources, source].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)) };
}

/** A state file's jurisdictions as a build step edits them: read by id, written in place or appended. */
export function editableJurisdictions(
  content: JurisdictionFile,
  file: string,
): {
  jurisdictions: ContentJurisdiction[];
  has(id: string): boolean;
  get(id: string): ContentJurisdiction;
  put(j: ContentJurisdiction): void;
} {
  const jurisdictions = [...content.jurisdictions];
  const byId = new Map(jurisdictions.map((j, i) => [j.id, i]));
  return {
    jurisdictions,
    has: (id) => byId.has(id),
    get(id) {
      const at = byId.get(id);
      if (at === undefined) throw new Error(`${file} names ${id}, which it does not define`);
      return jurisdictions[at]!;
    },
    put(j) {
      const at = byId.get(j.id);
      if (at === undefined) byId.set(j.id, jurisdictions.push(j) - 1);
      else jurisdictions[at] = j;
    },
  };
}

/** A place entry the build step wrote: it cites the official table alone. */
export function isGenerated(sources: readonly string[], official: string): boolean {
  return sources.length === 1 && sources[0] === official;
}

/**
 * The county map's members with `completeCounties` (and `unincorporatedComplete`, where the table gives
 * each county's unincorporated rate) after `complete`, and the official table among its sources.
 */
export function countiesWith(
  counties: JurisdictionFile['counties'],
  completeCounties: string[],
  official: string,
  unincorporatedComplete?: string[],
): NonNullable<JurisdictionFile['counties']> {
  const base = counties ?? { complete: false, taxes: {}, sources: [] };
  const { complete, completeCounties: _old, unincorporatedComplete: _oldUnincorporated, ...rest } = base;
  return {
    complete,
    completeCounties,
    ...(unincorporatedComplete === undefined ? {} : { unincorporatedComplete }),
    ...rest,
    sources: rest.sources.includes(official) ? rest.sources : [...rest.sources, official],
  };
}

/**
 * A state file rebuilt from an official table of every place: the step's note (replacing its earlier
 * one), its jurisdictions and places, and the county map with its complete counties and the table as a source.
 */
export function rebuiltStateFile(
  content: JurisdictionFile,
  built: {
    marker: string;
    note: string;
    jurisdictions: JurisdictionFile['jurisdictions'];
    countyTaxes: Record<string, string[]>;
    completeCounties: string[];
    unincorporatedComplete: string[];
    /** Taxes of a county's land outside its cities alone (CDTFA's unincorporated-area rows). */
    unincorporatedTaxes?: Record<string, string[]>;
    source: string;
    places: NonNullable<JurisdictionFile['places']>;
  },
): JurisdictionFile {
  return ordered({
    ...content,
    notes: withNote(content.notes, built.marker, built.note),
    jurisdictions: built.jurisdictions,
    counties: {
      ...countiesWith(content.counties, built.completeCounties, built.source, built.unincorporatedComplete),
      taxes: Object.fromEntries(Object.entries(built.countyTaxes).sort(([a], [b]) => a.localeCompare(b))),
      ...(built.unincorporatedTaxes === undefined || Object.keys(built.unincorporatedTaxes).length === 0
        ? {}
        : { unincorporatedTaxes: Object.fromEntries(Object.entries(built.unincorporatedTaxes).sort(([a], [b]) => a.localeCompare(b))) }),
    },
    places: built.places,
  });
}

/**
 * A state file as the Texas, Arizona, Colorado and Alabama steps leave it: the step's note (replacing
 * its earlier one, and the "<ST>: county-level local sales taxes by county FIPS, or null ..." note of
 * a state without a county map), its jurisdictions and places, and the county map with `countyTaxes`
 * (in FIPS order), the members `counties` sets and the table among its sources. (rebuiltStateFile,
 * CDTFA's and IDOR's, puts completeCounties after `complete` and keeps the other notes.)
 */
export function stateFileWith(
  content: JurisdictionFile,
  built: {
    state: string;
    marker: string;
    note: string;
    jurisdictions: JurisdictionFile['jurisdictions'];
    countyTaxes: Record<string, string[]>;
    counties?: Partial<CountyMap>;
    source: string;
    places: Place[];
  },
): JurisdictionFile {
  const base = content.counties ?? { complete: false, taxes: {}, sources: [] };
  const placeholder = `${built.state}: county-level local sales taxes by county FIPS, or null`;
  return ordered({
    ...content,
    notes: withNote(
      content.notes?.filter((n) => !n.startsWith(placeholder)),
      built.marker,
      built.note,
    ),
    jurisdictions: built.jurisdictions,
    counties: {
      ...base,
      ...built.counties,
      taxes: Object.fromEntries(Object.entries(built.countyTaxes).sort(([a], [b]) => a.localeCompare(b))),
      sources: base.sources.includes(built.source) ? base.sources : [...base.sources, built.source],
    },
    places: built.places,
  });
}

/**
 * Each place entry's combined local rate in each county it applies in, before the step (`content`)
 * and after it (`jurisdictions`, `countyTaxes`, `adjusted[i]` for `entries[i]`, and the `generated`
 * entries of its name in that county), day by day from EARLIEST_TAX_DATE: a line for each entry and
 * county where they differ. A jurisdiction a side does not hold adds nothing to it.
 */
export function placesChanged(step: {
  content: JurisdictionFile;
  jurisdictions: readonly ContentJurisdiction[];
  countyTaxes: Record<string, string[]>;
  entries: readonly Place[];
  adjusted: readonly Place[];
  generated?: readonly Place[];
  zipCities: readonly ZipCity[];
  countyNameOf: (fips: string) => string | null;
}): string[] {
  const oldMap = step.content.counties?.taxes ?? {};
  const oldById = new Map(step.content.jurisdictions.map((j) => [j.id, j]));
  const newById = new Map(step.jurisdictions.map((j) => [j.id, j]));
  const rowsOf = (byId: Map<string, ContentJurisdiction>, ids: readonly string[]) =>
    ids.flatMap((id) => (byId.has(id) ? [salesRows(byId.get(id)!)] : []));
  const sum = (byId: Map<string, ContentJurisdiction>, ids: readonly string[], d: string) =>
    [...new Set(ids)].reduce((total, id) => total + (byId.has(id) ? salesUnitsOn(byId.get(id)!, d) : 0n), 0n);
  const out: string[] = [];
  step.entries.forEach((p, i) => {
    const now = step.adjusted[i]!;
    for (const fips of countiesOfPlace(p, step.zipCities)) {
      const before = [...(oldMap[fips] ?? []), ...p.jurisdictions];
      const others = (step.generated ?? []).filter(
        (g) => g.counties!.includes(fips) && g.names.some((n) => p.names.some((m) => nameKey(m) === nameKey(n))),
      );
      const after = [
        ...(step.countyTaxes[fips] ?? []),
        ...(now.counties === undefined || now.counties.includes(fips) ? now.jurisdictions : []),
        ...others.flatMap((g) => g.jurisdictions),
      ];
      const days = [
        EARLIEST_TAX_DATE,
        ...breakpoints(...rowsOf(oldById, before), ...rowsOf(newById, after)).filter((d) => d > EARLIEST_TAX_DATE),
      ];
      const changed = days.filter((d) => sum(oldById, before, d) !== sum(newById, after, d));
      if (changed.length > 0)
        out.push(
          `${p.names[0]} in ${step.countyNameOf(fips) ?? fips} County: ${changed.map((d) => `on ${d} ${rateText(sum(oldById, before, d))}% before, ${rateText(sum(newById, after, d))}% now`).join('; ')}`,
        );
    }
  });
  return out;
}

/** Two entries of one name must lie in different counties (the loader refuses them otherwise). */
export function checkNames(places: NonNullable<JurisdictionFile['places']>): void {
  const seen = new Map<string, string[]>();
  for (const p of places) {
    for (const name of p.names) {
      const key = nameKey(name);
      const counties = seen.get(key) ?? [];
      if (counties.length > 0 && (p.counties === undefined || counties.includes('*') || p.counties.some((c) => counties.includes(c))))
        throw new Error(`two place entries called ${name} share a county`);
      seen.set(key, [...counties, ...(p.counties ?? ['*'])]);
    }
  }
}

// The ZIP data is fixed for the life of the process: each state's list is made once.
const ZIP_CITIES = new Map<string, ZipCity[]>();

/** Every ZIP code's USPS city and main county in a state. */
export function zipCitiesOf(state: string): ZipCity[] {
  const known = ZIP_CITIES.get(state);
  if (known !== undefined) return known;
  const out: ZipCity[] = [];
  for (let n = 0; n < 100_000; n++) {
    const places = zipPlaces(String(n).padStart(5, '0'));
    if (places !== null && places.state === state && places.counties[0] !== undefined)
      out.push({ city: places.city, fips: places.counties[0].fips });
  }
  ZIP_CITIES.set(state, out);
  return out;
}

/** Every county FIPS code of a state, from the ZIP data's county names. */
export function countiesOfState(state: string): string[] {
  const prefix = STATE_FIPS[state];
  if (prefix === undefined) throw new Error(`no FIPS code for ${state}`);
  const out: string[] = [];
  for (let n = 1; n < 1000; n++) {
    const fips = `${prefix}${String(n).padStart(3, '0')}`;
    if (countyName(fips) !== null) out.push(fips);
  }
  return out;
}
