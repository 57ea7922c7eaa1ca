// Rate changes in a window of days: where a jurisdiction's rate on a day differs from its rate the
// day before. Pure: the caller passes the jurisdictions (the built-in content's, or its own).
//
// A change is looked for on every day a dated rate row begins or ends (a new tax begins, a tax
// ends: its rate goes to 0). The jurisdiction's rate on a day is the sum of its taxes' rates in
// force that day, so a row that is only re-dated (same rate, new `from`) is no change, and two
// taxes of one jurisdiction that change on the same day make one change.
import { addDays, inEffect, type IsoDate } from './dates.ts';
import type { JurisdictionData, RatePeriod } from './content/types.ts';
import { Exact, ZERO } from './exact.ts';

export interface RateChange {
  jurisId: string;
  /** The jurisdiction's name. */
  name: string;
  /** The first day of the new rate. */
  day: IsoDate;
  /** Percent as decimal strings ("6.50"), the sum of the jurisdiction's taxes; "0" where none was (or is) in force. */
  oldRate: string;
  newRate: string;
  /** The citation of the rows that begin on the day (or, for a tax that ends, of the rows that end). */
  source: string;
}

/** How far back and ahead a seller is told about rate changes. */
export const RATE_CHANGES_DAYS_BACK = 30;
export const RATE_CHANGES_DAYS_AHEAD = 90;

/** The days whose changes a seller is told about on `today`: from 30 days back to 90 days ahead, both included. */
export function rateChangeWindow(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(today, -RATE_CHANGES_DAYS_BACK), to: addDays(today, RATE_CHANGES_DAYS_AHEAD) };
}

/** Changes of the given jurisdictions on days in [window.from, window.to] (both included), by day then jurisdiction id. */
export function rateChanges(jurisdictions: readonly JurisdictionData[], window: { from: IsoDate; to: IsoDate }): RateChange[] {
  const changes: RateChange[] = [];
  for (const j of jurisdictions) {
    const rows = j.taxes.flatMap((t) => t.rates);
    const days = new Set<IsoDate>();
    for (const row of rows) {
      if (row.from !== null && row.from >= window.from && row.from <= window.to) days.add(row.from);
      if (row.to !== null && row.to >= window.from && row.to <= window.to) days.add(row.to);
    }
    for (const day of [...days].sort()) {
      const before = addDays(day, -1);
      const oldRate = rateOn(j, before);
      const newRate = rateOn(j, day);
      if (Exact.parse(oldRate).equals(Exact.parse(newRate))) continue;
      const beginning = rows.filter((r) => r.from === day);
      const cited = beginning.length > 0 ? beginning : rows.filter((r) => r.to === day);
      changes.push({ jurisId: j.id, name: j.name, day, oldRate, newRate, source: citation(cited) });
    }
  }
  return changes.sort((a, b) => (a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.jurisId < b.jurisId ? -1 : a.jurisId > b.jurisId ? 1 : 0));
}

/** The jurisdiction's rate on `day`: the sum of its taxes' rows in force, written with as many decimals as the most precise of them. */
function rateOn(j: JurisdictionData, day: IsoDate): string {
  const rates = j.taxes.flatMap((t) => t.rates.filter((r) => inEffect(day, r.from, r.to)).slice(0, 1)).map((r) => r.rate);
  if (rates.length === 0) return '0';
  if (rates.length === 1) return rates[0]!;
  const places = Math.max(...rates.map((r) => (r.split('.')[1] ?? '').length));
  return rates.reduce((sum, r) => sum.plus(Exact.parse(r)), ZERO).toFixed(places);
}

function citation(rows: readonly RatePeriod[]): string {
  return [...new Set(rows.map((r) => r.source))].join('; ');
}
