// GET /docs: the API reference page and its assets, served by Levy itself.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
beforeAll(async () => {
  t = await startTestLevy({ databaseKind: 'pglite' });
});
afterAll(() => t.close());

it('serves an HTML page that renders /openapi.json with assets from this server only', async () => {
  const page = await t.post('/docs', undefined, { method: 'GET' });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.text).toContain("url: '/openapi.json'");
  // Every script and stylesheet is Levy's own: no CDN.
  const refs = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  expect(refs.every((r) => r.startsWith('/docs/'))).toBe(true);
  for (const ref of refs) {
    const asset = await t.post(ref, undefined, { method: 'GET' });
    expect([ref, asset.status]).toEqual([ref, 200]);
  }
  expect((await t.post('/docs/swagger-ui-bundle.js', undefined, { method: 'GET' })).text).toContain('SwaggerUIBundle');
});

it('answers 404 for any other file', async () => {
  expect((await t.post('/docs/package.json', undefined, { method: 'GET' })).status).toBe(404);
  expect((await t.post('/docs/..%2F..%2Fpackage.json', undefined, { method: 'GET' })).status).toBe(404);
});
