// Seeded generators of hostile JSON bodies, guided by an operation's JSON schema so that they reach
// nested fields (enums, literals, unions) with values of every wrong kind: objects with toString,
// valueOf or __proto__ keys, huge strings and arrays, deep nesting, numbers out of range.

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
};

export function hostileValue(rnd: () => number, depth = 0): Json {
  const pick = Math.floor(rnd() * 14);
  switch (pick) {
    case 0:
      return { toString: 1, valueOf: 'x' } as unknown as Json;
    case 1:
      return JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":1}}') as Json;
    case 2:
      return 'A'.repeat(1 + Math.floor(rnd() * 300_000));
    case 3:
      return Array.from({ length: 1 + Math.floor(rnd() * 20_000) }, () => 'x');
    case 4:
      return nested(Math.floor(rnd() * 40));
    case 5:
      return [1e308, -1e308, 2 ** 53 + 1, -0, 0.1][Math.floor(rnd() * 5)]!;
    case 6:
      return ['', ' ', '\u00e9\u{1F600}', '0000-00-00', '2026-02-30', '<script>', '\'"\\', 'us-NY', 'USD', 'id:x'][Math.floor(rnd() * 10)]!;
    case 7:
      return null;
    case 8:
      return rnd() < 0.5;
    case 9:
      return Math.floor(rnd() * 2_000_000_000) - 1_000_000_000;
    case 10:
      return depth > 3 ? {} : { [`k${Math.floor(rnd() * 9)}`]: hostileValue(rnd, depth + 1), toString: hostileValue(rnd, depth + 1) };
    case 11:
      return depth > 3 ? [] : [hostileValue(rnd, depth + 1), hostileValue(rnd, depth + 1)];
    case 12:
      return { ['K'.repeat(5_000)]: 1 };
    default:
      return Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`extra${i}`, i]));
  }
}

function nested(depth: number): Json {
  let v: Json = 1;
  for (let i = 0; i < depth; i++) v = i % 2 === 0 ? [v] : { a: v };
  return v;
}

/** A body shaped like `schema`, with each field (and sometimes the whole body) replaced by a hostile value. */
export function bodyFor(schema: Schema, rnd: () => number, depth = 0): Json {
  if (depth > 6 || rnd() < 0.25) return hostileValue(rnd, depth);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants !== undefined && variants.length > 0) return bodyFor(variants[Math.floor(rnd() * variants.length)]!, rnd, depth + 1);
  if (schema.enum !== undefined)
    return rnd() < 0.5 ? (schema.enum[Math.floor(rnd() * schema.enum.length)] as Json) : hostileValue(rnd, depth);
  if (schema.const !== undefined) return rnd() < 0.5 ? (schema.const as Json) : hostileValue(rnd, depth);
  if (schema.properties !== undefined) {
    const body: Record<string, Json> = {};
    for (const [key, sub] of Object.entries(schema.properties)) if (rnd() < 0.8) body[key] = bodyFor(sub, rnd, depth + 1);
    return body;
  }
  if (schema.items !== undefined) return Array.from({ length: Math.floor(rnd() * 3) }, () => bodyFor(schema.items!, rnd, depth + 1));
  return hostileValue(rnd, depth);
}
