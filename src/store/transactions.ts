// Transactions and their versions. Every change writes the new version row in the same database
// transaction as the change, under an optimistic check of the version it read.
import type { Prisma } from '../generated/prisma/client.ts';
import { newId } from '../lib/ids.ts';
import { isoDate } from '../tax/dates.ts';
import type { PrismaClient } from './database.ts';
import { saveBatcher, type StoredFilingFigures, type StoredJson } from './transaction-saves.ts';
import { filingColumns, FILINGS_CTE, setFilingMembership, type FilingKey } from './filings.ts';
import type { ExposureEntry } from '../tax/thresholds/exposure.ts';
import { addExposure } from './threshold-sales.ts';

const filingId = () => newId('fil');

export interface TransactionWrite {
  currencyCode: string;
  accountingDate: Date;
  taxDate: Date;
  customerId: string | null;
  input: StoredJson;
  body: StoredJson;
  sourceBillingSystem: StoredJson | null;
  /** What the transaction adds to threshold monitoring (src/tax/thresholds/exposure.ts). */
  exposure: ExposureEntry[];
  /** What it adds to each filing's return (src/seller/filings/figures.ts); a filing without its entry reads the body. */
  filingFigures?: StoredFilingFigures[];
  /**
   * The built-in tax content version that computed the figures, captured by the use case when it
   * calculated; null when no content version is known (a negation of a row saved before it was recorded).
   */
  contentVersion: string | null;
}

const json = (v: unknown) => v as Prisma.InputJsonValue;

/** The write's columns as the statements take them, in the order of their parameters. */
function writeParams(write: TransactionWrite): unknown[] {
  return [
    write.customerId,
    write.currencyCode,
    isoDate(write.accountingDate),
    isoDate(write.taxDate),
    JSON.stringify(write.input),
    JSON.stringify(write.body),
    write.sourceBillingSystem === null ? null : JSON.stringify(write.sourceBillingSystem),
    JSON.stringify(write.exposure),
    JSON.stringify(write.filingFigures ?? []),
    write.contentVersion,
  ];
}

export function findTransaction(prisma: PrismaClient, sellerId: string, externalId: string) {
  return prisma.transaction.findUnique({ where: { sellerId_externalId: { sellerId, externalId } } });
}

export type SaveOutcome =
  | {
      saved: true;
      version: number;
      /** Another process saved this transaction during the statement: its exposure figures need a rebuild. */
      exposureStale: boolean;
    }
  | { saved: false; reason: 'voided' | 'frozen' | 'negation' | 'negated' };

/**
 * Creates the transaction, or updates it and bumps its version; a customer named with a name is
 * created if missing. One statement (shared with the saves that arrive meanwhile, see
 * transaction-saves.ts): the customer, the insert-or-update under the transaction's current
 * state, its version row, its filings and its membership.
 */
export async function saveTransaction(
  prisma: PrismaClient,
  sellerId: string,
  externalId: string,
  write: TransactionWrite,
  customer: { id: string; name: string | null } | null,
  filings: FilingKey[],
  nextFiling: (f: FilingKey) => FilingKey,
): Promise<SaveOutcome> {
  const row = await saveBatcher(prisma).save({
    sellerId,
    externalId,
    customerId: write.customerId,
    currencyCode: write.currencyCode,
    accountingDate: isoDate(write.accountingDate),
    taxDate: isoDate(write.taxDate),
    input: write.input,
    body: write.body,
    sourceBillingSystem: write.sourceBillingSystem,
    newCustomer: customer !== null && customer.name !== null ? { id: customer.id, name: customer.name } : null,
    filings: filings.map((f) => ({ ...f, id: filingId() })),
    exposure: write.exposure,
    filingFigures: write.filingFigures ?? [],
    contentVersion: write.contentVersion,
  });
  if (row.version == null) {
    const reason = row.prevStatus === 'voided' ? 'voided' : row.prevFrozen ? 'frozen' : row.prevIsNegation ? 'negation' : 'negated';
    return { saved: false, reason };
  }
  if (row.joined < filings.length) await joinOpenFilings(prisma, sellerId, externalId, filings, nextFiling);
  const version = Number(row.version);
  return { saved: true, version, exposureStale: version !== (row.prevVersion === null ? 1 : Number(row.prevVersion) + 1) };
}

/**
 * Puts a saved transaction into each wanted filing that is open, and, where the wanted one is
 * already finalized, into the next period's filing of that registration (created if needed), so
 * that a late transaction is still reported. Also covers two first saves into a new period at once,
 * when one statement's snapshot missed the filing the other created. Rare, and harmless to repeat.
 */
async function joinOpenFilings(
  prisma: PrismaClient,
  sellerId: string,
  externalId: string,
  filings: FilingKey[],
  next: (f: FilingKey) => FilingKey,
): Promise<void> {
  for (let wanted of filings) {
    for (let step = 0; step < 24; step++) {
      await prisma.filing.createMany({ data: [{ id: filingId(), ...wanted }], skipDuplicates: true });
      const joined = await prisma.$executeRawUnsafe(
        // FOR SHARE waits for a finalize under way, then sees the filing closed.
        `INSERT INTO filing_transactions ("filingId", "transactionKey", "accountingDate")
         SELECT f.id, t.key, t."accountingDate" FROM filings f, transactions t
         WHERE f."sellerId" = $1 AND f."jurisId" = $3 AND f."jurisFilingId" = $4 AND f.status = 'open' AND t."sellerId" = $1 AND t."externalId" = $2
         FOR SHARE OF f
         ON CONFLICT DO NOTHING`,
        sellerId,
        externalId,
        wanted.jurisId,
        wanted.jurisFilingId,
      );
      const member = await prisma.filingTransaction.count({
        where: {
          filing: { sellerId, jurisId: wanted.jurisId, jurisFilingId: wanted.jurisFilingId },
          transaction: { sellerId, externalId },
        },
      });
      if (joined > 0 || member > 0) break;
      const status = (
        await prisma.filing.findUnique({
          where: { sellerId_jurisId_jurisFilingId: { sellerId, jurisId: wanted.jurisId, jurisFilingId: wanted.jurisFilingId } },
        })
      )?.status;
      if (status === 'open') break;
      wanted = next(wanted);
    }
  }
}

export type VoidOutcome = 'voided' | 'alreadyVoided' | 'notFound' | 'versionMismatch' | 'frozen' | 'negated';

export async function voidTransaction(
  prisma: PrismaClient,
  sellerId: string,
  externalId: string,
  expectedVersion: number | undefined,
): Promise<VoidOutcome> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await voidOnce(prisma, sellerId, externalId, expectedVersion);
    // Without an expected version, an update that slipped in between is no reason to fail: read again.
    if (outcome === 'raced' && expectedVersion === undefined && attempt < 5) continue;
    return outcome === 'raced' ? 'versionMismatch' : outcome;
  }
}

async function voidOnce(
  prisma: PrismaClient,
  sellerId: string,
  externalId: string,
  expectedVersion: number | undefined,
): Promise<VoidOutcome | 'raced'> {
  return prisma.$transaction(async (tx) => {
    const existing = await tx.transaction.findUnique({ where: { sellerId_externalId: { sellerId, externalId } } });
    if (existing === null) return 'notFound';
    // A retry of a void that succeeded names the version it voided, now one behind.
    if (
      existing.status === 'voided' &&
      (expectedVersion === undefined || expectedVersion === existing.version || expectedVersion === existing.version - 1)
    )
      return 'alreadyVoided';
    if (expectedVersion !== undefined && expectedVersion !== existing.version) return 'versionMismatch';
    if (existing.frozenForFiling) return 'frozen';
    // Voiding an invoice its credit already reverses would leave only the credit in the returns.
    if ((await tx.transaction.count({ where: { sellerId, negationOf: externalId, status: 'normal' } })) > 0) return 'negated';
    const version = existing.version + 1;
    // modifiedAt from the database's clock, as saves take it, so lastModifiedAfter sees one clock.
    const count = await tx.$executeRawUnsafe(
      `UPDATE transactions SET status = 'voided', version = $3, exposure = '[]', "modifiedAt" = now() WHERE key = $1 AND version = $2`,
      existing.key,
      existing.version,
      version,
    );
    if (count === 0) return 'raced';
    // A void calculates nothing: its version keeps the content version of the figures it voids.
    await tx.transactionVersion.create({
      data: {
        transactionKey: existing.key,
        version,
        status: 'voided',
        input: json(existing.input),
        contentVersion: existing.contentVersion,
      },
    });
    // A voided transaction leaves its open filings: it is excluded from returns.
    await setFilingMembership(tx, existing.key, existing.accountingDate, []);
    // ...and no longer counts towards any threshold.
    await addExposure(tx, sellerId, existing.exposure as unknown as ExposureEntry[], -1);
    return 'voided';
  });
}

export type NegationOutcome =
  | { created: true }
  | { created: false; reason: 'notFound' | 'versionMismatch' | 'isNegation' | 'voided' | 'alreadyNegated' | 'idTaken' };

const NEGATE_SQL = `
WITH saved AS (
  INSERT INTO transactions ("sellerId", "externalId", version, status, "negationOf", "customerId", "currencyCode", "accountingDate", "taxDate", input, body, "sourceBillingSystem", exposure, "filingFigures", content_version)
  VALUES ($1, $2, 1, 'normal', $3, $4, $5, $6::date, $7::date, $8::jsonb, $9::jsonb, $10::jsonb, $11::jsonb, $12::jsonb, $13::text)
  ON CONFLICT ("sellerId", "externalId") DO NOTHING
  RETURNING key
), version AS (
  INSERT INTO transaction_versions ("transactionKey", version, status, input, body, content_version) SELECT key, 1, 'normal', $8::jsonb, $9::jsonb, $13::text FROM saved
), ${FILINGS_CTE('saved', 14)}, joined AS (
  INSERT INTO filing_transactions ("filingId", "transactionKey", "accountingDate")
  SELECT t.id, saved.key, $6::date FROM saved, targets t ON CONFLICT DO NOTHING
  RETURNING 1
)
SELECT (SELECT key FROM saved) AS key, (SELECT count(*) FROM joined)::int AS joined`;

/**
 * Saves the exact inverse of a transaction. The original is locked while it is checked and the
 * negation written, so a concurrent update, void or second negation of it waits and then fails.
 */
export async function insertNegation(
  prisma: PrismaClient,
  sellerId: string,
  originalId: string,
  newExternalId: string,
  expectedVersion: number | undefined,
  build: (original: StoredTransaction) => Promise<{ write: TransactionWrite; filings: FilingKey[] }>,
  nextFiling: (f: FilingKey) => FilingKey,
): Promise<NegationOutcome> {
  let late: FilingKey[] = [];
  const outcome = await prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRawUnsafe<{ key: bigint }[]>(
      `SELECT key FROM transactions WHERE "sellerId" = $1 AND "externalId" = $2 FOR UPDATE`,
      sellerId,
      originalId,
    );
    if (locked.length === 0) return { created: false, reason: 'notFound' } as const;
    const original = (await tx.transaction.findUnique({ where: { key: locked[0]!.key } }))!;
    if (expectedVersion !== undefined && expectedVersion !== original.version)
      return { created: false, reason: 'versionMismatch' } as const;
    if (original.negationOf !== null) return { created: false, reason: 'isNegation' } as const;
    if (original.status === 'voided') return { created: false, reason: 'voided' } as const;
    if ((await tx.transaction.count({ where: { sellerId, negationOf: originalId } })) > 0)
      return { created: false, reason: 'alreadyNegated' } as const;
    const { write, filings } = await build(original as StoredTransaction);
    const [row] = await tx.$queryRawUnsafe<{ key: bigint | null; joined: number }[]>(
      NEGATE_SQL,
      sellerId,
      newExternalId,
      originalId,
      ...writeParams(write),
      ...filingColumns(filings, filingId),
    );
    if (row?.key == null) return { created: false, reason: 'idTaken' } as const;
    if (row.joined < filings.length) late = filings;
    await addExposure(tx, sellerId, write.exposure, 1);
    return { created: true } as const;
  });
  // A credit for a finalized period goes into the next open one, after the negation is committed.
  if (late.length > 0) await joinOpenFilings(prisma, sellerId, newExternalId, late, nextFiling);
  return outcome;
}

type Row = NonNullable<Awaited<ReturnType<typeof findTransaction>>>;

/** A saved transaction with its documents as they were written (TransactionWrite): never a JSON null. */
export type StoredTransaction = Omit<Row, 'input' | 'body' | 'sourceBillingSystem'> & {
  input: StoredJson;
  body: StoredJson;
  sourceBillingSystem: StoredJson | null;
};

export type TransactionFilter =
  | { kind: 'all' }
  | { kind: 'modifiedAfter'; after: Date }
  | { kind: 'filing'; sellerId: string; jurisId: string; jurisFilingId: string };

/** A page in a stable order: by internal key, or by (modifiedAt, key) for changes since a time. */
export function transactionsPage(
  prisma: PrismaClient,
  sellerId: string,
  filter: TransactionFilter,
  position: { modifiedAt?: Date; key: bigint } | null,
  take: number,
) {
  if (filter.kind === 'modifiedAfter') {
    // A row-value comparison: the index (sellerId, modifiedAt, key) is entered at the cursor.
    return prisma.$queryRawUnsafe<Awaited<ReturnType<typeof prisma.transaction.findMany>>>(
      // The one column Prisma maps to another name is given its field's name, as findMany would.
      `SELECT *, content_version AS "contentVersion" FROM transactions WHERE "sellerId" = $1 AND ("modifiedAt", key) > ($2::timestamptz, $3::bigint) ORDER BY "modifiedAt", key LIMIT $4`,
      sellerId,
      (position?.modifiedAt ?? filter.after).toISOString(),
      position?.key ?? -1,
      take,
    );
  }
  return prisma.transaction.findMany({
    where: {
      sellerId,
      ...(position !== null ? { key: { gt: position.key } } : {}),
      ...(filter.kind === 'filing'
        ? { filings: { some: { filing: { sellerId, jurisId: filter.jurisId, jurisFilingId: filter.jurisFilingId } } } }
        : {}),
    },
    orderBy: { key: 'asc' },
    take,
  });
}

export interface TransactionSummaryRow {
  key: bigint;
  externalId: string;
  status: string;
  negationOf: string | null;
  customerId: string | null;
  customerName: string | null;
  currencyCode: string;
  accountingDate: Date;
  modifiedAt: Date;
  /** Minor units, as the record holds them (integers written as JSON numbers); null on a voided record. */
  amount: string | null;
  tax: string | null;
}

/**
 * The console's list: most recently changed first, by (modifiedAt, key) on the index that
 * transactions/list uses; only the few fields a row shows are read out of the stored record.
 */
export function transactionSummariesPage(
  prisma: PrismaClient,
  sellerId: string,
  search: { externalId?: string; customerId?: string },
  before: { modifiedAt: Date; key: bigint } | null,
  take: number,
): Promise<TransactionSummaryRow[]> {
  const where = ['t."sellerId" = $1', '(t."modifiedAt", t.key) < ($2::timestamptz, $3::bigint)'];
  const values: unknown[] = [
    sellerId,
    (before?.modifiedAt ?? new Date('9999-12-31T00:00:00Z')).toISOString(),
    before?.key ?? BigInt('9223372036854775807'),
  ];
  if (search.externalId !== undefined) where.push(`t."externalId" = $${values.push(search.externalId)}`);
  if (search.customerId !== undefined) where.push(`t."customerId" = $${values.push(search.customerId)}`);
  return prisma.$queryRawUnsafe<TransactionSummaryRow[]>(
    `SELECT t.key, t."externalId", t.status, t."negationOf", t."customerId", t.body->'customer'->>'name' AS "customerName", t."currencyCode", t."accountingDate", t."modifiedAt",
       t.body->>'inputAmount' AS amount, t.body->'taxAmountAdded'->>'expected' AS tax
     FROM transactions t WHERE ${where.join(' AND ')}
     ORDER BY t."modifiedAt" DESC, t.key DESC LIMIT $${values.push(take)}`,
    ...values,
  );
}

export function transactionVersionRows(prisma: PrismaClient, sellerId: string, externalId: string) {
  return prisma.transactionVersion.findMany({
    where: { transaction: { sellerId, externalId } },
    orderBy: { version: 'desc' },
    select: { version: true, status: true, createdAt: true, body: true, contentVersion: true },
  });
}
