// Tax ID validation (premium): offline check digits, the optional VIES check, and reverse charge.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ViesRegistry } from '../../src/lib/tax-id-registry.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let seller: { sellerId: string; apiKey: string };
let basic: { sellerId: string; apiKey: string };

beforeAll(async () => {
  t = await startTestLevy({ databaseKind: 'pglite' });
  seller = await t.createSeller({
    rateLimitPerSecond: 1000,
    features: ['taxIdValidation'],
    businessAddress: { country: 'US', region: 'CA', postalCode: '94105' },
  });
  basic = await t.createSeller({ rateLimitPerSecond: 1000 });
  await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId: 'eu-oss', collectingFrom: '2020-01-01' });
  await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId: 'ca-federal', collectingFrom: '2020-01-01' });
  await t.post(
    '/v1/seller/products/create',
    { externalId: 'saas', taxCategoryId: { type: 'standard', id: 'saasBusiness' }, name: 'SaaS' },
    { token: seller.apiKey },
  );
});
afterAll(() => t.close());

const validate = (body: unknown, who = seller) => t.post('/v1/seller/taxId/validate', body, { token: who.apiKey });

describe('taxId/validate', () => {
  it('step 1: an address alone says which ids to collect', async () => {
    const res = await validate({ customerAddress: { country: 'CA', region: 'Quebec', postalCode: 'G1P 2J6' }, customerTaxIds: [] });
    expect(res.json()).toEqual({
      jurises: [
        { name: 'Canada (federal)', taxIdNames: { name: 'GST/HST account number', abbreviation: null }, validTaxIds: [] },
        { name: 'Quebec', taxIdNames: { name: 'QST registration number', abbreviation: null }, validTaxIds: [] },
      ],
    });
  });

  it('step 2: answers the valid ids per jurisdiction (check digits verified offline)', async () => {
    const res = await validate({
      customerAddress: { country: 'DE' },
      customerTaxIds: [{ value: 'DE136695976' }, { value: 'DE136695977' }, { value: 'nonsense' }],
    });
    expect(res.json()).toEqual({
      jurises: [
        {
          name: 'Germany',
          taxIdNames: { name: 'Umsatzsteuer-Identifikationsnummer', abbreviation: 'USt-IdNr.' },
          validTaxIds: [{ value: 'DE136695976' }],
        },
      ],
    });
  });

  it.each([
    [{ customerAddress: { country: 'US', region: 'NY' }, customerTaxIds: [] }, { type: 'validationNotSupportedForCountry' }],
    [
      { customerAddress: { country: 'Atlantis' }, customerTaxIds: [] },
      { type: 'customerAddressCouldNotResolve', message: '"Atlantis" is not a country Levy recognises.' },
    ],
  ])('409 for %j', async (body, expected) => {
    expect((await validate(body)).json()).toEqual(expected);
  });

  it('is premium', async () => {
    expect((await validate({ customerAddress: { country: 'DE' }, customerTaxIds: [] }, basic)).json()).toEqual({
      type: 'validationNotEnabled',
    });
  });

  it('400 without customerTaxIds', async () => {
    expect((await validate({ customerAddress: { country: 'DE' } })).text).toBe('Request body: "customerTaxIds": Required.');
  });
});

describe('valid ids feed reverse charge', () => {
  const quote = (customerTaxIds: { value: string }[], address: object = { country: 'FR' }) =>
    t.post(
      '/v1/seller/transactions/createEphemeral',
      {
        lineItems: [{ productExternalId: 'saas', amount: 10000 }],
        currencyCode: 'EUR',
        customerAddress: address,
        accountingDate: '2026-11-01',
        customerTaxIds,
      },
      { token: seller.apiKey },
    );

  it('a valid French VAT number reverse-charges; an invalid one does not', async () => {
    expect((await quote([{ value: 'FR40303265045' }])).json().taxAmountToCollect).toBe(0);
    expect((await quote([{ value: 'FR00000000000' }])).json().taxAmountToCollect).toBe(2000);
  });

  it('a stored reverse-charged sale shows the jurisdiction and its validated id', async () => {
    const res = await t.post(
      '/v1/seller/transactions/createOrUpdate',
      {
        id: 'fr-b2b',
        lineItems: [{ productExternalId: 'saas', amount: 10000 }],
        currencyCode: 'EUR',
        customerAddress: { country: 'FR' },
        accountingDate: '2026-11-01',
        customerTaxIds: [{ value: 'FR40303265045' }],
      },
      { token: seller.apiKey },
    );
    expect(res.json().taxAmountToCollect).toBe(0);
    const body = (await t.post('/v1/seller/transactions/id:fr-b2b/get', {}, { token: seller.apiKey })).json().body;
    expect(body.jurisSummaries).toEqual([
      {
        id: 'eu-FR',
        name: 'France',
        preTaxAmount: '10000',
        taxAmountDue: { inclusive: '0', exclusive: '0', total: '0' },
        taxIdValidation: { processedTaxIds: [{ taxId: 'FR40303265045', isValid: true }] },
      },
    ]);
  });

  it('a Canadian GST/HST number exempts an Ontario business', async () => {
    expect((await quote([{ value: '123456782RT0001' }], { country: 'CA', region: 'ON' })).json().taxAmountToCollect).toBe(0);
  });
});

describe('the VIES registry client', () => {
  let server: Server;
  let url: string;
  const answers: Record<string, number | { valid: boolean }> = {
    '303265045': { valid: true },
    '111111111': { valid: false },
    '222222222': 500,
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        const { vatNumber } = JSON.parse(body) as { vatNumber: string };
        const answer = answers[vatNumber] ?? 404;
        res.writeHead(typeof answer === 'number' ? answer : 200, { 'content-type': 'application/json' });
        res.end(typeof answer === 'number' ? '{}' : JSON.stringify(answer));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('says registered or not, and throws when the registry fails', async () => {
    const vies = new ViesRegistry(url);
    expect(await vies.isRegistered('FR', '303265045')).toBe(true);
    expect(await vies.isRegistered('FR', '111111111')).toBe(false);
    await expect(vies.isRegistered('FR', '222222222')).rejects.toThrow('VIES answered 500');
  });

  it('validation answers externalServiceError when the registry fails', async () => {
    const original = t.levy.ctx.taxIdRegistry;
    (t.levy.ctx as { taxIdRegistry: unknown }).taxIdRegistry = { isRegistered: async () => Promise.reject(new Error('down')) };
    try {
      expect((await validate({ customerAddress: { country: 'FR' }, customerTaxIds: [{ value: 'FR40303265045' }] })).json()).toEqual({
        type: 'externalServiceError',
        message: 'The tax id registry could not be reached; try again.',
      });
    } finally {
      (t.levy.ctx as { taxIdRegistry: unknown }).taxIdRegistry = original;
    }
  });
});
