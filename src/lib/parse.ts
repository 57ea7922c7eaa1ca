// zod parsing as every door and the address schema do it.
import type { z } from 'zod';

/**
 * `schema.safeParse(value)`, its issues carrying the received values (error texts quote them, and
 * tell a missing value from a wrong one). They are asked for only when the parse fails: asking
 * makes zod's parse of a valid value several times slower.
 */
export function safeParseReportingInput<T extends z.ZodType>(schema: T, value: unknown): z.ZodSafeParseResult<z.output<T>> {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed : schema.safeParse(value, { reportInput: true });
}
