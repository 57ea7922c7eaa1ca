// `data.previous_attributes` of *.updated events: the old values of what changed. Hashes
// (metadata, address, ...) are diffed key by key, with null for keys that did not exist, as
// Stripe does; lists and list objects are reported whole.

type Json = unknown;

const isHash = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (v as { object?: unknown }).object !== 'list';

/** Null when nothing changed. */
export function diff(before: object, after: object): Record<string, Json> | null {
  const out = diffHash(before as Record<string, Json>, after as Record<string, Json>);
  return Object.keys(out).length === 0 ? null : out;
}

function diffHash(before: Record<string, Json>, after: Record<string, Json>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = before[key];
    const a = after[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (isHash(a) && isHash(b)) out[key] = diffHash(b, a);
    else out[key] = b === undefined ? null : structuredClone(b);
  }
  return out;
}
