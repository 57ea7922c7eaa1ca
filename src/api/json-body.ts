// The only body parser: JSON in UTF-8, uncompressed. Text that PostgreSQL cannot store or that
// would be silently altered on the way (NUL characters, unpaired surrogates, undecodable bytes)
// is refused here with a 400, so it can never reach a query as a 500 or as a corrupted id.
import type { FastifyRequest } from 'fastify';

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
  ) {
    super(message);
  }
}

const MAX_DEPTH = 32;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function parseJsonBody(req: FastifyRequest, raw: Buffer): unknown {
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
    throw new BodyError(415, 'Unsupported Media Type: send the body uncompressed (no Content-Encoding).');
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new BodyError(415, 'Unsupported Media Type: JSON bodies must be UTF-8 (charset=utf-8).');
  }
  if (raw.length === 0) return undefined;
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw new BodyError(400, 'Request body: Invalid UTF-8.');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError(400, 'Request body: Invalid JSON.');
  }
  if (mayHoldUnstorableText(text) || !shallowEnough(text)) checkText(value);
  return value;
}

/**
 * Decoded strictly as UTF-8, JSON text can only produce a NUL or a lone surrogate through a `\u`
 * escape: a body without one (nearly every body) needs no walk of its values for them.
 */
function mayHoldUnstorableText(text: string): boolean {
  return text.includes('\\u');
}

/**
 * Fewer opening brackets than the depth limit cannot nest deeper than it. Counted by indexOf, which
 * skips ahead natively: a tenth of the time of a loop over every character.
 */
function shallowEnough(text: string): boolean {
  let open = 0;
  for (const bracket of ['{', '[']) {
    for (let at = text.indexOf(bracket); at !== -1; at = text.indexOf(bracket, at + 1)) if (++open > MAX_DEPTH) return false;
  }
  return true;
}

/** Whether a string can be stored and read back unchanged. */
export function isStorableText(s: string): boolean {
  return !s.includes('\u0000') && s.isWellFormed();
}

// Iterative, so that a deeply nested body cannot exhaust the stack.
function checkText(root: unknown): void {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (path.length > MAX_DEPTH) throw new BodyError(400, `Request body: JSON may be nested at most ${MAX_DEPTH} levels deep.`);
    if (typeof value === 'string') {
      if (!isStorableText(value)) throw new BodyError(400, `Request body: ${path.map((p) => `"${p}": `).join('')}${INVALID_TEXT}.`);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, path: [...path, String(i)] }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) {
        if (!isStorableText(k))
          throw new BodyError(400, `Request body: ${path.map((p) => `"${p}": `).join('')}${INVALID_TEXT} (in a key).`);
        stack.push({ value: v, path: [...path, k] });
      }
    }
  }
}

export const INVALID_TEXT = 'Text must not contain NUL characters or unpaired surrogates';
