// GET /admin/queues: bull-board behind the admin token (Bearer, or Basic with the token as password).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_TOKEN, startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
beforeAll(async () => {
  t = await startTestLevy({ databaseKind: 'pglite' });
});
afterAll(() => t.close());

const get = (path: string, authorization?: string) =>
  t.post(path, undefined, { method: 'GET', token: null, headers: authorization !== undefined ? { authorization } : {} });
const basic = (password: string) => `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`;

it('answers 401 without the token, asking a browser for it', async () => {
  for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', basic('wrong-token-0123456789abcdef'), 'Basic !!!']) {
    const res = await get('/admin/queues', authorization);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm="Levy queues"/);
  }
  expect((await get('/admin/queues/api/queues')).status).toBe(401);
});

it('opens with the token as a Bearer header or as the Basic password, and lists Levy’s queues', async () => {
  const page = await get('/admin/queues', `Bearer ${ADMIN_TOKEN}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect((await get('/admin/queues', basic(ADMIN_TOKEN))).status).toBe(200);
  const api = await get('/admin/queues/api/queues', basic(ADMIN_TOKEN));
  expect(api.status).toBe(200);
  const names = (api.json() as { queues: { name: string }[] }).queues.map((q) => q.name);
  expect(names).toEqual(expect.arrayContaining(['invoices', 'threshold-evaluation', 'threshold-alert-delivery']));
});
