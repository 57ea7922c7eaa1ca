import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../src/emulator/server.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let seller: { sellerId: string; apiKey: string };
let premium: { sellerId: string; apiKey: string };
let other: { sellerId: string; apiKey: string };
let integrationId: string;
/** Levy asks Stripe which account a key opens when an integration is created. */
let emulator: Emulator;

beforeAll(async () => {
  t = await startTestLevy({ databaseKind: 'pglite' });
  emulator = await startEmulator();
  seller = await t.createSeller({ rateLimitPerSecond: 1000 });
  premium = await t.createSeller({ rateLimitPerSecond: 1000, features: ['internationalStreetResolution'] });
  other = await t.createSeller({ rateLimitPerSecond: 1000 });
  integrationId = (
    await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/integrations/create`, {
      type: 'stripe',
      stripeSecretKey: 'sk_test_1',
      stripeApiBase: emulator.url,
      taxMode: 'taxRate',
      webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    })
  ).json().integrationId;
  for (const externalId of ['pro', 'team']) {
    await t.post(
      '/v1/seller/products/create',
      { externalId, taxCategoryId: { type: 'standard', id: 'saasBusiness' }, name: externalId },
      { token: seller.apiKey },
    );
  }
});
afterAll(async () => {
  await t.close();
  await emulator.close();
});

const resolve = (body: unknown, who = seller) => t.post('/v1/seller/address/resolve', body, { token: who.apiKey });

describe('address/resolve', () => {
  it('resolves a US address fully, with its jurisdictions', async () => {
    const res = await resolve({
      country: 'United States',
      line1: '350 5th Ave',
      city: 'New York',
      region: 'New York',
      postalCode: '10118-0110',
    });
    expect(res.json()).toEqual({
      resolvedAddress: { country: 'US', line1: '350 5th Ave', city: 'New York', region: 'NY', postalCode: '10118' },
      jurisdictions: [
        { id: 'us-NY', name: 'New York' },
        { id: 'us-NY-new-york-city', name: 'New York City' },
        { id: 'us-NY-metropolitan-commuter-transportation-district', name: 'Metropolitan Commuter Transportation District (MCTD)' },
      ],
      // Placed by its ZIP code (no geocoder asked): no place GEOID.
      placedBy: 'zip',
      placeGeoid: null,
    });
  });

  it('returns only the country elsewhere, unless the seller has street resolution', async () => {
    const address = { country: 'DE', line1: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117' };
    expect((await resolve(address)).json().resolvedAddress).toEqual({
      country: 'DE',
      line1: null,
      city: null,
      region: null,
      postalCode: null,
    });
    expect((await resolve(address, premium)).json().resolvedAddress).toEqual({
      country: 'DE',
      line1: 'Unter den Linden 1',
      city: 'Berlin',
      region: null,
      postalCode: '10117',
    });
  });

  it('answers addressCouldNotResolve and jurisNotFound with a message', async () => {
    expect((await resolve({ country: 'US', region: 'NY', postalCode: '90210' })).json()).toEqual({
      type: 'addressCouldNotResolve',
      message: 'ZIP code 90210 is in CA, not in NY.',
    });
    expect((await resolve({ country: 'BR' })).json()).toEqual({
      type: 'jurisNotFound',
      message: 'Levy has no tax jurisdiction for Brazil.',
    });
  });

  it('rejects unknown keys and the legacy fields with 400', async () => {
    expect((await resolve({ country: 'US', state: 'NY' })).text).toBe("Request body: Unrecognized key(s) in object: 'state'.");
    expect((await resolve({ country: '' })).text).toBe('Request body: "country": String must contain at least 1 character(s).');
  });
});

describe('product mappings', () => {
  const path = (id = integrationId) => `/v1/seller/integrations/id:${id}/productIdMapping`;

  it('adds, lists, refuses a second mapping of a source unless told to overwrite', async () => {
    const add = (body: unknown) => t.post(`${path()}/add`, body, { token: seller.apiKey });
    expect((await add({ sourceId: 'prod_B', targetId: 'pro' })).json()).toEqual({});
    expect((await add({ sourceId: 'prod_A', targetId: 'pro' })).json()).toEqual({});
    expect((await add({ sourceId: 'prod_A', targetId: 'team' })).json()).toEqual({ type: 'sourceIdAlreadyMapped' });
    expect((await add({ sourceId: 'prod_A', targetId: 'team', shouldOverwrite: true })).json()).toEqual({});
    expect((await add({ sourceId: 'prod_C', targetId: 'missing' })).json()).toEqual({ type: 'targetIdNotFound' });
    const list = await t.post(`${path()}/list`, {}, { token: seller.apiKey });
    expect(list.json()).toEqual([{ prod_A: 'team' }, { prod_B: 'pro' }]);
  });

  it('answers integrationIdNotFound for an unknown or another seller’s integration', async () => {
    expect((await t.post(`${path('int_nope')}/list`, {}, { token: seller.apiKey })).json()).toEqual({ type: 'integrationIdNotFound' });
    expect((await t.post(`${path()}/list`, {}, { token: other.apiKey })).json()).toEqual({ type: 'integrationIdNotFound' });
    expect((await t.post(`${path()}/add`, { sourceId: 'x', targetId: 'pro' }, { token: other.apiKey })).json()).toEqual({
      type: 'integrationIdNotFound',
    });
  });

  it('400 for a missing targetId', async () => {
    expect((await t.post(`${path()}/add`, { sourceId: 'x' }, { token: seller.apiKey })).text).toBe('Request body: "targetId": Required.');
  });
});
