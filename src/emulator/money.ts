// Exact integer money arithmetic: amounts are minor units, tax percentages have at most 4 decimals
// (kept as integer ten-thousandths of a percent), so every tax is a ratio of integers rounded once.

/** One percent in percentage units: 8.875% = 88_750 units. */
const UNITS_PER_PERCENT = 10_000n;
/** 100% in units: a fraction is units / WHOLE. */
const WHOLE = 100n * UNITS_PER_PERCENT;

/** "8.875" → 88750n; null when not a decimal with at most 4 places. */
export function percentageUnits(p: string): bigint | null {
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec(p.trim());
  if (m === null) return null;
  return BigInt(m[1]!) * UNITS_PER_PERCENT + BigInt((m[2] ?? '').padEnd(4, '0'));
}

/** The stored (already validated) percentage of a tax rate in units. */
export function unitsOf(percentage: number): bigint {
  return BigInt(Math.round(percentage * 10_000));
}

/** n / d rounded half away from zero (Stripe rounds tax half-up on the magnitude). */
export function roundDiv(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (2n * an + ad) / (2n * ad);
  return negative ? -q : q;
}

/** Decimal string × integer quantity → minor units, rounded half-up ("0.5" × 3 = 2). */
export function decimalTimes(decimal: string, quantity: number): number {
  const [whole, frac = ''] = decimal.split('.');
  const scale = 10n ** BigInt(frac.length);
  const scaled = BigInt(`${whole}${frac}`);
  return Number(roundDiv(scaled * BigInt(quantity), scale));
}

/** a / b as a short decimal string (for `unit_amount_decimal`), up to 12 places. */
export function decimalDiv(a: number, b: number): string {
  if (b === 0) return '0';
  const scale = 10n ** 12n;
  const q = roundDiv(BigInt(a) * scale, BigInt(b));
  const negative = q < 0n;
  const abs = negative ? -q : q;
  const whole = abs / scale;
  const frac = (abs % scale).toString().padStart(12, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${frac === '' ? '' : `.${frac}`}`;
}

export interface RateInput {
  id: string;
  /** Percentage in units (see percentageUnits). */
  units: bigint;
  inclusive: boolean;
}

export interface LineTax {
  rate: string;
  inclusive: boolean;
  amount: number;
  /** The amount the rate applied to, excluding inclusive tax. */
  taxable: number;
}

/**
 * Tax of one line amount under its rates, in the rates' order.
 * Exclusive: round(base × p). Inclusive: the line amount already contains the tax, so the
 * net is round(amount / (1 + Σp_inclusive)) and the inclusive taxes share amount − net (each
 * round(net × p_i), the last rate taking the rounding remainder so they add up exactly). With one
 * inclusive rate this is amount − round(amount / (1 + p)). Exclusive rates apply to the net.
 */
export function taxesFor(amount: number, rates: readonly RateInput[]): LineTax[] {
  const a = BigInt(amount);
  const inclusive = rates.filter((r) => r.inclusive);
  const inclusiveUnits = inclusive.reduce((s, r) => s + r.units, 0n);
  const net = inclusive.length === 0 ? a : roundDiv(a * WHOLE, WHOLE + inclusiveUnits);
  let inclusiveLeft = a - net;
  const lastInclusive = inclusive[inclusive.length - 1];
  return rates.map((r) => {
    let tax: bigint;
    if (!r.inclusive) tax = roundDiv(net * r.units, WHOLE);
    else if (r === lastInclusive) tax = inclusiveLeft;
    else {
      tax = roundDiv(net * r.units, WHOLE);
      inclusiveLeft -= tax;
    }
    return { rate: r.id, inclusive: r.inclusive, amount: Number(tax), taxable: Number(net) };
  });
}

/** The share `part / whole` of `value`, rounded half-up (a credit's part of a line's tax). */
export function proportion(value: number, part: number, whole: number): number {
  if (whole === 0) return 0;
  return Number(roundDiv(BigInt(value) * BigInt(part), BigInt(whole)));
}
