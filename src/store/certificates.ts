// Exemption certificates and their files.
import type { Prisma } from '../generated/prisma/client.ts';
import type { PrismaClient } from './database.ts';

export interface CertificateWrite {
  id: string;
  sellerId: string;
  customerId: string;
  customerName: string | null;
  effectiveDateBegin: Date;
  exemptionNumber: string | null;
  notes: string | null;
  jurises: { jurisId: string; registrationId: string | null; effectiveDateEnd: string | null; notes: string | null }[];
  file: { id: string; name: string; contentType: string; contents: Buffer; sha256: string };
}

export async function insertCertificate(prisma: PrismaClient, c: CertificateWrite): Promise<void> {
  await prisma.$transaction([
    prisma.certificateFile.create({
      data: {
        id: c.file.id,
        sellerId: c.sellerId,
        name: c.file.name,
        contentType: c.file.contentType,
        sizeBytes: c.file.contents.length,
        sha256: c.file.sha256,
        contents: new Uint8Array(c.file.contents),
      },
    }),
    prisma.certificate.create({
      data: {
        id: c.id,
        sellerId: c.sellerId,
        customerId: c.customerId,
        customerName: c.customerName,
        effectiveDateBegin: c.effectiveDateBegin,
        exemptionNumber: c.exemptionNumber,
        notes: c.notes,
        jurisIds: c.jurises.map((j) => j.jurisId),
        jurises: c.jurises as unknown as Prisma.InputJsonValue,
        fileId: c.file.id,
      },
    }),
  ]);
}

export function findCertificate(prisma: PrismaClient, sellerId: string, id: string) {
  return prisma.certificate.findUnique({
    where: { sellerId_id: { sellerId, id } },
    include: { file: { select: { name: true, contentType: true, sizeBytes: true } } },
  });
}

export async function archiveCertificateRow(prisma: PrismaClient, sellerId: string, id: string): Promise<boolean> {
  await prisma.certificate.updateMany({ where: { sellerId, id, status: 'active' }, data: { status: 'archived', archivedAt: new Date() } });
  return (await prisma.certificate.count({ where: { sellerId, id } })) > 0;
}

export function certificatesAfter(
  prisma: PrismaClient,
  sellerId: string,
  where: { customerId?: string; archived?: boolean },
  after: string | undefined,
  take: number,
) {
  return prisma.certificate.findMany({
    where: {
      sellerId,
      ...(where.customerId !== undefined ? { customerId: where.customerId } : {}),
      ...(where.archived !== undefined ? { status: where.archived ? 'archived' : 'active' } : {}),
      ...(after !== undefined ? { id: { gt: after } } : {}),
    },
    orderBy: { id: 'asc' },
    take,
    include: { file: { select: { name: true, contentType: true, sizeBytes: true } } },
  });
}

/** A certificate's file, only through the seller's own certificate. */
export async function findCertificateFile(prisma: PrismaClient, sellerId: string, certificateId: string) {
  const row = await prisma.certificate.findUnique({
    where: { sellerId_id: { sellerId, id: certificateId } },
    select: { file: { select: { name: true, contentType: true, contents: true } } },
  });
  return row === null ? null : { name: row.file.name, contentType: row.file.contentType, contents: Buffer.from(row.file.contents) };
}
