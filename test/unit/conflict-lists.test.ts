// The 409 enums of the OpenAPI document come from the conflict lists the use cases declare
// (`export const X_CONFLICTS = [...] as const`), which the compiler holds their results to. This
// walks those lists and the sources, so a list that feeds no operation, or a conflict returned
// outside any list, fails here rather than drifting out of the document.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/api/openapi.ts';
import { operations } from '../../src/api/routes/index.ts';
import { CERTIFICATE_PORTAL_DOCS } from '../../src/api/certificate-portal.ts';

const ROOT = join(import.meta.dirname, '../..');
const USE_CASE_DIRS = ['src/seller', 'src/admin', 'src/integrations', 'src/lib'];
/** Conflicts a door turns into another status: a dead certificate request link is a 404 or 410 page. */
const NOT_409 = new Set(['linkNotOpen']);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** Every exported `*_CONFLICTS` list, by module and name. */
async function declaredLists(): Promise<Map<string, readonly string[]>> {
  const lists = new Map<string, readonly string[]>();
  for (const dir of USE_CASE_DIRS) {
    for (const file of await sourceFiles(dir)) {
      const source = await readFile(join(ROOT, file), 'utf8');
      if (!/export const \w+_CONFLICTS\b/.test(source)) continue;
      const module = (await import(join(ROOT, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (name.endsWith('_CONFLICTS')) lists.set(`${file}:${name}`, value as readonly string[]);
      }
    }
  }
  return lists;
}

function documented409(doc: Record<string, unknown>): Map<string, string[]> {
  const byOperation = new Map<string, string[]>();
  for (const item of Object.values(
    doc.paths as Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>,
  )) {
    for (const op of Object.values(item)) {
      const conflict = op.responses['409'] as
        | { content: { 'application/json': { schema: { properties: { type: { enum: string[] } } } } } }
        | undefined;
      byOperation.set(op.operationId, conflict?.content['application/json'].schema.properties.type.enum ?? []);
    }
  }
  return byOperation;
}

describe('declared conflict lists', () => {
  const doc = buildOpenApiDocument(operations, CERTIFICATE_PORTAL_DOCS);
  const enums = documented409(doc);

  it('each operation documents exactly its declared conflicts and its feature conflict, once each', () => {
    for (const op of operations) {
      const expected = [...op.conflicts, ...(op.feature ? [op.feature.conflictType] : [])];
      expect(enums.get(op.id), op.id).toEqual(expected);
      expect(new Set(expected).size, `${op.id} lists a conflict twice`).toBe(expected.length);
    }
  });

  it('every declared list is made of conflict names and feeds the document', async () => {
    const lists = await declaredLists();
    expect(lists.size).toBeGreaterThan(30);
    const everyDocumented = new Set([...enums.values()].flat());
    for (const [where, list] of lists) {
      expect(Array.isArray(list), where).toBe(true);
      for (const type of list) {
        expect(type, where).toMatch(/^[a-z][A-Za-z]+$/);
        expect(everyDocumented.has(type), `${where}: ${type} is declared but no operation documents it`).toBe(true);
      }
    }
  });

  it('every conflict written in the sources is in a declared list', async () => {
    const declared = new Set([...(await declaredLists()).values()].flat());
    const literal = /conflict\(\{\s*type:\s*'(\w+)'/g;
    const missing: string[] = [];
    for (const dir of USE_CASE_DIRS) {
      for (const file of await sourceFiles(dir)) {
        const source = await readFile(join(ROOT, file), 'utf8');
        for (const [, type] of source.matchAll(literal)) if (!declared.has(type!) && !NOT_409.has(type!)) missing.push(`${file}: ${type}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
