// The seller console in real headless Chromium (Debian's chromium through playwright-core), on
// PGlite: sign in through the form, the map with a state exceeded and its threshold chart, a
// transaction opened from the list, a filing's CSV downloaded, a Stripe invoice (left unprocessed
// by the processor emulator) retried, another seller's id as a 404 page, a form without its CSRF
// token refused, the session cookie's flags, and sign-out. Each page is photographed at 1280x800
// into docs/console/ (overview-map.png: the overview scrolled to its map), over a seller whose data
// looks real: a dozen customers billed monthly across states, a New York registration with monthly
// filings, ECB rates loaded, certificates, two Stripe drafts Levy could not tax. The same pages over
// plain HTTP are in test/integration/console.test.ts.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../src/emulator/server.ts';
import { launchChromium } from '../support/browser.ts';
import { Decimal } from '../support/decimal.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';
import { eventually, newStripeKey, NYC } from '../support/stripe.ts';

const SCREENSHOTS = fileURLToPath(new URL('../../docs/console/', import.meta.url));
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n').toString('base64');

let t: TestLevy;
let emulator: Emulator;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let acme: { sellerId: string; apiKey: string };
let other: { sellerId: string; apiKey: string };
let stripe: Stripe;
let integrationId: string;
/** Stripe invoices Levy could not process: a product Levy does not know yet, and a customer without an address. */
let unknownProductInvoice: string;
let noAddressInvoice: string;

const api = (path: string, body: unknown = {}, who: { apiKey: string } = acme) => t.post(path, body, { token: who.apiKey });

async function ok(path: string, body: unknown, who: { apiKey: string } = acme) {
  const res = await api(path, body, who);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.json();
}

/** A calendar date n days before today (UTC), as YYYY-MM-DD. */
function daysAgo(n: number): string {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the month `back` months before this one. */
function monthStart(back: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}

const ADDRESSES = {
  nyc: { country: 'US', line1: '350 5th Ave', city: 'New York', region: 'NY', postalCode: '10118' },
  // Scarsdale's ZIP codes may reach into Yonkers: Levy answers with the state's tax and says it is unsure.
  scarsdale: { country: 'US', line1: '2 Overhill Rd', city: 'Scarsdale', region: 'NY', postalCode: '10583' },
  houston: { country: 'US', line1: '910 Louisiana St', city: 'Houston', region: 'TX', postalCode: '77002' },
  austin: { country: 'US', line1: '600 Congress Ave', city: 'Austin', region: 'TX', postalCode: '78701' },
  dallas: { country: 'US', line1: '1717 Main St', city: 'Dallas', region: 'TX', postalCode: '75201' },
  sanFrancisco: { country: 'US', line1: '1455 Market St', city: 'San Francisco', region: 'CA', postalCode: '94103' },
  seattle: { country: 'US', line1: '1201 3rd Ave', city: 'Seattle', region: 'WA', postalCode: '98101' },
  denver: { country: 'US', line1: '1700 Lincoln St', city: 'Denver', region: 'CO', postalCode: '80202' },
  miami: { country: 'US', line1: '701 Brickell Ave', city: 'Miami', region: 'FL', postalCode: '33131' },
  chicago: { country: 'US', line1: '233 S Wacker Dr', city: 'Chicago', region: 'IL', postalCode: '60606' },
} as const;

/** Acme Analytics' customers and their monthly subscriptions: billing day, lines (cents) and how many months back. */
const CUSTOMERS: {
  id: string;
  name: string;
  email: string;
  address: keyof typeof ADDRESSES;
  day: number;
  lines: [string, number][];
  months: number;
}[] = [
  {
    id: 'cus-northwind',
    name: 'Northwind Traders',
    email: 'ap@northwind.example',
    address: 'nyc',
    day: 3,
    lines: [
      ['analytics', 1_000_000],
      ['support', 200_000],
    ],
    months: 6,
  },
  {
    id: 'cus-stjude',
    name: 'St. Jude Community Hospital',
    email: 'purchasing@stjude.example',
    address: 'nyc',
    day: 6,
    lines: [['analytics', 380_000]],
    months: 4,
  },
  {
    id: 'cus-pinecrest',
    name: 'Pinecrest Dental Group',
    email: 'billing@pinecrest.example',
    address: 'scarsdale',
    day: 12,
    lines: [['analytics', 145_000]],
    months: 3,
  },
  {
    id: 'cus-globex',
    name: 'Globex Corporation',
    email: 'accounts@globex.example',
    address: 'houston',
    day: 5,
    lines: [
      ['analytics', 4_200_000],
      ['support', 600_000],
    ],
    months: 6,
  },
  {
    id: 'cus-initech',
    name: 'Initech',
    email: 'finance@initech.example',
    address: 'austin',
    day: 9,
    lines: [['analytics', 3_000_000]],
    months: 6,
  },
  {
    id: 'cus-umbrella',
    name: 'Umbrella Health',
    email: 'ap@umbrella.example',
    address: 'dallas',
    day: 17,
    lines: [['analytics', 2_100_000]],
    months: 3,
  },
  {
    id: 'cus-hooli',
    name: 'Hooli',
    email: 'payables@hooli.example',
    address: 'sanFrancisco',
    day: 1,
    lines: [
      ['analytics', 6_500_000],
      ['support', 500_000],
    ],
    months: 6,
  },
  {
    id: 'cus-stark',
    name: 'Stark Logistics',
    email: 'ap@stark.example',
    address: 'seattle',
    day: 20,
    lines: [['analytics', 1_750_000]],
    months: 5,
  },
  {
    id: 'cus-soylent',
    name: 'Soylent Foods',
    email: 'invoices@soylent.example',
    address: 'denver',
    day: 25,
    lines: [['analytics', 420_000]],
    months: 4,
  },
  {
    id: 'cus-tyrell',
    name: 'Tyrell Systems',
    email: 'ap@tyrell.example',
    address: 'miami',
    day: 14,
    lines: [['analytics', 950_000]],
    months: 3,
  },
  {
    id: 'cus-massive',
    name: 'Massive Dynamic',
    email: 'billing@massive.example',
    address: 'chicago',
    day: 8,
    lines: [['analytics', 600_000]],
    months: 4,
  },
];

/** Saved transactions: id -> customer and accounting date. */
const saved = new Map<string, { customerId: string; date: string; amount: number }>();

function transactionBody(id: string, customer: (typeof CUSTOMERS)[number], date: string, lines: [string, number][]) {
  return {
    id,
    currencyCode: 'USD',
    accountingDate: date,
    customerId: customer.id,
    customerAddress: ADDRESSES[customer.address],
    lineItems: lines.map(([product, amount], i) => ({ id: `l${i + 1}`, productExternalId: product, amount })),
  };
}

/** ECB reference rates (1 EUR in each currency) for every day of the last 200, as an operator loads them. */
function ecbRates(): string {
  const rates = { USD: '1.0850', JPY: '162.50', GBP: '0.8450', CHF: '0.9420', AUD: '1.6550', CAD: '1.4950' };
  const lines = [`Date,${Object.keys(rates).join(',')}`];
  for (let n = 0; n <= 200; n++) lines.push(`${daysAgo(n)},${Object.values(rates).join(',')}`);
  return lines.join('\n');
}

async function seed() {
  const rates = await t.admin('/admin/v1/conversionRates/load', { csv: ecbRates() });
  expect(rates.status, rates.text).toBe(200);
  acme = await t.createSeller({
    name: 'Acme Analytics',
    rateLimitPerSecond: 10_000,
    features: ['filings'],
    accountingTimeZone: 'America/New_York',
  });
  other = await t.createSeller({ name: 'Other Co', rateLimitPerSecond: 10_000 });
  for (const who of [acme, other]) {
    await ok(
      '/v1/seller/products/create',
      { externalId: 'analytics', taxCategoryId: { type: 'standard', id: 'saasBusiness' }, name: 'Acme Analytics Platform' },
      who,
    );
    await ok(
      '/v1/seller/products/create',
      { externalId: 'support', taxCategoryId: { type: 'standard', id: 'saasBusiness' }, name: 'Premium Support' },
      who,
    );
  }
  const collectingFrom = monthStart(8).toISOString().slice(0, 10);
  const reg = await t.admin(`/admin/v1/sellers/id:${acme.sellerId}/registrations/add`, {
    jurisId: 'us-NY',
    collectingFrom,
    filingFrequency: 'monthly',
  });
  expect(reg.status, reg.text).toBe(200);
  for (const c of CUSTOMERS) await ok('/v1/seller/customers/create', { id: c.id, name: c.name, emailAddress: c.email });

  // St. Jude is exempt in New York: one certificate that ends in 20 days (needs attention), and one of
  // Brooklyn Public Library with no end.
  await ok('/v1/seller/certificates/create', {
    customerId: 'cus-stjude',
    customerName: 'St. Jude Community Hospital',
    effectiveDateBegin: daysAgo(340),
    exemptionNumber: 'ST-119-00412',
    notes: 'Form ST-119.1, nonprofit organization',
    certificateFile: { name: 'st-jude-st-119.pdf', contentsBase64: PDF },
    jurises: [{ jurisId: 'us-NY', effectiveDateEndi: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10) }],
  });
  await ok('/v1/seller/customers/create', {
    id: 'cus-bpl',
    name: 'Brooklyn Public Library',
    emailAddress: 'procurement@bklynlibrary.example',
  });
  await ok('/v1/seller/certificates/create', {
    customerId: 'cus-bpl',
    customerName: 'Brooklyn Public Library',
    effectiveDateBegin: daysAgo(120),
    exemptionNumber: 'GOV-2231',
    certificateFile: { name: 'bpl-exempt-organization.pdf', contentsBase64: PDF },
    jurises: [{ jurisId: 'us-NY' }],
  });

  // Monthly invoices, oldest first, numbered in order as a billing system would.
  const invoices: { id: string; customer: (typeof CUSTOMERS)[number]; date: string }[] = [];
  const today = daysAgo(0);
  for (const c of CUSTOMERS) {
    // The customer's last `months` billing days before today, whatever today's day of the month.
    const dates: string[] = [];
    for (let back = 0; dates.length < c.months; back++) {
      const start = monthStart(back);
      const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), c.day)).toISOString().slice(0, 10);
      if (date < today) dates.push(date);
    }
    for (const date of dates) invoices.push({ id: '', customer: c, date });
  }
  invoices.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.customer.id < b.customer.id ? -1 : 1));
  invoices.forEach((inv, i) => (inv.id = `INV-${String(1001 + i)}`));
  for (const inv of invoices) {
    await ok('/v1/seller/transactions/createOrUpdate', transactionBody(inv.id, inv.customer, inv.date, inv.customer.lines));
    saved.set(inv.id, { customerId: inv.customer.id, date: inv.date, amount: inv.customer.lines.reduce((n, [, a]) => n + a, 0) });
  }
  // Northwind's latest invoice was corrected (two more seats of support): version 2.
  const latestNorthwind = [...saved].filter(([, s]) => s.customerId === 'cus-northwind').at(-1)![0];
  const northwind = CUSTOMERS.find((c) => c.id === 'cus-northwind')!;
  await ok(
    '/v1/seller/transactions/createOrUpdate',
    transactionBody(latestNorthwind, northwind, saved.get(latestNorthwind)!.date, [
      ['analytics', 1_000_000],
      ['support', 260_000],
    ]),
  );
  saved.get(latestNorthwind)!.amount = 1_260_000;

  await ok(
    '/v1/seller/transactions/createOrUpdate',
    { ...transactionBody('OTHER-7', CUSTOMERS[0]!, daysAgo(3), [['analytics', 777_700]]), customerId: undefined },
    other,
  );
}

/** Acme's Stripe account in the emulator, connected through the admin API, with two drafts Levy cannot tax. */
async function connectStripe() {
  const stripeKey = newStripeKey();
  stripe = emulator.client(stripeKey);
  await stripe.products.create({ id: 'analytics', name: 'Acme Analytics Platform' });
  await stripe.products.create({ id: 'analytics-pro', name: 'Acme Analytics Pro' });
  const created = await t.admin(`/admin/v1/sellers/id:${acme.sellerId}/integrations/create`, {
    type: 'stripe',
    stripeSecretKey: stripeKey,
    stripeApiBase: emulator.url,
    taxMode: 'taxRate',
  });
  expect(created.status, created.text).toBe(200);
  integrationId = created.json().integrationId;

  const draft = async (customer: Stripe.CustomerCreateParams, product: string, amount: number) => {
    const { id: customerId } = await stripe.customers.create(customer);
    const invoice = await stripe.invoices.create({
      customer: customerId,
      auto_advance: false,
      collection_method: 'send_invoice',
      days_until_due: 30,
      metadata: { svc_user_input: 'v1' },
    });
    await stripe.invoiceItems.create({
      customer: customerId,
      invoice: invoice.id,
      price_data: { currency: 'usd', product, unit_amount: amount },
    });
    return invoice.id;
  };
  // A new plan billed in Stripe before its product was added to Levy.
  unknownProductInvoice = await draft({ name: 'Bluth Company', email: 'ap@bluth.example', address: NYC }, 'analytics-pro', 2_400_000);
  // A customer entered without an address: nothing to place the sale in.
  noAddressInvoice = await draft({ name: 'Vandelay Industries', email: 'art@vandelay.example' }, 'analytics', 350_000);
  const listed = () =>
    api(`/v1/seller/integrations/id:${integrationId}/unprocessedInvoices/list`).then(
      (r) => r.json().invoices as { invoiceId: string; reason: { type: string } }[],
    );
  const reasons = await eventually(async () => {
    const invoices = await listed();
    return invoices.length === 2 ? Object.fromEntries(invoices.map((i) => [i.invoiceId, i.reason.type])) : undefined;
  });
  expect(reasons).toEqual({ [unknownProductInvoice]: 'productNotFound', [noAddressInvoice]: 'customerAddressMissing' });
  await emulator.deliveriesSettled();
}

beforeAll(async () => {
  const launching = launchChromium();
  [t, emulator] = await Promise.all([
    startTestLevy({ databaseKind: 'pglite' }),
    startEmulator({ delivery: { retryDelaysMs: [50, 100, 200, 400, 800, 1600] } }),
  ]);
  await seed();
  await connectStripe();
  await mkdir(SCREENSHOTS, { recursive: true });
  browser = await launching;
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await emulator?.close();
});

const shoot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, name), fullPage: false });
const text = async (selector: string) => ((await page.locator(selector).first().textContent()) ?? '').trim();

/** The transaction id the console lists on a page, row by row. */
async function listedIds(): Promise<string[]> {
  return page.locator('#transactions tbody tr td:first-child a').allTextContents();
}

describe('the seller console in a browser', () => {
  it('signs in through the form and lands on the overview', async () => {
    const res = await page.goto(`${t.url}/console`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.title()).toBe('Sign in · Levy');
    await shoot('sign-in.png');

    // A wrong key is refused on the same form.
    await page.locator('input[name="apiKey"]').fill('levy_nope_nope');
    const [refused] = await Promise.all([page.waitForResponse(`${t.url}/console/signin`), page.locator('#signin').click()]);
    expect(refused.status()).toBe(401);
    await page.waitForLoadState();
    expect(await text('#signin-error')).toBe('That API key is not valid (unknown or revoked).');

    await page.locator('input[name="apiKey"]').fill(acme.apiKey);
    await Promise.all([page.waitForURL(`${t.url}/console`), page.locator('#signin').click()]);
    expect(await page.title()).toBe('Overview · Levy');
    expect(await text('#seller-name')).toBe('Acme Analytics');
    expect(await page.locator('nav a[aria-current="page"]').textContent()).toBe('Overview');
  });

  it('shows Texas exceeded on the map, and its threshold detail with the monthly chart', async () => {
    const state = (id: string) => page.locator(`.us-map [data-juris-id="${id}"]`);
    expect(await page.locator('.us-map [data-juris-id]').count()).toBe(51);
    // $531,000 of sales into Texas in 12 months, where Acme is not registered: over $500,000.
    // (California and Washington are measured by calendar year: what they show depends on the month.)
    expect(await state('us-TX').getAttribute('class')).toBe('state exceeded');
    expect(await state('us-NY').getAttribute('class')).toBe('state registered');
    expect(await state('us-CO').getAttribute('class')).toBe('state notApproaching');
    expect(await page.locator('.us-map a:has([data-juris-id="us-TX"])').getAttribute('aria-label')).toBe(
      'Texas — exceeded (106.2% of the limit)',
    );
    // Every sale is converted (the ECB rates are loaded): no notice about unconverted sales.
    expect(await page.locator('main .notice').count()).toBe(0);
    const mustRegister = page.locator('#must-register tbody tr', { hasText: 'Texas' });
    expect(await mustRegister.textContent()).toContain('$531,000.00 of $500,000.00');
    await shoot('overview.png');
    // The map alone is about as tall as the window: a second picture of it, scrolled to its card.
    await page.locator('.card:has(.us-map)').evaluate((card) => card.scrollIntoView({ block: 'start' }));
    await shoot('overview-map.png');

    await Promise.all([page.waitForURL(`${t.url}/console/thresholds/us-TX`), state('us-TX').click()]);
    expect(await text('h1')).toContain('Texas');
    expect(await text('#threshold-status')).toBe('Exceeded — register');
    expect(await page.locator('dl.facts').textContent()).toContain('$531,000.00 of $500,000.00 (106.2% of the limit)');
    const chart = page.locator('svg.monthly-chart');
    expect(await chart.isVisible()).toBe(true);
    expect(await chart.getAttribute('aria-label')).toContain('Limit: $500,000.00');
    // Bars for the months with sales (the chart shows 24 months), and the limit drawn as a line.
    const months = await page
      .locator('svg.monthly-chart g.bar')
      .evaluateAll((bars) => bars.map((b) => [b.getAttribute('data-month'), b.querySelector('title')?.textContent ?? '']));
    const withSales = months.filter(([, title]) => !title!.includes(': $0.00'));
    expect(withSales.length).toBeGreaterThanOrEqual(6);
    expect(await page.locator('svg.monthly-chart g.limit').count()).toBe(1);
    await shoot('threshold.png');
  });

  it('opens a transaction from the transactions list', async () => {
    await Promise.all([page.waitForURL(`${t.url}/console/transactions`), page.locator('nav a', { hasText: 'Transactions' }).click()]);
    const ids = await listedIds();
    expect(ids.length).toBe(saved.size);
    const northwind = [...saved].filter(([, s]) => s.customerId === 'cus-northwind').at(-1)![0];
    // Most recently changed first: the corrected Northwind invoice was saved last.
    expect(ids[0]).toBe(northwind);
    expect(ids).not.toContain('OTHER-7');
    await shoot('transactions.png');

    await Promise.all([
      page.waitForURL(`${t.url}/console/transactions/${northwind}`),
      page.locator('#transactions a', { hasText: northwind }).click(),
    ]);
    expect(await text('#transaction-id')).toBe(northwind);
    // New York City: 8.875% of $12,600.00.
    expect(await text('#tax-added')).toBe('$1,118.25');
    expect(await text('#ship-to')).toBe('350 5th Ave, New York, NY 10118, US');
    expect(await page.locator('.card.line').count()).toBe(2);
    expect(await page.locator('#versions tbody tr').count()).toBe(2);
    expect(await page.locator('.card.line [data-juris-id="us-NY"]').count()).toBeGreaterThan(0);
    await shoot('transaction.png');

    // The search finds a customer's transactions.
    await page.goto(`${t.url}/console/transactions`);
    await page.locator('#q').fill('cus-umbrella');
    await Promise.all([page.waitForURL(/q=cus-umbrella/), page.locator('form[role="search"] button').click()]);
    const umbrella = [...saved].filter(([, s]) => s.customerId === 'cus-umbrella').map(([id]) => id);
    expect((await listedIds()).sort()).toEqual(umbrella.sort());
  });

  it("exports a filing's CSV", async () => {
    await Promise.all([page.waitForURL(`${t.url}/console/filings`), page.locator('nav a', { hasText: 'Filings' }).click()]);
    const lastMonth = monthStart(1).toISOString().slice(0, 7);
    const filingLinks = await page.locator('#filings a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(filingLinks).toContain(`/console/filings/us-NY/${lastMonth}`);
    await shoot('filings.png');

    await Promise.all([
      page.waitForURL(`${t.url}/console/filings/us-NY/${lastMonth}`),
      page.locator(`#filings a[href="/console/filings/us-NY/${lastMonth}"]`).click(),
    ]);
    // The month's New York sales. St. Jude's are exempt (its certificate): they are in the filing as
    // sales and a deduction, not as taxable sales (src/seller/filings/membership.ts).
    const inMonth = [...saved].filter(
      ([, s]) => s.date.startsWith(lastMonth) && ['cus-northwind', 'cus-pinecrest', 'cus-stjude'].includes(s.customerId),
    );
    expect(inMonth).toHaveLength(3);
    expect(await page.locator('table.worksheet tr.deduction').first().textContent()).toContain('Exempt customer');
    expect(await page.locator('#filing-transactions tbody tr').count()).toBe(inMonth.length);
    await shoot('filing.png');

    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#export-csv').click()]);
    expect(download.suggestedFilename()).toBe(`us-NY-${lastMonth}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...rows] = csv.trim().split('\n');
    expect(header).toBe('transaction_id,accounting_date,customer_id,currency,sales,taxable_sales,tax');
    expect(rows).toHaveLength(inMonth.length);
    const [northwindId, northwind] = inMonth.find(([, s]) => s.customerId === 'cus-northwind')!;
    // The sale as it was saved (its latest version, if last month's was the corrected one), in dollars,
    // at New York City's 8.875%: $12,000.00 owes $1,065.00, the corrected $12,600.00 owes $1,118.25.
    const dollars = new Decimal(northwind.amount).div(100);
    const tax = dollars.times('0.08875');
    expect(rows).toContain(`${northwindId},${northwind.date},cus-northwind,USD,${dollars},${dollars},${tax}`);
    const [stjudeId, stjude] = inMonth.find(([, s]) => s.customerId === 'cus-stjude')!;
    expect(rows).toContain(`${stjudeId},${stjude.date},cus-stjude,USD,${new Decimal(stjude.amount).div(100)},0,0`);
  });

  it('retries an unprocessed Stripe invoice, and the retry processes it', async () => {
    await Promise.all([page.waitForURL(`${t.url}/console/attention`), page.locator('nav a', { hasText: 'Needs attention' }).click()]);
    const row = (invoiceId: string) => page.locator(`#unprocessed tr[data-invoice-id="${invoiceId}"]`);
    expect(await row(unknownProductInvoice).textContent()).toContain('productNotFound');
    expect(await row(noAddressInvoice).textContent()).toContain('customerAddressMissing');
    expect(await page.locator('#expiring-certificates tbody').textContent()).toContain('St. Jude Community Hospital');
    // Pinecrest's invoices in Scarsdale were answered without certainty about local taxes.
    expect(Number(await text('#uncertain-answers tbody td.num'))).toBeGreaterThan(0);
    await shoot('attention.png');

    // The seller adds the missing product in Levy, then retries the invoice.
    await ok('/v1/seller/products/create', {
      externalId: 'analytics-pro',
      taxCategoryId: { type: 'standard', id: 'saasBusiness' },
      name: 'Acme Analytics Pro',
    });
    await Promise.all([page.waitForURL(/\/console\/attention\?retried=/), row(unknownProductInvoice).locator('button.retry').click()]);
    expect(await text('#flash')).toBe(
      `Invoice ${unknownProductInvoice} was queued to be processed again; it leaves this list once Levy has processed it.`,
    );
    // The retry was queued and the worker taxed the draft: it has Levy's tax and leaves the list.
    const taxed = await eventually(async () => {
      const invoice = await stripe.invoices.retrieve(unknownProductInvoice);
      return invoice.metadata?.svc_processing_was_successful === 'true' ? invoice : undefined;
    });
    expect((taxed.total_taxes ?? []).reduce((n, tax) => n + tax.amount, 0)).toBe(213_000); // 8.875% of $24,000.00
    await expect.poll(async () => (await page.reload(), await row(unknownProductInvoice).count()), { timeout: 10_000 }).toBe(0);
    expect(await row(noAddressInvoice).count()).toBe(1);

    // A retry the use case refuses says so; it does not claim the invoice was processed.
    await row(noAddressInvoice)
      .locator('input[name="invoiceId"]')
      .evaluate((input) => input.setAttribute('value', 'in_gone'));
    await Promise.all([page.waitForURL(/retried=in_gone/), row(noAddressInvoice).locator('button.retry').click()]);
    expect(await page.locator('#flash').getAttribute('class')).toBe('error');
    expect(await text('#flash')).toBe('Invoice in_gone could not be retried: invoiceIdNotFound.');
  });

  it('lists certificates and customers', async () => {
    await Promise.all([page.waitForURL(`${t.url}/console/certificates`), page.locator('nav a', { hasText: 'Certificates' }).click()]);
    const rows = await page.locator('#certificates tbody tr').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.includes('St. Jude'))).toContain('expiringSoon');
    expect(rows.find((r) => r.includes('Brooklyn Public Library'))).toContain('active');
    await shoot('certificates.png');

    await Promise.all([page.waitForURL(`${t.url}/console/customers`), page.locator('nav a', { hasText: 'Customers' }).click()]);
    expect(await page.locator('#customers tbody tr').count()).toBe(CUSTOMERS.length + 1);
    expect(await page.locator('#customers').textContent()).toContain('Globex Corporation');
    await shoot('customers.png');
  });

  it("answers another seller's transaction with a 404 page", async () => {
    const res = await page.goto(`${t.url}/console/transactions/OTHER-7`);
    expect(res?.status()).toBe(404);
    expect(await text('#not-found')).toBe('You have no transaction with the id “OTHER-7”.');
    expect(await page.content()).not.toContain('7,777');
  });

  it('gives the session cookie its flags', async () => {
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'levy_console')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false, path: '/console' });
    expect(session.value).not.toContain(acme.apiKey.split('_').at(-1)!);
    // Scripts cannot read it.
    expect(await page.evaluate<string>('document.cookie')).not.toContain('levy_console=');
  });

  it('refuses a form without its CSRF token', async () => {
    await page.goto(`${t.url}/console/customers`);
    await page.locator('form[action="/console/signout"] input[name="csrf"]').evaluate((input) => input.remove());
    const [response] = await Promise.all([page.waitForResponse(`${t.url}/console/signout`), page.locator('#signout').click()]);
    expect(response.status()).toBe(403);
    await page.waitForLoadState();
    expect(await text('h1')).toBe('Refused');
    // Still signed in.
    expect((await page.goto(`${t.url}/console/customers`))?.status()).toBe(200);
    expect(await text('#seller-name')).toBe('Acme Analytics');
  });

  it('signs out: the next page visit lands on sign-in, and signing in again returns to it', async () => {
    await Promise.all([page.waitForURL(`${t.url}/console`), page.locator('#signout').click()]);
    expect(await page.locator('input[name="apiKey"]').count()).toBe(1);
    expect((await context.cookies()).find((c) => c.name === 'levy_console')).toBeUndefined();

    await page.goto(`${t.url}/console/transactions`);
    expect(page.url()).toBe(`${t.url}/console?next=%2Fconsole%2Ftransactions`);
    expect(await page.title()).toBe('Sign in · Levy');
    expect(await page.locator('#seller-name').count()).toBe(0);

    await page.locator('input[name="apiKey"]').fill(acme.apiKey);
    await Promise.all([page.waitForURL(`${t.url}/console/transactions`), page.locator('#signin').click()]);
    expect((await listedIds()).length).toBe(saved.size);
  });
});
