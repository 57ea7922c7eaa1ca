// Loading currency conversion rates (operators): the ECB reference rates that filings convert with.
import type { AppContext } from '../context.ts';
import { conflict, ok, type Outcome } from '../lib/result.ts';
import { upsertConversionRates } from '../store/conversion-rates.ts';

export const LOAD_CONVERSION_RATES_CONFLICTS = ['conversionRatesInvalid'] as const;

/** A real calendar day (2026-02-30 is not one) from 1900 on. */
function isDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m === null || Number(m[1]) < 1900) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** What the column (decimal(20, 10)) holds: a positive rate with at most 10 digits on each side. */
const RATE = /^\d{1,10}(\.\d{1,10})?$/;

const quoted = (s: string) => `"${s.length > 40 ? `${s.slice(0, 40)}…` : s}"`;

/**
 * The ECB reference-rate CSV: "Date,USD,JPY,...", one row per day, "N/A" where there is no rate.
 * Every row is checked before anything is written; the first bad one is named by line and field.
 */
export async function loadConversionRates(
  ctx: AppContext,
  csv: string,
): Promise<Outcome<{ days: number; rates: number }, typeof LOAD_CONVERSION_RATES_CONFLICTS>> {
  const lines = csv.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines[0]?.split(',').map((h) => h.trim()) ?? [];
  if (header[0] !== 'Date' || header.length < 2)
    return conflict({ type: 'conversionRatesInvalid', line: 1, message: 'The header must be Date,<currency>,<currency>,...' });
  const duplicate = header.find((h, i) => header.indexOf(h) !== i);
  if (duplicate !== undefined)
    return conflict({
      type: 'conversionRatesInvalid',
      line: 1,
      field: duplicate,
      message: `${quoted(duplicate)} is named twice in the header`,
    });
  const rows: { date: string; currencyCode: string; rate: string }[] = [];
  const days = new Map<string, number>();
  for (let i = 1; i < lines.length; i++) {
    const cells = lines[i]!.split(',').map((c) => c.trim());
    const date = cells[0] ?? '';
    if (!isDay(date))
      return conflict({
        type: 'conversionRatesInvalid',
        line: i + 1,
        field: 'Date',
        message: `${quoted(date)} is not a calendar date (YYYY-MM-DD)`,
      });
    if (days.has(date))
      return conflict({ type: 'conversionRatesInvalid', line: i + 1, field: 'Date', message: `${date} is also on line ${days.get(date)}` });
    days.set(date, i + 1);
    for (let c = 1; c < header.length; c++) {
      const value = cells[c] ?? '';
      if (value === '' || value === 'N/A' || !/^[A-Z]{3}$/.test(header[c]!)) continue;
      if (!RATE.test(value) || !/[1-9]/.test(value)) {
        return conflict({
          type: 'conversionRatesInvalid',
          line: i + 1,
          field: header[c]!,
          message: `${quoted(value)} is not a rate (a positive number with at most 10 digits before and after the point)`,
        });
      }
      rows.push({ date, currencyCode: header[c]!, rate: value });
    }
  }
  await upsertConversionRates(ctx.prisma, rows);
  ctx.conversionRates.forget();
  return ok({ days: lines.length - 1, rates: rows.length });
}
