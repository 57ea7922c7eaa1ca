// Turns zod 4 issues into the API's 400 text, which follows zod 3's wording:
//   Request body: "filter": "status": Invalid enum value. Expected 'active' | 'archived', received 'x'.
// Parse with { reportInput: true } so a missing value ("Required") can be told from a wrong one.
import type { z } from 'zod';

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
    case 'unrecognized_keys':
      return `Unrecognized key(s) in object: ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
    case 'invalid_value': {
      const values = issue.values.map((v) => `'${String(v)}'`).join(' | ');
      const received = 'input' in issue ? `, received '${String(issue.input)}'` : '';
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
  const path = issue.path.map((p) => `"${String(p)}": `).join('');
  const message = describeIssue(issue).replace(/\.$/, '');
  return `${where}: ${path}${message}.`;
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
