// Console sessions. Signing in with an API key opens a session; the cookie holds a signed,
// expiring token (random id, expiry, HMAC), never the key. The token is checked before any lookup,
// so junk cookies cost no database round trip; the row (by the token's SHA-256) makes sign-out
// final, and the key is re-checked through the API's key cache, so revoking it ends its sessions
// within that cache's lifetime (5 s).
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { deriveKey, hmac, safeEqual, sha256 } from '../lib/secrets.ts';
import type { SellerAuthenticator } from '../http/auth.ts';
import type { SellerProfile } from '../seller/sellers/profile.ts';
import { parseApiKey } from '../seller/sellers/api-keys.ts';
import { endConsoleSession, findOpenConsoleSession, insertConsoleSession } from '../store/console-sessions.ts';

export const SESSION_COOKIE = 'levy_console';
/** Before sign-in: the double-submit token that protects the sign-in form itself. */
export const SIGNIN_COOKIE = 'levy_console_signin';
export const SESSION_HOURS = 12;

export interface ConsoleSession {
  id: string;
  seller: SellerProfile;
  /** The token every form that changes something must carry. */
  csrf: string;
}

export class ConsoleSessions {
  private readonly key: Buffer;

  constructor(
    private readonly ctx: AppContext,
    private readonly authenticator: SellerAuthenticator,
  ) {
    this.key = deriveKey(ctx.secretKey, 'console-session');
  }

  /** A new session for a valid API key, or null. */
  async signIn(apiKey: string): Promise<{ token: string; session: ConsoleSession } | null> {
    const parsed = parseApiKey(apiKey.trim());
    if (parsed === null) return null;
    const auth = await this.authenticator.authenticate(`Bearer ${apiKey.trim()}`);
    if ('failure' in auth) return null;
    const nonce = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_HOURS * 3_600_000);
    const payload = `${nonce}.${Math.floor(expiresAt.getTime() / 1000)}`;
    const id = sha256(nonce).toString('hex');
    await insertConsoleSession(this.ctx.prisma, { id, sellerId: auth.seller.id, apiKeyId: parsed.apiKeyId, expiresAt });
    return { token: `${payload}.${this.sign(payload)}`, session: { id, seller: auth.seller, csrf: this.csrfOf(nonce) } };
  }

  /** The open session a cookie names, or null (bad signature, expired, signed out, key revoked). */
  async resume(token: string | undefined): Promise<ConsoleSession | null> {
    if (token === undefined) return null;
    const [nonce, expires, signature, extra] = token.split('.');
    if (nonce === undefined || expires === undefined || signature === undefined || extra !== undefined) return null;
    if (!safeEqual(Buffer.from(signature), Buffer.from(this.sign(`${nonce}.${expires}`)))) return null;
    const now = new Date();
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return null;
    const row = await findOpenConsoleSession(this.ctx.prisma, sha256(nonce).toString('hex'), now);
    if (row === null) return null;
    const seller = await this.authenticator.sellerOfKey(row.apiKeyId);
    if (seller === null || seller.id !== row.sellerId) return null;
    return { id: row.id, seller, csrf: this.csrfOf(nonce) };
  }

  async end(session: ConsoleSession): Promise<void> {
    await endConsoleSession(this.ctx.prisma, session.id);
  }

  private sign(payload: string): string {
    return hmac(this.key, payload).toString('base64url');
  }

  private csrfOf(nonce: string): string {
    return hmac(this.key, `csrf\n${nonce}`).toString('base64url');
  }
}

export function csrfMatches(expected: string, given: unknown): boolean {
  return typeof given === 'string' && safeEqual(Buffer.from(given), Buffer.from(expected));
}

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Secure when the console is reached over HTTPS (directly, or as PUBLIC_URL says). */
export function setCookie(
  reply: FastifyReply,
  req: FastifyRequest,
  publicUrl: string,
  name: string,
  value: string,
  maxAgeSeconds: number,
): void {
  const secure = req.protocol === 'https' || publicUrl.startsWith('https:');
  reply.header(
    'Set-Cookie',
    `${name}=${value}; Path=/console; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`,
  );
}
