// The operator audit log: every admin action that changes something, with who, what, when and how
// it ended; reads are not logged; listed newest first, by seller, with a cursor.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_TOKEN, startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
beforeAll(async () => {
  t = await startTestLevy({ databaseKind: 'pglite' });
});
afterAll(() => t.close());

const actor = `admin-token:${createHash('sha256').update(ADMIN_TOKEN).digest('hex').slice(0, 12)}`;

it('logs each changing admin action with its actor, target and outcome, and not the reads', async () => {
  const { sellerId, apiKeyId } = await t.createSeller({ name: 'Audited' });
  await t.admin(`/admin/v1/sellers/id:${sellerId}/update`, { name: 'Audited Co' });
  await t.admin(`/admin/v1/sellers/id:${sellerId}/get`);
  await t.admin(`/admin/v1/sellers/id:${sellerId}/apiKeys/id:${apiKeyId}/revoke`);
  await t.admin(`/admin/v1/sellers/id:${sellerId}/registrations/add`, { jurisId: 'us-WA', collectingFrom: '2026-01-01' });
  await t.admin(`/admin/v1/sellers/id:${sellerId}/registrations/add`, { jurisId: 'us-WA', collectingFrom: '2026-01-01' });
  // A 400 never reached the operation: nothing to log.
  await t.admin(`/admin/v1/sellers/id:${sellerId}/registrations/add`, { jurisId: 'nowhere' });

  const res = await t.admin('/admin/v1/auditLog/list', { sellerId });
  expect(res.status).toBe(200);
  const { entries } = res.json();
  expect(entries.map((e: { operation: string; outcome: string }) => `${e.operation} ${e.outcome}`)).toEqual([
    'admin.registrations.add registrationAlreadyExists',
    'admin.registrations.add ok',
    'admin.apiKeys.revoke ok',
    'admin.sellers.update ok',
    'admin.sellers.create ok',
  ]);
  expect(entries[2]).toEqual({
    id: expect.any(String),
    at: expect.any(String),
    actor,
    operation: 'admin.apiKeys.revoke',
    sellerId,
    target: { sellerId, apiKeyId },
    outcome: 'ok',
  });
  // The body is never logged (it may hold a Stripe key).
  expect(JSON.stringify(entries)).not.toContain('Audited Co');
});

it('pages newest first with a cursor that keeps its filter', async () => {
  const { sellerId } = await t.createSeller({ name: 'Paged' });
  for (let i = 0; i < 3; i++) await t.admin(`/admin/v1/sellers/id:${sellerId}/update`, { name: `Paged ${i}` });
  const first = (await t.admin('/admin/v1/auditLog/list', { sellerId, limit: 2 })).json();
  expect([first.entries.length, first.hasMore]).toEqual([2, true]);
  const second = (await t.admin('/admin/v1/auditLog/list', { limit: 2, cursor: first.nextCursor })).json();
  expect(second.entries.map((e: { operation: string }) => e.operation)).toEqual(['admin.sellers.update', 'admin.sellers.create']);
  expect(second.entries.every((e: { sellerId: string }) => e.sellerId === sellerId)).toBe(true);
  expect(second.hasMore).toBe(false);
  expect((await t.admin('/admin/v1/auditLog/list', { cursor: 'garbage' })).json()).toEqual({ type: 'invalidCursor' });
  expect((await t.admin('/admin/v1/auditLog/list', { limit: 101 })).status).toBe(400);
  expect((await t.post('/admin/v1/auditLog/list', {}, { token: null })).status).toBe(401);
});
