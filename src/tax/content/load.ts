// Builds a content set (what the tax core answers from) from the texts of the content files: each
// file parsed by its schema, facts turned into the engine's dated shapes, and the whole named by a
// version (its as-of date and a hash of the files). Pure: the caller reads the files.
import { createHash } from 'node:crypto';
import type { ThresholdJurisdiction, ThresholdRule } from '../thresholds/types.ts';
import {
  schemaOf,
  type ContentJurisdiction,
  type JurisdictionFile,
  type Manifest,
  type ReturnLocations,
  type SourceRecord,
  type SourcesFile,
  type TaxabilityFile,
  type ThresholdsFile,
} from './schema.ts';
import type { Dated, JurisdictionData, TaxabilityPeriod, UsCountyTaxes, UsElection, UsPlace } from './types.ts';
import { regionOfJurisdiction, VouchingIndex, type Vouching } from './vouching.ts';

export interface ContentFile {
  /** Relative to the content folder, with forward slashes: `us/ca.json`. */
  path: string;
  text: string;
}

export interface ContentRegion {
  /** `US-CA`, `US-DC`, `US-PR` for US states, DC and territories; the ISO code for a country (`CA`, `DE`, `GB`). */
  id: string;
  name: string;
  /** The content file that holds the region's facts (`content/us/ca.json`). */
  file: string;
}

export interface ContentSet {
  /** `<asOf>+<first 12 hex digits of hash>`: names this content in answers, transactions and the history. */
  version: string;
  /** The day through which the content was checked against its sources. */
  asOf: string;
  /** sha256 over every file's path and bytes. */
  hash: string;
  /** The files' paths, in order. */
  files: string[];
  regions: ContentRegion[];
  sources: ReadonlyMap<string, SourceRecord>;
  categories: { id: string; name: string }[];
  jurisdictions: JurisdictionData[];
  places: UsPlace[];
  countyTaxes: UsCountyTaxes[];
  statewideLocals: Record<string, string[]>;
  countyPlaces: { state: string; place: string; counties: string[] }[];
  /** By state: the location codes its return reports sales by (JurisdictionFile.returnLocations). */
  returnLocations: ReadonlyMap<string, ReturnLocations>;
  /** Remote-seller elections by state: what a registration's election replaces, and with which jurisdictions. */
  elections: UsElection[];
  thresholds: ThresholdJurisdiction[];
}

/** A content file that does not parse: the file and the place in it. */
export class ContentFileError extends Error {
  constructor(
    readonly path: string,
    readonly at: string,
    message: string,
  ) {
    super(`content/${path}${at === '' ? '' : ` at ${at}`}: ${message}`);
  }
}

/** A content file checked against its schema: its data, or every problem in it with where it is. */
export function checkContentFile(
  file: ContentFile,
): { ok: true; data: unknown } | { ok: false; problems: { at: string; message: string }[] } {
  const schema = schemaOf(file.path);
  if (schema === null)
    return {
      ok: false,
      problems: [
        {
          at: '',
          message:
            'not a content file: expected manifest.json, sources.json, thresholds.json, taxability.json, canada.json, eu.json, us/<state>.json or countries/<iso>.json',
        },
      ],
    };
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch (err) {
    return { ok: false, problems: [{ at: '', message: `not JSON: ${(err as Error).message}` }] };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((issue) => ({ at: locate(json, issue.path), message: issue.message })) };
  return { ok: true, data: parsed.data };
}

/** The JSON of a file, checked against its schema; its first problem thrown. */
export function parseContentFile(file: ContentFile): unknown {
  const checked = checkContentFile(file);
  if (!checked.ok) throw new ContentFileError(file.path, checked.problems[0]!.at, checked.problems[0]!.message);
  return checked.data;
}

/**
 * Where in a file a path points, named so a person finds it: the enclosing jurisdiction or rule by
 * id and the rest as a JSON path (`jurisdictions[3] us-CA-la-county .taxes[0].rates[1].rate`).
 */
export function locate(json: unknown, path: readonly PropertyKey[]): string {
  let at = '';
  let node: unknown = json;
  for (const key of path) {
    at += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
    node = node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    const name =
      node !== null && typeof node === 'object'
        ? ((node as { id?: unknown; jurisId?: unknown }).id ?? (node as { jurisId?: unknown }).jurisId)
        : undefined;
    if (typeof key === 'number' && typeof name === 'string') at += ` (${name})`;
  }
  return at.replace(/^\./, '');
}

/** The citation text of a fact: its note, or else its sources as URL — authority, "title". */
function citation(f: { sources: string[]; note?: string | undefined }, sources: ReadonlyMap<string, SourceRecord>): string {
  if (f.note !== undefined) return f.note;
  return f.sources
    .map((url) => {
      const s = sources.get(url);
      return s === undefined ? url : `${url} — ${s.authority}, "${s.title}"`;
    })
    .join('; ');
}

/** A fact's period and citation as the engine holds them. */
const datedOf =
  (sources: ReadonlyMap<string, SourceRecord>) =>
  <F extends { from: string | null; to: string | null; sources: string[]; note?: string | undefined }>(f: F): Dated => ({
    from: f.from,
    to: f.to,
    source: citation(f, sources),
    sources: f.sources,
  });

/**
 * A content jurisdiction as the engine answers with it, each rate vouched for as `vouch` says: by
 * its sources' editions for the built-in content, by the imported file for an operator's imported
 * official table (its rate overrides, src/tax/imports/official-tables/rate-overrides.ts). The one
 * conversion both go through.
 */
export function jurisdictionDataOf(
  j: ContentJurisdiction,
  sources: ReadonlyMap<string, SourceRecord>,
  vouch: (sources: readonly string[]) => Vouching,
): JurisdictionData {
  const dated = datedOf(sources);
  const taxability = (t: ContentJurisdiction['taxability'][number]): TaxabilityPeriod => ({
    ...dated(t),
    category: t.category,
    treatment: t.treatment,
  });
  return {
    id: j.id,
    name: j.name,
    level: j.level,
    country: j.country,
    registrationIds: j.registrationIds,
    taxes: j.taxes.map((t) => ({
      name: t.name,
      rates: t.rates.map((r) => ({ ...dated(r), rate: r.rate, vouched: vouch(r.sources) })),
      ...(t.taxability !== undefined ? { taxability: t.taxability.map(taxability) } : {}),
    })),
    taxability: j.taxability.map(taxability),
    defaultTreatment: j.defaultTreatment,
    ...(j.inheritsFrom !== undefined ? { inheritsFrom: j.inheritsFrom } : {}),
    ...(j.hasLocalTaxes !== undefined ? { hasLocalTaxes: j.hasLocalTaxes } : {}),
    ...(j.sourcing !== undefined ? { sourcing: j.sourcing } : {}),
    ...(j.taxIdName !== undefined ? { taxIdName: j.taxIdName } : {}),
    ...(j.b2bReverseCharge !== undefined ? { b2bReverseCharge: j.b2bReverseCharge } : {}),
    ...(j.coversImportedLevel !== undefined ? { coversImportedLevel: j.coversImportedLevel } : {}),
    ...(j.unconfirmedChanges !== undefined
      ? {
          unconfirmedChanges: j.unconfirmedChanges.map((c) => ({
            from: c.from,
            rate: c.rate,
            source: `${c.note} (${citation({ sources: c.sources }, sources)})`,
          })),
        }
      : {}),
  };
}

export function buildContent(files: readonly ContentFile[]): ContentSet {
  const parsed = new Map(files.map((f) => [f.path, parseContentFile(f)]));
  const need = <T>(path: string): T => {
    const file = parsed.get(path);
    if (file === undefined) throw new ContentFileError(path, '', 'missing');
    return file as T;
  };
  const manifest = need<Manifest>('manifest.json');
  const sourcesFile = need<SourcesFile>('sources.json');
  const sources = new Map(sourcesFile.sources.map((s) => [s.url, s]));
  const dated = datedOf(sources);
  const vouching = new VouchingIndex(sources, sourcesFile.schedules ?? []);
  const jurisdictions: JurisdictionData[] = [];
  const places: UsPlace[] = [];
  const countyTaxes: UsCountyTaxes[] = [];
  const statewideLocals: Record<string, string[]> = {};
  const countyPlaces: ContentSet['countyPlaces'] = [];
  const elections: UsElection[] = [];
  const returnLocations = new Map<string, ReturnLocations>();
  const regions: ContentRegion[] = [];
  const sorted = [...parsed.keys()].sort();
  for (const path of sorted) {
    const schema = schemaOf(path);
    if (!/^(us\/|canada|eu|countries\/)/.test(path) || schema === null) continue;
    const file = parsed.get(path) as JurisdictionFile;
    const own: JurisdictionData[] = file.jurisdictions.map((j) => {
      const region = regionOfJurisdiction(j);
      return jurisdictionDataOf(j, sources, (urls) => vouching.ofFact(urls, region));
    });
    jurisdictions.push(...own);
    regions.push(...regionsOf(path, own));
    const state = /^us\/([a-z]{2})\.json$/.exec(path)?.[1]?.toUpperCase();
    if (state === undefined) continue;
    if (file.statewideLocals !== undefined) statewideLocals[state] = file.statewideLocals;
    for (const p of file.places ?? [])
      places.push({
        state,
        names: p.names,
        ...(p.geoid !== undefined ? { geoid: p.geoid } : {}),
        jurisdictions: p.jurisdictions,
        ...(p.counties !== undefined ? { counties: p.counties } : {}),
        ...(p.partlyOutside !== undefined ? { partlyOutside: p.partlyOutside } : {}),
      });
    if (file.returnLocations !== undefined) returnLocations.set(state, file.returnLocations);
    for (const c of file.countyPlaces ?? []) countyPlaces.push({ state, place: c.place, counties: c.counties });
    for (const e of file.elections ?? [])
      elections.push({
        state,
        id: e.id,
        name: e.name,
        replaces: e.replaces,
        jurisdictions: e.jurisdictions,
        source: citation(e, sources),
        sources: e.sources,
      });
    if (file.counties !== undefined) {
      const named = new Set([...Object.values(file.counties.taxes), ...Object.values(file.counties.unincorporatedTaxes ?? {})].flat());
      countyTaxes.push({
        state,
        complete: file.counties.complete,
        ...(file.counties.incompleteCounties !== undefined ? { incompleteCounties: file.counties.incompleteCounties } : {}),
        ...(file.counties.completeCounties !== undefined ? { completeCounties: file.counties.completeCounties } : {}),
        ...(file.counties.unincorporatedComplete !== undefined ? { unincorporatedComplete: file.counties.unincorporatedComplete } : {}),
        counties: file.counties.taxes,
        ...(file.counties.unincorporatedTaxes !== undefined ? { unincorporatedTaxes: file.counties.unincorporatedTaxes } : {}),
        jurisdictions: own.filter((j) => named.has(j.id)),
      });
    }
  }

  const thresholds: ThresholdJurisdiction[] = need<ThresholdsFile>('thresholds.json').jurisdictions.map((t) => ({
    jurisId: t.jurisId,
    name: t.name,
    ...(t.members !== undefined ? { members: t.members } : {}),
    countries: t.countries,
    rules: t.rules.map((r): ThresholdRule => {
      const { sources: _sources, note: _note, from: _from, to: _to, ...rule } = r;
      return { ...rule, ...dated(r) };
    }),
  }));

  const hash = contentHash(files);
  return {
    version: `${manifest.asOf}+${hash.slice(0, 12)}`,
    asOf: manifest.asOf,
    hash,
    files: files.map((f) => f.path).sort(),
    // US states, DC and territories first, then the countries, each by id.
    regions: regions.sort((a, b) => Number(!a.id.startsWith('US-')) - Number(!b.id.startsWith('US-')) || a.id.localeCompare(b.id)),
    sources,
    categories: need<TaxabilityFile>('taxability.json').categories,
    jurisdictions,
    places,
    countyTaxes,
    statewideLocals,
    countyPlaces,
    returnLocations,
    elections,
    thresholds,
  };
}

/** sha256 over the files in path order, each as its path, a NUL, its bytes and a NUL. */
export function contentHash(files: readonly ContentFile[]): string {
  const hash = createHash('sha256');
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) hash.update(f.path).update('\0').update(f.text).update('\0');
  return hash.digest('hex');
}

/** US territories resolve as countries of their own, but belong with the states in every listing. */
const US_TERRITORIES = new Set(['PR', 'VI', 'GU', 'AS', 'MP']);

function regionsOf(path: string, own: JurisdictionData[]): ContentRegion[] {
  const file = `content/${path}`;
  if (path.startsWith('us/')) {
    const top = own.find((j) => j.level === 'state') ?? own[0]!;
    const code = path.slice(3, 5).toUpperCase();
    return [{ id: `US-${code}`, name: top.name, file }];
  }
  const byCountry = new Map<string, string>();
  for (const j of own)
    if (!byCountry.has(j.country)) byCountry.set(j.country, j.level === 'federal' ? j.name.replace(/ \(federal\)$/, '') : j.name);
  return [...byCountry].map(([country, name]) => ({ id: US_TERRITORIES.has(country) ? `US-${country}` : country, name, file }));
}
