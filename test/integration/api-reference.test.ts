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

it('documents the doors that are not seller or admin operations: the Stripe webhook receiver and the certificate portal', async () => {
  const res = await fetch(`${t.url}/openapi.json`);
  const doc = (await res.json()) as { paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };
  const webhook = doc.paths['/v1/integrations/id:{integrationId}/webhook']?.post;
  expect(webhook?.operationId).toBe('integrations.webhook');
  expect(Object.keys(webhook?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404', '503']));
  expect(doc.paths['/certificate-requests/{token}']?.get?.operationId).toBe('certificatePortal.page');
  const submit = doc.paths['/certificate-requests/{token}/submit']?.post;
  expect(JSON.stringify(submit?.responses['409'])).toContain('fileTypeNotSupported');
  // The routes the document names are really served by the same app.
  expect((await fetch(`${t.url}/certificate-requests/${'x'.repeat(43)}`)).status).toBe(404);
  expect(
    (
      await fetch(`${t.url}/v1/integrations/id:intg_unknown/webhook`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      })
    ).status,
  ).toBe(404);
});
