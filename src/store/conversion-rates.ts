// ECB reference rates: 1 EUR = rate units of a currency, per day.
import type { PrismaClient } from './database.ts';

/**
 * All the rows or none, in statements of 5,000 rows each (three arrays, not one query object per
 * row: a load of years of rates for every currency stays small in memory and quick). A rate that
 * is already stored is not written again, so loading the same file twice changes nothing (and
 * leaves no dead rows behind: PGlite has no autovacuum). `loadedAt` is when a rate last changed.
 */
export async function upsertConversionRates(
  prisma: PrismaClient,
  rows: { date: string; currencyCode: string; rate: string }[],
): Promise<void> {
  await prisma.$transaction(
    async (tx) => {
      for (let i = 0; i < rows.length; i += 5_000) {
        const chunk = rows.slice(i, i + 5_000);
        await tx.$executeRawUnsafe(
          `INSERT INTO conversion_rates (date, "currencyCode", rate, "loadedAt")
         SELECT d, c, r, now() FROM unnest($1::date[], $2::text[], $3::numeric[]) AS u(d, c, r)
         ON CONFLICT (date, "currencyCode") DO UPDATE SET rate = EXCLUDED.rate, "loadedAt" = EXCLUDED."loadedAt"
         WHERE conversion_rates.rate IS DISTINCT FROM EXCLUDED.rate`,
          chunk.map((r) => r.date),
          chunk.map((r) => r.currencyCode),
          chunk.map((r) => r.rate),
        );
      }
    },
    { timeout: 120_000 },
  );
}

/**
 * Each currency's ECB rate of `date`, or where there is none that day, the latest before it (a
 * transaction's day) or the first after it (`onOrAfter`: the Union scheme's next day of
 * publication, VAT Directive Art. 366).
 */
export async function ratesOn(
  prisma: PrismaClient,
  currencies: string[],
  date: Date,
  direction: 'onOrBefore' | 'onOrAfter' = 'onOrBefore',
): Promise<Map<string, { rate: string; date: Date }>> {
  const found = new Map<string, { rate: string; date: Date }>();
  const after = direction === 'onOrAfter';
  for (const currencyCode of new Set(currencies)) {
    if (currencyCode === 'EUR') continue;
    const row = await prisma.conversionRate.findFirst({
      where: { currencyCode, date: after ? { gte: date } : { lte: date } },
      orderBy: { date: after ? 'asc' : 'desc' },
    });
    if (row !== null) found.set(currencyCode, { rate: row.rate.toString(), date: row.date });
  }
  return found;
}
