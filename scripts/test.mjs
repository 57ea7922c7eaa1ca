// `npm test`: generates what changed, then runs vitest with the arguments given.
//
// TEST_TODAY=2026-12-31 (or an ISO date-time) runs the whole suite as of that day, to find a test
// that only passes in some months before the calendar does: every Node process of the run moves its
// Date there (test/support/today.mjs, loaded through NODE_OPTIONS), and the tests get a PostgreSQL
// of their own whose clock is moved by the same offset (libfaketime, Debian's `faketime` package),
// since Levy's SQL stamps rows with the database's now() and compares them with the process's time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

const run = (command, args, env = process.env) => spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status ?? 1;

const generated = run(process.execPath, [join(root, 'scripts/generate.mjs'), '--if-changed']);
if (generated !== 0) process.exit(generated);

const today = process.env.TEST_TODAY;
if (!today) process.exit(run(join(root, 'node_modules/.bin/vitest'), ['run', ...process.argv.slice(2)]));

const target = /^\d{4}-\d{2}-\d{2}$/.test(today) ? Date.parse(`${today}T00:00:00Z`) + (Date.now() % 86_400_000) : Date.parse(today);
if (!Number.isFinite(target)) {
  console.error(`TEST_TODAY=${today}: expected YYYY-MM-DD or an ISO date-time`);
  process.exit(2);
}
// Whole seconds, so the database (libfaketime takes seconds) and the processes agree to the millisecond.
const offsetSeconds = Math.round((target - Date.now()) / 1000);
const port = await freePort();
const postgres = movedPostgres(offsetSeconds, port);
console.log(`Running the suite as of ${today} (clock offset ${offsetSeconds} s; PostgreSQL as of then on port ${port}).`);
const clock = `--import=${pathToFileURL(join(root, 'test/support/today.mjs')).href}`;
const status = run(join(root, 'node_modules/.bin/vitest'), ['run', ...process.argv.slice(2)], {
  ...process.env,
  TEST_TODAY_OFFSET_MS: String(offsetSeconds * 1000),
  NODE_OPTIONS: [process.env.NODE_OPTIONS, clock].filter(Boolean).join(' '),
  TEST_POSTGRES_URL: postgres.url,
});
postgres.stop();
process.exit(status);

/** A throwaway PostgreSQL cluster whose clock runs `offsetSeconds` ahead (or behind): initdb'd, started, and removed by stop(). */
function movedPostgres(offsetSeconds, port) {
  const bins = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  const bin = bins.length > 0 ? join('/usr/lib/postgresql', bins.at(-1), 'bin') : null;
  if (bin === null || !existsSync(LIBFAKETIME)) {
    console.error('TEST_TODAY needs PostgreSQL and libfaketime (Debian: apt-get install postgresql faketime); .ci/run installs both.');
    process.exit(2);
  }
  const dir = mkdtempSync(join(tmpdir(), 'levy-pg-as-of-'));
  // PostgreSQL refuses to run as root: the cluster belongs to the postgres user when run as root.
  const asPostgres = process.getuid?.() === 0;
  const sh = (script, env = '') => {
    const line = `${env} ${script}`;
    const status = asPostgres ? run('su', ['postgres', '-s', '/bin/sh', '-c', line]) : run('/bin/sh', ['-c', line]);
    if (status !== 0) {
      console.error(`could not run: ${script}`);
      process.exit(2);
    }
  };
  if (asPostgres) run('chown', ['postgres', dir]);
  const data = join(dir, 'data');
  sh(`${bin}/initdb -D ${data} -A trust -U postgres > ${dir}/initdb.log`);
  sh(
    `${bin}/pg_ctl -D ${data} -w -l ${dir}/log -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start > /dev/null`,
    `LD_PRELOAD=${LIBFAKETIME} FAKETIME=${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds} FAKETIME_DONT_FAKE_MONOTONIC=1`,
  );
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      sh(`${bin}/pg_ctl -D ${data} -m fast stop > /dev/null`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now, so two runs as of other days can run side by side. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
