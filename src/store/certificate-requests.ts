import type { PrismaClient } from './database.ts';

export function insertCertificateRequest(
  prisma: PrismaClient,
  row: {
    id: string;
    sellerId: string;
    customerId: string;
    customerName: string | null;
    emailAddress: string;
    tokenHash: Buffer;
    expiresAt: Date;
  },
) {
  return prisma.certificateRequest.create({ data: { ...row, tokenHash: new Uint8Array(row.tokenHash) } });
}

export function deleteCertificateRequest(prisma: PrismaClient, id: string) {
  return prisma.certificateRequest.delete({ where: { id } });
}

export function findRequestByToken(prisma: PrismaClient, tokenHash: Buffer) {
  return prisma.certificateRequest.findUnique({ where: { tokenHash: new Uint8Array(tokenHash) } });
}

/** Marks the request used; false when another submission got there first. */
export async function claimRequest(prisma: PrismaClient, id: string): Promise<boolean> {
  const { count } = await prisma.certificateRequest.updateMany({ where: { id, completedAt: null }, data: { completedAt: new Date() } });
  return count === 1;
}

/** Gives the link back when the upload was refused (wrong file type and the like). */
export async function releaseRequest(prisma: PrismaClient, id: string): Promise<void> {
  await prisma.certificateRequest.updateMany({ where: { id, certificateId: null }, data: { completedAt: null } });
}

export async function linkCertificate(prisma: PrismaClient, id: string, certificateId: string): Promise<void> {
  await prisma.certificateRequest.update({ where: { id }, data: { certificateId } });
}
