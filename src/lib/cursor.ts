// Opaque list cursors: base64url(JSON position) + "." + HMAC over (seller, list, position).
// A cursor edited by hand, made for another list, or issued to another seller fails verification.
import { hmac, safeEqual } from './secrets.ts';

/** What every list answers for a cursor it did not issue. */
export const CURSOR_CONFLICTS = ['invalidCursor'] as const;

export class CursorCodec {
  constructor(private readonly key: Buffer) {}

  encode(sellerId: string, list: string, position: unknown): string {
    const payload = Buffer.from(JSON.stringify(position)).toString('base64url');
    return `${payload}.${this.sign(sellerId, list, payload).toString('base64url')}`;
  }

  /** The position, or undefined when the cursor is not one this seller got from this list. */
  decode(sellerId: string, list: string, cursor: string): unknown {
    const [payload, signature, extra] = cursor.split('.');
    if (payload === undefined || signature === undefined || extra !== undefined) return undefined;
    // Compared as text: base64url decoding is lenient (padding, spare bits), the canonical form is not.
    if (!safeEqual(Buffer.from(signature), Buffer.from(this.sign(sellerId, list, payload).toString('base64url')))) return undefined;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
  }

  private sign(sellerId: string, list: string, payload: string): Buffer {
    return hmac(this.key, `${sellerId}\n${list}\n${payload}`);
  }
}

/** One page of a keyset-paged list, fetched with `limit + 1` rows to learn whether more exist. */
export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
  hasMore: boolean;
}

/**
 * Lists ordered by one string key share this: `after` is the key a cursor points past (undefined
 * without a cursor, null for a cursor that fails verification), and `page` cuts the extra row.
 */
export function keysetCursor(codec: CursorCodec, owner: string, list: string) {
  return {
    after(cursor: string | undefined): string | undefined | null {
      if (cursor === undefined) return undefined;
      const position = codec.decode(owner, list, cursor) as { after?: unknown } | undefined;
      return typeof position?.after === 'string' ? position.after : null;
    },
    page<T>(rows: T[], limit: number, keyOf: (row: T) => string): KeysetPage<T> {
      const hasMore = rows.length > limit;
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return { items, nextCursor: hasMore && last !== undefined ? codec.encode(owner, list, { after: keyOf(last) }) : null, hasMore };
    },
  };
}
