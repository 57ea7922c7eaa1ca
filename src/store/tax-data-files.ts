// Official rate and boundary files imported for the whole deployment, kept as imported (gzip),
// and, in the same table, every built-in content version a Levy process ran (kind 'builtIn'), so
// one history holds every data set an answer could have come from.
import type { PrismaClient } from './database.ts';
import { isUniqueViolation } from './errors.ts';

import type { TaxDataKind } from '../tax/index.ts';

export interface TaxDataFileRow {
  id: string;
  kind: TaxDataKind;
  state: string;
  fileName: string;
  sha256: string;
  publishedOn: Date;
  rowCount: number;
  contents: Buffer;
}

/** False when the same (kind, state, contents) is there already, also when another process stored it a moment before. */
async function insertRow(prisma: PrismaClient, row: Omit<TaxDataFileRow, 'kind'> & { kind: string }): Promise<boolean> {
  try {
    await prisma.taxDataFile.create({ data: { ...row, contents: new Uint8Array(row.contents) } });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** 'alreadyImported' when the same file (kind, state, contents) is there already. */
export async function insertTaxDataFile(prisma: PrismaClient, row: TaxDataFileRow): Promise<'imported' | 'alreadyImported'> {
  return (await insertRow(prisma, row)) ? 'imported' : 'alreadyImported';
}

/**
 * Several files at once, all or none (an update's rate and boundary files, several states): the
 * files already there (same contents) are left as they are.
 */
export async function insertTaxDataFiles(prisma: PrismaClient, rows: readonly TaxDataFileRow[]): Promise<void> {
  await prisma.$transaction(async (tx) => {
    for (const row of rows) {
      if ((await tx.taxDataFile.count({ where: { kind: row.kind, state: row.state, sha256: row.sha256 } })) > 0) continue;
      await tx.taxDataFile.create({ data: { ...row, contents: new Uint8Array(row.contents) } });
    }
  });
}

const META = {
  id: true,
  kind: true,
  state: true,
  fileName: true,
  sha256: true,
  publishedOn: true,
  rowCount: true,
  importedAt: true,
} as const;

/**
 * The kind of a built-in content version's row. Its state is '*' (the content covers every
 * region at once), its sha256 the content's hash, so the unique (kind, state, sha256) key keeps
 * one row per version however many processes start with it.
 */
const BUILT_IN_KIND = 'builtIn';
const BUILT_IN_STATE = '*';

/** Every imported file, without contents, newest first per kind and state (built-in content versions are not imported files). */
export function taxDataFiles(prisma: PrismaClient) {
  return prisma.taxDataFile.findMany({
    where: { kind: { not: BUILT_IN_KIND } },
    select: META,
    orderBy: [{ state: 'asc' }, { kind: 'asc' }, { publishedOn: 'desc' }, { importedAt: 'desc' }],
  });
}

export type BuiltInContentRow = Omit<TaxDataFileRow, 'kind' | 'state'>;

/** Whether a built-in content version (by its hash) is recorded: a cheap check before compressing its text. */
export async function hasBuiltInContent(prisma: PrismaClient, sha256: string): Promise<boolean> {
  return (await prisma.taxDataFile.count({ where: { kind: BUILT_IN_KIND, state: BUILT_IN_STATE, sha256 } })) > 0;
}

/** 'alreadyRecorded' when the version is there already, also when another process recorded it a moment before. */
export async function insertBuiltInContent(prisma: PrismaClient, row: BuiltInContentRow): Promise<'recorded' | 'alreadyRecorded'> {
  return (await insertRow(prisma, { ...row, kind: BUILT_IN_KIND, state: BUILT_IN_STATE })) ? 'recorded' : 'alreadyRecorded';
}

/** Every built-in content version recorded, without contents, in the order they first ran. */
export function builtInContentVersions(prisma: PrismaClient) {
  return prisma.taxDataFile.findMany({
    where: { kind: BUILT_IN_KIND },
    select: { fileName: true, publishedOn: true, importedAt: true },
    orderBy: [{ importedAt: 'asc' }, { id: 'asc' }],
  });
}

/**
 * What a newer file replaces: an official file replaces the older one of its kind and state (its
 * rows carry their own dates); a ZIP-level table only the table of the same state and first day,
 * since each table is one dated snapshot and the history is the set of them.
 */
export function supersedeKey(f: { kind: string; state: string; publishedOn: Date }): string {
  return f.kind === 'zipRates' ? `${f.kind}|${f.state}|${f.publishedOn.toISOString()}` : `${f.kind}|${f.state}`;
}

/** Ids of the files in force (per supersede key, the newest published, then the last imported). */
async function currentIds(prisma: PrismaClient): Promise<string[]> {
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const f of await taxDataFiles(prisma)) {
    const key = supersedeKey(f);
    if (!seen.has(key)) ids.push(f.id);
    seen.add(key);
  }
  return ids.sort();
}

export async function currentTaxDataFileIds(prisma: PrismaClient): Promise<string> {
  return (await currentIds(prisma)).join();
}

/** The files in force, with contents. */
export async function currentTaxDataFiles(prisma: PrismaClient): Promise<TaxDataFileRow[]> {
  const ids = await currentIds(prisma);
  if (ids.length === 0) return [];
  const rows = await prisma.taxDataFile.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
  // The kind column holds only kinds the import accepted.
  return rows.map((r) => ({ ...r, kind: r.kind as TaxDataKind, contents: Buffer.from(r.contents) }));
}

/**
 * Each seller's US customers of transactions with a tax date from `since` on, as (seller, customer,
 * state, ZIP code): the customer's id, or the transaction's where none was given. What an update's
 * report counts the customers a rate change touches by.
 */
export function recentUsCustomers(
  prisma: PrismaClient,
  since: Date,
): Promise<{ sellerId: string; customer: string; region: string | null; zip: string }[]> {
  return prisma.$queryRawUnsafe(
    `SELECT DISTINCT "sellerId", COALESCE("customerId", "externalId") AS customer, input->'customerAddress'->>'region' AS region, LEFT(input->'customerAddress'->>'postalCode', 5) AS zip
       FROM transactions
      WHERE "taxDate" >= $1 AND status = 'normal' AND input->'customerAddress'->>'country' = 'US' AND input->'customerAddress'->>'postalCode' IS NOT NULL`,
    since,
  );
}
