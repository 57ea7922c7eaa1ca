// `npm run bench [-- name ...]`: runs bench/*.bench.ts (or the named ones) one after another and
// prints each result; results are also written to bench/results/<name>.json.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = import.meta.dirname;
const wanted = process.argv.slice(2);
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts')).sort();
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '');
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  process.stdout.write(`\n== ${name}\n`);
  const bench = (await import(pathToFileURL(join(dir, file)).href)) as { run(): Promise<unknown> };
  process.stdout.write(`${JSON.stringify(await bench.run(), null, 2)}\n`);
}
