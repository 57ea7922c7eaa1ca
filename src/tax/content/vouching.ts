// How long a fact is vouched for: by the edition of the official table it came from, until the
// publisher's next scheduled edition replaces it (IDOR's January file says nothing about August), or,
// for a statute, a notice or a curated fact, until its state's next scheduled table (the next edition
// of the table its state's content was built from, else the first scheduled month after the source
// was read). Never by the content's own as-of date: a fact is as current as its source, not as the
// day the files were last touched.
import { addDays, type IsoDate } from '../dates.ts';
import type { Schedule, SourceRecord } from './schema.ts';

export interface Vouching {
  /** The last day the fact is vouched for. */
  through: IsoDate;
  /** The edition or source that vouches for it, as answers name it. */
  by: string;
  /** `edition`: an official table's edition, until its next one; `read`: a source without editions, until its region's next table after it was read; `import`: an imported file. */
  kind: 'edition' | 'read' | 'import';
  /** The table whose edition bounds it (its source URL): a newer edition imported renews it (calculate.ts vouchingOn). */
  via?: string;
}

/** Calendar quarters: rates change on their first days in most states. */
export const QUARTERLY = [1, 4, 7, 10] as const;

/** The first day of one of `months` strictly after `date`. */
export function nextScheduled(date: IsoDate, months: readonly number[]): IsoDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const sorted = [...months].sort((a, b) => a - b);
  const next = sorted.find((m) => m > month);
  return next === undefined ? `${year + 1}-${pad(sorted[0]!)}-01` : `${year}-${pad(next)}-01`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Vouching of the facts of a content set, per source and region, worked out once per pair. */
export class VouchingIndex {
  private readonly schedules: ReadonlyMap<string, Schedule>;
  private readonly cache = new Map<string, Vouching>();

  constructor(
    private readonly sources: ReadonlyMap<string, SourceRecord>,
    schedules: readonly Schedule[],
  ) {
    this.schedules = new Map(schedules.map((s) => [s.region, s]));
  }

  /** When `region`'s publisher issues its tables: its schedule's months, or the calendar quarters. */
  scheduleOf(region: string): readonly number[] {
    return this.schedules.get(region)?.months ?? QUARTERLY;
  }

  /**
   * How long one source vouches for a fact of `region`: an official table by its edition, until its
   * next one; any other source (a statute, a notice, a curated fact) until the region's next
   * scheduled table: the next edition of the table the region's content was built from, where it has
   * one, else the first scheduled month after the source was read. Then the later of that and what
   * the source was re-checked against.
   */
  ofSource(url: string, region: string): Vouching {
    const key = `${region} ${url}`;
    let v = this.cache.get(key);
    if (v !== undefined) return v;
    const s = this.sources.get(url);
    const table = this.schedules.get(region)?.table;
    if (s?.edition !== undefined)
      v = { through: addDays(s.edition.replacedOn, -1), by: `${s.authority}, ${s.edition.name}`, kind: 'edition', via: url };
    else if (table !== undefined && table !== url) v = this.ofSource(table, region);
    else if (s === undefined) v = { through: '0000-01-01', by: url, kind: 'read' };
    else
      v = {
        through: addDays(nextScheduled(s.retrieved, this.scheduleOf(region)), -1),
        by: `${s.authority}, "${s.title}" (read ${s.retrieved})`,
        kind: 'read',
      };
    // A cycle in recheckedAgainst is a content error the validator reports; here it only ends the walk.
    this.cache.set(key, v);
    for (const later of s?.recheckedAgainst ?? []) {
      const r = this.ofSource(later, region);
      if (r.through > v.through) v = { ...r, by: `${v.by}, re-checked against ${r.by}` };
    }
    this.cache.set(key, v);
    return v;
  }

  /**
   * How long a fact citing `urls` is vouched for: the longest its official sources vouch (a
   * secondary source vouches for nothing an official one cited beside it does not), and only where
   * none is official, the longest of the others. In a region built from an official table, every
   * fact is bounded by the table's edition.
   */
  ofFact(urls: readonly string[], region: string): Vouching {
    const official = urls.filter((u) => this.sources.get(u)?.official === true);
    let best: Vouching | undefined;
    for (const url of official.length > 0 ? official : urls) {
      const v = this.ofSource(url, region);
      if (best === undefined || v.through > best.through) best = v;
    }
    return best ?? { through: '0000-01-01', by: 'no source', kind: 'read' };
  }
}

/** The region a jurisdiction's facts belong to: `US-IL` for a US jurisdiction (ids are `us-<state>…`), its country elsewhere. */
export function regionOfJurisdiction(j: { id: string; country: string }): string {
  return j.country === 'US' ? `US-${j.id.slice(3, 5).toUpperCase()}` : j.country;
}

/** A rate in force on a day, with what vouches for it. */
export interface VouchedRate {
  region: string;
  jurisId: string;
  tax: string;
  rate: string;
  from: IsoDate | null;
  vouched: Vouching;
}

/** Every built-in rate in force on `date` with its vouching (rates of a data set vouched as a whole have none and are left out). */
export function ratesInForce(
  jurisdictions: readonly {
    id: string;
    country: string;
    taxes: readonly { name: string; rates: readonly { rate: string; from: IsoDate | null; to: IsoDate | null; vouched?: Vouching }[] }[];
  }[],
  date: IsoDate,
): VouchedRate[] {
  const list: VouchedRate[] = [];
  for (const j of jurisdictions)
    for (const t of j.taxes)
      for (const r of t.rates)
        if (r.vouched !== undefined && (r.from === null || r.from <= date) && (r.to === null || date < r.to))
          list.push({ region: regionOfJurisdiction(j), jurisId: j.id, tax: t.name, rate: r.rate, from: r.from, vouched: r.vouched });
  return list;
}

/** One source or edition behind a region's rates in force: the day it vouches through and how many rates rest on it. */
export interface EditionInForce {
  by: string;
  kind: Vouching['kind'];
  /** The table whose edition bounds it, when there is one (Vouching.via). */
  via?: string;
  through: IsoDate;
  rates: number;
}

const inForceOn = new WeakMap<readonly unknown[], { date: IsoDate; editions: ReadonlyMap<string, EditionInForce[]> }>();

/**
 * Per region, what vouches for the rates of `jurisdictions` in force on `date`, earliest first:
 * worked out once per content set and day, for the status, the console and the metrics alike.
 */
export function editionsInForce(jurisdictions: Parameters<typeof ratesInForce>[0], date: IsoDate): ReadonlyMap<string, EditionInForce[]> {
  let known = inForceOn.get(jurisdictions);
  if (known?.date !== date) {
    known = { date, editions: editionsByRegion(ratesInForce(jurisdictions, date)) };
    inForceOn.set(jurisdictions, known);
  }
  return known.editions;
}

/** Per region, what vouches for these rates, earliest first. */
export function editionsByRegion(rates: readonly VouchedRate[]): Map<string, EditionInForce[]> {
  const byRegion = new Map<string, Map<string, EditionInForce>>();
  for (const r of rates) {
    const editions = byRegion.get(r.region) ?? new Map<string, EditionInForce>();
    const e = editions.get(r.vouched.by) ?? {
      by: r.vouched.by,
      kind: r.vouched.kind,
      ...(r.vouched.via !== undefined ? { via: r.vouched.via } : {}),
      through: r.vouched.through,
      rates: 0,
    };
    e.rates++;
    editions.set(r.vouched.by, e);
    byRegion.set(r.region, editions);
  }
  return new Map(
    [...byRegion].map(([region, editions]) => [
      region,
      [...editions.values()].sort((a, b) => a.through.localeCompare(b.through) || a.by.localeCompare(b.by)),
    ]),
  );
}

/** An official table's edition (sources.json `edition`) named `name`, for rates from `from`, replaced by the publisher's next one on its schedule. */
export function scheduledEdition(name: string, from: IsoDate, months: readonly number[] = QUARTERLY) {
  return { name, from, replacedOn: nextScheduled(from, months) };
}
