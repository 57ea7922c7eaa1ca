// Exemption certificates over HTTP, and their effect on calculations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let seller: { sellerId: string; apiKey: string };
let other: { sellerId: string; apiKey: string };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]).toString('base64');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n').toString('base64');
const TEXT_NAMED_PDF = Buffer.from('just some text pretending').toString('base64');

beforeAll(async () => {
  t = await startTestLevy();
  seller = await t.createSeller({ rateLimitPerSecond: 10_000 });
  other = await t.createSeller({ rateLimitPerSecond: 10_000 });
  await api('/v1/seller/customers/create', { id: 'cus-1', name: 'Acme' });
  await api('/v1/seller/customers/create', { id: 'cus-2' });
  await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId: 'us-NY', collectingFrom: '2020-01-01' });
  await api('/v1/seller/products/create', { externalId: 'goods', taxCategoryId: { type: 'standard', id: 'tangibleGoods' }, name: 'Goods' });
});
afterAll(() => t.close());

function api(path: string, body: unknown = {}, who = seller) {
  return t.post(path, body, { token: who.apiKey });
}
const cert = (extra: Record<string, unknown> = {}) => ({
  customerId: 'cus-1',
  effectiveDateBegin: '2026-01-01',
  exemptionNumber: 'EX-1',
  certificateFile: { name: 'cert.png', contentsBase64: PNG },
  jurises: [{ jurisId: 'us-NY' }],
  ...extra,
});

describe('certificates', () => {
  it('creates, gets and archives a certificate; the file type comes from the content', async () => {
    const created = await api('/v1/seller/certificates/create', cert({ certificateFile: { name: 'scan.bin', contentsBase64: PDF } }));
    expect(created.status).toBe(200);
    const { id } = created.json();
    expect(id).toMatch(/^cert_/);
    const got = (await api(`/v1/seller/certificates/id:${id}/get`)).json();
    expect(got).toMatchObject({
      id,
      status: 'active',
      customerId: 'cus-1',
      effectiveDateBegin: '2026-01-01',
      exemptionNumber: 'EX-1',
      expiryDate: null,
      jurises: [{ jurisId: 'us-NY', effectiveDateEndi: null }],
    });
    expect(got.file).toEqual({ name: 'scan.bin', contentType: 'application/pdf', sizeBytes: Buffer.from(PDF, 'base64').length });
    expect((await api(`/v1/seller/certificates/id:${id}/archive`)).json()).toEqual({});
    expect((await api(`/v1/seller/certificates/id:${id}/get`)).json().status).toBe('archived');
    expect((await api(`/v1/seller/certificates/id:${id}/archive`)).status).toBe(200);
  });

  it.each([
    [cert({ certificateFile: { name: 'cert.pdf', contentsBase64: TEXT_NAMED_PDF } }), { type: 'fileTypeNotSupported' }],
    [cert({ jurises: [{ jurisId: 'us-NY' }, { jurisId: 'us-NY' }] }), { type: 'duplicateJurisIds' }],
    [cert({ jurises: [{ jurisId: 'us-ZZ' }] }), { type: 'jurisNotFound', message: 'us-ZZ is not a jurisdiction id Levy knows' }],
    [cert({ customerId: 'nobody' }), { type: 'customerIdNotFound' }],
  ])('409 and nothing stored for %#', async (body, expected) => {
    const before = await t.levy.db.prisma.certificate.count();
    const res = await api('/v1/seller/certificates/create', body);
    expect(res.status).toBe(409);
    expect(res.json()).toEqual(expected);
    expect(await t.levy.db.prisma.certificate.count()).toBe(before);
    expect(await t.levy.db.prisma.certificateFile.count()).toBe(before);
  });

  it.each([
    [
      cert({ certificateFile: { name: 'x.png', contentsBase64: 'not base64!' } }),
      'Request body: "certificateFile": "contentsBase64": Invalid base64.',
    ],
    [cert({ jurises: [] }), 'Request body: "jurises": Array must contain at least 1 element(s).'],
    [cert({ effectiveDateBegin: '2026-02-30' }), 'Request body: "effectiveDateBegin": Invalid date.'],
    [cert({ certificateFile: undefined }), 'Request body: "certificateFile": Required.'],
  ])('400 for %#', async (body, expected) => {
    const res = await api('/v1/seller/certificates/create', body);
    expect(res.status).toBe(400);
    expect(res.text).toBe(expected);
  });

  it('accepts a file of several MiB (body limit 16 MiB) and answers 413 above it', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]).toString('base64');
    expect((await api('/v1/seller/certificates/create', cert({ certificateFile: { name: 'big.pdf', contentsBase64: big } }))).status).toBe(
      200,
    );
    const huge = Buffer.alloc(13 * 1024 * 1024, 0x20).toString('base64');
    const res = await api('/v1/seller/certificates/create', cert({ certificateFile: { name: 'huge.pdf', contentsBase64: huge } }));
    expect(res.status).toBe(413);
  });

  it('lists by customer and status with cursors, and refuses cursor with filter', async () => {
    for (let i = 0; i < 3; i++) await api('/v1/seller/certificates/create', cert({ customerId: 'cus-2' }));
    await api(
      '/v1/seller/certificates/create',
      cert({ customerId: 'cus-2', jurises: [{ jurisId: 'us-NY', effectiveDateEndi: '2020-12-31' }] }),
    );
    const first = (await api('/v1/seller/certificates/list', { filter: { customerId: 'cus-2', status: 'active' }, limit: 2 })).json();
    expect(first.certificates).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const second = (await api('/v1/seller/certificates/list', { cursor: first.nextCursor, limit: 2 })).json();
    expect(second.certificates).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    expect(
      [...first.certificates, ...second.certificates].every(
        (c: { customerId: string; status: string }) => c.customerId === 'cus-2' && c.status === 'active',
      ),
    ).toBe(true);
    const expired = (await api('/v1/seller/certificates/list', { filter: { status: 'expired' } })).json();
    expect(expired.certificates.map((c: { expiryDate: string }) => c.expiryDate)).toEqual(['2020-12-31']);
    expect((await api('/v1/seller/certificates/list', { filter: { status: 'archived' } })).json().certificates).toHaveLength(1);
    const both = await api('/v1/seller/certificates/list', { filter: { status: 'active' }, cursor: first.nextCursor });
    expect(both.text).toBe('Request body: cursor and filter cannot both be provided.');
    expect((await api('/v1/seller/certificates/list', { filter: { customerId: 'ghost' } })).json()).toEqual({ type: 'customerIdNotFound' });
    expect((await api('/v1/seller/certificates/list', { cursor: first.nextCursor }, other)).json()).toEqual({ type: 'invalidCursor' });
    expect((await api('/v1/seller/certificates/list', { filter: { status: 'gone' } })).text).toBe(
      `Request body: "filter": "status": Invalid enum value. Expected 'active' | 'expiringSoon' | 'expired' | 'archived', received 'gone'.`,
    );
  });

  it('keeps sellers apart', async () => {
    const { id } = (await api('/v1/seller/certificates/create', cert())).json();
    expect((await api(`/v1/seller/certificates/id:${id}/get`, {}, other)).json()).toEqual({ type: 'certificateIdNotFound' });
    expect((await api(`/v1/seller/certificates/id:${id}/archive`, {}, other)).json()).toEqual({ type: 'certificateIdNotFound' });
  });
});

describe('certificates in calculations', () => {
  const quote = (customerId: string) =>
    api('/v1/seller/transactions/createEphemeral', {
      lineItems: [{ productExternalId: 'goods', amount: 10000 }],
      currencyCode: 'USD',
      customerAddress: { country: 'US', region: 'NY', postalCode: '12207' },
      accountingDate: '2026-11-01',
      customerId,
    });

  it('an active certificate exempts the customer from its effective date; an archived one no longer does', async () => {
    await api('/v1/seller/customers/create', { id: 'cus-exempt' });
    // Albany: New York's 4% and Albany County's 4%.
    expect((await quote('cus-exempt')).json().taxAmountToCollect).toBe(800);
    const { id } = (
      await api('/v1/seller/certificates/create', cert({ customerId: 'cus-exempt', effectiveDateBegin: '2026-10-01' }))
    ).json();
    const exempt = (await quote('cus-exempt')).json();
    expect(exempt.taxAmountToCollect).toBe(0);
    expect(exempt.lineItems[0].jurises[0].notTaxedReason).toEqual({ type: 'exempt', reason: { type: 'customerExempt' } });
    await api(`/v1/seller/certificates/id:${id}/archive`);
    expect((await quote('cus-exempt')).json().taxAmountToCollect).toBe(800);
  });
});
