// What a filing holds, for the console and its CSV export: totals per currency and each
// transaction's sales, taxable sales and tax in the filing's jurisdictions, from the stored records
// (the same figures the transaction pages show, so the return can be traced line by line).
import type { AppContext } from '../../context.ts';
import { ok, type Outcome } from '../../lib/result.ts';
import { filingFiguresPage, filingTotals, type FilingFigureRow, type FilingTotalRow } from '../../store/filings.ts';
import { isoDate } from '../../tax/dates.ts';
import { ALL_JURISDICTIONS } from '../../tax/index.ts';
import { FILING_CONFLICTS, filingOf } from './filings.ts';

type Filing = Extract<Awaited<ReturnType<typeof filingOf>>, { ok: true }>['value'];

/** The jurisdictions whose taxes a registration's return carries (the filing membership rule). */
function coverage(filing: Filing) {
  const covered = ALL_JURISDICTIONS.filter((j) => j.id === filing.jurisId || j.registrationIds.includes(filing.jurisId)).map((j) => j.id);
  return { id: filing.id, coveredJurisIds: covered, localPrefix: /^us-[A-Z]{2}$/.test(filing.jurisId) ? `${filing.jurisId}-` : null };
}

export interface FilingReport {
  filing: { id: string; jurisId: string; jurisFilingId: string; name: string; period: { begin: string; endInclusive: string }; currencyCode: string; status: string };
  totals: FilingTotalRow[];
}

export async function filingReport(ctx: AppContext, sellerId: string, jurisId: string, jurisFilingId: string): Promise<Outcome<FilingReport, typeof FILING_CONFLICTS>> {
  const found = await filingOf(ctx, sellerId, jurisId, jurisFilingId);
  if (!found.ok) return found;
  const f = found.value;
  return ok({
    filing: { id: f.id, jurisId: f.jurisId, jurisFilingId: f.jurisFilingId, name: f.name, period: { begin: isoDate(f.periodBegin), endInclusive: isoDate(f.periodEndInclusive) }, currencyCode: f.currencyCode, status: f.status },
    totals: await filingTotals(ctx.prisma, coverage(f)),
  });
}

/** Every transaction of the filing with its figures, a page at a time (for the CSV export and the page). */
export async function* filingLines(ctx: AppContext, filing: Filing, pageSize = 2_000, limit = Infinity): AsyncGenerator<FilingFigureRow[]> {
  const target = coverage(filing);
  let after: { date: Date; key: bigint } | null = null;
  let left = limit;
  while (left > 0) {
    const rows = await filingFiguresPage(ctx.prisma, target, after, Math.min(pageSize, left));
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    const last = rows.at(-1)!;
    after = { date: last.accountingDate, key: last.transactionKey };
    if (rows.length < pageSize) return;
  }
}

