// thresholds/list for a seller with 10,000,000 saved transactions (BENCH_TRANSACTIONS), over HTTP on
// local PostgreSQL. Target: p99 at most 10 ms.
//
// The transactions are written by SQL (the API would take hours): real rows of the transactions
// table, each with its exposure entry, spread over 24 months, the 47 US threshold jurisdictions and
// a few countries, with amounts that leave many jurisdictions exceeded (the list then also reads
// the days of each crossing month). The daily and monthly figures are then built from those rows
// as a rebuild would, and the seller's figures are checked against a count of the rows.
import pg from 'pg';
import { THRESHOLD_JURISDICTIONS } from '../src/tax/thresholds/index.ts';
import { openLoad, percentile, seedThresholdFigures, startBenchLevy, withScratchDatabase, writeResult } from './support.ts';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 10_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 50);
/** The US threshold jurisdictions of the content (every state with a sales tax, DC, Alaska) and a few abroad. */
const JURISDICTIONS = [
  ...THRESHOLD_JURISDICTIONS.map((j) => j.jurisId).filter((id) => id.startsWith('us-')),
  'ca-federal',
  'eu-oss',
  'gb-vat',
  'au-gst',
];

export async function run(): Promise<Record<string, unknown>> {
  return withScratchDatabase(async (databaseUrl) => {
    const levy = await startBenchLevy({ LEVY_SECRET_KEY: 'ab'.repeat(32), DATABASE_URL: databaseUrl });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { sellerId, apiKey } = await levy.seller({ registrations: ['us-NY'], products: [['saas', 'saasBusiness']] });
      const seeding = performance.now();
      // Amounts up to $100 over 24 months: on average ~$10,600 per jurisdiction and month, so the
      // states measured on the current year are exceeded early in it and rolling windows too.
      await db.query(`SET synchronous_commit = off`);
      const chunk = 1_000_000;
      for (let from = 0; from < TRANSACTIONS; from += chunk) {
        await db.query(
          `INSERT INTO transactions ("sellerId", "externalId", "currencyCode", "accountingDate", "taxDate", input, body, exposure)
           SELECT $1, 'bench-' || n, 'USD', d, d, '{}', '{}',
             jsonb_build_array(jsonb_build_object('j', ($2::text[])[1 + n % $3], 'd', d, 'g', a, 't', a, 'n', 1, 'u', 0))
           FROM generate_series($4::bigint, $5::bigint) AS n,
             LATERAL (SELECT (current_date - (n % 730)::int) AS d, (n * 7919 % 10000)::bigint AS a) AS x`,
          [sellerId, JURISDICTIONS, JURISDICTIONS.length, from, Math.min(from + chunk, TRANSACTIONS) - 1],
        );
      }
      await seedThresholdFigures(db, sellerId);
      await db.query('VACUUM ANALYZE');
      // Write the seeded gigabytes out now, so the measurement is of the list, not of the bulk load's checkpoint.
      await db.query('CHECKPOINT');
      const seededSeconds = Math.round((performance.now() - seeding) / 1000);
      const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM transactions WHERE "sellerId" = $1`, [sellerId])).rows;

      const first = await levy.post('/v1/seller/thresholds/list', apiKey, {});
      if (first.status !== 200) throw new Error(`thresholds/list answered ${first.status}: ${await first.text()}`);
      const { thresholds } = (await first.json()) as {
        thresholds: { jurisId: string; status: string; sales: { transactionCount: number } }[];
      };
      const statuses = Object.fromEntries(
        ['notApproaching', 'approaching', 'exceeded', 'registered'].map((s) => [s, thresholds.filter((i) => i.status === s).length]),
      );
      // One client asking again and again (a console being used): the latency of one list.
      const sequential: number[] = [];
      for (let i = 0; i < 300; i++) {
        const started = performance.now();
        const res = await levy.post('/v1/seller/thresholds/list', apiKey, {});
        await res.arrayBuffer();
        if (i >= 50) sequential.push(performance.now() - started);
      }
      sequential.sort((a, b) => a - b);
      const oneClient = {
        requests: sequential.length,
        p50Ms: percentile(sequential, 0.5),
        p90Ms: percentile(sequential, 0.9),
        p99Ms: percentile(sequential, 0.99),
        maxMs: percentile(sequential, 1),
      };
      // Many sellers' consoles at once: a steady BENCH_RATE per second.
      const listed = await openLoad({
        url: `${levy.url}/v1/seller/thresholds/list`,
        rate: RATE,
        seconds: SECONDS,
        connections: 20,
        setup: () => ({ body: '{}', headers: { authorization: `Bearer ${apiKey}` } }),
      });
      const result = {
        transactions: count,
        seededSeconds,
        jurisdictionsListed: thresholds.length,
        statuses,
        oneClient,
        rate: RATE,
        seconds: SECONDS,
        listed,
        targets: { p99Ms: 10 },
      };
      await writeResult('thresholds-list', result);
      return result;
    } finally {
      await db.end();
      await levy.stop();
    }
  });
}
