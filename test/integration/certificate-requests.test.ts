// The certificate portal's upload (submitCertificate) over real HTTP and PGlite, without a browser:
// the link is claimed once, a refused upload gives it back, and a dead link says so whatever the body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let seller: { sellerId: string; apiKey: string };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]).toString('base64');
const upload = (contentsBase64 = PNG) => ({
  effectiveDateBegin: '2026-01-01',
  certificateFile: { name: 'scan.png', contentsBase64 },
  jurises: [{ jurisId: 'us-NY' }],
});

beforeAll(async () => {
  t = await startTestLevy({ databaseKind: 'pglite' });
  seller = await t.createSeller({ rateLimitPerSecond: 1000, features: ['certificatePortal'] });
  await t.post('/v1/seller/customers/create', { id: 'cus-1', name: 'Buyer Inc' }, { token: seller.apiKey });
});
afterAll(() => t.close());

async function link(): Promise<string> {
  const res = await t.post(
    '/v1/seller/certificateRequests/create',
    { customerId: 'cus-1', emailAddress: 'ap@buyer.example' },
    { token: seller.apiKey },
  );
  return new URL(res.json().requestLink).pathname;
}

const submit = (path: string, body: unknown) => t.post(`${path}/submit`, body, { token: null });
const certificates = async () =>
  (await t.post('/v1/seller/certificates/list', { filter: { customerId: 'cus-1' } }, { token: seller.apiKey })).json()
    .certificates as unknown[];

describe('certificate portal upload', () => {
  it('creates one certificate of two submissions at once; the other is told the link is used', async () => {
    const path = await link();
    const before = (await certificates()).length;
    const answers = await Promise.all([submit(path, upload()), submit(path, upload())]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    expect(answers.find((a) => a.status === 410)!.text).toBe('A certificate was already uploaded with this link.');
    expect(await certificates()).toHaveLength(before + 1);
  });

  it('gives the link back after a refused upload', async () => {
    const path = await link();
    const refused = await submit(path, upload(Buffer.from('plain text, not a PDF').toString('base64')));
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({ type: 'fileTypeNotSupported' });
    expect((await submit(path, upload())).status).toBe(200);
  });

  it('answers 400 for a bad body on an open link, and the link state on a dead one', async () => {
    const path = await link();
    const bad = await submit(path, { effectiveDateBegin: '2026-01-01' });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/^Request body: "certificateFile"/);
    expect((await submit(path, upload())).status).toBe(200);
    const used = await submit(path, { effectiveDateBegin: '2026-01-01' });
    expect([used.status, used.text]).toEqual([410, 'A certificate was already uploaded with this link.']);
    expect((await submit(`/certificate-requests/${'x'.repeat(43)}`, upload())).status).toBe(404);
  });
});
