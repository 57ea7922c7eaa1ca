// Rewrites the rules table of docs/thresholds.md from content/thresholds.json.
// Run: npx tsx scripts/thresholds-table.ts
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { thresholdRulesTable } from '../src/tax/thresholds/rules-table.ts';

const file = join(import.meta.dirname, '..', 'docs', 'thresholds.md');
const doc = await readFile(file, 'utf8');
const begin = '<!-- rules:begin -->';
const end = '<!-- rules:end -->';
const at = doc.indexOf(begin);
const to = doc.indexOf(end);
if (at < 0 || to < at) throw new Error(`${file} has no ${begin} … ${end} section`);
await writeFile(file, `${doc.slice(0, at + begin.length)}\n${thresholdRulesTable()}\n${doc.slice(to)}`);
