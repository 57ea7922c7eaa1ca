// Applies prisma/migrations/*/migration.sql in order and records them in Prisma's own
// `_prisma_migrations` table, so `prisma migrate status` and this runner agree. It needs no
// schema-engine binary, which Prisma's CLI would download from a host these machines cannot reach.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SqlDriver {
  /** Runs a script of several statements (simple query protocol). */
  exec(sql: string): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: number;
  /** Migrations whose file changed after they were applied: reported, never re-run. */
  changedAfterApply: string[];
}

/**
 * prisma/migrations of the project, found from this module whether it runs from src/, dist/src/ or
 * the start bundle in node_modules/.cache/levy/ (scripts/start.mjs): the first folder above it with
 * a package.json is the project's (node_modules itself has none).
 */
export const MIGRATIONS_DIR = (() => {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'prisma', 'migrations');
  }
  throw new Error('Cannot find the project root (package.json) above the store module');
})();

// Any fixed 64-bit number; every Levy process agrees on it.
const LOCK_ID = 7_146_521_830_112;

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<{ name: string; sql: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(dir, name, 'migration.sql'), 'utf8') })));
}

export async function applyMigrations(driver: SqlDriver, options: { lock: boolean; dir?: string }): Promise<MigrationReport> {
  const migrations = await listMigrations(options.dir);
  // Several API processes may start at once against one PostgreSQL: one migrates, the rest wait.
  if (options.lock) await driver.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
  try {
    await driver.exec(CREATE_TABLE);
    const rows = await driver.query(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const done = new Map(rows.map((r) => [String(r.migration_name), String(r.checksum)]));
    const report: MigrationReport = { applied: [], alreadyApplied: 0, changedAfterApply: [] };
    for (const { name, sql } of migrations) {
      const checksum = createHash('sha256').update(sql).digest('hex');
      const seen = done.get(name);
      if (seen !== undefined) {
        report.alreadyApplied++;
        if (seen !== checksum) report.changedAfterApply.push(name);
        continue;
      }
      // DDL is transactional in PostgreSQL: a failing migration leaves nothing half-applied.
      await driver.exec('BEGIN');
      try {
        await driver.exec(sql);
        await driver.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), checksum, name],
        );
        await driver.exec('COMMIT');
      } catch (err) {
        await driver.exec('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${(err as Error).message}`, { cause: err });
      }
      report.applied.push(name);
    }
    return report;
  } finally {
    if (options.lock) await driver.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
  }
}
