// Remote-seller elections end to end: the admin API stores the election with the registration
// (and refuses one the jurisdiction does not offer), createOrUpdate applies it, and its tax lands in
// the seller's us-TX and us-AL filings, where the transaction names the election's jurisdiction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filingReport } from '../../src/seller/filings/report.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;

beforeAll(async () => {
  t = await startTestLevy();
});
afterAll(() => t.close());

const registrationsPath = (sellerId: string) => `/admin/v1/sellers/id:${sellerId}/registrations/add`;

describe('a registration with an election', () => {
  it('is stored and shown with the registration; one without shows null', async () => {
    const { sellerId } = await t.createSeller();
    expect(
      (
        await t.admin(registrationsPath(sellerId), {
          jurisId: 'us-TX',
          collectingFrom: '2026-01-01',
          filingFrequency: 'monthly',
          election: 'singleLocalUseTaxRate',
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.admin(registrationsPath(sellerId), { jurisId: 'us-AL', collectingFrom: '2026-01-01', election: 'simplifiedSellersUseTax' }))
        .status,
    ).toBe(200);
    expect((await t.admin(registrationsPath(sellerId), { jurisId: 'us-CA', collectingFrom: '2026-01-01' })).status).toBe(200);
    expect((await t.admin(`/admin/v1/sellers/id:${sellerId}/get`)).json().registrations).toEqual([
      expect.objectContaining({ jurisId: 'us-AL', filingFrequency: 'quarterly', election: 'simplifiedSellersUseTax' }),
      expect.objectContaining({ jurisId: 'us-CA', election: null }),
      expect.objectContaining({ jurisId: 'us-TX', filingFrequency: 'monthly', election: 'singleLocalUseTaxRate' }),
    ]);
    const rows = await t.levy.db.prisma.registration.findMany({ where: { sellerId }, orderBy: { jurisId: 'asc' } });
    expect(rows.map((r) => [r.jurisId, r.election])).toEqual([
      ['us-AL', 'simplifiedSellersUseTax'],
      ['us-CA', null],
      ['us-TX', 'singleLocalUseTaxRate'],
    ]);
  });

  it.each([
    [
      { jurisId: 'us-CA', collectingFrom: '2026-01-01', election: 'singleLocalUseTaxRate' },
      'Request body: "election": singleLocalUseTaxRate is an election of a us-TX registration only.',
    ],
    [
      { jurisId: 'us-AL', collectingFrom: '2026-01-01', election: 'singleLocalUseTaxRate' },
      'Request body: "election": singleLocalUseTaxRate is an election of a us-TX registration only.',
    ],
    [
      { jurisId: 'us-TX', collectingFrom: '2026-01-01', election: 'simplifiedSellersUseTax' },
      'Request body: "election": simplifiedSellersUseTax is an election of a us-AL registration only.',
    ],
    [
      { jurisId: 'us-TX-city-of-houston', collectingFrom: '2026-01-01', election: 'singleLocalUseTaxRate' },
      'Request body: "election": singleLocalUseTaxRate is an election of a us-TX registration only.',
    ],
    [
      { jurisId: 'us-TX', collectingFrom: '2026-01-01', election: 'flatRate' },
      `Request body: "election": Invalid enum value. Expected 'singleLocalUseTaxRate' | 'simplifiedSellersUseTax', received 'flatRate'.`,
    ],
    [
      { jurisId: 'us-TX', collectingFrom: '2026-01-01', election: null },
      `Request body: "election": Invalid enum value. Expected 'singleLocalUseTaxRate' | 'simplifiedSellersUseTax', received null.`,
    ],
  ])('refuses %j with 400, storing nothing', async (body, expected) => {
    const { sellerId } = await t.createSeller();
    const res = await t.admin(registrationsPath(sellerId), body);
    expect([res.status, res.text]).toEqual([400, expected]);
    expect(await t.levy.db.prisma.registration.count({ where: { sellerId } })).toBe(0);
  });

  it('is in the OpenAPI document, from the zod schemas', async () => {
    const doc = (await t.post('/openapi.json', undefined, { method: 'GET' })).json();
    const body = doc.paths['/admin/v1/sellers/id:{sellerId}/registrations/add'].post.requestBody.content['application/json'].schema;
    expect(body.properties.election).toMatchObject({
      type: 'string',
      enum: ['singleLocalUseTaxRate', 'simplifiedSellersUseTax'],
      description: expect.stringContaining('singleLocalUseTaxRate (us-TX'),
    });
    expect(body.required).not.toContain('election');
    const seller = doc.paths['/admin/v1/sellers/id:{sellerId}/get'].post.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(seller.properties.registrations)).toContain('simplifiedSellersUseTax');
  });
});

describe('transactions and filings of a seller with elections', () => {
  let seller: { sellerId: string; apiKey: string };
  const api = (path: string, body: unknown = {}) => t.post(path, body, { token: seller.apiKey });
  const save = (id: string, address: object, amount = 10000) =>
    api('/v1/seller/transactions/createOrUpdate', {
      id,
      lineItems: [{ productExternalId: 'goods', amount }],
      currencyCode: 'USD',
      customerAddress: address,
      accountingDate: '2026-11-02',
    });

  beforeAll(async () => {
    seller = await t.createSeller({ rateLimitPerSecond: 10_000, features: ['filings', 'transactionsList'] });
    await t.admin(registrationsPath(seller.sellerId), {
      jurisId: 'us-TX',
      collectingFrom: '2026-01-01',
      filingFrequency: 'monthly',
      election: 'singleLocalUseTaxRate',
    });
    await t.admin(registrationsPath(seller.sellerId), {
      jurisId: 'us-AL',
      collectingFrom: '2026-01-01',
      filingFrequency: 'monthly',
      election: 'simplifiedSellersUseTax',
    });
    await api('/v1/seller/products/create', {
      externalId: 'goods',
      taxCategoryId: { type: 'standard', id: 'tangibleGoods' },
      name: 'Goods',
    });
  });

  it('charges the single local use tax rate in Texas, even where Levy cannot place the local taxes', async () => {
    const houston = await save('tx-houston', { country: 'US', region: 'TX', city: 'Houston', postalCode: '77002' });
    expect(houston.status).toBe(200);
    // Sure of the places (the election is the same everywhere), not of the rates: Texas's built-in
    // table is the Comptroller's of 2025 Q3, and its next edition may change the state's rates too.
    const staleTexas = {
      type: 'rateDataMayBeStale',
      jurisIds: ['us-TX', 'us-TX-single-local-use-tax'],
      dataAsOf: '2025-09-30',
      message: expect.stringContaining(
        'Texas Comptroller of Public Accounts, tax jurisdiction rates file, 2025 Q3, vouched for through 2025-09-30',
      ),
    };
    expect(houston.json()).toMatchObject({
      taxAmountToCollect: 800,
      jurisSummaries: [{ name: 'Texas' }, { name: 'Texas single local use tax rate (remote seller)' }],
      taxComplianceMessage: staleTexas,
    });
    const killeen = (await save('tx-killeen', { country: 'US', region: 'TX', city: 'Killeen', postalCode: '76541' })).json();
    expect(killeen.taxAmountToCollect).toBe(800);
    expect(killeen.taxComplianceMessage).toMatchObject(staleTexas);
  });

  it('charges the flat 8% Simplified Sellers Use Tax in Alabama instead of the state and local taxes', async () => {
    const res = (await save('al-huntsville', { country: 'US', region: 'AL', city: 'Huntsville', postalCode: '35801' })).json();
    expect(res).toMatchObject({
      taxAmountToCollect: 800,
      jurisSummaries: [{ name: 'Alabama Simplified Sellers Use Tax (remote seller)', notTaxedReasons: null }],
      taxComplianceMessage: null,
    });
  });

  it("puts the election's tax in the us-TX and us-AL filings, each transaction naming its jurisdictions", async () => {
    const { filings } = (await api('/v1/seller/filings/list', { limit: 100 })).json();
    expect(filings.map((f: { jurisId: string; jurisFilingId: string }) => `${f.jurisId} ${f.jurisFilingId}`).sort()).toEqual([
      'us-AL 2026-11',
      'us-TX 2026-11',
    ]);
    expect((await api('/v1/seller/filings/id:us-TX/id:2026-11/listTransactionIds')).json().transactionIds).toEqual([
      'tx-houston',
      'tx-killeen',
    ]);
    expect((await api('/v1/seller/filings/id:us-AL/id:2026-11/listTransactionIds')).json().transactionIds).toEqual(['al-huntsville']);

    const stored = (await api('/v1/seller/transactions/id:tx-houston/get')).json().body;
    expect(
      stored.jurisSummaries.map((j: { id: string; name: string; taxAmountDue: { total: string } }) => [j.id, j.name, j.taxAmountDue.total]),
    ).toEqual([
      ['us-TX', 'Texas', '625'],
      ['us-TX-single-local-use-tax', 'Texas single local use tax rate (remote seller)', '175'],
    ]);
    const al = (await api('/v1/seller/transactions/id:al-huntsville/get')).json().body;
    expect(al.jurisSummaries.map((j: { id: string }) => j.id)).toEqual(['us-AL-simplified-sellers-use-tax']);

    // The returns' totals: the state and the single local rate together in Texas, the 8% in Alabama.
    const tx = await filingReport(t.levy.ctx, seller.sellerId, 'us-TX', '2026-11');
    expect(tx.ok && tx.value.totals).toEqual([{ currencyCode: 'USD', transactionCount: 2, sales: '20000', taxable: '20000', tax: '1600' }]);
    const alReport = await filingReport(t.levy.ctx, seller.sellerId, 'us-AL', '2026-11');
    expect(alReport.ok && alReport.value.totals).toEqual([
      { currencyCode: 'USD', transactionCount: 1, sales: '10000', taxable: '10000', tax: '800' },
    ]);
  });

  it("counts Alabama SSUT sales toward Alabama's registration threshold", async () => {
    const al = (await api('/v1/seller/thresholds/id:us-AL/get')).json();
    expect(al.status).toBe('registered');
    expect(al.monthlyTotals.find((m: { month: string }) => m.month === '2026-11')).toEqual({
      month: '2026-11',
      amount: 10000,
      transactionCount: 1,
    });
  });
});
