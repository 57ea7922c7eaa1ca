// Filings (premium): list, a filing's transactions (paged by accounting date), with conversion
// rates, and removal of transactions. Finalizing is the operator's (admin/filings.ts).
import { Exact } from '../../tax/exact.ts';
import type { AppContext } from '../../context.ts';
import { conflict, ok, type ConflictOf, type Outcome } from '../../lib/result.ts';
import { CURSOR_CONFLICTS } from '../../lib/cursor.ts';
import { ratesOn } from '../../store/conversion-rates.ts';
import { filingsPage, filingTransactionsPage, findFiling, removeFromFiling } from '../../store/filings.ts';
import { isoDate } from '../../tax/dates.ts';
import { isKnownJurisdictionId } from '../../tax/index.ts';
import type { FilingPageInput, ListFilingsInput } from './schemas.ts';

type FilingRow = NonNullable<Awaited<ReturnType<typeof findFiling>>>;

/** Finding a filing by its path. */
export const FILING_CONFLICTS = ['invalidJurisId', 'filingNotFound'] as const;
/** Changing a filing: it must be open and idle. */
export const FILING_EDIT_CONFLICTS = ['filingIsBeingDeleted', 'filingHasBackgroundOperation', 'filingNotEditable'] as const;
export const FILING_PAGE_CONFLICTS = [...FILING_CONFLICTS, ...CURSOR_CONFLICTS] as const;
export const REMOVE_FILING_TRANSACTIONS_CONFLICTS = [...FILING_CONFLICTS, ...FILING_EDIT_CONFLICTS] as const;

/** A filing as the API shows it. */
export function toFiling(f: FilingRow) {
  return {
    jurisId: f.jurisId,
    jurisFilingId: f.jurisFilingId,
    name: f.name,
    period: { begin: isoDate(f.periodBegin), endInclusive: isoDate(f.periodEndInclusive) },
    currencyCode: f.currencyCode,
    // The column holds one of these (prisma/schema.prisma).
    status: f.status as 'open' | 'finalized' | 'deleting',
  };
}

export async function listFilings(
  ctx: AppContext,
  sellerId: string,
  input: ListFilingsInput,
): Promise<Outcome<{ filings: ReturnType<typeof toFiling>[]; nextCursor: string | null; hasMore: boolean }, typeof CURSOR_CONFLICTS>> {
  let filter = input.filter ?? {};
  let after: { end: Date; id: string } | null = null;
  if (input.cursor !== undefined) {
    const c = ctx.cursors.decode(sellerId, 'filings', input.cursor) as { end?: unknown; id?: unknown; filter?: unknown } | undefined;
    if (typeof c?.end !== 'string' || typeof c.id !== 'string' || typeof c.filter !== 'object' || c.filter === null)
      return conflict({ type: 'invalidCursor' });
    after = { end: new Date(c.end), id: c.id };
    filter = c.filter as typeof filter;
  }
  const range = filter.periodEndDateRangeInclusive;
  const endFrom = range !== undefined ? new Date(`${range.slice(0, 7)}-01T00:00:00Z`) : undefined;
  const endTo = range !== undefined ? new Date(Date.UTC(Number(range.slice(9, 13)), Number(range.slice(14, 16)), 0)) : undefined;
  const rows = await filingsPage(
    ctx.prisma,
    sellerId,
    { ...(filter.jurisId !== undefined ? { jurisId: filter.jurisId } : {}), ...(endFrom ? { endFrom } : {}), ...(endTo ? { endTo } : {}) },
    after,
    input.limit + 1,
  );
  const hasMore = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return ok({
    filings: page.map(toFiling),
    nextCursor:
      hasMore && last ? ctx.cursors.encode(sellerId, 'filings', { end: last.periodEndInclusive.toISOString(), id: last.id, filter }) : null,
    hasMore,
  });
}

export async function filingOf(
  ctx: AppContext,
  sellerId: string,
  jurisId: string,
  jurisFilingId: string,
): Promise<Outcome<FilingRow, typeof FILING_CONFLICTS>> {
  if (!isKnownJurisdictionId(jurisId)) return conflict({ type: 'invalidJurisId' });
  const filing = await findFiling(ctx.prisma, sellerId, jurisId, jurisFilingId);
  return filing === null ? conflict({ type: 'filingNotFound' }) : ok(filing);
}

async function page(ctx: AppContext, sellerId: string, filing: FilingRow, input: FilingPageInput) {
  let after: { date: Date; key: bigint } | null = null;
  if (input.cursor !== undefined) {
    const c = ctx.cursors.decode(sellerId, `filing:${filing.id}`, input.cursor) as { date?: unknown; key?: unknown } | undefined;
    if (typeof c?.date !== 'string' || typeof c.key !== 'string' || !/^\d+$/.test(c.key)) return null;
    after = { date: new Date(c.date), key: BigInt(c.key) };
  }
  const rows = await filingTransactionsPage(ctx.prisma, filing.id, after, input.limit + 1);
  const hasMore = rows.length > input.limit;
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  return {
    items,
    hasMore,
    nextCursor:
      hasMore && last
        ? ctx.cursors.encode(sellerId, `filing:${filing.id}`, {
            date: last.accountingDate.toISOString(),
            key: last.transactionKey.toString(),
          })
        : null,
  };
}

export async function listFilingTransactionIds(
  ctx: AppContext,
  sellerId: string,
  jurisId: string,
  jurisFilingId: string,
  input: FilingPageInput,
): Promise<Outcome<{ transactionIds: string[]; nextCursor: string | null; hasMore: boolean }, typeof FILING_PAGE_CONFLICTS>> {
  const filing = await filingOf(ctx, sellerId, jurisId, jurisFilingId);
  if (!filing.ok) return filing;
  const result = await page(ctx, sellerId, filing.value, input);
  if (result === null) return conflict({ type: 'invalidCursor' });
  return ok({ transactionIds: result.items.map((r) => r.externalId), nextCursor: result.nextCursor, hasMore: result.hasMore });
}

export async function listFilingTransactionsWithRates(
  ctx: AppContext,
  sellerId: string,
  jurisId: string,
  jurisFilingId: string,
  input: FilingPageInput,
): Promise<Outcome<FilingTransactionsWithRates, typeof FILING_PAGE_CONFLICTS>> {
  const filing = await filingOf(ctx, sellerId, jurisId, jurisFilingId);
  if (!filing.ok) return filing;
  const result = await page(ctx, sellerId, filing.value, input);
  if (result === null) return conflict({ type: 'invalidCursor' });
  const to = filing.value.currencyCode;
  const transactions = [];
  // Transactions of one day and currency share a rate: look each pair up once per page.
  const rates = new Map<string, Awaited<ReturnType<typeof conversion>>>();
  for (const r of result.items) {
    const key = `${r.currencyCode}|${isoDate(r.accountingDate)}`;
    if (!rates.has(key)) rates.set(key, await conversion(ctx, r.currencyCode, to, r.accountingDate));
    transactions.push({
      id: r.externalId,
      accountingDate: isoDate(r.accountingDate),
      currencyCode: r.currencyCode,
      conversionRate: rates.get(key)!,
    });
  }
  return ok({ transactions, filingCurrencyCode: to, nextCursor: result.nextCursor, hasMore: result.hasMore });
}

interface FilingTransactionsWithRates {
  transactions: { id: string; accountingDate: string; currencyCode: string; conversionRate: Awaited<ReturnType<typeof conversion>> }[];
  filingCurrencyCode: string;
  nextCursor: string | null;
  hasMore: boolean;
}

/** Rate from one currency to another through the ECB's euro rates of the day (or the latest before it). */
export async function conversion(
  ctx: AppContext,
  from: string,
  to: string,
  date: Date,
): Promise<{ rate: string; rateDate: string | null; source: string } | null> {
  if (from === to) return { rate: '1', rateDate: null, source: 'same currency' };
  const rates = await ratesOn(ctx.prisma, [from, to], date);
  const eur = (code: string) => (code === 'EUR' ? { rate: '1', date } : rates.get(code));
  const a = eur(from);
  const b = eur(to);
  if (a === undefined || b === undefined) return null;
  const older = a.date < b.date ? a.date : b.date;
  return {
    rate: Exact.parse(b.rate).dividedBy(Exact.parse(a.rate), 20).toSignificantDigits(10).toFixed(),
    rateDate: isoDate(older),
    source: 'ECB euro reference rates',
  };
}

export async function removeFilingTransactions(
  ctx: AppContext,
  sellerId: string,
  jurisId: string,
  jurisFilingId: string,
  ids: string[],
): Promise<
  Outcome<{ transactions: { id: string; status: 'removed' | 'error'; reason?: 'notFound' }[] }, typeof REMOVE_FILING_TRANSACTIONS_CONFLICTS>
> {
  const filing = await filingOf(ctx, sellerId, jurisId, jurisFilingId);
  if (!filing.ok) return filing;
  const blocked = editable(filing.value);
  if (blocked !== null) return conflict(blocked);
  const removed = await removeFromFiling(ctx.prisma, sellerId, filing.value.id, ids);
  if (removed === null) return conflict({ type: 'filingNotEditable' });
  // One answer per id, in request order; an id removed before (or earlier in this request) is
  // notFound, so a retry is safe.
  return ok({
    transactions: ids.map((id) => {
      if (!removed.delete(id)) return { id, status: 'error' as const, reason: 'notFound' as const };
      return { id, status: 'removed' as const };
    }),
  });
}

export function editable(f: FilingRow): ConflictOf<typeof FILING_EDIT_CONFLICTS> | null {
  if (f.status === 'deleting') return { type: 'filingIsBeingDeleted' };
  if (f.backgroundOperation !== null) return { type: 'filingHasBackgroundOperation' };
  if (f.status !== 'open') return { type: 'filingNotEditable' };
  return null;
}
