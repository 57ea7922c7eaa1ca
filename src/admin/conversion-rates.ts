// Loading currency conversion rates (operators): the ECB reference rates that filings convert with.
import type { AppContext } from '../context.ts';
import { conflict, ok, type Outcome } from '../lib/result.ts';
import { upsertConversionRates } from '../store/conversion-rates.ts';

export const LOAD_CONVERSION_RATES_CONFLICTS = ['conversionRatesInvalid'] as const;

/** The ECB reference-rate CSV: "Date,USD,JPY,...", one row per day, "N/A" where there is no rate. */
export async function loadConversionRates(ctx: AppContext, csv: string): Promise<Outcome<{ days: number; rates: number }, typeof LOAD_CONVERSION_RATES_CONFLICTS>> {
  const lines = csv.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines[0]?.split(',').map((h) => h.trim()) ?? [];
  if (header[0] !== 'Date' || header.length < 2) return conflict({ type: 'conversionRatesInvalid', line: 1, message: 'The header must be Date,<currency>,<currency>,...' });
  const rows: { date: Date; currencyCode: string; rate: string }[] = [];
  for (let i = 1; i < lines.length; i++) {
    const cells = lines[i]!.split(',').map((c) => c.trim());
    if (!/^\d{4}-\d{2}-\d{2}$/.test(cells[0] ?? '')) return conflict({ type: 'conversionRatesInvalid', line: i + 1, message: `"${cells[0]}" is not a date` });
    for (let c = 1; c < header.length; c++) {
      const value = cells[c] ?? '';
      if (value === '' || value === 'N/A' || !/^[A-Z]{3}$/.test(header[c]!)) continue;
      if (!/^\d+(\.\d+)?$/.test(value)) return conflict({ type: 'conversionRatesInvalid', line: i + 1, message: `"${value}" is not a rate` });
      rows.push({ date: new Date(`${cells[0]}T00:00:00Z`), currencyCode: header[c]!, rate: value });
    }
  }
  await upsertConversionRates(ctx.prisma, rows);
  ctx.conversionRates.forget();
  return ok({ days: lines.length - 1, rates: rows.length });
}
