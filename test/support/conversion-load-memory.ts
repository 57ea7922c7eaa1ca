// Run as `node --expose-gc --import tsx test/support/conversion-load-memory.ts <postgres url>`:
// loads the same ECB file (2,000 days, 30 currencies) six times through the use case and prints the
// JS heap and external memory after a forced garbage collection after each load, as JSON.
import { loadConversionRates } from '../../src/admin/conversion-rates.ts';
import type { AppContext } from '../../src/context.ts';
import { openDatabase } from '../../src/store/database.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with --expose-gc');
const db = await openDatabase(process.argv[2] ? { kind: 'postgres', url: process.argv[2] } : { kind: 'pglite' });
await db.migrate();
const currencies = [
  'USD',
  'JPY',
  'BGN',
  'CZK',
  'DKK',
  'GBP',
  'HUF',
  'PLN',
  'RON',
  'SEK',
  'CHF',
  'ISK',
  'NOK',
  'TRY',
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'HKD',
  'IDR',
  'ILS',
  'INR',
  'KRW',
  'MXN',
  'MYR',
  'NZD',
  'PHP',
  'SGD',
  'THB',
  'ZAR',
];
const lines = [`Date,${currencies.join(',')}`];
for (let d = 0; d < 2_000; d++)
  lines.push(
    [
      new Date(Date.UTC(2019, 0, 1 + d)).toISOString().slice(0, 10),
      ...currencies.map((_, i) => `${1 + i}.${String(d % 9999).padStart(4, '0')}`),
    ].join(','),
  );
const csv = lines.join('\n');
const ctx = { prisma: db.prisma, conversionRates: { forget() {} } } as unknown as AppContext;
const samples: { heapMb: number; externalMb: number }[] = [];
for (let i = 0; i < Number(process.env.LOADS ?? 6); i++) {
  const result = await loadConversionRates(ctx, csv);
  if (!result.ok) throw new Error(JSON.stringify(result));
  gc();
  await new Promise((r) => setTimeout(r, 50));
  gc();
  const m = process.memoryUsage();
  samples.push({ heapMb: Math.round(m.heapUsed / 1e5) / 10, externalMb: Math.round(m.external / 1e5) / 10 });
}
await db.close();
process.stdout.write(`${JSON.stringify(samples)}\n`);
