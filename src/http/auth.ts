// Bearer authentication for seller keys and the admin token.
// Seller keys are checked against the database once and then served from a short-lived cache,
// so the tax hot path makes no database round trip; revoking a key or changing a seller is heard
// on the seller-change bus, here and (through Redis) in every other API process.
import { sha256, safeEqual } from '../lib/secrets.ts';
import { parseApiKey, secretMatches } from '../seller/sellers/api-keys.ts';
import type { ChangeBus } from '../lib/change-bus.ts';
import { loadSellerProfile, type SellerProfile } from '../seller/sellers/profile.ts';
import type { PrismaClient } from '../store/database.ts';
import { findApiKey, type ApiKeyRow } from '../store/sellers.ts';

export type AuthFailure = 'missing' | 'malformed' | 'rejected';

export const AUTH_FAILURE_TEXT: Record<AuthFailure, string> = {
  missing: 'Unauthorized: the Authorization header is missing. Send "Authorization: Bearer <API key>".',
  malformed: 'Unauthorized: the Authorization header must be "Bearer <API key>".',
  rejected: 'Unauthorized: the API key is not valid (unknown or revoked).',
};

/** The token of `Bearer <token>`, or the failure. */
export function bearerToken(header: string | undefined): { token: string } | { failure: AuthFailure } {
  if (header === undefined || header === '') return { failure: 'missing' };
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  return match === null ? { failure: 'malformed' } : { token: match[1]! };
}

interface CacheEntry {
  /** null: no such key. Remembered too, so a flood of made-up keys does not reach the database. */
  found: { key: ApiKeyRow; seller: SellerProfile } | null;
  expiresAt: number;
}

export class SellerAuthenticator {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly prisma: PrismaClient,
    sellerChanges: ChangeBus,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {
    sellerChanges.subscribe((sellerId) => this.forgetSeller(sellerId));
  }

  async authenticate(header: string | undefined): Promise<{ seller: SellerProfile } | { failure: AuthFailure }> {
    const bearer = bearerToken(header);
    if ('failure' in bearer) return bearer;
    const parsed = parseApiKey(bearer.token);
    if (parsed === null) return { failure: 'rejected' };
    const { found } = await this.lookup(parsed.apiKeyId);
    if (found === null || found.key.revoked || !secretMatches(found.key, parsed.secret)) return { failure: 'rejected' };
    return { seller: found.seller };
  }

  /** The seller of a key that is still valid (from the same short-lived cache), or null once it is unknown or revoked. */
  async sellerOfKey(apiKeyId: string): Promise<SellerProfile | null> {
    const { found } = await this.lookup(apiKeyId);
    return found === null || found.key.revoked ? null : found.seller;
  }

  private forgetSeller(sellerId: string): void {
    for (const [id, entry] of this.cache) if (entry.found?.seller.id === sellerId) this.cache.delete(id);
  }

  private async lookup(apiKeyId: string): Promise<CacheEntry> {
    const cached = this.cache.get(apiKeyId);
    if (cached !== undefined && cached.expiresAt > Date.now()) return cached;
    const key = await findApiKey(this.prisma, apiKeyId);
    const seller = key === null ? null : await loadSellerProfile(this.prisma, key.sellerId);
    const entry = { found: key !== null && seller !== null ? { key, seller } : null, expiresAt: Date.now() + this.ttlMs };
    // Map keeps insertion order: dropping the first key evicts the oldest entry.
    if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(apiKeyId, entry);
    return entry;
  }
}

export function adminTokenMatches(header: string | undefined, adminToken: string): AuthFailure | null {
  const bearer = bearerToken(header);
  if ('failure' in bearer) return bearer.failure;
  return isAdminToken(bearer.token, adminToken) ? null : 'rejected';
}

/** Whether `candidate` is the admin token (compared in constant time, whatever its length). */
export function isAdminToken(candidate: string, adminToken: string): boolean {
  return safeEqual(sha256(candidate), sha256(adminToken));
}
