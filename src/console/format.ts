// Figures as the console shows them. Stored amounts are minor units (integers, or exact decimal
// texts for sums of taxes); they are rounded and shifted with the tax core's Exact, never floats.
import { currency } from '../tax/currency.ts';
import { Exact } from '../tax/exact.ts';
import { formatMoney } from './views/monthly-chart.ts';

/** "1234.5" minor units -> 1235 (half away from zero, the tax core's rounding), exactly. */
export function roundMinor(text: string): number {
  // + 0: "-0.4" rounds to 0, not to -0.
  return Exact.parse(text).toDecimalPlaces(0).toNumber() + 0;
}

export function money(minor: number | string | null, currencyCode: string): string {
  if (minor === null) return '—';
  return formatMoney(typeof minor === 'string' ? roundMinor(minor) : minor, currencyCode);
}

export { formatPercent as percent } from './views/us-map.ts';

const STATUS_TEXT: Record<string, string> = {
  notApproaching: 'Not approaching',
  approaching: 'Approaching',
  exceeded: 'Exceeded — register',
  registered: 'Registered',
};

export function statusText(status: string): string {
  return STATUS_TEXT[status] ?? status;
}

export function dateTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** Exact decimal text of minor units -> the same amount in major units ("12345.6", USD -> "123.456"). */
export function majorUnits(minorText: string, currencyCode: string): string {
  return Exact.parse(minorText)
    .dividedBy(Exact.of(10 ** (currency(currencyCode)?.minorUnits ?? 2)))
    .toFixed();
}
