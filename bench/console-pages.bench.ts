// Every seller console page for a seller with 1,000,000 transactions (BENCH_CONSOLE_TRANSACTIONS),
// over HTTP on local PostgreSQL, signed in as a browser is. Target: p95 under 100 ms per page
// (the filing CSV is a download: its time to first byte and its total are reported, not held to it).
//
// The seller is seeded as a real one would look after two years: one seller, 24 months of sales
// (2025-01 .. 2026-12, growing month by month, a sliver dated after today for renewals billed ahead),
// ~5,000 customers (a few large, most small), 30 US states weighted by population, registered with
// monthly filings in 10 of them (months before the current one filed: finalized, their transactions
// frozen), a few certificates (one expiring soon, one expired, one archived), a Stripe integration
// with a few invoices that need attention. The transactions are real rows: a few are saved through
// createOrUpdate (addresses in every state, several products), so `input`, `body`, `exposure` and
// `filingFigures` have their true shapes; SQL then clones them (new id, customer, dates; the
// template's amounts and taxes) into the million, with their version rows, their filing membership
// (the template's registrations, the filing of the clone's month) and the threshold figures built
// from their exposure as a rebuild would. 1% were updated once (version 2), 0.3% voided.
//
// BENCH_CONSOLE_DATABASE=<name> keeps the seeded database under that name (seeding is skipped when
// it already holds the seller: drop it after an interrupted seed), for EXPLAIN ANALYZE afterwards
// and quicker reruns. BENCH_CONSOLE_REQUESTS, _WARMUP, _CSV_REQUESTS and _CONCURRENT_REQUESTS set
// the number of requests.
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'node:http';
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { CursorCodec } from '../src/lib/cursor.ts';
import { deriveKey } from '../src/lib/secrets.ts';
import { filingCurrency, periodOf } from '../src/seller/filings/periods.ts';
import { THRESHOLD_JURISDICTIONS } from '../src/tax/thresholds/index.ts';
import {
  BENCH_ADMIN_TOKEN,
  percentile,
  seedThresholdFigures,
  startBenchLevy,
  withScratchDatabase,
  writeResult,
  type BenchLevy,
} from './support.ts';

const TRANSACTIONS = Number(process.env.BENCH_CONSOLE_TRANSACTIONS ?? 1_000_000);
const CUSTOMERS = Number(process.env.BENCH_CONSOLE_CUSTOMERS ?? 5_000);
const REQUESTS = Number(process.env.BENCH_CONSOLE_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_CONSOLE_WARMUP ?? 20);
const CSV_REQUESTS = Number(process.env.BENCH_CONSOLE_CSV_REQUESTS ?? 10);
/** Requests per page and client with two clients at once (0: skip). */
const CONCURRENT_REQUESTS = Number(process.env.BENCH_CONSOLE_CONCURRENT_REQUESTS ?? 60);
const KEEP_DATABASE = process.env.BENCH_CONSOLE_DATABASE;
const SECRET_KEY = 'ab'.repeat(32);
const SELLER_NAME = 'Console Bench Software Inc.';
const TARGET_P95_MS = 100;

const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-12-31';
/** Months before this one are filed (finalized) and their transactions frozen. */
const OPEN_FROM = '2026-11-01';

/** 30 states with their populations in millions (2024 estimates, rounded): the weight of each state's sales. */
const STATES: [string, number, { line1: string; city: string; postalCode: string }][] = [
  ['CA', 39.4, { line1: '1 Dr Carlton B Goodlett Pl', city: 'San Francisco', postalCode: '94102' }],
  ['TX', 31.3, { line1: '301 W 2nd St', city: 'Austin', postalCode: '78701' }],
  ['FL', 23.4, { line1: '3500 Pan American Dr', city: 'Miami', postalCode: '33133' }],
  ['NY', 19.9, { line1: '350 5th Ave', city: 'New York', postalCode: '10118' }],
  ['PA', 13.1, { line1: '1400 John F Kennedy Blvd', city: 'Philadelphia', postalCode: '19107' }],
  ['IL', 12.7, { line1: '121 N LaSalle St', city: 'Chicago', postalCode: '60602' }],
  ['OH', 11.9, { line1: '90 W Broad St', city: 'Columbus', postalCode: '43215' }],
  ['GA', 11.2, { line1: '55 Trinity Ave SW', city: 'Atlanta', postalCode: '30303' }],
  ['NC', 11.0, { line1: '600 E 4th St', city: 'Charlotte', postalCode: '28202' }],
  ['MI', 10.1, { line1: '2 Woodward Ave', city: 'Detroit', postalCode: '48226' }],
  ['NJ', 9.5, { line1: '920 Broad St', city: 'Newark', postalCode: '07102' }],
  ['VA', 8.8, { line1: '900 E Broad St', city: 'Richmond', postalCode: '23219' }],
  ['WA', 8.0, { line1: '600 4th Ave', city: 'Seattle', postalCode: '98104' }],
  ['AZ', 7.6, { line1: '200 W Washington St', city: 'Phoenix', postalCode: '85003' }],
  ['TN', 7.2, { line1: '1 Public Sq', city: 'Nashville', postalCode: '37201' }],
  ['MA', 7.1, { line1: '1 City Hall Sq', city: 'Boston', postalCode: '02201' }],
  ['IN', 6.9, { line1: '200 E Washington St', city: 'Indianapolis', postalCode: '46204' }],
  ['MD', 6.3, { line1: '100 N Holliday St', city: 'Baltimore', postalCode: '21202' }],
  ['MO', 6.2, { line1: '1200 Market St', city: 'St. Louis', postalCode: '63103' }],
  ['WI', 6.0, { line1: '200 E Wells St', city: 'Milwaukee', postalCode: '53202' }],
  ['CO', 6.0, { line1: '1437 Bannock St', city: 'Denver', postalCode: '80202' }],
  ['MN', 5.8, { line1: '350 S 5th St', city: 'Minneapolis', postalCode: '55415' }],
  ['SC', 5.5, { line1: '1737 Main St', city: 'Columbia', postalCode: '29201' }],
  ['AL', 5.2, { line1: '710 20th St N', city: 'Birmingham', postalCode: '35203' }],
  ['LA', 4.6, { line1: '1300 Perdido St', city: 'New Orleans', postalCode: '70112' }],
  ['KY', 4.6, { line1: '527 W Jefferson St', city: 'Louisville', postalCode: '40202' }],
  ['OR', 4.3, { line1: '1221 SW 4th Ave', city: 'Portland', postalCode: '97204' }],
  ['OK', 4.1, { line1: '200 N Walker Ave', city: 'Oklahoma City', postalCode: '73102' }],
  ['CT', 3.7, { line1: '550 Main St', city: 'Hartford', postalCode: '06103' }],
  ['UT', 3.5, { line1: '451 S State St', city: 'Salt Lake City', postalCode: '84111' }],
];
/** Registered (monthly filings) in the ten states with the most sales among those that tax its SaaS. */
const REGISTERED = ['TX', 'NY', 'PA', 'OH', 'WA', 'AZ', 'TN', 'MA', 'MD', 'SC'];
/** ECB reference rates (units per euro) loaded for every business day, as an operator keeps them: the mid values. */
const ECB_RATES: [string, number][] = [
  ['USD', 1.09],
  ['JPY', 162],
  ['GBP', 0.85],
  ['CHF', 0.95],
  ['CAD', 1.5],
  ['AUD', 1.66],
  ['NZD', 1.82],
  ['NOK', 11.6],
  ['SEK', 11.3],
  ['DKK', 7.46],
  ['PLN', 4.28],
  ['SGD', 1.46],
  ['INR', 92.5],
  ['MXN', 20.1],
];
/** A software seller's invoices: the subscription alone (most), with onboarding, with an add-on; the weight of each. */
const VARIANTS: [number, { productExternalId: string; amount: number; quantity?: string }[]][] = [
  [0.6, [{ productExternalId: 'saas-team', amount: 4_900 }]],
  [
    0.3,
    [
      { productExternalId: 'saas-business', amount: 29_900, quantity: '3' },
      { productExternalId: 'onboarding', amount: 50_000 },
    ],
  ],
  [
    0.1,
    [
      { productExternalId: 'saas-enterprise', amount: 120_000 },
      { productExternalId: 'addon-download', amount: 9_900 },
    ],
  ],
];
const PRODUCTS: [string, string, string][] = [
  ['saas-team', 'saasBusiness', 'Team plan'],
  ['saas-business', 'saasBusiness', 'Business plan'],
  ['saas-enterprise', 'saasBusiness', 'Enterprise plan'],
  ['onboarding', 'professionalServices', 'Onboarding'],
  ['addon-download', 'digitalGoods', 'Desktop add-on'],
];
const TEMPLATE_DAY = '2026-11-02';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]).toString('base64');

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const log = (line: string) => process.stderr.write(`[console-pages] ${line}\n`);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

interface Seeded {
  sellerId: string;
  apiKey: string;
  seededSeconds: number | null;
}

export async function run(): Promise<Record<string, unknown>> {
  if (KEEP_DATABASE !== undefined) return onKeptDatabase(KEEP_DATABASE, measure);
  return withScratchDatabase((url) => measure(url, false));
}

/** A database that outlives the run: created when missing, never dropped. */
async function onKeptDatabase<T>(name: string, work: (url: string, existing: boolean) => Promise<T>): Promise<T> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_CONSOLE_DATABASE must be a plain lower-case name');
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount! > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return work(url.toString(), exists);
}

async function measure(databaseUrl: string, existing: boolean): Promise<Record<string, unknown>> {
  const levy = await startBenchLevy({ LEVY_SECRET_KEY: SECRET_KEY, DATABASE_URL: databaseUrl });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const found = existing ? (await db.query(`SELECT id FROM sellers WHERE name = $1`, [SELLER_NAME])).rows[0] : undefined;
    let seeded: Seeded;
    if (found !== undefined) {
      const key = await adminPost(levy, `/admin/v1/sellers/id:${found.id}/apiKeys/create`, {});
      seeded = { sellerId: found.id as string, apiKey: (key as { apiKey: string }).apiKey, seededSeconds: null };
      log(`seller ${found.id} already seeded in ${KEEP_DATABASE}`);
    } else {
      seeded = await seed(levy, db);
    }
    const shape = await shapeOf(db, seeded.sellerId);
    log(`seed shape: ${JSON.stringify(shape)}`);
    const targets = await targetsOf(db, seeded.sellerId, shape);
    const client = new ConsoleClient(levy.url);
    await client.signIn(seeded.apiKey);

    const pages: Record<string, Figures> = {};
    for (const target of targets.pages) {
      pages[target.name] = await sequential(client, target);
      log(`${target.name}: ${JSON.stringify(pages[target.name])}`);
    }
    const csv = await csvExport(client, targets.csv);
    log(`filing CSV: ${JSON.stringify(csv)}`);

    let twoClients: Record<string, Figures> | null = null;
    if (CONCURRENT_REQUESTS > 0) {
      const second = new ConsoleClient(levy.url);
      await second.signIn(seeded.apiKey);
      twoClients = {};
      for (const target of targets.pages) {
        twoClients[target.name] = await concurrent([client, second], target);
        log(`2 clients, ${target.name}: ${JSON.stringify(twoClients[target.name])}`);
      }
      second.close();
    }
    client.close();

    const over = (figures: Record<string, Figures>) =>
      Object.entries(figures)
        .filter(([, f]) => f.p95Ms >= TARGET_P95_MS)
        .map(([name, f]) => ({ page: name, p95Ms: f.p95Ms }));
    const overTarget = { oneClient: over(pages), twoClients: twoClients === null ? null : over(twoClients) };
    const result = {
      seed: { ...shape, seededSeconds: seeded.seededSeconds },
      requestsPerPage: REQUESTS,
      warmupPerPage: WARMUP,
      oneClient: pages,
      filingCsv: csv,
      twoClients: twoClients === null ? null : { requestsPerPageAndClient: CONCURRENT_REQUESTS, pages: twoClients },
      overTarget,
      targets: { p95Ms: TARGET_P95_MS },
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; Levy (tsx, src/main.ts) and PostgreSQL ${shape.postgres} on the same host as the client; shared, noisy cores: compare runs of one machine only`,
    };
    await writeResult('console-pages', result);
    return result;
  } finally {
    await db.end();
    await levy.stop();
  }
}

async function adminPost(levy: BenchLevy, path: string, body: unknown): Promise<unknown> {
  const res = await levy.post(path, BENCH_ADMIN_TOKEN, body);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function apiPost(levy: BenchLevy, apiKey: string, path: string, body: unknown): Promise<unknown> {
  const res = await levy.post(path, apiKey, body);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

// ---------------------------------------------------------------------------------------------
// Seeding

async function seed(levy: BenchLevy, db: pg.Client): Promise<Seeded> {
  const started = performance.now();
  const { sellerId, apiKey } = (await adminPost(levy, '/admin/v1/sellers/create', {
    name: SELLER_NAME,
    features: ['filings'],
    rateLimitPerSecond: 100_000,
    businessAddress: { country: 'US', line1: '500 Howard St', city: 'San Francisco', region: 'CA', postalCode: '94105' },
  })) as { sellerId: string; apiKey: string };
  for (const state of REGISTERED) {
    await adminPost(levy, `/admin/v1/sellers/id:${sellerId}/registrations/add`, {
      jurisId: `us-${state}`,
      collectingFrom: FIRST_DAY,
      filingFrequency: 'monthly',
    });
  }
  for (const [externalId, id, name] of PRODUCTS)
    await apiPost(levy, apiKey, '/v1/seller/products/create', { externalId, taxCategoryId: { type: 'standard', id }, name });
  // Two years of daily rates, drifting a little around their mid values.
  const rateLines = [`Date,${ECB_RATES.map(([c]) => c).join(',')}`];
  for (let day = FIRST_DAY, i = 0; day <= today(); day = addDays(day, 1), i++) {
    if ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) continue;
    rateLines.push(`${day},${ECB_RATES.map(([, mid], c) => (mid * (1 + 0.04 * Math.sin(i / 40 + c))).toFixed(4)).join(',')}`);
  }
  await adminPost(levy, '/admin/v1/conversionRates/load', { csv: rateLines.join('\n') });

  // Customers: Stripe-like ids, company names and addresses, created over the two years.
  await db.query(`SET synchronous_commit = off`);
  await db.query(
    `INSERT INTO customers ("sellerId", id, name, "emailAddress", "createdAt", "updatedAt")
     SELECT $1, 'cus_' || substr(md5('customer' || i), 1, 14),
       (ARRAY['Northwind','Globex','Initech','Umbrella','Hooli','Stark','Wayne','Acme','Vandelay','Soylent','Cyberdyne','Tyrell','Wonka','Gringotts','Monarch','Pied Piper','Aperture','Black Mesa','Massive Dynamic','Oscorp'])[1 + i % 20]
         || ' ' || (ARRAY['Labs','Systems','Analytics','Logistics','Health','Media','Foods','Capital','Robotics','Studios'])[1 + (i / 20) % 10] || ' ' || i
         || (ARRAY[' LLC',' Inc.',' Corp.',''])[1 + i % 4],
       'billing+' || i || '@example.com', ts, ts
     FROM generate_series(0, $2::int - 1) AS i, LATERAL (SELECT timestamptz '2025-01-01' + (i::float / $2) * interval '700 days' AS ts) AS x`,
    [sellerId, CUSTOMERS],
  );
  const customerRows = (
    await db.query(
      `SELECT id, name FROM customers WHERE "sellerId" = $1 ORDER BY "createdAt", id LIMIT ${STATES.length * VARIANTS.length}`,
      [sellerId],
    )
  ).rows as { id: string; name: string }[];

  // The templates: genuine saves, one per state and invoice variant.
  let t = 0;
  for (const [state, , address] of STATES) {
    for (let v = 0; v < VARIANTS.length; v++) {
      const customer = customerRows[t++ % customerRows.length]!;
      await apiPost(levy, apiKey, '/v1/seller/transactions/createOrUpdate', {
        id: `tpl-${state}-${v}`,
        currencyCode: 'USD',
        accountingDate: TEMPLATE_DAY,
        customerId: customer.id,
        customerName: customer.name,
        customerAddress: { country: 'US', region: state, ...address },
        lineItems: VARIANTS[v]![1].map((l, i) => ({ id: `line-${i + 1}`, ...l })),
      });
    }
  }
  log(`seller ${sellerId}: ${CUSTOMERS} customers, ${STATES.length * VARIANTS.length} template transactions saved through the API`);

  await db.query(`SELECT setseed(0.4242)`);
  await db.query(
    `CREATE TEMP TABLE tpl AS
     SELECT t.key, s.st, s.v, t."accountingDate" AS day, t.input, t.body, t.exposure, t."filingFigures", t."currencyCode",
       coalesce((SELECT array_agg(f."jurisId" ORDER BY f."jurisId") FROM filing_transactions ft JOIN filings f ON f.id = ft."filingId" WHERE ft."transactionKey" = t.key), '{}') AS registrations
     FROM transactions t JOIN unnest($2::text[]) WITH ORDINALITY AS s0(state, st) ON t."externalId" LIKE 'tpl-' || s0.state || '-%',
       LATERAL (SELECT s0.st::int AS st, substr(t."externalId", 8)::int AS v) AS s
     WHERE t."sellerId" = $1`,
    [sellerId, STATES.map(([s]) => s)],
  );
  await db.query(
    `CREATE TEMP TABLE cust AS SELECT (row_number() OVER (ORDER BY "createdAt", id) - 1)::int AS idx, id, name FROM customers WHERE "sellerId" = $1`,
    [sellerId],
  );
  await db.query(`CREATE UNIQUE INDEX ON cust (idx)`);
  await db.query(`CREATE UNIQUE INDEX ON tpl (st, v)`);

  // The plan of every clone: its state (by population), invoice variant, customer (a few large,
  // most small: the square of a uniform draw), day (growing sales; 1% billed ahead of today),
  // time of save, and whether it was updated (1%) or voided (0.3%) since.
  const clones = TRANSACTIONS - STATES.length * VARIANTS.length;
  const total = STATES.reduce((n, [, p]) => n + p, 0);
  const lookup: number[] = [];
  STATES.forEach(([, p], i) => {
    for (let k = 0; k < Math.round((p / total) * 1000); k++) lookup.push(i + 1);
  });
  const variantLookup: number[] = [];
  VARIANTS.forEach(([w], v) => {
    for (let k = 0; k < Math.round(w * 100); k++) variantLookup.push(v);
  });
  const pastDays = (Date.parse(`${today()}T00:00:00Z`) - Date.parse(`${FIRST_DAY}T00:00:00Z`)) / 86_400_000;
  const aheadDays = (Date.parse(`${LAST_DAY}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`)) / 86_400_000;
  await db.query(
    `CREATE TEMP TABLE plan AS
     SELECT n, st, v, c, day, ts, ext, status, version, CASE WHEN version > 1 THEN least(ts + r5 * interval '30 days', now() - interval '1 minute') ELSE ts END AS modified
     FROM (
       SELECT n, ($1::int[])[1 + floor(r1 * $2)::int] AS st, ($3::int[])[1 + floor(r2 * $4)::int] AS v,
         CASE WHEN r3 < 0.05 THEN NULL ELSE floor($5 * r4 * r4)::int END AS c,
         d AS day,
         CASE WHEN d > current_date THEN now() - r5 * interval '5 days' ELSE least(d + r5 * interval '1 day', now() - interval '1 hour') END AS ts,
         'stripe:in_' || substr(md5('invoice' || n), 1, 24) AS ext,
         CASE WHEN r6 < 0.003 THEN 'voided' ELSE 'normal' END AS status,
         CASE WHEN r6 < 0.013 THEN 2 ELSE 1 END AS version, r5
       FROM (
         SELECT n, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6,
           CASE WHEN random() < 0.01 THEN current_date + 1 + floor(random() * $8)::int ELSE date '${FIRST_DAY}' + floor($7 * sqrt(random()))::int END AS d
         FROM generate_series(1, $6::int) AS n
       ) r
     ) p`,
    [lookup, lookup.length, variantLookup, variantLookup.length, CUSTOMERS, clones, pastDays, aheadDays],
  );
  await db.query(`CREATE TEMP TABLE plan_ordered AS SELECT row_number() OVER (ORDER BY ts, n) AS rn, * FROM plan`);
  await db.query(`CREATE INDEX ON plan_ordered (rn)`);
  await db.query(`ANALYZE plan_ordered`);
  await db.query(`ANALYZE tpl`);
  await db.query(`ANALYZE cust`);
  log(`planned ${clones} clones (${Math.round((performance.now() - started) / 1000)} s)`);

  // The clones, in the order they were saved (so keys follow time, as they do in production). The
  // record's own fields that name the transaction, its customer and its dates are the clone's.
  const chunk = 50_000;
  for (let from = 1; from <= clones; from += chunk) {
    await db.query(
      `INSERT INTO transactions ("sellerId", "externalId", version, status, "customerId", "currencyCode", "accountingDate", "taxDate", input, body, exposure, "filingFigures", "frozenForFiling", "createdAt", "modifiedAt")
       SELECT $1, p.ext, p.version, p.status, cu.id, t."currencyCode", p.day, p.day,
         (t.input - 'customerId' - 'customerName') || jsonb_build_object('id', p.ext, 'accountingDate', p.day::text)
           || CASE WHEN cu.id IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('customerId', cu.id, 'customerName', cu.name) END,
         t.body || jsonb_build_object('id', p.ext, 'accountingDate', p.day::text, 'taxDate', p.day::text,
           'customer', CASE WHEN cu.id IS NULL THEN 'null'::jsonb ELSE (coalesce(t.body->'customer', '{}'::jsonb) || jsonb_build_object('id', cu.id, 'name', cu.name)) END),
         CASE WHEN p.status = 'voided' THEN '[]'::jsonb ELSE
           (SELECT coalesce(jsonb_agg(e || jsonb_build_object('d', ((e->>'d')::date + (p.day - t.day))::text)), '[]'::jsonb) FROM jsonb_array_elements(t.exposure) e) END,
         t."filingFigures",
         p.status = 'normal' AND p.day < $4::date AND cardinality(t.registrations) > 0,
         p.ts, p.modified
       FROM plan_ordered p JOIN tpl t ON t.st = p.st AND t.v = p.v LEFT JOIN cust cu ON cu.idx = p.c
       WHERE p.rn >= $2 AND p.rn < $3 ORDER BY p.rn`,
      [sellerId, from, from + chunk, OPEN_FROM],
    );
    log(`transactions: ${Math.min(from + chunk - 1, clones)} of ${clones} (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  const firstCloneKey = BigInt((await db.query(`SELECT max(key) AS k FROM tpl`)).rows[0].k as string) + 1n;
  // Their versions: the first save of each, and the update or the void of those changed since.
  const [{ maxKey }] = (await db.query(`SELECT max(key)::text AS "maxKey" FROM transactions`)).rows;
  for (let from = firstCloneKey; from <= BigInt(maxKey as string); from += 100_000n) {
    await db.query(
      `INSERT INTO transaction_versions ("transactionKey", version, status, input, body, "createdAt")
       SELECT key, 1, 'normal', input, body, "createdAt" FROM transactions WHERE "sellerId" = $1 AND key >= $2 AND key < $3
       UNION ALL
       SELECT key, 2, status, input, CASE WHEN status = 'voided' THEN NULL ELSE body END, "modifiedAt" FROM transactions WHERE "sellerId" = $1 AND key >= $2 AND key < $3 AND version = 2`,
      [sellerId, from.toString(), (from + 100_000n).toString()],
    );
  }
  log(`transaction versions (${Math.round((performance.now() - started) / 1000)} s)`);

  // One filing per registration and month, as saves create them; months before the current one
  // filed. Each normal clone joins the filing of its month for each registration its template joined.
  const registrations = (await db.query(`SELECT id, "jurisId" FROM registrations WHERE "sellerId" = $1`, [sellerId])).rows as {
    id: string;
    jurisId: string;
  }[];
  const filingRows: unknown[][] = [];
  for (const r of registrations) {
    for (let m = 0; m < 24; m++) {
      const month = `${2025 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
      const p = periodOf('monthly', month);
      const filed = p.begin < OPEN_FROM;
      filingRows.push([
        `fil_bench_${r.jurisId.slice(3)}_${p.jurisFilingId}`,
        r.id,
        r.jurisId,
        p.jurisFilingId,
        p.name,
        p.begin,
        p.endInclusive,
        filingCurrency(r.jurisId),
        filed ? 'finalized' : 'open',
        filed ? addDays(p.endInclusive, 18) : null,
      ]);
    }
  }
  await db.query(
    `INSERT INTO filings (id, "sellerId", "registrationId", "jurisId", "jurisFilingId", name, "periodBegin", "periodEndInclusive", "currencyCode", status, "finalizedAt", "createdAt")
     SELECT f[1], $1, f[2], f[3], f[4], f[5], f[6]::date, f[7]::date, f[8], f[9], f[10]::timestamptz, f[6]::timestamptz
     FROM jsonb_array_elements($2::jsonb) AS j, LATERAL (SELECT ARRAY(SELECT jsonb_array_elements_text(j)) AS f) AS x
     ON CONFLICT ("sellerId", "jurisId", "jurisFilingId") DO NOTHING`,
    [sellerId, JSON.stringify(filingRows.map((r) => r.map((v) => (v === null ? null : String(v)))))],
  );
  await db.query(
    `INSERT INTO filing_transactions ("filingId", "transactionKey", "accountingDate", "addedAt")
     SELECT f.id, t.key, t."accountingDate", t."modifiedAt"
     FROM transactions t JOIN plan p ON p.ext = t."externalId" JOIN tpl ON tpl.st = p.st AND tpl.v = p.v
       CROSS JOIN unnest(tpl.registrations) AS r("jurisId")
       JOIN filings f ON f."sellerId" = $1 AND f."jurisId" = r."jurisId" AND f."jurisFilingId" = to_char(t."accountingDate", 'YYYY-MM')
     WHERE t."sellerId" = $1 AND t.status = 'normal' AND t.key >= $2`,
    [sellerId, firstCloneKey.toString()],
  );
  log(`filings and their membership (${Math.round((performance.now() - started) / 1000)} s)`);

  // The threshold figures, built from every transaction's exposure as a rebuild would.
  await db.query(`DELETE FROM threshold_sales_days WHERE "sellerId" = $1`, [sellerId]);
  await db.query(`DELETE FROM threshold_sales_months WHERE "sellerId" = $1`, [sellerId]);
  await seedThresholdFigures(db, sellerId);
  log(`threshold figures (${Math.round((performance.now() - started) / 1000)} s)`);

  // Certificates: a few customers exempt, one certificate expiring within 30 days, one expired, one archived.
  const exempt = (await db.query(`SELECT id, name FROM cust WHERE idx % 400 = 7 ORDER BY idx LIMIT 12`)).rows as {
    id: string;
    name: string;
  }[];
  for (const [i, c] of exempt.entries()) {
    const end = i === 0 ? addDays(today(), 12) : i === 1 ? addDays(today(), -40) : i % 3 === 0 ? null : addDays(today(), 400 + i * 30);
    const created = (await apiPost(levy, apiKey, '/v1/seller/certificates/create', {
      customerId: c.id,
      customerName: c.name,
      effectiveDateBegin: '2025-03-01',
      exemptionNumber: `EX-${1000 + i}`,
      certificateFile: { name: `resale-certificate-${i + 1}.png`, contentsBase64: PNG },
      jurises: REGISTERED.slice(0, 1 + (i % 4)).map((s) => ({ jurisId: `us-${s}`, ...(end !== null ? { effectiveDateEndi: end } : {}) })),
    })) as { id: string };
    if (i === 2) await apiPost(levy, apiKey, `/v1/seller/certificates/id:${created.id}/archive`, {});
  }

  // A Stripe integration (as its connect would leave it) with a few invoices that need attention,
  // and a few days of answers given while unsure of local taxes.
  await db.query(
    `INSERT INTO integrations (id, "sellerId", type, "stripeSecretKeyEnc", "taxMode", "webhookSecretEnc", "stripeAccountId", status, "createdAt", "updatedAt")
     VALUES ('int_bench_console', $1, 'stripe', 'sealed', 'taxAmounts', 'sealed', 'acct_benchconsole', 'active', '2025-01-01', now())`,
    [sellerId],
  );
  await db.query(
    `INSERT INTO unprocessed_invoices ("integrationId", "invoiceId", "sellerId", "reasonType", message, attempts, "firstFailedAt", "lastFailedAt")
     SELECT 'int_bench_console', 'in_unprocessed' || i, $1, (ARRAY['customerAddressCouldNotResolve','productNotMapped','taxKeepsChanging'])[1 + i % 3],
       'The invoice could not be taxed (bench).', 1 + i % 4, now() - (i || ' days')::interval, now() - (i || ' hours')::interval
     FROM generate_series(1, 6) AS i`,
    [sellerId],
  );
  await db.query(
    `INSERT INTO under_collected_invoices ("integrationId", "invoiceId", "sellerId", "transactionId", "currencyCode", expected, seen, "recordedAt")
     SELECT 'int_bench_console', 'in_under' || i, $1, t."externalId", 'USD', 1200 + i * 100, 0, now() - (i || ' days')::interval
     FROM generate_series(1, 3) AS i, LATERAL (SELECT "externalId" FROM transactions WHERE "sellerId" = $1 AND status = 'normal' ORDER BY key DESC OFFSET i LIMIT 1) AS t`,
    [sellerId],
  );
  await db.query(
    `INSERT INTO uncertain_answer_counts ("sellerId", day, count) SELECT $1, current_date - i, 1 + i % 5 FROM generate_series(1, 20, 3) AS i`,
    [sellerId],
  );

  await db.query('VACUUM ANALYZE');
  // Write the seeded gigabytes out now, so the measurement is of the pages, not of the bulk load's checkpoint.
  await db.query('CHECKPOINT');
  const seededSeconds = Math.round((performance.now() - started) / 1000);
  log(`seeded in ${seededSeconds} s`);
  return { sellerId, apiKey, seededSeconds };
}

interface Shape {
  postgres: string;
  transactions: number;
  byStatus: Record<string, number>;
  updatedOnce: number;
  days: { first: string; last: string; afterToday: number };
  customers: number;
  transactionsWithoutCustomer: number;
  largestCustomer: { id: string; transactions: number };
  medianCustomerTransactions: number;
  states: number;
  largestStates: Record<string, number>;
  registrations: string[];
  filings: {
    count: number;
    finalized: number;
    memberships: number;
    largest: { jurisId: string; jurisFilingId: string; transactions: number };
  };
  thresholdRows: { days: number; months: number };
  certificates: number;
  unprocessedInvoices: number;
  databaseSize: string;
  transactionsTableSize: string;
  averageBodyBytes: number;
  today: string;
}

async function shapeOf(db: pg.Client, sellerId: string): Promise<Shape> {
  const one = async (sql: string, params: unknown[] = [sellerId]) => (await db.query(sql, params)).rows[0];
  const byStatus = Object.fromEntries(
    (await db.query(`SELECT status, count(*)::int AS n FROM transactions WHERE "sellerId" = $1 GROUP BY 1`, [sellerId])).rows.map((r) => [
      r.status,
      r.n,
    ]),
  );
  const days = await one(
    `SELECT min("accountingDate")::text AS first, max("accountingDate")::text AS last, count(*) FILTER (WHERE "accountingDate" > current_date)::int AS "afterToday" FROM transactions WHERE "sellerId" = $1`,
  );
  const customers = await one(
    `SELECT (SELECT count(*)::int FROM customers WHERE "sellerId" = $1) AS customers,
       count(*) FILTER (WHERE "customerId" IS NULL)::int AS without FROM transactions WHERE "sellerId" = $1`,
  );
  const perCustomer = (
    await db.query(
      `SELECT "customerId" AS id, count(*)::int AS n FROM transactions WHERE "sellerId" = $1 AND "customerId" IS NOT NULL GROUP BY 1 ORDER BY 2 DESC`,
      [sellerId],
    )
  ).rows as { id: string; n: number }[];
  const states = (
    await db.query(
      `SELECT input->'customerAddress'->>'region' AS state, count(*)::int AS n FROM transactions WHERE "sellerId" = $1 GROUP BY 1 ORDER BY 2 DESC`,
      [sellerId],
    )
  ).rows as { state: string; n: number }[];
  const filings = await one(
    `SELECT count(*)::int AS count, count(*) FILTER (WHERE status = 'finalized')::int AS finalized,
       (SELECT count(*)::int FROM filing_transactions ft JOIN filings f2 ON f2.id = ft."filingId" WHERE f2."sellerId" = $1) AS memberships
     FROM filings WHERE "sellerId" = $1`,
  );
  const largest = await one(
    `SELECT f."jurisId", f."jurisFilingId", count(*)::int AS transactions FROM filing_transactions ft JOIN filings f ON f.id = ft."filingId"
     WHERE f."sellerId" = $1 GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
  );
  const sizes = await one(
    `SELECT pg_size_pretty(pg_database_size(current_database())) AS db, pg_size_pretty(pg_total_relation_size('transactions')) AS tx, (SELECT avg(pg_column_size(body))::int FROM (SELECT body FROM transactions WHERE "sellerId" = $1 LIMIT 10000) s) AS body`,
  );
  return {
    postgres: (await one(`SELECT current_setting('server_version') AS v`, [])).v,
    transactions: Object.values(byStatus).reduce((a: number, b) => a + (b as number), 0),
    byStatus,
    updatedOnce: (await one(`SELECT count(*)::int AS n FROM transactions WHERE "sellerId" = $1 AND version = 2 AND status = 'normal'`)).n,
    days,
    customers: customers.customers,
    transactionsWithoutCustomer: customers.without,
    largestCustomer: { id: perCustomer[0]?.id ?? '', transactions: perCustomer[0]?.n ?? 0 },
    medianCustomerTransactions: perCustomer[Math.floor(perCustomer.length / 2)]?.n ?? 0,
    states: states.length,
    largestStates: Object.fromEntries(states.slice(0, 6).map((s) => [s.state, s.n])),
    registrations: (await db.query(`SELECT "jurisId" FROM registrations WHERE "sellerId" = $1 ORDER BY 1`, [sellerId])).rows.map(
      (r) => r.jurisId,
    ),
    filings: { count: filings.count, finalized: filings.finalized, memberships: filings.memberships, largest },
    thresholdRows: {
      days: (await one(`SELECT count(*)::int AS n FROM threshold_sales_days WHERE "sellerId" = $1`)).n,
      months: (await one(`SELECT count(*)::int AS n FROM threshold_sales_months WHERE "sellerId" = $1`)).n,
    },
    certificates: (await one(`SELECT count(*)::int AS n FROM certificates WHERE "sellerId" = $1`)).n,
    unprocessedInvoices: (await one(`SELECT count(*)::int AS n FROM unprocessed_invoices WHERE "sellerId" = $1`)).n,
    databaseSize: sizes.db,
    transactionsTableSize: sizes.tx,
    averageBodyBytes: sizes.body,
    today: today(),
  };
}

// ---------------------------------------------------------------------------------------------
// What is requested

interface Target {
  name: string;
  /** The paths requested in turn (varied ids), each answering 200 with `marker` in its page. */
  paths: string[];
  marker: string;
}

async function targetsOf(db: pg.Client, sellerId: string, shape: Shape): Promise<{ pages: Target[]; csv: string }> {
  const cursors = new CursorCodec(deriveKey(Buffer.from(SECRET_KEY, 'hex'), 'cursor'));
  const sample = async (sql: string, n: number) => ((await db.query(sql, [sellerId, n])).rows as { v: string }[]).map((r) => r.v);
  // Varied transactions: any of them, the updated ones and the voided ones among them.
  const transactionIds = [
    ...(await sample(
      `SELECT "externalId" AS v FROM transactions TABLESAMPLE SYSTEM (2) WHERE "sellerId" = $1 ORDER BY random() LIMIT $2`,
      180,
    )),
    ...(await sample(`SELECT "externalId" AS v FROM transactions WHERE "sellerId" = $1 AND version = 2 ORDER BY random() LIMIT $2`, 15)),
    ...(await sample(
      `SELECT "externalId" AS v FROM transactions WHERE "sellerId" = $1 AND status = 'voided' ORDER BY random() LIMIT $2`,
      5,
    )),
  ];
  // A cursor as the page before would have handed it out, `offset` rows into the list.
  const cursorAt = async (offset: number, search: string | null, where = '') => {
    const { rows } = await db.query(
      `SELECT "modifiedAt", key::text FROM transactions WHERE "sellerId" = $1 ${where} ORDER BY "modifiedAt" DESC, key DESC OFFSET $2 LIMIT 1`,
      search === null ? [sellerId, offset] : [sellerId, offset, search],
    );
    if (rows.length === 0) throw new Error(`no row ${offset} into the transactions list`);
    return cursors.encode(sellerId, 'console-transactions', {
      m: (rows[0].modifiedAt as Date).toISOString(),
      k: rows[0].key as string,
      s: search,
    });
  };
  const n = shape.transactions;
  const deepCursors = await Promise.all([0.25, 0.5, 0.75, 0.98].map((f) => cursorAt(Math.floor(n * f), null)));
  const perCustomer = (
    await db.query(
      `SELECT "customerId" AS id, count(*)::int AS n FROM transactions WHERE "sellerId" = $1 AND "customerId" IS NOT NULL GROUP BY 1 ORDER BY 2 DESC`,
      [sellerId],
    )
  ).rows as { id: string; n: number }[];
  const big = perCustomer.slice(0, 5).map((c) => c.id);
  // Customers of every size but the few largest, as a seller would look them up from the customers page.
  const anyCustomers = perCustomer.filter((_, i) => i % Math.max(1, Math.floor(perCustomer.length / 100)) === 0).map((c) => c.id);
  const bigSecondPage = await cursorAt(50, big[0]!, `AND "customerId" = $3`);
  // Every state sold to that has a threshold (Oregon has no sales tax), and a few not sold to.
  const withThreshold = new Set(THRESHOLD_JURISDICTIONS.map((j) => j.jurisId));
  const thresholdStates = [...STATES.map(([s]) => `us-${s}`), 'us-WY', 'us-NV', 'us-SD', 'us-ND', 'us-ME'].filter((j) =>
    withThreshold.has(j),
  );
  const filings = (
    await db.query(
      `SELECT f."jurisId", f."jurisFilingId", count(ft."transactionKey")::int AS n FROM filings f LEFT JOIN filing_transactions ft ON ft."filingId" = f.id
     WHERE f."sellerId" = $1 GROUP BY 1, 2 ORDER BY 3 DESC`,
      [sellerId],
    )
  ).rows as { jurisId: string; jurisFilingId: string; n: number }[];
  const largest = filings[0]!;
  const filingPath = (f: { jurisId: string; jurisFilingId: string }) =>
    `/console/filings/${f.jurisId}/${encodeURIComponent(f.jurisFilingId)}`;
  const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;
  return {
    pages: [
      { name: 'overview', paths: ['/console'], marker: 'id="summary"' },
      {
        name: `threshold (${thresholdStates.length} states in turn)`,
        paths: thresholdStates.map((j) => `/console/thresholds/${j}`),
        marker: 'id="threshold-status"',
      },
      { name: 'transactions: first page', paths: ['/console/transactions'], marker: 'id="next-page"' },
      {
        name: 'transactions: deep pages (25/50/75/98% into the list)',
        paths: deepCursors.map((c) => q('/console/transactions', { cursor: c })),
        marker: 'id="next-page"',
      },
      {
        name: 'transactions: search by transaction id',
        paths: transactionIds.map((id) => q('/console/transactions', { q: id })),
        marker: '<td><a href="/console/transactions/',
      },
      {
        name: 'transactions: search by customer (all sizes)',
        paths: anyCustomers.map((id) => q('/console/transactions', { q: id })),
        marker: '<td><a href="/console/transactions/',
      },
      {
        name: `transactions: search by the 5 largest customers (${perCustomer[4]!.n}-${perCustomer[0]!.n} transactions)`,
        paths: big.map((id) => q('/console/transactions', { q: id })),
        marker: 'id="next-page"',
      },
      {
        name: 'transactions: largest customer, page 2',
        paths: [q('/console/transactions', { q: big[0]!, cursor: bigSecondPage })],
        marker: 'id="next-page"',
      },
      {
        name: 'transaction detail (varied ids)',
        paths: transactionIds.map((id) => `/console/transactions/${encodeURIComponent(id)}`),
        marker: 'id="versions"',
      },
      { name: 'filings', paths: ['/console/filings'], marker: 'id="filings"' },
      {
        name: `filing: the largest (${largest.jurisId} ${largest.jurisFilingId}, ${largest.n} transactions)`,
        paths: [filingPath(largest)],
        marker: 'id="filing-totals"',
      },
      { name: 'filing: every filing in turn', paths: filings.map(filingPath), marker: 'id="filing-totals"' },
      { name: 'attention', paths: ['/console/attention'], marker: 'id="unprocessed"' },
      { name: 'certificates', paths: ['/console/certificates'], marker: 'id="certificates"' },
      { name: 'customers', paths: ['/console/customers'], marker: 'id="customers"' },
    ],
    csv: `${filingPath(largest)}/export.csv`,
  };
}

// ---------------------------------------------------------------------------------------------
// The client: a browser's one connection, its session cookie, and the time of each page

interface Timing {
  status: number;
  headersMs: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  text: string;
}

class ConsoleClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  private cookie = '';

  constructor(private readonly base: string) {}

  get(path: string, options: { keepText?: boolean; headers?: Record<string, string> } = {}): Promise<Timing> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      let headersMs = 0;
      let firstByteMs = 0;
      let bytes = 0;
      const chunks: Buffer[] = [];
      const req = request(
        `${this.base}${path}`,
        { agent: this.agent, headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...options.headers } },
        (res) => {
          headersMs = performance.now() - started;
          res.on('data', (chunk: Buffer) => {
            if (bytes === 0) firstByteMs = performance.now() - started;
            bytes += chunk.length;
            if (options.keepText !== false) chunks.push(chunk);
          });
          res.on('end', () => {
            const totalMs = performance.now() - started;
            resolve({ status: res.statusCode ?? 0, headersMs, firstByteMs, totalMs, bytes, text: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  async signIn(apiKey: string): Promise<void> {
    const form = await new Promise<{ cookie: string; csrf: string }>((resolve, reject) => {
      request(`${this.base}/console`, { agent: this.agent }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({
            cookie: String(res.headers['set-cookie']?.[0] ?? '').split(';')[0]!,
            csrf: /name="csrf" value="([^"]+)"/.exec(text)?.[1] ?? '',
          }),
        );
        res.on('error', reject);
      }).end();
    });
    const body = new URLSearchParams({ csrf: form.csrf, apiKey, next: '/console' }).toString();
    this.cookie = await new Promise<string>((resolve, reject) => {
      const req = request(
        `${this.base}/console/signin`,
        {
          method: 'POST',
          agent: this.agent,
          headers: { cookie: form.cookie, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const session = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('levy_console='));
            if (res.statusCode !== 303 || session === undefined) reject(new Error(`sign-in answered ${res.statusCode}`));
            else resolve(session.split(';')[0]!);
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

interface Figures {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Size of the page (the last one requested). */
  kB: number;
}

function figuresOf(samples: number[], bytes: number): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: percentile(sorted, 1),
    kB: Math.round(bytes / 102.4) / 10,
  };
}

async function checked(client: ConsoleClient, path: string, marker: string): Promise<Timing> {
  const t = await client.get(path);
  if (t.status !== 200 || !t.text.includes(marker))
    throw new Error(`GET ${path} answered ${t.status} without ${marker}:\n${t.text.slice(0, 2000)}`);
  return t;
}

/** One client, one page after another: WARMUP unmeasured, then REQUESTS measured, the paths in turn. */
async function sequential(client: ConsoleClient, target: Target): Promise<Figures> {
  for (let i = 0; i < WARMUP; i++) await checked(client, target.paths[i % target.paths.length]!, target.marker);
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t = await checked(client, target.paths[(i + WARMUP) % target.paths.length]!, target.marker);
    samples.push(t.totalMs);
    bytes = t.bytes;
  }
  return figuresOf(samples, bytes);
}

/** Two clients at once, each asking for the page CONCURRENT_REQUESTS times. */
async function concurrent(clients: ConsoleClient[], target: Target): Promise<Figures> {
  const samples: number[] = [];
  let bytes = 0;
  await Promise.all(
    clients.map(async (client, c) => {
      for (let i = 0; i < CONCURRENT_REQUESTS; i++) {
        const t = await checked(client, target.paths[(i * clients.length + c) % target.paths.length]!, target.marker);
        samples.push(t.totalMs);
        bytes = t.bytes;
      }
    }),
  );
  return figuresOf(samples, bytes);
}

/** The CSV of the largest filing: time to the response's headers, to its first bytes, and to its end. */
async function csvExport(client: ConsoleClient, path: string) {
  const headers: number[] = [];
  const first: number[] = [];
  const total: number[] = [];
  let bytes = 0;
  let lines = 0;
  for (let i = 0; i < CSV_REQUESTS + 2; i++) {
    const t = await client.get(path, { keepText: i === 0 });
    if (t.status !== 200) throw new Error(`GET ${path} answered ${t.status}`);
    if (i === 0) lines = t.text.split('\n').length - 2;
    if (i < 2) continue;
    headers.push(t.headersMs);
    first.push(t.firstByteMs);
    total.push(t.totalMs);
    bytes = t.bytes;
  }
  const f = (s: number[]) => {
    const sorted = [...s].sort((a, b) => a - b);
    return { p50Ms: percentile(sorted, 0.5), maxMs: percentile(sorted, 1) };
  };
  return {
    path,
    rows: lines,
    MB: Math.round(bytes / 104857.6) / 10,
    requests: total.length,
    headers: f(headers),
    firstByte: f(first),
    total: f(total),
  };
}
