// localJurisdictionsUncertain over HTTP (PGlite): the answer says so, the seller's choice to refuse
// makes it a 409, and the counts reach the seller and the operator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let seller: { sellerId: string; apiKey: string };

// Spring, Texas: the ZIP code's land is unincorporated Harris County but for a sliver of Houston, so
// the answer applies the former and says the ZIP code reaches both.
const SPRING = { country: 'US', city: 'Spring', region: 'TX', postalCode: '77373' };
const calculation = (customerAddress: Record<string, string>) => ({
  lineItems: [{ id: 'l1', productExternalId: 'goods', amount: 10000 }],
  currencyCode: 'USD',
  customerAddress,
  accountingDate: '2026-11-01',
});
const ephemeral = (customerAddress: Record<string, string>) =>
  t.post('/v1/seller/transactions/createEphemeral', calculation(customerAddress), { token: seller.apiKey });

beforeAll(async () => {
  t = await startTestLevy({ databaseKind: 'pglite' });
  seller = await t.createSeller({ rateLimitPerSecond: 1000, accountingTimeZone: 'America/Los_Angeles' });
  await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId: 'us-CA', collectingFrom: '2020-01-01' });
  await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId: 'us-TX', collectingFrom: '2020-01-01' });
  await t.post(
    '/v1/seller/products/create',
    { externalId: 'goods', taxCategoryId: { type: 'standard', id: 'tangibleGoods' }, name: 'Goods' },
    { token: seller.apiKey },
  );
});
afterAll(() => t.close());

describe('localJurisdictionsUncertain', () => {
  it('answers with the state rate and a taxComplianceMessage saying local taxes may be missing', async () => {
    const res = await ephemeral(SPRING);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      taxAmountToCollect: 625,
      jurisSummaries: [{ name: 'Texas', notTaxedReasons: null }],
      taxComplianceMessage: {
        type: 'localJurisdictionsUncertain',
        message: expect.stringContaining('ZIP code 77373 reaches places with different local taxes'),
        jurisIds: ['us-TX'],
        candidates: [expect.objectContaining({ name: 'Harris County outside any city' }), expect.objectContaining({ name: 'Houston' })],
      },
    });
    const saved = await t.post('/v1/seller/transactions/createOrUpdate', { id: 'tx-sd', ...calculation(SPRING) }, { token: seller.apiKey });
    expect(saved.json().taxComplianceMessage?.type).toBe('localJurisdictionsUncertain');
  });

  it('documents the message in the OpenAPI document', async () => {
    const doc = (await t.post('/openapi.json', undefined, { method: 'GET' })).json();
    const schema = doc.paths['/v1/seller/transactions/createEphemeral'].post.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(schema.properties.taxComplianceMessage)).toContain('localJurisdictionsUncertain');
  });

  it('refuses with 409 once the seller chooses refuse, and answers again with answer', async () => {
    const update = (onUncertainLocalTax: string) => t.admin(`/admin/v1/sellers/id:${seller.sellerId}/update`, { onUncertainLocalTax });
    expect((await update('refuse')).json().onUncertainLocalTax).toBe('refuse');
    const refused = await ephemeral(SPRING);
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({
      type: 'customerAddressCouldNotResolve',
      message: expect.stringContaining('local taxes may be missing'),
      jurisIds: ['us-TX'],
    });
    expect((await ephemeral({ country: 'US', city: 'Los Angeles', region: 'CA', postalCode: '90012' })).status).toBe(200);
    expect((await update('answer')).status).toBe(200);
    expect((await ephemeral(SPRING)).status).toBe(200);
    expect((await update('sometimes')).status).toBe(400);
  });

  it('counts uncertain answers and refusals per day, for the seller and the operator', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const seen = await t.post('/v1/seller/uncertainLocalTaxAnswers/list', {}, { token: seller.apiKey });
    // An answer and a save in the first test, a refusal and an answer in the third.
    expect(seen.json()).toEqual({ days: [{ date: today, count: 4 }] });
    const record = (await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/get`)).json();
    expect(record.uncertainLocalTaxAnswers).toEqual([{ date: today, count: 4 }]);
  });
});
