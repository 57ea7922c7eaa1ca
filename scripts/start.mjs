// `npm start`: runs src/main.ts from one bundled JavaScript file instead of through a TypeScript
// loader. Transpiling and resolving some 300 modules on every start cost about a second of a
// five-second start; esbuild bundles them in under one, and only when a source file changed: the
// bundle is named by a hash of src/ (node_modules/.cache/levy/main-<hash>.mjs), so a start that finds
// it has nothing to build, and two starts at once never mix an old bundle with a new name. Packages
// stay imports of node_modules, so the bundle holds Levy's own code only. Source maps keep stack
// traces pointing at the .ts files. Plain JavaScript, for the same reason as generate.mjs.
import { execFileSync } from 'node:child_process';
import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const OUT = join(root, 'node_modules/.cache/levy');
/** The cluster's API processes run this file again and load the bundle their primary chose. */
const BUNDLE_ENV = 'LEVY_START_BUNDLE';

/** Every file under src/ (sorted, so the hash does not depend on the directory order) and what shapes the bundle. */
function inputs() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(join(root, 'src'));
  return [...files, join(root, 'tsconfig.json'), join(root, 'package-lock.json'), join(root, 'scripts/start.mjs')];
}

async function bundleOfSources() {
  const hash = createHash('sha256');
  for (const file of inputs()) hash.update(relative(root, file)).update(readFileSync(file));
  const name = `main-${hash.digest('hex').slice(0, 16)}.mjs`;
  const bundle = join(OUT, name);
  if (existsSync(bundle)) return bundle;
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    write: false,
    entryPoints: [join(root, 'src/main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'error',
    // Packages are imported from node_modules as they are, except JSON files imported by path
    // (i18n-iso-countries' language files), which Node's ESM loader would want an import attribute for.
    plugins: [
      {
        name: 'packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.endsWith('.json') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
    // Code bundled in from CommonJS (a JSON-only package today) may expect `require`.
    banner: { js: "import { createRequire as __levyRequire } from 'node:module'; const require = __levyRequire(import.meta.url);" },
  });
  mkdirSync(OUT, { recursive: true });
  // Written aside and renamed, the map before the bundle: the bundle's name appears only when whole.
  for (const file of [...outputFiles.filter((f) => f.path.endsWith('.map')), ...outputFiles.filter((f) => !f.path.endsWith('.map'))]) {
    const aside = `${file.path}.${process.pid}`;
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
  }
  // Bundles of earlier sources (and leftovers of interrupted writes) go once unused for a day: a
  // running primary touches its bundle every hour, for the API processes it may start again.
  for (const old of readdirSync(OUT)) {
    const path = join(OUT, old);
    if (/^main-[0-9a-f]{16}\.mjs(\.map)?(\.\d+)?$/.test(old) && !old.startsWith(name) && Date.now() - statSync(path).mtimeMs > 86_400_000)
      rmSync(path, { force: true });
  }
  return bundle;
}

let bundle = process.env[BUNDLE_ENV];
if (cluster.isWorker && bundle !== undefined && !existsSync(bundle)) {
  // Bundling anew here could run other sources than the primary's: one version per cluster.
  process.stderr.write(`Levy's bundle ${bundle} is gone: restart Levy (npm start).\n`);
  process.exit(1);
}
if (cluster.isPrimary || bundle === undefined) {
  try {
    execFileSync(process.execPath, [join(root, 'scripts/generate.mjs'), '--if-changed'], { stdio: 'inherit' });
  } catch {
    process.exit(1); // generate.mjs has said why.
  }
  try {
    bundle = await bundleOfSources();
  } catch (err) {
    // esbuild has printed its errors (and says so with an `errors` list); anything else is said here.
    const said = Array.isArray(err?.errors) && err.errors.length > 0;
    process.stderr.write(
      `Levy could not bundle src/main.ts: ${said ? 'see the errors above (npm run typecheck names them too)' : err?.message}\n`,
    );
    process.exit(1);
  }
  process.env[BUNDLE_ENV] = bundle;
}
if (cluster.isPrimary) {
  const touch = () => {
    const now = new Date();
    for (const path of [bundle, `${bundle}.map`]) if (existsSync(path)) utimesSync(path, now, now);
  };
  touch();
  setInterval(touch, 3_600_000).unref();
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
