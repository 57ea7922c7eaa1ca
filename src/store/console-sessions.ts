// Seller console sessions: one row per sign-in, found by the SHA-256 of the cookie's token.
import type { PrismaClient } from './database.ts';

export interface ConsoleSessionRow {
  id: string;
  sellerId: string;
  apiKeyId: string;
  expiresAt: Date;
}

export async function insertConsoleSession(prisma: PrismaClient, row: ConsoleSessionRow): Promise<void> {
  await prisma.consoleSession.create({ data: row });
}

/** The session while it is open: not signed out and not expired. */
export async function findOpenConsoleSession(prisma: PrismaClient, id: string, now: Date): Promise<ConsoleSessionRow | null> {
  return prisma.consoleSession.findFirst({
    where: { id, endedAt: null, expiresAt: { gt: now } },
    select: { id: true, sellerId: true, apiKeyId: true, expiresAt: true },
  });
}

export async function endConsoleSession(prisma: PrismaClient, id: string): Promise<void> {
  await prisma.consoleSession.updateMany({ where: { id, endedAt: null }, data: { endedAt: new Date() } });
}
