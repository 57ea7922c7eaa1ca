// Seller onboarding over the admin API: create, update, keys, registrations, integrations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.ts';
import { decryptSecret } from '../../src/lib/secrets.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;

beforeAll(async () => {
  t = await startTestLevy();
});
afterAll(() => t.close());

describe('admin auth', () => {
  it.each([
    ['no token', null],
    ['a wrong token', 'wrong-admin-token-0123456789'],
  ])('refuses %s with 401 and writes nothing', async (_name, token) => {
    const before = await t.levy.db.prisma.seller.count();
    const res = await t.post('/admin/v1/sellers/create', { name: 'X' }, { token });
    expect(res.status).toBe(401);
    expect(await t.levy.db.prisma.seller.count()).toBe(before);
  });
});

describe('sellers', () => {
  it('creates a seller whose key works at once', async () => {
    const res = await t.admin('/admin/v1/sellers/create', {
      name: 'Acme SaaS',
      accountingTimeZone: 'America/New_York',
      businessAddress: { country: 'US', region: 'NY', postalCode: '10001', city: 'New York', line1: '1 Main St' },
      features: ['filings', 'transactionsList'],
      rateLimitPerSecond: 25,
    });
    expect(res.status).toBe(200);
    const { sellerId, apiKey, apiKeyId } = res.json();
    expect(sellerId).toMatch(/^sel_[a-z2-7]{26}$/);
    expect(apiKeyId).toMatch(/^key_[a-z2-7]{26}$/);
    expect(apiKey).toMatch(/^levy_[a-z2-7]{26}_[A-Za-z0-9_-]{43}$/);
    expect((await t.post('/v1/seller/customers/list', {}, { token: apiKey })).status).toBe(200);

    const got = (await t.admin(`/admin/v1/sellers/id:${sellerId}/get`)).json();
    expect(got).toMatchObject({
      id: sellerId,
      name: 'Acme SaaS',
      accountingTimeZone: 'America/New_York',
      features: ['filings', 'transactionsList'],
      rateLimitPerSecond: 25,
      apiKeys: [{ id: apiKeyId, revokedAt: null }],
    });
    expect(JSON.stringify(got)).not.toContain(apiKey.split('_').slice(2).join('_'));
  });

  it('accepts the legacy US address as business address', async () => {
    const res = await t.admin('/admin/v1/sellers/create', {
      name: 'Legacy',
      businessAddress: { country: 'us', state: 'NY', zipCode: '10601' },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    [{}, 'Request body: "name": Required.'],
    [{ name: '' }, 'Request body: "name": String must contain at least 1 character(s).'],
    [
      { name: 'X', accountingTimeZone: 'Mars/Olympus' },
      'Request body: "accountingTimeZone": Invalid time zone (expected an IANA name such as America/New_York).',
    ],
    [
      { name: 'X', features: ['teleport'] },
      `Request body: "features": "0": Invalid enum value. Expected 'transactionsList' | 'filings' | 'taxIdValidation' | 'certificatePortal' | 'internationalStreetResolution', received 'teleport'.`,
    ],
    [{ name: 'X', features: ['filings', 'filings'] }, 'Request body: "features": Features must not repeat.'],
    [{ name: 'X', rateLimitPerSecond: 0 }, 'Request body: "rateLimitPerSecond": Number must be greater than or equal to 1.'],
    [
      { name: 'X', businessAddress: { country: '' } },
      'Request body: "businessAddress": "country": String must contain at least 1 character(s).',
    ],
    [{ name: 'X', sellerId: 'sel_chosen' }, "Request body: Unrecognized key(s) in object: 'sellerId'."],
  ])('rejects %j', async (body, expected) => {
    const before = await t.levy.db.prisma.seller.count();
    const res = await t.admin('/admin/v1/sellers/create', body);
    expect(res.status).toBe(400);
    expect(res.text).toBe(expected);
    expect(await t.levy.db.prisma.seller.count()).toBe(before);
  });

  it('updates a seller, and null clears the zone and the address', async () => {
    const { sellerId } = await t.createSeller({ accountingTimeZone: 'UTC', businessAddress: { country: 'DE' } });
    const res = await t.admin(`/admin/v1/sellers/id:${sellerId}/update`, {
      name: 'Renamed',
      accountingTimeZone: null,
      businessAddress: null,
      features: ['filings'],
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', accountingTimeZone: null, businessAddress: null, features: ['filings'] });
  });

  it('answers sellerIdNotFound for an unknown seller', async () => {
    for (const path of ['update', 'get', 'apiKeys/create']) {
      const res = await t.admin(`/admin/v1/sellers/id:sel_nope/${path}`, {});
      expect(res.status).toBe(409);
      expect(res.json()).toEqual({ type: 'sellerIdNotFound' });
    }
  });

  it('lists sellers with a cursor', async () => {
    const first = (await t.admin('/admin/v1/sellers/list', { limit: 1 })).json();
    expect(first.sellers).toHaveLength(1);
    expect(first.hasMore).toBe(true);
    const second = (await t.admin('/admin/v1/sellers/list', { limit: 1, cursor: first.nextCursor })).json();
    expect(second.sellers[0].id > first.sellers[0].id).toBe(true);
    expect((await t.admin('/admin/v1/sellers/list', { cursor: 'forged' })).json()).toEqual({ type: 'invalidCursor' });
  });
});

describe('api keys', () => {
  it('issues more keys, revokes one idempotently, and refuses keys of other sellers', async () => {
    const a = await t.createSeller();
    const b = await t.createSeller();
    const extra = (await t.admin(`/admin/v1/sellers/id:${a.sellerId}/apiKeys/create`)).json();
    expect(extra.apiKey).not.toBe(a.apiKey);
    const revoke = `/admin/v1/sellers/id:${a.sellerId}/apiKeys/id:${extra.apiKeyId}/revoke`;
    expect((await t.admin(revoke)).status).toBe(200);
    expect((await t.admin(revoke)).status).toBe(200);
    const wrongSeller = await t.admin(`/admin/v1/sellers/id:${b.sellerId}/apiKeys/id:${a.apiKeyId}/revoke`);
    expect(wrongSeller.json()).toEqual({ type: 'apiKeyIdNotFound' });
    expect((await t.post('/v1/seller/customers/list', {}, { token: a.apiKey })).status).toBe(200);
  });
});

describe('registrations', () => {
  it('adds a registration once per jurisdiction', async () => {
    const { sellerId } = await t.createSeller();
    const path = `/admin/v1/sellers/id:${sellerId}/registrations/add`;
    const res = await t.admin(path, { jurisId: 'us-CA', collectingFrom: '2025-01-01', filingFrequency: 'monthly' });
    expect(res.status).toBe(200);
    expect(res.json().registrationId).toMatch(/^reg_/);
    expect((await t.admin(path, { jurisId: 'us-CA', collectingFrom: '2026-01-01' })).json()).toEqual({
      type: 'registrationAlreadyExists',
      jurisId: 'us-CA',
    });
    expect((await t.admin(`/admin/v1/sellers/id:${sellerId}/get`)).json().registrations).toEqual([
      expect.objectContaining({ jurisId: 'us-CA', collectingFrom: '2025-01-01', filingFrequency: 'monthly' }),
    ]);
  });

  it.each([
    [{ jurisId: 'California', collectingFrom: '2025-01-01' }, 'Request body: "jurisId": Invalid jurisdiction id (expected e.g. us-CA).'],
    [{ jurisId: 'us-CA', collectingFrom: '2025-13-01' }, 'Request body: "collectingFrom": Invalid date.'],
    [{ jurisId: 'us-CA', collectingFrom: '0000-01-01' }, 'Request body: "collectingFrom": Invalid date.'],
    [
      { jurisId: 'us-CA', collectingFrom: '2025-01-01', filingFrequency: 'weekly' },
      `Request body: "filingFrequency": Invalid enum value. Expected 'monthly' | 'quarterly' | 'semiannual' | 'annual', received 'weekly'.`,
    ],
  ])('rejects %j', async (body, expected) => {
    const { sellerId } = await t.createSeller();
    const res = await t.admin(`/admin/v1/sellers/id:${sellerId}/registrations/add`, body);
    expect(res.status).toBe(400);
    expect(res.text).toBe(expected);
  });
});

describe('integrations', () => {
  it('creates a Stripe integration with an encrypted key and the secret of an endpoint made by hand', async () => {
    const { sellerId } = await t.createSeller();
    // Levy asks Stripe which account the key opens (GET /v1/account), so a Stripe must answer.
    const emulator = await startEmulator();
    const res = await t.admin(`/admin/v1/sellers/id:${sellerId}/integrations/create`, {
      type: 'stripe',
      stripeSecretKey: 'sk_test_abc123',
      stripeApiBase: emulator.url,
      taxMode: 'taxRate',
      webhookSecret: 'whsec_by_hand',
    });
    await emulator.close();
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      integrationId: body.integrationId,
      webhookPath: `/v1/integrations/id:${body.integrationId}/webhook`,
      webhookUrl: `${t.levy.ctx.publicUrl}${body.webhookPath}`,
      webhookEndpointId: null,
      stripeAccountId: emulator.accountId('sk_test_abc123'),
      replacedIntegrationId: null,
    });
    const row = await t.levy.db.prisma.integration.findUniqueOrThrow({ where: { id: body.integrationId } });
    expect(row.stripeSecretKeyEnc).not.toContain('sk_test_abc123');
    expect(decryptSecret(t.levy.ctx.secretKey, row.stripeSecretKeyEnc)).toBe('sk_test_abc123');
    expect(decryptSecret(t.levy.ctx.secretKey, row.webhookSecretEnc)).toBe('whsec_by_hand');
  });

  it('answers externalServiceError and stores nothing when Stripe cannot be reached to register the endpoint', async () => {
    const { sellerId } = await t.createSeller();
    const res = await t.admin(`/admin/v1/sellers/id:${sellerId}/integrations/create`, {
      type: 'stripe',
      stripeSecretKey: 'sk_test_1',
      stripeApiBase: 'http://127.0.0.1:9',
      taxMode: 'taxRate',
    });
    expect(res.status).toBe(409);
    expect(res.json().type).toBe('externalServiceError');
    expect(await t.levy.db.prisma.integration.count({ where: { sellerId } })).toBe(0);
  });

  it('requires the tax product in lineItem mode', async () => {
    const { sellerId } = await t.createSeller();
    const res = await t.admin(`/admin/v1/sellers/id:${sellerId}/integrations/create`, {
      type: 'stripe',
      stripeSecretKey: 'sk_test_1',
      taxMode: 'lineItem',
    });
    expect(res.status).toBe(400);
    expect(res.text).toBe('Request body: "taxProductId": Required when taxMode is lineItem.');
    expect(await t.levy.db.prisma.integration.count({ where: { sellerId } })).toBe(0);
  });

  it('rejects another processor type', async () => {
    const { sellerId } = await t.createSeller();
    const res = await t.admin(`/admin/v1/sellers/id:${sellerId}/integrations/create`, {
      type: 'paddle',
      stripeSecretKey: 'x',
      taxMode: 'taxRate',
    });
    expect(res.status).toBe(400);
    expect(res.text).toBe(`Request body: "type": Invalid literal value, expected 'stripe'.`);
  });
});
