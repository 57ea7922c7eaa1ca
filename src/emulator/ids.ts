// Stripe-looking ids: a type prefix and random base62 (`in_1Pgc6tB7WZ01zgkWu9fdqL6I`).
import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function base62(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  // 248 = 4 × 62: bytes above it are skipped so every character is equally likely.
  for (let i = 0; i < bytes.length && out.length < length; i++) {
    const b = bytes[i]!;
    if (b < 248) out += BASE62[b % 62];
  }
  return out.length === length ? out : out + base62(length - out.length);
}

/** Customers and products have short ids in Stripe; most other objects 24 characters. */
const SHORT = new Set(['cus', 'prod']);

export function newId(prefix: string): string {
  return `${prefix}_${base62(SHORT.has(prefix) ? 14 : 24)}`;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
