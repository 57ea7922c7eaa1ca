// Stripe list objects with cursor pagination (`limit`, `starting_after`, `ending_before`).
import { invalidParam } from './errors.ts';
import type { Params } from './params.ts';

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** Newest first, as Stripe lists most objects (Maps keep insertion order). */
export function newestFirst<T>(values: Iterable<T>): T[] {
  return [...values].reverse();
}

/**
 * One page of `items` (already filtered and in display order); only the page is rendered, so
 * listing a large account stays cheap.
 */
export function paginate<R extends { id: string }, T>(
  items: readonly R[],
  params: Params,
  url: string,
  render: (r: R) => T,
): ListObject<T> {
  const limit = params.int('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam('limit', 'This value must be greater than or equal to 1 and less than or equal to 100.');
  const after = params.str('starting_after');
  const before = params.str('ending_before');
  let page: readonly R[];
  let hasMore: boolean;
  if (after !== undefined && after !== '') {
    const rest = items.slice(cursorIndex(items, after, 'starting_after') + 1);
    page = rest.slice(0, limit);
    hasMore = rest.length > limit;
  } else if (before !== undefined && before !== '') {
    const head = items.slice(0, cursorIndex(items, before, 'ending_before'));
    page = head.slice(Math.max(0, head.length - limit));
    hasMore = head.length > limit;
  } else {
    page = items.slice(0, limit);
    hasMore = items.length > limit;
  }
  return { object: 'list', data: page.map(render), has_more: hasMore, url };
}

function cursorIndex(items: readonly { id: string }[], id: string, param: string): number {
  const i = items.findIndex((x) => x.id === id);
  if (i === -1) throw invalidParam(param, `No such object for ${param}: '${id}'`, 'resource_missing');
  return i;
}

/** `created` filters: an exact second or a hash of gt/gte/lt/lte. */
export function createdFilter(params: Params): (created: number) => boolean {
  if (!params.has('created')) return () => true;
  const exact = typeof params.raw.created === 'string' ? params.int('created') : undefined;
  if (exact !== undefined) return (c) => c === exact;
  const range = params.obj('created');
  const gt = range?.int('gt');
  const gte = range?.int('gte');
  const lt = range?.int('lt');
  const lte = range?.int('lte');
  return (c) =>
    (gt === undefined || c > gt) && (gte === undefined || c >= gte) && (lt === undefined || c < lt) && (lte === undefined || c <= lte);
}
