// The seller console's views of transactions: newest changes first, found by id or customer, and
// a transaction's versions. The API's own get and list serve everything else.
import type { AppContext } from '../../context.ts';
import { CURSOR_CONFLICTS } from '../../lib/cursor.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { transactionSummariesPage, transactionVersionRows } from '../../store/transactions.ts';
import { isoDate } from '../../tax/dates.ts';

export interface TransactionSummary {
  id: string;
  status: string;
  negationOf: string | null;
  customerId: string | null;
  customerName: string | null;
  currencyCode: string;
  accountingDate: string;
  modifiedTime: string;
  /** Minor units; null for a voided transaction (its record is gone). */
  amount: number | null;
  tax: number | null;
}

export interface BrowseInput {
  /** A transaction id, or a customer id (both are tried). */
  search?: string;
  cursor?: string;
  limit: number;
}

export async function browseTransactions(
  ctx: AppContext,
  sellerId: string,
  input: BrowseInput,
): Promise<Outcome<{ transactions: TransactionSummary[]; nextCursor: string | null }, typeof CURSOR_CONFLICTS>> {
  let before: { modifiedAt: Date; key: bigint } | null = null;
  const search = input.search?.trim() || undefined;
  if (input.cursor !== undefined) {
    const c = ctx.cursors.decode(sellerId, 'console-transactions', input.cursor) as { m?: unknown; k?: unknown; s?: unknown } | undefined;
    if (typeof c?.m !== 'string' || typeof c.k !== 'string' || !/^\d+$/.test(c.k) || (c.s ?? null) !== (search ?? null))
      return conflict({ type: 'invalidCursor' });
    before = { modifiedAt: new Date(c.m), key: BigInt(c.k) };
  }
  const rows =
    search === undefined
      ? await transactionSummariesPage(ctx.prisma, sellerId, {}, before, input.limit + 1)
      : await searchBoth(ctx, sellerId, search, before, input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return ok({
    transactions: page.map((r) => ({
      id: r.externalId,
      status: r.status,
      negationOf: r.negationOf,
      customerId: r.customerId,
      customerName: r.customerName,
      currencyCode: r.currencyCode,
      accountingDate: isoDate(r.accountingDate),
      modifiedTime: r.modifiedAt.toISOString(),
      amount: r.amount === null ? null : Number(r.amount),
      tax: r.tax === null ? null : Number(r.tax),
    })),
    nextCursor:
      rows.length > input.limit && last !== undefined
        ? ctx.cursors.encode(sellerId, 'console-transactions', {
            m: last.modifiedAt.toISOString(),
            k: last.key.toString(),
            s: search ?? null,
          })
        : null,
  });
}

/** An id is unique; a customer has many. Both are index lookups, merged newest first. */
async function searchBoth(
  ctx: AppContext,
  sellerId: string,
  search: string,
  before: { modifiedAt: Date; key: bigint } | null,
  take: number,
) {
  const [byId, byCustomer] = await Promise.all([
    transactionSummariesPage(ctx.prisma, sellerId, { externalId: search }, before, take),
    transactionSummariesPage(ctx.prisma, sellerId, { customerId: search }, before, take),
  ]);
  const seen = new Set<bigint>();
  return [...byId, ...byCustomer]
    .filter((r) => (seen.has(r.key) ? false : (seen.add(r.key), true)))
    .sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime() || (b.key > a.key ? 1 : b.key < a.key ? -1 : 0))
    .slice(0, take);
}

export async function transactionVersions(ctx: AppContext, sellerId: string, externalId: string) {
  const rows = await transactionVersionRows(ctx.prisma, sellerId, externalId);
  return rows.map((r) => ({
    version: r.version,
    status: r.status,
    createdTime: r.createdAt.toISOString(),
    body: r.body,
    contentVersion: r.contentVersion,
  }));
}
