// Rate changes ahead through a real Levy, PostgreSQL and Redis: the console's attention page lists
// the changes where the seller sold (with the customers they touch), and the check sends each change
// once, as a signed `taxRates.changed` event, to the endpoints subscribed to it.
//
// The built-in content has no rate change between 30 days back and 90 days ahead of today, so the
// test gives Washington one, 20 days ahead: the check takes its jurisdictions as a parameter, and the
// attention page (which reads the built-in content) sees the same list through the content's array,
// swapped in this test process only and put back afterwards.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAllSellers, checkRateChanges, listRateChangesAhead } from '../../src/seller/rate-changes/rate-changes.ts';
import type { JurisdictionData } from '../../src/tax/content/types.ts';
import { addDays, isoDate } from '../../src/tax/dates.ts';
import { builtInContent } from '../../src/tax/index.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';
import { CDTFA_APRIL_NAME, CDTFA_FILE, cdtfaApril } from '../support/official-tables.ts';
import { withoutReferenceData } from '../support/reference-data.ts';

const today = isoDate(new Date());
const CHANGE_DAY = addDays(today, 20);
const SOURCE = 'Test: Washington raises its retail sales tax (RCW 82.08.020, as amended)';
const WA = { country: 'US', region: 'WA', city: 'Seattle', postalCode: '98101', line1: '400 Pine St' };
const NY = { country: 'US', region: 'NY', city: 'New York', postalCode: '10118', line1: '350 5th Ave' };

/** The built-in jurisdictions with a rate change in Washington (the seller sells there) and one in Idaho (it does not). */
const original = builtInContent().jurisdictions;
const withChanges: JurisdictionData[] = original.map((j) => {
  const change = j.id === 'us-WA' ? '6.75' : j.id === 'us-ID' ? '6.25' : null;
  if (change === null) return j;
  const [tax] = j.taxes;
  const current = tax!.rates.find((r) => r.to === null)!;
  return {
    ...j,
    taxes: [
      {
        ...tax!,
        rates: [
          ...tax!.rates.filter((r) => r !== current),
          { ...current, to: CHANGE_DAY },
          { from: CHANGE_DAY, to: null, rate: change, source: SOURCE },
        ],
      },
    ],
  };
});

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  answered: number;
}

let t: TestLevy;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
const answers: number[] = [];
let cookie: string;

beforeAll(async () => {
  t = await startTestLevy({ env: { ALERT_RETRY_BASE_MS: '100' } });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const answered = answers.shift() ?? 200;
      received.push({ path: req.url ?? '', headers: req.headers, body, answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
});
afterAll(async () => {
  swapContent(original);
  await t?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

/** Puts `jurisdictions` in the built-in content's array, element by element (the calculations' own index keeps the originals). */
function swapContent(jurisdictions: readonly JurisdictionData[]) {
  const array = builtInContent().jurisdictions;
  jurisdictions.forEach((j, i) => (array[i] = j));
}

function verify(delivery: Received, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers['levy-signature']));
  if (match === null) return false;
  return (
    createHmac('sha256', secret).update(`${match[1]}.${delivery.body}`).digest('hex') === match[2] &&
    Math.abs(Number(match[1]) - Date.now() / 1000) < 300
  );
}

async function signIn(apiKey: string): Promise<string> {
  const form = await fetch(`${t.url}/console`, { redirect: 'manual' });
  const signInCookie = form.headers.getSetCookie()[0]!.split(';')[0]!;
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())![1]!;
  const res = await fetch(`${t.url}/console/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: signInCookie },
    body: new URLSearchParams({ csrf, apiKey, next: '/console' }).toString(),
  });
  expect(res.status).toBe(303);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('levy_console='))!
    .split(';')[0]!;
}

async function rateChangesTable(): Promise<string> {
  const res = await fetch(`${t.url}/console/attention`, { redirect: 'manual', headers: { cookie } });
  expect(res.status).toBe(200);
  const text = await res.text();
  return /<h2>Rate changes ahead[\s\S]*?<\/table>/.exec(text)![0];
}

describe('rate changes ahead', () => {
  let seller: { sellerId: string; apiKey: string };
  let secret: string;

  beforeAll(async () => {
    seller = await t.createSeller({ rateLimitPerSecond: 10_000 });
    const api = (path: string, body: unknown = {}) => t.post(path, body, { token: seller.apiKey });
    await api('/v1/seller/products/create', { externalId: 'saas', taxCategoryId: { type: 'standard', id: 'saasBusiness' }, name: 'SaaS' });
    for (const id of ['cus-1', 'cus-2', 'cus-9']) expect((await api('/v1/seller/customers/create', { id })).status).toBe(200);
    const save = async (id: string, address: object, customerId?: string) => {
      const res = await api('/v1/seller/transactions/createOrUpdate', {
        id,
        lineItems: [{ productExternalId: 'saas', amount: 10_000 }],
        currencyCode: 'USD',
        customerAddress: address,
        accountingDate: addDays(today, -3),
        ...(customerId !== undefined ? { customerId } : {}),
      });
      expect(res.status, res.text).toBe(200);
    };
    // In Washington: customer cus-1 twice, one sale without a customer id (counted by its address),
    // and a voided sale to cus-9 (not counted). In New York, whose rate does not change: cus-2.
    await save('wa-1', WA, 'cus-1');
    await save('wa-2', WA, 'cus-1');
    await save('wa-3', { ...WA, line1: '1 Pike St' });
    await save('wa-4', WA, 'cus-9');
    expect((await api('/v1/seller/transactions/id:wa-4/void')).status).toBe(200);
    await save('ny-1', NY, 'cus-2');
    secret = (await api('/v1/seller/webhookEndpoints/create', { url: `${receiverUrl}/rates`, events: ['taxRates.changed'] })).json().secret;
    expect(
      (
        await api('/v1/seller/webhookEndpoints/create', {
          url: `${receiverUrl}/thresholds`,
          events: ['threshold.approaching', 'threshold.exceeded'],
        })
      ).status,
    ).toBe(200);
    cookie = await signIn(seller.apiKey);
  });

  it('says so on the attention page when no rate changes where the seller sold', async () => {
    const table = await rateChangesTable();
    expect(table).toContain('Rate changes ahead <span class="muted">(0)</span>');
    expect(table).toContain('None.');
  });

  it('lists a change where the seller sold: name, old and new rate, day, source and customers touched', async () => {
    swapContent(withChanges);
    try {
      const table = await rateChangesTable();
      expect(table).toContain('Rate changes ahead <span class="muted">(1)</span>');
      const row = /<tr data-juris-id="us-WA">[\s\S]*?<\/tr>/.exec(table)![0];
      expect(row).toContain('Washington');
      expect(row).toContain('6.50% → 6.75%');
      expect(row).toContain(CHANGE_DAY);
      expect(row).toContain(SOURCE);
      expect(row).toMatch(/<td class="num">2<\/td><\/tr>$/);
      // Idaho changes too, but the seller did not sell there.
      expect(table).not.toContain('us-ID');
    } finally {
      swapContent(original);
    }
  });

  it('sends one signed taxRates.changed event, retried with the same bytes, and nothing more when the check runs again', async () => {
    const mine = () => received.filter((r) => r.path === '/rates');
    // The endpoint fails once before it takes the event.
    answers.push(500);
    expect(await checkRateChanges(t.levy.ctx, seller.sellerId, 100, { jurisdictions: withChanges })).toEqual({
      recorded: 1,
      queuedEvents: 1,
    });
    await expect.poll(() => mine().filter((r) => r.answered === 200).length, { timeout: 15_000 }).toBe(1);
    const tries = mine();
    expect(tries.map((r) => r.answered)).toEqual([500, 200]);
    expect(tries.every((r) => verify(r, secret))).toBe(true);
    expect(new Set(tries.map((r) => r.body)).size).toBe(1);
    expect(JSON.parse(tries[0]!.body)).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'taxRates.changed',
      createdAt: expect.any(String),
      sellerId: seller.sellerId,
      changes: [
        { jurisId: 'us-WA', name: 'Washington', from: CHANGE_DAY, oldRate: '6.50', newRate: '6.75', source: SOURCE, customersTouched: 2 },
      ],
    });

    // Again, for this seller and in the daily check of every seller: nothing new to send.
    expect(await checkRateChanges(t.levy.ctx, seller.sellerId, 100, { jurisdictions: withChanges })).toEqual({
      recorded: 0,
      queuedEvents: 0,
    });
    expect((await checkAllSellers(t.levy.ctx, 100, { jurisdictions: withChanges })).recorded).toBe(0);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(mine()).toHaveLength(2);
    // The endpoint subscribed to threshold events only got none of it.
    expect(received.filter((r) => r.path === '/thresholds' && JSON.parse(r.body).type === 'taxRates.changed')).toEqual([]);
  });
});

describe('rate changes an imported official table brings', () => {
  // CDTFA's real table, edited: read from ../shared/reference/data, skipped without it.
  it.skipIf(withoutReferenceData(CDTFA_FILE))(
    "lists Arcata's raise of CDTFA's April table (an operator import, not the built-in content) for a seller who sold there",
    async () => {
      const seller = await t.createSeller({ rateLimitPerSecond: 10_000 });
      const api = (path: string, body: unknown = {}) => t.post(path, body, { token: seller.apiKey });
      await api('/v1/seller/products/create', {
        externalId: 'goods',
        taxCategoryId: { type: 'standard', id: 'tangibleGoods' },
        name: 'Goods',
      });
      const sale = await api('/v1/seller/transactions/createOrUpdate', {
        id: 'arcata-1',
        lineItems: [{ productExternalId: 'goods', amount: 10_000 }],
        currencyCode: 'USD',
        customerAddress: { country: 'US', region: 'CA', postalCode: '95521' },
        accountingDate: '2026-03-02',
        customerId: 'cus-arcata',
        customerName: 'Arcata Co',
      });
      expect(sale.status, sale.text).toBe(200);
      // Ten days after the table's first day: a change of the last 30 days. Without the import, none.
      const around = { today: '2026-04-10' };
      expect(await listRateChangesAhead(t.levy.ctx, seller.sellerId, around)).toEqual([]);

      const imported = await t.admin('/admin/v1/taxData/import', { fileName: CDTFA_APRIL_NAME, kind: 'caCdtfa', contents: cdtfaApril() });
      expect(imported.status, imported.text).toBe(200);
      await expect
        .poll(() => listRateChangesAhead(t.levy.ctx, seller.sellerId, around), { timeout: 10_000 })
        .toEqual([
          expect.objectContaining({
            jurisId: 'us-CA-city-of-arcata',
            from: '2026-04-01',
            oldRate: '1.50',
            newRate: '1.75',
            customersTouched: 1,
            source: expect.stringContaining(CDTFA_APRIL_NAME),
          }),
        ]);
    },
  );
});
