// Official rate and boundary files imported for the whole deployment, kept as imported (gzip).
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

/** 'alreadyImported' when the same file (kind, state, contents) is there already. */
export async function insertTaxDataFile(prisma: PrismaClient, row: TaxDataFileRow): Promise<'imported' | 'alreadyImported'> {
  try {
    await prisma.taxDataFile.create({ data: { ...row, contents: new Uint8Array(row.contents) } });
    return 'imported';
  } catch (err) {
    if (isUniqueViolation(err)) return 'alreadyImported';
    throw err;
  }
}

const META = { id: true, kind: true, state: true, fileName: true, sha256: true, publishedOn: true, rowCount: true, importedAt: true } as const;

/** Every imported file, without contents, newest first per kind and state. */
export function taxDataFiles(prisma: PrismaClient) {
  return prisma.taxDataFile.findMany({ select: META, orderBy: [{ state: 'asc' }, { kind: 'asc' }, { publishedOn: 'desc' }, { importedAt: 'desc' }] });
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
