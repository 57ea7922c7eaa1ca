// The webhook receiver answers 503 (deliver again) only when its own database is really down; junk
// ids are 404 whether the database is up or not, and cost no lookup.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let database: TestDatabase;
let t: TestLevy;

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  t = await startTestLevy({ database: { ...database, drop: async () => {} } });
});
afterAll(async () => {
  await t.levy.close();
  await database.drop();
});

const deliver = (id: string) =>
  fetch(`${t.url}/v1/integrations/id:${id}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    body: '{"id":"evt_1","type":"invoice.created"}',
  });

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: database.url!.replace(/\/[^/]+$/, '/postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

it('answers 404 for an unknown integration while the database is up, and 503 once it is down', async () => {
  const name = new URL(database.url!).pathname.slice(1);
  expect((await deliver('int_aaaaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
  // The database refuses connections and drops the open ones: as far as Levy can tell, it is down.
  await onServer(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  await onServer(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
  try {
    await expect.poll(async () => (await deliver('int_bbbbbbbbbbbbbbbbbbbbbbbbbb')).status, { timeout: 10_000 }).toBe(503);
    expect((await deliver('%00')).status).toBe(404);
    expect((await deliver('not-an-id')).status).toBe(404);
  } finally {
    await onServer(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
  }
});
