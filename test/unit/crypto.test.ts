import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CursorCodec } from '../../src/lib/cursor.ts';
import { newId } from '../../src/lib/ids.ts';
import { decryptSecret, encryptSecret } from '../../src/lib/secrets.ts';
import { parseApiKey } from '../../src/seller/sellers/api-keys.ts';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('round-trips and never shows the plaintext', () => {
    const sealed = encryptSecret(key, 'sk_test_123');
    expect(sealed).not.toContain('sk_test_123');
    expect(decryptSecret(key, sealed)).toBe('sk_test_123');
  });

  it('refuses a tampered value or the wrong key', () => {
    const sealed = encryptSecret(key, 'sk_test_123');
    const parts = sealed.split(':');
    parts[3] = Buffer.from('sk_test_999').toString('base64url');
    expect(() => decryptSecret(key, parts.join(':'))).toThrow();
    expect(() => decryptSecret(randomBytes(32), sealed)).toThrow();
  });
});

describe('cursors', () => {
  const codec = new CursorCodec(randomBytes(32));

  it('decode what they encode for the same seller and list', () => {
    const cursor = codec.encode('sel_a', 'customers', { after: 'cus-9' });
    expect(codec.decode('sel_a', 'customers', cursor)).toEqual({ after: 'cus-9' });
  });

  it('reject another seller, another list, an edited payload and garbage', () => {
    const cursor = codec.encode('sel_a', 'customers', { after: 'cus-9' });
    const [, signature] = cursor.split('.');
    const edited = `${Buffer.from(JSON.stringify({ after: 'cus-1' })).toString('base64url')}.${signature}`;
    expect(codec.decode('sel_b', 'customers', cursor)).toBeUndefined();
    expect(codec.decode('sel_a', 'certificates', cursor)).toBeUndefined();
    expect(codec.decode('sel_a', 'customers', edited)).toBeUndefined();
    expect(codec.decode('sel_a', 'customers', 'not-a-cursor')).toBeUndefined();
    expect(codec.decode('sel_a', 'customers', `${cursor}.x`)).toBeUndefined();
  });
});

describe('ids and API keys', () => {
  it('ids carry their prefix and 128 random bits', () => {
    const id = newId('sel');
    expect(id).toMatch(/^sel_[a-z2-7]{26}$/);
    expect(newId('sel')).not.toBe(id);
  });

  it('makes distinct ids across refills of its pool of random bytes', () => {
    // 4 KB of bytes make 256 ids: 1,000 ids span several refills.
    const ids = Array.from({ length: 1000 }, () => newId('fil'));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^fil_[a-z2-7]{26}$/);
  });

  it('parses only well-formed keys', () => {
    const secret = randomBytes(32).toString('base64url');
    expect(parseApiKey(`levy_${'a'.repeat(26)}_${secret}`)).toEqual({ apiKeyId: `key_${'a'.repeat(26)}`, secret });
    expect(parseApiKey('levy_short_secret')).toBeNull();
    expect(parseApiKey(`levy_${'a'.repeat(26)}_${secret}x`)).toBeNull();
  });
});
