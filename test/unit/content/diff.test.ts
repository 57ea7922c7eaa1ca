// The diff between two content versions, as release notes: figures compared by what is in force
// on each day, so only real changes are listed.
import { describe, expect, it } from 'vitest';
import { builtInContentFolder, readContentFolder } from '../../../src/tax/content/built-in.ts';
import { contentDiffMarkdown, diffContent } from '../../../src/tax/content/diff.ts';
import { buildContent, type ContentFile } from '../../../src/tax/content/load.ts';

const files = readContentFolder(builtInContentFolder());
const before = buildContent(files);

/** The shipped content with one file's JSON changed. */
function changed(path: string, change: (json: any) => void, asOf = '2026-12-01'): ContentFile[] {
  return files.map((f) => {
    if (f.path === 'manifest.json') return { path: f.path, text: JSON.stringify({ asOf }) };
    if (f.path !== path) return f;
    const json = JSON.parse(f.text);
    change(json);
    return { path: f.path, text: JSON.stringify(json) };
  });
}
const state = (json: any, id: string) => json.jurisdictions.find((j: { id: string }) => j.id === id);

describe('the diff between two content versions', () => {
  it('lists nothing between a version and itself, and names both versions', () => {
    const diff = diffContent(before, buildContent(files));
    expect(diff.changes).toEqual([]);
    expect(contentDiffMarkdown(diff)).toContain('No figure, taxability, threshold or place changed.');
  });

  it('lists a new dated rate as a rate change from its first day, and a re-sourced row as no change', () => {
    const after = buildContent(
      changed('us/co.json', (json) => {
        const rates = state(json, 'us-CO').taxes[0].rates;
        rates[0].to = '2027-01-01';
        rates.push({ ...rates[0], rate: '2.5', from: '2027-01-01', to: null });
        // Another row only cites one more source: not a change of any figure.
        state(json, 'us-CO').taxability[0].note = 'Re-read.';
      }),
    );
    const diff = diffContent(before, after);
    expect(diff.changes).toEqual([
      { kind: 'rateDown', jurisId: 'us-CO', name: 'Colorado (Sales tax)', from: '2027-01-01', before: '2.90%', after: '2.5%' },
    ]);
    expect(contentDiffMarkdown(diff)).toContain('## Rates down (1)\n\n- Colorado (Sales tax) (us-CO), from 2027-01-01: 2.90% → 2.5%');
  });

  it('lists jurisdictions added and ended, and taxability changed', () => {
    const after = buildContent(
      changed('us/ca.json', (json) => {
        const city = structuredClone(json.jurisdictions.at(-1));
        city.id = 'us-CA-new-district';
        city.name = 'New district';
        city.taxes = [
          { name: 'Sales tax', rates: [{ rate: '0.25', from: '2027-04-01', to: null, sources: city.taxes[0].rates[0].sources }] },
        ];
        json.jurisdictions.push(city);
        const ending = json.jurisdictions.find(
          (j: { id: string; taxes: { rates: { to: string | null }[] }[] }) =>
            j.id !== 'us-CA' && j.taxes[0]?.rates.length === 1 && j.taxes[0].rates[0]!.to === null,
        );
        ending.taxes[0].rates[0].to = '2027-04-01';
        const saas = state(json, 'us-CA').taxability.find(
          (t: { category: string; from: string | null }) => t.category === 'saasBusiness' && t.from === '2027-01-01',
        );
        saas.treatment = { taxable: false };
      }),
    );
    const kinds = diffContent(before, after).changes.map((c) => [c.kind, c.from, c.after]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['jurisdictionAdded', '2027-04-01', 'Sales tax 0.25%'],
        ['jurisdictionEnded', '2027-04-01', null],
        ['taxabilityChanged', '2027-01-01', 'not taxable'],
      ]),
    );
    expect(kinds).toHaveLength(3);
  });

  it('lists a changed registration threshold', () => {
    const after = buildContent(
      changed(
        'thresholds.json',
        (json) => (json.jurisdictions.find((t: { jurisId: string }) => t.jurisId === 'us-TX').rules.at(-1).salesAmount = '750000'),
      ),
    );
    expect(diffContent(before, after).changes).toEqual([
      expect.objectContaining({
        kind: 'thresholdChanged',
        jurisId: 'us-TX',
        before: expect.stringContaining('USD 500000'),
        after: expect.stringContaining('USD 750000'),
      }),
    ]);
  });
});
