import type { PrismaClient } from './database.ts';

export function insertCertificateRequest(
  prisma: PrismaClient,
  row: { id: string; sellerId: string; customerId: string; customerName: string | null; emailAddress: string; tokenHash: Buffer; expiresAt: Date },
) {
  return prisma.certificateRequest.create({ data: { ...row, tokenHash: new Uint8Array(row.tokenHash) } });
}

export function deleteCertificateRequest(prisma: PrismaClient, id: string) {
  return prisma.certificateRequest.delete({ where: { id } });
}

export function findRequestByToken(prisma: PrismaClient, tokenHash: Buffer) {
  return prisma.certificateRequest.findUnique({ where: { tokenHash: new Uint8Array(tokenHash) } });
}

/** Marks the request used by the certificate; false when another submission got there first. */
export async function completeRequest(prisma: PrismaClient, id: string, certificateId: string): Promise<boolean> {
  const { count } = await prisma.certificateRequest.updateMany({ where: { id, completedAt: null }, data: { completedAt: new Date(), certificateId } });
  return count === 1;
}
