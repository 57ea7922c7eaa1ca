// ECB reference rates: 1 EUR = rate units of a currency, per day.
import type { PrismaClient } from './database.ts';

export async function upsertConversionRates(prisma: PrismaClient, rows: { date: Date; currencyCode: string; rate: string }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1_000) {
    await prisma.$transaction(
      rows.slice(i, i + 1_000).map((r) =>
        prisma.conversionRate.upsert({ where: { date_currencyCode: { date: r.date, currencyCode: r.currencyCode } }, create: r, update: { rate: r.rate, loadedAt: new Date() } }),
      ),
    );
  }
}

/** The latest rate of each currency on or before `date`. */
export async function ratesOn(prisma: PrismaClient, currencies: string[], date: Date): Promise<Map<string, { rate: string; date: Date }>> {
  const found = new Map<string, { rate: string; date: Date }>();
  for (const currencyCode of new Set(currencies)) {
    if (currencyCode === 'EUR') continue;
    const row = await prisma.conversionRate.findFirst({ where: { currencyCode, date: { lte: date } }, orderBy: { date: 'desc' } });
    if (row !== null) found.set(currencyCode, { rate: row.rate.toString(), date: row.date });
  }
  return found;
}
