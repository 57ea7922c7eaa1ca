// Opens Levy's database: PostgreSQL through adapter-pg, or the embedded PGlite. Both get the
// same Prisma client and the same migrations; callers never branch on the kind.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';
import { applyMigrations, type MigrationReport, type SqlDriver } from './migrations.ts';

export type { PrismaClient };

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export interface Database {
  kind: DatabaseTarget['kind'];
  prisma: PrismaClient;
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<MigrationReport>;
  /** True when a trivial query answers (for /readyz). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: a gzip snapshot of the data directory (tests clone migrated databases). */
  snapshot?(): Promise<Blob>;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target);
}

/** A statement of the hot path, run by name so PostgreSQL parses and plans it once per connection. */
export interface PreparedStatement {
  name: string;
  text: string;
}

// The pool behind each PostgreSQL client, for prepared statements (Prisma's raw queries are
// parsed and planned on every call, which costs more than the save itself).
const pools = new WeakMap<PrismaClient, pg.Pool>();

/** Runs a prepared statement on the client's pool; PGlite, one connection in process, runs it as plain SQL. */
export async function runPrepared<Row>(prisma: PrismaClient, statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
  const pool = pools.get(prisma);
  if (pool === undefined) return prisma.$queryRawUnsafe<Row[]>(statement.text, ...values);
  return (await pool.query({ name: statement.name, text: statement.text, values })).rows as Row[];
}

async function openPostgres(url: string): Promise<Database> {
  // Connections are renewed every minute: prepared statements keep the plan PostgreSQL chose on
  // their fifth run, and one chosen while a table was nearly empty (a new deployment) would scan
  // that table whole for as long as the connection lived.
  const pool = new pg.Pool({ connectionString: url, max: 20, maxLifetimeSeconds: 60 });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(prisma, pool);
  return {
    kind: 'postgres',
    prisma,
    async migrate() {
      // Multi-statement scripts need the simple query protocol, so migrations get their own client.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await applyMigrations(pgDriver(client), { lock: true });
      } finally {
        await client.end();
      }
    },
    ping: () => pingWith(prisma),
    close: () => prisma.$disconnect(),
  };
}

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

async function openPglite(target: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const releaseLock = target.dataDir !== undefined ? await lockDataDir(target.dataDir) : async () => {};
  const lite = await PGlite.create({
    ...(target.dataDir !== undefined ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir !== undefined ? { loadDataDir: target.loadDataDir } : {}),
  });
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(lite) });
  return {
    kind: 'pglite',
    prisma,
    // One process owns a PGlite directory, so there is nobody to lock against.
    migrate: () => applyMigrations(pgliteDriver(lite), { lock: false }),
    ping: () => pingWith(prisma),
    async close() {
      await prisma.$disconnect();
      await lite.close();
      await releaseLock();
    },
    snapshot: async () => lite.dumpDataDir('gzip'),
  };
}

async function pingWith(prisma: PrismaClient): Promise<boolean> {
  try {
    await prisma.$queryRaw`select 1`;
    return true;
  } catch {
    return false;
  }
}

function pgDriver(client: pg.Client): SqlDriver {
  return {
    exec: async (sql) => void (await client.query(sql)),
    query: async (sql, params) => (await client.query(sql, params)).rows,
  };
}

function pgliteDriver(lite: PGlite): SqlDriver {
  return {
    exec: async (sql) => void (await lite.exec(sql)),
    query: async (sql, params) => (await lite.query<Record<string, unknown>>(sql, params)).rows,
  };
}

// PGlite is one process's database: a second process opening the same directory would corrupt
// it. A pid file makes the second opener fail with a clear message instead.
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = join(dataDir, '..', `${dataDir.split('/').at(-1)}.lock`);
  for (;;) {
    try {
      // `wx` creates the file only if it does not exist: of two processes starting together, one wins.
      await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return () => rm(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
    if (holder > 0 && isAlive(holder)) {
      throw new DatabaseInUseError(
        `The embedded database ${dataDir} is in use by process ${holder}. Stop that process, or use the admin API of the running server.`,
      );
    }
    // Left behind by a process that died: take it over.
    await rm(lockFile, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
