// `npm start`: runs src/main.ts from one bundled JavaScript file instead of through a TypeScript
// loader. Transpiling and resolving some 300 modules on every start cost about a second of a
// five-second start; esbuild bundles them in under one, and only when a source file changed (a hash
// of src/, kept beside the bundle in node_modules/.cache/levy/). Packages stay imports of
// node_modules, so the bundle holds Levy's own code only. Source maps keep stack traces pointing at
// the .ts files. Plain JavaScript, for the same reason as generate.mjs.
import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const OUT = join(root, 'node_modules/.cache/levy');
const BUNDLE = join(OUT, 'main.mjs');
const STAMP = join(OUT, 'main.sha256');

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

async function bundleIfChanged() {
  const hash = createHash('sha256');
  for (const file of inputs()) hash.update(relative(root, file)).update(readFileSync(file));
  const digest = hash.digest('hex');
  if (existsSync(BUNDLE) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest) return;
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    write: false,
    entryPoints: [join(root, 'src/main.ts')],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
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
    // CommonJS packages bundled in (none today, but a JSON-only one may be) expect `require`.
    banner: { js: "import { createRequire as __levyRequire } from 'node:module'; const require = __levyRequire(import.meta.url);" },
  });
  // Written aside and renamed: another start running at the same moment never reads half a bundle.
  for (const file of outputFiles) {
    const aside = `${file.path}.${process.pid}`;
    mkdirSync(OUT, { recursive: true });
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
  }
  writeFileSync(STAMP, digest);
}

// The cluster's API processes run this file again: the primary has already checked and bundled.
if (cluster.isPrimary) {
  const { execFileSync } = await import('node:child_process');
  execFileSync(process.execPath, [join(root, 'scripts/generate.mjs'), '--if-changed'], { stdio: 'inherit' });
  await bundleIfChanged();
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(BUNDLE).href);
