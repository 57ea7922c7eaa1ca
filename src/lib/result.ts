// Business outcomes are values, not exceptions: a use case returns ok(value) or conflict({ type }).
// The HTTP layer turns a conflict into 409 JSON; the CLI prints it.

export interface Conflict {
  type: string;
  [detail: string]: unknown;
}

export type Result<T, C extends Conflict = Conflict> = { ok: true; value: T } | { ok: false; conflict: C };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function conflict<C extends Conflict>(c: C): { ok: false; conflict: C } {
  return { ok: false, conflict: c };
}
