// Events (read-only) and webhook endpoints. An endpoint's signing secret is returned only by
// create, as in Stripe; it is kept apart from the stored endpoint so nothing else shows it.
import type Stripe from 'stripe';
import type { Account } from '../account.ts';
import { invalidParam, missingParam, notFound } from '../errors.ts';
import { base62, newId } from '../ids.ts';
import { createdFilter, newestFirst, paginate } from '../list.ts';
import { mergeMetadata, type Params } from '../params.ts';
import { route, type Ctx } from '../router.ts';

function getEvent(account: Account, id: string): object {
  const event = account.events.get(id);
  if (event === undefined) throw notFound('evt', id);
  return structuredClone(event);
}

/** `type` may end in `.*` (Stripe's wildcard: `invoice.*`). */
function typeMatcher(p: Params): (type: string) => boolean {
  const patterns = [...(p.str('type') !== undefined ? [p.str('type')!] : []), ...(p.strList('types') ?? [])];
  if (patterns.length === 0) return () => true;
  return (type) => patterns.some((pat) => (pat.endsWith('.*') ? type.startsWith(pat.slice(0, -1)) : type === pat));
}

function listEvents(ctx: Ctx): object {
  const matches = typeMatcher(ctx.params);
  const created = createdFilter(ctx.params);
  const items = newestFirst(ctx.account.events.values()).filter((e) => matches(e.type) && created(e.created));
  return paginate(items, ctx.params, '/v1/events', (e) => structuredClone(e));
}

function getEndpoint(account: Account, id: string): Stripe.WebhookEndpoint {
  const endpoint = account.webhookEndpoints.get(id);
  if (endpoint === undefined) throw notFound('we', id);
  return endpoint;
}

function urlParam(p: Params): string | undefined {
  const url = p.str('url');
  if (url === undefined) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw invalidParam('url', `Invalid URL: ${url}`, 'url_invalid');
  return url;
}

function enabledEventsParam(p: Params): string[] | undefined {
  const events = p.strList('enabled_events');
  if (events !== undefined && events.length === 0)
    throw invalidParam('enabled_events', 'enabled_events must name at least one event type, or *.');
  return events;
}

function createEndpoint(ctx: Ctx): object {
  const url = urlParam(ctx.params);
  if (url === undefined) throw missingParam('url');
  const enabledEvents = enabledEventsParam(ctx.params);
  if (enabledEvents === undefined) throw missingParam('enabled_events');
  const endpoint: Stripe.WebhookEndpoint = {
    id: newId('we'),
    object: 'webhook_endpoint',
    api_version: ctx.params.str('api_version') ?? null,
    application: null,
    created: ctx.account.now(),
    description: ctx.params.nullableStr('description') ?? null,
    enabled_events: enabledEvents,
    livemode: false,
    metadata: mergeMetadata({}, ctx.params),
    status: 'enabled',
    url,
  };
  const secret = `whsec_${base62(32)}`;
  ctx.account.webhookEndpoints.set(endpoint.id, endpoint);
  ctx.account.webhookSecrets.set(endpoint.id, secret);
  return { ...structuredClone(endpoint), secret };
}

function updateEndpoint(ctx: Ctx): object {
  const endpoint = getEndpoint(ctx.account, ctx.path.id!);
  const url = urlParam(ctx.params);
  const enabledEvents = enabledEventsParam(ctx.params);
  const disabled = ctx.params.bool('disabled');
  const description = ctx.params.nullableStr('description');
  const metadata = mergeMetadata(endpoint.metadata, ctx.params);
  if (url !== undefined) endpoint.url = url;
  if (enabledEvents !== undefined) endpoint.enabled_events = enabledEvents;
  if (disabled !== undefined) endpoint.status = disabled ? 'disabled' : 'enabled';
  if (description !== undefined) endpoint.description = description;
  endpoint.metadata = metadata;
  return structuredClone(endpoint);
}

function deleteEndpoint(ctx: Ctx): object {
  const endpoint = getEndpoint(ctx.account, ctx.path.id!);
  ctx.account.webhookEndpoints.delete(endpoint.id);
  ctx.account.webhookSecrets.delete(endpoint.id);
  return { id: endpoint.id, object: 'webhook_endpoint', deleted: true };
}

function listEndpoints(ctx: Ctx): object {
  return paginate(newestFirst(ctx.account.webhookEndpoints.values()), ctx.params, '/v1/webhook_endpoints', (e) => structuredClone(e));
}

export const eventRoutes = [
  route('GET', '/v1/events', listEvents),
  route('GET', '/v1/events/:id', (ctx) => getEvent(ctx.account, ctx.path.id!)),
  route('POST', '/v1/webhook_endpoints', createEndpoint),
  route('GET', '/v1/webhook_endpoints', listEndpoints),
  route('GET', '/v1/webhook_endpoints/:id', (ctx) => structuredClone(getEndpoint(ctx.account, ctx.path.id!))),
  route('POST', '/v1/webhook_endpoints/:id', updateEndpoint),
  route('DELETE', '/v1/webhook_endpoints/:id', deleteEndpoint),
];
