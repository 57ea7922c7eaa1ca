// The tax core alone: a 10-line invoice to a US local address (New York City), in process.
// Reports the median and p99 of single calculations after a warm-up; the target is a median
// under 50 microseconds.
import { calculate, type CalculationInput, type LineCategory, type SellerTaxFacts } from '../src/tax/index.ts';
import { writeResult } from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20_000);

const products = new Map<string, LineCategory>([
  ['saas', { standard: 'saasBusiness' }],
  ['download', { standard: 'digitalGoods' }],
  ['goods', { standard: 'tangibleGoods' }],
]);
const seller: SellerTaxFacts = {
  now: new Date('2026-11-21T12:00:00Z'),
  accountingTimeZone: 'America/New_York',
  businessAddress: { country: 'US', region: 'CA', city: 'San Francisco', postalCode: '94105' },
  registrations: [{ jurisId: 'us-NY', collectingFrom: '2020-01-01' }],
  certificates: [],
  products,
  validTaxIdCountries: new Set(),
};
const input: CalculationInput = {
  currencyCode: 'USD',
  accountingDate: '2026-11-01',
  customerAddress: { country: 'US', line1: '350 5th Ave', city: 'New York', region: 'NY', postalCode: '10118' },
  lineItems: Array.from({ length: 10 }, (_, i) => ({
    id: `line-${i}`,
    productExternalId: ['saas', 'download', 'goods'][i % 3]!,
    amount: 1999 + i * 1000,
    isTaxIncludedInAmount: i % 4 === 0,
  })),
};

export async function run(): Promise<Record<string, unknown>> {
  for (let i = 0; i < 2_000; i++) calculate(input, seller);
  const samples = new Float64Array(RUNS);
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const result = calculate(input, seller);
    samples[i] = Number(process.hrtime.bigint() - start) / 1_000;
    if (!result.ok) throw new Error(JSON.stringify(result.conflict));
  }
  samples.sort();
  const result = {
    runs: RUNS,
    lines: input.lineItems.length,
    medianMicros: Math.round(samples[Math.floor(RUNS / 2)]! * 10) / 10,
    p99Micros: Math.round(samples[Math.floor(RUNS * 0.99)]! * 10) / 10,
    targetMedianMicros: 50,
  };
  await writeResult('tax-calculate', result);
  return result;
}
