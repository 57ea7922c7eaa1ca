// A fresh, migrated database per test file, on PostgreSQL or on PGlite, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/store/database.ts';
import { postgresUrlFor, TEST_POSTGRES_URL } from './env.ts';

export const DATABASE_KINDS = ['postgres', 'pglite'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export interface TestDatabase {
  db: Database;
  /** Connection URL (PostgreSQL only), for processes started by the test. */
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const snapshot = await readFile(inject('pgliteSnapshot'));
    const db = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([snapshot]) });
    return { db, drop: () => db.close() };
  }
  const name = `levy_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const url = postgresUrlFor(name);
  const db = await openDatabase({ kind: 'postgres', url });
  return {
    db,
    url,
    async drop() {
      // A connection left waiting (a test's last request cut short) must not hang the suite: the
      // forced drop below ends whatever is still connected.
      await Promise.race([db.close(), new Promise((r) => setTimeout(r, 10_000).unref())]);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
