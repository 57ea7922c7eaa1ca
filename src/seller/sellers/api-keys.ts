// API keys look like `levy_<id>_<secret>`. The id part finds the row; only sha256(secret) is
// stored, and it is compared in constant time. The secret has 32 random bytes (256 bits).
import { randomBytes } from 'node:crypto';
import { newId } from '../../lib/ids.ts';
import { safeEqual, sha256 } from '../../lib/secrets.ts';
import type { ApiKeyRow } from '../../store/sellers.ts';

const KEY_PATTERN = /^levy_([a-z2-7]{26})_([A-Za-z0-9_-]{43})$/;

export interface NewApiKey {
  /** What is stored. */
  row: { id: string; secretHash: Buffer };
  /** What the seller is shown, once. */
  issued: { apiKeyId: string; apiKey: string };
}

export function newApiKey(): NewApiKey {
  const id = newId('key');
  const secret = randomBytes(32).toString('base64url');
  return { row: { id, secretHash: sha256(secret) }, issued: { apiKeyId: id, apiKey: `levy_${id.slice('key_'.length)}_${secret}` } };
}

/** The key's id and secret, or null when the string cannot be a Levy API key. */
export function parseApiKey(apiKey: string): { apiKeyId: string; secret: string } | null {
  const match = KEY_PATTERN.exec(apiKey);
  return match === null ? null : { apiKeyId: `key_${match[1]}`, secret: match[2]! };
}

export function secretMatches(stored: Pick<ApiKeyRow, 'secretHash'>, secret: string): boolean {
  return safeEqual(sha256(secret), stored.secretHash);
}
