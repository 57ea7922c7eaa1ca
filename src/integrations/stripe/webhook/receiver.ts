// POST /v1/integrations/id:{integrationId}/webhook — Stripe's door into Levy.
// Verify the signature on the raw body, keep the event in the inbox (once per event id), put
// "reconcile this invoice" on the queue, answer 200 quickly. The inbox row is the promise that
// nothing is lost: if Redis is down the sweeper enqueues it later; if the database is down the
// answer is 503 and Stripe delivers again.
import type { FastifyInstance, FastifyReply } from 'fastify';
import Stripe from 'stripe';
import { registerMethodNotAllowed, sendText, TEXT } from '../../../http/errors.ts';
import { textResponse, type PathDocs } from '../../../http/docs.ts';
import type { AppContext } from '../../../context.ts';
import { enqueueInvoice } from '../invoice-job.ts';
import type { StripeServices } from '../services.ts';
import { insertInboxEvent, markEnqueued } from '../store/inbox.ts';
import { invoiceToReconcile, WEBHOOK_PATH } from '../webhook-events.ts';
import { isNewIdShape } from '../../../lib/ids.ts';
import { INTEGRATION_ID_PREFIX } from '../integrations.ts';

/** Stripe's own default: signatures older than five minutes are refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
const BODY_LIMIT = 5 * 1024 * 1024;

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
    await markEnqueued(ctx.prisma, batch).catch((err: unknown) =>
      ctx.log.warn({ err, events: batch.length }, 'could not note enqueued events; the sweeper will enqueue them again'),
    );
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

export const WEBHOOK_RECEIVER_DOCS: PathDocs = {
  [WEBHOOK_PATH]: {
    post: {
      operationId: 'integrations.webhook',
      summary: "Receive a Stripe event for an integration (Stripe's webhook endpoint; not called by sellers)",
      tags: ['integrations'],
      security: [],
      parameters: [
        {
          name: 'integrationId',
          in: 'path',
          required: true,
          description: 'Written in the path as `id:<value>`.',
          schema: { type: 'string' },
        },
        {
          name: 'Stripe-Signature',
          in: 'header',
          required: true,
          description: "Stripe's signature of the raw body with the integration's webhook secret; at most five minutes old.",
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        description: 'A Stripe event, exactly as Stripe sent it.',
        content: { 'application/json': { schema: { type: 'object', required: ['id', 'type'] } } },
      },
      responses: {
        '200': {
          description: 'The event is stored (or needs nothing); Stripe stops delivering it.',
          content: {
            'application/json': { schema: { type: 'object', required: ['received'], properties: { received: { const: true } } } },
          },
        },
        '400': textResponse('The Stripe-Signature header is missing, does not match the body, or is too old.'),
        '404': textResponse('There is no integration with this id.'),
        '405': textResponse('Only POST is accepted.'),
        '413': textResponse('The body is larger than 5 MB.'),
        '503': textResponse('The event could not be stored; Stripe delivers it again.'),
      },
    },
  },
};

export function registerWebhookReceiver(app: FastifyInstance, ctx: AppContext, stripe: StripeServices): void {
  const marks = enqueuedMarks(ctx);
  app.addHook('onClose', () => marks.close());

  app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: keep them raw.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));

    const url = WEBHOOK_PATH.replace('{integrationId}', '::integrationId');
    registerMethodNotAllowed(scope, url);
    scope.post(url, async (req, reply): Promise<FastifyReply> => {
      const { integrationId } = req.params as { integrationId: string };
      const count = (outcome: 'received' | 'ignored' | 'rejected', reason: string) => ctx.metrics.webhookEvents.inc({ outcome, reason });
      // An id Levy cannot have made is answered 404 before any lookup: junk costs no database round
      // trip and cannot reach a query.
      if (!isNewIdShape(integrationId, INTEGRATION_ID_PREFIX)) {
        count('rejected', 'unknownIntegration');
        return sendText(reply, 404, 'Not Found: there is no integration with this id.');
      }
      const integration = await stripe.webhookSecrets.get(integrationId).catch(() => undefined);
      if (integration === undefined) {
        count('rejected', 'databaseUnavailable');
        return sendText(reply, 503, TEXT.unavailable);
      }
      if (integration === null) {
        count('rejected', 'unknownIntegration');
        return sendText(reply, 404, 'Not Found: there is no integration with this id.');
      }

      let event: Stripe.Event;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        event = Stripe.webhooks.constructEvent(
          body,
          req.headers['stripe-signature'] ?? '',
          integration.secret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch {
        count('rejected', 'badSignature');
        return sendText(reply, 400, 'Bad Request: the Stripe-Signature header is missing, does not match the body, or is too old.');
      }

      // A disabled integration acknowledges its events and does nothing with them: no inbox row,
      // no job, its drafts left as they are (the seller's own choice; Stripe stops retrying).
      if (!integration.active) {
        count('ignored', 'integrationDisabled');
        return reply.code(200).send({ received: true });
      }
      const invoiceId = invoiceToReconcile(event);
      // Events that need nothing (payments, other objects, the echo of Levy's own answer) are
      // acknowledged without a write: Stripe keeps them, and there is no work to keep safe.
      if (invoiceId === null) {
        count('ignored', 'nothingToDo');
        return reply.code(200).send({ received: true });
      }
      let fresh: boolean;
      try {
        fresh = await insertInboxEvent(ctx.prisma, {
          integrationId,
          eventId: event.id,
          sellerId: integration.sellerId,
          type: event.type,
          invoiceId,
          payload: body.toString('utf8'),
        });
      } catch (err) {
        req.log.error({ err, integrationId, eventId: event.id }, 'could not store webhook event');
        count('rejected', 'notStored');
        return sendText(reply, 503, 'Service Unavailable: the event could not be stored; deliver it again.');
      }
      count('received', fresh ? 'new' : 'duplicate');
      if (fresh) {
        try {
          await enqueueInvoice(ctx.queues, { integrationId, invoiceId });
          marks.add({ integrationId, eventId: event.id });
        } catch (err) {
          req.log.warn({ err, integrationId, eventId: event.id }, 'event stored but not enqueued; the inbox sweeper will enqueue it');
        }
      }
      return reply.code(200).send({ received: true });
    });
  });
}
