// docs/thresholds.md lists every rule: the table there is the one the data gives.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { thresholdRulesTable } from '../../../src/tax/thresholds/rules-table.ts';

it('docs/thresholds.md holds the rules table of content/thresholds.json (npx tsx scripts/thresholds-table.ts)', async () => {
  const doc = await readFile(join(import.meta.dirname, '..', '..', '..', 'docs', 'thresholds.md'), 'utf8');
  expect(doc).toContain(`<!-- rules:begin -->\n${thresholdRulesTable()}\n<!-- rules:end -->`);
});
