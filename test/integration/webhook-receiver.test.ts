// The Stripe webhook receiver over real HTTP, PostgreSQL and Redis: signature checks, the inbox
// (once per event), enqueueing, and what happens when Redis or the database is down.
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext } from '../../src/context.ts';
import { startEmulator, type Emulator } from '../../src/emulator/server.ts';
import { sweepInbox } from '../../src/integrations/stripe/inbox-sweeper.ts';
import { INVOICE_QUEUE, invoiceJobKey } from '../../src/integrations/stripe/invoice-job.ts';
import { bullPrefix, openQueues } from '../../src/queue/queues.ts';
import { TEST_REDIS_URL } from '../support/env.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let integrationId: string;
let sellerId: string;
let apiKey: string;
let webhookSecret: string;
let queue: Queue;
let queueConnection: Redis;
/** Levy asks Stripe which account a key opens when an integration is created. */
let emulator: Emulator;

beforeAll(async () => {
  // The queue itself is under test here: no worker may take the jobs.
  t = await startTestLevy({ env: { LEVY_WORKERS: 'off' } });
  emulator = await startEmulator();
  ({ sellerId, apiKey } = await t.createSeller());
  webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const created = (
    await t.admin(`/admin/v1/sellers/id:${sellerId}/integrations/create`, {
      type: 'stripe',
      stripeSecretKey: 'sk_test_x',
      stripeApiBase: emulator.url,
      taxMode: 'taxRate',
      webhookSecret,
    })
  ).json();
  integrationId = created.integrationId;
  queueConnection = new Redis(TEST_REDIS_URL);
  queue = new Queue(INVOICE_QUEUE, { connection: queueConnection, prefix: bullPrefix(t.redisPrefix) });
});
afterAll(async () => {
  await queue.close();
  await queueConnection.quit();
  await t.close();
  await emulator.close();
});

let seq = 0;
function event(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_${++seq}_${randomBytes(4).toString('hex')}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1,
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  };
}

function deliver(body: unknown, options: { secret?: string; timestamp?: number; path?: string; signature?: string } = {}) {
  const payload = JSON.stringify(body);
  const signature =
    options.signature ??
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
  return fetch(`${t.url}${options.path ?? `/v1/integrations/id:${integrationId}/webhook`}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
}

const inbox = (eventId: string) => t.levy.db.prisma.webhookInboxEvent.findMany({ where: { eventId } });

/** The pending job of an invoice, found through its deduplication id. */
async function jobOf(invoiceId: string) {
  const id = await queue.getDeduplicationJobId(invoiceJobKey({ integrationId, invoiceId }));
  return id === null ? undefined : queue.getJob(id);
}

/** The receiver notes enqueued events in batches a few milliseconds later. */
async function enqueuedAt(eventId: string): Promise<Date | null> {
  for (let i = 0; i < 50; i++) {
    const at = (await inbox(eventId))[0]?.enqueuedAt ?? null;
    if (at !== null) return at;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

describe('webhook receiver', () => {
  it('stores a signed invoice event once and enqueues its invoice', async () => {
    const e = event('invoice.updated', { id: 'in_1', object: 'invoice' });
    const res = await deliver(e);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    const rows = await inbox(e.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ integrationId, type: 'invoice.updated', invoiceId: 'in_1', processedAt: null });
    expect(await enqueuedAt(e.id)).not.toBeNull();
    expect((await jobOf('in_1'))?.data).toEqual({ integrationId, invoiceId: 'in_1' });
  });

  it('treats a redelivery as a no-op', async () => {
    const e = event('invoice.finalized', { id: 'in_2', object: 'invoice' });
    expect((await deliver(e)).status).toBe(200);
    expect((await deliver(e)).status).toBe(200);
    expect(await inbox(e.id)).toHaveLength(1);
  });

  it('collapses several events of one invoice into one pending job', async () => {
    for (const type of ['invoice.created', 'invoice.updated', 'invoice.updated']) {
      expect((await deliver(event(type, { id: 'in_3', object: 'invoice' }))).status).toBe(200);
    }
    const jobs = (await queue.getJobs(['waiting', 'delayed', 'active'])).filter((j) => j.data.invoiceId === 'in_3');
    expect(jobs).toHaveLength(1);
  });

  it('maps a credit note to its invoice', async () => {
    const e = event('credit_note.created', { id: 'cn_1', object: 'credit_note', invoice: 'in_4' });
    expect((await deliver(e)).status).toBe(200);
    expect((await inbox(e.id))[0]!.invoiceId).toBe('in_4');
  });

  it.each([
    ['another object', event('customer.updated', { id: 'cus_1', object: 'customer' })],
    ['a payment', event('invoice.paid', { id: 'in_paid', object: 'invoice' })],
    ['an invoice event Levy does not subscribe to', event('invoice.finalization_failed', { id: 'in_failed', object: 'invoice' })],
    [
      "the echo of Levy's own answer",
      {
        ...event('invoice.updated', {
          id: 'in_echo',
          object: 'invoice',
          metadata: { svc_user_input: 'v1', svc_user_input_last_seen_by_svc: 'v1' },
        }),
        data: {
          object: { id: 'in_echo', object: 'invoice' },
          previous_attributes: { metadata: { svc_user_input_last_seen_by_svc: null, svc_last_processing_time: null } },
        },
      },
    ],
  ])('acknowledges %s without storing or enqueuing anything', async (_, e) => {
    expect((await deliver(e)).status).toBe(200);
    expect(await inbox(e.id)).toEqual([]);
    expect(await jobOf((e.data.object as { id: string }).id)).toBeUndefined();
  });

  it("enqueues an update that changed the other system's metadata too", async () => {
    const e = {
      ...event('invoice.updated', { id: 'in_user', object: 'invoice' }),
      data: { object: { id: 'in_user', object: 'invoice' }, previous_attributes: { metadata: { svc_user_input: 'v1' } } },
    };
    expect((await deliver(e)).status).toBe(200);
    expect(await inbox(e.id)).toHaveLength(1);
  });

  it.each([
    ['a wrong secret', { secret: 'whsec_wrong' }],
    ['a stale timestamp', { timestamp: Math.floor(Date.now() / 1000) - 301 }],
    ['no signature', { signature: '' }],
    ['a garbled signature', { signature: 't=1,v1=abc' }],
  ])('400 for %s, nothing stored', async (_name, options) => {
    const e = event('invoice.updated', { id: 'in_bad', object: 'invoice' });
    const res = await deliver(e, options);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('Bad Request: the Stripe-Signature header is missing, does not match the body, or is too old.');
    expect(await inbox(e.id)).toHaveLength(0);
  });

  it('404 for an unknown integration, nothing stored', async () => {
    const e = event('invoice.updated', { id: 'in_x', object: 'invoice' });
    const res = await deliver(e, { path: '/v1/integrations/id:int_unknown/webhook' });
    expect(res.status).toBe(404);
    expect(await inbox(e.id)).toHaveLength(0);
  });

  it('405 for other methods', async () => {
    const res = await fetch(`${t.url}/v1/integrations/id:${integrationId}/webhook`);
    expect(res.status).toBe(405);
  });
});

describe('when Redis is down during receipt', () => {
  it('answers 200, keeps the event, and the sweeper enqueues it later', async () => {
    const e = event('invoice.updated', { id: 'in_redis_down', object: 'invoice' });
    // The same app, but its queue producer points at a Redis that does not answer.
    const dead = openQueues('redis://127.0.0.1:1', t.redisPrefix);
    const live = t.levy.ctx.queues;
    (t.levy.ctx as { queues: typeof live }).queues = dead;
    try {
      expect((await deliver(e)).status).toBe(200);
    } finally {
      (t.levy.ctx as { queues: typeof live }).queues = live;
      await dead.close();
    }
    const [row] = await inbox(e.id);
    expect(row!.enqueuedAt).toBeNull();
    expect(await jobOf('in_redis_down')).toBeUndefined();

    // Past the grace period, the sweeper finds it.
    await t.levy.db.prisma.webhookInboxEvent.updateMany({ where: { eventId: e.id }, data: { receivedAt: new Date(Date.now() - 60_000) } });
    const ctx = createAppContext({
      prisma: t.levy.db.prisma,
      secretKey: randomBytes(32),
      publicUrl: '',
      log: pino({ level: 'silent' }),
      redisPrefix: t.redisPrefix,
      queues: live,
    });
    expect(await sweepInbox(ctx)).toEqual({ swept: 1, forgotten: 0 });
    expect((await inbox(e.id))[0]!.enqueuedAt).not.toBeNull();
    expect((await jobOf('in_redis_down'))?.data).toEqual({ integrationId, invoiceId: 'in_redis_down' });
    expect(await sweepInbox(ctx)).toEqual({ swept: 0, forgotten: 0 });
  });
});

describe('when Redis is down during a retry', () => {
  it('answers 503 with Retry-After and keeps the invoice listed', async () => {
    await t.levy.db.prisma.unprocessedInvoice.create({
      data: { integrationId, invoiceId: 'in_listed', sellerId, reasonType: 'stripeUnavailable', message: 'm' },
    });
    const retry = () => t.post(`/v1/seller/integrations/id:${integrationId}/unprocessedInvoices/id:in_listed/retry`, {}, { token: apiKey });
    const dead = openQueues('redis://127.0.0.1:1', t.redisPrefix);
    const live = t.levy.ctx.queues;
    (t.levy.ctx as { queues: typeof live }).queues = dead;
    try {
      const res = await retry();
      expect([res.status, res.text, res.headers.get('retry-after')]).toEqual([503, 'Service Unavailable: try again shortly.', '1']);
    } finally {
      (t.levy.ctx as { queues: typeof live }).queues = live;
      await dead.close();
    }
    expect(await t.levy.db.prisma.unprocessedInvoice.count({ where: { integrationId, invoiceId: 'in_listed' } })).toBe(1);
    expect((await retry()).status).toBe(200);
    expect((await jobOf('in_listed'))?.data).toEqual({ integrationId, invoiceId: 'in_listed' });
  });
});

describe('when the database is down during receipt', () => {
  it('answers 503 so that Stripe delivers again', async () => {
    const other = await startTestLevy({ databaseKind: 'pglite', env: { LEVY_WORKERS: 'off' } });
    const { sellerId } = await other.createSeller();
    const secret = `whsec_${randomBytes(16).toString('hex')}`;
    const integ = (
      await other.admin(`/admin/v1/sellers/id:${sellerId}/integrations/create`, {
        type: 'stripe',
        stripeSecretKey: 'sk_test_x',
        stripeApiBase: emulator.url,
        taxMode: 'taxRate',
        webhookSecret: secret,
      })
    ).json();
    const e = event('invoice.updated', { id: 'in_db_down', object: 'invoice' });
    const payload = JSON.stringify(e);
    // Warm the secret cache, then take the inbox away.
    await fetch(`${other.url}/v1/integrations/id:${integ.integrationId}/webhook`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    await other.levy.db.prisma.$executeRawUnsafe('DROP TABLE webhook_inbox');
    const res = await fetch(`${other.url}/v1/integrations/id:${integ.integrationId}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      body: payload,
    });
    expect(res.status).toBe(503);
    await other.close();
  });
});
