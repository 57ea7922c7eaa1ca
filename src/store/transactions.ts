// Transactions and their versions. Every change writes the new version row in the same database
// transaction as the change, under an optimistic check of the version it read.
import type { Prisma } from '../generated/prisma/client.ts';
import { newId } from '../lib/ids.ts';
import type { PrismaClient } from './database.ts';
import { isUniqueViolation } from './errors.ts';
import { openFilings, setFilingMembership, type FilingKey } from './filings.ts';

const filingId = () => newId('fil');

export interface TransactionWrite {
  currencyCode: string;
  accountingDate: Date;
  taxDate: Date;
  customerId: string | null;
  input: unknown;
  body: unknown;
  sourceBillingSystem: unknown;
}

const json = (v: unknown) => v as Prisma.InputJsonValue;

export function findTransaction(prisma: PrismaClient, sellerId: string, externalId: string) {
  return prisma.transaction.findUnique({ where: { sellerId_externalId: { sellerId, externalId } } });
}

export type SaveOutcome = { saved: true; version: number } | { saved: false; reason: 'voided' | 'frozen' };

/** Creates the transaction, or updates it and bumps its version; a customer named with a name is created if missing. */
export async function saveTransaction(
  prisma: PrismaClient,
  sellerId: string,
  externalId: string,
  write: TransactionWrite,
  customer: { id: string; name: string | null } | null,
  filings: FilingKey[],
): Promise<SaveOutcome> {
  const filingIds = await openFilings(prisma, filings, filingId);
  for (let attempt = 0; ; attempt++) {
    try {
      return await prisma.$transaction(async (tx) => {
        if (customer !== null && customer.name !== null) {
          await tx.customer.createMany({ data: [{ sellerId, id: customer.id, name: customer.name }], skipDuplicates: true });
        }
        const existing = await tx.transaction.findUnique({ where: { sellerId_externalId: { sellerId, externalId } } });
        if (existing === null) {
          const created = await tx.transaction.create({
            data: {
              sellerId,
              externalId,
              ...write,
              input: json(write.input),
              body: json(write.body),
              sourceBillingSystem: json(write.sourceBillingSystem),
              versions: { create: { version: 1, status: 'normal', input: json(write.input), body: json(write.body) } },
            },
            select: { key: true },
          });
          if (filingIds.length > 0) await tx.filingTransaction.createMany({ data: filingIds.map((id) => ({ filingId: id, transactionKey: created.key, accountingDate: write.accountingDate })) });
          return { saved: true, version: 1 } as const;
        }
        if (existing.status === 'voided') return { saved: false, reason: 'voided' } as const;
        if (existing.frozenForFiling) return { saved: false, reason: 'frozen' } as const;
        const version = existing.version + 1;
        const { count } = await tx.transaction.updateMany({
          where: { key: existing.key, version: existing.version },
          data: { ...write, input: json(write.input), body: json(write.body), sourceBillingSystem: json(write.sourceBillingSystem), version, modifiedAt: new Date() },
        });
        if (count === 0) throw new ConcurrentChange();
        await tx.transactionVersion.create({ data: { transactionKey: existing.key, version, status: 'normal', input: json(write.input), body: json(write.body) } });
        await setFilingMembership(tx, existing.key, write.accountingDate, filingIds);
        return { saved: true, version } as const;
      });
    } catch (err) {
      // Two saves of a new id at once, or an update between our read and write: read again.
      if (attempt < 5 && (err instanceof ConcurrentChange || isUniqueViolation(err))) continue;
      throw err;
    }
  }
}

export type VoidOutcome = 'voided' | 'alreadyVoided' | 'notFound' | 'versionMismatch' | 'frozen';

export async function voidTransaction(prisma: PrismaClient, sellerId: string, externalId: string, expectedVersion: number | undefined): Promise<VoidOutcome> {
  return prisma.$transaction(async (tx) => {
    const existing = await tx.transaction.findUnique({ where: { sellerId_externalId: { sellerId, externalId } } });
    if (existing === null) return 'notFound';
    if (expectedVersion !== undefined && expectedVersion !== existing.version) return 'versionMismatch';
    if (existing.status === 'voided') return 'alreadyVoided';
    if (existing.frozenForFiling) return 'frozen';
    const version = existing.version + 1;
    const { count } = await tx.transaction.updateMany({ where: { key: existing.key, version: existing.version }, data: { status: 'voided', version, modifiedAt: new Date() } });
    if (count === 0) return 'versionMismatch';
    await tx.transactionVersion.create({ data: { transactionKey: existing.key, version, status: 'voided', input: json(existing.input) } });
    // A voided transaction leaves its open filings: it is excluded from returns.
    await setFilingMembership(tx, existing.key, existing.accountingDate, []);
    return 'voided';
  });
}

export async function insertNegation(
  prisma: PrismaClient,
  sellerId: string,
  newExternalId: string,
  negationOf: string,
  write: TransactionWrite,
  filings: FilingKey[],
): Promise<'created' | 'idTaken'> {
  const filingIds = await openFilings(prisma, filings, filingId);
  try {
    await prisma.$transaction(async (tx) => {
      const created = await tx.transaction.create({
        data: { sellerId, externalId: newExternalId, negationOf, ...write, input: json(write.input), body: json(write.body), sourceBillingSystem: json(write.sourceBillingSystem) },
      });
      await tx.transactionVersion.create({ data: { transactionKey: created.key, version: 1, status: 'normal', input: json(write.input), body: json(write.body) } });
      await setFilingMembership(tx, created.key, write.accountingDate, filingIds);
    });
    return 'created';
  } catch (err) {
    if (isUniqueViolation(err)) return 'idTaken';
    throw err;
  }
}

export type TransactionFilter = { kind: 'all' } | { kind: 'modifiedAfter'; after: Date } | { kind: 'filing'; sellerId: string; jurisId: string; jurisFilingId: string };

/** A page in a stable order: by internal key, or by (modifiedAt, key) for changes since a time. */
export function transactionsPage(prisma: PrismaClient, sellerId: string, filter: TransactionFilter, position: { modifiedAt?: Date; key: bigint } | null, take: number) {
  if (filter.kind === 'modifiedAfter') {
    const from = position?.modifiedAt ?? filter.after;
    return prisma.transaction.findMany({
      where: {
        sellerId,
        OR: position === null ? [{ modifiedAt: { gt: from } }] : [{ modifiedAt: { gt: from } }, { modifiedAt: from, key: { gt: position.key } }],
      },
      orderBy: [{ modifiedAt: 'asc' }, { key: 'asc' }],
      take,
    });
  }
  return prisma.transaction.findMany({
    where: {
      sellerId,
      ...(position !== null ? { key: { gt: position.key } } : {}),
      ...(filter.kind === 'filing' ? { filings: { some: { filing: { sellerId, jurisId: filter.jurisId, jurisFilingId: filter.jurisFilingId } } } } : {}),
    },
    orderBy: { key: 'asc' },
    take,
  });
}

class ConcurrentChange extends Error {}
