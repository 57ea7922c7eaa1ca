// A filing's return worksheet (worksheet.ts), summed from the figures saved with its transactions a
// page at a time, with each other currency's figures converted into the filing's at each
// transaction's day's rate, and for an eu-oss filing its One-Stop Shop return (oss-return.ts). A
// finalized filing cannot change, so its worksheet is built once and then kept with it.
import type { AppContext } from '../../context.ts';
import { ok, type Outcome } from '../../lib/result.ts';
import { ratesOn } from '../../store/conversion-rates.ts';
import { filingWorksheetPage, keepFinalizedWorksheet } from '../../store/filings.ts';
import { builtInContent } from '../../tax/content/built-in.ts';
import { minorUnitFactor } from '../../tax/currency.ts';
import { isoDate } from '../../tax/dates.ts';
import { Exact, ZERO } from '../../tax/exact.ts';
import { conversion, FILING_CONFLICTS, filingOf, toFiling } from './filings.ts';
import { filingFiguresOf, hasWorksheetFigures } from './figures.ts';
import { ossReturn, type EcbRate } from './oss-return.ts';
import type { OssReturn, ReturnWorksheet } from './schemas.ts';
import { periodOf } from './periods.ts';
import { WorksheetBuilder, type Worksheet } from './worksheet.ts';

const PAGE = 10_000;

type Conversion = Awaited<ReturnType<typeof conversion>>;

export async function returnWorksheet(
  ctx: AppContext,
  sellerId: string,
  jurisId: string,
  jurisFilingId: string,
): Promise<Outcome<ReturnWorksheet, typeof FILING_CONFLICTS>> {
  const found = await filingOf(ctx, sellerId, jurisId, jurisFilingId);
  if (!found.ok) return found;
  const f = found.value;
  if (f.status === 'finalized' && f.worksheet !== null) return ok(kept(f.worksheet as unknown as ReturnWorksheet));
  const builder = new WorksheetBuilder(builtInContent(), f.jurisId);
  const converting = new Map<string, { sums: [Exact, Exact, Exact] | null; rates: Map<string, Conversion> }>();
  let after: { date: Date; key: bigint } | null = null;
  for (;;) {
    const rows = await filingWorksheetPage(ctx.prisma, f, after, PAGE);
    for (const row of rows) {
      const figures = builder.add({
        externalId: row.externalId,
        currencyCode: row.currencyCode,
        correctsPeriod:
          row.negatedAccountingDate !== null && row.negatedAccountingDate < f.periodBegin
            ? periodOf(frequencyOf(f.jurisFilingId), isoDate(row.negatedAccountingDate)).jurisFilingId
            : null,
        contentVersion: row.contentVersion,
        figures: hasWorksheetFigures(row.figures) ? row.figures : filingFiguresOf(row.body, [f.jurisId])[0]!,
      });
      if (row.currencyCode === f.currencyCode) continue;
      const c = converting.get(row.currencyCode) ?? { sums: [ZERO, ZERO, ZERO], rates: new Map<string, Conversion>() };
      converting.set(row.currencyCode, c);
      const day = isoDate(row.accountingDate);
      if (!c.rates.has(day)) c.rates.set(day, await conversion(ctx, row.currencyCode, f.currencyCode, row.accountingDate));
      const rate = c.rates.get(day)!;
      if (rate === null || c.sums === null) {
        c.sums = null;
        continue;
      }
      const factor = minorUnitFactor(row.currencyCode, f.currencyCode, Exact.parse(rate.rate));
      c.sums = [
        c.sums[0].plus(figures.gross.times(factor)),
        c.sums[1].plus(figures.taxable.times(factor)),
        c.sums[2].plus(figures.tax.times(factor)),
      ];
    }
    if (rows.length < PAGE) break;
    const last = rows.at(-1)!;
    after = { date: last.accountingDate, key: last.transactionKey };
  }
  const built = builder.result();
  countIncomplete(ctx, built);
  const worksheet: ReturnWorksheet = {
    filing: toFiling(f),
    ...built,
    conversions: [...converting]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, c]) => ({
        currencyCode: code,
        inFilingCurrency: c.sums === null ? null : { grossSales: text(c.sums[0]), taxableSales: text(c.sums[1]), taxDue: text(c.sums[2]) },
        rates: [...c.rates].map(([day, r]) => ({
          accountingDate: day,
          rate: r?.rate ?? null,
          rateDate: r?.rateDate ?? null,
          source: r?.source ?? null,
        })),
      })),
    oss: f.jurisId === 'eu-oss' ? await ossOf(ctx, isoDate(f.periodEndInclusive), built) : null,
  };
  if (f.status === 'finalized') await keepFinalizedWorksheet(ctx.prisma, f.id, worksheet);
  return ok(worksheet);
}

/** The quarter's OSS return, with the ECB rates of its last day (and of the quarters its corrections correct). */
async function ossOf(ctx: AppContext, endInclusive: string, built: Worksheet): Promise<OssReturn> {
  const needed = new Map<string, Set<string>>([['', new Set()]]);
  for (const s of built.sections) {
    needed.get('')!.add(s.currencyCode);
    for (const c of s.negationsOfEarlierPeriods.corrections) needed.set(c.period, (needed.get(c.period) ?? new Set()).add(s.currencyCode));
  }
  const found = new Map<string, EcbRate>();
  for (const [period, codes] of needed) {
    const day = period === '' ? endInclusive : lastDayOf(period);
    const rates = await ratesOn(ctx.prisma, [...codes], new Date(`${day}T00:00:00Z`), 'onOrAfter');
    for (const [code, r] of rates) found.set(`${code}|${period}`, { rate: r.rate, date: isoDate(r.date) });
  }
  return ossReturn({ endInclusive }, built.sections, (code, period) => found.get(`${code}|${period}`) ?? null);
}

/** What the worksheet could not fill, in the metrics as in its answer (incompleteLines, locations.unplaced). */
function countIncomplete(ctx: AppContext, built: Worksheet): void {
  const groups = built.sections.flatMap((s) => s.locations?.unplaced ?? []);
  // incompleteLines holds one entry per jurisdiction without its code, and one per group of unplaced sales.
  const uncoded = built.incompleteLines.length - groups.length;
  const unplaced = groups.reduce((n, u) => n + u.transactionCount, 0);
  if (uncoded > 0) ctx.metrics.incompleteWorksheets.inc({ kind: 'code' }, uncoded);
  if (unplaced > 0) ctx.metrics.incompleteWorksheets.inc({ kind: 'location' }, unplaced);
}

/** A worksheet kept before its sections had `locations` (2026-12-03) says it has none. */
function kept(w: ReturnWorksheet): ReturnWorksheet {
  return { ...w, sections: w.sections.map((s) => ({ ...s, locations: s.locations ?? null })) };
}

/** A registration's filing frequency, as its filings' labels show it (periods.ts). */
function frequencyOf(jurisFilingId: string): string {
  if (/^\d{4}-\d{2}$/.test(jurisFilingId)) return 'monthly';
  if (/^\d{4}-H\d$/.test(jurisFilingId)) return 'semiannual';
  if (/^\d{4}$/.test(jurisFilingId)) return 'annual';
  return 'quarterly';
}

/** The last day of the period a label names (2026-Q3 -> 2026-09-30, 2026-11 -> 2026-11-30). */
function lastDayOf(jurisFilingId: string): string {
  const year = jurisFilingId.slice(0, 4);
  const part = jurisFilingId.slice(5);
  const month =
    part === '' ? 1 : part.startsWith('Q') ? Number(part.slice(1)) * 3 : part.startsWith('H') ? Number(part.slice(1)) * 6 : Number(part);
  return periodOf(frequencyOf(jurisFilingId), `${year}-${String(month).padStart(2, '0')}-01`).endInclusive;
}

const text = (x: Exact) => x.toDecimalPlaces(4).toFixed();
