// Filings and their transactions. Membership is kept per (filing, transaction) with the accounting
// date, so a filing's transactions page by (accountingDate, key) through an index.
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

/** Puts a transaction in exactly these filings (among the open ones); finalized filings keep what they have. */
export async function setFilingMembership(tx: Tx, transactionKey: bigint, accountingDate: Date, filings: FilingKey[], newId: () => string): Promise<void> {
  const ids: string[] = [];
  for (const f of filings) {
    const filing = await tx.filing.upsert({
      where: { sellerId_jurisId_jurisFilingId: { sellerId: f.sellerId, jurisId: f.jurisId, jurisFilingId: f.jurisFilingId } },
      create: { id: newId(), ...f },
      update: {},
    });
    if (filing.status !== 'open') continue;
    ids.push(filing.id);
    await tx.filingTransaction.upsert({
      where: { filingId_transactionKey: { filingId: filing.id, transactionKey } },
      create: { filingId: filing.id, transactionKey, accountingDate },
      update: { accountingDate },
    });
  }
  await tx.filingTransaction.deleteMany({ where: { transactionKey, filingId: { notIn: ids }, filing: { status: 'open' } } });
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

/** A page of a filing's transactions by (accountingDate, key): an index range scan wherever the page is. */
export function filingTransactionsPage(prisma: PrismaClient, filingId: string, after: { date: Date; key: bigint } | null, take: number) {
  return prisma.filingTransaction.findMany({
    where: {
      filingId,
      ...(after !== null ? { OR: [{ accountingDate: { gt: after.date } }, { accountingDate: after.date, transactionKey: { gt: after.key } }] } : {}),
    },
    orderBy: [{ accountingDate: 'asc' }, { transactionKey: 'asc' }],
    take,
    include: { transaction: { select: { externalId: true, currencyCode: true, accountingDate: true } } },
  });
}

export async function removeFromFiling(prisma: PrismaClient, sellerId: string, filingId: string, externalIds: string[]): Promise<Set<string>> {
  const rows = await prisma.filingTransaction.findMany({ where: { filingId, transaction: { sellerId, externalId: { in: externalIds } } }, select: { transactionKey: true, transaction: { select: { externalId: true } } } });
  await prisma.filingTransaction.deleteMany({ where: { filingId, transactionKey: { in: rows.map((r) => r.transactionKey) } } });
  return new Set(rows.map((r) => r.transaction.externalId));
}

export async function finalizeFiling(prisma: PrismaClient, filingId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.filing.update({ where: { id: filingId }, data: { status: 'finalized', finalizedAt: new Date() } });
    await tx.transaction.updateMany({ where: { filings: { some: { filingId } } }, data: { frozenForFiling: true } });
  });
}
