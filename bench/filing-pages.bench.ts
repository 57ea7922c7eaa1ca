// listTransactionIds on a filing of 1,000,000 transactions (local PostgreSQL): the time of a page
// must not depend on where in the filing the page is. Pages are read through the use case, with
// the cursor of the row just before each position.
import { performance } from 'node:perf_hooks';
import { listFilingTransactionIds } from '../src/seller/filings/filings.ts';
import { withFilingBench, writeResult } from './support.ts';

const ROWS = Number(process.env.BENCH_FILING_ROWS ?? 1_000_000);
const PAGE = 100;

export async function run(): Promise<Record<string, unknown>> {
  const filing = { jurisId: 'us-NY', jurisFilingId: '2026', name: '2026', begin: '2026-01-01', endInclusive: '2026-12-31' };
  return withFilingBench(filing, async ({ raw, ctx }) => {
    const loadStart = performance.now();
    // A year of transactions, spread over its days.
    await raw.query(`INSERT INTO transactions ("sellerId", "externalId", "currencyCode", "accountingDate", "taxDate", input, body)
      SELECT 'sel_bench', 'tx-' || g, 'USD', date '2026-01-01' + (g % 365), date '2026-01-01' + (g % 365), '{}', '{}' FROM generate_series(1, ${ROWS}) g`);
    await raw.query(
      `INSERT INTO filing_transactions ("filingId", "transactionKey", "accountingDate") SELECT 'fil_bench', key, "accountingDate" FROM transactions`,
    );
    await raw.query('ANALYZE');
    const loadSeconds = Math.round((performance.now() - loadStart) / 100) / 10;

    const positions: Record<string, number> = { first: 0, middle: Math.floor(ROWS / 2), last: ROWS - PAGE };
    const timings: Record<string, { medianMs: number; p99Ms: number }> = {};
    for (const [label, offset] of Object.entries(positions)) {
      // The cursor for a position is what the previous page would have handed out.
      let cursor: string | undefined;
      if (offset > 0) {
        const { rows } = await raw.query(
          `SELECT "accountingDate", "transactionKey" FROM filing_transactions WHERE "filingId" = 'fil_bench' ORDER BY "accountingDate", "transactionKey" OFFSET $1 LIMIT 1`,
          [offset - 1],
        );
        cursor = ctx.cursors.encode('sel_bench', 'filing:fil_bench', {
          date: (rows[0].accountingDate as Date).toISOString(),
          key: String(rows[0].transactionKey),
        });
      }
      const samples: number[] = [];
      for (let i = 0; i < 60; i++) {
        const start = performance.now();
        const page = await listFilingTransactionIds(ctx, 'sel_bench', 'us-NY', '2026', { limit: PAGE, ...(cursor ? { cursor } : {}) });
        samples.push(performance.now() - start);
        if (!page.ok || page.value.transactionIds.length !== PAGE) throw new Error(`page at ${label} failed`);
      }
      samples.sort((a, b) => a - b);
      timings[label] = { medianMs: Math.round(samples[30]! * 100) / 100, p99Ms: Math.round(samples[59]! * 100) / 100 };
    }
    const result = {
      rows: ROWS,
      pageSize: PAGE,
      loadSeconds,
      timings,
      lastToFirstMedianRatio: Math.round((timings.last!.medianMs / timings.first!.medianMs) * 100) / 100,
    };
    await writeResult('filing-pages', result);
    return result;
  });
}
