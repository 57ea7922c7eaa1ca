// Registration thresholds (economic nexus in the US; non-resident registration thresholds abroad)
// as dated, sourced rules. Pure data shapes: the tax core evaluates them, the store keeps the sales
// they are measured on.
import type { Dated } from '../content/types.ts';

/**
 * The window a threshold is measured over.
 * - `year`: a 12-month year starting on the 1st of `startMonth` (1 = calendar year; 10 = Connecticut's
 *   October–September year). `measured` says which years count: the current or the previous one,
 *   the previous one only, or the year before the previous one (Japan's base period).
 * - `rolling12Months`: the 12 months ending with the current month (to date).
 * - `precedingQuarters`: the `count` quarters ending with the current quarter (to date); quarters start
 *   in `firstQuarterStartMonth` (3 for New York's March–May quarter), every third month from it.
 */
export type ThresholdPeriod =
  | { kind: 'year'; startMonth: number; measured: 'currentOrPrevious' | 'previous' | 'twoYearsPrior' }
  | { kind: 'rolling12Months' }
  | { kind: 'precedingQuarters'; count: number; firstQuarterStartMonth: number };

/**
 * Which sales count: all sales into the jurisdiction (`gross`; `retail` is counted as gross, since
 * Levy cannot tell a sale for resale from another), or only those the jurisdiction taxes
 * (`taxable`: exempt, non-taxable and reverse-charged sales left out).
 */
export type SalesBasis = 'gross' | 'retail' | 'taxable';

/** When registering is required once a threshold is crossed. */
export type ObligationStart =
  /** From the sale that crosses it (the next transaction). */
  | 'nextTransaction'
  /** The first day of the month after the one in which it was crossed. */
  | 'firstDayOfNextMonth'
  /** The first day of the quarter (of the rule's quarters, or calendar quarters) after the one in which it was crossed. */
  | 'firstDayOfNextQuarter'
  /** The first day of the year (of the rule's years) after the one in which it was crossed. */
  | 'firstDayOfNextYear';

export interface ThresholdRule extends Dated {
  /** Amount in major units of `currency` ("100000"), or null when only a count applies. */
  salesAmount: string | null;
  currency: string;
  transactionCount: number | null;
  /** How the two limits combine: either one crossed, both crossed, or the amount alone. */
  combine: 'either' | 'both' | 'salesOnly';
  period: ThresholdPeriod;
  basis: SalesBasis;
  /** `worldwide`: every sale the seller records counts (Switzerland's worldwide turnover). */
  scope: 'jurisdiction' | 'worldwide';
  /** Whether the state counts sales made through marketplace facilitators (Levy sees direct sales only). */
  includesMarketplaceSales: boolean;
  obligationBegins: ObligationStart;
  /** Whom the rule is for: every seller, or only sellers established inside / outside the jurisdiction (the EU). */
  sellers: 'all' | 'establishedInside' | 'establishedOutside';
  /** The rule in one sentence, as the thresholds list shows it. */
  text: string;
  /** verified: checked against the official source named; otherwise taken from secondary sources. */
  verified: boolean;
}

export interface ThresholdJurisdiction {
  /** The jurisdiction id a registration names (us-CA, ca-federal, eu-oss, au-gst). */
  jurisId: string;
  name: string;
  /**
   * Jurisdiction ids of calculations whose sales count here; default: jurisId alone. eu-oss lists
   * every member state (eu-AT, eu-BE, ...), since the union-wide threshold sums them.
   */
  members?: string[];
  /** Countries whose sellers are "established inside" (the EU member states for eu-oss). */
  countries: string[];
  rules: ThresholdRule[];
}
