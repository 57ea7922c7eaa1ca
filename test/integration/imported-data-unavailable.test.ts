// A process that cannot load the deployment's imported tax data still calculates from built-in
// data (and says where it cannot place an address) instead of failing every request.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let apiKey: string;

beforeAll(async () => {
  t = await startTestLevy({ databaseKind: 'pglite' });
  const seller = await t.createSeller({ rateLimitPerSecond: 1000, accountingTimeZone: 'America/Chicago' });
  apiKey = seller.apiKey;
  await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId: 'us-MN', collectingFrom: '2015-01-01' });
  await t.post(
    '/v1/seller/products/create',
    { externalId: 'goods', taxCategoryId: { type: 'standard', id: 'tangibleGoods' }, name: 'Goods' },
    { token: apiKey },
  );
});
afterAll(() => t.close());

it('answers from built-in data when the imported data cannot be read', async () => {
  await t.levy.db.prisma.$executeRawUnsafe('DROP TABLE tax_data_files');
  const res = await t.post(
    '/v1/seller/transactions/createEphemeral',
    {
      lineItems: [{ productExternalId: 'goods', amount: 10000 }],
      currencyCode: 'USD',
      customerAddress: { country: 'US', postalCode: '55802' },
      accountingDate: '2026-11-01',
    },
    { token: apiKey },
  );
  expect(res.status).toBe(200);
  // The built-in content's state and St. Louis County taxes (6.875% + 0.5%), said to be uncertain.
  expect(res.json()).toMatchObject({ taxAmountToCollect: 738, taxComplianceMessage: { type: 'localJurisdictionsUncertain' } });
});
