// The seller console over real HTTP: sessions (cookie flags, sign-out, a revoked key), CSRF,
// tenant isolation (another seller's ids answer 404 pages), each page's content and the CSV export.
// The browser flow and the screenshots are in test/e2e/console.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInContent } from '../../src/tax/index.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let acme: { sellerId: string; apiKey: string };
let other: { sellerId: string; apiKey: string };

interface Page {
  status: number;
  text: string;
  headers: Headers;
}

async function get(path: string, cookie?: string): Promise<Page> {
  const res = await fetch(`${t.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

async function postForm(path: string, form: Record<string, string>, cookie?: string): Promise<Page> {
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

function cookiesOf(page: Page): string[] {
  return page.headers.getSetCookie();
}

function csrfIn(text: string): string {
  return /name="csrf" value="([^"]+)"/.exec(text)![1]!;
}

/** Signs in through the form as a browser would; answers the session cookie. */
async function signIn(apiKey: string): Promise<string> {
  const form = await get('/console');
  const signInCookie = cookiesOf(form)[0]!.split(';')[0]!;
  const res = await postForm('/console/signin', { csrf: csrfIn(form.text), apiKey, next: '/console' }, signInCookie);
  expect(res.status).toBe(303);
  const session = cookiesOf(res).find((c) => c.startsWith('levy_console='))!;
  return session.split(';')[0]!;
}

async function save(apiKey: string, id: string, amount: number, extra: Record<string, unknown> = {}) {
  const res = await t.post(
    '/v1/seller/transactions/createOrUpdate',
    {
      id,
      currencyCode: 'USD',
      accountingDate: '2026-11-02',
      customerAddress: { country: 'US', line1: '350 5th Ave', city: 'New York', region: 'NY', postalCode: '10118' },
      lineItems: [{ id: 'l1', amount, productExternalId: 'saas' }],
      ...extra,
    },
    { token: apiKey },
  );
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  // PostgreSQL here; the browser test (test/e2e/console.test.ts) runs the same pages on PGlite.
  t = await startTestLevy({ databaseKind: 'postgres' });
  acme = await t.createSeller({
    name: 'Acme <SaaS>',
    rateLimitPerSecond: 1000,
    features: ['filings'],
    accountingTimeZone: 'America/New_York',
  });
  other = await t.createSeller({ name: 'Other Co', rateLimitPerSecond: 1000 });
  for (const s of [acme, other]) {
    const res = await t.post(
      '/v1/seller/products/create',
      { externalId: 'saas', taxCategoryId: { type: 'standard', id: 'saasBusiness' }, name: 'SaaS' },
      { token: s.apiKey },
    );
    expect(res.status, res.text).toBe(200);
  }
  const reg = await t.admin(`/admin/v1/sellers/id:${acme.sellerId}/registrations/add`, {
    jurisId: 'us-NY',
    collectingFrom: '2026-01-01',
    filingFrequency: 'monthly',
  });
  expect(reg.status, reg.text).toBe(200);
  await t.post('/v1/seller/customers/create', { id: 'cus-1', name: 'Buyer Inc' }, { token: acme.apiKey });
  // Past New York's $500,000 threshold (and its 100-sale test is gone? the amount alone crosses it).
  await save(acme.apiKey, 'inv-big', 60_000_000, { customerId: 'cus-1' });
  await save(acme.apiKey, 'inv-2', 10_000);
  await save(other.apiKey, 'other-1', 5_000);
}, 120_000);
afterAll(() => t?.close());

describe('sessions', () => {
  it('shows the sign-in form without a session, and redirects any other page to it (303) without data', async () => {
    const form = await get('/console');
    expect(form.status).toBe(200);
    expect(form.text).toContain('name="apiKey"');
    const page = await get('/console/transactions');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/console?next=%2Fconsole%2Ftransactions');
    expect(page.text).not.toContain('inv-big');
  });

  it('refuses a wrong key and a sign-in form without its token', async () => {
    const form = await get('/console');
    const cookie = cookiesOf(form)[0]!.split(';')[0]!;
    const wrong = await postForm('/console/signin', { csrf: csrfIn(form.text), apiKey: 'levy_nope_nope' }, cookie);
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('not valid');
    const noToken = await postForm('/console/signin', { apiKey: acme.apiKey }, cookie);
    expect(noToken.status).toBe(403);
  });

  it('sets an HttpOnly, SameSite=Strict session cookie that holds no key', async () => {
    const form = await get('/console');
    const signInCookie = cookiesOf(form)[0]!.split(';')[0]!;
    const res = await postForm('/console/signin', { csrf: csrfIn(form.text), apiKey: acme.apiKey }, signInCookie);
    const session = cookiesOf(res).find((c) => c.startsWith('levy_console='))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Strict/);
    expect(session).toMatch(/; Path=\/console/);
    expect(session).not.toMatch(/Secure/); // plain http here; Secure when PUBLIC_URL is https
    expect(session).not.toContain(acme.apiKey.split('_').at(-1)!);
  });

  it('ends the session on sign-out (the old cookie no longer works) and refuses sign-out without the CSRF token', async () => {
    const cookie = await signIn(acme.apiKey);
    const overview = await get('/console', cookie);
    expect(overview.text).toContain('Acme &lt;SaaS&gt;');
    expect((await postForm('/console/signout', {}, cookie)).status).toBe(403);
    expect((await get('/console/transactions', cookie)).status).toBe(200);
    const out = await postForm('/console/signout', { csrf: csrfIn(overview.text) }, cookie);
    expect(out.status).toBe(303);
    expect((await get('/console/transactions', cookie)).status).toBe(303);
  });

  it('ends the sessions of a revoked key', async () => {
    const key = await t.admin(`/admin/v1/sellers/id:${acme.sellerId}/apiKeys/create`, {});
    const { apiKey, apiKeyId } = key.json();
    const cookie = await signIn(apiKey);
    expect((await get('/console/transactions', cookie)).status).toBe(200);
    expect((await t.admin(`/admin/v1/sellers/id:${acme.sellerId}/apiKeys/id:${apiKeyId}/revoke`, {})).status).toBe(200);
    await expect.poll(async () => (await get('/console/transactions', cookie)).status, { timeout: 10_000 }).toBe(303);
  });

  it('answers an unknown console path with an HTML 404 page', async () => {
    const res = await get('/console/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('does not accept a forged or tampered cookie', async () => {
    const cookie = await signIn(acme.apiKey);
    const tampered = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await get('/console/transactions', tampered)).status).toBe(303);
    expect((await get('/console/transactions', 'levy_console=a.9999999999.b')).status).toBe(303);
  });
});

describe('pages', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn(acme.apiKey);
  });

  it('overview: New York is exceeded on the map, listed to register, with its detail and chart', async () => {
    const page = await get('/console', cookie);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/class="state registered" data-juris-id="us-NY"|data-juris-id="us-NY"[^>]*class="state registered"/);
    expect(page.text.match(/data-juris-id="us-[A-Z]{2}"/g)).toHaveLength(51);
    const detail = await get('/console/thresholds/us-NY', cookie);
    expect(detail.text).toContain('New York');
    expect(detail.text).toContain('<svg');
    expect((await get('/console/thresholds/us-XX', cookie)).status).toBe(404);
  });

  it('transactions: newest first, found by id or customer, and a detail page with lines and versions', async () => {
    const list = await get('/console/transactions', cookie);
    expect(list.text.indexOf('inv-2')).toBeLessThan(list.text.indexOf('inv-big'));
    expect(list.text).not.toContain('other-1');
    const byCustomer = await get('/console/transactions?q=cus-1', cookie);
    expect(byCustomer.text).toContain('inv-big');
    expect(byCustomer.text).not.toContain('inv-2<');
    await save(acme.apiKey, 'inv-2', 20_000);
    const detail = await get('/console/transactions/inv-2', cookie);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain('data-juris-id="us-NY"');
    expect(detail.text.match(/<tr><td>\d+<\/td><td>normal<\/td>/g)).toHaveLength(2);
  });

  it('a transaction page shows the tax content version of the transaction and of each version, — where none was recorded', async () => {
    await save(acme.apiKey, 'inv-cv', 1_000);
    await save(acme.apiKey, 'inv-cv', 2_000);
    // Version 1 as a row saved before content versions were recorded.
    await t.levy.db.prisma.transactionVersion.updateMany({
      where: { version: 1, transaction: { sellerId: acme.sellerId, externalId: 'inv-cv' } },
      data: { contentVersion: null },
    });
    const version = builtInContent().version;
    const detail = await get('/console/transactions/inv-cv', cookie);
    expect(detail.text).toContain(`<dd id="content-version"><code>${version}</code></dd>`);
    expect(detail.text.match(/<td class="content-version">.*?<\/td>/g)).toEqual([
      `<td class="content-version"><code>${version}</code></td>`,
      '<td class="content-version"><span class="muted">—</span></td>',
    ]);

    await save(acme.apiKey, 'inv-cv-old', 1_000);
    await t.levy.db.prisma.transactionVersion.updateMany({
      where: { transaction: { sellerId: acme.sellerId, externalId: 'inv-cv-old' } },
      data: { contentVersion: null },
    });
    expect((await get('/console/transactions/inv-cv-old', cookie)).text).toContain(
      '<dd id="content-version"><span class="muted">—</span></dd>',
    );
  });

  it("another seller's transaction is a 404 page, the same as an unknown id", async () => {
    const foreign = await get('/console/transactions/other-1', cookie);
    const unknown = await get('/console/transactions/nope', cookie);
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.text).not.toContain('5,000');
  });

  it('filings: the month of New York with its totals, and a CSV export a preparer can use', async () => {
    const list = await get('/console/filings', cookie);
    expect(list.text).toContain('/console/filings/us-NY/2026-11');
    const filing = await get('/console/filings/us-NY/2026-11', cookie);
    expect(filing.status).toBe(200);
    expect(filing.text).toContain('inv-big');
    const csv = await get('/console/filings/us-NY/2026-11/export.csv', cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain('us-NY-2026-11.csv');
    const [header, ...rows] = csv.text.trim().split('\n');
    expect(header).toBe('transaction_id,accounting_date,customer_id,currency,sales,taxable_sales,tax');
    const big = rows.find((r) => r.startsWith('inv-big,'))!.split(',');
    expect(big.slice(1, 5)).toEqual(['2026-11-02', 'cus-1', 'USD', '600000']);
    // 8.875% in New York City, exact.
    expect(big[6]).toBe('53250');
    expect((await get('/console/filings/us-CA/2026-11', cookie)).status).toBe(404);
  });

  it('filings: the return worksheet on the page, and its CSV in the return’s line order', async () => {
    const filing = (await get('/console/filings/us-NY/2026-11', cookie)).text;
    expect(filing).toContain('Return worksheet');
    expect(filing).toMatch(/<tr class="line" data-juris="us-NY">/);
    const csv = await get('/console/filings/us-NY/2026-11/worksheet.csv', cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('us-NY-2026-11-worksheet.csv');
    const [header, ...rows] = csv.text
      .trim()
      .split('\n')
      .map((r) => r.split(','));
    expect(header!.slice(0, 2)).toEqual(['currency', 'row']);
    const kinds = rows.map((r) => r[1]);
    // Gross sales first, taxable sales before the tax lines, tax collected last.
    expect(kinds[0]).toBe('gross_sales');
    expect(kinds.indexOf('taxable_sales')).toBeLessThan(kinds.indexOf('tax'));
    expect(kinds.at(-1)).toBe('collected_less_due');
    const levels = rows.filter((r) => r[1] === 'tax').map((r) => r[3]);
    expect(levels[0]).toBe('state');
  });

  it('totals, CSV and worksheet are the same from the figures saved with each transaction as from the records of rows saved before them', async () => {
    const saved = await get('/console/filings/us-NY/2026-11/export.csv', cookie);
    const savedPage = await get('/console/filings/us-NY/2026-11', cookie);
    const totals = (text: string) => /<table id="filing-totals">[\s\S]*?<\/table>/.exec(text)![0];
    const worksheet = (await get('/console/filings/us-NY/2026-11/worksheet.csv', cookie)).text;
    await t.database.db.prisma.$executeRawUnsafe(`UPDATE transactions SET "filingFigures" = NULL WHERE "sellerId" = $1`, acme.sellerId);
    expect((await get('/console/filings/us-NY/2026-11/worksheet.csv', cookie)).text).toBe(worksheet);
    expect((await get('/console/filings/us-NY/2026-11/export.csv', cookie)).text).toBe(saved.text);
    expect(totals((await get('/console/filings/us-NY/2026-11', cookie)).text)).toBe(totals(savedPage.text));
  });

  it('a negation offsets its original in the filing totals', async () => {
    await save(acme.apiKey, 'inv-neg-src', 100_00);
    const before = await get('/console/filings/us-NY/2026-11', cookie);
    const neg = await t.post(
      '/v1/seller/transactions/createNegation',
      { originalTransactionId: 'inv-neg-src', newTransactionId: 'inv-neg' },
      { token: acme.apiKey },
    );
    expect(neg.status, neg.text).toBe(200);
    const after = await get('/console/filings/us-NY/2026-11', cookie);
    const tax = (text: string) => /<td class="num tax">([^<]+)<\/td>/.exec(text)![1];
    expect(tax(after.text)).not.toBe(tax(before.text));
    const csv = (await get('/console/filings/us-NY/2026-11/export.csv', cookie)).text;
    expect(csv).toMatch(/\ninv-neg,2026-11-02,,USD,-100,-100,-8\.875\n/);
  });

  it("keeps a finalized filing's totals once read: its transactions are frozen", async () => {
    const totals = (text: string) => /<table id="filing-totals">[\s\S]*?<\/table>/.exec(text)![0];
    const open = totals((await get('/console/filings/us-NY/2026-11', cookie)).text);
    expect((await t.admin(`/admin/v1/sellers/id:${acme.sellerId}/filings/id:us-NY/id:2026-11/finalize`, {})).status).toBe(200);
    expect(totals((await get('/console/filings/us-NY/2026-11', cookie)).text)).toBe(open);
    const prisma = t.database.db.prisma;
    const kept = await prisma.filing.findFirst({ where: { sellerId: acme.sellerId, jurisId: 'us-NY', jurisFilingId: '2026-11' } });
    expect(Array.isArray(kept!.totals)).toBe(true);
    // The page reads the kept totals, not the transactions.
    await prisma.filing.update({
      where: { id: kept!.id },
      data: { totals: [{ currencyCode: 'USD', transactionCount: 7, sales: '700', taxable: '700', tax: '7' }] },
    });
    expect((await get('/console/filings/us-NY/2026-11', cookie)).text).toMatch(/<td class="num">7<\/td>/);
  });

  it('a seller without the filings feature sees why, not data', async () => {
    const theirs = await signIn(other.apiKey);
    const page = await get('/console/filings/us-NY/2026-11', theirs);
    expect(page.text).toContain('premium feature');
    expect(page.text).not.toContain('inv-big');
  });

  it('attention, certificates and customers answer for a seller with nothing to show', async () => {
    for (const path of ['/console/attention', '/console/certificates', '/console/customers']) {
      const page = await get(path, cookie);
      expect(page.status, path).toBe(200);
    }
    expect((await get('/console/customers', cookie)).text).toContain('Buyer Inc');
  });

  it('customers: places an address as a calculation would, saying what placed it, and refuses a bad one clearly', async () => {
    const placed = (await get('/console/customers?city=New+York&region=NY&postalCode=10118', cookie)).text;
    const block = /<div id="address-placement">([\s\S]*?)<\/div>/.exec(placed)![1]!;
    expect(block).toContain('Placed by its ZIP code');
    expect(block).toContain('(us-NY-new-york-city)');
    const bad = await get('/console/customers?region=NY&postalCode=90210', cookie);
    expect(bad.status).toBe(200);
    expect(bad.text).toMatch(/<p class="error" id="address-placement">ZIP code 90210 is in CA, not in NY\.<\/p>/);
    // What was typed is shown back, escaped.
    expect((await get('/console/customers?line1=%3Cb%3E1+Main&postalCode=10118', cookie)).text).toContain('value="&lt;b&gt;1 Main"');
  });

  it('attention: the editions behind the answers in each state the seller is registered in, and the day each vouches through', async () => {
    // Registered in New York only: its sources, read in November 2026, vouch through the quarter.
    const page = (await get('/console/attention', cookie)).text;
    const table = /<table id="tax-data-editions">([\s\S]*?)<\/table>/.exec(page)![1]!;
    const rows = [
      ...table.matchAll(
        /<tr data-state="([A-Z]{2})"[^>]*><td>[A-Z]{2}<\/td><td>([^<]*)[\s\S]*?<\/td><td class="num">(\d+)<\/td><td>(\d{4}-\d{2}-\d{2})/g,
      ),
    ];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['NY']));
    expect(rows.every((r) => r[4] === '2026-12-31')).toBe(true);
    expect(rows.some((r) => r[2]!.includes('(read 2026-11-'))).toBe(true);
  });

  it('refuses a retry without its CSRF token, and reports an unknown invoice', async () => {
    const attention = await get('/console/attention', cookie);
    expect((await postForm('/console/attention/retry', { integrationId: 'intg_x', invoiceId: 'in_x' }, cookie)).status).toBe(403);
    const res = await postForm(
      '/console/attention/retry',
      { csrf: csrfIn(attention.text), integrationId: 'intg_x', invoiceId: 'in_x' },
      cookie,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('outcome=integrationIdNotFound');
  });
});

describe('wrong keys', () => {
  it('are throttled per address: after a burst of failures even a right key waits', async () => {
    const form = await get('/console');
    const cookie = cookiesOf(form)[0]!.split(';')[0]!;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await postForm('/console/signin', { csrf: csrfIn(form.text), apiKey: `levy_wrong${i}_x` }, cookie)).status);
    expect(statuses).toContain(429);
    const right = await postForm('/console/signin', { csrf: csrfIn(form.text), apiKey: acme.apiKey }, cookie);
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('1');
  });
});
