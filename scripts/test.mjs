// `npm test`: generates what changed, then runs vitest with the arguments given. With TEST_TODAY
// set (YYYY-MM-DD, or an ISO date-time) the whole run, and every process a test starts, runs as of
// that day (test/support/today.mjs), to find a test that only passes in some months.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const run = (command, args, env = process.env) => {
  const { status, signal } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
};

run(process.execPath, [join(root, 'scripts/generate.mjs'), '--if-changed']);
const env = { ...process.env };
if (env.TEST_TODAY) {
  const clock = `--import=${pathToFileURL(join(root, 'test/support/today.mjs')).href}`;
  env.NODE_OPTIONS = [env.NODE_OPTIONS, clock].filter(Boolean).join(' ');
  console.log(`Running the suite as of ${env.TEST_TODAY}.`);
}
run(join(root, 'node_modules/.bin/vitest'), ['run', ...process.argv.slice(2)], env);
