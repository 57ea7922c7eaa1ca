// Typed reads of decoded form params. Everything arrives as a string; each reader coerces and, on a
// wrong shape, throws the 400 Stripe would (`param` named in bracket form, e.g. `lines[0][amount]`).
import { invalidParam, missingParam } from './errors.ts';
import type { FormObject, FormValue } from './form.ts';

export class Params {
  constructor(
    readonly raw: FormObject,
    /** Where these params sit in the request, for error messages: '' or 'lines[0]'. */
    readonly prefix = '',
  ) {}

  name(key: string): string {
    return this.prefix === '' ? key : `${this.prefix}[${key}]`;
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined;
  }

  /** True when the param was sent as the empty string: Stripe's way to clear a field or list. */
  isEmpty(key: string): boolean {
    return this.raw[key] === '';
  }

  str(key: string): string | undefined {
    const v = this.raw[key];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw invalidParam(this.name(key), `Invalid string: ${this.name(key)} must be a string.`);
    return v;
  }

  requiredStr(key: string): string {
    const v = this.str(key);
    if (v === undefined || v === '') throw missingParam(this.name(key));
    return v;
  }

  /** A string field that '' sets to null. */
  nullableStr(key: string): string | null | undefined {
    const v = this.str(key);
    return v === '' ? null : v;
  }

  int(key: string): number | undefined {
    const v = this.str(key);
    if (v === undefined) return undefined;
    if (!/^-?\d+$/.test(v) || !Number.isSafeInteger(Number(v))) throw invalidParam(this.name(key), `Invalid integer: ${v}`);
    return Number(v);
  }

  requiredInt(key: string): number {
    const v = this.int(key);
    if (v === undefined) throw missingParam(this.name(key));
    return v;
  }

  /** A decimal string ("12.5"), returned unchanged after validation. */
  decimal(key: string): string | undefined {
    const v = this.str(key);
    if (v === undefined) return undefined;
    if (!/^-?\d+(\.\d+)?$/.test(v)) throw invalidParam(this.name(key), `Invalid decimal: ${v}`);
    return v;
  }

  bool(key: string): boolean | undefined {
    const v = this.str(key);
    if (v === undefined) return undefined;
    if (v !== 'true' && v !== 'false') throw invalidParam(this.name(key), `Invalid boolean: ${v}`);
    return v === 'true';
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const v = this.str(key);
    if (v === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(v)) {
      throw invalidParam(this.name(key), `Invalid ${this.name(key)}: must be one of ${allowed.join(', ')}`);
    }
    return v as T;
  }

  obj(key: string): Params | undefined {
    const v = this.raw[key];
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'object' || Array.isArray(v)) throw invalidParam(this.name(key), `Invalid object: ${this.name(key)} must be a hash.`);
    return new Params(v, this.name(key));
  }

  /** A list of hashes (`lines[0][...]`). */
  objList(key: string): Params[] | undefined {
    const v = this.raw[key];
    if (v === undefined) return undefined;
    if (!Array.isArray(v)) throw invalidParam(this.name(key), `Invalid array: ${this.name(key)} must be a list.`);
    return v.map((item, i) => {
      if (typeof item !== 'object' || Array.isArray(item))
        throw invalidParam(`${this.name(key)}[${i}]`, `Invalid object: ${this.name(key)}[${i}] must be a hash.`);
      return new Params(item, `${this.name(key)}[${i}]`);
    });
  }

  /** A list of strings; '' (Stripe's "empty list") gives []. */
  strList(key: string): string[] | undefined {
    const v = this.raw[key];
    if (v === undefined) return undefined;
    if (v === '') return [];
    if (!Array.isArray(v) || !v.every((x): x is string => typeof x === 'string')) {
      throw invalidParam(this.name(key), `Invalid array: ${this.name(key)} must be a list of strings.`);
    }
    return v;
  }

  /** expand[] entries. */
  expand(): string[] {
    return this.strList('expand') ?? [];
  }
}

export type Metadata = Record<string, string>;

/** Stripe's metadata update: keys merge, `metadata[k]=` deletes k, `metadata=` clears everything. */
export function mergeMetadata(current: Metadata, params: Params, key = 'metadata'): Metadata {
  const v: FormValue | undefined = params.raw[key];
  if (v === undefined) return current;
  if (v === '') return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw invalidParam(params.name(key), 'Invalid hash: metadata must be a hash of strings.');
  const next = { ...current };
  for (const [k, value] of Object.entries(v)) {
    if (typeof value !== 'string') throw invalidParam(`${params.name(key)}[${k}]`, 'Invalid metadata value: must be a string.');
    if (value === '') delete next[k];
    else next[k] = value;
  }
  if (Object.keys(next).length > 50) throw invalidParam(params.name(key), 'Metadata can have at most 50 keys.');
  return next;
}
