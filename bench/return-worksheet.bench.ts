// returnWorksheet on a filing of 100,000 transactions (local PostgreSQL): target under 2 s. Each
// transaction is a two-line sale to New York City as Levy stores it (the state, the city and the
// MCTD; one in ten to an exempt customer), with the filing figures a save keeps beside the record.
import { performance } from 'node:perf_hooks';
import { filingFiguresOf } from '../src/seller/filings/figures.ts';
import { returnWorksheet } from '../src/seller/filings/return-worksheet.ts';
import { withFilingBench, writeResult } from './support.ts';

const ROWS = Number(process.env.BENCH_WORKSHEET_ROWS ?? 100_000);
const RUNS = 5;

const jurises = (preTax: string, taxable: boolean) =>
  [
    ['us-NY', 'New York', '0.04'],
    ['us-NY-new-york-city', 'New York City', '0.045'],
    ['us-NY-mctd', 'Metropolitan Commuter Transportation District', '0.00375'],
  ].map(([id, name, rate]) => {
    const tax = taxable ? (Number(preTax) * Number(rate)).toFixed(4).replace(/\.?0+$/, '') : '0';
    return {
      id,
      name,
      calc: {
        isRemitting: taxable,
        notTaxedReason: taxable ? null : { type: 'exempt', reason: { type: 'customerExempt' } },
        taxes: [
          {
            id,
            name: 'Sales tax',
            nonTaxableAmount: '0',
            exemptions: taxable ? [] : [{ reason: 'customerExempt', amount: preTax }],
            taxableAmount: preTax,
            rate,
            taxAmount: { inclusive: '0', exclusive: tax },
          },
        ],
      },
    };
  });

function body(i: number) {
  const exempt = i % 10 === 0;
  const a = String(10000 + (i % 997));
  const b = String(2500 + (i % 13));
  const line = (id: string, amount: string) => ({
    id,
    product: {
      internalId: 'p1',
      externalId: 'goods',
      name: 'Goods',
      productTaxCategory: { type: 'standard', id: 'tangibleGoods', name: 'Goods' },
    },
    quantity: null,
    unitPrice: null,
    inputAmount: Number(amount),
    isTaxIncludedInAmount: false,
    preTaxAmount: amount,
    taxAmountToCollect: 0,
    taxAmountDue: { inclusive: '0', exclusive: '0', total: '0' },
    jurises: jurises(amount, !exempt),
  });
  const lines = [line('1', a), line('2', b)];
  const summaries = lines[0]!.jurises.map((j, k) => {
    const total = lines
      .reduce((s, l) => s + Number(l.jurises[k]!.calc.taxes[0]!.taxAmount.exclusive), 0)
      .toFixed(4)
      .replace(/\.?0+$/, '');
    return {
      id: j.id,
      name: j.name,
      preTaxAmount: String(Number(a) + Number(b)),
      taxAmountDue: { inclusive: '0', exclusive: total, total },
      taxIdValidation: { processedTaxIds: [] },
    };
  });
  const due = summaries.reduce((s, j) => s + Number(j.taxAmountDue.total), 0);
  return {
    accountingDate: '2026-11-01',
    taxDate: '2026-11-01',
    currencyCode: 'USD',
    customer: null,
    addresses: [{ address: { line1: null, city: 'New York', region: 'NY', country: 'US', postalCode: '10001' } }],
    inputAmount: Number(a) + Number(b),
    preTaxAmount: String(Number(a) + Number(b)),
    taxAmountDue: { inclusive: '0', exclusive: due.toFixed(4), total: due.toFixed(4) },
    taxAmountAdded: { expected: Math.round(due), seen: Math.round(due) },
    invoiceTotalAmountExpected: Number(a) + Number(b) + Math.round(due),
    jurisSummaries: summaries,
    lineItems: lines,
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const filing = { jurisId: 'us-NY', jurisFilingId: '2026-Q4', name: 'Q4 2026', begin: '2026-10-01', endInclusive: '2026-12-31' };
  return withFilingBench(filing, async ({ raw, ctx }) => {
    // A few hundred distinct bodies, repeated over the quarter's days, with the figures a save keeps.
    const records = Array.from({ length: 997 }, (_, i) => body(i));
    const bodies = records.map((r) => JSON.stringify(r));
    const figures = records.map((r) => JSON.stringify(filingFiguresOf(r, ['us-NY'])));
    for (let from = 0; from < ROWS; from += 10_000) {
      const n = Math.min(10_000, ROWS - from);
      await raw.query(
        `INSERT INTO transactions ("sellerId", "externalId", "currencyCode", "accountingDate", "taxDate", input, body, "filingFigures", content_version)
         SELECT 'sel_bench', 'tx-' || g, 'USD', date '2026-10-01' + (g % 92), date '2026-10-01' + (g % 92), '{}', ($1::jsonb[])[1 + g % 997],
           ($4::jsonb[])[1 + g % 997], '2026-11-27+000000000000'
         FROM generate_series($2::int, $3::int) g`,
        [bodies, from + 1, from + n, figures],
      );
    }
    await raw.query(
      `INSERT INTO filing_transactions ("filingId", "transactionKey", "accountingDate") SELECT 'fil_bench', key, "accountingDate" FROM transactions`,
    );
    await raw.query('ANALYZE');
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const answer = await returnWorksheet(ctx, 'sel_bench', 'us-NY', '2026-Q4');
      samples.push(performance.now() - start);
      if (!answer.ok || answer.value.sections[0]?.transactionCount !== ROWS) throw new Error('the worksheet did not sum every transaction');
    }
    samples.sort((a, b) => a - b);
    const result = {
      rows: ROWS,
      runs: RUNS,
      medianMs: Math.round(samples[Math.floor(RUNS / 2)]!),
      maxMs: Math.round(samples.at(-1)!),
      targetMs: 2000,
    };
    await writeResult('return-worksheet', result);
    return result;
  });
}
