// The emulator's route table: "METHOD /v1/path/:param" → handler. Handlers are synchronous, so a
// request reads and changes an account's state without interleaving with another request.
import type { Account, RequestInfo } from './account.ts';
import type { Params } from './params.ts';

export type Method = 'GET' | 'POST' | 'DELETE';

export interface Ctx {
  account: Account;
  params: Params;
  /** Path parameters by name (`:id` → path.id). */
  path: Record<string, string>;
  request: RequestInfo;
  /** Records an event caused by this request. */
  emit(type: string, object: object, previous?: Record<string, unknown>): void;
}

export type Handler = (ctx: Ctx) => object;

export interface Route {
  method: Method;
  pattern: string;
  regex: RegExp;
  names: string[];
  handler: Handler;
}

export function route(method: Method, pattern: string, handler: Handler): Route {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method, pattern, regex: new RegExp(`^${source}$`), names, handler };
}

export function matchRoute(routes: readonly Route[], method: string, path: string): { route: Route; path: Record<string, string> } | null {
  for (const r of routes) {
    if (r.method !== method) continue;
    const m = r.regex.exec(path);
    if (m === null) continue;
    const params: Record<string, string> = {};
    r.names.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1]!);
    });
    return { route: r, path: params };
  }
  return null;
}

/** The request log's path form: every path parameter shown as ':id'. */
export function logPattern(r: Route): string {
  return r.pattern.replace(/:\w+/g, ':id');
}
