// Business outcomes are values, not exceptions: a use case returns ok(value) or conflict({ type }).
// The HTTP layer turns a conflict into 409 JSON; the CLI prints it. A use case that depends on a
// service that may be briefly away (the job queue) may also answer unavailable(...), which the HTTP
// layer turns into 503 and the caller may simply retry; nothing was changed.

export interface Conflict {
  type: string;
  [detail: string]: unknown;
}

export type Result<T, C extends Conflict = Conflict> = { ok: true; value: T } | { ok: false; conflict: C };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A conflict whose type is one of a use case's declared list. */
export type ConflictOf<L extends readonly string[]> = Conflict & { type: L[number] };

/**
 * What a use case answers: a value or one of the conflicts it declares. Each use case keeps its list
 * as a const beside it (`export const CREATE_CUSTOMER_CONFLICTS = ['customerAlreadyExists'] as const`)
 * and its route imports the same list for the OpenAPI document, so a conflict that is returned but
 * not declared does not compile, and the published 409 enum is always complete.
 */
export type Outcome<T, L extends readonly string[]> = L extends readonly [] ? { ok: true; value: T } : Result<T, ConflictOf<L>>;

// `const` keeps the literal type ('customerAlreadyExists', not string), which Outcome checks.
export function conflict<const C extends Conflict>(c: C): { ok: false; conflict: C } {
  return { ok: false, conflict: c };
}

export interface Unavailable {
  ok: false;
  /** What was away, for the logs; callers see only that they may retry. */
  unavailable: string;
}

export function unavailable(what: string): Unavailable {
  return { ok: false, unavailable: what };
}
