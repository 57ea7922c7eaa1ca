// Where a seller stands against one jurisdiction's registration threshold on a given day, from its
// sales per month (and, for the day it was crossed, per day of the month it was crossed in).
// docs/thresholds.md describes each period kind.
import { addDays, inEffect, type IsoDate } from '../dates.ts';
import { Exact } from '../exact.ts';
import { currency as currencyOf } from '../currency.ts';
import type { ThresholdJurisdiction, ThresholdPeriod, ThresholdRule } from './types.ts';

export interface Figures {
  gross: number;
  taxable: number;
  transactionCount: number;
  unconvertedCount: number;
}

export type ThresholdStatus = 'notApproaching' | 'approaching' | 'exceeded' | 'registered';

/** At or above this share of any limit, a threshold is approaching. */
export const APPROACHING_PERCENT = 80;

export interface SellerStanding {
  /** Jurisdiction ids the seller is registered in. */
  registrations: ReadonlySet<string>;
  /** The seller's country (its business address), or null when unknown: then it counts as established outside. */
  country: string | null;
}

export interface Window {
  begin: IsoDate;
  /** Inclusive. */
  end: IsoDate;
  /** Years between the window and the one its crossing obliges (1 for a state measured on the previous year); 0: from the crossing. */
  lagYears: number;
}

export interface Assessment {
  jurisdiction: ThresholdJurisdiction;
  rule: ThresholdRule;
  window: Window;
  sales: { amount: number; transactionCount: number; unconvertedTransactionCount: number };
  /** Limits in minor units of the rule's currency. */
  limit: { salesAmount: number | null; transactionCount: number | null };
  percentOfLimit: number;
  exceeded: boolean;
  approaching: boolean;
  /** Months in which each limit was first crossed, with the figures before them: where to look for the day. */
  crossing: { amount?: { month: IsoDate; before: number }; count?: { month: IsoDate; before: number } } | null;
}

export const monthOf = (day: IsoDate): IsoDate => `${day.slice(0, 7)}-01`;

/** Sales on a rule's basis: taxable sales, or gross ones (a retail basis is counted as gross). */
export const salesOn = (basis: ThresholdRule['basis'], f: Figures): number => (basis === 'taxable' ? f.taxable : f.gross);

/** Months since year 0: windows are walked by number, not by building dates. */
const monthIndex = (day: IsoDate) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const MONTH_KEYS = new Map<number, IsoDate>();
function monthKey(index: number): IsoDate {
  let key = MONTH_KEYS.get(index);
  if (key === undefined)
    MONTH_KEYS.set(index, (key = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`));
  return key;
}

/** The first month any window of the rule in force for this seller on `today` reads, or null without one. */
export function earliestMonth(j: ThresholdJurisdiction, today: IsoDate, standing: SellerStanding): IsoDate | null {
  const rule = ruleOn(j, today, standing);
  return rule === null ? null : windowsOf(rule.period, today)[0]!.begin;
}

/** `day` moved by whole months, keeping its day of the month: meant for a month's first day. */
export function addMonths(day: IsoDate, months: number): IsoDate {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${day.slice(8, 10)}`;
}

/** The start of the period unit (`every` months, the first one starting in `firstMonth`) containing `day`. */
function unitStart(day: IsoDate, firstMonth: number, every: number): IsoDate {
  const month = Number(day.slice(5, 7));
  const back = (((month - firstMonth) % every) + every) % every;
  return addMonths(monthOf(day), -back);
}

/** The windows a rule measures on `today`, oldest first. */
export function windowsOf(period: ThresholdPeriod, today: IsoDate): Window[] {
  switch (period.kind) {
    case 'year': {
      const current = unitStart(today, period.startMonth, 12);
      const lag = { currentOrPrevious: 0, previous: 1, twoYearsPrior: 2 }[period.measured];
      const oldest = period.measured === 'currentOrPrevious' ? 1 : lag;
      const windows: Window[] = [];
      for (let k = oldest; k >= 0; k--) {
        const begin = addMonths(current, -12 * k);
        windows.push({ begin, end: addDays(addMonths(begin, 12), -1), lagYears: lag });
      }
      return windows;
    }
    case 'rolling12Months': {
      const end = addDays(addMonths(monthOf(today), 1), -1);
      return [{ begin: addMonths(monthOf(today), -11), end, lagYears: 0 }];
    }
    case 'precedingQuarters': {
      const current = unitStart(today, period.firstQuarterStartMonth, 3);
      return [{ begin: addMonths(current, -3 * (period.count - 1)), end: addDays(addMonths(current, 3), -1), lagYears: 0 }];
    }
  }
}

/** The rule that applies to this seller on `day`, if any. */
export function ruleOn(j: ThresholdJurisdiction, day: IsoDate, standing: SellerStanding): ThresholdRule | null {
  const inside = standing.country !== null && j.countries.includes(standing.country);
  return (
    j.rules.find((r) => inEffect(day, r.from, r.to) && (r.sellers === 'all' || (r.sellers === 'establishedInside') === inside)) ?? null
  );
}

const minor = (amount: string, code: string) =>
  Exact.parse(amount)
    .times(Exact.of(10 ** (currencyOf(code)?.minorUnits ?? 2)))
    .toNumber();

/** Tenths of a percent, rounded down: 79.99 % is not yet 80 %. */
function percent(value: number, limit: number): number {
  if (limit === 0) return value > 0 ? 100 : 0;
  return Math.floor((value * 1000) / limit) / 10;
}

export function assess(
  j: ThresholdJurisdiction,
  months: ReadonlyMap<IsoDate, Figures>,
  today: IsoDate,
  standing: SellerStanding,
): Assessment | null {
  const rule = ruleOn(j, today, standing);
  if (rule === null) return null;
  const limit = {
    salesAmount: rule.salesAmount === null ? null : minor(rule.salesAmount, rule.currency),
    transactionCount: rule.combine === 'salesOnly' ? null : rule.transactionCount,
  };
  const rank = (a: Assessment) => (a.exceeded ? 2 : a.approaching ? 1 : 0);
  let chosen: Assessment | null = null;
  for (const window of windowsOf(rule.period, today)) {
    let amount = 0;
    let count = 0;
    let unconverted = 0;
    const crossing: NonNullable<Assessment['crossing']> = {};
    for (let index = monthIndex(window.begin), last = monthIndex(window.end); index <= last; index++) {
      const month = monthKey(index);
      const f = months.get(month);
      if (f === undefined) continue;
      if (limit.salesAmount !== null && crossing.amount === undefined && amount + salesOn(rule.basis, f) > limit.salesAmount)
        crossing.amount = { month, before: amount };
      if (limit.transactionCount !== null && crossing.count === undefined && count + f.transactionCount >= limit.transactionCount)
        crossing.count = { month, before: count };
      amount += salesOn(rule.basis, f);
      count += f.transactionCount;
      unconverted += f.unconvertedCount;
    }
    const amountCrossed = limit.salesAmount !== null && amount > limit.salesAmount;
    const countCrossed = limit.transactionCount !== null && count >= limit.transactionCount;
    const exceeded = rule.combine === 'both' ? amountCrossed && countCrossed : amountCrossed || countCrossed;
    const shares = [
      ...(limit.salesAmount !== null ? [percent(amount, limit.salesAmount)] : []),
      ...(limit.transactionCount !== null ? [percent(count, limit.transactionCount)] : []),
    ];
    // A rule that needs both limits is as far along as its less advanced one.
    const percentOfLimit = shares.length === 0 ? 0 : rule.combine === 'both' ? Math.min(...shares) : Math.max(...shares);
    const assessment: Assessment = {
      jurisdiction: j,
      rule,
      window,
      sales: { amount, transactionCount: count, unconvertedTransactionCount: unconverted },
      limit,
      percentOfLimit,
      exceeded,
      approaching: !exceeded && Math.max(0, ...shares) >= APPROACHING_PERCENT,
      crossing: exceeded ? crossing : null,
    };
    // The gravest window wins. Among exceeded ones the earliest, whose crossing obliged first; among
    // the others the latest (the running period).
    if (chosen === null || rank(assessment) > rank(chosen) || (rank(assessment) === rank(chosen) && !assessment.exceeded))
      chosen = assessment;
  }
  return chosen;
}

/**
 * What to look for in the daily figures of a crossing month: the first day on which the running
 * total of `measure` over that month goes above `over` (the limit less what the window held before
 * the month; for a count, one less, since reaching a count crosses it). The store answers these in
 * one read (`firstDaysOver`), a row per question instead of every day of every month.
 */
export interface CrossingQuery {
  limit: 'amount' | 'count';
  month: IsoDate;
  measure: 'gross' | 'taxable' | 'transactionCount';
  over: number;
}

export function crossingQueries(a: Assessment): CrossingQuery[] {
  const queries: CrossingQuery[] = [];
  const { amount, count } = a.crossing ?? {};
  if (amount !== undefined && a.limit.salesAmount !== null) {
    queries.push({
      limit: 'amount',
      month: amount.month,
      measure: a.rule.basis === 'taxable' ? 'taxable' : 'gross',
      over: a.limit.salesAmount - amount.before,
    });
  }
  if (count !== undefined && a.limit.transactionCount !== null) {
    queries.push({ limit: 'count', month: count.month, measure: 'transactionCount', over: a.limit.transactionCount - count.before - 1 });
  }
  return queries;
}

/**
 * The day the window's limits were crossed, from the answers to its crossing queries (a day, or
 * null when the daily figures do not show it: then the crossing month's last day).
 */
export function exceededOn(a: Assessment, found: Partial<Record<CrossingQuery['limit'], IsoDate | null>>): IsoDate | null {
  if (a.crossing === null) return null;
  const dayOf = (limit: CrossingQuery['limit'], c: { month: IsoDate } | undefined) =>
    c === undefined ? null : (found[limit] ?? addDays(addMonths(c.month, 1), -1));
  const days = [dayOf('amount', a.crossing.amount), dayOf('count', a.crossing.count)].filter((d): d is IsoDate => d !== null).sort();
  if (days.length === 0) return null;
  return a.rule.combine === 'both' ? days.at(-1)! : days[0]!;
}

/** The day from which the seller must be registered, given the day the limits were crossed. */
export function obligationBegins(a: Assessment, crossedOn: IsoDate | null): IsoDate | null {
  if (!a.exceeded) return null;
  if (a.window.lagYears > 0) return addMonths(a.window.begin, 12 * a.window.lagYears);
  if (crossedOn === null) return null;
  switch (a.rule.obligationBegins) {
    case 'nextTransaction':
      return addDays(crossedOn, 1);
    case 'firstDayOfNextMonth':
      return addMonths(monthOf(crossedOn), 1);
    case 'firstDayOfNextQuarter': {
      const first = a.rule.period.kind === 'precedingQuarters' ? a.rule.period.firstQuarterStartMonth : 1;
      return addMonths(unitStart(crossedOn, first, 3), 3);
    }
    case 'firstDayOfNextYear':
      return addMonths(unitStart(crossedOn, a.rule.period.kind === 'year' ? a.rule.period.startMonth : 1, 12), 12);
  }
}

export function statusOf(a: Assessment, standing: SellerStanding): ThresholdStatus {
  if (standing.registrations.has(a.jurisdiction.jurisId)) return 'registered';
  return a.exceeded ? 'exceeded' : a.approaching ? 'approaching' : 'notApproaching';
}
