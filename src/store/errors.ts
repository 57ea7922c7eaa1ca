// Database errors that are expected outcomes rather than failures.

/** A unique constraint was hit. Only the code is portable: the details differ between PostgreSQL and PGlite. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';
}
