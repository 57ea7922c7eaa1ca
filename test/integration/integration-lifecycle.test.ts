// The life of a Stripe integration over real HTTP, PostgreSQL, Redis and the processor emulator:
// one acting integration per Stripe account, list/get/update/disable/enable/delete on the seller
// and admin APIs, what a disabled or deleted integration's webhook path answers (in this process
// and in another one that hears the change over the seller-change bus), and the CLI.
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../src/emulator/server.ts';
import { INVOICE_QUEUE, invoiceJobKey } from '../../src/integrations/stripe/invoice-job.ts';
import { bullPrefix } from '../../src/queue/queues.ts';
import { runCli } from '../support/cli.ts';
import { TEST_REDIS_URL } from '../support/env.ts';
import { ADMIN_TOKEN, startTestLevy, type TestLevy } from '../support/levy.ts';
import { levyEndpoints, newStripeKey } from '../support/stripe.ts';

let emulator: Emulator;
let t: TestLevy;
let queue: Queue;
let queueConnection: Redis;

beforeAll(async () => {
  emulator = await startEmulator();
  // Jobs stay on the queue, where the test can see whether an event made one.
  t = await startTestLevy({ env: { LEVY_WORKERS: 'off' } });
  queueConnection = new Redis(TEST_REDIS_URL);
  queue = new Queue(INVOICE_QUEUE, { connection: queueConnection, prefix: bullPrefix(t.redisPrefix) });
});
afterAll(async () => {
  await queue?.close();
  await queueConnection?.quit();
  await t?.close();
  await emulator?.close();
});

type Seller = { sellerId: string; apiKey: string };

const seller = (): Promise<Seller> => t.createSeller({ rateLimitPerSecond: 1000 });
const api = (s: Seller, path: string, body: unknown = {}) => t.post(`/v1/seller/integrations${path}`, body, { token: s.apiKey });
const admin = (s: Seller, path: string, body: unknown = {}) => t.admin(`/admin/v1/sellers/id:${s.sellerId}/integrations${path}`, body);

/** An integration through the admin API; `webhookSecret`: an endpoint made by hand (Levy registers none). */
async function create(s: Seller, stripeKey: string, extra: Record<string, unknown> = {}) {
  return admin(s, '/create', { type: 'stripe', stripeSecretKey: stripeKey, stripeApiBase: emulator.url, ...extra });
}

async function created(s: Seller, stripeKey: string, extra: Record<string, unknown> = {}) {
  const res = await create(s, stripeKey, extra);
  if (res.status !== 200) throw new Error(`create: ${res.status} ${res.text}`);
  return res.json() as { integrationId: string; webhookEndpointId: string | null; stripeAccountId: string; webhookPath: string };
}

function signedEvent(secret: string, invoiceId: string) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: 'invoice.updated',
    api_version: '2026-10-28.endive',
    created: 1,
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object: { id: invoiceId, object: 'invoice' } },
  });
  return { payload, eventId: JSON.parse(payload).id as string, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

function deliver(url: string, integrationId: string, event: { payload: string; signature: string }) {
  return fetch(`${url}/v1/integrations/id:${integrationId}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  });
}

const inboxRows = (eventId: string) => t.levy.db.prisma.webhookInboxEvent.count({ where: { eventId } });

async function jobOf(integrationId: string, invoiceId: string) {
  const id = await queue.getDeduplicationJobId(invoiceJobKey({ integrationId, invoiceId }));
  return id === null ? undefined : queue.getJob(id);
}

async function until(check: () => Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('one acting integration per Stripe account', () => {
  it('stores the account id, refuses a second integration on the account without leaving an endpoint, and names the first to its seller', async () => {
    const s = await seller();
    const key = newStripeKey();
    const first = await created(s, key, { taxMode: 'taxAmounts' });
    expect(first.stripeAccountId).toBe(emulator.accountId(key));
    expect(first.stripeAccountId).toMatch(/^acct_1[0-9A-Za-z]{15}$/);

    // Another key of the same account (a rolled or restricted key) is the same account.
    const secondKey = newStripeKey();
    emulator.shareAccount(secondKey, key);
    const refused = await create(s, secondKey, { taxMode: 'taxRate' });
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({
      type: 'stripeAccountAlreadyIntegrated',
      message: expect.stringContaining(first.integrationId),
      integrationId: first.integrationId,
    });
    expect((await levyEndpoints(emulator.client(key))).map((e) => e.id)).toEqual([first.webhookEndpointId]);
    expect(await t.levy.db.prisma.integration.count({ where: { sellerId: s.sellerId } })).toBe(1);
  });

  it("counts another seller's integration without telling who it is", async () => {
    const [a, b] = [await seller(), await seller()];
    const key = newStripeKey();
    const first = await created(a, key);
    const refused = await create(b, key, { webhookSecret: 'whsec_by_hand' });
    expect(refused.status).toBe(409);
    const body = refused.json();
    expect(body.type).toBe('stripeAccountAlreadyIntegrated');
    expect(body).not.toHaveProperty('integrationId');
    expect(JSON.stringify(body)).not.toContain(first.integrationId);
    expect(JSON.stringify(body)).not.toContain(a.sellerId);
    // b cannot take it over by naming it either: it is not b's.
    const replace = await create(b, key, { replacesIntegrationId: first.integrationId });
    expect(replace.status).toBe(409);
    expect(replace.json().type).toBe('integrationIdNotFound');
    expect(await levyEndpoints(emulator.client(key))).toHaveLength(1);
  });

  it('replaces an integration in one operation: the old one disabled and its endpoint removed', async () => {
    const s = await seller();
    const key = newStripeKey();
    const old = await created(s, key, { taxMode: 'taxRate' });
    const res = await create(s, key, { taxMode: 'taxAmounts', replacesIntegrationId: old.integrationId });
    expect(res.status).toBe(200);
    const fresh = res.json();
    expect(fresh).toMatchObject({ replacedIntegrationId: old.integrationId, stripeAccountId: old.stripeAccountId });
    const endpoints = await levyEndpoints(emulator.client(key));
    expect(endpoints.map((e) => e.id)).toEqual([fresh.webhookEndpointId]);
    const list = (await api(s, '/list')).json().integrations;
    expect(
      list.map((i: { id: string; status: string; webhookEndpointId: string | null }) => [i.id, i.status, i.webhookEndpointId]),
    ).toEqual([
      [old.integrationId, 'disabled', null],
      [fresh.integrationId, 'active', fresh.webhookEndpointId],
    ]);
  });

  it('answers integrationIdNotFound for a replaced integration that is not there, registering nothing', async () => {
    const s = await seller();
    const key = newStripeKey();
    const res = await create(s, key, { replacesIntegrationId: 'int_nope' });
    expect(res.status).toBe(409);
    expect(res.json().type).toBe('integrationIdNotFound');
    expect(await levyEndpoints(emulator.client(key))).toHaveLength(0);
  });

  it('answers stripeSecretKeyInvalid for a key Stripe refuses, and externalServiceError when Stripe fails, storing nothing', async () => {
    const s = await seller();
    const revoked = newStripeKey();
    emulator.revokeKey(revoked);
    const bad = await create(s, revoked);
    expect(bad.status).toBe(409);
    expect(bad.json()).toMatchObject({ type: 'stripeSecretKeyInvalid', message: expect.stringContaining('Expired API Key') });
    emulator.injectFault({ status: 500, count: 1, method: 'GET', path: '^/v1/account$' });
    const down = await create(s, newStripeKey());
    expect(down.status).toBe(409);
    expect(down.json().type).toBe('externalServiceError');
    expect(await t.levy.db.prisma.integration.count({ where: { sellerId: s.sellerId } })).toBe(0);
  });

  it('lets exactly one of two simultaneous creations on one account act, and leaves one endpoint', async () => {
    const [a, b] = [await seller(), await seller()];
    const key = newStripeKey();
    const answers = await Promise.all([create(a, key), create(b, key), create(a, key)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await t.levy.db.prisma.integration.count({ where: { stripeAccountId: emulator.accountId(key) } })).toBe(1);
    expect(await levyEndpoints(emulator.client(key))).toHaveLength(1);
  });
});

describe('list and get', () => {
  it("show the seller's integrations and never a secret; another seller's are not found", async () => {
    const [s, other] = [await seller(), await seller()];
    const key = newStripeKey();
    const made = await created(s, key, { taxMode: 'lineItem', taxProductId: 'prod_tax' });
    const list = await api(s, '/list');
    expect(list.status).toBe(200);
    const record = {
      id: made.integrationId,
      type: 'stripe',
      taxMode: 'lineItem',
      taxProductId: 'prod_tax',
      stripeAccountId: emulator.accountId(key),
      status: 'active',
      webhookPath: `/v1/integrations/id:${made.integrationId}/webhook`,
      webhookEndpointId: made.webhookEndpointId,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    };
    expect(list.json()).toEqual({ integrations: [record] });
    const got = await api(s, `/id:${made.integrationId}/get`);
    expect(got.json()).toEqual(record);
    expect(got.text).not.toContain(key);
    expect(got.text).not.toContain('whsec_');
    expect((await admin(s, `/id:${made.integrationId}/get`)).json()).toEqual(record);
    expect((await admin(s, '/list')).json()).toEqual({ integrations: [record] });

    expect((await api(other, '/list')).json()).toEqual({ integrations: [] });
    for (const op of ['get', 'update', 'disable', 'enable', 'delete']) {
      const res = await api(other, `/id:${made.integrationId}/${op}`, {});
      expect([op, res.status, res.json()]).toEqual([op, 409, { type: 'integrationIdNotFound' }]);
    }
    // Nothing happened to it.
    expect((await api(s, `/id:${made.integrationId}/get`)).json()).toEqual(record);
  });

  it('answers sellerIdNotFound on the admin API for an unknown seller', async () => {
    for (const path of ['/list', '/id:int_x/get', '/id:int_x/disable']) {
      const res = await t.admin(`/admin/v1/sellers/id:sel_nobody/integrations${path}`, {});
      expect(res.status).toBe(409);
      expect(res.json().type).toBe('sellerIdNotFound');
    }
  });
});

describe('update', () => {
  it('changes the tax mode and the tax product', async () => {
    const s = await seller();
    const made = await created(s, newStripeKey(), { taxMode: 'taxRate' });
    const res = await api(s, `/id:${made.integrationId}/update`, { taxMode: 'lineItem', taxProductId: 'prod_tax' });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ taxMode: 'lineItem', taxProductId: 'prod_tax', status: 'active' });
    const back = await admin(s, `/id:${made.integrationId}/update`, { taxMode: 'taxAmounts' });
    // The tax product stays: the next run uses it to take lineItem mode's tax items off drafts.
    expect(back.json()).toMatchObject({ taxMode: 'taxAmounts', taxProductId: 'prod_tax' });
    expect((await api(s, `/id:${made.integrationId}/update`, {})).json()).toMatchObject({ taxMode: 'taxAmounts' });
  });

  it.each([
    [{ taxMode: 'lineItem' }, 'Request body: "taxProductId": Required when taxMode is lineItem.'],
    [
      { taxMode: 'percent' },
      `Request body: "taxMode": Invalid enum value. Expected 'taxAmounts' | 'taxRate' | 'lineItem', received 'percent'.`,
    ],
    [{ stripeSecretKey: '' }, 'Request body: "stripeSecretKey": String must contain at least 1 character(s).'],
    [{ taxProductId: 5 }, 'Request body: "taxProductId": Expected string, received number.'],
    [{ webhookSecret: 'whsec_x' }, "Request body: Unrecognized key(s) in object: 'webhookSecret'."],
  ])('answers 400 for %j', async (body, text) => {
    const s = await seller();
    const made = await created(s, newStripeKey(), { taxMode: 'taxRate' });
    const res = await api(s, `/id:${made.integrationId}/update`, body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toBe(text);
    expect((await api(s, `/id:${made.integrationId}/get`)).json().taxMode).toBe('taxRate');
  });

  it('rotates the Stripe key to another key of the same account, and refuses a key of another account or one Stripe refuses', async () => {
    const s = await seller();
    const key = newStripeKey();
    const made = await created(s, key);
    const rolled = newStripeKey();
    emulator.shareAccount(rolled, key);
    const rotated = await api(s, `/id:${made.integrationId}/update`, { stripeSecretKey: rolled });
    expect(rotated.status).toBe(200);
    expect(rotated.json().stripeAccountId).toBe(emulator.accountId(key));
    const row = await t.levy.db.prisma.integration.findUniqueOrThrow({ where: { id: made.integrationId } });
    expect(row.stripeSecretKeyEnc).not.toContain(rolled);

    const elsewhere = await api(s, `/id:${made.integrationId}/update`, { stripeSecretKey: newStripeKey(), taxMode: 'taxRate' });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.json()).toMatchObject({ type: 'stripeAccountMismatch', stripeAccountId: emulator.accountId(key) });
    const revoked = newStripeKey();
    emulator.shareAccount(revoked, key);
    emulator.revokeKey(revoked);
    const refused = await api(s, `/id:${made.integrationId}/update`, { stripeSecretKey: revoked });
    expect(refused.status).toBe(409);
    expect(refused.json().type).toBe('stripeSecretKeyInvalid');
    // Neither refusal changed anything.
    const after = await t.levy.db.prisma.integration.findUniqueOrThrow({ where: { id: made.integrationId } });
    expect(after.stripeSecretKeyEnc).toBe(row.stripeSecretKeyEnc);
    expect(after.taxMode).toBe('taxAmounts');
  });
});

describe('disable, enable and the webhook path', () => {
  it('acknowledges and ignores the events of a disabled integration (no inbox row, no job), and takes them again once enabled', async () => {
    const s = await seller();
    const secret = `whsec_${randomBytes(16).toString('hex')}`;
    const made = await created(s, newStripeKey(), { webhookSecret: secret });

    const before = signedEvent(secret, 'in_before');
    expect((await deliver(t.url, made.integrationId, before)).status).toBe(200);
    expect(await inboxRows(before.eventId)).toBe(1);

    const disabled = await api(s, `/id:${made.integrationId}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.json()).toMatchObject({ id: made.integrationId, status: 'disabled' });
    expect((await api(s, `/id:${made.integrationId}/disable`)).json().status).toBe('disabled');

    const during = signedEvent(secret, 'in_during');
    const res = await deliver(t.url, made.integrationId, during);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(await inboxRows(during.eventId)).toBe(0);
    expect(await jobOf(made.integrationId, 'in_during')).toBeUndefined();
    // A bad signature is still refused.
    expect((await deliver(t.url, made.integrationId, signedEvent('whsec_wrong', 'in_during'))).status).toBe(400);

    expect((await api(s, `/id:${made.integrationId}/enable`)).json().status).toBe('active');
    const after = signedEvent(secret, 'in_after');
    expect((await deliver(t.url, made.integrationId, after)).status).toBe(200);
    expect(await inboxRows(after.eventId)).toBe(1);
  });

  it('lets another integration act on the account of a disabled one; enabling the old one is then refused', async () => {
    const s = await seller();
    const key = newStripeKey();
    const old = await created(s, key);
    await api(s, `/id:${old.integrationId}/disable`);
    const fresh = await created(s, key, { taxMode: 'taxRate' });
    const refused = await api(s, `/id:${old.integrationId}/enable`);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ type: 'stripeAccountAlreadyIntegrated', integrationId: fresh.integrationId });
    expect((await api(s, `/id:${old.integrationId}/get`)).json().status).toBe('disabled');

    await api(s, `/id:${fresh.integrationId}/disable`);
    expect((await api(s, `/id:${old.integrationId}/enable`)).json().status).toBe('active');
  });

  it("registers a replaced integration's endpoint again when it is enabled", async () => {
    const s = await seller();
    const key = newStripeKey();
    const old = await created(s, key);
    const fresh = await created(s, key, { replacesIntegrationId: old.integrationId });
    await api(s, `/id:${fresh.integrationId}/delete`);
    expect(await levyEndpoints(emulator.client(key))).toHaveLength(0);
    const enabled = await api(s, `/id:${old.integrationId}/enable`);
    expect(enabled.status).toBe(200);
    const endpoints = await levyEndpoints(emulator.client(key));
    expect(endpoints).toHaveLength(1);
    expect(endpoints[0]).toMatchObject({
      id: enabled.json().webhookEndpointId,
      url: expect.stringContaining(old.webhookPath),
      metadata: { levy_integration_id: old.integrationId },
    });
  });

  it('reaches another process at once: it ignores events after a disable and answers 404 after a delete', async () => {
    const s = await seller();
    const secret = `whsec_${randomBytes(16).toString('hex')}`;
    const made = await created(s, newStripeKey(), { webhookSecret: secret });
    // A second API process on the same database and Redis, its caches warmed.
    const other = await startTestLevy({
      database: t.database,
      redisPrefix: t.redisPrefix,
      env: { LEVY_WORKERS: 'off', LEVY_SECRET_KEY: t.levy.ctx.secretKey.toString('hex') },
    });
    try {
      const warm = signedEvent(secret, 'in_warm');
      expect((await deliver(other.url, made.integrationId, warm)).status).toBe(200);
      expect(await inboxRows(warm.eventId)).toBe(1);

      await api(s, `/id:${made.integrationId}/disable`);
      // The change travels through Redis pub/sub: within milliseconds, not necessarily before the next request.
      await until(async () => {
        const ignored = signedEvent(secret, 'in_ignored');
        return (await deliver(other.url, made.integrationId, ignored)).status === 200 && (await inboxRows(ignored.eventId)) === 0;
      }, 1_000);

      await api(s, `/id:${made.integrationId}/delete`);
      await until(async () => (await deliver(other.url, made.integrationId, signedEvent(secret, 'in_gone'))).status === 404, 1_000);
    } finally {
      await other.levy.close();
    }
  });
});

describe('delete', () => {
  it("removes Levy's endpoint from Stripe, then the integration with its mappings; its path answers 404", async () => {
    const s = await seller();
    const key = newStripeKey();
    const made = await created(s, key);
    await t.post(
      '/v1/seller/products/create',
      { externalId: 'pro', taxCategoryId: { type: 'standard', id: 'saasBusiness' }, name: 'Pro' },
      { token: s.apiKey },
    );
    expect(
      (
        await t.post(
          `/v1/seller/integrations/id:${made.integrationId}/productIdMapping/add`,
          { sourceId: 'prod_pro', targetId: 'pro' },
          { token: s.apiKey },
        )
      ).status,
    ).toBe(200);

    const res = await api(s, `/id:${made.integrationId}/delete`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      integrationId: made.integrationId,
      webhookEndpointId: made.webhookEndpointId,
      webhookEndpointRemoved: true,
    });
    expect(await levyEndpoints(emulator.client(key))).toHaveLength(0);
    expect(await t.levy.db.prisma.productMapping.count({ where: { integrationId: made.integrationId } })).toBe(0);
    expect((await api(s, `/id:${made.integrationId}/get`)).json()).toEqual({ type: 'integrationIdNotFound' });
    expect((await api(s, `/id:${made.integrationId}/delete`)).json()).toEqual({ type: 'integrationIdNotFound' });
    const hook = await fetch(`${t.url}/v1/integrations/id:${made.integrationId}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(hook.status).toBe(404);
    // The account is free again.
    expect((await create(s, key)).status).toBe(200);
  });

  it('deletes nothing when Stripe cannot remove the endpoint, unless asked to keep it', async () => {
    const s = await seller();
    const key = newStripeKey();
    const made = await created(s, key);
    emulator.injectFault({ status: 503, count: 1, method: 'DELETE', path: '^/v1/webhook_endpoints/' });
    const failed = await api(s, `/id:${made.integrationId}/delete`);
    expect(failed.status).toBe(409);
    expect(failed.json()).toMatchObject({ type: 'externalServiceError', message: expect.stringContaining('keepWebhookEndpoint') });
    expect((await api(s, `/id:${made.integrationId}/get`)).status).toBe(200);

    expect((await api(s, `/id:${made.integrationId}/delete`, { keepWebhookEndpoint: 'yes' })).text).toBe(
      'Request body: "keepWebhookEndpoint": Expected boolean, received string.',
    );
    const kept = await admin(s, `/id:${made.integrationId}/delete`, { keepWebhookEndpoint: true });
    expect(kept.json()).toEqual({
      integrationId: made.integrationId,
      webhookEndpointId: made.webhookEndpointId,
      webhookEndpointRemoved: false,
    });
    expect(await levyEndpoints(emulator.client(key))).toHaveLength(1);
  });

  it('deletes an integration whose key Stripe no longer accepts, saying the endpoint stayed', async () => {
    const s = await seller();
    const key = newStripeKey();
    const made = await created(s, key);
    emulator.revokeKey(key);
    const res = await api(s, `/id:${made.integrationId}/delete`);
    expect(res.json()).toEqual({
      integrationId: made.integrationId,
      webhookEndpointId: made.webhookEndpointId,
      webhookEndpointRemoved: false,
    });
    expect((await api(s, '/list')).json().integrations).toEqual([]);
  });

  it('leaves an endpoint made by hand alone', async () => {
    const s = await seller();
    const key = newStripeKey();
    const byHand = await emulator
      .client(key)
      .webhookEndpoints.create({ url: 'https://example.com/hook', enabled_events: ['invoice.updated'] });
    const made = await created(s, key, { webhookSecret: byHand.secret });
    expect((await api(s, `/id:${made.integrationId}/delete`)).json()).toEqual({
      integrationId: made.integrationId,
      webhookEndpointId: null,
      webhookEndpointRemoved: false,
    });
    expect((await emulator.client(key).webhookEndpoints.list()).data.map((e) => e.id)).toEqual([byHand.id]);
  });
});

describe('the OpenAPI document', () => {
  it('lists the lifecycle operations with their conflict types', async () => {
    const doc = (await t.post('/openapi.json', undefined, { method: 'GET' })).json();
    const conflicts = (path: string) => doc.paths[path]?.post.responses['409']?.content['application/json'].schema.properties.type.enum;
    for (const op of ['get', 'update', 'disable', 'enable', 'delete']) {
      expect(doc.paths[`/v1/seller/integrations/id:{integrationId}/${op}`], op).toBeDefined();
      expect(doc.paths[`/admin/v1/sellers/id:{sellerId}/integrations/id:{integrationId}/${op}`], op).toBeDefined();
    }
    expect(doc.paths['/v1/seller/integrations/list']).toBeDefined();
    expect(doc.paths['/admin/v1/sellers/id:{sellerId}/integrations/list']).toBeDefined();
    expect(conflicts('/v1/seller/integrations/id:{integrationId}/update')).toEqual([
      'integrationIdNotFound',
      'externalServiceError',
      'stripeSecretKeyInvalid',
      'stripeAccountMismatch',
      'stripeAccountAlreadyIntegrated',
    ]);
    expect(conflicts('/admin/v1/sellers/id:{sellerId}/integrations/create')).toContain('stripeAccountAlreadyIntegrated');
  });
});

describe('CLI', () => {
  const levy = (...args: string[]) =>
    runCli(
      { LEVY_URL: t.url, ADMIN_TOKEN, LEVY_HOME: `/tmp/levy-cli-lifecycle-${randomBytes(4).toString('hex')}`, LOG_LEVEL: 'silent' },
      ...args,
    );

  it('runs list, get, update, disable, enable and delete through the admin API', { timeout: 60_000 }, async () => {
    const s = await seller();
    const key = newStripeKey();
    const made = await created(s, key, { taxMode: 'taxRate' });
    const id = made.integrationId;
    const list = await levy('integrations', 'list', s.sellerId, '--json');
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout).integrations.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(JSON.parse((await levy('integrations', 'get', s.sellerId, id, '--json')).stdout)).toMatchObject({
      id,
      taxMode: 'taxRate',
      status: 'active',
    });
    const updated = await levy(
      'integrations',
      'update',
      s.sellerId,
      id,
      '--tax-mode',
      'lineItem',
      '--tax-product-id',
      'prod_tax',
      '--json',
    );
    expect(JSON.parse(updated.stdout)).toMatchObject({ taxMode: 'lineItem', taxProductId: 'prod_tax' });
    const bad = await levy('integrations', 'update', s.sellerId, id, '--tax-mode', 'lineItem');
    expect(bad).toMatchObject({ code: 2, stderr: 'Request body: "taxProductId": Required when taxMode is lineItem.\n' });
    expect((await levy('integrations', 'disable', s.sellerId, id)).stdout).toContain('status: disabled');
    expect((await levy('integrations', 'enable', s.sellerId, id)).stdout).toContain('status: active');
    const refused = await levy('integrations', 'create', s.sellerId, '--stripe-secret-key', key, '--stripe-api-base', emulator.url);
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.stderr)).toMatchObject({ type: 'stripeAccountAlreadyIntegrated', integrationId: id });
    const deleted = await levy('integrations', 'delete', s.sellerId, id, '--json');
    expect(JSON.parse(deleted.stdout)).toEqual({
      integrationId: id,
      webhookEndpointId: made.webhookEndpointId,
      webhookEndpointRemoved: true,
    });
    expect((await levy('integrations', 'get', s.sellerId, id)).code).toBe(3);
  });
});
