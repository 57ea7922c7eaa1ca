// Exemption certificates: create (file type from content), archive, get, list.
import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { CURSOR_CONFLICTS } from '../../lib/cursor.ts';
import {
  archiveCertificateRow,
  certificatesAfter,
  findCertificate,
  findCertificateFile,
  insertCertificate,
} from '../../store/certificates.ts';
import { customerExists } from '../../store/customers.ts';
import { isoDate } from '../../tax/dates.ts';
import { isKnownJurisdictionId } from '../../tax/index.ts';
import { detectFileType } from './file-type.ts';
import { CERTIFICATE_STATUSES, MAX_CERTIFICATE_BYTES, type CreateCertificateInput, type ListCertificatesInput } from './schemas.ts';

/** Days before a jurisdiction's end date when a certificate counts as expiring soon. */
const EXPIRING_SOON_DAYS = 30;

export const CREATE_CERTIFICATE_CONFLICTS = [
  'duplicateJurisIds',
  'jurisNotFound',
  'customerIdNotFound',
  'fileTooLarge',
  'fileTypeNotSupported',
] as const;

export async function createCertificate(
  ctx: AppContext,
  sellerId: string,
  input: CreateCertificateInput,
): Promise<Outcome<{ id: string }, typeof CREATE_CERTIFICATE_CONFLICTS>> {
  const ids = input.jurises.map((j) => j.jurisId);
  if (new Set(ids).size !== ids.length) return conflict({ type: 'duplicateJurisIds' });
  const unknown = ids.find((id) => !isKnownJurisdictionId(id));
  if (unknown !== undefined) return conflict({ type: 'jurisNotFound', message: `${unknown} is not a jurisdiction id Levy knows` });
  if (!(await customerExists(ctx.prisma, sellerId, input.customerId))) return conflict({ type: 'customerIdNotFound' });
  const contents = Buffer.from(input.certificateFile.contentsBase64, 'base64');
  if (contents.length > MAX_CERTIFICATE_BYTES)
    return conflict({ type: 'fileTooLarge', message: `A certificate file may have at most ${MAX_CERTIFICATE_BYTES} bytes.` });
  const contentType = detectFileType(contents);
  if (contentType === null) return conflict({ type: 'fileTypeNotSupported' });
  const id = newId('cert');
  await insertCertificate(ctx.prisma, {
    id,
    sellerId,
    customerId: input.customerId,
    customerName: input.customerName ?? null,
    effectiveDateBegin: new Date(`${input.effectiveDateBegin}T00:00:00Z`),
    exemptionNumber: input.exemptionNumber ?? null,
    notes: input.notes ?? null,
    jurises: input.jurises.map((j) => ({
      jurisId: j.jurisId,
      registrationId: j.registrationId ?? null,
      effectiveDateEnd: j.effectiveDateEndi ?? null,
      notes: j.notes ?? null,
    })),
    file: {
      id: newId('file'),
      name: input.certificateFile.name,
      contentType,
      contents,
      sha256: createHash('sha256').update(contents).digest('hex'),
    },
  });
  // Calculations read certificates from every process's in-memory tax data.
  await ctx.sellerChanges.announce(sellerId);
  return ok({ id });
}

export const CERTIFICATE_ID_CONFLICTS = ['certificateIdNotFound'] as const;

export async function archiveCertificate(
  ctx: AppContext,
  sellerId: string,
  id: string,
): Promise<Outcome<Record<string, never>, typeof CERTIFICATE_ID_CONFLICTS>> {
  if (!(await archiveCertificateRow(ctx.prisma, sellerId, id))) return conflict({ type: 'certificateIdNotFound' });
  await ctx.sellerChanges.announce(sellerId);
  return ok({});
}

export async function getCertificate(
  ctx: AppContext,
  sellerId: string,
  id: string,
): Promise<Outcome<CertificateRecord, typeof CERTIFICATE_ID_CONFLICTS>> {
  const row = await findCertificate(ctx.prisma, sellerId, id);
  return row === null ? conflict({ type: 'certificateIdNotFound' }) : ok(toRecord(row, today()));
}

/** The certificate's file as it was uploaded (the console's download). */
export async function certificateFile(
  ctx: AppContext,
  sellerId: string,
  id: string,
): Promise<Outcome<{ name: string; contentType: string; contents: Buffer }, typeof CERTIFICATE_ID_CONFLICTS>> {
  const file = await findCertificateFile(ctx.prisma, sellerId, id);
  return file === null ? conflict({ type: 'certificateIdNotFound' }) : ok(file);
}

export const LIST_CERTIFICATES_CONFLICTS = [...CURSOR_CONFLICTS, 'customerIdNotFound'] as const;

export async function listCertificates(
  ctx: AppContext,
  sellerId: string,
  input: ListCertificatesInput,
): Promise<
  Outcome<{ certificates: CertificateRecord[]; nextCursor: string | null; hasMore: boolean }, typeof LIST_CERTIFICATES_CONFLICTS>
> {
  // A cursor carries the filter it was made with, so a page never mixes two filters.
  let filter = input.filter ?? {};
  let after: string | undefined;
  if (input.cursor !== undefined) {
    const position = ctx.cursors.decode(sellerId, 'certificates', input.cursor) as { after?: unknown; filter?: unknown } | undefined;
    if (typeof position?.after !== 'string' || typeof position.filter !== 'object' || position.filter === null)
      return conflict({ type: 'invalidCursor' });
    after = position.after;
    filter = position.filter as typeof filter;
  }
  if (filter.customerId !== undefined && !(await customerExists(ctx.prisma, sellerId, filter.customerId)))
    return conflict({ type: 'customerIdNotFound' });
  const date = today();
  const wanted = (r: CertificateRecord) => filter.status === undefined || r.status === filter.status;
  // Expiry is computed, so rows are read in batches and filtered until a page is full.
  const found: CertificateRecord[] = [];
  let lastRead = after;
  for (;;) {
    const rows = await certificatesAfter(
      ctx.prisma,
      sellerId,
      {
        ...(filter.customerId !== undefined ? { customerId: filter.customerId } : {}),
        ...(filter.status !== undefined ? { archived: filter.status === 'archived' } : {}),
      },
      lastRead,
      200,
    );
    for (const row of rows) {
      const record = toRecord(row, date);
      if (wanted(record)) found.push(record);
      if (found.length > input.limit) break;
    }
    if (rows.length < 200 || found.length > input.limit) break;
    lastRead = rows.at(-1)!.id;
  }
  const hasMore = found.length > input.limit;
  const items = found.slice(0, input.limit);
  const last = items.at(-1);
  return ok({
    certificates: items,
    nextCursor: hasMore && last !== undefined ? ctx.cursors.encode(sellerId, 'certificates', { after: last.id, filter }) : null,
    hasMore,
  });
}

export interface CertificateRecord {
  id: string;
  status: (typeof CERTIFICATE_STATUSES)[number];
  customerId: string;
  customerName: string | null;
  createdTime: string;
  effectiveDateBegin: string;
  expiryDate: string | null;
  exemptionNumber: string | null;
  notes: string | null;
  jurises: { jurisId: string; registrationId: string | null; effectiveDateEndi: string | null; notes: string | null }[];
  file: { name: string; contentType: string; sizeBytes: number };
}

type Row = NonNullable<Awaited<ReturnType<typeof findCertificate>>>;

function toRecord(row: Row, date: string): CertificateRecord {
  const jurises = (
    row.jurises as { jurisId: string; registrationId: string | null; effectiveDateEnd: string | null; notes: string | null }[]
  ).map((j) => ({
    jurisId: j.jurisId,
    registrationId: j.registrationId,
    effectiveDateEndi: j.effectiveDateEnd,
    notes: j.notes,
  }));
  const ends = jurises.map((j) => j.effectiveDateEndi);
  const expiryDate = ends.every((e) => e !== null) && ends.length > 0 ? [...(ends as string[])].sort().at(-1)! : null;
  const soon = new Date(`${date}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + EXPIRING_SOON_DAYS);
  const status =
    row.status === 'archived'
      ? 'archived'
      : expiryDate !== null && expiryDate < date
        ? 'expired'
        : ends.some((e) => e !== null && e >= date && e <= isoDate(soon))
          ? 'expiringSoon'
          : 'active';
  return {
    id: row.id,
    status,
    customerId: row.customerId,
    customerName: row.customerName,
    createdTime: row.createdAt.toISOString(),
    effectiveDateBegin: isoDate(row.effectiveDateBegin),
    expiryDate,
    exemptionNumber: row.exemptionNumber,
    notes: row.notes,
    jurises,
    file: row.file,
  };
}

function today(): string {
  return isoDate(new Date());
}
