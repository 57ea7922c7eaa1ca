import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let alice: { sellerId: string; apiKey: string };
let bob: { sellerId: string; apiKey: string };

beforeAll(async () => {
  t = await startTestLevy();
  alice = await t.createSeller({ rateLimitPerSecond: 1000 });
  bob = await t.createSeller({ rateLimitPerSecond: 1000 });
});
afterAll(() => t.close());

const as =
  (who: { apiKey: string }) =>
  (path: string, body: unknown = {}) =>
    t.post(path, body, { token: who.apiKey });
const product = (externalId: string, extra: Record<string, unknown> = {}) => ({
  externalId,
  taxCategoryId: { type: 'standard', id: 'saasBusiness' },
  name: 'Pro plan',
  ...extra,
});

describe('products', () => {
  it('creates a product and gets it by external id', async () => {
    expect((await as(alice)('/v1/seller/products/create', product('sku-1001', { description: 'Monthly' }))).json()).toEqual({});
    const got = await as(alice)('/v1/seller/products/externalId:sku-1001/get');
    expect(got.json()).toEqual({
      externalId: 'sku-1001',
      taxCategoryId: { type: 'standard', id: 'saasBusiness' },
      name: 'Pro plan',
      description: 'Monthly',
    });
  });

  it('keeps external ids with spaces and colons, and shows an empty description', async () => {
    expect((await as(alice)('/v1/seller/products/create', product('plan: gold 2'))).status).toBe(200);
    const got = await as(alice)(`/v1/seller/products/externalId:${encodeURIComponent('plan: gold 2')}/get`);
    expect(got.json().description).toBe('');
  });

  it.each([
    [product('sku-1001'), { type: 'externalIdAlreadyExists' }],
    [
      product('sku/1'),
      { type: 'externalIdInvalid', message: 'The external ID may contain only letters, digits, spaces and the characters . - _ :' },
    ],
    [product(' sku'), { type: 'externalIdInvalid', message: 'The external ID must not start or end with a space' }],
    [product('a  b'), { type: 'externalIdInvalid', message: 'The external ID must not contain consecutive spaces' }],
    [product('sku-x', { taxCategoryId: { type: 'standard', id: 'magic' } }), { type: 'taxCategoryIdNotFound' }],
    [product('sku-y', { taxCategoryId: { type: 'custom', id: 'not-mine' } }), { type: 'taxCategoryIdNotFound' }],
  ])('conflict for %j', async (body, expected) => {
    const res = await as(alice)('/v1/seller/products/create', body);
    expect(res.status).toBe(409);
    expect(res.json()).toEqual(expected);
  });

  it.each([
    [{ taxCategoryId: { type: 'standard', id: 'saasBusiness' }, name: 'X' }, 'Request body: "externalId": Required.'],
    [{ externalId: 'a', name: 'X' }, 'Request body: "taxCategoryId": Required.'],
    [
      { externalId: 'a', taxCategoryId: { type: 'other', id: 'x' }, name: 'X' },
      `Request body: "taxCategoryId": "type": Invalid enum value. Expected 'standard' | 'custom', received 'other'.`,
    ],
    [{ externalId: 'a', taxCategoryId: { type: 'standard', id: 'saasBusiness' } }, 'Request body: "name": Required.'],
  ])('400 for %j', async (body, expected) => {
    const res = await as(alice)('/v1/seller/products/create', body);
    expect(res.status).toBe(400);
    expect(res.text).toBe(expected);
  });

  it('uses a custom category of the seller', async () => {
    await t.admin(`/admin/v1/sellers/id:${alice.sellerId}/productTaxCategories/create`, {
      id: 'mine',
      name: 'Mine',
      standardCategoryId: 'digitalGoods',
    });
    expect(
      (await as(alice)('/v1/seller/products/create', product('sku-custom', { taxCategoryId: { type: 'custom', id: 'mine' } }))).status,
    ).toBe(200);
    // Another seller cannot name it.
    expect(
      (await as(bob)('/v1/seller/products/create', product('sku-custom', { taxCategoryId: { type: 'custom', id: 'mine' } }))).json(),
    ).toEqual({ type: 'taxCategoryIdNotFound' });
  });

  it("answers productExternalIdNotFound for a missing or another seller's product", async () => {
    expect((await as(bob)('/v1/seller/products/externalId:sku-1001/get')).json()).toEqual({ type: 'productExternalIdNotFound' });
    expect((await as(alice)('/v1/seller/products/externalId:none/get')).json()).toEqual({ type: 'productExternalIdNotFound' });
  });
});
