// `levy transactions import` of a 1,000,000-row sales history (BENCH_ROWS) into local PostgreSQL,
// run as an operator runs it: the CLI in a process of its own, opening the database directly.
// Target: under 5 minutes. Rows are spread over 40 US states (ZIP-placed), Canada and the EU, in
// USD, EUR and CAD over two years; 1 row in 1,000 is bad and must be reported, not stop the rest.
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ROOT, startBenchLevy, withScratchDatabase, writeResult } from './support.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const exec = promisify(execFile);

const PLACES = [
  'US,AL,35203,Birmingham',
  'US,AZ,85004,Phoenix',
  'US,AR,72201,Little Rock',
  'US,CA,94105,San Francisco',
  'US,CO,80202,Denver',
  'US,CT,06103,Hartford',
  'US,FL,33131,Miami',
  'US,GA,30303,Atlanta',
  'US,ID,83702,Boise',
  'US,IL,60601,Chicago',
  'US,IN,46204,Indianapolis',
  'US,IA,50309,Des Moines',
  'US,KS,66603,Topeka',
  'US,KY,40202,Louisville',
  'US,LA,70112,New Orleans',
  'US,ME,04101,Portland',
  'US,MD,21202,Baltimore',
  'US,MA,02108,Boston',
  'US,MI,48226,Detroit',
  'US,MN,55401,Minneapolis',
  'US,MS,39201,Jackson',
  'US,MO,64106,Kansas City',
  'US,NE,68102,Omaha',
  'US,NV,89101,Las Vegas',
  'US,NJ,07102,Newark',
  'US,NM,87102,Albuquerque',
  'US,NY,10001,New York',
  'US,NC,27601,Raleigh',
  'US,ND,58102,Fargo',
  'US,OH,43215,Columbus',
  'US,OK,73102,Oklahoma City',
  'US,PA,19107,Philadelphia',
  'US,SC,29201,Columbia',
  'US,SD,57104,Sioux Falls',
  'US,TN,37203,Nashville',
  'US,TX,78701,Austin',
  'US,UT,84111,Salt Lake City',
  'US,VA,23219,Richmond',
  'US,WA,98101,Seattle',
  'US,WI,53202,Milwaukee',
  'CA,ON,M5H 2N2,Toronto',
  'CA,BC,V6B 1A1,Vancouver',
  'DE,,,',
  'FR,,,',
  'NL,,,',
];
const CURRENCIES = ['USD', 'USD', 'USD', 'EUR', 'CAD'];

async function writeHistory(file: string): Promise<void> {
  const out = createWriteStream(file);
  const write = (s: string) => (out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())));
  await write('id,date,currency,amount,product,country,region,postalCode,city\n');
  const start = Date.UTC(2025, 0, 1);
  for (let i = 0; i < ROWS; i++) {
    const [country, region, zip, city] = PLACES[(i * 7) % PLACES.length]!.split(',');
    const date = new Date(start + ((i * 86_400_000 * 7) % (690 * 86_400_000))).toISOString().slice(0, 10);
    const amount = `${1 + ((i * 7919) % 50_000)}.${String(i % 100).padStart(2, '0')}`;
    // One row in a thousand is bad: an impossible date.
    await write(
      `h-${i},${i % 1000 === 999 ? '2025-02-30' : date},${CURRENCIES[i % CURRENCIES.length]},${amount},saasBusiness,${country},${region},${zip},${city}\n`,
    );
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

export async function run(): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(join(tmpdir(), 'levy-history-bench-'));
  try {
    const file = join(dir, 'history.csv');
    await writeHistory(file);
    return await withScratchDatabase(async (databaseUrl) => {
      // The server migrates the database and creates the seller; the import runs without it.
      const levy = await startBenchLevy({ LEVY_SECRET_KEY: 'ab'.repeat(32), DATABASE_URL: databaseUrl });
      const { sellerId } = await levy.seller({ registrations: [], products: [] });
      await levy.stop();
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        // ECB-style rates for every day of the history (1 EUR = 1.085 USD = 1.47 CAD).
        const days = Array.from({ length: 700 }, (_, d) => new Date(Date.UTC(2025, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
        await db.query(
          `INSERT INTO conversion_rates (date, "currencyCode", rate) SELECT * FROM unnest($1::date[], $2::text[], $3::numeric[])`,
          [
            [...days, ...days],
            [...days.map(() => 'USD'), ...days.map(() => 'CAD')],
            [...days.map(() => '1.085'), ...days.map(() => '1.47')],
          ],
        );
        const started = performance.now();
        const { stdout, stderr } = await exec(
          process.execPath,
          [
            ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
            '--import',
            'tsx',
            'src/cli/levy.ts',
            'transactions',
            'import',
            sellerId,
            '--file',
            file,
            '--json',
          ],
          {
            cwd: ROOT,
            env: {
              ...process.env,
              DATABASE_URL: databaseUrl,
              LEVY_HOME: join(dir, 'home'),
              LEVY_SECRET_KEY: 'ab'.repeat(32),
              LOG_LEVEL: 'warn',
            },
            maxBuffer: 256 * 1024 * 1024,
          },
        );
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        const answer = JSON.parse(stdout) as { imported: number; rejected: number; finished: boolean };
        const reported = stderr.split('\n').filter((l) => /^line \d+: /.test(l)).length;
        const [{ jurisdictions, transactions }] = (
          await db.query(
            `SELECT count(DISTINCT "jurisId")::int AS jurisdictions, sum("transactionCount")::int AS transactions FROM threshold_sales_months WHERE "sellerId" = $1`,
            [sellerId],
          )
        ).rows;
        const result = {
          rows: ROWS,
          seconds,
          rowsPerSecond: Math.round(ROWS / seconds),
          ...answer,
          badRowsReported: reported,
          jurisdictions,
          transactionsCounted: transactions,
          targets: { seconds: 300 },
        };
        await writeResult('sales-history-import', result);
        return result;
      } finally {
        await db.end();
      }
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
