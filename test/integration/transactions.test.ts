// Transactions over HTTP on the tax core: ephemeral calculation, saving with versions, get,
// void, negation, their conflicts and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInContent } from '../../src/tax/index.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let seller: { sellerId: string; apiKey: string };
let other: { sellerId: string; apiKey: string };

const NYC = { country: 'US', line1: '350 5th Ave', city: 'New York', region: 'NY', postalCode: '10118' };

beforeAll(async () => {
  t = await startTestLevy();
  seller = await t.createSeller({ rateLimitPerSecond: 10_000, accountingTimeZone: 'America/New_York' });
  other = await t.createSeller({ rateLimitPerSecond: 10_000 });
  for (const jurisId of ['us-NY', 'us-TX'])
    await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId, collectingFrom: '2020-01-01' });
  for (const [externalId, id] of [
    ['saas', 'saasBusiness'],
    ['goods', 'tangibleGoods'],
  ]) {
    await api('/v1/seller/products/create', { externalId, taxCategoryId: { type: 'standard', id }, name: externalId });
  }
});
afterAll(() => t.close());

function api(path: string, body: unknown = {}, who = seller) {
  return t.post(path, body, { token: who.apiKey });
}

const invoice = (extra: Record<string, unknown> = {}) => ({
  lineItems: [
    { id: 'l1', productExternalId: 'saas', amount: 10000 },
    { id: 'l2', productExternalId: 'goods', amount: 5000, quantity: '2' },
  ],
  currencyCode: 'usd',
  customerAddress: NYC,
  accountingDate: '2026-11-01',
  ...extra,
});

const count = () => t.levy.db.prisma.transaction.count({ where: { sellerId: seller.sellerId } });

describe('createEphemeral', () => {
  it('calculates in the shape of the API and saves nothing', async () => {
    const res = await api('/v1/seller/transactions/createEphemeral', invoice());
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body.taxAmountToCollect).toBe(888 + 444);
    expect(body.preTaxAmount).toBe('15000');
    expect(body.lineItems[0]).toEqual({
      id: 'l1',
      taxAmountToCollect: 888,
      preTaxAmount: '10000',
      jurises: [
        {
          name: 'New York',
          taxes: [{ taxName: 'Sales tax', taxableAmount: '10000', taxAmount: '400', taxRate: '0.04' }],
          notTaxedReason: null,
        },
        {
          name: 'New York City',
          taxes: [{ taxName: 'Sales tax', taxableAmount: '10000', taxAmount: '450', taxRate: '0.045' }],
          notTaxedReason: null,
        },
        {
          name: 'Metropolitan Commuter Transportation District (MCTD)',
          taxes: [{ taxName: 'Sales tax', taxableAmount: '10000', taxAmount: '37.5', taxRate: '0.00375' }],
          notTaxedReason: null,
        },
      ],
    });
    expect(body).not.toHaveProperty('version');
    expect(await count()).toBe(0);
  });

  it('answers notCollecting where the seller is not registered', async () => {
    const res = (
      await api(
        '/v1/seller/transactions/createEphemeral',
        invoice({ customerAddress: { country: 'US', region: 'FL', city: 'Miami', postalCode: '33130' } }),
      )
    ).json();
    expect(res.taxAmountToCollect).toBe(0);
    expect(res.jurisSummaries).toEqual([
      { name: 'Florida', notTaxedReasons: [{ type: 'productNotTaxed' }, { type: 'notCollecting' }] },
      { name: 'Miami-Dade County discretionary sales surtax', notTaxedReasons: [{ type: 'productNotTaxed' }, { type: 'notCollecting' }] },
    ]);
  });

  it.each([
    [{ lineItems: [{ productExternalId: 'nope', amount: 1 }] }, { type: 'productExternalIdUnknown', productExternalId: 'nope' }],
    [{ currencyCode: 'XYZ' }, { type: 'currencyCodeNotSupported' }],
    [
      { customerAddress: { country: 'US', region: 'NY', postalCode: '90210' } },
      { type: 'customerAddressCouldNotResolve', message: 'ZIP code 90210 is in CA, not in NY.' },
    ],
    [{ taxDate: '1998-01-01' }, { type: 'taxDateTooFarInPast' }],
    [{ customerId: 'nobody' }, { type: 'customerIdNotFound' }],
  ])('409 for %j', async (patch, expected) => {
    const res = await api('/v1/seller/transactions/createEphemeral', invoice(patch));
    expect(res.status).toBe(409);
    expect(res.json()).toEqual(expected);
  });

  it('uses the seller’s zone for accountingTime, and says when there is none', async () => {
    const noZone = await api(
      '/v1/seller/transactions/createEphemeral',
      invoice({ accountingDate: undefined, accountingTime: '2026-11-01T03:00:00Z' }),
      other,
    );
    expect(noZone.json()).toEqual({ type: 'accountingTimeZoneNotSetForSeller' });
    const ok = await api(
      '/v1/seller/transactions/createEphemeral',
      invoice({ accountingDate: undefined, accountingTime: '2026-11-01T03:00:00Z' }),
    );
    expect(ok.status).toBe(200);
  });

  it.each([
    [{ lineItems: undefined }, 'Request body: "lineItems": Required.'],
    [{ lineItems: [] }, 'Request body: "lineItems": Array must contain at least 1 element(s).'],
    [{ currencyCode: 'US' }, 'Request body: "currencyCode": String must contain exactly 3 character(s).'],
    [{ accountingTimeZone: 'Europe/Paris' }, 'Request body: Cannot specify both accountingDate and accountingTimeZone.'],
    [
      { lineItems: [{ productExternalId: 'saas', amount: 1e12 }] },
      'Request body: "lineItems": "0": "amount": Number must be less than or equal to 100000000000.',
    ],
    [
      { lineItems: [{ productExternalId: 'saas', amount: 10, quantity: 'two' }] },
      'Request body: "lineItems": "0": "quantity": Invalid decimal number.',
    ],
    [
      { customerAddress: { state: 'NY', zipCode: '10001' } },
      `Request body: "customerAddress": Unrecognized key(s) in object: 'state', 'zipCode'.`,
    ],
    [{ id: 'inv-1' }, "Request body: Unrecognized key(s) in object: 'id'."],
  ])('400 for %j', async (patch, expected) => {
    const res = await api('/v1/seller/transactions/createEphemeral', invoice(patch));
    expect(res.status).toBe(400);
    expect(res.text).toBe(expected);
  });

  it('sees a product created a moment ago (the tax data cache is refreshed)', async () => {
    await api('/v1/seller/transactions/createEphemeral', invoice());
    await api('/v1/seller/products/create', {
      externalId: 'fresh',
      taxCategoryId: { type: 'standard', id: 'saasBusiness' },
      name: 'Fresh',
    });
    const res = await api('/v1/seller/transactions/createEphemeral', invoice({ lineItems: [{ productExternalId: 'fresh', amount: 100 }] }));
    expect(res.status).toBe(200);
  });
});

describe('createOrUpdate, get, void', () => {
  it('saves version 1, then updates to version 2 with the new figures', async () => {
    const first = await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-1' }));
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({ version: 1, taxAmountToCollect: 1332 });
    const second = await api(
      '/v1/seller/transactions/createOrUpdate',
      invoice({ id: 'inv-1', lineItems: [{ productExternalId: 'saas', amount: 20000 }] }),
    );
    expect(second.json()).toMatchObject({ version: 2, taxAmountToCollect: 1775 });
    const got = (await api('/v1/seller/transactions/id:inv-1/get')).json();
    expect(got).toMatchObject({ version: 2, type: 'normal', id: 'inv-1', sourceBillingSystem: null });
    expect(got.body).toMatchObject({
      accountingDate: '2026-11-01',
      currencyCode: 'USD',
      inputAmount: 20000,
      preTaxAmount: '20000',
      taxAmountDue: { inclusive: '0', exclusive: '1775', total: '1775' },
      taxAmountAdded: { expected: 1775, seen: 1775 },
      invoiceTotalAmountExpected: 21775,
    });
    expect(got.body.lineItems[0].product).toEqual({
      internalId: expect.stringMatching(/^prd_/),
      externalId: 'saas',
      name: 'saas',
      productTaxCategory: { type: 'standard', id: 'saasBusiness', name: 'SaaS - General, B2B' },
    });
    expect(got.body.lineItems[0].jurises[0]).toMatchObject({
      id: 'us-NY',
      name: 'New York',
      calc: {
        isRemitting: true,
        taxes: [{ id: 'us-NY', rate: '0.04', taxableAmount: '20000', taxAmount: { inclusive: '0', exclusive: '800' } }],
      },
    });
    expect(got.body.jurisSummaries.map((j: { id: string }) => j.id)).toEqual([
      'us-NY',
      'us-NY-new-york-city',
      'us-NY-metropolitan-commuter-transportation-district',
    ]);
    expect(
      await t.levy.db.prisma.transactionVersion.count({ where: { transaction: { externalId: 'inv-1', sellerId: seller.sellerId } } }),
    ).toBe(2);
  });

  it('creates the customer when a name comes with the id, and records the stored name when only the id comes', async () => {
    await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-cust', customerId: 'cus-new', customerName: 'New Co' }));
    expect((await api('/v1/seller/customers/id:cus-new/get')).json()).toEqual({ id: 'cus-new', name: 'New Co', emailAddress: null });
    await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-cust-2', customerId: 'cus-new' }));
    expect((await api('/v1/seller/transactions/id:inv-cust-2/get')).json().body.customer).toEqual({ id: 'cus-new', name: 'New Co' });
  });

  it('voids with the expected version, refuses updates after, and voiding again is harmless', async () => {
    await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-void' }));
    expect((await api('/v1/seller/transactions/id:inv-void/void', { transactionExpectedVersion: 7 })).json()).toEqual({
      type: 'transactionExpectedVersionMismatch',
    });
    expect((await api('/v1/seller/transactions/id:inv-void/void', { transactionExpectedVersion: 1 })).status).toBe(200);
    const got = (await api('/v1/seller/transactions/id:inv-void/get')).json();
    expect(got).toMatchObject({ version: 2, type: 'voided', id: 'inv-void' });
    expect(got).not.toHaveProperty('body');
    expect((await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-void' }))).json()).toEqual({
      type: 'transactionIsVoided',
    });
    expect((await api('/v1/seller/transactions/id:inv-void/void', {})).status).toBe(200);
    // A retry of the very same request (same expected version) succeeds too.
    expect((await api('/v1/seller/transactions/id:inv-void/void', { transactionExpectedVersion: 1 })).status).toBe(200);
    expect((await api('/v1/seller/transactions/id:nope/void', {})).json()).toEqual({ type: 'transactionIdNotFound' });
  });

  it('refuses to update a transaction frozen for filing', async () => {
    await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-frozen' }));
    await t.levy.db.prisma.transaction.updateMany({ where: { externalId: 'inv-frozen' }, data: { frozenForFiling: true } });
    expect((await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-frozen' }))).json()).toEqual({
      type: 'transactionFrozenForFiling',
    });
    expect((await api('/v1/seller/transactions/id:inv-frozen/void', {})).json()).toEqual({ type: 'transactionFrozenForFiling' });
  });

  it('keeps sellers apart: another seller’s transaction looks like a missing one', async () => {
    expect((await api('/v1/seller/transactions/id:inv-1/get', {}, other)).json()).toEqual({ type: 'transactionIdNotFound' });
  });

  it('saves concurrent updates of one id as consecutive versions', async () => {
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-race' }))),
    );
    expect(replies.map((r) => r.json().version).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('createNegation', () => {
  it('saves the exact inverse: prices and taxes sum to zero', async () => {
    await api(
      '/v1/seller/transactions/createOrUpdate',
      invoice({
        id: 'inv-neg',
        lineItems: [
          { productExternalId: 'saas', amount: 12345, isTaxIncludedInAmount: true },
          { productExternalId: 'goods', amount: 999 },
        ],
      }),
    );
    expect(
      (
        await api('/v1/seller/transactions/createNegation', {
          originalTransactionId: 'inv-neg',
          newTransactionId: 'inv-neg-credit',
          originalTransactionExpectedVersion: 1,
        })
      ).status,
    ).toBe(200);
    const original = (await api('/v1/seller/transactions/id:inv-neg/get')).json().body;
    const negation = (await api('/v1/seller/transactions/id:inv-neg-credit/get')).json();
    expect(negation.negationOf).toBe('inv-neg');
    expect(original.inputAmount + negation.body.inputAmount).toBe(0);
    expect(original.taxAmountAdded.expected + negation.body.taxAmountAdded.expected).toBe(0);
    expect(Number(original.taxAmountDue.total) + Number(negation.body.taxAmountDue.total)).toBe(0);
    expect(Number(original.preTaxAmount) + Number(negation.body.preTaxAmount)).toBe(0);
  });

  it.each([
    [{ originalTransactionId: 'nope', newTransactionId: 'x' }, { type: 'transactionIdNotFound' }],
    [
      { originalTransactionId: 'inv-neg', newTransactionId: 'y', originalTransactionExpectedVersion: 2 },
      { type: 'transactionExpectedVersionMismatch' },
    ],
    [{ originalTransactionId: 'inv-neg-credit', newTransactionId: 'z' }, { type: 'transactionIsAlreadyANegation' }],
    [{ originalTransactionId: 'inv-cust', newTransactionId: 'inv-1' }, { type: 'duplicateTransactionId' }],
    [{ originalTransactionId: 'inv-neg', newTransactionId: 'inv-neg-again' }, { type: 'transactionIsNegated' }],
    [{ originalTransactionId: 'inv-void', newTransactionId: 'inv-void-neg' }, { type: 'transactionIsVoided' }],
  ])('409 for %j', async (body, expected) => {
    const res = await api('/v1/seller/transactions/createNegation', body);
    expect(res.status).toBe(409);
    expect(res.json()).toEqual(expected);
  });

  it('keeps the pair whole: neither side can be updated, and the original cannot be voided alone', async () => {
    expect((await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-neg-credit' }))).json()).toEqual({
      type: 'transactionIsANegation',
    });
    expect((await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-neg' }))).json()).toEqual({
      type: 'transactionIsNegated',
    });
    expect((await api('/v1/seller/transactions/id:inv-neg/void', {})).json()).toEqual({ type: 'transactionIsNegated' });
  });

  it('negates one original once even when asked twice at the same moment', async () => {
    await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-twice' }));
    const replies = await Promise.all(
      ['a', 'b', 'c'].map((s) =>
        api('/v1/seller/transactions/createNegation', { originalTransactionId: 'inv-twice', newTransactionId: `inv-twice-${s}` }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).map((r) => r.json())).toEqual([
      { type: 'transactionIsNegated' },
      { type: 'transactionIsNegated' },
    ]);
  });

  it('400 without the new id', async () => {
    const res = await api('/v1/seller/transactions/createNegation', { originalTransactionId: 'inv-neg' });
    expect(res.text).toBe('Request body: "newTransactionId": Required.');
  });
});

describe('the built-in tax content version', () => {
  const current = () => builtInContent().version;
  const stored = (externalId: string) =>
    t.levy.db.prisma.transaction.findUniqueOrThrow({
      where: { sellerId_externalId: { sellerId: seller.sellerId, externalId } },
      select: {
        contentVersion: true,
        versions: { orderBy: { version: 'asc' }, select: { version: true, status: true, contentVersion: true } },
      },
    });

  it('names it in the Levy-Content-Version header of createEphemeral and createOrUpdate answers', async () => {
    for (const [path, body] of [
      ['createEphemeral', invoice()],
      ['createOrUpdate', invoice({ id: 'inv-header' })],
    ] as const) {
      const res = await api(`/v1/seller/transactions/${path}`, body);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('levy-content-version'), path).toBe(current());
    }
  });

  it('records it on a saved transaction and on each of its versions, and names it in the record', async () => {
    await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-content' }));
    await api(
      '/v1/seller/transactions/createOrUpdate',
      invoice({ id: 'inv-content', lineItems: [{ productExternalId: 'saas', amount: 700 }] }),
    );
    await api('/v1/seller/transactions/id:inv-content/void', { transactionExpectedVersion: 2 });
    expect(await stored('inv-content')).toEqual({
      contentVersion: current(),
      // The void calculates nothing: its version keeps the content of what it voided.
      versions: [
        { version: 1, status: 'normal', contentVersion: current() },
        { version: 2, status: 'normal', contentVersion: current() },
        { version: 3, status: 'voided', contentVersion: current() },
      ],
    });
    await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-content-record' }));
    const record = (await api('/v1/seller/transactions/id:inv-content-record/get')).json();
    expect(Object.keys(record).sort()).toEqual([
      'body',
      'id',
      'negationOf',
      'sourceBillingSystem',
      'svcContentVersion',
      'svcCreatedTime',
      'svcModifiedTime',
      'type',
      'version',
    ]);
    expect(record.svcContentVersion).toBe(current());
    expect(JSON.stringify(record.body)).not.toContain(current());
  });

  it('gives a negation the content version of its original, whose figures it negates', async () => {
    await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-cv-neg' }));
    expect(
      (await api('/v1/seller/transactions/createNegation', { originalTransactionId: 'inv-cv-neg', newTransactionId: 'inv-cv-neg-credit' }))
        .status,
    ).toBe(200);
    expect(await stored('inv-cv-neg-credit')).toEqual({
      contentVersion: current(),
      versions: [{ version: 1, status: 'normal', contentVersion: current() }],
    });

    // An original saved before content versions were recorded: nothing is known of its negation either.
    await api('/v1/seller/transactions/createOrUpdate', invoice({ id: 'inv-cv-old' }));
    await t.levy.db.prisma.transaction.updateMany({
      where: { sellerId: seller.sellerId, externalId: 'inv-cv-old' },
      data: { contentVersion: null },
    });
    expect(
      (await api('/v1/seller/transactions/createNegation', { originalTransactionId: 'inv-cv-old', newTransactionId: 'inv-cv-old-credit' }))
        .status,
    ).toBe(200);
    expect(await stored('inv-cv-old-credit')).toEqual({
      contentVersion: null,
      versions: [{ version: 1, status: 'normal', contentVersion: null }],
    });
  });
});

describe('transactions/list (premium)', () => {
  let premium: { sellerId: string; apiKey: string };
  beforeAll(async () => {
    premium = await t.createSeller({ rateLimitPerSecond: 10_000, features: ['transactionsList'] });
    await t.admin(`/admin/v1/sellers/id:${premium.sellerId}/registrations/add`, { jurisId: 'us-NY', collectingFrom: '2020-01-01' });
    await api(
      '/v1/seller/products/create',
      { externalId: 'saas', taxCategoryId: { type: 'standard', id: 'saasBusiness' }, name: 'saas' },
      premium,
    );
    for (let i = 1; i <= 5; i++)
      await api(
        '/v1/seller/transactions/createOrUpdate',
        { ...invoice({ id: `p-${i}` }), lineItems: [{ productExternalId: 'saas', amount: 100 * i }] },
        premium,
      );
  });

  it('is refused without the feature', async () => {
    expect((await api('/v1/seller/transactions/list', {})).json()).toEqual({ type: 'listTransactionsApiNotEnabled' });
  });

  it('pages through every transaction in a stable order', async () => {
    const first = (await api('/v1/seller/transactions/list', { limit: 2 }, premium)).json();
    expect(first.transactions.map((tx: { id: string }) => tx.id)).toEqual(['p-1', 'p-2']);
    expect(first.transactions[0]).toMatchObject({ version: 1, type: 'normal', body: { inputAmount: 100 } });
    const second = (await api('/v1/seller/transactions/list', { limit: 2, cursor: first.nextCursor }, premium)).json();
    const third = (await api('/v1/seller/transactions/list', { limit: 2, cursor: second.nextCursor }, premium)).json();
    expect([...second.transactions, ...third.transactions].map((tx: { id: string }) => tx.id)).toEqual(['p-3', 'p-4', 'p-5']);
    expect(third).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('lists what changed after a time, in order of change', async () => {
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await api(
      '/v1/seller/transactions/createOrUpdate',
      { ...invoice({ id: 'p-2' }), lineItems: [{ productExternalId: 'saas', amount: 999 }] },
      premium,
    );
    await api('/v1/seller/transactions/id:p-4/void', {}, premium);
    const changed = (await api('/v1/seller/transactions/list', { filter: { type: 'lastModifiedAfter', value: since } }, premium)).json();
    expect(changed.transactions.map((tx: { id: string; type: string }) => [tx.id, tx.type])).toEqual([
      ['p-2', 'normal'],
      ['p-4', 'voided'],
    ]);
  });

  it.each([
    [{ limit: 21 }, 'Request body: "limit": Number must be less than or equal to 20.'],
    [{ limit: 0 }, 'Request body: "limit": Number must be greater than or equal to 1.'],
    [{ filter: { type: 'lastModifiedAfter', value: 'yesterday' } }, 'Request body: "filter": "value": Invalid datetime.'],
    [{ filter: { type: 'lastModifiedAfter', value: '0000-01-01T00:00:00Z' } }, 'Request body: "filter": "value": Invalid datetime.'],
    [{ filter: { type: 'other' } }, 'Request body: "filter": "type": Invalid input.'],
    [
      { filter: { type: 'filingInfo', value: { jurisId: 'invalid-juris-id', jurisFilingId: '2026-11' } } },
      'Request body: "filter": "value": "jurisId": Invalid juris ID: "invalid-juris-id".',
    ],
    [
      { filter: { type: 'lastModifiedAfter', value: '2026-01-01T00:00:00Z' }, cursor: 'x' },
      'Request body: cursor and filter cannot both be provided.',
    ],
  ])('400 for %j', async (body, expected) => {
    const res = await api('/v1/seller/transactions/list', body, premium);
    expect(res.status).toBe(400);
    expect(res.text).toBe(expected);
  });

  it('refuses a tampered cursor or another seller’s', async () => {
    const { nextCursor } = (await api('/v1/seller/transactions/list', { limit: 1 }, premium)).json();
    expect((await api('/v1/seller/transactions/list', { cursor: `${nextCursor}x` }, premium)).json()).toEqual({ type: 'invalidCursor' });
    const otherPremium = await t.createSeller({ features: ['transactionsList'] });
    expect((await api('/v1/seller/transactions/list', { cursor: nextCursor }, otherPremium)).json()).toEqual({ type: 'invalidCursor' });
  });
});
