// Seller-given URLs (webhook endpoints) may not make Levy call what only Levy can reach: loopback,
// private, link-local (cloud metadata) and other internal addresses are refused when the endpoint is
// created, and again at delivery on the address actually dialled (a host name that resolves there
// later, DNS rebinding, included), unless ALLOW_PRIVATE_WEBHOOK_URLS=true.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForbiddenAddressError, forbiddenUrlReason, isForbiddenAddress, postToSellerUrl } from '../../src/lib/outbound.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

const INTERNAL = [
  'http://127.0.0.1/',
  'http://10.0.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]/',
  'http://localhost/',
];

describe('the addresses Levy does not call for a seller', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd00:ec2::254',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it.each(INTERNAL)('refuses %s at creation (a host name by what it resolves to), allows it with the setting', async (url) => {
    expect(await forbiddenUrlReason(url, false)).toMatch(/loopback, private, link-local/);
    expect(await forbiddenUrlReason(url, true)).toBeNull();
  });
});

describe('delivery', () => {
  let receiver: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    receiver = createServer((req, res) => req.resume().on('end', () => (hits++, res.writeHead(204).end())));
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    port = (receiver.address() as { port: number }).port;
  });
  afterAll(() => new Promise((r) => receiver.close(r)));

  it.each([`http://127.0.0.1:PORT/`, `http://localhost:PORT/`])(
    'refuses %s on the address dialled, sending nothing; delivers with the setting',
    async (template) => {
      const url = template.replace('PORT', String(port));
      const before = hits;
      await expect(
        postToSellerUrl(url, { 'content-type': 'application/json' }, '{}', { allowPrivate: false, timeoutMs: 2000 }),
      ).rejects.toBeInstanceOf(ForbiddenAddressError);
      expect(hits).toBe(before);
      expect(await postToSellerUrl(url, { 'content-type': 'application/json' }, '{}', { allowPrivate: true, timeoutMs: 2000 })).toBe(204);
      expect(hits).toBe(before + 1);
    },
  );
});

describe('webhookEndpoints.create', () => {
  let strict: TestLevy;
  let open: TestLevy;
  beforeAll(async () => {
    [strict, open] = await Promise.all([startTestLevy({ env: { ALLOW_PRIVATE_WEBHOOK_URLS: 'false' } }), startTestLevy()]);
  });
  afterAll(async () => {
    await Promise.all([strict?.close(), open?.close()]);
  });

  it.each(INTERNAL)('answers 409 webhookUrlNotAllowed for %s, and creates it where the operator allows private URLs', async (url) => {
    const s = await strict.createSeller();
    const refused = await strict.post('/v1/seller/webhookEndpoints/create', { url, events: ['threshold.exceeded'] }, { token: s.apiKey });
    expect([refused.status, refused.json().type]).toEqual([409, 'webhookUrlNotAllowed']);
    expect((await strict.post('/v1/seller/webhookEndpoints/list', {}, { token: s.apiKey })).json().webhookEndpoints).toEqual([]);
    const o = await open.createSeller();
    expect(
      (await open.post('/v1/seller/webhookEndpoints/create', { url, events: ['threshold.exceeded'] }, { token: o.apiKey })).status,
    ).toBe(200);
  });
});
