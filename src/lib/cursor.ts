// Opaque list cursors: base64url(JSON position) + "." + HMAC over (seller, list, position).
// A cursor edited by hand, made for another list, or issued to another seller fails verification.
import { hmac, safeEqual } from './secrets.ts';

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
    if (!safeEqual(Buffer.from(signature, 'base64url'), this.sign(sellerId, list, payload))) return undefined;
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
