// Turns zod 4 issues into the API's 400 text, which follows zod 3's wording:
//   Request body: "filter": "status": Invalid enum value. Expected 'active' | 'archived', received 'x'.
// Parse with { reportInput: true } (lib/parse.ts) so a missing value ("Required") can be told from a wrong one.
// A received value is described, never converted: an object with a `toString` key cannot make the
// formatter throw, and a megabyte string is quoted as a short excerpt, so every text is bounded.
import type { z } from 'zod';

/** Characters of a received string, a key or a path segment quoted in a message. */
const EXCERPT = 60;
/** Unrecognized keys named in a message. */
const KEYS_NAMED = 5;
/** No 400 text is longer than this, whatever the input. */
export const MAX_MESSAGE = 1_000;

type Issue = z.core.$ZodIssue;

export function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (!('input' in issue) || issue.input === undefined) return 'Required';
      if (typeof issue.input === 'number' && !Number.isFinite(issue.input)) return 'Number must be finite';
      const expected = issue.expected === 'int' ? 'integer' : issue.expected;
      const received = kindOf(issue.input, expected);
      return `Expected ${expected}, received ${received}`;
    }
    case 'too_small':
      return bound(issue.exact ? 'exactly' : 'at least', 'greater than', issue.origin, issue.minimum, issue.inclusive);
    case 'too_big':
      return bound(issue.exact ? 'exactly' : 'at most', 'less than', issue.origin, issue.maximum, issue.inclusive);
    case 'unrecognized_keys': {
      const named = issue.keys
        .slice(0, KEYS_NAMED)
        .map((k) => `'${excerpt(k)}'`)
        .join(', ');
      const more = issue.keys.length > KEYS_NAMED ? ` and ${issue.keys.length - KEYS_NAMED} more` : '';
      return `Unrecognized key(s) in object: ${named}${more}`;
    }
    case 'invalid_value': {
      const values = issue.values.map((v) => `'${excerpt(String(v))}'`).join(' | ');
      const received = 'input' in issue ? `, received ${describeValue(issue.input)}` : '';
      return issue.values.length === 1 ? `Invalid literal value, expected ${values}` : `Invalid enum value. Expected ${values}${received}`;
    }
    case 'invalid_union':
      return 'Invalid input';
    case 'invalid_format':
      return formatMessage(issue.format, issue.message);
    default:
      return issue.message;
  }
}

/** `Request body: "a": "b": Message.`; `where` is "Request body" or "Request path". */
export function formatIssue(issue: Issue, where = 'Request body'): string {
  const path = issue.path.map((p) => `"${excerpt(typeof p === 'symbol' ? (p.description ?? '') : String(p))}": `).join('');
  const message = describeIssue(issue).replace(/\.$/, '');
  const text = `${where}: ${path}${message}.`;
  return text.length <= MAX_MESSAGE ? text : `${text.slice(0, MAX_MESSAGE - 2)}….`;
}

/** A received value as a message quotes it: strings as a short, escaped excerpt; anything else by its kind. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `'${excerpt(value)}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return `an array of ${value.length} element(s)`;
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** At most EXCERPT characters, control characters and quotes escaped, and the length when cut. */
function excerpt(text: string): string {
  const cut = text.length > EXCERPT ? text.slice(0, EXCERPT) : text;
  // Control characters are what this escapes, so the pattern names them.
  // eslint-disable-next-line no-control-regex
  const escaped = cut.replace(/[\u0000-\u001f\u007f'"\\]/g, (c) =>
    c === "'" || c === '"' || c === '\\' ? `\\${c}` : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return text.length > EXCERPT ? `${escaped}… (${text.length} characters)` : escaped;
}

function bound(words: string, comparison: string, origin: string, limit: number | bigint, inclusive?: boolean): string {
  const n = String(limit);
  switch (origin) {
    case 'string':
      return `String must contain ${words} ${n} character(s)`;
    case 'array':
    case 'set':
      return `Array must contain ${words} ${n} element(s)`;
    default:
      return `Number must be ${comparison}${inclusive ? ' or equal to' : ''} ${n}`;
  }
}

function kindOf(input: unknown, expected: string): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number') {
    if (Number.isNaN(input)) return 'nan';
    return expected === 'integer' && !Number.isInteger(input) ? 'float' : 'number';
  }
  return typeof input;
}

function formatMessage(format: string, fallback: string): string {
  switch (format) {
    case 'date':
      return 'Invalid date';
    case 'datetime':
      return 'Invalid datetime';
    case 'email':
      return 'Invalid email';
    case 'regex':
      return fallback.startsWith('Invalid') ? fallback : 'Invalid';
    default:
      return fallback;
  }
}
