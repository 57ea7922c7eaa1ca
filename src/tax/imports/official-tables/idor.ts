// Builds Illinois's counties and municipalities into content/us/il.json from IDOR's
// county/municipality rate file ("ordmache": one fixed-width record per county, per municipality
// and per municipality again for each further county it spans, with the combined origin-based
// Retailers' Occupation Tax rates in force and the ones just before). The official file is never
// copied into the repository: scripts/content-from-idor.ts reads it from ../shared/reference/data and
// writes the facts, each citing IDOR; an operator's import of a newer file is built against the
// built-in content in memory (rate-overrides.ts). Pure.
//
// What it writes (docs/tax-data.md, "Official tables built into the content"):
// - the county map: per county, its taxes outside municipalities (the county record's general
//   merchandise rate less the 6.25% state rate), dated from the record's current period and its
//   prior one: one jurisdiction per county, except where the content already splits the county's
//   part (Cook County and the RTA; the RTA's collar-county share), whose split is kept and checked;
// - per municipality whose rate differs from its county's, a jurisdiction with its own part (its
//   rate less its county's taxes, date by date) and a place entry naming its counties; one entry per
//   set of counties whose records agree (a municipality's records in several counties normally
//   agree, and share one jurisdiction);
// - municipalities at their county's rate get an entry without jurisdictions where the county is
//   not complete, and `counties.completeCounties` lists the counties that are.
// Skipped and counted: records flagged Y at position 61 (a business district may apply: no usable
// rate), records whose general merchandise rate depends on whether the seller is liable for the
// Metro East Transit District tax (high and low rates differ), and the records of other states.
import type { ContentJurisdiction, JurisdictionFile, ReturnLocations } from '../../content/schema.ts';
import {
  breakpoints,
  checkNames,
  difference,
  editableJurisdictions,
  isGenerated,
  merged,
  nameKey,
  ordered,
  percentText,
  rateText,
  rebuiltStateFile,
  reconcile,
  salesRows,
  salesUnitsOn,
  segmentOn,
  slug,
  titleCase,
  uspsNameOf,
  type Segment,
  type ZipCity,
} from './tables.ts';
import { matchPlace, perCensusPlace } from './place-geoids.ts';

export const IDOR_URL = 'https://tax.illinois.gov/research/taxrates/sales-tax-rate-machine-readable-files.html';
const NOTE_MARKER = "Built from IDOR's county/municipality rate file";
const STATE = 'IL';

// ---------------------------------------------------------------------------------------------
// The file

export interface IdorRates {
  /** Receipts, general merchandise, in units (6.25% = 62500n). */
  gmHigh: bigint;
  gmLow: bigint;
  /** Y where the Metro East Transit District tax applies to some sellers only (then high and low differ). */
  receiptsFlag: string;
}

export interface IdorRecord {
  /** Record number in the file, from 1. */
  line: number;
  /** `CCC-JJJJ-C`. */
  id: string;
  /** 1-102 for the Illinois counties (A-Z), above for other states and "foreign countries". */
  countyNumber: number;
  /** 5000 for the county itself. */
  placeNumber: number;
  name: string;
  county: string;
  /** Y: a business district tax may apply inside; the receipts rates are zeros (use the address file). */
  addressOverride: boolean;
  effective: string;
  current: IdorRates;
  /** The period before, or null where the file has no change on record (prior end 9999-12-31). */
  prior: (IdorRates & { from: string; to: string }) | null;
}

const RECORD_LENGTH = 211;

const isoDate = (yyyymmdd: string, line: number) => {
  if (!/^\d{8}$/.test(yyyymmdd)) throw new Error(`IDOR file record ${line}: "${yyyymmdd}" is not a date`);
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
};
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** A rate with five implied decimals ("06250" = .06250 = 6.25%) in units: exact, from the digits. */
const units = (text: string, line: number) => {
  if (!/^\d{5}$/.test(text)) throw new Error(`IDOR file record ${line}: "${text}" is not a rate`);
  return BigInt(text) * 10n;
};

/** Every record of the file (1-based positions as IDOR's layout gives them). */
export function parseIdorFile(text: string): IdorRecord[] {
  const lines = text.split(/\r?\n/).filter((l, i, all) => l !== '' || i < all.length - 1);
  return lines.map((record, i) => {
    const line = i + 1;
    if (record.length !== RECORD_LENGTH) throw new Error(`IDOR file record ${line}: ${record.length} characters, not ${RECORD_LENGTH}`);
    const at = (from: number, to: number) => record.slice(from - 1, to);
    const rates = (start: number): IdorRates => ({
      gmHigh: units(at(start, start + 4), line),
      gmLow: units(at(start + 10, start + 14), line),
      receiptsFlag: at(start + 20, start + 20),
    });
    const id = at(1, 10);
    if (!/^\d{3}-\d{4}-\d$/.test(id)) throw new Error(`IDOR file record ${line}: "${id}" is not a location id`);
    const priorEnd = at(141, 148);
    return {
      line,
      id,
      countyNumber: Number(id.slice(0, 3)),
      placeNumber: Number(id.slice(4, 8)),
      name: at(11, 35).trim(),
      county: at(36, 60).trim(),
      addressOverride: at(61, 61) === 'Y',
      effective: isoDate(at(62, 69), line),
      current: rates(70),
      prior: priorEnd === '99991231' ? null : { ...rates(149), from: isoDate(at(133, 140), line), to: nextDay(isoDate(priorEnd, line)) },
    };
  });
}

/** Illinois counties are numbered 1-102 in alphabetical order, as their FIPS codes are (odd, 001-203). */
export const fipsOfCountyNumber = (n: number) => `17${String(2 * n - 1).padStart(3, '0')}`;

/** What the file says of a location: its general merchandise rate over the periods it gives, or why it says nothing usable. */
function seriesOf(r: IdorRecord, low: boolean): Segment[] | 'override' | 'metroEast' {
  if (r.addressOverride) return 'override';
  const pick = (x: IdorRates): bigint | null => (x.gmHigh === x.gmLow ? x.gmHigh : low ? x.gmLow : null);
  const current = pick(r.current);
  if (current === null) return 'metroEast';
  const prior = r.prior === null ? null : pick(r.prior);
  return [
    ...(r.prior !== null && prior !== null ? [{ from: r.prior.from, to: r.prior.to, units: prior }] : []),
    { from: r.effective, to: null, units: current },
  ];
}

/** Two records of one location (MARION, WILLIAMSON is listed twice): one series, refusing a contradiction. */
function union(a: Segment[], b: Segment[], what: string): Segment[] {
  const days = breakpoints(a, b);
  const out: Segment[] = [];
  for (let i = 0; i < days.length; i++) {
    const from = days[i]!;
    const x = segmentOn(a, from);
    const y = segmentOn(b, from);
    if (x !== undefined && y !== undefined && x !== y) throw new Error(`IDOR file: the records of ${what} disagree on ${from}`);
    const v = x ?? y;
    if (v !== undefined) out.push({ from, to: days[i + 1] ?? null, units: v });
  }
  return merged(out);
}

// ---------------------------------------------------------------------------------------------
// The content

/**
 * Counties whose part the content splits into several jurisdictions: `own` takes what the file's
 * record leaves after the `fixed` ones (kept as the content has them, checked against the record).
 * Elsewhere the county's part is one jurisdiction, us-IL-<county>-county.
 */
const COUNTY_PARTS: Record<number, { own?: string; fixed?: string[] }> = {
  16: { own: 'us-IL-cook-county', fixed: ['us-IL-regional-transportation-authority'] },
  22: { fixed: ['us-IL-rta-collar-counties'] }, // DuPage
  45: { fixed: ['us-IL-rta-collar-counties'] }, // Kane
  49: { fixed: ['us-IL-rta-collar-counties'] }, // Lake
  56: { fixed: ['us-IL-rta-collar-counties'] }, // McHenry
  99: { fixed: ['us-IL-rta-collar-counties'] }, // Will
  72: { own: 'us-IL-peoria-county' },
  84: { own: 'us-IL-sangamon-county-school-facility' },
};

export interface IdorReport {
  edition: string;
  records: number;
  counties: number;
  municipalities: number;
  /** Municipality records (one per county a municipality spans) skipped, by reason. */
  skipped: { addressOverride: number; metroEast: number; otherStates: number };
  skippedNames: { addressOverride: string[]; metroEast: string[] };
  /** Municipalities with taxes of their own (above their county's) in force on the edition's date. */
  taxingMunicipalities: number;
  addedPlaces: number;
  addedJurisdictions: number;
  checkedJurisdictions: string[];
  disagreements: string[];
  /** Periods the content cannot hold: a municipality below its county's taxes, a county part that ended. */
  notHeld: string[];
  /** Counties whose area outside municipalities is partly in the Metro East Transit District. */
  metroEastCounties: string[];
  completeCounties: string[];
  /** Counties whose record's rate is every tax outside municipalities (not in the Metro East Transit District, no part ended). */
  unincorporatedComplete: string[];
  withoutZipName: string[];
  /** Location codes of the return (Form ST-2): the municipality records no one Census place matches, and why. */
  locationsWithoutPlace: string[];
}

export interface IdorInput {
  text: string;
  /** The first day of the edition (January 2026: 2026-01-01). */
  edition: string;
  content: JurisdictionFile;
  zipCities: readonly ZipCity[];
  /** A county's name by FIPS code ("17043" -> "DuPage"), else the file's name is used. */
  countyNameOf?: (fips: string) => string | null;
}

interface Municipality {
  name: string;
  /** By county FIPS: the municipality's general merchandise rate there, with its records. */
  counties: Map<string, { series: Segment[]; records: IdorRecord[] }>;
}

/** content/us/il.json with the file built in, and what was done. Applied to its own result it changes nothing. */
export function idorContent({ text, edition, content, zipCities, countyNameOf }: IdorInput): {
  file: JurisdictionFile;
  report: IdorReport;
} {
  const records = parseIdorFile(text);
  const source = IDOR_URL;
  const asOf = edition;
  const { jurisdictions, has, get, put } = editableJurisdictions(content, 'content/us/il.json');
  const stateRows = salesRows(get(`us-${STATE}`));
  const stateOn = (d: string) => salesUnitsOn(get(`us-${STATE}`), d);
  const report: IdorReport = {
    edition,
    records: records.length,
    counties: 0,
    municipalities: 0,
    skipped: { addressOverride: 0, metroEast: 0, otherStates: 0 },
    skippedNames: { addressOverride: [], metroEast: [] },
    taxingMunicipalities: 0,
    addedPlaces: 0,
    addedJurisdictions: 0,
    checkedJurisdictions: [],
    disagreements: [],
    notHeld: [],
    metroEastCounties: [],
    completeCounties: [],
    unincorporatedComplete: [],
    withoutZipName: [],
    locationsWithoutPlace: [],
  };
  const fileSays = (what: string) =>
    `${IDOR_URL} — IDOR, county/municipality rate file (origin-based, ${edition.slice(0, 7)} edition), general merchandise: ${what}`;
  const reconciled = (j: ContentJurisdiction, series: Segment[], note: (s: Segment) => string) => {
    const r = reconcile(j, series, asOf, source, note);
    put(r.jurisdiction);
    if (r.disagreement !== null) report.disagreements.push(`${j.id}: ${r.disagreement}`);
    else report.checkedJurisdictions.push(j.id);
  };

  // Counties: the taxes outside municipalities.
  const countyRecords = new Map<number, IdorRecord>();
  for (const r of records) {
    if (r.countyNumber > 102) continue;
    if (r.placeNumber !== 5000) continue;
    if (countyRecords.has(r.countyNumber)) throw new Error(`IDOR file: county ${r.countyNumber} has two records`);
    countyRecords.set(r.countyNumber, r);
  }
  if (countyRecords.size !== 102) throw new Error(`IDOR file: ${countyRecords.size} county records, not 102`);
  report.counties = countyRecords.size;
  const map: Record<string, string[]> = {};
  const countyNames = new Map<string, string>();
  const uncertain = new Set<string>();
  // Counties whose record's rate is not every tax of their area outside municipalities.
  const outsideUncertain = new Set<string>();
  for (const [n, r] of [...countyRecords].sort(([a], [b]) => a - b)) {
    const fips = fipsOfCountyNumber(n);
    const name = countyNameOf?.(fips) ?? titleCase(r.name.replace(/ COUNTY$/, ''));
    countyNames.set(fips, name);
    const series = seriesOf(r, true);
    if (typeof series === 'string') throw new Error(`IDOR file: ${r.name} has no usable rate`);
    if (r.current.gmHigh !== r.current.gmLow) {
      report.metroEastCounties.push(name);
      uncertain.add(fips);
      outsideUncertain.add(fips);
    }
    const parts = COUNTY_PARTS[n] ?? {};
    const fixed = parts.fixed ?? [];
    const fixedRows = fixed.map((id) => salesRows(get(id)));
    const fixedOn = (d: string) => stateOn(d) + fixed.reduce((sum, id) => sum + salesUnitsOn(get(id), d), 0n);
    const own = difference(series, fixedOn, breakpoints(stateRows, ...fixedRows));
    const negative = own.filter((s) => s.units < 0n);
    if (negative.length > 0)
      throw new Error(
        `${name} County: the file's rate is below the content's ${fixed.join(' + ')} from ${negative[0]!.from}: correct them`,
      );
    const ownId = parts.own ?? `us-${STATE}-${slug(name)}-county`;
    const recordText = (s: Segment) => {
      const x = s.from >= r.effective ? r.current : r.prior!;
      return `${r.id} ${r.name} ${percentText(x.gmHigh === x.gmLow ? x.gmHigh : x.gmLow)}${x.gmHigh === x.gmLow ? '' : ` outside the Metro East Transit District (${percentText(x.gmHigh)} within)`}`;
    };
    const note = (s: Segment) =>
      fileSays(
        `${recordText(s)} from ${s.from}, less the state's ${percentText(stateOn(s.from))}${fixed.length > 0 ? ` and ${fixed.map((id) => `${get(id).name} ${percentText(salesUnitsOn(get(id), s.from))}`).join(', ')}` : ''}: ${percentText(s.units)}. The file gives combined rates: this is every county and district tax there together.`,
      );
    const now = segmentOn(own, asOf) ?? 0n;
    if (has(ownId)) reconciled(get(ownId), own, note);
    else if (now !== 0n) {
      put({
        ...jurisdictionOf(ownId, `${name} County taxes`, 'county'),
        taxes: [
          {
            name: 'Sales tax',
            rates: own
              .filter((s) => s.units !== 0n)
              .map((s) => ({ rate: rateText(s.units), from: s.from, to: s.to, sources: [source], note: note(s) })),
          },
        ],
      });
      report.addedJurisdictions++;
    } else if (own.some((s) => s.units !== 0n)) {
      report.notHeld.push(
        `${name} County: ${own
          .filter((s) => s.units !== 0n)
          .map((s) => `${rateText(s.units)}% from ${s.from} to ${s.to}`)
          .join(', ')} outside municipalities (the county's part ended; municipalities' parts hold it, the area outside them does not)`,
      );
      uncertain.add(fips);
      outsideUncertain.add(fips);
    }
    map[fips] = [...(has(ownId) ? [ownId] : []), ...fixed];
  }
  const mapOn = (fips: string, d: string) => stateOn(d) + map[fips]!.reduce((sum, id) => sum + salesUnitsOn(get(id), d), 0n);
  const mapDays = (fips: string) => breakpoints(stateRows, ...map[fips]!.map((id) => salesRows(get(id))));

  // Municipalities: each one's records, by county.
  const munis = new Map<string, Municipality>();
  const mixed = new Set<string>();
  for (const r of records) {
    if (r.countyNumber > 102) {
      report.skipped.otherStates++;
      continue;
    }
    if (r.placeNumber === 5000) continue;
    const fips = fipsOfCountyNumber(r.countyNumber);
    if (countyRecords.get(r.countyNumber)!.county !== r.county)
      throw new Error(`IDOR file record ${r.line}: county ${r.county}, but its number is ${countyRecords.get(r.countyNumber)!.county}'s`);
    const series = seriesOf(r, false);
    if (series === 'override' || series === 'metroEast') {
      const key = series === 'override' ? 'addressOverride' : 'metroEast';
      report.skipped[key]++;
      report.skippedNames[key].push(`${r.name} (${r.county})`);
      mixed.add(fips);
      uncertain.add(fips);
      continue;
    }
    const m = munis.get(r.name) ?? { name: r.name, counties: new Map() };
    munis.set(r.name, m);
    const known = m.counties.get(fips);
    m.counties.set(
      fips,
      known === undefined
        ? { series, records: [r] }
        : { series: union(known.series, series, `${r.name} (${r.county})`), records: [...known.records, r] },
    );
  }
  report.municipalities = new Set(records.filter((r) => r.countyNumber <= 102 && r.placeNumber !== 5000).map((r) => r.name)).size;

  // Each municipality's own part, county by county, measured against the county map as it now stands.
  const hand = (content.places ?? []).filter((p) => !isGenerated(p.sources, source));
  const handOf = (name: string, fips: string) =>
    hand.filter((p) => p.names.some((n) => nameKey(n) === nameKey(name)) && (p.counties === undefined || p.counties.includes(fips)));
  const ownIdsOf = (p: { jurisdictions: string[] }, fips: string) =>
    p.jurisdictions.filter((id) => !map[fips]!.includes(id) && get(id).taxes.some((t) => t.name === 'Sales tax'));
  /** A municipality in one county: its rate there (`rate`) and its own part (`series`). */
  type Part = { fips: string; rate: Segment[]; series: Segment[]; records: IdorRecord[] };
  const plans: { m: Municipality; parts: Part[] }[] = [];
  for (const m of [...munis.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    const parts: Part[] = [];
    for (const [fips, { series, records: rs }] of [...m.counties].sort(([a], [b]) => a.localeCompare(b))) {
      const own = difference(series, (d) => (segmentOn(countySeriesOf(fips), d) === undefined ? undefined : mapOn(fips, d)), [
        ...mapDays(fips),
        ...breakpoints(countySeriesOf(fips)),
      ]);
      const below = own.filter((s) => s.units < 0n);
      for (const s of below)
        report.notHeld.push(
          `${m.name} (${countyNames.get(fips)}): ${rateText(-s.units)}% below its county's taxes from ${s.from} to ${s.to ?? 'now'} (a county tax that does not reach it; not held)`,
        );
      parts.push({ fips, rate: series, series: merged(own.filter((s) => s.units >= 0n)), records: rs });
      if (own.some((s) => s.units !== 0n)) mixed.add(fips);
    }
    plans.push({ m, parts });
  }
  function countySeriesOf(fips: string): Segment[] {
    const r = [...countyRecords.values()].find((c) => fipsOfCountyNumber(c.countyNumber) === fips)!;
    return seriesOf(r, true) as Segment[];
  }
  for (const p of hand) for (const fips of p.counties ?? []) if (ownIdsOf(p, fips).length > 0) mixed.add(fips);
  const complete = new Set(Object.keys(map).filter((f) => !mixed.has(f) && !uncertain.has(f)));
  report.completeCounties = [...complete].sort();
  report.unincorporatedComplete = Object.keys(map)
    .filter((f) => !outsideUncertain.has(f))
    .sort();

  const generated: NonNullable<JurisdictionFile['places']> = [];
  for (const { m, parts } of plans) {
    // The municipality's main county first: the one of the content's own entries, else the one most of
    // its ZIP codes lie in. Counties whose parts say the same on the edition's date share its
    // jurisdiction; where an earlier period differs, the main county's figure is kept and the report
    // says so. A county whose part differs today gets a jurisdiction of its own.
    const zips = (fips: string) =>
      zipCities.filter(
        (z) =>
          z.fips === fips && (nameKey(z.city) === nameKey(m.name) || (m.name.length >= 25 && nameKey(z.city).startsWith(nameKey(m.name)))),
      ).length;
    const sortedParts = [...parts].sort(
      (a, b) =>
        Number(handOf(m.name, b.fips).length > 0) - Number(handOf(m.name, a.fips).length > 0) ||
        zips(b.fips) - zips(a.fips) ||
        a.fips.localeCompare(b.fips),
    );
    const classes: { series: Segment[]; parts: Part[] }[] = [];
    for (const part of sortedParts) {
      const fits = classes.find((c) => (segmentOn(c.series, asOf) ?? 0n) === (segmentOn(part.series, asOf) ?? 0n));
      if (fits === undefined) {
        classes.push({ series: part.series, parts: [part] });
        continue;
      }
      const main = countyNames.get(fits.parts[0]!.fips);
      for (const d of breakpoints(fits.series, part.series)) {
        const kept = segmentOn(fits.series, d);
        const other = segmentOn(part.series, d);
        if (kept !== undefined && other !== undefined && kept !== other)
          report.notHeld.push(
            `${titleCase(m.name)} (${countyNames.get(part.fips)}): its own part on ${d} is ${rateText(other)}% there, ${rateText(kept)}% in ${main} County, whose figure the shared jurisdiction keeps`,
          );
      }
      fits.series = preferFirst(fits.series, part.series);
      fits.parts.push(part);
    }
    const title = titleCase(m.name);
    // The content's own entries of the municipality (in any county): its jurisdiction, and taxes outside the state system it carries (Chicago's lease tax).
    const entries = hand.filter((e) => e.names.some((n) => nameKey(n) === nameKey(m.name)) && e.counties !== undefined);
    const carried = [
      ...new Set(entries.flatMap((e) => e.jurisdictions.filter((id) => !get(id).taxes.some((t) => t.name === 'Sales tax')))),
    ];
    const handIds = [...new Set(entries.flatMap((e) => e.counties!.flatMap((f) => (map[f] === undefined ? [] : ownIdsOf(e, f)))))];
    if (handIds.length > 1) throw new Error(`${titleCase(m.name)}: the content's entries name ${handIds.join(', ')}: settle by hand`);
    if (classes.some((c) => (segmentOn(c.series, asOf) ?? 0n) !== 0n)) report.taxingMunicipalities++;
    classes.forEach((c, i) => {
      const counties = c.parts.map((p) => p.fips);
      const id =
        (i === 0 ? handIds[0] : undefined) ??
        (i === 0 ? `us-${STATE}-${slug(m.name)}` : `us-${STATE}-${slug(m.name)}-${slug(countyNames.get(counties[0]!)!)}-county-part`);
      const note = (s: Segment) => {
        const p = c.parts.find((x) => segmentOn(x.series, s.from) !== undefined)!;
        const r = p.records[0]!;
        return fileSays(
          `${p.records.map((x) => x.id).join(', ')} ${r.name} (${r.county}) ${percentText(segmentOn(p.rate, s.from)!)} from ${s.from}, less ${countyNames.get(p.fips)} County's taxes as the county map has them, ${percentText(mapOn(p.fips, s.from))} with the state's: ${percentText(s.units)}, the municipality's own taxes (every municipal tax together: the file gives combined rates).`,
        );
      };
      const now = segmentOn(c.series, asOf) ?? 0n;
      if (has(id)) reconciled(get(id), c.series, note);
      else if (now !== 0n) {
        const name = i === 0 ? `${title} municipal taxes` : `${title} municipal taxes (${countyNames.get(counties[0]!)} County part)`;
        put({
          ...jurisdictionOf(id, name, 'city'),
          taxes: [
            {
              name: 'Sales tax',
              rates: c.series
                .filter((s) => s.units !== 0n)
                .map((s) => ({ rate: rateText(s.units), from: s.from, to: s.to, sources: [source], note: note(s) })),
            },
          ],
        });
        report.addedJurisdictions++;
      } else if (c.series.some((s) => s.units !== 0n))
        report.notHeld.push(
          `${title} (${counties.map((f) => countyNames.get(f)).join(', ')}): its own ${c.series
            .filter((s) => s.units !== 0n)
            .map((s) => `${rateText(s.units)}% from ${s.from} to ${s.to}`)
            .join(', ')}, ended before ${asOf} (not held)`,
        );
      const ids = has(id) ? [id] : [];
      const need = counties.filter((f) => handOf(m.name, f).length === 0 && (ids.length > 0 || !complete.has(f))).sort();
      if (need.length === 0) return;
      const usps = uspsNameOf(m.name, need, zipCities, 25);
      if (usps === null) report.withoutZipName.push(title);
      // "VILLAGE OF LAKEWOOD": the file's name, and the name without "Village of".
      const bare = title.replace(/^(Village|City|Town) of /, '');
      // The file gives no boundaries: a ZIP code named after the municipality may reach the land around it.
      // One entry per Census place where the name is two municipalities (Windsor, Mercer and Shelby counties).
      generated.push(
        ...perCensusPlace(STATE, {
          names: usps !== null ? [usps] : bare !== title ? [title, bare] : [title],
          jurisdictions: [...ids, ...carried],
          counties: need,
          partlyOutside: 'unknown' as const,
          sources: [source],
        }),
      );
    });
  }
  report.addedPlaces = generated.length - (content.places ?? []).filter((p) => isGenerated(p.sources, source)).length;

  const places = [
    ...hand,
    ...generated.sort((a, b) => a.names[0]!.localeCompare(b.names[0]!) || a.counties![0]!.localeCompare(b.counties![0]!)),
  ];
  checkNames(places);
  const note = [
    `${NOTE_MARKER} (${IDOR_URL}), ${edition.slice(0, 7)} edition, by scripts/content-from-idor.ts: ${report.counties} counties and ${report.municipalities} municipalities (${records.length} records). The county map holds each county's taxes outside municipalities (its record's general merchandise rate less the state's ${percentText(stateOn(asOf))}), dated from the record's current period and the one before; the content's split of Cook County's part (Cook County, the RTA) and the RTA's collar-county share are kept and checked. Each municipality whose rate differs from its county's has a jurisdiction with its own part (its rate less its county's taxes, day by day) and a place entry naming its counties; municipalities at their county's rate have an entry without jurisdictions where the county is not complete.`,
    `Skipped: ${report.skipped.addressOverride} municipality records flagged for business districts (no usable rate: IDOR's address file decides), ${report.skipped.metroEast} whose rate depends on the seller's liability for the Metro East Transit District tax, and ${report.skipped.otherStates} records of other states. Their counties are not complete, and addresses there without an entry of their own are reported uncertain.`,
    `counties.completeCounties: the ${report.completeCounties.length} counties whose every municipality and area outside them carry exactly the county map's taxes. Not complete: counties with a municipality of its own taxes or a skipped record, and ${report.metroEastCounties.join(' and ')}, part of whose area outside municipalities is in the Metro East Transit District (the map holds the rate outside it).`,
    `counties.unincorporatedComplete: the ${report.unincorporatedComplete.length} counties whose record's rate is every tax outside municipalities, so the Census's geography places a ZIP code's land outside municipalities there completely (not ${report.metroEastCounties.join(' and ')}, nor a county whose part ended).`,
    `Not held: ${report.notHeld.length === 0 ? 'nothing' : report.notHeld.join('; ')}.`,
    "The file is a copy of IDOR's ordmache file for January 2026 (see /shared/reference/data/il-idor/README.md): its byte identity with IDOR's download is unverified. Rates before a record's prior period are the content's where it had any, else none.",
  ].join('\n');
  const returnLocations = returnLocationsOf(records, report);
  const file = rebuiltStateFile(content, {
    marker: NOTE_MARKER,
    note,
    jurisdictions,
    countyTaxes: map,
    completeCounties: report.completeCounties,
    unincorporatedComplete: report.unincorporatedComplete,
    source,
    places,
  });
  return { file: ordered({ ...file, returnLocations }), report };
}

/**
 * Form ST-2's location codes: each county's record (place number 5000) for its land outside
 * municipalities, and each municipality's record in each county it spans, keyed by the Census place
 * its name matches there. Every Illinois record has a code, flagged or not (a flagged record's rate
 * is the address file's; its code is the file's).
 */
function returnLocationsOf(records: readonly IdorRecord[], report: IdorReport): ReturnLocations {
  const counties: ReturnLocations['counties'] = {};
  const illinois = records.filter((r) => r.countyNumber <= 102);
  for (const r of illinois)
    if (r.placeNumber === 5000) counties[fipsOfCountyNumber(r.countyNumber)] = { code: r.id, name: titleCase(r.name), places: {} };
  const municipalities = illinois.filter((r) => r.placeNumber !== 5000);
  const matches = municipalities.map((r) =>
    matchPlace({ state: STATE, names: [titleCase(r.name)], counties: [fipsOfCountyNumber(r.countyNumber)] }),
  );
  municipalities.forEach((r, i) => {
    const fips = fipsOfCountyNumber(r.countyNumber);
    const name = titleCase(r.name);
    let match = matches[i]!;
    // A municipality's record in a county the Census lists no part of it in (Arlington Heights in Lake
    // County): the place its records in other counties match, where they match one.
    if (match.geoid === null) {
      const elsewhere = new Set(matches.filter((m, j) => municipalities[j]!.name === r.name && m.geoid !== null).map((m) => m.geoid));
      if (elsewhere.size === 1) match = { geoid: [...elsewhere][0]!, name };
    }
    if (match.geoid === null) {
      report.locationsWithoutPlace.push(`${r.id} ${name} (${r.county}): ${match.reason}`);
      return;
    }
    const places = counties[fips]!.places;
    const known = places[match.geoid];
    if (known !== undefined && known.code !== r.id)
      throw new Error(`IDOR file record ${r.line}: ${r.id} and ${known.code} are both ${match.name} in ${r.county} County`);
    places[match.geoid] = { code: r.id, name };
  });
  const sortedCounties = Object.entries(counties)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([fips, c]) => [fips, { ...c, places: Object.fromEntries(Object.entries(c.places).sort(([a], [b]) => a.localeCompare(b))) }]);
  return {
    scheme: 'il-location',
    counties: Object.fromEntries(sortedCounties),
    sources: [IDOR_URL],
    note: `Form ST-2's location codes (https://tax.illinois.gov/forms/sales/salesandusetax/st-2-instructions.html), IDOR's location IDs of the county/municipality rate file: ${illinois.length} records. A county's code is its record's (place number 5000), for its land outside municipalities; a municipality's is its record's in that county, by the Census place its name matches there.${report.locationsWithoutPlace.length > 0 ? ` Not matched to one Census place: ${report.locationsWithoutPlace.join('; ')}.` : ''}`,
  };
}

/** One series from two, the first's figure kept where both speak. */
function preferFirst(a: Segment[], b: Segment[]): Segment[] {
  const days = breakpoints(a, b);
  const out: Segment[] = [];
  for (let i = 0; i < days.length; i++) {
    const v = segmentOn(a, days[i]!) ?? segmentOn(b, days[i]!);
    if (v !== undefined) out.push({ from: days[i]!, to: days[i + 1] ?? null, units: v });
  }
  return merged(out);
}

function jurisdictionOf(id: string, name: string, level: 'county' | 'city'): ContentJurisdiction {
  const registration = `us-${STATE}`;
  return {
    id,
    name,
    level,
    country: 'US',
    registrationIds: [registration],
    inheritsFrom: registration,
    defaultTreatment: { taxable: false },
    taxes: [],
    taxability: [],
  };
}

// ---------------------------------------------------------------------------------------------
// File names

/** The edition's first day from the file name (ordmache-2026-01.txt: 2026-01-01). */
export function editionOf(fileName: string): string {
  const m = /(\d{4})-(\d{2})\.txt$/.exec(fileName);
  if (m === null) throw new Error(`${fileName}: expected ordmache-YYYY-MM.txt`);
  return `${m[1]}-${m[2]}-01`;
}
