// Stripe's request encoding: `application/x-www-form-urlencoded` (or a query string) with bracket
// keys — `metadata[k]=v`, `lines[0][tax_rates][0]=txr_1`, `expand[]=customer`. Values stay strings:
// only the handler knows whether a field is numeric, so coercion happens when a param is read.

/** A decoded value: a string leaf, a hash, or a list. */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** Hashes whose keys are user data: never turned into lists, even when the keys look like indices. */
const HASH_KEYS = new Set(['metadata', 'invoice_metadata']);

export function decodeForm(input: string): FormObject {
  const root: FormObject = {};
  for (const pair of input.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const key = decodeComponent(rawKey);
    if (key === '') continue;
    assign(root, keyPath(key), decodeComponent(rawValue));
  }
  return listify(root, '') as FormObject;
}

function decodeComponent(s: string): string {
  const spaced = s.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced; // a stray '%' is kept as typed rather than failing the whole request
  }
}

/** `a[b][0][]` → ['a', 'b', '0', '']; an unbalanced bracket is kept as part of the name. */
export function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const path = [key.slice(0, open)];
  const rest = key.slice(open);
  const re = /\[([^\]]*)\]/g;
  let consumed = 0;
  for (let m = re.exec(rest); m !== null; m = re.exec(rest)) {
    if (m.index !== consumed) break;
    path.push(m[1]!);
    consumed = re.lastIndex;
  }
  if (consumed !== rest.length) return [key];
  return path;
}

/**
 * Nested assignment into plain objects; list indices stay object keys until `listify`, so
 * `lines[1]` before `lines[0]` still works. `[]` appends (the next free index).
 */
function assign(target: FormObject, path: string[], value: string): void {
  let node = target;
  for (let i = 0; i < path.length; i++) {
    let seg = path[i]!;
    if (seg === '') seg = String(Object.keys(node).length);
    if (i === path.length - 1) {
      node[seg] = value;
      return;
    }
    const next = node[seg];
    if (typeof next === 'object' && next !== null && !Array.isArray(next)) {
      node = next;
    } else {
      // A scalar meets a deeper key (`a=1&a[b]=2`): the deeper key wins, as in Stripe's parser.
      const child: FormObject = {};
      node[seg] = child;
      node = child;
    }
  }
}

/** Objects whose keys are all 0..n-1 become lists (sorted by index), except user-data hashes. */
function listify(value: FormValue, key: string): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const k of keys) value[k] = listify(value[k]!, k);
  if (HASH_KEYS.has(key) || keys.length === 0) return value;
  if (!keys.every((k) => /^(0|[1-9]\d*)$/.test(k))) return value;
  const indices = keys.map(Number).sort((a, b) => a - b);
  return indices.map((i) => value[String(i)]!);
}
