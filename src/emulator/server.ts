// The processor emulator: a stateful local stand-in for the Stripe REST API that Levy's tests,
// benchmarks and demo drive with the real `stripe` SDK. HTTP plumbing lives here — auth (one
// isolated account per secret key, unless keys are made to share one; revoked keys), the account
// itself (GET /v1/account), idempotency replay, injected faults, the request log, expand — while
// the resources/ modules implement the API itself.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { Account, API_VERSION } from './account.ts';
import { advanceClock, systemCtx, type ClockAdvance } from './clock.ts';
import { StripeApiError } from './errors.ts';
import { expand } from './expand.ts';
import { decodeForm, type FormObject } from './form.ts';
import { base62 } from './ids.ts';
import { Params } from './params.ts';
import { checkoutRoutes, completeSession, getSession, type CompletionDetails } from './resources/checkout.ts';
import { creditNoteRoutes } from './resources/credit-notes.ts';
import { customerRoutes } from './resources/customers.ts';
import { eventRoutes } from './resources/events.ts';
import { invoiceItemRoutes } from './resources/invoice-items.ts';
import { invoiceRoutes } from './resources/invoices.ts';
import { productRoutes } from './resources/products.ts';
import { subscriptionRoutes } from './resources/subscriptions.ts';
import { taxRateRoutes } from './resources/tax-rates.ts';
import { logPattern, matchRoute, route as apiRoute, type Ctx, type Route } from './router.ts';
import { WebhookDispatcher, type DeliveryAttempt, type DeliveryOptions } from './webhooks.ts';

export type { DeliveryOptions } from './webhooks.ts';
export type { ClockAdvance } from './clock.ts';
export type { CompletionDetails } from './resources/checkout.ts';

export interface EmulatorOptions {
  port?: number;
  host?: string;
  delivery?: Partial<DeliveryOptions>;
}

export interface Fault {
  /** The error to answer with; without one, the request is only delayed and then handled. */
  status?: 429 | 500 | 502 | 503;
  /** Wait this long before answering (a slow Stripe, or time to kill a client mid-request). */
  delayMs?: number;
  /**
   * Carry the request out, then answer with `status` (Stripe's uncertain outcome: the write happened,
   * the client saw an error). Like Stripe, the error is stored under the request's idempotency key
   * and replayed to a retry with the same key. Without it the request is refused before it runs,
   * and nothing is stored.
   */
  applied?: boolean;
  count: number;
  method?: string;
  /** Regex source matched against the URL path. */
  path?: string;
}

export interface RequestLogEntry {
  method: string;
  /** The route pattern with ids as ':id' ("/v1/invoices/:id/finalize"), or the raw path when no route matched. */
  path: string;
  /** The path as requested, ids included. */
  url: string;
  status: number;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export interface Emulator {
  url: string;
  host: string;
  port: number;
  /** A stripe SDK client for an account (each distinct secret key is its own isolated account). */
  client(secretKey?: string): Stripe;
  /**
   * Makes `secretKey` a second key of the account `existingKey` opens (a rolled or an additional
   * secret key, a restricted key): both see the same objects, events and `acct_` id. Throws when
   * `secretKey` already opened an account of its own.
   */
  shareAccount(secretKey: string, existingKey?: string): void;
  /** The `acct_` id of the account a key opens (what `GET /v1/account` answers). */
  accountId(secretKey?: string): string;
  /** From now on the key is refused with 401, as Stripe refuses a rolled (expired) or deleted key. */
  revokeKey(secretKey: string): void;
  setDelivery(options: Partial<DeliveryOptions>): void;
  /** The next `count` API requests matching method/path answer `status` with a Stripe-shaped error. */
  injectFault(fault: Fault): void;
  /** Resolves when no webhook delivery is pending or in flight (including retries); rejects after timeoutMs. */
  deliveriesSettled(timeoutMs?: number): Promise<void>;
  /** Every event created so far for an account, oldest first. */
  events(secretKey?: string): Stripe.Event[];
  /** Every delivery attempt, in the order they completed. */
  deliveries(): DeliveryAttempt[];
  /** Every API request received, in order. */
  requestLog(): RequestLogEntry[];
  /**
   * Moves an account's clock forward (like a Stripe test clock): subscriptions renew at their period
   * ends (a draft `subscription_cycle` invoice each), drafts with auto_advance are finalized at their
   * `automatically_finalizes_at` (then charged or sent), open Checkout Sessions expire.
   */
  advanceClock(seconds: number, secretKey?: string): ClockAdvance;
  /** An account's current time (unix seconds): the machine's plus its clock's advance. */
  now(secretKey?: string): number;
  /** The buyer pays on the Checkout page of a session (see resources/checkout.ts). */
  completeCheckoutSession(sessionId: string, customerDetails?: CompletionDetails, secretKey?: string): Stripe.Checkout.Session;
  close(): Promise<void>;
}

export const DEFAULT_SECRET_KEY = 'sk_test_emulator';
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/** The SDK puts a key on every POST: keep the newest ones only, so long benchmarks don't exhaust memory. */
const IDEMPOTENCY_MAX_KEYS = 20_000;

/** `GET /v1/account`: the account of the key (the SDK's `accounts.retrieve()` without an id). */
const accountRoutes: Route[] = [apiRoute('GET', '/v1/account', (ctx) => ctx.account.view())];

const ROUTES: Route[] = [
  ...accountRoutes,
  ...customerRoutes,
  ...productRoutes,
  ...taxRateRoutes,
  ...invoiceItemRoutes,
  ...invoiceRoutes,
  ...creditNoteRoutes,
  ...eventRoutes,
  ...subscriptionRoutes,
  ...checkoutRoutes,
];

interface StoredResponse {
  method: string;
  path: string;
  params: string;
  status: number;
  /** The response body as sent. */
  json: string;
  at: number;
}

interface ActiveFault {
  status: NonNullable<Fault['status']> | null;
  delayMs: number;
  applied: boolean;
  remaining: number;
  method: string | null;
  path: RegExp | null;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? '127.0.0.1';
  const dispatcher = new WebhookDispatcher(options.delivery);
  const accounts = new Map<string, Account>();
  const idempotency = new Map<string, StoredResponse>();
  const faults: ActiveFault[] = [];
  const log: RequestLogEntry[] = [];
  const clients = new Map<string, Stripe>();
  const revokedKeys = new Set<string>();

  /** Several keys may open one account (shareAccount): the map holds the same Account under each. */
  const accountFor = (key: string): Account => {
    let account = accounts.get(key);
    if (account === undefined) accounts.set(key, (account = new Account(key, dispatcher)));
    return account;
  };

  const shareAccount = (secretKey: string, existingKey: string): void => {
    if (!/^(sk|rk)_\S+$/.test(secretKey)) throw new Error(`Not a secret or restricted key: ${secretKey}`);
    const account = accountFor(existingKey);
    const own = accounts.get(secretKey);
    if (own !== undefined && own !== account) throw new Error(`${secretKey} already opens an account of its own (${own.id})`);
    accounts.set(secretKey, account);
  };

  const injectFault = (fault: Fault): void => {
    const validStatus = fault.status === undefined ? (fault.delayMs ?? 0) > 0 : [429, 500, 502, 503].includes(fault.status);
    if (!validStatus || !Number.isInteger(fault.count) || fault.count < 1) {
      throw new Error(`Invalid fault: ${JSON.stringify(fault)}`);
    }
    faults.push({
      status: fault.status ?? null,
      delayMs: fault.delayMs ?? 0,
      applied: fault.applied === true && fault.status !== undefined,
      remaining: fault.count,
      method: fault.method?.toUpperCase() ?? null,
      path: fault.path === undefined ? null : new RegExp(fault.path),
    });
  };

  /** Takes one use of the first fault matching this request, if any. */
  const takeFault = (method: string, path: string): ActiveFault | null => {
    const fault = faults.find(
      (f) => f.remaining > 0 && (f.method === null || f.method === method) && (f.path === null || f.path.test(path)),
    );
    if (fault === undefined) return null;
    fault.remaining--;
    if (fault.remaining === 0) faults.splice(faults.indexOf(fault), 1);
    return fault;
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, rawBody: string): Promise<void> {
    const method = req.method ?? 'GET';
    const requestId = `req_${base62(14)}`;
    const idempotencyKey = header(req, 'idempotency-key');
    const raw: FormObject = method === 'POST' ? decodeForm(rawBody) : decodeForm(url.search.slice(1));
    const matched = matchRoute(ROUTES, method, url.pathname);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Request-Id': requestId,
      'Stripe-Version': header(req, 'stripe-version') ?? API_VERSION,
    };
    const sendJson = (status: number, json: string, extra: Record<string, string> = {}) => {
      log.push({ method, path: matched ? logPattern(matched.route) : url.pathname, url: url.pathname, status, idempotencyKey, body: raw });
      res.writeHead(status, { ...headers, ...extra });
      res.end(json);
    };
    const send = (status: number, body: object) => sendJson(status, JSON.stringify(body));
    const fail = (err: StripeApiError) => send(err.status, err.body());

    const key = apiKey(req);
    if (key === null) {
      return send(401, {
        error: {
          type: 'invalid_request_error',
          message:
            "You did not provide a valid API key. Provide your secret key in the Authorization header as a bearer token ('Authorization: Bearer sk_test_...').",
        },
      });
    }
    if (revokedKeys.has(key)) {
      return send(401, {
        error: {
          type: 'invalid_request_error',
          code: 'api_key_expired',
          message: `Expired API Key provided: ${key.slice(0, 8)}*********${key.slice(-4)}`,
        },
      });
    }
    const fault = takeFault(method, url.pathname);
    if (fault !== null && fault.delayMs > 0) await new Promise((r) => setTimeout(r, fault.delayMs));
    const faultError = (status: NonNullable<Fault['status']>) =>
      status === 429
        ? new StripeApiError(
            429,
            'rate_limit_error',
            'Request rate limit exceeded (injected by the emulator). Retry with backoff.',
            'rate_limit',
          )
        : new StripeApiError(status, 'api_error', `An unexpected error occurred (emulated ${status}).`);
    if (fault !== null && fault.status !== null && !fault.applied) return fail(faultError(fault.status));
    if (matched === null) {
      return fail(
        new StripeApiError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${method}: ${url.pathname}). The emulator does not implement this endpoint.`,
        ),
      );
    }
    const account = accountFor(key);

    // Idempotency: the same key + same request replays the stored answer; a different request is refused.
    // Keys are the account's: two secret keys of one account share them.
    const idemSlot = method === 'POST' && idempotencyKey !== null ? `${account.id}\n${idempotencyKey}` : null;
    const paramsJson = JSON.stringify(raw);
    if (idemSlot !== null) {
      const stored = idempotency.get(idemSlot);
      if (stored !== undefined && Date.now() - stored.at < IDEMPOTENCY_TTL_MS) {
        if (stored.method !== method || stored.path !== url.pathname || stored.params !== paramsJson) {
          return fail(
            new StripeApiError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            ),
          );
        }
        return sendJson(stored.status, stored.json, { 'Idempotent-Replayed': 'true' });
      }
    }

    const params = new Params(raw);
    const request = { id: requestId, idempotencyKey };
    const ctx: Ctx = {
      account,
      params,
      path: matched.path,
      request,
      emit: (type, object, previous) => account.emit(request, type, object, previous),
    };
    let status = 200;
    let body: object;
    try {
      body = expand(account, matched.route.handler(ctx), params.expand());
    } catch (err) {
      if (!(err instanceof StripeApiError)) {
        console.error('[emulator] handler error', err);
        return fail(new StripeApiError(500, 'api_error', `Emulator error: ${(err as Error).message}`));
      }
      // Stripe keeps no idempotent result for requests that failed validation (a param error).
      if (idemSlot === null || err.param !== undefined) return fail(err);
      status = err.status;
      body = err.body();
    }
    if (fault !== null && fault.status !== null && fault.applied) {
      const error = faultError(fault.status);
      status = error.status;
      body = error.body();
    }
    const json = JSON.stringify(body);
    if (idemSlot !== null) {
      idempotency.set(idemSlot, { method, path: url.pathname, params: paramsJson, status, json, at: Date.now() });
      if (idempotency.size > IDEMPOTENCY_MAX_KEYS) idempotency.delete(idempotency.keys().next().value!);
    }
    sendJson(status, json);
  }

  const completeCheckoutSession = (
    sessionId: string,
    details: CompletionDetails | undefined,
    secretKey: string,
  ): Stripe.Checkout.Session => {
    const account = accountFor(secretKey);
    return completeSession(systemCtx(account), getSession(account, sessionId, 'id'), details ?? {});
  };

  async function handleControl(req: IncomingMessage, res: ServerResponse, url: URL, rawBody: string): Promise<void> {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    // Account-scoped control routes name the account by its key: `secretKey` in the body (or the
    // query), else the request's `Authorization: Bearer sk_...`, else the default key.
    const keyOf = (body: { secretKey?: unknown }): string => {
      const key =
        typeof body.secretKey === 'string' ? body.secretKey : (url.searchParams.get('secretKey') ?? apiKey(req) ?? DEFAULT_SECRET_KEY);
      if (revokedKeys.has(key)) throw new Error(`The key ${key} is revoked`);
      return key;
    };
    const jsonBody = (): Record<string, unknown> => (rawBody.trim() === '' ? {} : (JSON.parse(rawBody) as Record<string, unknown>));
    try {
      const route = `${req.method} ${url.pathname}`;
      if (route === 'POST /_emulator/clock/advance') {
        // { seconds, secretKey? } -> ClockAdvance
        const body = jsonBody();
        const seconds = Number(body.seconds);
        return reply(200, advanceClock(accountFor(keyOf(body)), seconds));
      }
      if (route === 'GET /_emulator/clock') {
        const account = accountFor(keyOf({}));
        return reply(200, { now: account.now(), offsetSeconds: account.clockOffset });
      }
      const complete = /^POST \/_emulator\/checkout\/sessions\/([^/]+)\/complete$/.exec(route);
      if (complete !== null) {
        // { secretKey?, customer_details?: { email?, name?, phone?, address?: { line1, line2, city, state, postal_code, country } } } -> the session
        const body = jsonBody();
        return reply(
          200,
          completeCheckoutSession(decodeURIComponent(complete[1]!), body.customer_details as CompletionDetails | undefined, keyOf(body)),
        );
      }
      if (route === 'POST /_emulator/faults') {
        injectFault(JSON.parse(rawBody) as Fault);
        return reply(200, { ok: true });
      }
      if (route === 'POST /_emulator/delivery') {
        dispatcher.setOptions(JSON.parse(rawBody) as Partial<DeliveryOptions>);
        return reply(200, dispatcher.options);
      }
      if (route === 'GET /_emulator/settled') {
        const timeout = Number(url.searchParams.get('timeout_ms') ?? 30_000);
        try {
          await dispatcher.settled(timeout);
          return reply(200, { settled: true });
        } catch (err) {
          return reply(504, { settled: false, error: (err as Error).message });
        }
      }
      if (route === 'POST /_emulator/keys') {
        // { secretKey, sameAccountAs? }: a second key of an account; { secretKey, revoked: true }: refuse the key.
        const { secretKey, sameAccountAs, revoked } = JSON.parse(rawBody) as {
          secretKey: string;
          sameAccountAs?: string;
          revoked?: boolean;
        };
        if (sameAccountAs !== undefined) shareAccount(secretKey, sameAccountAs);
        if (revoked === true) revokedKeys.add(secretKey);
        return reply(200, { secretKey, account: accountFor(secretKey).id, revoked: revokedKeys.has(secretKey) });
      }
      if (route === 'GET /_emulator/requests') return reply(200, log);
      if (route === 'GET /_emulator/deliveries') return reply(200, dispatcher.attempts);
      return reply(404, { error: `Unknown control route ${route}` });
    } catch (err) {
      if (err instanceof StripeApiError) return reply(err.status, err.body());
      return reply(400, { error: (err as Error).message });
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://emulator');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const handler = url.pathname.startsWith('/_emulator/') ? handleControl : handleApi;
      handler(req, res, url, rawBody).catch((err: unknown) => {
        console.error('[emulator] request failed', err);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Emulator failure' } }));
      });
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    host,
    port,
    client(secretKey = DEFAULT_SECRET_KEY) {
      let client = clients.get(secretKey);
      if (client === undefined) {
        client = new Stripe(secretKey, { host, port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
        clients.set(secretKey, client);
      }
      return client;
    },
    shareAccount: (secretKey, existingKey = DEFAULT_SECRET_KEY) => shareAccount(secretKey, existingKey),
    accountId: (secretKey = DEFAULT_SECRET_KEY) => accountFor(secretKey).id,
    revokeKey: (secretKey) => void revokedKeys.add(secretKey),
    setDelivery: (o) => dispatcher.setOptions(o),
    injectFault,
    deliveriesSettled: (timeoutMs) => dispatcher.settled(timeoutMs),
    events(secretKey = DEFAULT_SECRET_KEY) {
      return structuredClone([...(accounts.get(secretKey)?.events.values() ?? [])]) as unknown as Stripe.Event[];
    },
    deliveries: () => dispatcher.attempts.map((a) => ({ ...a })),
    requestLog: () => log.map((e) => ({ ...e })),
    advanceClock: (seconds, secretKey = DEFAULT_SECRET_KEY) => advanceClock(accountFor(secretKey), seconds),
    now: (secretKey = DEFAULT_SECRET_KEY) => accountFor(secretKey).now(),
    completeCheckoutSession: (sessionId, details, secretKey = DEFAULT_SECRET_KEY) => completeCheckoutSession(sessionId, details, secretKey),
    async close() {
      dispatcher.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return typeof v === 'string' && v !== '' ? v : null;
}

/** The secret key from `Authorization: Bearer sk_...` or Basic auth with the key as user name. */
function apiKey(req: IncomingMessage): string | null {
  const auth = header(req, 'authorization');
  if (auth === null) return null;
  let key: string | null = null;
  if (/^bearer /i.test(auth)) key = auth.slice(7).trim();
  else if (/^basic /i.test(auth)) key = Buffer.from(auth.slice(6).trim(), 'base64').toString('utf8').split(':')[0] ?? null;
  return key !== null && /^(sk|rk)_\S+$/.test(key) ? key : null;
}
