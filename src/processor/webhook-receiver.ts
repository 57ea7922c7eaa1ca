// POST /v1/integrations/id:{integrationId}/webhook — Stripe's door into Levy.
// Verify the signature on the raw body, keep the event in the inbox (once per event id), put
// "reconcile this invoice" on the queue, answer 200 quickly. The inbox row is the promise that
// nothing is lost: if Redis is down the sweeper enqueues it later; if the database is down the
// answer is 503 and Stripe delivers again.
import type { FastifyInstance, FastifyReply } from 'fastify';
import Stripe from 'stripe';
import { registerMethodNotAllowed } from '../api/app.ts';
import { sendText, TEXT } from '../api/http-errors.ts';
import type { AppContext } from '../context.ts';
import { decryptSecret } from '../lib/secrets.ts';
import { insertInboxEvent, markEnqueued } from '../store/inbox.ts';
import { findIntegration } from '../store/integrations.ts';

export const WEBHOOK_PATH = '/v1/integrations/id:{integrationId}/webhook';
/** Stripe's own default: signatures older than five minutes are refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
const BODY_LIMIT = 5 * 1024 * 1024;
const SECRET_TTL_MS = 60_000;

/** Invoice events after which nothing can be due: payments, reminders, and uncollectible (which keeps the sale). */
const NOTHING_TO_DO = /^invoice\.(paid|payment_.*|sent|upcoming|overdue|will_be_due|marked_uncollectible|finalization_failed)$/;

/** Metadata keys only Levy writes (the metadata protocol's answer). */
const LEVY_METADATA = new Set(['svc_user_input_last_seen_by_svc', 'svc_last_processing_time', 'svc_processing_was_successful']);

/**
 * True for the invoice.updated that Stripe sends back for Levy's own protocol answer: only Levy's
 * metadata keys changed, so the invoice needs nothing new (anyone else's change shows elsewhere).
 */
export function isEchoOfProtocolAnswer(event: Stripe.Event): boolean {
  if (event.type !== 'invoice.updated') return false;
  const previous = (event.data as { previous_attributes?: Record<string, unknown> }).previous_attributes;
  if (previous === undefined || Object.keys(previous).some((k) => k !== 'metadata')) return false;
  const before = (previous.metadata ?? {}) as Record<string, unknown>;
  return Object.keys(before).length > 0 && Object.keys(before).every((k) => LEVY_METADATA.has(k));
}

/** The invoice an event is about, or null for events Levy acknowledges and ignores. */
export function invoiceIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as { id?: unknown; invoice?: unknown };
  if (NOTHING_TO_DO.test(event.type) || isEchoOfProtocolAnswer(event)) return null;
  if (event.type.startsWith('invoice.')) return typeof object.id === 'string' ? object.id : null;
  if (event.type.startsWith('credit_note.')) {
    const invoice = object.invoice as string | { id?: string } | null | undefined;
    return typeof invoice === 'string' ? invoice : (invoice?.id ?? null);
  }
  return null;
}

/**
 * Notes that events reached the queue, in one statement every few milliseconds instead of one per
 * event: the answer to Stripe does not wait for it, and a note lost in a crash only makes the
 * sweeper enqueue that event once more (harmless: the job converges the invoice).
 */
function enqueuedMarks(ctx: AppContext) {
  const FLUSH_MS = 20;
  let pending: { integrationId: string; eventId: string }[] = [];
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    timer = null;
    const batch = pending;
    pending = [];
    await markEnqueued(ctx.prisma, batch).catch((err: unknown) => ctx.log.warn({ err, events: batch.length }, 'could not note enqueued events; the sweeper will enqueue them again'));
  };
  return {
    add(event: { integrationId: string; eventId: string }) {
      pending.push(event);
      timer ??= setTimeout(() => void flush(), FLUSH_MS);
    },
    async close() {
      if (timer !== null) clearTimeout(timer);
      await flush();
    },
  };
}

export function registerWebhookReceiver(app: FastifyInstance, ctx: AppContext): void {
  const marks = enqueuedMarks(ctx);
  app.addHook('onClose', () => marks.close());
  // Signing secrets are decrypted once a minute at most, keeping receipt off the database
  // except for the one insert.
  const secrets = new Map<string, { sellerId: string; secret: string; expiresAt: number } | null>();
  async function integrationSecret(integrationId: string) {
    const cached = secrets.get(integrationId);
    if (cached !== undefined && (cached === null || cached.expiresAt > Date.now())) return cached;
    const row = await findIntegration(ctx.prisma, integrationId);
    const value = row === null ? null : { sellerId: row.sellerId, secret: decryptSecret(ctx.secretKey, row.webhookSecretEnc), expiresAt: Date.now() + SECRET_TTL_MS };
    // Unknown ids are remembered briefly too (they are created rarely), so floods stay cheap.
    secrets.set(integrationId, value ?? null);
    if (value === null) setTimeout(() => secrets.delete(integrationId), SECRET_TTL_MS).unref();
    return value;
  }

  app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: keep them raw.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));

    const url = WEBHOOK_PATH.replace('{integrationId}', '::integrationId');
    registerMethodNotAllowed(scope, url);
    scope.post(url, async (req, reply): Promise<FastifyReply> => {
      const { integrationId } = req.params as { integrationId: string };
      const integration = await integrationSecret(integrationId).catch(() => undefined);
      if (integration === undefined) return sendText(reply, 503, TEXT.unavailable);
      if (integration === null) return sendText(reply, 404, 'Not Found: there is no integration with this id.');

      let event: Stripe.Event;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        event = Stripe.webhooks.constructEvent(body, req.headers['stripe-signature'] ?? '', integration.secret, SIGNATURE_TOLERANCE_SECONDS);
      } catch {
        return sendText(reply, 400, 'Bad Request: the Stripe-Signature header is missing, does not match the body, or is too old.');
      }

      const invoiceId = invoiceIdOf(event);
      // Events that need nothing (payments, other objects, the echo of Levy's own answer) are
      // acknowledged without a write: Stripe keeps them, and there is no work to keep safe.
      if (invoiceId === null) return reply.code(200).send({ received: true });
      let fresh: boolean;
      try {
        fresh = await insertInboxEvent(ctx.prisma, { integrationId, eventId: event.id, sellerId: integration.sellerId, type: event.type, invoiceId, payload: body.toString('utf8') });
      } catch (err) {
        req.log.error({ err, integrationId, eventId: event.id }, 'could not store webhook event');
        return sendText(reply, 503, 'Service Unavailable: the event could not be stored; deliver it again.');
      }
      if (fresh) {
        try {
          await ctx.queues.enqueueInvoice({ integrationId, invoiceId });
          marks.add({ integrationId, eventId: event.id });
        } catch (err) {
          req.log.warn({ err, integrationId, eventId: event.id }, 'event stored but not enqueued; the inbox sweeper will enqueue it');
        }
      }
      return reply.code(200).send({ received: true });
    });
  });
}
