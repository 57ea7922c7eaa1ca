// Filings (premium): membership by accounting date, listing, paging, conversion rates, removal,
// finalization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let seller: { sellerId: string; apiKey: string };

beforeAll(async () => {
  t = await startTestLevy();
  seller = await t.createSeller({ rateLimitPerSecond: 10_000, features: ['filings', 'transactionsList'] });
  await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, {
    jurisId: 'us-NY',
    collectingFrom: '2020-01-01',
    filingFrequency: 'monthly',
  });
  await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, {
    jurisId: 'eu-oss',
    collectingFrom: '2020-01-01',
    filingFrequency: 'quarterly',
  });
  await api('/v1/seller/products/create', { externalId: 'saas', taxCategoryId: { type: 'standard', id: 'saasConsumer' }, name: 'SaaS' });
  const save = (id: string, date: string, address: object, currencyCode = 'USD') =>
    api('/v1/seller/transactions/createOrUpdate', {
      id,
      lineItems: [{ productExternalId: 'saas', amount: 10000 }],
      currencyCode,
      customerAddress: address,
      accountingDate: date,
    });
  const ny = { country: 'US', region: 'NY', city: 'New York' };
  await save('ny-nov-2', '2026-11-02', ny);
  await save('ny-oct', '2026-10-15', ny);
  await save('ny-nov-1', '2026-11-01', ny);
  await save('ny-nov-3', '2026-11-03', ny);
  await save('de-1', '2026-10-20', { country: 'DE' }, 'USD');
  await save('fr-1', '2026-11-20', { country: 'FR' }, 'EUR');
  await save('or-1', '2026-11-05', { country: 'US', region: 'OR' });
});
afterAll(() => t.close());

function api(path: string, body: unknown = {}) {
  return t.post(path, body, { token: seller.apiKey });
}

describe('filings/list', () => {
  it('lists a filing per registration and period that has transactions, by period end', async () => {
    const { filings, hasMore } = (await api('/v1/seller/filings/list', { limit: 100 })).json();
    expect(hasMore).toBe(false);
    expect(filings.map((f: { jurisId: string; jurisFilingId: string }) => `${f.jurisId} ${f.jurisFilingId}`)).toEqual([
      'us-NY 2026-10',
      'us-NY 2026-11',
      'eu-oss 2026-Q4',
    ]);
    expect(filings[2]).toEqual({
      jurisId: 'eu-oss',
      jurisFilingId: '2026-Q4',
      name: 'Q4 2026',
      period: { begin: '2026-10-01', endInclusive: '2026-12-31' },
      currencyCode: 'EUR',
      status: 'open',
    });
  });

  it('filters by jurisdiction and period end, and pages with a cursor', async () => {
    expect(
      (await api('/v1/seller/filings/list', { filter: { jurisId: 'us-NY', periodEndDateRangeInclusive: '2026-11..2026-12' } }))
        .json()
        .filings.map((f: { jurisFilingId: string }) => f.jurisFilingId),
    ).toEqual(['2026-11']);
    const first = (await api('/v1/seller/filings/list', { limit: 1 })).json();
    const second = (await api('/v1/seller/filings/list', { limit: 1, cursor: first.nextCursor })).json();
    expect(second.filings[0].jurisFilingId).toBe('2026-11');
  });

  it.each([
    [
      { filter: { periodEndDateRangeInclusive: '2026-13..2027-01' } },
      'Request body: "filter": "periodEndDateRangeInclusive": Invalid range (expected YYYY-MM..YYYY-MM).',
    ],
    [{ limit: 101 }, 'Request body: "limit": Number must be less than or equal to 100.'],
    [
      { filter: { periodEndDateRangeInclusive: '0000-01..9999-12' } },
      'Request body: "filter": "periodEndDateRangeInclusive": Invalid range (expected YYYY-MM..YYYY-MM).',
    ],
    [{ filter: {}, cursor: 'x' }, 'Request body: cursor and filter cannot both be provided.'],
  ])('400 for %j', async (body, expected) => {
    expect((await api('/v1/seller/filings/list', body)).text).toBe(expected);
  });

  it('invalidJurisId and premium gating', async () => {
    expect((await api('/v1/seller/filings/list', { filter: { jurisId: 'xx-nowhere' } })).text).toBe(
      'Request body: "filter": "jurisId": Invalid juris ID: "xx-nowhere".',
    );
    const basic = await t.createSeller();
    expect((await t.post('/v1/seller/filings/list', {}, { token: basic.apiKey })).json()).toEqual({ type: 'listFilingsApiNotEnabled' });
  });
});

describe('a filing’s transactions', () => {
  it('lists ids by accounting date, paged', async () => {
    const path = '/v1/seller/filings/id:us-NY/id:2026-11/listTransactionIds';
    const first = (await api(path, { limit: 2 })).json();
    expect(first.transactionIds).toEqual(['ny-nov-1', 'ny-nov-2']);
    const second = (await api(path, { limit: 2, cursor: first.nextCursor })).json();
    expect(second).toEqual({ transactionIds: ['ny-nov-3'], nextCursor: null, hasMore: false });
    expect((await api('/v1/seller/filings/id:us-NY/id:2030-01/listTransactionIds')).json()).toEqual({ type: 'filingNotFound' });
    expect((await api('/v1/seller/filings/id:us-ZZ/id:2026-11/listTransactionIds')).json()).toEqual({ type: 'invalidJurisId' });
  });

  it('gives each transaction the rate from its currency to the filing’s', async () => {
    await t.admin('/admin/v1/conversionRates/load', {
      csv: 'Date,USD,JPY,GBP,\n2026-10-20,1.0800,160.00,0.8500,\n2026-10-19,1.0700,N/A,0.85,\n',
    });
    const { transactions } = (await api('/v1/seller/filings/id:eu-oss/id:2026-Q4/listTransactionsWithConversionRates')).json();
    expect(transactions).toEqual([
      {
        id: 'de-1',
        accountingDate: '2026-10-20',
        currencyCode: 'USD',
        conversionRate: { rate: '0.9259259259', rateDate: '2026-10-20', source: 'ECB euro reference rates' },
      },
      {
        id: 'fr-1',
        accountingDate: '2026-11-20',
        currencyCode: 'EUR',
        conversionRate: { rate: '1', rateDate: null, source: 'same currency' },
      },
    ]);
  });

  it('refuses a broken rate file', async () => {
    expect((await t.admin('/admin/v1/conversionRates/load', { csv: 'Day,USD\n' })).json()).toMatchObject({
      type: 'conversionRatesInvalid',
      line: 1,
    });
    expect((await t.admin('/admin/v1/conversionRates/load', { csv: 'Date,USD\n2026-10-20,abc\n' })).json()).toMatchObject({
      type: 'conversionRatesInvalid',
      line: 2,
      field: 'USD',
    });
  });

  it.each([
    ['0000-00-00', 'Date'],
    ['2026-13-01', 'Date'],
    ['2026-02-30', 'Date'],
    ['1.12345678901', 'USD'],
    ['12345678901', 'USD'],
    ['0', 'USD'],
    ['-1', 'USD'],
  ])('refuses %s by line and field, and writes nothing of the file', async (bad, field) => {
    const csv = field === 'Date' ? `Date,USD\n2026-03-02,1.5\n${bad},1.1\n` : `Date,USD\n2026-03-02,1.5\n2026-03-03,${bad}\n`;
    const res = await t.admin('/admin/v1/conversionRates/load', { csv });
    expect(res.status).toBe(409);
    expect(res.json()).toMatchObject({ type: 'conversionRatesInvalid', line: 3, field });
    const stored = await t.database.db.prisma.conversionRate.findFirst({
      where: { date: new Date('2026-03-02T00:00:00Z'), currencyCode: 'USD' },
    });
    expect(stored).toBeNull();
  });

  it('refuses a day given twice, and loads a good file all at once', async () => {
    expect((await t.admin('/admin/v1/conversionRates/load', { csv: 'Date,USD\n2026-03-05,1.1\n2026-03-05,1.2\n' })).json()).toMatchObject({
      type: 'conversionRatesInvalid',
      line: 3,
      field: 'Date',
    });
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `${new Date(Date.UTC(2010, 0, 1 + i)).toISOString().slice(0, 10)},1.${String(i).padStart(4, '0')},150.5`,
    );
    const res = await t.admin('/admin/v1/conversionRates/load', { csv: `Date,USD,JPY\n${rows.join('\n')}\n` });
    expect(res.json()).toEqual({ days: 3000, rates: 6000 });
  });
});

describe('removing, voiding and finalizing', () => {
  it('removes per id in request order, and a retry says notFound', async () => {
    const path = '/v1/seller/filings/id:us-NY/id:2026-10/removeTransactions';
    const res = (await api(path, { transactionIds: ['nope', 'ny-oct', 'ny-nov-1'] })).json();
    expect(res).toEqual({
      transactions: [
        { id: 'nope', status: 'error', reason: 'notFound' },
        { id: 'ny-oct', status: 'removed' },
        { id: 'ny-nov-1', status: 'error', reason: 'notFound' },
      ],
    });
    expect((await api(path, { transactionIds: ['ny-oct'] })).json()).toEqual({
      transactions: [{ id: 'ny-oct', status: 'error', reason: 'notFound' }],
    });
    // The same id twice in one request: removed once, then notFound.
    await api('/v1/seller/transactions/createOrUpdate', {
      id: 'ny-oct',
      lineItems: [{ productExternalId: 'saas', amount: 10000 }],
      currencyCode: 'USD',
      customerAddress: { country: 'US', region: 'NY' },
      accountingDate: '2026-10-15',
    });
    expect((await api(path, { transactionIds: ['ny-oct', 'ny-oct'] })).json()).toEqual({
      transactions: [
        { id: 'ny-oct', status: 'removed' },
        { id: 'ny-oct', status: 'error', reason: 'notFound' },
      ],
    });
    expect((await api(path, { transactionIds: [] })).text).toBe(
      'Request body: "transactionIds": Array must contain at least 1 element(s).',
    );
  });

  it('a voided transaction leaves its filing', async () => {
    await api('/v1/seller/transactions/id:ny-nov-3/void', {});
    expect((await api('/v1/seller/filings/id:us-NY/id:2026-11/listTransactionIds')).json().transactionIds).toEqual([
      'ny-nov-1',
      'ny-nov-2',
    ]);
  });

  it('finalizing freezes the transactions and closes the filing to edits', async () => {
    expect((await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/filings/id:us-NY/id:2026-11/finalize`)).status).toBe(200);
    const update = await api('/v1/seller/transactions/createOrUpdate', {
      id: 'ny-nov-1',
      lineItems: [{ productExternalId: 'saas', amount: 1 }],
      currencyCode: 'USD',
      customerAddress: { country: 'US', region: 'NY' },
      accountingDate: '2026-11-01',
    });
    expect(update.json()).toEqual({ type: 'transactionFrozenForFiling' });
    expect((await api('/v1/seller/transactions/id:ny-nov-2/void', {})).json()).toEqual({ type: 'transactionFrozenForFiling' });
    expect((await api('/v1/seller/filings/id:us-NY/id:2026-11/removeTransactions', { transactionIds: ['ny-nov-1'] })).json()).toEqual({
      type: 'filingNotEditable',
    });
    expect(
      (await api('/v1/seller/filings/list', { filter: { jurisId: 'us-NY', periodEndDateRangeInclusive: '2026-11..2026-11' } })).json()
        .filings[0].status,
    ).toBe('finalized');
  });

  it('a finalize racing with saves leaves no unfrozen transaction in the finalized filing', async () => {
    const save = (i: number) =>
      api('/v1/seller/transactions/createOrUpdate', {
        id: `race-${i}`,
        lineItems: [{ productExternalId: 'saas', amount: 100 }],
        currencyCode: 'USD',
        customerAddress: { country: 'US', region: 'NY' },
        accountingDate: '2026-12-0' + (1 + (i % 9)),
      });
    await save(100);
    await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => save(i)),
      t.admin(`/admin/v1/sellers/id:${seller.sellerId}/filings/id:us-NY/id:2026-12/finalize`),
    ]);
    const members = await t.levy.db.prisma.transaction.findMany({
      where: { sellerId: seller.sellerId, filings: { some: { filing: { jurisId: 'us-NY', jurisFilingId: '2026-12' } } } },
      select: { frozenForFiling: true },
    });
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((m) => m.frozenForFiling)).toBe(true);
  });

  it('a transaction late for finalized periods goes into the next open filing', async () => {
    // November and December 2026 are finalized by now.
    await api('/v1/seller/transactions/createOrUpdate', {
      id: 'late-nov',
      lineItems: [{ productExternalId: 'saas', amount: 500 }],
      currencyCode: 'USD',
      customerAddress: { country: 'US', region: 'NY' },
      accountingDate: '2026-11-20',
    });
    // (Saves of the race above that came after December's finalize are there too.)
    expect((await api('/v1/seller/filings/id:us-NY/id:2027-01/listTransactionIds', { limit: 1000 })).json().transactionIds).toContain(
      'late-nov',
    );
    expect((await api('/v1/seller/filings/id:us-NY/id:2026-11/listTransactionIds')).json().transactionIds).not.toContain('late-nov');
  });

  it('a failed save creates no filing', async () => {
    await api('/v1/seller/transactions/id:ny-nov-3/void', {});
    const before = await t.levy.db.prisma.filing.count();
    const res = await api('/v1/seller/transactions/createOrUpdate', {
      id: 'ny-nov-3',
      lineItems: [{ productExternalId: 'saas', amount: 1 }],
      currencyCode: 'USD',
      customerAddress: { country: 'US', region: 'NY' },
      accountingDate: '2027-03-01',
      taxDate: '2026-11-21',
    });
    expect(res.json()).toEqual({ type: 'transactionIsVoided' });
    expect(await t.levy.db.prisma.filing.count()).toBe(before);
  });

  it('other filing states answer their conflicts', async () => {
    await t.levy.db.prisma.filing.updateMany({ where: { jurisId: 'eu-oss' }, data: { backgroundOperation: 'recalculating' } });
    expect((await api('/v1/seller/filings/id:eu-oss/id:2026-Q4/removeTransactions', { transactionIds: ['de-1'] })).json()).toEqual({
      type: 'filingHasBackgroundOperation',
    });
    await t.levy.db.prisma.filing.updateMany({ where: { jurisId: 'eu-oss' }, data: { backgroundOperation: null, status: 'deleting' } });
    expect((await api('/v1/seller/filings/id:eu-oss/id:2026-Q4/removeTransactions', { transactionIds: ['de-1'] })).json()).toEqual({
      type: 'filingIsBeingDeleted',
    });
  });

  it('lists a filing’s transactions through transactions/list too', async () => {
    const res = (
      await api('/v1/seller/transactions/list', { filter: { type: 'filingInfo', value: { jurisId: 'us-NY', jurisFilingId: '2026-11' } } })
    ).json();
    expect(res.transactions.map((tx: { id: string }) => tx.id).sort()).toEqual(['ny-nov-1', 'ny-nov-2']);
  });
});
