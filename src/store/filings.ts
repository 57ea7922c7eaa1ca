// Filings and their transactions. Membership is kept per (filing, transaction) with the accounting
// date, so a filing's transactions page by (accountingDate, key) through an index.
import type { Prisma } from '../generated/prisma/client.ts';
import { isoDate } from '../tax/dates.ts';
import type { PrismaClient } from './database.ts';

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

export interface FilingKey {
  sellerId: string;
  registrationId: string;
  jurisId: string;
  jurisFilingId: string;
  name: string;
  periodBegin: Date;
  periodEndInclusive: Date;
  currencyCode: string;
}

/** Puts a transaction in exactly these open filings; finalized filings keep what they have. */
export async function setFilingMembership(tx: Tx, transactionKey: bigint, accountingDate: Date, filingIds: string[]): Promise<void> {
  await tx.filingTransaction.deleteMany({ where: { transactionKey, filing: { status: 'open' } } });
  if (filingIds.length > 0) {
    await tx.filingTransaction.createMany({
      data: filingIds.map((filingId) => ({ filingId, transactionKey, accountingDate })),
      skipDuplicates: true,
    });
  }
}

export function findFiling(prisma: PrismaClient, sellerId: string, jurisId: string, jurisFilingId: string) {
  return prisma.filing.findUnique({ where: { sellerId_jurisId_jurisFilingId: { sellerId, jurisId, jurisFilingId } } });
}

export function filingsPage(
  prisma: PrismaClient,
  sellerId: string,
  filter: { jurisId?: string; endFrom?: Date; endTo?: Date },
  after: { end: Date; id: string } | null,
  take: number,
) {
  return prisma.filing.findMany({
    where: {
      sellerId,
      ...(filter.jurisId !== undefined ? { jurisId: filter.jurisId } : {}),
      periodEndInclusive: { ...(filter.endFrom ? { gte: filter.endFrom } : {}), ...(filter.endTo ? { lte: filter.endTo } : {}) },
      ...(after !== null
        ? { OR: [{ periodEndInclusive: { gt: after.end } }, { periodEndInclusive: after.end, id: { gt: after.id } }] }
        : {}),
    },
    orderBy: [{ periodEndInclusive: 'asc' }, { id: 'asc' }],
    take,
  });
}

export interface FilingMemberRow {
  accountingDate: Date;
  transactionKey: bigint;
  externalId: string;
  currencyCode: string;
}

/**
 * A page of a filing's transactions by (accountingDate, key). The row-value comparison lets
 * PostgreSQL start an index range scan right at the cursor, so a page costs the same wherever it
 * is in the filing (an OR of the two conditions does not).
 */
export function filingTransactionsPage(
  prisma: PrismaClient,
  filingId: string,
  after: { date: Date; key: bigint } | null,
  take: number,
): Promise<FilingMemberRow[]> {
  return prisma.$queryRawUnsafe<FilingMemberRow[]>(
    `SELECT ft."accountingDate", ft."transactionKey", t."externalId", t."currencyCode"
     FROM filing_transactions ft JOIN transactions t ON t.key = ft."transactionKey"
     WHERE ft."filingId" = $1 AND (ft."accountingDate", ft."transactionKey") > ($2::date, $3::bigint)
     ORDER BY ft."accountingDate", ft."transactionKey"
     LIMIT $4`,
    filingId,
    after === null ? '0001-01-01' : isoDate(after.date),
    after === null ? -1 : after.key,
    take,
  );
}

/** The external ids removed; null when the filing stopped being open (finalize won the race). */
export async function removeFromFiling(
  prisma: PrismaClient,
  sellerId: string,
  filingId: string,
  externalIds: string[],
): Promise<Set<string> | null> {
  return prisma.$transaction(async (tx) => {
    // Holding the filing row keeps finalize out until the removal is done.
    const open = await tx.$queryRawUnsafe<{ id: string }[]>(
      `SELECT id FROM filings WHERE id = $1 AND status = 'open' FOR UPDATE`,
      filingId,
    );
    if (open.length === 0) return null;
    const rows = await tx.filingTransaction.findMany({
      where: { filingId, transaction: { sellerId, externalId: { in: externalIds } } },
      select: { transactionKey: true, transaction: { select: { externalId: true } } },
    });
    await tx.filingTransaction.deleteMany({ where: { filingId, transactionKey: { in: rows.map((r) => r.transactionKey) } } });
    return new Set(rows.map((r) => r.transaction.externalId));
  });
}

/**
 * Closes the filing first (its row update waits for saves that hold it FOR SHARE, and later saves
 * see it closed), then freezes every transaction in it: none can join or change after this.
 */
export async function finalizeFiling(prisma: PrismaClient, filingId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await prisma.$transaction(async (tx) => {
        await tx.filing.update({ where: { id: filingId }, data: { status: 'finalized', finalizedAt: new Date() } });
        // A new statement, so it sees the memberships of every save that held the filing before us.
        await tx.transaction.updateMany({ where: { filings: { some: { filingId } } }, data: { frozenForFiling: true } });
      });
      return;
    } catch (err) {
      // A batch of saves locks its transactions, then the filing; finalize the other way round.
      // PostgreSQL breaks such a deadlock by failing one side, which then simply runs again.
      if (attempt < 3 && isDeadlock(err)) continue;
      throw err;
    }
  }
}

function isDeadlock(err: unknown): boolean {
  const text = JSON.stringify(err, Object.getOwnPropertyNames(err ?? {})) ?? '';
  return /40P01|P2034|deadlock/i.test(text);
}

/** Filing keys as the columns of the saving statement's unnest. */
export function filingColumns(filings: FilingKey[], newId: () => string): string[][] {
  return [
    filings.map(() => newId()),
    filings.map((f) => f.registrationId),
    filings.map((f) => f.jurisId),
    filings.map((f) => f.jurisFilingId),
    filings.map((f) => f.name),
    filings.map((f) => isoDate(f.periodBegin)),
    filings.map((f) => isoDate(f.periodEndInclusive)),
    filings.map((f) => f.currencyCode),
  ];
}

/**
 * The filings a save wants, created when missing (only when the save happened), and the open ones
 * locked FOR SHARE until the save commits: finalize waits for it, and later saves see it closed.
 */
export const FILINGS_CTE = (saved: string, first: number) => `
wanted AS (
  SELECT * FROM unnest($${first}::text[], $${first + 1}::text[], $${first + 2}::text[], $${first + 3}::text[], $${first + 4}::text[], $${first + 5}::text[], $${first + 6}::text[], $${first + 7}::text[])
    AS w(id, "registrationId", "jurisId", "jurisFilingId", name, "periodBegin", "periodEnd", "currencyCode")
), created_filings AS (
  INSERT INTO filings (id, "sellerId", "registrationId", "jurisId", "jurisFilingId", name, "periodBegin", "periodEndInclusive", "currencyCode")
  SELECT w.id, $1, w."registrationId", w."jurisId", w."jurisFilingId", w.name, w."periodBegin"::date, w."periodEnd"::date, w."currencyCode"
  FROM wanted w WHERE EXISTS (SELECT 1 FROM ${saved})
  ON CONFLICT ("sellerId", "jurisId", "jurisFilingId") DO NOTHING
  RETURNING id
), existing_filings AS (
  SELECT f.id FROM filings f JOIN wanted w ON f."sellerId" = $1 AND f."jurisId" = w."jurisId" AND f."jurisFilingId" = w."jurisFilingId"
  WHERE f.status = 'open' FOR SHARE OF f
), targets AS (
  SELECT id FROM created_filings UNION SELECT id FROM existing_filings
)`;

/** A member transaction's figures for one filing, as saved (src/seller/filings/figures.ts): $1 the filing, $2 its jurisId. */
const MEMBER_FROM = `
FROM filing_transactions ft JOIN transactions t ON t.key = ft."transactionKey"
LEFT JOIN LATERAL (SELECT e AS f FROM jsonb_array_elements(t."filingFigures") e WHERE e->>'j' = $2 LIMIT 1) ff ON true`;
const MEMBER_WHERE = `WHERE ft."filingId" = $1 AND t.status = 'normal'`;
const MEMBER_FIGURES = `${MEMBER_FROM} ${MEMBER_WHERE}`;
/** Keyset paging by (accountingDate, key) after $3, $4, $5 rows at a time. */
const AFTER = `AND (ft."accountingDate", ft."transactionKey") > ($3::date, $4::bigint)
     ORDER BY ft."accountingDate", ft."transactionKey" LIMIT $5`;
const pageParams = (filing: { id: string; jurisId: string }, after: { date: Date; key: bigint } | null, take: number) => [
  filing.id,
  filing.jurisId,
  after === null ? '0001-01-01' : isoDate(after.date),
  after === null ? -1 : after.key,
  take,
];

export interface FilingFigureRow {
  accountingDate: Date;
  transactionKey: bigint;
  externalId: string;
  currencyCode: string;
  customerId: string | null;
  /** Exact decimal texts in minor units; null on a row saved before figures were kept (see `body`). */
  sales: string | null;
  taxable: string | null;
  tax: string | null;
  /** The record, only for such a row: its figures are computed from it. */
  body: unknown;
}

/** A page of a filing's transactions with their figures, by (accountingDate, key) like filingTransactionsPage. */
export function filingFiguresPage(
  prisma: PrismaClient,
  filing: { id: string; jurisId: string },
  after: { date: Date; key: bigint } | null,
  take: number,
): Promise<FilingFigureRow[]> {
  return prisma.$queryRawUnsafe<FilingFigureRow[]>(
    `SELECT ft."accountingDate", ft."transactionKey", t."externalId", t."currencyCode", t."customerId",
       ff.f->>'s' AS sales, ff.f->>'x' AS taxable, ff.f->>'t' AS tax, CASE WHEN ff.f IS NULL THEN t.body END AS body
     ${MEMBER_FIGURES} ${AFTER}`,
    ...pageParams(filing, after, take),
  );
}

export interface FilingWorksheetRow {
  accountingDate: Date;
  transactionKey: bigint;
  externalId: string;
  currencyCode: string;
  contentVersion: string | null;
  /** The figures saved for the filing (src/seller/filings/figures.ts); null on a row saved before they were kept. */
  figures: unknown;
  /** The record, only where the saved figures lack the worksheet's parts: they are computed from it. */
  body: unknown;
  /** For a negation: the accounting date of the transaction it negates. */
  negatedAccountingDate: Date | null;
}

/** A page of a filing's members with their figures (for its return worksheet), in the order of filingFiguresPage. */
export function filingWorksheetPage(
  prisma: PrismaClient,
  filing: { id: string; sellerId: string; jurisId: string },
  after: { date: Date; key: bigint } | null,
  take: number,
): Promise<FilingWorksheetRow[]> {
  return prisma.$queryRawUnsafe<FilingWorksheetRow[]>(
    `SELECT ft."accountingDate", ft."transactionKey", t."externalId", t."currencyCode", t.content_version AS "contentVersion",
       ff.f AS figures, CASE WHEN ff.f IS NULL OR NOT ff.f ? 'l' THEN t.body END AS body, o."accountingDate" AS "negatedAccountingDate"
     ${MEMBER_FROM}
     LEFT JOIN transactions o ON t."negationOf" IS NOT NULL AND o."sellerId" = $6 AND o."externalId" = t."negationOf"
     ${MEMBER_WHERE} ${AFTER}`,
    ...pageParams(filing, after, take),
    filing.sellerId,
  );
}

/** Keeps a finalized filing's worksheet; a filing that is not finalized (any more) is left alone. */
export async function keepFinalizedWorksheet(prisma: PrismaClient, filingId: string, worksheet: unknown): Promise<void> {
  await prisma.filing.updateMany({ where: { id: filingId, status: 'finalized' }, data: { worksheet: worksheet as Prisma.InputJsonValue } });
}

export interface FilingTotalRow {
  currencyCode: string;
  transactionCount: number;
  sales: string;
  taxable: string;
  tax: string;
  /** Members without saved figures, left out of the sums above (the caller adds them from their records). */
  withoutFigures: number;
}

/** The filing's totals per transaction currency, summed from the figures saved with each transaction. */
export function filingTotals(prisma: PrismaClient, filing: { id: string; jurisId: string }): Promise<FilingTotalRow[]> {
  return prisma.$queryRawUnsafe<FilingTotalRow[]>(
    `SELECT t."currencyCode", count(*)::int AS "transactionCount", coalesce(sum((ff.f->>'s')::numeric), 0)::text AS sales,
       coalesce(sum((ff.f->>'x')::numeric), 0)::text AS taxable, coalesce(sum((ff.f->>'t')::numeric), 0)::text AS tax,
       (count(*) - count(ff.f))::int AS "withoutFigures"
     ${MEMBER_FIGURES} GROUP BY t."currencyCode" ORDER BY t."currencyCode"`,
    filing.id,
    filing.jurisId,
  );
}

/** Keeps a finalized filing's totals; a filing that is not finalized (any more) is left alone. */
export async function keepFinalizedTotals(prisma: PrismaClient, filingId: string, totals: unknown[]): Promise<void> {
  await prisma.filing.updateMany({ where: { id: filingId, status: 'finalized' }, data: { totals: totals as Prisma.InputJsonValue[] } });
}
