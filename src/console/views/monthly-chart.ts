// The seller console's bar chart of monthly sales: one bar per month, a money y axis with round ticks, and the
// limit as a dashed line. Pure: builds markup from the data it is given. Amounts are integer minor units and
// are only ever formatted with integer arithmetic.
import { currency } from '../../tax/currency.ts';
import { html, type Html } from '../html.ts';

export interface MonthTotal {
  /** YYYY-MM */
  month: string;
  /** Minor units. */
  amount: number;
  transactionCount: number;
}

export interface MonthlyChartOptions {
  currencyCode: string;
  /** Minor units; drawn as a dashed line, and the y scale includes it. */
  limit?: number | null;
  title: string;
}

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€' };

/** Decimal places of a currency's minor unit (ISO 4217); 2 for a code we do not know. */
function minorDigits(currencyCode: string): number {
  return currency(currencyCode)?.minorUnits ?? 2;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function prefix(currencyCode: string): string {
  const code = currencyCode.toUpperCase();
  return SYMBOLS[code] ?? `${code} `;
}

/** Splits |minor| into whole major units and the remaining minor units, exactly (no floating-point division). */
function split(minor: number, digits: number): { sign: string; major: number; rest: number } {
  const whole = Math.round(minor); // minor units are integers; this only guards against a stray fraction
  const abs = Math.abs(whole);
  const factor = 10 ** digits;
  const rest = abs % factor;
  return { sign: whole < 0 ? '-' : '', major: (abs - rest) / factor, rest };
}

/**
 * Minor units as money: "$1,234.56", "€0.05", "CHF 1,234.00", "-$5.00", "JPY 1,234". "$" and "€" for USD and
 * EUR, otherwise the upper-case code and a space; decimals as the currency has them (0 for JPY and KRW).
 */
export function formatMoney(minor: number, currencyCode: string): string {
  const digits = minorDigits(currencyCode);
  const { sign, major, rest } = split(minor, digits);
  const decimals = digits === 0 ? '' : `.${String(rest).padStart(digits, '0')}`;
  return `${sign}${prefix(currencyCode)}${groupThousands(String(major))}${decimals}`;
}

/** Whole major units only ("$120,000"), for axis ticks, which are always whole major units. */
function formatWholeMoney(minor: number, currencyCode: string): string {
  const { sign, major } = split(minor, minorDigits(currencyCode));
  return `${sign}${prefix(currencyCode)}${groupThousands(String(major))}`;
}

/**
 * 3 to 5 round ticks (in minor units, each a whole number of major units) that cover lo..hi, which include 0.
 * Steps are 1, 2, 2.5 or 5 times a power of ten major units.
 */
export function moneyTicks(lo: number, hi: number, currencyCode: string): number[] {
  const factor = 10 ** minorDigits(currencyCode);
  if (lo === hi) hi = lo + 100 * factor; // nothing to scale (all zeros): show $0 to $100
  let step = factor;
  let first = 0;
  let last = 0;
  outer: for (let power = factor; power <= Number.MAX_SAFE_INTEGER; power *= 10) {
    for (const m of [1, 2, 2.5, 5]) {
      step = m * power;
      if (step % factor !== 0) continue; // 2.5 major units is not a whole tick
      first = Math.floor(lo / step);
      last = Math.ceil(hi / step);
      if (last - first <= 4) break outer;
    }
  }
  while (last - first < 2) {
    if (first < 0 && last <= 0) first--;
    else last++;
  }
  const ticks: number[] = [];
  for (let i = first; i <= last; i++) ticks.push(i * step);
  return ticks;
}

const WIDTH = 640;
const HEIGHT = 260;
const TOP = 14;
const BOTTOM = 30;
const RIGHT = 12;
const LABEL_WIDTH = 46; // room a "2026-03" label needs at font size 10, with a gap

/** Coordinates to one decimal, so the markup stays short. */
const n = (v: number) => String(Math.round(v * 10) / 10);

/**
 * An inline SVG bar chart of monthly totals (role="img", summarised in its aria-label; each bar has a <title>).
 * Months are drawn in calendar order; negative totals (refunds) hang below the zero line.
 */
export function monthlyChart(months: readonly MonthTotal[], options: MonthlyChartOptions): Html {
  const { currencyCode } = options;
  const limit = options.limit ?? null;
  const data = [...months].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  const money = (minor: number) => formatMoney(minor, currencyCode);

  const values = [0, ...data.map((m) => m.amount), ...(limit === null ? [] : [limit])];
  const ticks = moneyTicks(Math.min(...values), Math.max(...values), currencyCode);
  const lo = ticks[0]!;
  const hi = ticks[ticks.length - 1]!;
  const tickLabels = ticks.map((t) => formatWholeMoney(t, currencyCode));
  const left = 10 + 6.5 * Math.max(...tickLabels.map((l) => l.length));
  const plotWidth = WIDTH - left - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (v: number) => TOP + ((hi - v) / (hi - lo)) * plotHeight; // hi > lo: moneyTicks returns 3+ ticks
  const zeroY = y(0);

  const axis = ticks.map(
    (t, i) =>
      html`<g class="tick"><line x1="${n(left)}" x2="${n(WIDTH - RIGHT)}" y1="${n(y(t))}" y2="${n(y(t))}" stroke="${t === 0 ? '#6b7280' : '#e5e7eb'}" stroke-width="1"/><text x="${n(left - 6)}" y="${n(y(t))}" text-anchor="end" dominant-baseline="central">${tickLabels[i]}</text></g>`,
  );

  const band = data.length === 0 ? plotWidth : plotWidth / data.length;
  const labelEvery = band >= LABEL_WIDTH ? 1 : Math.max(3, Math.ceil(LABEL_WIDTH / band));
  const bars = data.map((m, i) => {
    const x = left + i * band;
    const barWidth = band * 0.7;
    const top = y(Math.max(m.amount, 0));
    const bottom = y(Math.min(m.amount, 0));
    const label = `${m.month}: ${money(m.amount)} in ${m.transactionCount} ${m.transactionCount === 1 ? 'transaction' : 'transactions'}`;
    // Counting from the last month, so the latest month always has its label.
    const showLabel = (data.length - 1 - i) % labelEvery === 0;
    return html`<g class="bar" data-month="${m.month}"><title>${label}</title><rect class="hit" x="${n(x)}" y="${TOP}" width="${n(band)}" height="${plotHeight}" fill="transparent"/><rect class="value" x="${n(x + (band - barWidth) / 2)}" y="${n(top)}" width="${n(barWidth)}" height="${n(bottom - top)}" fill="${m.amount < 0 ? '#9ca3af' : '#1d5fa8'}"/>${showLabel ? html`<text class="month" x="${n(x + band / 2)}" y="${HEIGHT - BOTTOM + 16}" text-anchor="middle" font-size="10">${m.month}</text>` : ''}</g>`;
  });

  const limitLine =
    limit === null
      ? ''
      : html`<g class="limit"><title>Limit: ${money(limit)}</title><line x1="${n(left)}" x2="${n(WIDTH - RIGHT)}" y1="${n(y(limit))}" y2="${n(y(limit))}" stroke="#c62828" stroke-width="2" stroke-dasharray="6 4"/><text x="${n(left + 4)}" y="${n(y(limit) - 5)}" fill="#c62828" stroke="#ffffff" stroke-width="3" paint-order="stroke">Limit ${money(limit)}</text></g>`;

  const empty =
    data.length === 0
      ? html`<text class="empty" x="${n(left + plotWidth / 2)}" y="${n(TOP + plotHeight / 2)}" text-anchor="middle" dominant-baseline="central">No sales in this period</text>`
      : '';

  return html`<svg class="monthly-chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" preserveAspectRatio="xMidYMid meet" role="img" aria-label="${summary(data, limit, options)}" font-family="system-ui, sans-serif" font-size="11" fill="#374151">${axis}<line class="baseline" x1="${n(left)}" x2="${n(WIDTH - RIGHT)}" y1="${n(zeroY)}" y2="${n(zeroY)}" stroke="#6b7280" stroke-width="1"/>${bars}${limitLine}${empty}</svg>`;
}

/** The chart in one sentence, for screen readers. */
function summary(data: readonly MonthTotal[], limit: number | null, options: MonthlyChartOptions): string {
  const money = (minor: number) => formatMoney(minor, options.currencyCode);
  const limitText = limit === null ? '' : ` Limit: ${money(limit)}.`;
  if (data.length === 0) return `${options.title}: no months to show.${limitText}`;
  const total = data.reduce((sum, m) => sum + m.amount, 0);
  const count = data.reduce((sum, m) => sum + m.transactionCount, 0);
  const highest = data.reduce((best, m) => (m.amount > best.amount ? m : best));
  const span = data.length === 1 ? data[0]!.month : `${data[0]!.month} to ${data[data.length - 1]!.month}`;
  return `${options.title}: ${data.length} ${data.length === 1 ? 'month' : 'months'}, ${span}; total ${money(total)} in ${count} ${count === 1 ? 'transaction' : 'transactions'}; highest month ${highest.month} at ${money(highest.amount)}.${limitText}`;
}
