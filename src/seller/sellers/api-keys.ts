// API keys look like `levy_<id>_<secret>`. The id part finds the row; only sha256(secret) is
// stored, and it is compared in constant time. The secret has 32 random bytes (256 bits).
import { randomBytes } from 'node:crypto';
import { newId } from '../../lib/ids.ts';
import { safeEqual, sha256 } from '../../lib/secrets.ts';
import type { PrismaClient } from '../../store/database.ts';

const KEY_PATTERN = /^levy_([a-z2-7]{26})_([A-Za-z0-9_-]{43})$/;

export interface IssuedKey {
  apiKeyId: string;
  apiKey: string;
}

/** `db` may be a transaction, so a seller and its first key are created together. */
export async function issueApiKey(db: Pick<PrismaClient, 'apiKey'>, sellerId: string): Promise<IssuedKey> {
  const apiKeyId = newId('key');
  const secret = randomBytes(32).toString('base64url');
  await db.apiKey.create({ data: { id: apiKeyId, sellerId, secretHash: new Uint8Array(sha256(secret)) } });
  return { apiKeyId, apiKey: `levy_${apiKeyId.slice('key_'.length)}_${secret}` };
}

/** The key's id and secret, or null when the string cannot be a Levy API key. */
export function parseApiKey(apiKey: string): { apiKeyId: string; secret: string } | null {
  const match = KEY_PATTERN.exec(apiKey);
  return match === null ? null : { apiKeyId: `key_${match[1]}`, secret: match[2]! };
}

export interface StoredKey {
  sellerId: string;
  secretHash: Buffer;
  revoked: boolean;
}

export async function findApiKey(prisma: PrismaClient, apiKeyId: string): Promise<StoredKey | null> {
  const row = await prisma.apiKey.findUnique({ where: { id: apiKeyId } });
  return row === null ? null : { sellerId: row.sellerId, secretHash: Buffer.from(row.secretHash), revoked: row.revokedAt !== null };
}

export function secretMatches(stored: StoredKey, secret: string): boolean {
  return safeEqual(sha256(secret), stored.secretHash);
}
