// The fastify application: seller API, admin API and health routes, one error model for all.
// Order of checks for an operation: route (404/405) -> auth (401) -> rate limit (429) ->
// body parsing (413/415/400) -> feature (409) -> validation (400) -> use case (200/409).
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { SellerProfile } from '../seller/sellers/profile.ts';
import { AUTH_FAILURE_TEXT, adminTokenMatches, type AuthFailure, type SellerAuthenticator } from '../http/auth.ts';
import { registerMethodNotAllowed, sendConflict, sendText, TEXT } from '../http/errors.ts';
import { BodyError, INVALID_TEXT, isStorableText, parseJsonBody } from './json-body.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { answerProblem } from './answers.ts';
import { registerApiReference } from './api-reference.ts';
import { CERTIFICATE_PORTAL_DOCS, registerCertificatePortal } from './certificate-portal.ts';
import type { StripeServices } from '../integrations/stripe/services.ts';
import type { PathDocs } from '../http/docs.ts';
import { adminTokenActor } from '../admin/audit-log.ts';
import type { AnyOperation } from './operation.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { formatIssue } from './validation.ts';
import { safeParseReportingInput } from '../lib/parse.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface ApiDeps {
  ctx: AppContext;
  adminToken: string;
  authenticator: SellerAuthenticator;
  rateLimiter: RateLimiter;
  operations: readonly AnyOperation[];
  /** The Stripe integration's services, for the operations that call Stripe. */
  stripe: StripeServices;
  /** OpenAPI paths of the other doors the composition root registers on this app (the Stripe webhook receiver). */
  otherDoorDocs: PathDocs;
  /** Database and Redis reachability, for /readyz. */
  readiness(): Promise<Record<string, boolean>>;
  /** GET /metrics on this port: open, behind the admin token, or not here (served on METRICS_PORT). */
  metrics: 'public' | 'admin' | 'elsewhere';
  /**
   * Check every 200 answer against its operation's documented response schema (and the text of
   * its `writeAnswer` against JSON.stringify's) and answer 500 when it does not match (answers.ts).
   * On when NODE_ENV=test, so the whole suite keeps the
   * OpenAPI document's response shapes true; off in production, where it would only cost time.
   */
  checkResponses?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    seller?: SellerProfile;
  }
  interface FastifyContextConfig {
    /** The operation id, as metrics label requests. */
    operation?: string;
  }
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
export function buildApp(deps: ApiDeps): FastifyInstance {
  const { ctx } = deps;
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    // One line per request from the onResponse hook below instead of fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    exposeHeadRoutes: false,
    // Long enough for a 255-character id even when every character is percent-encoded.
    routerOptions: { maxParamLength: 2048 },
    // Malformed URLs and over-long parameters get the same text errors and request id as the rest.
    frameworkErrors: (err, req, reply) => {
      reply.header('X-Request-Id', req.id);
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return sendText(reply, tooLong ? 414 : 400, tooLong ? TEXT.uriTooLong : TEXT.badUrl);
    },
    // A caller's own request id is kept when it is harmless, so traces join up across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
  });

  // Only UTF-8 JSON is accepted (see json-body.ts); anything else is 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    try {
      done(null, parseJsonBody(req, body as Buffer));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  // Callback hooks, not async ones: fastify wraps an async hook's promise, which cost about 3 µs of
  // CPU per hook and request (found while cutting CPU time per request:
  // bench/cpu-per-request.bench.ts).
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Request-Id', req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    ctx.metrics.httpDuration.observe(
      {
        operation: req.routeOptions.config?.operation ?? req.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    req.log.info(
      { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, sellerId: req.seller?.id },
      'request',
    );
    done();
  });

  app.setErrorHandler((err: Error & { code?: string }, req, reply) => {
    if (err instanceof BodyError) return sendText(reply, err.status, err.message);
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendText(reply, 415, TEXT.unsupportedMediaType);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendText(reply, 413, TEXT.tooLarge(req.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT));
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendText(reply, 400, TEXT.invalidJson);
      case 'ECONNRESET':
        // The client went away mid-body: nothing to answer and nothing wrong here.
        req.log.debug({ reason: err.message }, 'client aborted the request');
        return sendText(reply, 400, TEXT.invalidJson);
    }
    req.log.error({ err }, 'request failed');
    return sendText(reply, 500, TEXT.internal(req.id));
  });

  app.setNotFoundHandler((req, reply) => sendText(reply, 404, TEXT.notFound(req.method, req.url)));

  for (const op of deps.operations) registerOperation(app, deps, op);
  registerCertificatePortal(app, ctx);

  app.get('/healthz', { exposeHeadRoute: true }, async () => ({ status: 'ok' }));
  app.get('/readyz', { exposeHeadRoute: true }, async (_req, reply) => {
    const checks = await deps.readiness();
    const ready = Object.values(checks).every(Boolean);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
  const openApi = buildOpenApiDocument(deps.operations, { ...deps.otherDoorDocs, ...CERTIFICATE_PORTAL_DOCS });
  app.get('/openapi.json', async () => openApi);
  registerApiReference(app);
  if (deps.metrics !== 'elsewhere') {
    app.get('/metrics', { ...(deps.metrics === 'admin' ? { onRequest: adminGuard(deps.adminToken) } : {}) }, async (_req, reply) =>
      reply.header('content-type', ctx.metrics.contentType).send(await ctx.metrics.text()),
    );
  }

  return app;
}

function registerOperation(app: FastifyInstance, deps: ApiDeps, op: AnyOperation): void {
  const url = toFastifyPath(op.path);
  const adminActor = adminTokenActor(deps.adminToken);
  // Constants of the process (see Operation.responseHeaders): read once here, not per request.
  const answerHeaders =
    op.responseHeaders === undefined ? null : Object.fromEntries(Object.entries(op.responseHeaders).map(([name, h]) => [name, h.value()]));
  registerMethodNotAllowed(app, url);
  app.post(url, {
    config: { operation: op.id },
    ...(op.bodyLimit !== undefined ? { bodyLimit: op.bodyLimit } : {}),
    onRequest: op.auth === 'admin' ? adminGuard(deps.adminToken) : sellerGuard(deps),
    handler: async (req, reply) => {
      const seller = req.seller;
      if (op.feature !== undefined && seller !== undefined && !seller.features.has(op.feature.name)) {
        return sendConflict(reply, { type: op.feature.conflictType });
      }
      const params = req.params as Record<string, string>;
      const badParam = Object.entries(params).find(([, v]) => !isStorableText(v));
      if (badParam !== undefined) return sendText(reply, 400, `Request path: "${badParam[0]}": ${INVALID_TEXT}.`);
      const parsed = safeParseReportingInput(op.body, req.body);
      if (!parsed.success) return sendText(reply, 400, formatIssue(parsed.error.issues[0]!));
      const result = await op.handle(
        { app: deps.ctx, stripe: deps.stripe, seller, params, requestId: req.id, ...(op.auth === 'admin' ? { actor: adminActor } : {}) },
        parsed.data,
      );
      if ('unavailable' in result) return sendText(reply.header('Retry-After', '1'), 503, TEXT.unavailable);
      if (!result.ok) return sendConflict(reply, result.conflict);
      const value = result.value ?? {};
      const text = op.writeAnswer?.(value);
      if (deps.checkResponses) {
        const problem = answerProblem(op.response, value, text);
        if (problem !== null) {
          req.log.error({ operation: op.id, issues: problem.issues }, problem.message);
          return sendText(reply, 500, TEXT.internal(req.id));
        }
      }
      if (answerHeaders !== null) reply.headers(answerHeaders);
      if (text !== undefined) return reply.code(200).type('application/json; charset=utf-8').send(text);
      return reply.code(200).send(value);
    },
  });
}

/** `/customers/id:{customerId}/get` -> `/customers/id:::customerId/get` (`::` is a literal colon). */
export function toFastifyPath(path: string): string {
  return path.replace(/:\{(\w+)\}/g, ':::$1');
}

function unauthorized(reply: FastifyReply, failure: AuthFailure): FastifyReply {
  return sendText(reply.header('WWW-Authenticate', 'Bearer'), 401, AUTH_FAILURE_TEXT[failure]);
}

function adminGuard(adminToken: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const failure = adminTokenMatches(req.headers.authorization, adminToken);
    if (failure !== null) return unauthorized(reply, failure);
  };
}

function sellerGuard(deps: ApiDeps) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const auth = await deps.authenticator.authenticate(req.headers.authorization);
    if ('failure' in auth) return unauthorized(reply, auth.failure);
    req.seller = auth.seller;
    const decision = await deps.rateLimiter.take(auth.seller.id, auth.seller.rateLimitPerSecond);
    if (!decision.allowed) {
      return sendText(
        reply.header('Retry-After', String(decision.retryAfterSeconds)),
        429,
        TEXT.rateLimited(auth.seller.rateLimitPerSecond),
      );
    }
  };
}
