// thresholds/list and thresholds/id:{jurisId}/get: where a seller stands against every registration
// threshold, from the figures the save path keeps (two small reads, whatever the seller's volume).
import type { AppContext } from '../../context.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { firstDaysOver, monthlyFigures } from '../../store/threshold-sales.ts';
import { isoDate, type IsoDate } from '../../tax/dates.ts';
import {
  addMonths,
  assess,
  crossingQueries,
  earliestMonth,
  exceededOn,
  monthOf,
  obligationBegins,
  salesOn,
  statusOf,
  THRESHOLDS,
  type Assessment,
  type CrossingQuery,
  type Figures,
  type SalesBasis,
  type SellerStanding,
  type ThresholdJurisdiction,
  type ThresholdStatus,
  isWorldwide,
  localSalesId,
  THRESHOLD_JURISDICTIONS,
} from '../../tax/thresholds/index.ts';

export interface ThresholdItem {
  jurisId: string;
  jurisName: string;
  status: ThresholdStatus;
  period: { begin: IsoDate; end: IsoDate };
  sales: { amount: number; transactionCount: number; unconvertedTransactionCount: number };
  limit: { salesAmount: number | null; transactionCount: number | null; rule: string; currencyCode: string; basis: SalesBasis };
  percentOfLimit: number;
  exceededOn: IsoDate | null;
  obligationBegins: IsoDate | null;
  source: string;
  verified: boolean;
}

const MONTHLY_TOTALS = 24;

/** Per jurisdiction, the first month its rule reads today: only those months are read. */
function since(jurisdictions: readonly ThresholdJurisdiction[], today: IsoDate, standing: SellerStanding) {
  return jurisdictions.flatMap((j) => {
    const first = earliestMonth(j, today, standing);
    if (first === null) return [];
    // A worldwide rule also reads the sales into the jurisdiction itself (see localSales below).
    return isWorldwide(j)
      ? [
          { jurisId: j.jurisId, since: first },
          { jurisId: localSalesId(j.jurisId), since: first },
        ]
      : [{ jurisId: j.jurisId, since: first }];
  });
}

/** Sales into the jurisdiction itself within the window (not the worldwide turnover its rule counts). */
function localSales(months: Map<string, Map<IsoDate, Figures>>, jurisId: string, window: { begin: IsoDate; end: IsoDate }): number {
  let count = 0;
  for (const [month, f] of months.get(localSalesId(jurisId)) ?? [])
    if (month >= monthOf(window.begin) && month <= window.end) count += f.transactionCount;
  return count;
}

export interface SellerFacts {
  id: string;
  businessAddress: unknown;
}

async function standingOf(ctx: AppContext, seller: SellerFacts): Promise<SellerStanding> {
  const registrations = (await ctx.taxData.get(seller.id)).registrations;
  const country = (seller.businessAddress as { country?: unknown } | null)?.country;
  return {
    registrations: new Set(registrations.map((r) => r.jurisId)),
    country: typeof country === 'string' ? country.toUpperCase() : null,
  };
}

export async function listThresholds(ctx: AppContext, seller: SellerFacts, today: IsoDate = isoDate(new Date())): Promise<ThresholdItem[]> {
  const standing = await standingOf(ctx, seller);
  const months = await monthlyFigures(ctx.prisma, seller.id, since(THRESHOLD_JURISDICTIONS, today, standing));
  return itemsOf(ctx, seller.id, THRESHOLD_JURISDICTIONS, months, today, standing);
}

export const GET_THRESHOLD_CONFLICTS = ['jurisIdNotFound'] as const;

export async function getThreshold(
  ctx: AppContext,
  seller: SellerFacts,
  jurisId: string,
  today: IsoDate = isoDate(new Date()),
): Promise<
  Outcome<ThresholdItem & { monthlyTotals: { month: string; amount: number; transactionCount: number }[] }, typeof GET_THRESHOLD_CONFLICTS>
> {
  const jurisdiction = THRESHOLDS.byId.get(jurisId);
  if (jurisdiction === undefined) return conflict({ type: 'jurisIdNotFound' });
  const standing = await standingOf(ctx, seller);
  // The monthly totals reach back further than most rules read.
  const first = [
    addMonths(monthOf(today), -(MONTHLY_TOTALS - 1)),
    ...since([jurisdiction], today, standing).map((w) => w.since),
  ].sort()[0]!;
  const months = await monthlyFigures(ctx.prisma, seller.id, [
    { jurisId, since: first },
    ...(isWorldwide(jurisdiction) ? [{ jurisId: localSalesId(jurisId), since: first }] : []),
  ]);
  const [item] = await itemsOf(ctx, seller.id, [jurisdiction], months, today, standing);
  // A rule that does not apply to this seller today (none in force) is no threshold to show.
  if (item === undefined) return conflict({ type: 'jurisIdNotFound' });
  const own = months.get(jurisId);
  const monthlyTotals = [];
  for (let k = MONTHLY_TOTALS - 1; k >= 0; k--) {
    const month = addMonths(monthOf(today), -k);
    const f = own?.get(month);
    monthlyTotals.push({
      month: month.slice(0, 7),
      amount: f === undefined ? 0 : salesOn(item.limit.basis, f),
      transactionCount: f?.transactionCount ?? 0,
    });
  }
  return ok({ ...item, monthlyTotals });
}

async function itemsOf(
  ctx: AppContext,
  sellerId: string,
  jurisdictions: readonly ThresholdJurisdiction[],
  months: Map<string, Map<IsoDate, Figures>>,
  today: IsoDate,
  standing: SellerStanding,
): Promise<ThresholdItem[]> {
  const assessments = jurisdictions
    .map((j) => assess(j, months.get(j.jurisId) ?? new Map(), today, standing))
    .filter((a): a is Assessment => a !== null);
  // The day a limit was crossed is looked up in the daily figures of its month: one more read, only for those.
  const queries = assessments.flatMap((a) => crossingQueries(a).map((q) => ({ ...q, jurisId: a.jurisdiction.jurisId, assessment: a })));
  const days = await firstDaysOver(ctx.prisma, sellerId, queries);
  const found = new Map<Assessment, Partial<Record<CrossingQuery['limit'], IsoDate | null>>>();
  queries.forEach((q, i) => found.set(q.assessment, { ...found.get(q.assessment), [q.limit]: days[i] }));
  return assessments.map((a) => {
    // A worldwide turnover rule (Switzerland) obliges only a seller that also sells there: past the
    // limit without a sale into the country, the seller is one such sale away, not yet obliged.
    const noLocalSale = isWorldwide(a.jurisdiction) && localSales(months, a.jurisdiction.jurisId, a.window) === 0;
    const crossedOn = noLocalSale ? null : exceededOn(a, found.get(a) ?? {});
    const status = statusOf(a, standing);
    return {
      jurisId: a.jurisdiction.jurisId,
      jurisName: a.jurisdiction.name,
      status: noLocalSale && status === 'exceeded' ? 'approaching' : status,
      period: { begin: a.window.begin, end: a.window.end },
      sales: a.sales,
      limit: {
        salesAmount: a.limit.salesAmount,
        transactionCount: a.limit.transactionCount,
        rule: a.rule.text,
        currencyCode: a.rule.currency,
        basis: a.rule.basis,
      },
      percentOfLimit: a.percentOfLimit,
      exceededOn: crossedOn,
      obligationBegins: obligationBegins(a, crossedOn),
      source: a.rule.source,
      verified: a.rule.verified,
    };
  });
}
