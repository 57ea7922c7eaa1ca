// Runs once per `vitest run`: migrates one PostgreSQL template database and one PGlite snapshot,
// which every test file then clones (cheap) instead of migrating again (slow).
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/store/database.ts';
import { postgresUrlFor, TEST_POSTGRES_URL } from './env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  const template = `levy_tpl_${run}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const pgDb = await openDatabase({ kind: 'postgres', url: postgresUrlFor(template) });
  await pgDb.migrate();
  await pgDb.close();

  const lite = await openDatabase({ kind: 'pglite' });
  await lite.migrate();
  const snapshotFile = join(tmpdir(), `levy-test-${run}.tar.gz`);
  await writeFile(snapshotFile, Buffer.from(await (await lite.snapshot!()).arrayBuffer()));
  await lite.close();

  project.provide('postgresTemplate', template);
  project.provide('pgliteSnapshot', snapshotFile);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await rm(snapshotFile, { force: true });
  };
}
