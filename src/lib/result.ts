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

export function conflict<C extends Conflict>(c: C): { ok: false; conflict: C } {
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
