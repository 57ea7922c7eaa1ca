// Figures as the console shows them. Stored amounts are minor units (integers, or exact decimal
// texts for sums of taxes); rounding to a whole minor unit is done on the digits, never in floats.
import { currency } from '../tax/currency.ts';
import { formatMoney } from './views/monthly-chart.ts';

/** "1234.5" minor units -> 1235 (half away from zero), exactly. */
export function roundMinor(text: string): number {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (m === null) throw new Error(`not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ''] = m;
  let value = BigInt(whole!);
  if (fraction !== '' && fraction[0]! >= '5') value += 1n;
  return Number(sign === '-' ? -value : value);
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
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(minorText.trim());
  if (m === null) throw new Error(`not a decimal amount: ${minorText}`);
  const digits = currency(currencyCode)?.minorUnits ?? 2;
  const [, sign, whole, fraction = ''] = m;
  const padded = whole!.padStart(digits + 1, '0');
  const major = padded.slice(0, padded.length - digits);
  const rest = (padded.slice(padded.length - digits) + fraction).replace(/0+$/, '');
  const text = `${major.replace(/^0+(?=\d)/, '')}${rest ? `.${rest}` : ''}`;
  return sign === '-' && text !== '0' ? `-${text}` : text;
}
