// Every operation's body schema against seeded hostile bodies: validation either passes or gives a
// 400 text that the formatter builds without throwing, under 8 KiB, whatever the body holds.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { operations } from '../../src/api/routes/index.ts';
import { formatIssue } from '../../src/api/validation.ts';
import { bodyFor, random } from '../support/fuzz.ts';

const BODIES_PER_OPERATION = Number(process.env.FUZZ_BODIES ?? 60);

describe('validation messages under hostile bodies', () => {
  it.each(operations.map((op) => [op.id, op] as const))('%s', (_id, op) => {
    const schema = z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }) as Parameters<typeof bodyFor>[0];
    const rnd = random([...op.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
    for (let i = 0; i < BODIES_PER_OPERATION; i++) {
      const body = bodyFor(schema, rnd);
      const parsed = op.body.safeParse(body, { reportInput: true });
      if (parsed.success) continue;
      let text = '';
      expect(() => (text = formatIssue(parsed.error.issues[0]!))).not.toThrow();
      expect(text).toMatch(/^Request body: /);
      expect(Buffer.byteLength(text)).toBeLessThan(8 * 1024);
    }
  });

  it('describes an object with a toString key instead of converting it', () => {
    const products = operations.find((op) => op.id === 'products.create')!;
    const parsed = products.body.safeParse(
      { externalId: 'p', taxCategoryId: { type: { toString: 1 }, id: 'saasBusiness' }, name: 'P' },
      { reportInput: true },
    );
    expect(parsed.success).toBe(false);
    expect(formatIssue(parsed.error!.issues[0]!)).toBe(
      `Request body: "taxCategoryId": "type": Invalid enum value. Expected 'standard' | 'custom', received an object.`,
    );
  });

  it('quotes a huge string as a short excerpt with its length', () => {
    const list = operations.find((op) => op.id === 'certificates.list')!;
    const parsed = list.body.safeParse({ filter: { status: 'A'.repeat(1_000_000) } }, { reportInput: true });
    const text = formatIssue(parsed.error!.issues[0]!);
    expect(text).toContain('… (1000000 characters)');
    expect(text.length).toBeLessThan(300);
  });
});
