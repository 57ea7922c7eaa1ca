// Threshold evaluation (src/tax/thresholds/evaluate.ts) and exposure (src/tax/thresholds/exposure.ts)
// against the real rules of content/thresholds.json: the windows of every period kind, status
// and percent at the edges, the day a limit was crossed, the day registration is due, and what a
// stored record adds per threshold jurisdiction (bases, members, worldwide turnover, counts and
// currency conversion). Every test uses a fixed `today`; none reads the clock.
import { random } from '../../support/fuzz.ts';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../../src/tax/dates.ts';
import { Exact } from '../../../src/tax/exact.ts';
import {
  addMonths,
  assess,
  crossingQueries,
  ecbConverter,
  exceededOn as exceededOnFound,
  exposureOf,
  indexThresholds,
  monthOf,
  obligationBegins,
  ruleOn,
  statusOf,
  THRESHOLD_JURISDICTIONS,
  THRESHOLDS,
  windowsOf,
  type Assessment,
  type CrossingQuery,
  type ExposureEntry,
  type Figures,
  type SellerStanding,
  type StoredRecord,
  type ThresholdJurisdiction,
  type ThresholdPeriod,
  type ThresholdRule,
  type ThresholdStatus,
} from '../../../src/tax/thresholds/index.ts';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const TODAY = '2026-11-25';

/**
 * The store's firstDaysOver, on days in memory: the first day of the query's month on which the
 * running total of its measure goes above `over` (the integration tests run the SQL itself).
 */
function firstDayOver(days: ReadonlyMap<IsoDate, Figures>, q: CrossingQuery): IsoDate | null {
  let total = 0;
  for (const day of [...days.keys()].filter((d) => d.startsWith(q.month.slice(0, 8))).sort()) {
    total += days.get(day)![q.measure];
    if (total > q.over) return day;
  }
  return null;
}

/** The crossing day of an assessment, given the daily figures of its months. */
function exceededOn(a: Assessment, days: ReadonlyMap<IsoDate, Figures>): IsoDate | null {
  return exceededOnFound(a, Object.fromEntries(crossingQueries(a).map((q) => [q.limit, firstDayOver(days, q)])));
}

function jurisdiction(id: string): ThresholdJurisdiction {
  const j = THRESHOLDS.byId.get(id);
  if (j === undefined) throw new Error(`no threshold jurisdiction ${id}`);
  return j;
}

const standing = (country: string | null, ...registrations: string[]): SellerStanding => ({
  registrations: new Set(registrations),
  country,
});
const US_SELLER = standing('US');

/** The rule in force for a US seller on `day`. */
function ruleIn(id: string, day: IsoDate = TODAY, who: SellerStanding = US_SELLER): ThresholdRule {
  const rule = ruleOn(jurisdiction(id), day, who);
  if (rule === null) throw new Error(`no rule for ${id} on ${day}`);
  return rule;
}
const periodOf = (id: string, day: IsoDate = TODAY): ThresholdPeriod => ruleIn(id, day).period;

/** A jurisdiction with one rule: the one in force today, patched. */
function withRule(id: string, patch: Partial<ThresholdRule>, day: IsoDate = TODAY): ThresholdJurisdiction {
  return { ...jurisdiction(id), rules: [{ ...ruleIn(id, day), ...patch }] };
}

const fig = (gross: number, more: Partial<Figures> = {}): Figures => ({
  gross,
  taxable: gross,
  transactionCount: 1,
  unconvertedCount: 0,
  ...more,
});
const figures = (entries: Record<string, Figures>): Map<string, Figures> => new Map(Object.entries(entries));

function assessed(
  j: ThresholdJurisdiction | string,
  months: Map<string, Figures>,
  today: IsoDate = TODAY,
  who: SellerStanding = US_SELLER,
): Assessment {
  const a = assess(typeof j === 'string' ? jurisdiction(j) : j, months, today, who);
  if (a === null) throw new Error('no assessment');
  return a;
}

const status = (
  j: ThresholdJurisdiction | string,
  months: Map<string, Figures>,
  today: IsoDate = TODAY,
  who: SellerStanding = US_SELLER,
): ThresholdStatus => statusOf(assessed(j, months, today, who), who);

// ---------------------------------------------------------------------------------------------
// 1. Windows
// ---------------------------------------------------------------------------------------------

describe('monthOf and addMonths', () => {
  it('takes the first day of the month, and moves month-firsts across years both ways', () => {
    expect(monthOf('2026-03-17')).toBe('2026-03-01');
    expect(monthOf('2026-12-31')).toBe('2026-12-01');
    expect(addMonths('2026-11-01', 3)).toBe('2027-02-01');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
    expect(addMonths('2026-01-01', -13)).toBe('2024-12-01');
    expect(addMonths('2026-12-01', -36)).toBe('2023-12-01');
    expect(addMonths('2026-05-01', 0)).toBe('2026-05-01');
    expect(addMonths('2026-05-01', 24)).toBe('2028-05-01');
  });
});

describe('windowsOf', () => {
  it('encodes the data rules with the expected period shapes', () => {
    expect(periodOf('us-WA')).toEqual({ kind: 'year', startMonth: 1, measured: 'currentOrPrevious' });
    expect(periodOf('us-AL')).toEqual({ kind: 'year', startMonth: 1, measured: 'previous' });
    expect(periodOf('jp-jct')).toEqual({ kind: 'year', startMonth: 1, measured: 'twoYearsPrior' });
    expect(periodOf('us-CT')).toEqual({ kind: 'year', startMonth: 10, measured: 'previous' });
    expect(periodOf('us-TX')).toEqual({ kind: 'rolling12Months' });
    expect(periodOf('us-NY')).toEqual({ kind: 'precedingQuarters', count: 4, firstQuarterStartMonth: 3 });
    expect(periodOf('us-IL')).toEqual({ kind: 'precedingQuarters', count: 4, firstQuarterStartMonth: 1 });
  });

  it('calendar year, current or previous: the previous and the current year, no lag', () => {
    expect(windowsOf(periodOf('us-WA'), TODAY)).toEqual([
      { begin: '2025-01-01', end: '2025-12-31', lagYears: 0 },
      { begin: '2026-01-01', end: '2026-12-31', lagYears: 0 },
    ]);
    // The first and last day of a year are in that year.
    expect(windowsOf(periodOf('us-WA'), '2026-01-01').map((w) => w.begin)).toEqual(['2025-01-01', '2026-01-01']);
    expect(windowsOf(periodOf('us-WA'), '2026-12-31').map((w) => w.begin)).toEqual(['2025-01-01', '2026-01-01']);
  });

  it('previous calendar year: the previous year and the running one, each obliging a year later', () => {
    expect(windowsOf(periodOf('us-AL'), TODAY)).toEqual([
      { begin: '2025-01-01', end: '2025-12-31', lagYears: 1 },
      { begin: '2026-01-01', end: '2026-12-31', lagYears: 1 },
    ]);
  });

  it('two years prior (Japan): three windows, each obliging two years later', () => {
    expect(windowsOf(periodOf('jp-jct'), TODAY)).toEqual([
      { begin: '2024-01-01', end: '2024-12-31', lagYears: 2 },
      { begin: '2025-01-01', end: '2025-12-31', lagYears: 2 },
      { begin: '2026-01-01', end: '2026-12-31', lagYears: 2 },
    ]);
  });

  it("Connecticut's October–September year", () => {
    const ct = periodOf('us-CT');
    expect(windowsOf(ct, TODAY)).toEqual([
      { begin: '2025-10-01', end: '2026-09-30', lagYears: 1 },
      { begin: '2026-10-01', end: '2027-09-30', lagYears: 1 },
    ]);
    // September 30 is still in the year that began the October before.
    expect(windowsOf(ct, '2026-09-30')).toEqual([
      { begin: '2024-10-01', end: '2025-09-30', lagYears: 1 },
      { begin: '2025-10-01', end: '2026-09-30', lagYears: 1 },
    ]);
    expect(windowsOf(ct, '2026-10-01').at(-1)).toEqual({ begin: '2026-10-01', end: '2027-09-30', lagYears: 1 });
    expect(windowsOf(ct, '2027-01-15').at(-1)).toEqual({ begin: '2026-10-01', end: '2027-09-30', lagYears: 1 });
  });

  it('rolling 12 months: the current month and the 11 before it, to the last day of the month', () => {
    expect(windowsOf(periodOf('us-TX'), TODAY)).toEqual([{ begin: '2025-12-01', end: '2026-11-30', lagYears: 0 }]);
    // Month-end edges: the 31st of January, and a leap February.
    expect(windowsOf(periodOf('us-TX'), '2026-01-31')).toEqual([{ begin: '2025-02-01', end: '2026-01-31', lagYears: 0 }]);
    expect(windowsOf(periodOf('us-TX'), '2026-01-01')).toEqual([{ begin: '2025-02-01', end: '2026-01-31', lagYears: 0 }]);
    expect(windowsOf(periodOf('us-TX'), '2028-02-29')).toEqual([{ begin: '2027-03-01', end: '2028-02-29', lagYears: 0 }]);
    expect(windowsOf(periodOf('us-TX'), '2026-02-28')).toEqual([{ begin: '2025-03-01', end: '2026-02-28', lagYears: 0 }]);
  });

  it("New York's sales-tax quarters (March–May, June–August, September–November, December–February)", () => {
    const ny = periodOf('us-NY');
    expect(windowsOf(ny, TODAY)).toEqual([{ begin: '2025-12-01', end: '2026-11-30', lagYears: 0 }]);
    // December starts a quarter that ends on the last day of February (inclusive end).
    expect(windowsOf(ny, '2026-12-05')).toEqual([{ begin: '2026-03-01', end: '2027-02-28', lagYears: 0 }]);
    expect(windowsOf(ny, '2027-12-05')).toEqual([{ begin: '2027-03-01', end: '2028-02-29', lagYears: 0 }]);
    // January and February belong to the quarter that began in December.
    expect(windowsOf(ny, '2026-02-15')).toEqual([{ begin: '2025-03-01', end: '2026-02-28', lagYears: 0 }]);
    expect(windowsOf(ny, '2026-03-01')).toEqual([{ begin: '2025-06-01', end: '2026-05-31', lagYears: 0 }]);
  });

  it('calendar quarters (Illinois): the four quarters ending with the current one', () => {
    const il = periodOf('us-IL');
    expect(windowsOf(il, TODAY)).toEqual([{ begin: '2026-01-01', end: '2026-12-31', lagYears: 0 }]);
    expect(windowsOf(il, '2026-09-30')).toEqual([{ begin: '2025-10-01', end: '2026-09-30', lagYears: 0 }]);
    expect(windowsOf(il, '2026-10-01')).toEqual([{ begin: '2026-01-01', end: '2026-12-31', lagYears: 0 }]);
  });

  it('every window is 12 whole months, contains no gap between consecutive windows, and the last one contains today', () => {
    const periods: ThresholdPeriod[] = [
      { kind: 'year', startMonth: 1, measured: 'currentOrPrevious' },
      { kind: 'year', startMonth: 1, measured: 'previous' },
      { kind: 'year', startMonth: 1, measured: 'twoYearsPrior' },
      { kind: 'year', startMonth: 10, measured: 'previous' },
      { kind: 'year', startMonth: 4, measured: 'currentOrPrevious' },
      { kind: 'rolling12Months' },
      { kind: 'precedingQuarters', count: 4, firstQuarterStartMonth: 3 },
      { kind: 'precedingQuarters', count: 4, firstQuarterStartMonth: 1 },
      { kind: 'precedingQuarters', count: 4, firstQuarterStartMonth: 2 },
    ];
    const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (let t = Date.parse('2025-12-20T00:00:00Z'); t <= Date.parse('2028-03-10T00:00:00Z'); t += 86_400_000 * 3) {
      const today = new Date(t).toISOString().slice(0, 10);
      for (const period of periods) {
        const windows = windowsOf(period, today);
        for (const w of windows) {
          expect(w.begin.slice(8), `${today} ${JSON.stringify(period)}`).toBe('01');
          expect(dayAfter(w.end), `${today} ${JSON.stringify(period)}`).toBe(addMonths(w.begin, 12));
        }
        for (let k = 1; k < windows.length; k++) expect(windows[k]!.begin).toBe(dayAfter(windows[k - 1]!.end));
        const last = windows.at(-1)!;
        expect(last.begin <= today && today <= last.end, `${today} ${JSON.stringify(period)}`).toBe(true);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 2. assess and statusOf
// ---------------------------------------------------------------------------------------------

describe('assess and statusOf', () => {
  // Washington: more than USD 100,000 of gross sales, current or previous calendar year.
  const WA_LIMIT = 10_000_000;

  it('states the limit in minor units of the rule currency', () => {
    expect(assessed('us-WA', new Map()).limit).toEqual({ salesAmount: WA_LIMIT, transactionCount: null });
    expect(assessed('us-GA', new Map()).limit).toEqual({ salesAmount: 10_000_000, transactionCount: 200 });
    expect(assessed('us-NY', new Map()).limit).toEqual({ salesAmount: 50_000_000, transactionCount: 101 });
    // JPY has no minor unit.
    expect(assessed('jp-jct', new Map()).limit).toEqual({ salesAmount: 10_000_000, transactionCount: null });
  });

  it('is notApproaching with no sales, at 0 %', () => {
    const a = assessed('us-WA', new Map());
    expect(a).toMatchObject({
      percentOfLimit: 0,
      exceeded: false,
      approaching: false,
      crossing: null,
      sales: { amount: 0, transactionCount: 0, unconvertedTransactionCount: 0 },
    });
    expect(statusOf(a, US_SELLER)).toBe('notApproaching');
  });

  it('is notApproaching under 80 %, with the percent floored to tenths (79.99 % is 79.9 %)', () => {
    const a = assessed('us-WA', figures({ '2026-03-01': fig(7_999_000) }));
    expect(a.percentOfLimit).toBe(79.9);
    expect(a.approaching).toBe(false);
    expect(statusOf(a, US_SELLER)).toBe('notApproaching');
    expect(assessed('us-WA', figures({ '2026-03-01': fig(7_999_999) })).percentOfLimit).toBe(79.9);
    expect(assessed('us-WA', figures({ '2026-03-01': fig(1_234_567) })).percentOfLimit).toBe(12.3);
  });

  it('is approaching at exactly 80 %', () => {
    const a = assessed('us-WA', figures({ '2026-03-01': fig(8_000_000) }));
    expect(a.percentOfLimit).toBe(80);
    expect(statusOf(a, US_SELLER)).toBe('approaching');
  });

  it('is not exceeded at exactly the amount, and exceeded one cent above it', () => {
    const at = assessed('us-WA', figures({ '2026-03-01': fig(WA_LIMIT) }));
    expect(at).toMatchObject({ exceeded: false, approaching: true, percentOfLimit: 100, crossing: null });
    expect(statusOf(at, US_SELLER)).toBe('approaching');
    const above = assessed('us-WA', figures({ '2026-03-01': fig(WA_LIMIT + 1) }));
    expect(above).toMatchObject({ exceeded: true, approaching: false, percentOfLimit: 100 });
    expect(above.crossing).toEqual({ amount: { month: '2026-03-01', before: 0 } });
    expect(statusOf(above, US_SELLER)).toBe('exceeded');
  });

  it('sums the months of the window and ignores those outside it', () => {
    const a = assessed(
      'us-WA',
      figures({
        '2024-12-01': fig(99_000_000), // before the previous year
        '2026-02-01': fig(3_000_000, { transactionCount: 4, unconvertedCount: 1 }),
        '2026-07-01': fig(4_000_000, { transactionCount: 6, unconvertedCount: 2 }),
        '2027-01-01': fig(99_000_000), // after the current year
      }),
    );
    expect(a.window).toEqual({ begin: '2026-01-01', end: '2026-12-31', lagYears: 0 });
    expect(a.sales).toEqual({ amount: 7_000_000, transactionCount: 10, unconvertedTransactionCount: 3 });
    expect(a.percentOfLimit).toBe(70);
  });

  it('counts transactions as exceeded at the count itself (Georgia: 200), approaching at 80 % of it', () => {
    expect(status('us-GA', figures({ '2026-05-01': fig(100, { transactionCount: 159 }) }))).toBe('notApproaching');
    expect(status('us-GA', figures({ '2026-05-01': fig(100, { transactionCount: 160 }) }))).toBe('approaching');
    const at199 = assessed('us-GA', figures({ '2026-05-01': fig(100, { transactionCount: 199 }) }));
    expect(at199).toMatchObject({ exceeded: false, percentOfLimit: 99.5 });
    const at200 = assessed(
      'us-GA',
      figures({ '2026-02-01': fig(100, { transactionCount: 150 }), '2026-05-01': fig(100, { transactionCount: 50 }) }),
    );
    expect(at200.exceeded).toBe(true);
    expect(at200.crossing).toEqual({ count: { month: '2026-05-01', before: 150 } });
  });

  it("'either' (Georgia) is exceeded by the amount alone or by the count alone", () => {
    expect(status('us-GA', figures({ '2026-05-01': fig(10_000_001, { transactionCount: 1 }) }))).toBe('exceeded');
    expect(status('us-GA', figures({ '2026-05-01': fig(1, { transactionCount: 200 }) }))).toBe('exceeded');
    expect(status('us-GA', figures({ '2026-05-01': fig(10_000_000, { transactionCount: 199 }) }))).toBe('approaching');
    // The larger share is the percent.
    expect(assessed('us-GA', figures({ '2026-05-01': fig(5_000_000, { transactionCount: 170 }) })).percentOfLimit).toBe(85);
  });

  it("'both' (New York) needs more than USD 500,000 and at least 101 sales", () => {
    const amountOnly = assessed('us-NY', figures({ '2026-01-01': fig(60_000_000, { transactionCount: 100 }) }));
    expect(amountOnly.exceeded).toBe(false);
    // Approaching: one limit is past 80 %.
    expect(statusOf(amountOnly, US_SELLER)).toBe('approaching');
    expect(status('us-NY', figures({ '2026-01-01': fig(50_000_000, { transactionCount: 101 }) }))).toBe('approaching');
    expect(status('us-NY', figures({ '2026-01-01': fig(1_000, { transactionCount: 500 }) }))).toBe('approaching');
    expect(status('us-NY', figures({ '2026-01-01': fig(1_000, { transactionCount: 10 }) }))).toBe('notApproaching');
    const both = assessed('us-NY', figures({ '2026-01-01': fig(60_000_000, { transactionCount: 101 }) }));
    expect(both.exceeded).toBe(true);
    // Once exceeded, the percent is the smaller share: the one that decided it.
    expect(both.percentOfLimit).toBe(100);
    expect(both.crossing).toEqual({ amount: { month: '2026-01-01', before: 0 }, count: { month: '2026-01-01', before: 0 } });
  });

  it('EU OSS for a seller established outside the EU: limit 0, exceeded by any positive sale', () => {
    const outside = standing('US');
    expect(ruleOn(jurisdiction('eu-oss'), TODAY, outside)).toMatchObject({ sellers: 'establishedOutside', salesAmount: '0' });
    const none = assessed('eu-oss', new Map(), TODAY, outside);
    expect(none.limit.salesAmount).toBe(0);
    expect(none).toMatchObject({ exceeded: false, percentOfLimit: 0 });
    expect(statusOf(none, outside)).toBe('notApproaching');
    const one = assessed('eu-oss', figures({ '2026-11-01': fig(1) }), TODAY, outside);
    expect(one).toMatchObject({ exceeded: true, percentOfLimit: 100 });
    expect(statusOf(one, outside)).toBe('exceeded');
    // A credit is no sale.
    expect(status('eu-oss', figures({ '2026-11-01': fig(-500) }), TODAY, outside)).toBe('notApproaching');
  });

  it('EU OSS for a seller established in France: the EUR 10,000 union-wide rule', () => {
    const fr = standing('FR');
    expect(ruleOn(jurisdiction('eu-oss'), TODAY, fr)).toMatchObject({ sellers: 'establishedInside', salesAmount: '10000' });
    expect(assessed('eu-oss', new Map(), TODAY, fr).limit.salesAmount).toBe(1_000_000);
    expect(status('eu-oss', figures({ '2026-11-01': fig(1) }), TODAY, fr)).toBe('notApproaching');
    expect(status('eu-oss', figures({ '2026-11-01': fig(800_000) }), TODAY, fr)).toBe('approaching');
    expect(status('eu-oss', figures({ '2026-11-01': fig(1_000_001) }), TODAY, fr)).toBe('exceeded');
  });

  it('an unknown country (null) counts as established outside', () => {
    const unknown = standing(null);
    expect(ruleOn(jurisdiction('eu-oss'), TODAY, unknown)?.sellers).toBe('establishedOutside');
    expect(status('eu-oss', figures({ '2026-11-01': fig(1) }), TODAY, unknown)).toBe('exceeded');
    // The United Kingdom's zero applies to sellers outside it too.
    expect(ruleOn(jurisdiction('gb-vat'), TODAY, unknown)?.sellers).toBe('establishedOutside');
    expect(ruleOn(jurisdiction('gb-vat'), TODAY, standing('GB'))?.salesAmount).toBe('90000');
  });

  it("basis 'taxable' reads taxable figures; 'gross' and 'retail' read gross figures", () => {
    // Arkansas: taxable sales.
    expect(ruleIn('us-AR').basis).toBe('taxable');
    expect(status('us-AR', figures({ '2026-04-01': fig(50_000_000, { taxable: 0 }) }))).toBe('notApproaching');
    expect(status('us-AR', figures({ '2026-04-01': fig(0, { taxable: 10_000_001 }) }))).toBe('exceeded');
    expect(assessed('us-AR', figures({ '2026-04-01': fig(50_000_000, { taxable: 8_500_000 }) })).sales.amount).toBe(8_500_000);
    // Washington: gross (exempt sales count).
    expect(ruleIn('us-WA').basis).toBe('gross');
    expect(status('us-WA', figures({ '2026-04-01': fig(10_000_001, { taxable: 0 }) }))).toBe('exceeded');
    expect(status('us-WA', figures({ '2026-04-01': fig(0, { taxable: 50_000_000 }) }))).toBe('notApproaching');
    // Georgia: retail, counted as gross.
    expect(ruleIn('us-GA').basis).toBe('retail');
    expect(status('us-GA', figures({ '2026-04-01': fig(10_000_001, { taxable: 0 }) }))).toBe('exceeded');
    expect(status('us-GA', figures({ '2026-04-01': fig(0, { taxable: 50_000_000 }) }))).toBe('notApproaching');
  });

  it('a previous-year window exceeded makes the status exceeded, with the previous year as the period', () => {
    const a = assessed('us-WA', figures({ '2025-06-01': fig(WA_LIMIT + 1), '2026-03-01': fig(9_000_000) }));
    expect(a.exceeded).toBe(true);
    expect(a.window).toEqual({ begin: '2025-01-01', end: '2025-12-31', lagYears: 0 });
    expect(a.sales.amount).toBe(WA_LIMIT + 1);
    expect(statusOf(a, US_SELLER)).toBe('exceeded');
  });

  it('among windows of equal gravity, the running one is shown', () => {
    const a = assessed('us-WA', figures({ '2025-06-01': fig(9_500_000), '2026-03-01': fig(8_200_000) }));
    expect(a.window.begin).toBe('2026-01-01');
    expect(a.percentOfLimit).toBe(82);
    expect(statusOf(a, US_SELLER)).toBe('approaching');
    // A graver running year wins over a lesser previous one.
    const b = assessed('us-WA', figures({ '2025-06-01': fig(8_500_000), '2026-03-01': fig(WA_LIMIT + 5) }));
    expect(b.window.begin).toBe('2026-01-01');
    expect(b.exceeded).toBe(true);
  });

  it('a registration in the jurisdiction overrides every other status; one elsewhere does not', () => {
    const months = figures({ '2026-03-01': fig(WA_LIMIT + 1) });
    expect(status('us-WA', months, TODAY, standing('US', 'us-WA'))).toBe('registered');
    expect(status('us-WA', new Map(), TODAY, standing('US', 'us-WA'))).toBe('registered');
    expect(status('us-WA', months, TODAY, standing('US', 'us-GA', 'us-CA'))).toBe('exceeded');
  });

  it('returns null when no rule of the jurisdiction is in force', () => {
    // Georgia's first rule starts 2019-01-01; the Philippines' 2025-06-02; New York's 2018-06-21.
    expect(assess(jurisdiction('us-GA'), new Map(), '2018-06-01', US_SELLER)).toBeNull();
    expect(assess(jurisdiction('ph-vat'), figures({ '2025-05-01': fig(999_999_999) }), '2025-06-01', US_SELLER)).toBeNull();
    expect(assess(jurisdiction('ph-vat'), new Map(), '2025-06-02', US_SELLER)).not.toBeNull();
    expect(assess(jurisdiction('us-NY'), new Map(), '2018-06-20', US_SELLER)).toBeNull();
    // A dated end: Georgia's 2019 rule ends when the 2020 one starts ([from, to)).
    expect(ruleOn(jurisdiction('us-GA'), '2019-12-31', US_SELLER)?.salesAmount).toBe('250000');
    expect(ruleOn(jurisdiction('us-GA'), '2020-01-01', US_SELLER)?.salesAmount).toBe('100000');
  });

  it("uses the rule in force today, even for the previous year's window (Kentucky dropped its count on 2026-08-01)", () => {
    const months = figures({ '2025-06-01': fig(100, { transactionCount: 250 }) });
    expect(status('us-KY', months, '2026-07-31')).toBe('exceeded');
    expect(status('us-KY', months, '2026-08-01')).toBe('notApproaching');
  });
});

// ---------------------------------------------------------------------------------------------
// 3. exceededOn
// ---------------------------------------------------------------------------------------------

describe('exceededOn', () => {
  it('is null when the limits are not exceeded', () => {
    const a = assessed('us-WA', figures({ '2026-03-01': fig(10_000_000) }));
    expect(exceededOn(a, figures({ '2026-03-04': fig(10_000_000) }))).toBeNull();
  });

  it('finds the day inside the crossing month that takes the total strictly above the amount', () => {
    const a = assessed('us-WA', figures({ '2026-05-01': fig(12_000_000) }));
    expect(a.crossing).toEqual({ amount: { month: '2026-05-01', before: 0 } });
    const days = figures({
      '2026-05-02': fig(4_000_000),
      '2026-05-09': fig(6_000_000), // exactly the limit: not yet crossed
      '2026-05-21': fig(1), // crosses
      '2026-05-30': fig(1_999_999),
    });
    expect(exceededOn(a, days)).toBe('2026-05-21');
  });

  it('carries the total of the earlier months of the window over (crossing.before)', () => {
    const months = figures({ '2026-01-01': fig(4_000_000), '2026-03-01': fig(5_000_000), '2026-05-01': fig(7_000_000) });
    const a = assessed('us-WA', months);
    expect(a.crossing).toEqual({ amount: { month: '2026-05-01', before: 9_000_000 } });
    const days = figures({ '2026-05-03': fig(999_999), '2026-05-04': fig(1), '2026-05-20': fig(1), '2026-05-28': fig(5_999_999) });
    // 9,000,000 + 999,999 + 1 = 10,000,000 (not above), + 1 on the 20th crosses.
    expect(exceededOn(a, days)).toBe('2026-05-20');
    // Days of other months are not read.
    expect(exceededOn(a, figures({ '2026-04-30': fig(99_000_000), '2026-05-31': fig(7_000_000) }))).toBe('2026-05-31');
  });

  it('falls back to the last day of the crossing month when its days are missing', () => {
    const a = assessed('us-WA', figures({ '2026-02-01': fig(12_000_000) }));
    expect(exceededOn(a, new Map())).toBe('2026-02-28');
  });

  it('uses the basis of the rule (taxable for Arkansas)', () => {
    const a = assessed('us-AR', figures({ '2026-06-01': fig(30_000_000, { taxable: 12_000_000 }) }));
    const days = figures({ '2026-06-05': fig(20_000_000, { taxable: 6_000_000 }), '2026-06-25': fig(10_000_000, { taxable: 6_000_000 }) });
    // Gross crosses on the 5th, taxable only on the 25th.
    expect(exceededOn(a, days)).toBe('2026-06-25');
  });

  it('crosses the count at the count itself', () => {
    const a = assessed(
      'us-GA',
      figures({ '2026-03-01': fig(100, { transactionCount: 120 }), '2026-04-01': fig(100, { transactionCount: 90 }) }),
    );
    expect(a.crossing).toEqual({ count: { month: '2026-04-01', before: 120 } });
    const days = figures({
      '2026-04-02': fig(50, { transactionCount: 79 }),
      '2026-04-09': fig(10, { transactionCount: 1 }),
      '2026-04-20': fig(40, { transactionCount: 10 }),
    });
    expect(exceededOn(a, days)).toBe('2026-04-09');
  });

  it("'either': the earlier of the day the amount and the day the count was crossed", () => {
    // Count crosses on 2026-04-09, the amount on 2026-07-14.
    const months = figures({
      '2026-04-01': fig(1_000_000, { transactionCount: 200 }),
      '2026-07-01': fig(9_500_000, { transactionCount: 3 }),
    });
    const a = assessed('us-GA', months);
    expect(a.crossing).toEqual({ count: { month: '2026-04-01', before: 0 }, amount: { month: '2026-07-01', before: 1_000_000 } });
    const days = figures({
      '2026-04-01': fig(500_000, { transactionCount: 150 }),
      '2026-04-09': fig(500_000, { transactionCount: 50 }),
      '2026-07-02': fig(5_000_000, { transactionCount: 1 }),
      '2026-07-14': fig(4_000_001, { transactionCount: 1 }),
      '2026-07-30': fig(499_999, { transactionCount: 1 }),
    });
    expect(exceededOn(a, days)).toBe('2026-04-09');
    // The other way round: the amount first.
    const b = assessed(
      'us-GA',
      figures({ '2026-02-01': fig(11_000_000, { transactionCount: 2 }), '2026-08-01': fig(100, { transactionCount: 198 }) }),
    );
    const bDays = figures({ '2026-02-17': fig(11_000_000, { transactionCount: 2 }), '2026-08-03': fig(100, { transactionCount: 198 }) });
    expect(exceededOn(b, bDays)).toBe('2026-02-17');
  });

  it("'both': the later of the two days", () => {
    // New York, window 2025-12-01..2026-11-30: the amount crosses in January, the 101st sale comes in June.
    const months = figures({ '2026-01-01': fig(50_000_001, { transactionCount: 1 }), '2026-06-01': fig(1_000, { transactionCount: 100 }) });
    const a = assessed('us-NY', months);
    expect(a.exceeded).toBe(true);
    expect(a.crossing).toEqual({ amount: { month: '2026-01-01', before: 0 }, count: { month: '2026-06-01', before: 1 } });
    const days = figures({
      '2026-01-12': fig(50_000_001, { transactionCount: 1 }),
      '2026-06-03': fig(500, { transactionCount: 60 }),
      '2026-06-18': fig(500, { transactionCount: 40 }),
    });
    expect(exceededOn(a, days)).toBe('2026-06-18');
    expect(obligationBegins(a, '2026-06-18')).toBe('2026-06-19');
  });
});

// ---------------------------------------------------------------------------------------------
// 4. obligationBegins
// ---------------------------------------------------------------------------------------------

describe('obligationBegins', () => {
  it('is null while not exceeded, and for a crossing day that is unknown with no lag', () => {
    expect(obligationBegins(assessed('us-WA', figures({ '2026-03-01': fig(9_000_000) })), '2026-03-10')).toBeNull();
    expect(obligationBegins(assessed('us-WA', figures({ '2026-03-01': fig(11_000_000) })), null)).toBeNull();
  });

  it('previous calendar year (Alabama): crossed in 2025, registered from 2026-01-01', () => {
    const a = assessed('us-AL', figures({ '2025-08-01': fig(25_000_001) }));
    expect(a.window).toEqual({ begin: '2025-01-01', end: '2025-12-31', lagYears: 1 });
    expect(statusOf(a, US_SELLER)).toBe('exceeded');
    // The day does not matter: the year does.
    expect(obligationBegins(a, null)).toBe('2026-01-01');
    expect(obligationBegins(a, exceededOn(a, new Map()))).toBe('2026-01-01');
  });

  it('previous calendar year (Alabama): crossed in the running 2026, registered from 2027-01-01', () => {
    const a = assessed('us-AL', figures({ '2026-04-01': fig(25_000_001) }));
    expect(a.window.begin).toBe('2026-01-01');
    expect(statusOf(a, US_SELLER)).toBe('exceeded');
    expect(obligationBegins(a, '2026-04-20')).toBe('2027-01-01');
  });

  it('two years prior (Japan): the base period obliges the year two years after it', () => {
    const base = assessed('jp-jct', figures({ '2024-06-01': fig(10_000_001) }));
    expect(base.window).toEqual({ begin: '2024-01-01', end: '2024-12-31', lagYears: 2 });
    expect(obligationBegins(base, null)).toBe('2026-01-01');
    const last = assessed('jp-jct', figures({ '2025-06-01': fig(10_000_001) }));
    expect(obligationBegins(last, null)).toBe('2027-01-01');
    const running = assessed('jp-jct', figures({ '2026-06-01': fig(10_000_001) }));
    expect(obligationBegins(running, null)).toBe('2028-01-01');
    // Japan counts taxable sales.
    expect(assessed('jp-jct', figures({ '2024-06-01': fig(10_000_001, { taxable: 0 }) })).exceeded).toBe(false);
  });

  it('Connecticut: crossed in the year ending September 30, registered from October 1', () => {
    const a = assessed('us-CT', figures({ '2026-02-01': fig(10_000_001, { transactionCount: 200 }) }));
    expect(a.window).toEqual({ begin: '2025-10-01', end: '2026-09-30', lagYears: 1 });
    expect(obligationBegins(a, null)).toBe('2026-10-01');
    // 'both': the amount alone is not enough.
    expect(assessed('us-CT', figures({ '2026-02-01': fig(10_000_001, { transactionCount: 199 }) })).exceeded).toBe(false);
  });

  it('nextTransaction: the day after the crossing, across month and year ends', () => {
    const a = assessed('us-GA', figures({ '2026-04-01': fig(10_000_001) }));
    expect(a.rule.obligationBegins).toBe('nextTransaction');
    expect(obligationBegins(a, '2026-04-09')).toBe('2026-04-10');
    expect(obligationBegins(a, '2026-04-30')).toBe('2026-05-01');
    expect(obligationBegins(a, '2026-12-31')).toBe('2027-01-01');
  });

  it('firstDayOfNextMonth (Washington)', () => {
    const a = assessed('us-WA', figures({ '2026-04-01': fig(10_000_001) }));
    expect(a.rule.obligationBegins).toBe('firstDayOfNextMonth');
    expect(obligationBegins(a, '2026-04-01')).toBe('2026-05-01');
    expect(obligationBegins(a, '2026-04-30')).toBe('2026-05-01');
    expect(obligationBegins(a, '2026-12-15')).toBe('2027-01-01');
  });

  it('firstDayOfNextQuarter: calendar quarters (Illinois), and the rule’s own quarters (New York’s)', () => {
    const il = assessed('us-IL', figures({ '2026-11-01': fig(10_000_001) }));
    expect(il.rule.obligationBegins).toBe('firstDayOfNextQuarter');
    expect(obligationBegins(il, '2026-11-10')).toBe('2027-01-01');
    expect(obligationBegins(il, '2026-10-01')).toBe('2027-01-01');
    expect(obligationBegins(il, '2026-09-30')).toBe('2026-10-01');
    const nyQuarterly = withRule('us-NY', { obligationBegins: 'firstDayOfNextQuarter' });
    const ny = assessed(nyQuarterly, figures({ '2026-11-01': fig(50_000_001, { transactionCount: 101 }) }));
    expect(obligationBegins(ny, '2026-11-10')).toBe('2026-12-01');
    expect(obligationBegins(ny, '2026-12-10')).toBe('2027-03-01');
    expect(obligationBegins(ny, '2026-02-10')).toBe('2026-03-01');
    expect(obligationBegins(ny, '2026-03-01')).toBe('2026-06-01');
    // A rolling rule has calendar quarters.
    const tx = assessed(withRule('us-TX', { obligationBegins: 'firstDayOfNextQuarter' }), figures({ '2026-11-01': fig(50_000_001) }));
    expect(obligationBegins(tx, '2026-11-10')).toBe('2027-01-01');
  });

  it("firstDayOfNextYear: the calendar year (Switzerland), and an October year (Connecticut's, measured from the crossing)", () => {
    const ch = assessed('ch-vat', figures({ '2026-05-01': fig(10_000_001) }));
    expect(ch.rule.obligationBegins).toBe('firstDayOfNextYear');
    expect(ch.window.lagYears).toBe(0);
    expect(obligationBegins(ch, '2026-05-03')).toBe('2027-01-01');
    const october = withRule('us-CT', { period: { kind: 'year', startMonth: 10, measured: 'currentOrPrevious' } });
    const ct = assessed(october, figures({ '2026-10-01': fig(10_000_001, { transactionCount: 200 }) }));
    expect(ct.window).toEqual({ begin: '2026-10-01', end: '2027-09-30', lagYears: 0 });
    expect(obligationBegins(ct, '2026-11-10')).toBe('2027-10-01');
    expect(obligationBegins(ct, '2026-10-01')).toBe('2027-10-01');
    expect(obligationBegins(ct, '2026-09-15')).toBe('2026-10-01');
    expect(obligationBegins(ct, '2027-02-01')).toBe('2027-10-01');
  });

  it('end to end: Washington crossed on a day in the running year', () => {
    const months = figures({
      '2026-02-01': fig(6_000_000, { transactionCount: 3 }),
      '2026-09-01': fig(5_000_000, { transactionCount: 2 }),
    });
    const a = assessed('us-WA', months);
    const crossed = exceededOn(
      a,
      figures({ '2026-09-14': fig(4_000_001, { transactionCount: 1 }), '2026-09-15': fig(999_999, { transactionCount: 1 }) }),
    );
    expect(crossed).toBe('2026-09-14');
    expect(obligationBegins(a, crossed)).toBe('2026-10-01');
  });
});

// ---------------------------------------------------------------------------------------------
// An earlier exceeded window keeps its obligation when the running window is exceeded too
// ---------------------------------------------------------------------------------------------

describe('an obligation from an earlier window is not lost when the running window is exceeded too', () => {
  it('Alabama exceeded in 2025 and again in 2026: registration was due on 2026-01-01', () => {
    const a = assessed('us-AL', figures({ '2025-03-01': fig(30_000_000), '2026-04-01': fig(30_000_000) }));
    expect(statusOf(a, US_SELLER)).toBe('exceeded');
    expect(a.window.begin).toBe('2025-01-01');
    expect(obligationBegins(a, exceededOn(a, new Map()))).toBe('2026-01-01');
  });

  it('Washington exceeded in March 2025 and again in June 2026: registration was due on 2025-04-01', () => {
    const months = figures({ '2025-03-01': fig(10_000_001), '2026-06-01': fig(10_000_001) });
    const a = assessed('us-WA', months);
    const days = figures({ '2025-03-10': fig(10_000_001), '2026-06-10': fig(10_000_001) });
    expect(a.window.begin).toBe('2025-01-01');
    expect(obligationBegins(a, exceededOn(a, days))).toBe('2025-04-01');
  });

  it('a window that is not exceeded is shown as the running one', () => {
    const wa = assessed('us-WA', figures({ '2025-03-01': fig(8_500_000), '2026-06-01': fig(8_500_000) }));
    expect([wa.window.begin, wa.approaching]).toEqual(['2026-01-01', true]);
  });
});

// ---------------------------------------------------------------------------------------------
// 5. exposureOf and ecbConverter
// ---------------------------------------------------------------------------------------------

type Reason = null | 'notCollecting' | 'productNotTaxed' | 'jurisHasNoTax' | 'exempt';
type Juris = string | [id: string, reason: Reason];

const line = (preTaxAmount: string, ...jurises: Juris[]) => ({
  preTaxAmount,
  jurises: jurises.map((j) => {
    const [id, reason] = typeof j === 'string' ? [j, null] : j;
    return {
      id,
      calc: {
        notTaxedReason:
          reason === null ? null : reason === 'exempt' ? { type: 'exempt', reason: { type: 'customerExempt' } } : { type: reason },
      },
    };
  }),
});
const record = (...lineItems: ReturnType<typeof line>[]): StoredRecord => ({ lineItems });

/** ECB-style rates (1 EUR = rate units). */
const RATES: Record<string, string> = { USD: '1.1', CHF: '0.95', CAD: '1.5', JPY: '165.55', GBP: '0.85' };
const rateOn = (rates: Record<string, string>) => (code: string) => (rates[code] === undefined ? null : Exact.parse(rates[code]!));
const convert = ecbConverter(rateOn(RATES));
const DAY = '2026-11-10';

function byJuris(entries: ExposureEntry[]): Map<string, ExposureEntry> {
  const map = new Map(entries.map((e) => [e.j, e]));
  expect(map.size).toBe(entries.length);
  return map;
}

const exposure = (r: StoredRecord, currencyCode = 'USD', day = DAY, rates = RATES) =>
  byJuris(exposureOf(r, currencyCode, day, THRESHOLDS, ecbConverter(rateOn(rates))));

describe('indexThresholds', () => {
  it('indexes members, worldwide rules and ids', () => {
    expect(THRESHOLDS.byMember.get('ca-ON')?.map((j) => j.jurisId)).toEqual(['ca-federal']);
    expect(THRESHOLDS.byMember.get('ca-federal')?.map((j) => j.jurisId)).toEqual(['ca-federal']);
    expect(THRESHOLDS.byMember.get('ca-BC')?.map((j) => j.jurisId)).toEqual(['ca-BC']);
    expect(THRESHOLDS.byMember.get('eu-DE')?.map((j) => j.jurisId)).toEqual(['eu-oss']);
    expect(THRESHOLDS.byMember.get('us-WA')?.map((j) => j.jurisId)).toEqual(['us-WA']);
    expect(THRESHOLDS.byMember.has('us-WA-bellevue-local')).toBe(false);
    expect(THRESHOLDS.worldwide.map((j) => j.jurisId)).toEqual(['ch-vat']);
    expect(THRESHOLDS.byId.size).toBe(THRESHOLD_JURISDICTIONS.length);
    // A hand-built index.
    const index = indexThresholds([jurisdiction('us-WA'), jurisdiction('eu-oss')]);
    expect(index.byMember.get('eu-SE')?.[0]?.jurisId).toBe('eu-oss');
    expect(index.worldwide).toEqual([]);
  });
});

describe('exposureOf', () => {
  it('counts gross for every line, taxable only where the jurisdiction taxes or would tax (not collecting)', () => {
    const r = record(
      line('1000', ['us-WA', null]),
      line('2000', ['us-WA', 'notCollecting']),
      line('4000', ['us-WA', 'productNotTaxed']),
      line('8000', ['us-WA', 'jurisHasNoTax']),
      line('16000', ['us-WA', 'exempt']),
    );
    const e = exposure(r);
    expect(e.get('us-WA')).toEqual({ j: 'us-WA', d: DAY, g: 31_000, t: 3_000, n: 1, u: 0 });
  });

  it('treats a missing calc or reason as taxable', () => {
    const e = byJuris(
      exposureOf(
        {
          lineItems: [
            { preTaxAmount: '700', jurises: [{ id: 'us-TX' }] },
            { preTaxAmount: '300', jurises: [{ id: 'us-TX', calc: {} }] },
          ],
        },
        'USD',
        DAY,
        THRESHOLDS,
        convert,
      ),
    );
    expect(e.get('us-TX')).toMatchObject({ g: 1_000, t: 1_000, n: 1, u: 0 });
  });

  it('ignores local jurisdiction ids that are not thresholds', () => {
    const e = exposure(record(line('5000', ['us-WA', 'productNotTaxed'], ['us-WA-bellevue-local', null], ['us-WA-kent-local', null])));
    expect([...e.keys()].sort()).toEqual(['ch-vat', 'us-WA']);
    expect(e.get('us-WA')).toMatchObject({ g: 5_000, t: 0, n: 1 });
    const localOnly = exposure(record(line('5000', ['us-WA-bellevue-local', null])));
    expect([...localOnly.keys()]).toEqual(['ch-vat']);
  });

  it('keeps the sales into a worldwide-rule country apart, besides counting them in its turnover', () => {
    const e = exposure(record(line('300', 'ch-vat'), line('700', 'us-WA')), 'CHF');
    expect(e.get('ch-vat')).toMatchObject({ g: 1_000, n: 1 });
    expect(e.get('ch-vat:local')).toMatchObject({ j: 'ch-vat:local', g: 300, n: 1 });
    expect(exposure(record(line('700', 'us-WA'))).has('ch-vat:local')).toBe(false);
  });

  it('sorts entries by jurisdiction id and dates them on the given day', () => {
    const entries = exposureOf(record(line('100', 'us-WA'), line('100', 'eu-DE'), line('100', 'ca-BC')), 'USD', DAY, THRESHOLDS, convert);
    expect(entries.map((x) => x.j)).toEqual(['ca-BC', 'ch-vat', 'eu-oss', 'us-WA']);
    expect(entries.every((x) => x.d === DAY)).toBe(true);
  });

  it('a British Columbia line counts once toward ca-federal and once toward ca-BC', () => {
    const e = exposure(record(line('5000', 'ca-federal', 'ca-BC')), 'CAD');
    expect(e.get('ca-federal')).toMatchObject({ g: 5_000, t: 5_000, n: 1, u: 0 });
    expect(e.get('ca-BC')).toMatchObject({ g: 5_000, t: 5_000, n: 1, u: 0 });
  });

  it('an Ontario (HST) line counts toward ca-federal, once even when it names ca-federal too', () => {
    expect(exposure(record(line('5000', 'ca-ON')), 'CAD').get('ca-federal')).toMatchObject({ g: 5_000, t: 5_000, n: 1 });
    const both = exposure(record(line('5000', 'ca-federal', 'ca-ON')), 'CAD');
    expect(both.get('ca-federal')).toMatchObject({ g: 5_000, t: 5_000, n: 1 });
    expect(both.has('ca-ON')).toBe(false);
    // Taxed in one of its members is taxed for the threshold.
    expect(exposure(record(line('5000', ['ca-federal', 'exempt'], ['ca-ON', null])), 'CAD').get('ca-federal')).toMatchObject({
      g: 5_000,
      t: 5_000,
    });
    expect(exposure(record(line('5000', ['ca-federal', 'exempt'], ['ca-ON', 'exempt'])), 'CAD').get('ca-federal')).toMatchObject({
      g: 5_000,
      t: 0,
    });
  });

  it('member states sum into eu-oss', () => {
    const e = exposure(record(line('1000', 'eu-DE'), line('2500', 'eu-FR'), line('400', ['eu-IT', 'exempt'])), 'EUR');
    expect(e.get('eu-oss')).toEqual({ j: 'eu-oss', d: DAY, g: 3_900, t: 3_500, n: 1, u: 0 });
    expect(e.has('eu-DE')).toBe(false);
  });

  it('ch-vat (worldwide) gets the whole transaction total, even with no Swiss line', () => {
    // USD 50.00 in all: 50 / 1.1 * 0.95 = CHF 43.1818... -> 4318 rappen.
    const e = exposure(record(line('1000', 'us-WA'), line('2000', ['eu-DE', 'exempt']), line('2000')));
    expect(e.get('ch-vat')).toEqual({ j: 'ch-vat', d: DAY, g: 4_318, t: 4_318, n: 1, u: 0 });
    // A Swiss line is counted once, in the total.
    const swiss = exposure(record(line('1000', 'ch-vat'), line('500', 'us-WA')), 'CHF');
    expect(swiss.get('ch-vat')).toMatchObject({ g: 1_500, t: 1_500, n: 1 });
    // Before Switzerland's rule (2018-01-01) nothing counts; a record without lines adds nothing.
    expect(exposure(record(line('1000', 'us-WA')), 'USD', '2017-06-01').has('ch-vat')).toBe(false);
    expect(exposureOf({}, 'USD', DAY, THRESHOLDS, convert)).toEqual([]);
    expect(exposureOf({ lineItems: [] }, 'USD', DAY, THRESHOLDS, convert)).toEqual([]);
  });

  it('counts a transaction (n = 1) only when its gross there is positive', () => {
    const credit = exposure(record(line('-1000', 'us-WA'), line('-500', 'eu-DE')));
    expect(credit.get('us-WA')).toEqual({ j: 'us-WA', d: DAY, g: -1_000, t: -1_000, n: 0, u: 0 });
    expect(credit.get('ch-vat')).toMatchObject({ n: 0 });
    expect(credit.get('eu-oss')?.n).toBe(0);
    // A discount line that cancels the sale: zero, no transaction.
    expect(exposure(record(line('1000', 'us-WA'), line('-1000', 'us-WA'))).get('us-WA')).toMatchObject({ g: 0, n: 0 });
    // A sale that is not taxable there is still a transaction.
    expect(exposure(record(line('1000', ['us-WA', 'exempt']))).get('us-WA')).toMatchObject({ g: 1_000, t: 0, n: 1 });
  });

  it('two lines in one state count one transaction', () => {
    const e = exposure(record(line('1000', 'us-WA'), line('2000', 'us-WA'), line('4000', 'us-GA')));
    expect(e.get('us-WA')).toMatchObject({ g: 3_000, n: 1 });
    expect(e.get('us-GA')).toMatchObject({ g: 4_000, n: 1 });
    expect(e.get('ch-vat')?.n).toBe(1);
  });

  it('converts EUR to USD at the reference rate, rounding half away from zero', () => {
    const rates = { USD: '1.0825' };
    // EUR 10.00 = USD 10.825 -> 1083 cents; EUR 0.02 = 2.165 -> 2.
    expect(exposure(record(line('1000', 'us-WA')), 'EUR', DAY, rates).get('us-WA')).toMatchObject({ g: 1_083, t: 1_083, n: 1, u: 0 });
    expect(exposure(record(line('2', 'us-WA')), 'EUR', DAY, rates).get('us-WA')).toMatchObject({ g: 2, u: 0 });
    expect(exposure(record(line('-1000', 'us-WA')), 'EUR', DAY, rates).get('us-WA')).toMatchObject({ g: -1_083, t: -1_083, n: 0, u: 0 });
    // Fractional minor units in the record are rounded too.
    expect(exposure(record(line('1000.5', 'us-WA')), 'USD').get('us-WA')).toMatchObject({ g: 1_001 });
    expect(exposure(record(line('-1000.5', 'us-WA')), 'USD').get('us-WA')).toMatchObject({ g: -1_001 });
  });

  it('converts USD to JPY (no minor unit) through the euro', () => {
    // USD 1.00 / 1.1 * 165.55 = JPY 150.5 exactly -> 151, and -151 for the credit.
    expect(exposure(record(line('100', 'jp-jct'))).get('jp-jct')).toMatchObject({ g: 151, t: 151, n: 1, u: 0 });
    expect(exposure(record(line('-100', 'jp-jct'))).get('jp-jct')).toMatchObject({ g: -151, t: -151, n: 0 });
    // USD 1,000.00 -> JPY 150,500.
    expect(exposure(record(line('100000', 'jp-jct'))).get('jp-jct')).toMatchObject({ g: 150_500 });
    // And the other way: JPY 1,000 / 165.55 * 1.1 = USD 6.6445... -> 664 cents.
    expect(exposure(record(line('1000', 'us-WA')), 'JPY').get('us-WA')).toMatchObject({ g: 664 });
  });

  it('is symmetric: a negated record gives exactly the negated amounts', () => {
    const amounts = ['1', '5', '15', '25', '45', '99', '100', '150', '255', '1001', '12345', '99999', '1000005', '31415926'];
    const jurises: Juris[][] = [
      ['us-WA'],
      ['eu-DE'],
      ['jp-jct'],
      ['ca-ON', 'ca-federal'],
      ['ca-BC', ['ca-federal', 'exempt']],
      ['gb-vat'],
      ['au-gst'],
    ];
    for (const currency of ['USD', 'EUR', 'JPY', 'CHF', 'GBP', 'CAD']) {
      const rates = { ...RATES, AUD: '1.6543', CAD: '1.4821' };
      const lines = amounts.map((a, k) => line(a, ...jurises[k % jurises.length]!));
      const negated = amounts.map((a, k) => line(`-${a}`, ...jurises[k % jurises.length]!));
      const plus = exposureOf(record(...lines), currency, DAY, THRESHOLDS, ecbConverter(rateOn(rates)));
      const minus = exposureOf(record(...negated), currency, DAY, THRESHOLDS, ecbConverter(rateOn(rates)));
      expect(minus.map((e) => e.j)).toEqual(plus.map((e) => e.j));
      for (const [k, p] of plus.entries()) {
        const m = minus[k]!;
        expect(m.g, `${currency} ${p.j}`).toBe(p.g === 0 ? 0 : -p.g);
        expect(m.t, `${currency} ${p.j}`).toBe(p.t === 0 ? 0 : -p.t);
        expect(m.u).toBe(p.u);
        expect(m.n).toBe(0);
      }
      // And line by line, where each amount rounds on its own.
      for (const [k, l] of lines.entries()) {
        const p = exposureOf(record(l), currency, DAY, THRESHOLDS, ecbConverter(rateOn(rates)));
        const m = exposureOf(record(negated[k]!), currency, DAY, THRESHOLDS, ecbConverter(rateOn(rates)));
        expect(m.map((e) => [e.j, e.g, e.t])).toEqual(p.map((e) => [e.j, e.g === 0 ? 0 : -e.g, e.t === 0 ? 0 : -e.t]));
      }
    }
  });

  it('a missing rate leaves the amounts at 0 with u = 1, and still counts the transaction', () => {
    const e = exposure(record(line('1000', 'us-WA')), 'EUR', DAY, { CHF: '0.95' });
    expect(e.get('us-WA')).toEqual({ j: 'us-WA', d: DAY, g: 0, t: 0, n: 1, u: 1 });
    // EUR 10.00 * 0.95 = CHF 9.50.
    expect(e.get('ch-vat')).toMatchObject({ g: 950, u: 0 });
    const credit = exposure(record(line('-1000', 'us-WA')), 'EUR', DAY, {});
    expect(credit.get('us-WA')).toEqual({ j: 'us-WA', d: DAY, g: 0, t: 0, n: 0, u: 1 });
    // An unknown currency code is no currency.
    expect(exposure(record(line('1000', 'us-WA')), 'XXX').get('us-WA')).toMatchObject({ g: 0, t: 0, n: 1, u: 1 });
  });

  it('needs no rate for the same currency (any case)', () => {
    const noRates = ecbConverter(() => {
      throw new Error('no rate should be read');
    });
    expect(noRates(Exact.parse('1234'), 'USD', 'usd', DAY)?.toFixed()).toBe('1234');
    expect(noRates(Exact.parse('1234.5'), 'JPY', 'JPY', DAY)?.toFixed()).toBe('1235');
    expect(noRates(Exact.parse('-1234.5'), 'JPY', 'JPY', DAY)?.toFixed()).toBe('-1235');
    const e = byJuris(exposureOf(record(line('1000', 'ch-vat')), 'CHF', DAY, THRESHOLDS, noRates));
    expect(e.get('ch-vat')).toMatchObject({ g: 1_000, t: 1_000, n: 1, u: 0 });
    const usd = byJuris(exposureOf(record(line('1000', 'us-WA')), 'USD', DAY, indexThresholds([jurisdiction('us-WA')]), noRates));
    expect(usd.get('us-WA')).toMatchObject({ g: 1_000, t: 1_000, n: 1, u: 0 });
  });

  it('converts with the euro itself at rate 1 on either side', () => {
    const onlyUsd = ecbConverter((code) => (code === 'USD' ? Exact.parse('1.25') : null));
    expect(onlyUsd(Exact.parse(1000), 'EUR', 'USD', DAY)?.toFixed()).toBe('1250');
    expect(onlyUsd(Exact.parse(1250), 'USD', 'EUR', DAY)?.toFixed()).toBe('1000');
    expect(onlyUsd(Exact.parse(1000), 'USD', 'GBP', DAY)).toBeNull();
    expect(onlyUsd(Exact.parse(1000), 'USD', 'XXX', DAY)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// 6. Property: adding sales inside the chosen window never lowers the status
// ---------------------------------------------------------------------------------------------

/** A seeded PRNG, so every run checks the same cases. */
const prng = random;

const RANK: Record<Exclude<ThresholdStatus, 'registered'>, number> = { notApproaching: 0, approaching: 1, exceeded: 2 };

describe('property: status is monotonic in sales', () => {
  it('adding sales to a month inside the chosen window never lowers notApproaching < approaching < exceeded', () => {
    const rnd = prng(20261125);
    const int = (n: number) => Math.floor(rnd() * n);
    const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
    const countries = [null, 'US', 'FR', 'DE', 'CA', 'GB', 'CH', 'JP'];
    const seen = [0, 0, 0];
    let cases = 0;
    for (let attempt = 0; cases < 500 && attempt < 5_000; attempt++) {
      const j = pick(THRESHOLD_JURISDICTIONS);
      const who = standing(pick(countries));
      const today = new Date(Date.parse('2021-01-01T00:00:00Z') + int(7 * 365) * 86_400_000).toISOString().slice(0, 10);
      const empty = assess(j, new Map(), today, who);
      if (empty === null) continue;
      const amountScale = empty.limit.salesAmount === null || empty.limit.salesAmount === 0 ? 100_000 : empty.limit.salesAmount;
      const countScale = empty.limit.transactionCount ?? 50;
      const months = new Map<string, Figures>();
      for (let k = 0; k < 36; k++) {
        if (rnd() < 0.4) continue;
        const gross = Math.round((rnd() * 0.3 - 0.03) * amountScale);
        months.set(addMonths(monthOf(today), -k), {
          gross,
          taxable: Math.round(gross * rnd()),
          transactionCount: int(Math.ceil(countScale / 5)),
          unconvertedCount: int(2),
        });
      }
      const before = assess(j, months, today, who)!;
      const rankBefore = RANK[statusOf(before, who) as keyof typeof RANK];
      // A month of the chosen window (future months of a running year included).
      const windowMonths: string[] = [];
      for (let m = before.window.begin; m <= before.window.end; m = addMonths(m, 1)) windowMonths.push(m);
      const month = pick(windowMonths);
      const old = months.get(month) ?? { gross: 0, taxable: 0, transactionCount: 0, unconvertedCount: 0 };
      const addGross = rnd() < 0.2 ? 0 : Math.round(rnd() * amountScale * 0.6);
      const added: Figures = {
        gross: old.gross + addGross,
        taxable: old.taxable + Math.round(addGross * rnd()),
        transactionCount: old.transactionCount + int(Math.ceil(countScale / 2)),
        unconvertedCount: old.unconvertedCount,
      };
      const after = assess(j, new Map(months).set(month, added), today, who)!;
      const rankAfter = RANK[statusOf(after, who) as keyof typeof RANK];
      expect(
        rankAfter,
        `${j.jurisId} ${today} ${who.country} ${month} ${JSON.stringify([...months])} +${JSON.stringify(added)}`,
      ).toBeGreaterThanOrEqual(rankBefore);
      // The rule does not change with the figures.
      expect(after.rule).toBe(before.rule);
      seen[rankBefore]! += 1;
      cases += 1;
    }
    expect(cases).toBe(500);
    // The generator reaches every status.
    for (const n of seen) expect(n).toBeGreaterThan(20);
  });
});
