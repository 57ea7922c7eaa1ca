// Threshold monitoring end to end over HTTP, on PostgreSQL and on PGlite: the figures kept by saves,
// updates, negations and voids; transaction counts; currency conversion; registrations; the
// rebuild; and the seller API's answers and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';
import { addDays, isoDate } from '../../src/tax/dates.ts';

const today = isoDate(new Date());
/** A day `n` days ago: within the current period of every calendar-year rule except in early January. */
const ago = (n: number) => addDays(today, -n);

const WA = { country: 'US', region: 'WA', city: 'Seattle', postalCode: '98101' };
const GA = { country: 'US', region: 'GA', city: 'Atlanta', postalCode: '30303' };
const NY = { country: 'US', region: 'NY', city: 'New York', postalCode: '10001' };

describe.each(DATABASE_KINDS)('thresholds on %s', (kind) => {
  let t: TestLevy;

  beforeAll(async () => {
    t = await startTestLevy({ databaseKind: kind });
  });
  afterAll(() => t.close());

  async function newSeller(body: Record<string, unknown> = {}) {
    const seller = await t.createSeller({ rateLimitPerSecond: 10_000, ...body });
    const api = (path: string, b: unknown = {}) => t.post(path, b, { token: seller.apiKey });
    expect(
      (
        await api('/v1/seller/products/create', {
          externalId: 'saas',
          taxCategoryId: { type: 'standard', id: 'saasBusiness' },
          name: 'SaaS',
        })
      ).status,
    ).toBe(200);
    const save = async (id: string, amount: number, address: object, date: string, currencyCode = 'USD') => {
      const res = await api('/v1/seller/transactions/createOrUpdate', {
        id,
        lineItems: [{ productExternalId: 'saas', amount }],
        currencyCode,
        customerAddress: address,
        accountingDate: date,
      });
      expect(res.status, res.text).toBe(200);
    };
    const item = async (jurisId: string) => {
      const res = await api(`/v1/seller/thresholds/id:${jurisId}/get`);
      expect(res.status, res.text).toBe(200);
      return res.json();
    };
    return { ...seller, api, save, item };
  }

  it('lists every jurisdiction with a rule, with zero sales for a new seller', async () => {
    const s = await newSeller();
    const res = await s.api('/v1/seller/thresholds/list');
    expect(res.status).toBe(200);
    const { thresholds } = res.json();
    expect(thresholds.length).toBeGreaterThanOrEqual(47 + 5 + 1 + 9);
    expect(new Set(thresholds.map((i: { jurisId: string }) => i.jurisId)).size).toBe(thresholds.length);
    const wa = thresholds.find((i: { jurisId: string }) => i.jurisId === 'us-WA');
    expect(wa).toEqual({
      jurisId: 'us-WA',
      jurisName: 'Washington',
      status: 'notApproaching',
      period: { begin: `${today.slice(0, 4)}-01-01`, end: `${today.slice(0, 4)}-12-31` },
      sales: { amount: 0, transactionCount: 0, unconvertedTransactionCount: 0 },
      limit: { salesAmount: 10_000_000, transactionCount: null, rule: expect.any(String), currencyCode: 'USD', basis: 'gross' },
      percentOfLimit: 0,
      exceededOn: null,
      obligationBegins: null,
      source: expect.stringMatching(/^https?:\/\//),
      verified: expect.any(Boolean),
    });
    expect(
      thresholds.every(
        (i: { status: string; sales: { amount: number } }) =>
          i.status === 'notApproaching' || i.sales.amount === 0 || i.status === 'exceeded',
      ),
    ).toBe(true);
  });

  it('goes approaching at 80 %, exceeded past the limit; an update replaces amounts, a negation and a void take them back', async () => {
    const s = await newSeller();
    await s.save('wa-1', 8_500_000, WA, ago(5));
    let wa = await s.item('us-WA');
    expect(wa).toMatchObject({
      status: 'approaching',
      sales: { amount: 8_500_000, transactionCount: 1 },
      percentOfLimit: 85,
      exceededOn: null,
      obligationBegins: null,
    });
    await s.save('wa-2', 2_000_000, WA, ago(2));
    wa = await s.item('us-WA');
    expect(wa).toMatchObject({
      status: 'exceeded',
      sales: { amount: 10_500_000, transactionCount: 2 },
      percentOfLimit: 105,
      exceededOn: ago(2),
    });
    // Washington: from the first day of the next month.
    expect(wa.obligationBegins).toBe(`${addDays(`${ago(2).slice(0, 7)}-28`, 5).slice(0, 7)}-01`);

    // A new version replaces the old amounts.
    await s.save('wa-2', 500_000, WA, ago(2));
    expect(await s.item('us-WA')).toMatchObject({
      status: 'approaching',
      sales: { amount: 9_000_000, transactionCount: 2 },
      exceededOn: null,
    });

    // A negation reduces the amount; the sale it reverses still happened.
    expect(
      (await s.api('/v1/seller/transactions/createNegation', { originalTransactionId: 'wa-2', newTransactionId: 'wa-2-credit' })).status,
    ).toBe(200);
    expect(await s.item('us-WA')).toMatchObject({ sales: { amount: 8_500_000, transactionCount: 2 } });

    // A void removes the transaction altogether.
    expect((await s.api('/v1/seller/transactions/id:wa-1/void')).status).toBe(200);
    expect(await s.item('us-WA')).toMatchObject({ status: 'notApproaching', sales: { amount: 0, transactionCount: 1 }, percentOfLimit: 0 });

    // Moving a sale to another state moves its figures.
    await s.save('wa-3', 1_000_000, WA, ago(1));
    await s.save('wa-3', 1_000_000, GA, ago(1));
    expect((await s.item('us-WA')).sales).toEqual({ amount: 0, transactionCount: 1, unconvertedTransactionCount: 0 });
    expect((await s.item('us-GA')).sales).toEqual({ amount: 1_000_000, transactionCount: 1, unconvertedTransactionCount: 0 });
  });

  it('counts transactions: Georgia is exceeded by its 200th sale, whatever the amounts', async () => {
    const s = await newSeller();
    for (let batch = 0; batch < 5; batch++) {
      await Promise.all(Array.from({ length: 40 }, (_, i) => s.save(`ga-${batch}-${i}`, 1_000, GA, batch < 4 ? ago(20) : ago(3))));
      if (batch === 2)
        expect(await s.item('us-GA')).toMatchObject({
          status: 'notApproaching',
          sales: { amount: 120_000, transactionCount: 120 },
          percentOfLimit: 60,
        });
      if (batch === 3)
        expect(await s.item('us-GA')).toMatchObject({
          status: 'approaching',
          sales: { amount: 160_000, transactionCount: 160 },
          percentOfLimit: 80,
        });
    }
    const ga = await s.item('us-GA');
    expect(ga).toMatchObject({
      status: 'exceeded',
      sales: { amount: 200_000, transactionCount: 200 },
      limit: { transactionCount: 200 },
      percentOfLimit: 100,
      exceededOn: ago(3),
      obligationBegins: ago(2),
    });
  });

  it('New York needs both limits, over its four sales-tax quarters', async () => {
    const s = await newSeller();
    await s.save('ny-big', 60_000_000, NY, ago(1));
    const ny = await s.item('us-NY');
    // $600,000 but one transaction: not exceeded; approaching on the amount.
    expect(ny).toMatchObject({
      status: 'approaching',
      sales: { amount: 60_000_000, transactionCount: 1 },
      limit: { salesAmount: 50_000_000, transactionCount: 101 },
    });
    expect(ny.period.end >= today && ny.period.begin <= addDays(today, -270)).toBe(true);
  });

  it('converts other currencies at the ECB rate of the sale day, and says which sales it could not convert', async () => {
    const s = await newSeller();
    const day = ago(3);
    const csv = `Date,USD,CAD\n${day},1.2500,1.5000\n`;
    expect((await t.admin('/admin/v1/conversionRates/load', { csv })).status).toBe(200);
    // EUR 100.00 = USD 125.00 on that day.
    await s.save('eur-1', 10_000, WA, day, 'EUR');
    expect((await s.item('us-WA')).sales).toEqual({ amount: 12_500, transactionCount: 1, unconvertedTransactionCount: 0 });
    // GBP has no rate: the sale counts, its amount cannot, and the answer says so.
    await s.save('gbp-1', 10_000, WA, day, 'GBP');
    expect((await s.item('us-WA')).sales).toEqual({ amount: 12_500, transactionCount: 2, unconvertedTransactionCount: 1 });
    // USD 100.00 to Canada = CAD 120.00 (100 / 1.25 × 1.5).
    await s.save('ca-1', 10_000, { country: 'CA', region: 'BC', city: 'Vancouver', postalCode: 'V6B 1A1' }, day);
    expect((await s.item('ca-BC')).sales.amount).toBe(12_000);
    expect((await s.item('ca-federal')).sales.amount).toBe(12_000);
  });

  it('shows registered where the seller has a registration', async () => {
    const s = await newSeller();
    await s.save('wa-r', 20_000_000, WA, ago(1));
    expect((await s.item('us-WA')).status).toBe('exceeded');
    expect(
      (await t.admin(`/admin/v1/sellers/id:${s.sellerId}/registrations/add`, { jurisId: 'us-WA', collectingFrom: ago(1) })).status,
    ).toBe(200);
    // Registrations reach the cached tax data through the seller-change bus.
    await expect.poll(async () => (await s.item('us-WA')).status, { timeout: 5_000 }).toBe('registered');
  });

  it('Switzerland counts worldwide turnover, but obliges only once the seller also sells there', async () => {
    const s = await newSeller({ businessAddress: { country: 'US', region: 'CA', postalCode: '94105' } });
    // CHF turnover over CHF 100,000, all of it to the US.
    await s.save('us-big', 20_000_000, WA, ago(2), 'CHF');
    expect(await s.item('ch-vat')).toMatchObject({
      status: 'approaching',
      exceededOn: null,
      obligationBegins: null,
      sales: { amount: 20_000_000 },
    });
    await s.save('ch-1', 10_000, { country: 'CH', postalCode: '8001', city: 'Zürich' }, ago(1), 'CHF');
    const ch = await s.item('ch-vat');
    expect(ch).toMatchObject({ status: 'exceeded', sales: { amount: 20_010_000 } });
    expect(ch.obligationBegins).not.toBeNull();
  });

  it('EU: from the first sale for a seller outside the union, EUR 10,000 union-wide for one inside', async () => {
    const outside = await newSeller({ businessAddress: { country: 'US', region: 'CA', postalCode: '94105' } });
    await outside.save('de-1', 1_000, { country: 'DE' }, ago(1), 'EUR');
    expect(await outside.item('eu-oss')).toMatchObject({
      status: 'exceeded',
      limit: { salesAmount: 0, currencyCode: 'EUR' },
      sales: { amount: 1_000 },
    });
    const inside = await newSeller({ businessAddress: { country: 'FR', postalCode: '75001', city: 'Paris' } });
    await inside.save('de-1', 1_000, { country: 'DE' }, ago(1), 'EUR');
    await inside.save('it-1', 1_000, { country: 'IT' }, ago(1), 'EUR');
    expect(await inside.item('eu-oss')).toMatchObject({
      status: 'notApproaching',
      limit: { salesAmount: 1_000_000 },
      sales: { amount: 2_000, transactionCount: 2 },
    });
  });

  it('get answers 24 monthly totals; unknown ids and bad bodies are refused', async () => {
    const s = await newSeller();
    await s.save('m-1', 1_000, WA, ago(0));
    const wa = await s.item('us-WA');
    expect(wa.monthlyTotals).toHaveLength(24);
    expect(wa.monthlyTotals.at(-1)).toEqual({ month: today.slice(0, 7), amount: 1_000, transactionCount: 1 });
    expect(wa.monthlyTotals[0].month < wa.monthlyTotals[23].month).toBe(true);
    expect((await s.api('/v1/seller/thresholds/id:us-XX/get')).json()).toEqual({ type: 'jurisIdNotFound' });
    const bad = await s.api('/v1/seller/thresholds/list', { jurisId: 'us-WA' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/text\/plain/);
    expect((await t.post('/v1/seller/thresholds/list', {}, { token: null })).status).toBe(401);
    // Both operations are in the OpenAPI document, with their answers and conflicts.
    const doc = (await t.post('/openapi.json', undefined, { method: 'GET' })).json();
    const get = doc.paths['/v1/seller/thresholds/id:{jurisId}/get'].post;
    expect(get.responses['409'].content['application/json'].schema.properties.type.enum).toEqual(['jurisIdNotFound']);
    expect(JSON.stringify(get.responses['200'])).toContain('monthlyTotals');
    expect(JSON.stringify(doc.paths['/v1/seller/thresholds/list'].post.responses['200'])).toContain('obligationBegins');
    expect(doc.paths['/v1/seller/webhookEndpoints/create']).toBeDefined();
  });

  it('another seller sees none of it', async () => {
    const a = await newSeller();
    const b = await newSeller();
    await a.save('iso-1', 9_000_000, WA, ago(1));
    expect((await b.item('us-WA')).sales.amount).toBe(0);
  });

  it.each([12345, 777, 4242])(
    'a rebuild from scratch gives the figures the saves kept, on a randomised history (seed %i)',
    async (initialSeed) => {
      const s = await newSeller();
      expect(
        (await t.admin('/admin/v1/conversionRates/load', { csv: `Date,USD,CAD,GBP\n${ago(40)},1.1,1.45,0.85\n${ago(10)},1.2,1.5,0.86\n` }))
          .status,
      ).toBe(200);
      const places = [
        WA,
        GA,
        NY,
        { country: 'CA', region: 'QC', city: 'Montréal', postalCode: 'H2X 1Y4' },
        { country: 'DE' },
        { country: 'AU', region: 'NSW', postalCode: '2000' },
      ];
      const currencies = ['USD', 'EUR', 'CAD', 'GBP'];
      let seed = initialSeed;
      const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
      const ids: string[] = [];
      for (let step = 0; step < 60; step++) {
        const action = random(10);
        if (action < 6 || ids.length === 0) {
          const id = random(3) === 0 && ids.length > 0 ? ids[random(ids.length)]! : `r-${step}`;
          const res = await s.api('/v1/seller/transactions/createOrUpdate', {
            id,
            lineItems: [
              { productExternalId: 'saas', amount: 100 + random(5_000_000) },
              ...(random(2) === 0 ? [{ productExternalId: 'saas', amount: -random(1000) }] : []),
            ],
            currencyCode: currencies[random(currencies.length)],
            customerAddress: places[random(places.length)],
            accountingDate: ago(random(60)),
          });
          if (res.status === 200 && !ids.includes(id)) ids.push(id);
        } else if (action < 8) {
          await s.api('/v1/seller/transactions/createNegation', {
            originalTransactionId: ids[random(ids.length)],
            newTransactionId: `neg-${step}`,
          });
        } else {
          await s.api(`/v1/seller/transactions/id:${ids[random(ids.length)]}/void`);
        }
      }
      const before = (await s.api('/v1/seller/thresholds/list')).json();
      const rebuilt = await t.admin(`/admin/v1/sellers/id:${s.sellerId}/thresholds/rebuild`);
      expect(rebuilt.status, rebuilt.text).toBe(200);
      expect(rebuilt.json()).toMatchObject({ changedDays: 0 });
      expect((await s.api('/v1/seller/thresholds/list')).json()).toEqual(before);
      expect(before.thresholds.some((i: { sales: { amount: number } }) => i.sales.amount !== 0)).toBe(true);
    },
  );

  it('imports past sales through the admin API: they count, a second import of an id replaces it, and a rebuild agrees', async () => {
    const s = await newSeller();
    const header = 'id,date,currency,amount,product,country,region,postalCode,city';
    const chunk = (firstLine: number, lines: string[], sha = 'd'.repeat(64), last = false) =>
      t.admin(`/admin/v1/sellers/id:${s.sellerId}/salesHistory/import`, {
        fileName: 'h.csv',
        sha256: sha,
        header,
        firstLine,
        lines: lines.join('\n'),
        last,
      });
    const first = await chunk(2, [
      `p-1,${ago(3)},USD,50000.00,saasBusiness,US,WA,98101,Seattle`,
      `p-2,${ago(3)},USD,1.00,saasBusiness,US,WA,,`,
      `p-3,not-a-date,USD,1,saas,US,WA,98101,Seattle`,
    ]);
    expect(first.status, first.text).toBe(200);
    expect(first.json()).toMatchObject({
      nextLine: 5,
      imported: 2,
      rejected: 1,
      errors: [{ line: 4, message: expect.stringMatching(/date/) }],
    });
    await s.save('live-1', 1_000_000, WA, ago(1));
    expect((await s.item('us-WA')).sales).toMatchObject({ amount: 6_000_100, transactionCount: 3 });
    // Another file names p-1 again with another amount: it replaces the first.
    expect((await chunk(2, [`p-1,${ago(3)},USD,60000.00,saasBusiness,US,WA,98101,Seattle`], 'e'.repeat(64), true)).json()).toMatchObject({
      imported: 1,
      finished: true,
    });
    expect((await s.item('us-WA')).sales).toMatchObject({ amount: 7_000_100, transactionCount: 3 });
    expect((await t.admin(`/admin/v1/sellers/id:${s.sellerId}/thresholds/rebuild`)).json()).toEqual({
      transactions: 1,
      importedSales: 2,
      changedDays: 0,
    });
    expect((await s.item('us-WA')).sales).toMatchObject({ amount: 7_000_100, transactionCount: 3 });
  });
});
