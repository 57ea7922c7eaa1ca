// Generates what the code imports but the repository does not hold: the Prisma client
// (src/generated/prisma/, from prisma/schema.prisma) and the compact ZIP table
// (src/tax/data/generated/zip-places.json, from the pinned ZIP package). `npm ci` runs it; with
// --if-changed (npm start, test, typecheck, build, demo) it runs only when its inputs changed since
// the last run, by a hash of them kept beside the outputs, so a start does not redo the install's work.
// Plain JavaScript: it runs before anything is generated, and without a TypeScript loader's start-up.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const INPUTS = ['prisma/schema.prisma', 'prisma.config.ts', 'package-lock.json', 'scripts/build-zip-places.ts', 'scripts/generate.mjs'];
const OUTPUTS = ['src/generated/prisma/client.ts', 'src/tax/data/generated/zip-places.json'];
const STAMP = join(root, 'src/generated/.inputs.sha256');

const hash = createHash('sha256');
for (const input of INPUTS) hash.update(input).update(readFileSync(join(root, input)));
const digest = hash.digest('hex');

const current = OUTPUTS.every((o) => existsSync(join(root, o))) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest;
if (process.argv.includes('--if-changed') && current) process.exit(0);

const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false', PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
try {
  execFileSync(join(root, 'node_modules/.bin/prisma'), ['generate'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
} catch (err) {
  // Its progress lines go to stderr too: shown only when it fails.
  process.stderr.write(String(err.stderr ?? err));
  process.exit(1);
}
execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/build-zip-places.ts'], { cwd: root, env, stdio: 'inherit' });
writeFileSync(STAMP, digest);
