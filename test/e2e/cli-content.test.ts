// `levy data validate` and `levy data diff`: the content checks an operator, a reviewer and CI run
// on the files alone, as a process of their own (no database or Redis needed).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../support/cli.ts';

let changed: string;

beforeAll(async () => {
  // The shipped content with Colorado's state rate raised from 2027-01-01, and a broken copy.
  changed = await mkdtemp(join(tmpdir(), 'levy-content-'));
  await cp(join(ROOT, 'content'), changed, { recursive: true });
  const file = join(changed, 'us', 'co.json');
  const json = JSON.parse(await readFile(file, 'utf8'));
  const rates = json.jurisdictions[0].taxes[0].rates;
  rates[0].to = '2027-01-01';
  rates.push({ ...rates[0], rate: '3.1', from: '2027-01-01', to: null });
  await writeFile(file, JSON.stringify(json));
});
afterAll(async () => {
  await rm(changed, { recursive: true, force: true });
});

describe('levy data validate and data diff', () => {
  it('finds the built-in content valid and lists the facts that rest on secondary sources only, the EU first', async () => {
    const run = await runCli({}, 'data', 'validate');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\d+ facts checked: valid\.\n\d+ facts rest on secondary sources only/);
    expect(run.stdout.split('\n')[2]).toMatch(/^ {2}content\/eu\.json jurisdictions\[0\] \(eu-AT\)/);
  });

  it('refuses a folder with a bad row, naming the file and the row, with exit code 1', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'levy-content-'));
    try {
      await cp(changed, broken, { recursive: true });
      const file = join(broken, 'us', 'co.json');
      const json = JSON.parse(await readFile(file, 'utf8'));
      json.jurisdictions[0].taxes[0].rates[1].from = '2026-06-01';
      await writeFile(file, JSON.stringify(json));
      const run = await runCli({}, 'data', 'validate', broken);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        'content/us/co.json jurisdictions[0] (us-CO).taxes[0] (Sales tax).rates[1]: its period overlaps rates[0]',
      );
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });

  it('writes release notes between two versions: a git revision or a folder', async () => {
    const run = await runCli({}, 'data', 'diff', 'HEAD', changed);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('## Rates up (1)\n\n- Colorado (Sales tax) (us-CO), from 2027-01-01: 2.90% → 3.1%');
    const json = JSON.parse((await runCli({}, 'data', 'diff', changed, changed, '--json')).stdout);
    expect(json.changes).toEqual([]);
  });

  it('answers a version that is neither a folder nor a revision with exit code 2', async () => {
    const run = await runCli({}, 'data', 'diff', 'no-such-version', changed);
    expect([run.code, run.stderr.trim()]).toEqual([2, `no-such-version is neither a content folder nor a git revision of ${ROOT}`]);
  });
});
