// Tax facts live in content/, never in TypeScript: a rate, a registration threshold, a dated fact
// or a category's treatment written in src/ would bypass the validator, the sources and the diff.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

const FACT_PATTERNS: [RegExp, string][] = [
  [/\b(rate|salesAmount|salesThreshold|transactionCount|transactionsThreshold|share)\s*:\s*['"`]?\d/, 'a rate or threshold figure'],
  [/\b(from|to)\s*:\s*['"`]\d{4}-\d{2}-\d{2}['"`]/, 'a dated fact'],
  [
    /\bcategory\s*:\s*['"`](saasBusiness|saasConsumer|digitalGoods|tangibleGoods|professionalServices)['"`].*\btreatment\s*:/,
    "a category's treatment",
  ],
];

/** Lines that match a pattern without stating a tax fact, each with the reason. */
const NOT_FACTS: [file: string, line: RegExp, why: string][] = [
  ['src/seller/filings/filings.ts', /rate: '1', rateDate: null, source: 'same currency'/, 'the exchange rate of a currency to itself'],
  ['src/seller/filings/filings.ts', /code === 'EUR' \? \{ rate: '1', date \}/, "the euro's exchange rate to itself"],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' || e.name === 'emulator' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

export function factsInCode(files: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    text.split('\n').forEach((line, i) => {
      const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
      for (const [pattern, what] of FACT_PATTERNS) {
        if (!pattern.test(code) || NOT_FACTS.some(([file, allowed]) => file === path && allowed.test(code))) continue;
        found.push(`${path}:${i + 1}: ${what}: ${line.trim()}`);
      }
    });
  }
  return found;
}

describe('tax facts in code', () => {
  it('finds none in src/ (outside the Stripe emulator, which plays Stripe, not a tax authority)', () => {
    const files = sourceFiles(join(ROOT, 'src')).map((f) => ({ path: relative(ROOT, f), text: readFileSync(f, 'utf8') }));
    expect(factsInCode(files)).toEqual([]);
  });

  it('would find a rate, a threshold, a dated fact and a treatment', () => {
    const found = factsInCode([
      {
        path: 'src/tax/x.ts',
        text: [
          "const CA = { rate: '7.25' };",
          'const TX = { salesAmount: "500000", transactionCount: 200 };',
          "const period = { from: '2026-01-01', to: null };",
          "const row = { category: 'saasBusiness', treatment: { taxable: true } };",
          "// rate: '7.25' in a comment is no fact",
        ].join('\n'),
      },
    ]);
    expect(found.map((f) => f.split(': ')[1])).toEqual([
      'a rate or threshold figure',
      'a rate or threshold figure',
      'a dated fact',
      "a category's treatment",
    ]);
  });
});
