// Database errors that are expected outcomes rather than failures. Only Prisma's codes are
// portable: the constraint details differ between PostgreSQL and PGlite.

/** A unique constraint was hit. */
export function isUniqueViolation(err: unknown): boolean {
  return prismaCode(err) === 'P2002';
}

/** A row referenced a missing row (e.g. a registration for a seller that does not exist). */
export function isForeignKeyViolation(err: unknown): boolean {
  return prismaCode(err) === 'P2003';
}

function prismaCode(err: unknown): unknown {
  return typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
}
