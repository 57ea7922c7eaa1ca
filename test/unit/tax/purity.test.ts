// docs/architecture.md: the tax core is pure and imports nothing from the rest of src/. Its one
// file access is content/built-in.ts, which reads the built-in content (content/, shipped with the
// code) once, when the tax core is first imported.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const TAX = resolve(import.meta.dirname, '../../../src/tax');
const ALLOWED_PACKAGES = ['i18n-iso-countries', 'zod', 'node:crypto'];
/** What the built-in content's reader alone may import beside them. */
const CONTENT_READER = join(TAX, 'content', 'built-in.ts');
const READER_PACKAGES = ['node:fs', 'node:path', 'node:url'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('tax core purity', () => {
  it.each(files(TAX).map((f) => [relative(TAX, f), f]))('%s imports only the tax core and pure packages', (_name, file) => {
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)[^'"]*from\s+'([^']+)'/gm)].map((m) => m[1]!);
    for (const spec of specifiers) {
      if (spec.startsWith('.')) expect(resolve(join(file, '..'), spec).startsWith(TAX)).toBe(true);
      else
        expect(
          [...ALLOWED_PACKAGES, ...(file === CONTENT_READER ? READER_PACKAGES : [])].some((p) => spec === p || spec.startsWith(`${p}/`)),
          spec,
        ).toBe(true);
    }
  });
});
