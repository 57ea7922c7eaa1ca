// Threshold alerts through the real queue: webhook endpoints, the signed deliveries, retries after a
// failing answer, one alert per jurisdiction, status and period, and the alert e-mail.
import { createHmac } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';
import { addDays, isoDate } from '../../src/tax/dates.ts';

const today = isoDate(new Date());
const WA = { country: 'US', region: 'WA', city: 'Seattle', postalCode: '98101' };

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  answered: number;
}

let t: TestLevy;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** Status codes the receiver answers, in turn; 200 once they run out. */
const answers: number[] = [];

beforeAll(async () => {
  t = await startTestLevy({ env: { ALERT_RETRY_BASE_MS: '100' } });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const answered = answers.shift() ?? 200;
      received.push({ headers: req.headers, body, answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/levy-hooks`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function seller(body: Record<string, unknown> = {}) {
  const s = await t.createSeller({ rateLimitPerSecond: 10_000, ...body });
  const api = (path: string, b: unknown = {}) => t.post(path, b, { token: s.apiKey });
  await api('/v1/seller/products/create', { externalId: 'saas', taxCategoryId: { type: 'standard', id: 'saasBusiness' }, name: 'SaaS' });
  const save = async (id: string, amount: number) => {
    const res = await api('/v1/seller/transactions/createOrUpdate', {
      id,
      lineItems: [{ productExternalId: 'saas', amount }],
      currencyCode: 'USD',
      customerAddress: WA,
      accountingDate: addDays(today, -1),
    });
    expect(res.status, res.text).toBe(200);
  };
  return { ...s, api, save };
}

function verify(delivery: Received, secret: string): boolean {
  const header = String(delivery.headers['levy-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (match === null) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${delivery.body}`).digest('hex');
  return expected === match[2] && Math.abs(Number(match[1]) - Date.now() / 1000) < 300;
}

describe('webhook endpoints', () => {
  it('creates, lists (without the secret) and deletes endpoints', async () => {
    const s = await seller();
    const created = await s.api('/v1/seller/webhookEndpoints/create', { url: 'https://example.com/hooks', events: ['threshold.exceeded'] });
    expect(created.status).toBe(200);
    expect(created.json()).toEqual({ id: expect.stringMatching(/^we_/), secret: expect.stringMatching(/^whsec_/) });
    const listed = (await s.api('/v1/seller/webhookEndpoints/list')).json();
    expect(listed).toEqual({
      webhookEndpoints: [
        { id: created.json().id, url: 'https://example.com/hooks', events: ['threshold.exceeded'], createdAt: expect.any(String) },
      ],
    });
    expect(JSON.stringify(listed)).not.toContain('whsec_');
    // Another seller cannot see or delete it.
    const other = await seller();
    expect((await other.api('/v1/seller/webhookEndpoints/list')).json()).toEqual({ webhookEndpoints: [] });
    expect((await other.api(`/v1/seller/webhookEndpoints/id:${created.json().id}/delete`)).json()).toEqual({
      type: 'webhookEndpointIdNotFound',
    });
    expect((await s.api(`/v1/seller/webhookEndpoints/id:${created.json().id}/delete`)).status).toBe(200);
    expect((await s.api('/v1/seller/webhookEndpoints/list')).json()).toEqual({ webhookEndpoints: [] });
  });

  it.each([
    [{ url: 'ftp://example.com/x', events: ['threshold.exceeded'] }, /"url": Invalid URL \(expected http or https\)\.$/],
    [{ url: 'not a url', events: ['threshold.exceeded'] }, /"url"/],
    [{ url: 'https://example.com/x', events: [] }, /"events"/],
    [{ url: 'https://example.com/x', events: ['threshold.everything'] }, /"events"/],
    [{ url: 'https://example.com/x' }, /"events"/],
    [{ url: 'https://example.com/x', events: ['threshold.exceeded'], extra: 1 }, /extra/],
  ])('refuses %j with a 400', async (body, message) => {
    const s = await seller();
    const res = await s.api('/v1/seller/webhookEndpoints/create', body);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/^Request body: /);
    expect(res.text).toMatch(message);
  });
});

describe('alerts', () => {
  it('sends one signed alert per status change, retrying a failing endpoint, and e-mails the same alerts', async () => {
    const s = await seller({ alertEmail: 'tax@seller.example' });
    const { secret } = (
      await s.api('/v1/seller/webhookEndpoints/create', { url: receiverUrl, events: ['threshold.approaching', 'threshold.exceeded'] })
    ).json();
    const mine = () => received.filter((r) => verify(r, secret));

    // 85 %: approaching. The endpoint fails twice before it takes the alert.
    answers.push(500, 503);
    await s.save('a-1', 8_500_000);
    await expect.poll(() => mine().filter((r) => r.answered === 200).length, { timeout: 15_000 }).toBe(1);
    const tries = mine();
    expect(tries.map((r) => r.answered)).toEqual([500, 503, 200]);
    // Every try carries the same event, byte for byte.
    expect(new Set(tries.map((r) => r.body)).size).toBe(1);
    const approaching = JSON.parse(tries[0]!.body);
    expect(approaching).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'threshold.approaching',
      createdAt: expect.any(String),
      data: expect.objectContaining({ jurisId: 'us-WA', status: 'approaching', percentOfLimit: 85 }),
    });

    // More sales while approaching: no second approaching alert.
    await s.save('a-2', 100_000);
    // Past the limit: exceeded, once, however many sales follow.
    await s.save('a-3', 2_000_000);
    await s.save('a-4', 100_000);
    await expect.poll(() => mine().filter((r) => JSON.parse(r.body).type === 'threshold.exceeded').length, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 2_500));
    const types = mine()
      .filter((r) => r.answered === 200)
      .map((r) => JSON.parse(r.body).type);
    expect(types).toEqual(['threshold.approaching', 'threshold.exceeded']);
    const exceeded = JSON.parse(mine().at(-1)!.body);
    expect(exceeded.data).toMatchObject({
      status: 'exceeded',
      exceededOn: addDays(today, -1),
      sales: { amount: 10_700_000, transactionCount: 4 },
    });
    expect(exceeded.id).not.toBe(approaching.id);

    // The same two alerts went out by e-mail (written to the outbox without SMTP).
    await expect.poll(async () => (await readdir(join(t.home, 'outbox')).catch(() => [])).length, { timeout: 10_000 }).toBe(2);
    const mails = await Promise.all((await readdir(join(t.home, 'outbox'))).map((f) => readFile(join(t.home, 'outbox', f), 'utf8')));
    expect(mails.every((m) => m.includes('To: tax@seller.example'))).toBe(true);
    expect(mails.some((m) => /Subject: Levy: Washington threshold exceeded/.test(m))).toBe(true);
  });

  it('sends nothing to an endpoint not subscribed to the event, nor for a registered jurisdiction', async () => {
    const s = await seller();
    const { secret } = (await s.api('/v1/seller/webhookEndpoints/create', { url: receiverUrl, events: ['threshold.exceeded'] })).json();
    // Approaching Washington: not an event this endpoint wants.
    await s.save('b-1', 8_500_000);
    await new Promise((r) => setTimeout(r, 2_000));
    // Registered in Washington: past its limit is no news.
    await t.admin(`/admin/v1/sellers/id:${s.sellerId}/registrations/add`, { jurisId: 'us-WA', collectingFrom: '2020-01-01' });
    await expect.poll(async () => (await s.api('/v1/seller/thresholds/id:us-WA/get')).json().status, { timeout: 5_000 }).toBe('registered');
    await s.save('b-2', 8_500_000);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(received.filter((r) => verify(r, secret))).toEqual([]);
  });
});
