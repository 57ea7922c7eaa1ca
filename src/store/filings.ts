// Filings and their transactions. Membership is kept per (filing, transaction) with the accounting
// date, so a filing's transactions page by (accountingDate, key) through an index.
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
    await tx.filingTransaction.createMany({ data: filingIds.map((filingId) => ({ filingId, transactionKey, accountingDate })), skipDuplicates: true });
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
      ...(after !== null ? { OR: [{ periodEndInclusive: { gt: after.end } }, { periodEndInclusive: after.end, id: { gt: after.id } }] } : {}),
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
export function filingTransactionsPage(prisma: PrismaClient, filingId: string, after: { date: Date; key: bigint } | null, take: number): Promise<FilingMemberRow[]> {
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
export async function removeFromFiling(prisma: PrismaClient, sellerId: string, filingId: string, externalIds: string[]): Promise<Set<string> | null> {
  return prisma.$transaction(async (tx) => {
    // Holding the filing row keeps finalize out until the removal is done.
    const open = await tx.$queryRawUnsafe<{ id: string }[]>(`SELECT id FROM filings WHERE id = $1 AND status = 'open' FOR UPDATE`, filingId);
    if (open.length === 0) return null;
    const rows = await tx.filingTransaction.findMany({ where: { filingId, transaction: { sellerId, externalId: { in: externalIds } } }, select: { transactionKey: true, transaction: { select: { externalId: true } } } });
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

/**
 * Each transaction of a filing with what it adds to the return, read from its stored record: sales
 * (pre-tax amount of the filing's jurisdictions), taxable sales (per line, the largest taxable
 * amount among their taxes) and tax due. `jurisIds` are the jurisdictions the filing's
 * registration covers; `localPrefix` (`us-NY-`) adds local ones Levy imported. Amounts are exact
 * decimal texts in minor units of the transaction's currency.
 */
function filingFiguresSql(where: string): string {
  return `
SELECT ft."accountingDate", ft."transactionKey", t."externalId", t."currencyCode", t."customerId",
  coalesce(s.sales, 0) AS sales, coalesce(x.taxable, 0) AS taxable, coalesce(s.tax, 0) AS tax
FROM filing_transactions ft JOIN transactions t ON t.key = ft."transactionKey"
CROSS JOIN LATERAL (
  SELECT max((j->>'preTaxAmount')::numeric) AS sales, sum((j->'taxAmountDue'->>'total')::numeric) AS tax
  FROM jsonb_array_elements(t.body->'jurisSummaries') j
  WHERE j->>'id' = ANY($2::text[]) OR ($3::text IS NOT NULL AND starts_with(j->>'id', $3::text))
) s
CROSS JOIN LATERAL (
  SELECT sum(line_taxable) AS taxable FROM (
    SELECT max((tx->>'taxableAmount')::numeric) AS line_taxable
    FROM jsonb_array_elements(t.body->'lineItems') WITH ORDINALITY AS l(line, n)
    CROSS JOIN LATERAL jsonb_array_elements(l.line->'jurises') j
    CROSS JOIN LATERAL jsonb_array_elements(j->'calc'->'taxes') tx
    WHERE j->>'id' = ANY($2::text[]) OR ($3::text IS NOT NULL AND starts_with(j->>'id', $3::text))
    GROUP BY l.n
  ) lines
) x
WHERE ft."filingId" = $1 AND t.status = 'normal' ${where}`;
}

export interface FilingFigureRow {
  accountingDate: Date;
  transactionKey: bigint;
  externalId: string;
  currencyCode: string;
  customerId: string | null;
  sales: string;
  taxable: string;
  tax: string;
}

export function filingFiguresPage(
  prisma: PrismaClient,
  filing: { id: string; coveredJurisIds: string[]; localPrefix: string | null },
  after: { date: Date; key: bigint } | null,
  take: number,
): Promise<FilingFigureRow[]> {
  return prisma.$queryRawUnsafe<FilingFigureRow[]>(
    `SELECT "accountingDate", "transactionKey", "externalId", "currencyCode", "customerId", sales::text, taxable::text, tax::text
     FROM (${filingFiguresSql('AND (ft."accountingDate", ft."transactionKey") > ($4::date, $5::bigint)')}) f
     ORDER BY "accountingDate", "transactionKey" LIMIT $6`,
    filing.id,
    filing.coveredJurisIds,
    filing.localPrefix,
    after === null ? '0001-01-01' : isoDate(after.date),
    after === null ? -1 : after.key,
    take,
  );
}

export interface FilingTotalRow {
  currencyCode: string;
  transactionCount: number;
  sales: string;
  taxable: string;
  tax: string;
}

/** The filing's totals per transaction currency (a return converts them; the console shows each). */
export function filingTotals(prisma: PrismaClient, filing: { id: string; coveredJurisIds: string[]; localPrefix: string | null }): Promise<FilingTotalRow[]> {
  return prisma.$queryRawUnsafe<FilingTotalRow[]>(
    `SELECT "currencyCode", count(*)::int AS "transactionCount", sum(sales)::text AS sales, sum(taxable)::text AS taxable, sum(tax)::text AS tax
     FROM (${filingFiguresSql('')}) f GROUP BY "currencyCode" ORDER BY "currencyCode"`,
    filing.id,
    filing.coveredJurisIds,
    filing.localPrefix,
  );
}
