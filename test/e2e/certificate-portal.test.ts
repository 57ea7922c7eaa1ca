// The certificate request portal in real headless Chromium (Debian's chromium through
// playwright-core): the e-mailed link, a wrong file type, a good upload, a used and an expired link.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let browser: Browser;
let seller: { sellerId: string; apiKey: string };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(128, 3)]);

beforeAll(async () => {
  t = await startTestLevy({ databaseKind: 'pglite' });
  seller = await t.createSeller({ name: 'Acme SaaS', rateLimitPerSecond: 1000, features: ['certificatePortal'] });
  await t.post('/v1/seller/customers/create', { id: 'cus-1', name: 'Buyer Inc' }, { token: seller.apiKey });
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function request(email = 'ap@buyer.example'): Promise<string> {
  const res = await t.post(
    '/v1/seller/certificateRequests/create',
    { customerId: 'cus-1', customerName: 'Buyer Inc', emailAddress: email },
    { token: seller.apiKey },
  );
  expect(res.status).toBe(200);
  const { requestId, requestLink } = res.json();
  expect(requestId).toMatch(/^creq_/);
  return requestLink;
}

describe('certificate request portal', () => {
  it('e-mails an unguessable link (to the outbox without SMTP)', async () => {
    const link = await request();
    expect(link).toMatch(new RegExp(`^${t.url}/certificate-requests/[A-Za-z0-9_-]{43}$`));
    const outbox = join(t.home, 'outbox');
    const files = await readdir(outbox);
    const eml = await readFile(join(outbox, files.at(-1)!), 'utf8');
    expect(eml).toMatch(/To: ap@buyer\.example/);
    expect(eml).toMatch(/Subject: Acme SaaS asks for your sales tax exemption certificate/);
    expect(eml.replace(/=\r?\n/g, '')).toContain(link.split('/').at(-1));
  });

  it('refuses a wrong file type, then accepts a certificate and creates it', async () => {
    const link = await request();
    const page = await browser.newPage();
    await page.goto(link);
    await page
      .locator('#file')
      .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') });
    await page.locator('#begin').fill('2026-01-01');
    await page.locator('input[value="us-NY"]').check();
    await page.locator('#submit').click();
    await expect.poll(() => page.locator('#result').textContent()).toBe('This file type is not supported: upload a PDF, PNG or JPEG.');

    await page.locator('#file').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('input[value="us-NJ"]').check();
    await page.locator('#number').fill('EX-42');
    await page.locator('#submit').click();
    await expect.poll(() => page.locator('#result').textContent()).toBe('Thank you: your certificate was received.');
    await page.screenshot({ path: join(t.home, 'portal.png') });

    const certificates = (
      await t.post('/v1/seller/certificates/list', { filter: { customerId: 'cus-1' } }, { token: seller.apiKey })
    ).json().certificates;
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({
      exemptionNumber: 'EX-42',
      effectiveDateBegin: '2026-01-01',
      jurises: [{ jurisId: 'us-NJ' }, { jurisId: 'us-NY' }],
      file: { contentType: 'image/png', name: 'scan.png' },
    });

    // The link is spent.
    await page.goto(link);
    expect(await page.locator('#result').textContent()).toBe('A certificate was already uploaded with this link.');
    await page.close();
  });

  it('shows an expired link as expired', async () => {
    const link = await request();
    await t.levy.db.prisma.certificateRequest.updateMany({
      where: { completedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const page = await browser.newPage();
    const response = await page.goto(link);
    expect(response?.status()).toBe(410);
    expect(await page.locator('#result').textContent()).toBe('This link has expired. Ask the seller for a new one.');
    await page.close();
  });

  it('answers 404 for a made-up link', async () => {
    const res = await fetch(`${t.url}/certificate-requests/${'x'.repeat(43)}`);
    expect(res.status).toBe(404);
  });

  it('answers the API conflicts', async () => {
    expect(
      (
        await t.post(
          '/v1/seller/certificateRequests/create',
          { customerId: 'cus-1', emailAddress: 'not-an-email' },
          { token: seller.apiKey },
        )
      ).json(),
    ).toEqual({ type: 'invalidEmailAddress' });
    expect(
      (
        await t.post(
          '/v1/seller/certificateRequests/create',
          { customerId: 'ghost', emailAddress: 'a@b.example' },
          { token: seller.apiKey },
        )
      ).json(),
    ).toEqual({ type: 'customerIdNotFound' });
    const basic = await t.createSeller();
    expect(
      (
        await t.post('/v1/seller/certificateRequests/create', { customerId: 'cus-1', emailAddress: 'a@b.example' }, { token: basic.apiKey })
      ).json(),
    ).toEqual({ type: 'featureNotEnabled' });
  });
});
