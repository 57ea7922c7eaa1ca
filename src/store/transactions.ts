// Transactions and their versions. Every change writes the new version row in the same database
// transaction as the change, under an optimistic check of the version it read.
import type { Prisma } from '../generated/prisma/client.ts';
import { newId } from '../lib/ids.ts';
import type { PrismaClient } from './database.ts';
import { isUniqueViolation } from './errors.ts';
import { filingIds as idsOfFilings, openOnly, setFilingMembership, type FilingKey } from './filings.ts';

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

// One statement saves a transaction: the customer (when named), the insert-or-update of the
// transaction under its current state, its version row, and its filing membership. A single
// round trip keeps createOrUpdate fast; ON CONFLICT makes concurrent saves of one id queue on its
// row and number their versions one after another. (Data-modifying CTEs share one snapshot, so
// membership rows are deleted only outside the target filings and upserted inside them.)
const SAVE_SQL = `
WITH prev AS (
  SELECT status, "frozenForFiling" FROM transactions WHERE "sellerId" = $1 AND "externalId" = $2
), customer AS (
  INSERT INTO customers ("sellerId", id, name, "updatedAt")
  SELECT $1, $10, $11, now() WHERE $10::text IS NOT NULL AND $11::text IS NOT NULL
  ON CONFLICT DO NOTHING
), saved AS (
  INSERT INTO transactions ("sellerId", "externalId", version, status, "customerId", "currencyCode", "accountingDate", "taxDate", input, body, "sourceBillingSystem")
  VALUES ($1, $2, 1, 'normal', $3, $4, $5::date, $6::date, $7::jsonb, $8::jsonb, $9::jsonb)
  ON CONFLICT ("sellerId", "externalId") DO UPDATE SET
    version = transactions.version + 1, "customerId" = EXCLUDED."customerId", "currencyCode" = EXCLUDED."currencyCode",
    "accountingDate" = EXCLUDED."accountingDate", "taxDate" = EXCLUDED."taxDate", input = EXCLUDED.input, body = EXCLUDED.body,
    "sourceBillingSystem" = EXCLUDED."sourceBillingSystem", "modifiedAt" = now()
  WHERE transactions.status = 'normal' AND NOT transactions."frozenForFiling"
  RETURNING key, version
), version AS (
  INSERT INTO transaction_versions ("transactionKey", version, status, input, body)
  SELECT key, version, 'normal', $7::jsonb, $8::jsonb FROM saved
), left_filings AS (
  DELETE FROM filing_transactions ft USING filings f
  WHERE ft."transactionKey" IN (SELECT key FROM saved) AND f.id = ft."filingId" AND f.status = 'open' AND NOT (ft."filingId" = ANY($12::text[]))
), joined AS (
  INSERT INTO filing_transactions ("filingId", "transactionKey", "accountingDate")
  SELECT f.id, saved.key, $5::date FROM saved, filings f WHERE f.id = ANY($12::text[]) AND f.status = 'open'
  ON CONFLICT ("filingId", "transactionKey") DO UPDATE SET "accountingDate" = EXCLUDED."accountingDate"
)
SELECT (SELECT version FROM saved) AS version, (SELECT status FROM prev) AS "prevStatus", (SELECT "frozenForFiling" FROM prev) AS "prevFrozen"`;

/** Creates the transaction, or updates it and bumps its version; a customer named with a name is created if missing. */
export async function saveTransaction(
  prisma: PrismaClient,
  sellerId: string,
  externalId: string,
  write: TransactionWrite,
  customer: { id: string; name: string | null } | null,
  filings: FilingKey[],
): Promise<SaveOutcome> {
  const filingIds = await idsOfFilings(prisma, filings, filingId);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const [row] = await prisma.$queryRawUnsafe<{ version: number | null; prevStatus: string | null; prevFrozen: boolean | null }[]>(
    SAVE_SQL,
    sellerId,
    externalId,
    write.customerId,
    write.currencyCode,
    day(write.accountingDate),
    day(write.taxDate),
    JSON.stringify(write.input),
    JSON.stringify(write.body),
    write.sourceBillingSystem === null ? null : JSON.stringify(write.sourceBillingSystem),
    customer?.id ?? null,
    customer?.name ?? null,
    filingIds,
  );
  if (row?.version != null) return { saved: true, version: Number(row.version) };
  return { saved: false, reason: row?.prevStatus === 'voided' ? 'voided' : 'frozen' };
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
  const filingIds = await openOnly(prisma, await idsOfFilings(prisma, filings, filingId));
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

