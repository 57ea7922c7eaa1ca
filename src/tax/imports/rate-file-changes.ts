// What a new edition of a Streamlined Sales Tax rate file changes against the one in force, and
// whether its rates are plausible at all. Pure: `levy data update` reports the first before it
// imports the file, and refuses a file that fails the second.
import { countyName } from '../address/zip-places.ts';
import type { IsoDate } from '../dates.ts';
import { Exact } from '../exact.ts';
import type { SstRateRow } from './sst-rates.ts';

export interface RateChange {
  /** The jurisdiction as the tax core names it once the file is loaded (us-MN-sst-00-053). */
  jurisId: string;
  name: string;
  change: 'up' | 'down' | 'added' | 'ended';
  /** The first day the new file answers differently. */
  from: IsoDate;
  /** Percent texts ("0.15"); null where the jurisdiction has no rate that day. */
  oldRate: string | null;
  newRate: string | null;
}

/** The highest rate one jurisdiction of a US rate file may carry: no state or local sales tax comes near it. */
const MAX_RATE = Exact.of('0.10');

/** The first row whose rate is negative or above 10 %, with a message; null when every rate is plausible. */
export function implausibleRate(rows: readonly SstRateRow[]): { line: number; message: string } | null {
  for (const row of rows) {
    for (const rate of [row.generalIntrastate, row.generalInterstate, row.foodDrugIntrastate, row.foodDrugInterstate]) {
      if (rate === null) continue;
      const value = Exact.parse(rate.fraction);
      if (value.isNegative() || value.greaterThan(MAX_RATE))
        return { line: row.line, message: `a rate of ${rate.percent}% is outside 0-10%: not a sales tax rate` };
    }
  }
  return null;
}

type Period = { rate: string; from: IsoDate; to: IsoDate | null };

/** Interstate general rate periods (the rate Levy's remote sellers charge) per jurisdiction, the state's own row excluded. */
function periodsByJurisdiction(rows: readonly SstRateRow[]): Map<string, { row: SstRateRow; periods: Period[] }> {
  const byKey = new Map<string, { row: SstRateRow; periods: Period[] }>();
  for (const row of rows) {
    if (row.jurisdictionType === '45') continue;
    const rate = row.generalInterstate ?? row.generalIntrastate;
    if (rate === null) continue;
    const key = `${row.jurisdictionType}-${row.jurisdictionFips}`;
    const entry = byKey.get(key) ?? { row, periods: [] };
    entry.periods.push({ rate: Exact.parse(rate.percent).toFixed(), from: row.from, to: row.to });
    byKey.set(key, entry);
  }
  return byKey;
}

const rateOn = (periods: readonly Period[] | undefined, date: IsoDate) =>
  periods?.find((p) => p.from <= date && (p.to === null || date < p.to))?.rate ?? null;

/**
 * Every day the new file answers a jurisdiction differently from the old one, from `since` on
 * (earlier history is of no interest to an update): a rate up or down, a jurisdiction added, or ended.
 */
export function sstRateChanges(
  state: string,
  oldRows: readonly SstRateRow[],
  newRows: readonly SstRateRow[],
  since: IsoDate,
): RateChange[] {
  const before = periodsByJurisdiction(oldRows);
  const after = periodsByJurisdiction(newRows);
  const changes: RateChange[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(key)?.periods;
    const next = after.get(key)?.periods;
    const days = [
      ...new Set([
        since,
        ...[...(old ?? []), ...(next ?? [])].flatMap((p) => [p.from, p.to]).filter((d): d is IsoDate => d !== null && d > since),
      ]),
    ].sort();
    let previous: string | null = null;
    for (const day of days) {
      const [o, n] = [rateOn(old, day), rateOn(next, day)];
      const difference = o === n ? null : `${o}>${n}`;
      if (difference !== null && difference !== previous) {
        const row = (after.get(key) ?? before.get(key))!.row;
        changes.push({
          jurisId: `us-${state}-sst-${key}`,
          name: nameOf(row),
          change: o === null ? 'added' : n === null ? 'ended' : Exact.parse(n).greaterThan(Exact.parse(o)) ? 'up' : 'down',
          from: day,
          oldRate: o,
          newRate: n,
        });
      }
      previous = difference;
    }
  }
  return changes.sort((a, b) => a.from.localeCompare(b.from) || a.jurisId.localeCompare(b.jurisId));
}

/** The rate file names nothing: counties by the ZIP table's names, others by their codes. */
function nameOf(row: SstRateRow): string {
  const county = row.jurisdictionType === '00' ? countyName(row.stateFips + row.jurisdictionFips) : null;
  return county !== null
    ? `${county} County`
    : `${row.kind} ${row.jurisdictionFips}${row.kind === 'district' ? ` (type ${row.jurisdictionType})` : ''}`;
}
