import { randomFillSync } from 'node:crypto';

const ID_BYTES = 16;
// Random bytes drawn 4 KB at a time, as Node does for randomUUID: a save makes several ids, and a
// call to the system's generator per id cost 2 µs or more each (found while
// cutting CPU time per request: bench/cpu-per-request.bench.ts).
const pool = Buffer.alloc(4096);
let used = pool.length;

/** A new id like `sel_3kq9...`: a readable prefix and 16 random bytes (128 bits) in base32. */
export function newId(prefix: string): string {
  if (used + ID_BYTES > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += ID_BYTES;
  return `${prefix}_${base32(pool.subarray(used - ID_BYTES, used))}`;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Whether `id` has the shape newId gives (with this prefix): a cheap refusal of junk before any lookup. */
export function isNewIdShape(id: string, prefix: string): boolean {
  return id.length === prefix.length + 27 && id.startsWith(`${prefix}_`) && /^[a-z2-7]{26}$/.test(id.slice(prefix.length + 1));
}

// Lower-case base32 keeps ids URL-safe, case-insensitive-safe and free of look-alike symbols.
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}
