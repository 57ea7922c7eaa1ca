// The content Levy ships with (the content/ folder beside src/), read once when the tax core is
// first imported. This is the tax core's only file access: the files are part of the release, like
// its code, and every answer must come from one fixed set of them for the life of the process.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent, type ContentFile, type ContentSet } from './load.ts';

export type { ContentRegion, ContentSet } from './load.ts';

/** Every .json file under a content folder (schemas for editors, under schema/, excepted). */
export function readContentFolder(dir: string): ContentFile[] {
  const walk = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? (e.name === 'schema' ? [] : walk(join(at, e.name))) : e.name.endsWith('.json') ? [join(at, e.name)] : [],
    );
  return walk(dir).map((file) => ({ path: relative(dir, file).split(sep).join('/'), text: readFileSync(file, 'utf8') }));
}

/** The content folder: the nearest `content/` with a manifest above this module (source tree or build). */
export function builtInContentFolder(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'content', 'manifest.json'))) return join(dir, 'content');
    if (dirname(dir) === dir) throw new Error('Levy cannot find its content folder (content/manifest.json) above src/tax/content');
  }
}

/**
 * The built-in content set, with `bundle()`: every file's text by path as one JSON text (what the
 * history keeps), and `fileText(path)`: one file's text as it ships (`us/ca.json`), which an
 * imported official table is built against (imports/official-tables/rate-overrides.ts).
 */
export type BuiltInContent = ContentSet & { bundle(): string; fileText(path: string): string | undefined };

let builtIn: BuiltInContent | undefined;

export function builtInContent(): BuiltInContent {
  if (builtIn === undefined) {
    const files = readContentFolder(builtInContentFolder());
    const set = buildContent(files);
    const byPath = new Map(files.map((f) => [f.path, f.text]));
    builtIn = {
      ...set,
      bundle: () => JSON.stringify(Object.fromEntries(files.map((f) => [f.path, f.text]).sort(([a], [b]) => (a! < b! ? -1 : 1)))),
      fileText: (path) => byPath.get(path),
    };
  }
  return builtIn;
}
