// What changed between two content versions, as release notes read it: rates up or down from a
// date, jurisdictions added and ended, taxability changed, thresholds and places changed. Facts
// are compared by what is in force on each day, so a row split in two or re-sourced without a new
// figure is not a change.
import type { ThresholdRule } from '../thresholds/types.ts';
import type { ContentSet } from './load.ts';
import type { JurisdictionData, TaxabilityPeriod } from './types.ts';

export interface ContentChange {
  kind:
    | 'rateUp'
    | 'rateDown'
    | 'jurisdictionAdded'
    | 'jurisdictionEnded'
    | 'jurisdictionRemoved'
    | 'taxabilityChanged'
    | 'thresholdChanged'
    | 'placeChanged';
  jurisId: string;
  name: string;
  /** The first day the change holds (null: from the start of the data). */
  from: string | null;
  before: string | null;
  after: string | null;
}

export interface ContentDiff {
  from: string;
  to: string;
  changes: ContentChange[];
  sources: { added: number; removed: number };
}

interface Period {
  from: string | null;
  to: string | null;
}

/** The value in force on each day where two dated lists differ, as [first day, old, new] runs. */
function changedRuns<P extends Period>(
  before: readonly P[],
  after: readonly P[],
  value: (p: P) => string,
): [string | null, string | null, string | null][] {
  const days = [...new Set([...before, ...after].flatMap((p) => [p.from, p.to]))].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
  if (!days.includes(null)) days.unshift(null);
  const at = (list: readonly P[], day: string | null) => {
    // A null day stands for the start of the data, before every dated row.
    const p = list.find((q) => (q.from === null || (day !== null && q.from <= day)) && (q.to === null || day === null || day < q.to));
    return p === undefined ? null : value(p);
  };
  const runs: [string | null, string | null, string | null][] = [];
  let last: string | undefined;
  for (const day of days) {
    const old = at(before, day);
    const now = at(after, day);
    const key = `${old}|${now}`;
    if (old !== now && key !== last) runs.push([day, old, now]);
    last = old !== now ? key : undefined;
  }
  return runs;
}

const treatmentText = (t: TaxabilityPeriod) =>
  t.treatment.taxable
    ? `taxable${t.treatment.share !== undefined ? ` on ${t.treatment.share}%` : ''}${t.treatment.rate !== undefined ? ` at ${t.treatment.rate}%` : ''}`
    : 'not taxable';
const ruleText = (r: ThresholdRule) =>
  [
    r.salesAmount !== null ? `${r.currency} ${r.salesAmount}` : null,
    r.transactionCount !== null && r.combine !== 'salesOnly' ? `${r.transactionCount} transactions` : null,
  ]
    .filter((x) => x !== null)
    .join(r.combine === 'both' ? ' and ' : ' or ') +
  ` (${r.basis}, ${r.period.kind}, ${r.obligationBegins}${r.sellers === 'all' ? '' : r.sellers === 'establishedInside' ? ', sellers established inside' : ', sellers established outside'})`;

export function diffContent(before: ContentSet, after: ContentSet): ContentDiff {
  const changes: ContentChange[] = [];
  const old = new Map(before.jurisdictions.map((j) => [j.id, j]));
  const now = new Map(after.jurisdictions.map((j) => [j.id, j]));
  for (const j of after.jurisdictions) {
    const o = old.get(j.id);
    if (o === undefined) {
      changes.push({
        kind: 'jurisdictionAdded',
        jurisId: j.id,
        name: j.name,
        from: firstDay(j),
        before: null,
        after: j.taxes.map((t) => `${t.name} ${t.rates.at(-1)?.rate}%`).join(', ') || 'no tax',
      });
      continue;
    }
    for (const tax of new Set([...o.taxes, ...j.taxes].map((t) => t.name))) {
      const rates = (x: JurisdictionData) => x.taxes.find((t) => t.name === tax)?.rates ?? [];
      for (const [from, b, a] of changedRuns(rates(o), rates(j), (r) => r.rate)) {
        const kind = a === null ? 'jurisdictionEnded' : b !== null && Number(a) < Number(b) ? 'rateDown' : 'rateUp';
        changes.push({
          kind,
          jurisId: j.id,
          name: `${j.name} (${tax})`,
          from,
          before: b === null ? null : `${b}%`,
          after: a === null ? null : `${a}%`,
        });
      }
      const taxTaxability = (x: JurisdictionData) => x.taxes.find((t) => t.name === tax)?.taxability ?? [];
      taxabilityChanges(j, `${j.name} (${tax})`, taxTaxability(o), taxTaxability(j), changes);
    }
    taxabilityChanges(j, j.name, o.taxability, j.taxability, changes);
  }
  for (const o of before.jurisdictions)
    if (!now.has(o.id))
      changes.push({
        kind: 'jurisdictionRemoved',
        jurisId: o.id,
        name: o.name,
        from: null,
        before: o.taxes.map((t) => t.name).join(', ') || 'no tax',
        after: null,
      });

  const oldRules = new Map(before.thresholds.map((t) => [t.jurisId, t]));
  for (const t of after.thresholds) {
    for (const sellers of ['all', 'establishedInside', 'establishedOutside'] as const) {
      const pick = (rules: readonly ThresholdRule[] | undefined) => (rules ?? []).filter((r) => r.sellers === sellers);
      for (const [from, b, a] of changedRuns(pick(oldRules.get(t.jurisId)?.rules), pick(t.rules), ruleText))
        changes.push({ kind: 'thresholdChanged', jurisId: t.jurisId, name: t.name, from, before: b, after: a });
    }
  }

  const placeKey = (p: ContentSet['places'][number]) => `${p.state}|${p.names[0]}|${(p.counties ?? []).join()}`;
  const placeValue = (p: ContentSet['places'][number]) => p.jurisdictions.join(', ') || 'no local tax';
  const oldPlaces = new Map(before.places.map((p) => [placeKey(p), p]));
  const newPlaces = new Map(after.places.map((p) => [placeKey(p), p]));
  for (const [key, p] of newPlaces) {
    const o = oldPlaces.get(key);
    if (o === undefined || placeValue(o) !== placeValue(p))
      changes.push({
        kind: 'placeChanged',
        jurisId: `us-${p.state}`,
        name: `${p.names[0]}, ${p.state}`,
        from: null,
        before: o === undefined ? null : placeValue(o),
        after: placeValue(p),
      });
  }
  for (const [key, o] of oldPlaces)
    if (!newPlaces.has(key))
      changes.push({
        kind: 'placeChanged',
        jurisId: `us-${o.state}`,
        name: `${o.names[0]}, ${o.state}`,
        from: null,
        before: placeValue(o),
        after: null,
      });

  const oldSources = new Set(before.sources.keys());
  const newSources = new Set(after.sources.keys());
  return {
    from: before.version,
    to: after.version,
    changes,
    sources: {
      added: [...newSources].filter((u) => !oldSources.has(u)).length,
      removed: [...oldSources].filter((u) => !newSources.has(u)).length,
    },
  };
}

function taxabilityChanges(
  j: JurisdictionData,
  name: string,
  before: readonly TaxabilityPeriod[],
  after: readonly TaxabilityPeriod[],
  changes: ContentChange[],
): void {
  for (const category of new Set([...before, ...after].map((t) => t.category))) {
    const of = (list: readonly TaxabilityPeriod[]) => list.filter((t) => t.category === category);
    for (const [from, b, a] of changedRuns(of(before), of(after), treatmentText))
      changes.push({ kind: 'taxabilityChanged', jurisId: j.id, name: `${name}: ${category}`, from, before: b, after: a });
  }
}

function firstDay(j: JurisdictionData): string | null {
  const days = j.taxes.flatMap((t) => t.rates.map((r) => r.from));
  return days.includes(null) ? null : (days.sort()[0] ?? null);
}

const HEADINGS: Record<ContentChange['kind'], string> = {
  rateUp: 'Rates up',
  rateDown: 'Rates down',
  jurisdictionAdded: 'Jurisdictions added',
  jurisdictionEnded: 'Taxes ended',
  jurisdictionRemoved: 'Jurisdictions removed',
  taxabilityChanged: 'Taxability changed',
  thresholdChanged: 'Registration thresholds changed',
  placeChanged: 'Places changed',
};

/** The diff as Markdown release notes. */
export function contentDiffMarkdown(diff: ContentDiff): string {
  const lines = [`# Tax content ${diff.from} → ${diff.to}`, ''];
  if (diff.changes.length === 0) lines.push('No figure, taxability, threshold or place changed.', '');
  for (const kind of Object.keys(HEADINGS) as ContentChange['kind'][]) {
    const of = diff.changes.filter((c) => c.kind === kind);
    if (of.length === 0) continue;
    lines.push(`## ${HEADINGS[kind]} (${of.length})`, '');
    for (const c of of)
      lines.push(`- ${c.name} (${c.jurisId})${c.from !== null ? `, from ${c.from}` : ''}: ${c.before ?? '—'} → ${c.after ?? '—'}`);
    lines.push('');
  }
  lines.push(`Sources: ${diff.sources.added} added, ${diff.sources.removed} removed.`, '');
  return lines.join('\n');
}
