// How a 200 answer is written, and (in tests) checked.
//
// The answers of the hot operations are written by a serializer compiled from their response
// schema (fast-json-stringify, what fastify's response schemas use) instead of JSON.stringify: a
// 10-line calculation's answer in about a third less time (issue 15). It writes only the schema's
// keys, so it is for answers built to the schema's exact shape, and in tests every such answer is
// also written with JSON.stringify: the two must parse to the same value.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { z } from 'zod';
import { jsonSchema } from './openapi.ts';

export type Serializer = (value: unknown) => string;

/** Compiled on first use: startup (and every test's app) pays nothing for operations not called. */
export function compiledSerializer(schema: z.ZodType): Serializer {
  let compiled: Serializer | undefined;
  return (value) => {
    compiled ??= fastJson(nullableAsType(jsonSchema(schema, 'output')) as Parameters<typeof fastJson>[0]) as Serializer;
    return compiled(value);
  };
}

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as X with `type: [X's type, 'null']`: the
 * serializer picks an `anyOf` branch by validating the value against each (ajv, per value), and a
 * type list by `typeof`. A fifth less time for a calculation's answer, which has nullable ids,
 * taxes and reasons on every line.
 */
export function nullableAsType(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsType);
  if (schema === null || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullableAsType(value)]));
  const branches = out.anyOf as Record<string, unknown>[] | undefined;
  if (branches?.length !== 2) return out;
  const nullAt = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
  const other = branches[1 - nullAt];
  if (nullAt < 0 || typeof other?.type !== 'string' || other.anyOf !== undefined) return out;
  const { anyOf: _, ...rest } = out;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

/**
 * What is wrong with an answer about to be sent, or null: it breaks its documented schema, or its
 * compiled text (`text`, when the operation has one) says something JSON.stringify would not.
 */
export function answerProblem(response: z.ZodType, value: unknown, text: string | undefined): { message: string; issues?: unknown } | null {
  const checked = response.safeParse(value);
  if (!checked.success) return { message: 'the answer does not match its documented response schema', issues: checked.error.issues.slice(0, 5) };
  if (text !== undefined && !isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(value)))) {
    return { message: 'the compiled serializer wrote a different answer from JSON.stringify' };
  }
  return null;
}
