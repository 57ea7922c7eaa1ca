// What a filing holds, for the console and its CSV export: totals per currency and each
// transaction's sales, taxable sales and tax in the filing's jurisdictions. Sums of the figures
// saved with each transaction (figures.ts); a transaction saved before those were kept has its
// figures computed from its record, by the same function. A finalized filing cannot change, so its
// totals are summed once and kept on the filing.
import { Exact } from '../../tax/exact.ts';
import type { AppContext } from '../../context.ts';
import { ok, type Outcome } from '../../lib/result.ts';
import { filingFiguresPage, filingTotals, keepFinalizedTotals, type FilingFigureRow } from '../../store/filings.ts';
import { isoDate } from '../../tax/dates.ts';
import { filingFiguresOf } from './figures.ts';
import { FILING_CONFLICTS, filingOf } from './filings.ts';

/** What the lines of a filing need of it. */
type FilingRef = { id: string; jurisId: string };

export interface FilingLine {
  accountingDate: string;
  transactionId: string;
  customerId: string | null;
  currencyCode: string;
  /** Exact decimal texts in minor units of the transaction's currency. */
  sales: string;
  taxable: string;
  tax: string;
}

export interface FilingReport {
  filing: {
    id: string;
    jurisId: string;
    jurisFilingId: string;
    name: string;
    period: { begin: string; endInclusive: string };
    currencyCode: string;
    status: string;
  };
  totals: { currencyCode: string; transactionCount: number; sales: string; taxable: string; tax: string }[];
}

export async function filingReport(
  ctx: AppContext,
  sellerId: string,
  jurisId: string,
  jurisFilingId: string,
): Promise<Outcome<FilingReport, typeof FILING_CONFLICTS>> {
  const found = await filingOf(ctx, sellerId, jurisId, jurisFilingId);
  if (!found.ok) return found;
  const f = found.value;
  const filing = {
    id: f.id,
    jurisId: f.jurisId,
    jurisFilingId: f.jurisFilingId,
    name: f.name,
    period: { begin: isoDate(f.periodBegin), endInclusive: isoDate(f.periodEndInclusive) },
    currencyCode: f.currencyCode,
    status: f.status,
  };
  // A finalized filing's transactions are frozen: its totals are summed once and then kept.
  if (f.status === 'finalized' && Array.isArray(f.totals)) return ok({ filing, totals: f.totals as FilingReport['totals'] });
  const totals = await sumTotals(ctx, f);
  if (f.status === 'finalized') await keepFinalizedTotals(ctx.prisma, f.id, totals);
  return ok({ filing, totals });
}

async function sumTotals(ctx: AppContext, f: { id: string; jurisId: string }): Promise<FilingReport['totals']> {
  const rows = await filingTotals(ctx.prisma, f);
  const totals = new Map(
    rows.map((r) => [
      r.currencyCode,
      {
        currencyCode: r.currencyCode,
        transactionCount: r.transactionCount,
        sales: Exact.parse(r.sales),
        taxable: Exact.parse(r.taxable),
        tax: Exact.parse(r.tax),
      },
    ]),
  );
  if (rows.some((r) => r.withoutFigures > 0)) {
    for await (const page of filingLines(ctx, f, { onlyComputed: true })) {
      for (const line of page) {
        const total = totals.get(line.currencyCode)!;
        total.sales = total.sales.plus(Exact.parse(line.sales));
        total.taxable = total.taxable.plus(Exact.parse(line.taxable));
        total.tax = total.tax.plus(Exact.parse(line.tax));
      }
    }
  }
  return [...totals.values()].map((t) => ({ ...t, sales: t.sales.toFixed(), taxable: t.taxable.toFixed(), tax: t.tax.toFixed() }));
}

function lineOf(filing: FilingRef, row: FilingFigureRow): FilingLine & { computed: boolean } {
  const saved = row.sales !== null && row.taxable !== null && row.tax !== null;
  const figures = saved ? { s: row.sales!, x: row.taxable!, t: row.tax! } : filingFiguresOf(row.body, [filing.jurisId])[0]!;
  return {
    accountingDate: isoDate(row.accountingDate),
    transactionId: row.externalId,
    customerId: row.customerId,
    currencyCode: row.currencyCode,
    sales: figures.s,
    taxable: figures.x,
    tax: figures.t,
    computed: !saved,
  };
}

/** Every transaction of the filing with its figures, a page at a time (for the CSV export and the page). */
export async function* filingLines(
  ctx: AppContext,
  filing: FilingRef,
  options: { pageSize?: number; limit?: number; onlyComputed?: boolean } = {},
): AsyncGenerator<FilingLine[]> {
  const pageSize = options.pageSize ?? 2_000;
  let left = options.limit ?? Infinity;
  let after: { date: Date; key: bigint } | null = null;
  while (left > 0) {
    const rows = await filingFiguresPage(ctx.prisma, filing, after, Math.min(pageSize, left));
    if (rows.length === 0) return;
    const lines = rows.map((r) => lineOf(filing, r));
    yield options.onlyComputed ? lines.filter((l) => l.computed) : lines;
    left -= rows.length;
    const last = rows.at(-1)!;
    after = { date: last.accountingDate, key: last.transactionKey };
    if (rows.length < pageSize) return;
  }
}
