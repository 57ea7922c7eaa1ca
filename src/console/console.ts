// The seller console at /console: server-rendered pages over the seller API's own use cases, signed
// in with an API key. A page without a session redirects to sign-in (GET, 303) or is refused (POST,
// 401); every form that changes something carries the session's CSRF token; each page sees only
// the signed-in seller's data, exactly as the API does.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { SellerAuthenticator } from '../http/auth.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { html } from './html.ts';
import type { Handler, PageCall, PageResult } from './page.ts';
import { page } from './layout.ts';
import {
  ConsoleSessions,
  csrfMatches,
  readCookie,
  SESSION_COOKIE,
  SESSION_HOURS,
  setCookie,
  SIGNIN_COOKIE,
  type ConsoleSession,
} from './session.ts';
import { signInPage } from './pages/sign-in.ts';
import { overviewPage, thresholdPage } from './pages/overview.ts';
import { transactionPage, transactionsPage } from './pages/transactions.ts';
import { filingCsv, filingPage, filingsPage, worksheetCsv } from './pages/filings.ts';
import { attentionPage, retryInvoice } from './pages/attention.ts';
import { certificateDownload, certificatesPage, customersPage } from './pages/certificates.ts';

export interface ConsoleDeps {
  ctx: AppContext;
  authenticator: SellerAuthenticator;
  rateLimiter: RateLimiter;
}

/**
 * Wrong keys per second per client address. Failures draw on a budget shared through Redis (as the
 * API's rate limit is); an address that has spent it is refused before its next key is checked.
 */
const FAILED_SIGN_INS_PER_SECOND = 5;
const FORM_LIMIT = 16 * 1024;

export function registerConsole(app: FastifyInstance, deps: ConsoleDeps): void {
  const sessions = new ConsoleSessions(deps.ctx, deps.authenticator);
  const throttled = new Map<string, number>();
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get('/console', async (req, reply) => {
      const session = await sessions.resume(readCookie(req, SESSION_COOKIE));
      if (session === null) return showSignIn(req, reply, deps.ctx.publicUrl, {});
      return send(reply, session, await overviewPage(call(deps.ctx, session, req)));
    });

    scope.post('/console/signin', async (req, reply) => {
      const form = formOf(req);
      const signInToken = readCookie(req, SIGNIN_COOKIE);
      if (signInToken === undefined || !csrfMatches(signInToken, form.csrf)) {
        return showSignIn(req, reply.code(403), deps.ctx.publicUrl, { error: 'The form expired. Sign in again.' });
      }
      const tooMany = () =>
        showSignIn(req, reply.code(429).header('Retry-After', '1'), deps.ctx.publicUrl, {
          error: 'Too many wrong keys. Wait a moment and try again.',
        });
      if ((throttled.get(req.ip) ?? 0) > Date.now()) return tooMany();
      const opened = typeof form.apiKey === 'string' && form.apiKey.length <= 200 ? await sessions.signIn(form.apiKey) : null;
      if (opened === null) {
        const decision = await deps.rateLimiter.take(`console-signin-failures:${req.ip}`, FAILED_SIGN_INS_PER_SECOND);
        if (!decision.allowed) {
          if (throttled.size > 10_000) for (const [ip, until] of throttled) if (until <= Date.now()) throttled.delete(ip);
          throttled.set(req.ip, Date.now() + decision.retryAfterSeconds * 1000);
          return tooMany();
        }
        return showSignIn(req, reply.code(401), deps.ctx.publicUrl, { error: 'That API key is not valid (unknown or revoked).' });
      }
      setCookie(reply, req, deps.ctx.publicUrl, SESSION_COOKIE, opened.token, SESSION_HOURS * 3600);
      setCookie(reply, req, deps.ctx.publicUrl, SIGNIN_COOKIE, '', 0);
      return reply.code(303).header('Location', safeNext(form.next)).send();
    });

    scope.post('/console/signout', async (req, reply) => {
      const session = await sessions.resume(readCookie(req, SESSION_COOKIE));
      if (session === null) return refused(reply, 401);
      if (!csrfMatches(session.csrf, formOf(req).csrf)) return refused(reply, 403);
      await sessions.end(session);
      setCookie(reply, req, deps.ctx.publicUrl, SESSION_COOKIE, '', 0);
      return reply.code(303).header('Location', '/console').send();
    });

    const pages: [string, Handler][] = [
      ['/console/thresholds/:jurisId', thresholdPage],
      ['/console/transactions', transactionsPage],
      ['/console/transactions/:transactionId', transactionPage],
      ['/console/filings', filingsPage],
      ['/console/filings/:jurisId/:jurisFilingId', filingPage],
      ['/console/filings/:jurisId/:jurisFilingId/export.csv', filingCsv],
      ['/console/filings/:jurisId/:jurisFilingId/worksheet.csv', worksheetCsv],
      ['/console/attention', attentionPage],
      ['/console/certificates', certificatesPage],
      ['/console/certificates/:certificateId/file', certificateDownload],
      ['/console/customers', customersPage],
    ];
    for (const [url, handler] of pages) {
      scope.get(url, async (req, reply) => {
        const session = await sessions.resume(readCookie(req, SESSION_COOKIE));
        if (session === null)
          return reply
            .code(303)
            .header('Location', `/console?next=${encodeURIComponent(req.url)}`)
            .send();
        return send(reply, session, await handler(call(deps.ctx, session, req)));
      });
    }

    // Any other console path: the console's own 404 page, with or without a session (no data either way).
    scope.get('/console/*', async (_req, reply) =>
      sendHtml(
        reply.code(404),
        page({ title: 'Not found', body: html`<h1>Not found</h1><p>There is no such page. <a href="/console">Go to the console</a>.</p>` }),
      ),
    );

    const actions: [string, Handler][] = [['/console/attention/retry', retryInvoice]];
    for (const [url, handler] of actions) {
      scope.post(url, async (req, reply) => {
        const session = await sessions.resume(readCookie(req, SESSION_COOKIE));
        if (session === null) return refused(reply, 401);
        if (!csrfMatches(session.csrf, formOf(req).csrf)) return refused(reply, 403);
        return send(reply, session, await handler(call(deps.ctx, session, req)));
      });
    }
  });
}

function call(ctx: AppContext, session: ConsoleSession, req: FastifyRequest): PageCall {
  return {
    ctx,
    session,
    params: req.params as Record<string, string>,
    query: req.query as Record<string, string | undefined>,
    form: formOf(req),
  };
}

function formOf(req: FastifyRequest): Record<string, string> {
  return typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, string>) : {};
}

/** Only a console path: never an open redirect to another site. */
function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/console(?:[/?][^\s\\]*)?$/.test(next) && !next.startsWith('//') ? next : '/console';
}

function showSignIn(req: FastifyRequest, reply: FastifyReply, publicUrl: string, options: { error?: string }) {
  const token = randomBytes(24).toString('base64url');
  setCookie(reply, req, publicUrl, SIGNIN_COOKIE, token, 3600);
  const next = (req.query as Record<string, string | undefined>).next ?? (req.body as Record<string, string> | undefined)?.next;
  return sendHtml(reply, signInPage({ csrf: token, next: safeNext(next), ...options }));
}

function refused(reply: FastifyReply, status: 401 | 403) {
  const text =
    status === 401
      ? 'Your session has ended. Sign in again.'
      : 'This form is no longer valid (its security token is missing or wrong). Go back, reload the page and try again.';
  return sendHtml(
    reply.code(status),
    page({
      title: status === 401 ? 'Signed out' : 'Refused',
      body: html`<h1>${status === 401 ? 'Signed out' : 'Refused'}</h1><p class="error">${text}</p><p><a href="/console">Sign in</a></p>`,
    }),
  );
}

function send(reply: FastifyReply, session: ConsoleSession, result: PageResult) {
  if ('redirect' in result) return reply.code(303).header('Location', result.redirect).send();
  if ('download' in result) {
    const { name, contentType, contents } = result.download;
    reply
      .header('Content-Disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .header('Cache-Control', 'private, no-store');
    return reply.type(contentType).send(Buffer.isBuffer(contents) ? contents : readableOf(contents));
  }
  return sendHtml(reply.code(result.status ?? 200), page({ ...result, session }));
}

function sendHtml(reply: FastifyReply, text: string) {
  return (
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      // Only the console's own inline styles and the few inline scripts; nothing from elsewhere.
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      )
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Content-Type-Options', 'nosniff')
      .send(text)
  );
}

/** A stream, so a large filing's CSV is never held whole in memory. */
function readableOf(lines: AsyncIterable<string>): Readable {
  return Readable.from(lines, { objectMode: false });
}
