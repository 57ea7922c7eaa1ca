// The test-time check of a 200 answer: it keeps the OpenAPI document's response shapes true, and
// an operation's own answer writer (`writeAnswer`, for the hot operations) equal to JSON.stringify.
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

/**
 * What is wrong with an answer about to be sent, or null: it breaks its documented schema, or its
 * written text (`text`, when the operation writes its own) says something JSON.stringify would not.
 */
export function answerProblem(response: z.ZodType, value: unknown, text: string | undefined): { message: string; issues?: unknown } | null {
  const checked = response.safeParse(value);
  if (!checked.success)
    return { message: 'the answer does not match its documented response schema', issues: checked.error.issues.slice(0, 5) };
  if (text !== undefined && !isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(value)))) {
    return { message: 'the answer writer wrote a different answer from JSON.stringify' };
  }
  return null;
}
