// Levy's one decimal type, for money and rates everywhere in src/: an integer coefficient and a
// count of decimal places (value = coefficient / 10^scale). Sums, differences and products of such
// numbers are exact; a quotient keeps 40 significant digits, rounded half away from zero. That is
// what decimal.js (at precision 40, ROUND_HALF_UP) answers for the same operations, and
// exact.test.ts holds the two to the same results, operation by operation and for the formulas
// that used decimal.js; this one costs a few BigInt operations where decimal.js normalises digit
// arrays, which made it the largest single cost of a calculation (found while cutting CPU time per
// request: bench/cpu-per-request.bench.ts). decimal.js is left to the tests, as the reference.

/** Significant digits kept, as decimal.js kept them in the tax core. */
export const PRECISION = 40;

const POWERS: bigint[] = [1n];
function pow10(n: number): bigint {
  for (let i = POWERS.length; i <= n; i++) POWERS.push(POWERS[i - 1]! * 10n);
  return POWERS[n]!;
}

function abs(n: bigint): bigint {
  return n < 0n ? -n : n;
}

/** Decimal digits of |n| (1 for zero), without writing it out. */
function digits(n: bigint): number {
  const a = abs(n);
  let d = 1;
  while (a >= pow10(d)) d++;
  return d;
}

/** `n / 10^places`, rounded half away from zero. */
function shiftRounded(n: bigint, places: number): bigint {
  const p = pow10(places);
  const q = n / p;
  const r = abs(n % p);
  return r * 2n >= p ? (n < 0n ? q - 1n : q + 1n) : q;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
/** What decimal.js reads as a finite number: a sign, digits with a point anywhere, an exponent. */
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Exponents beyond this (on a number other than zero) are refused, where decimal.js reads them: no amount or rate comes near, and 10^n is built out in full. */
const MAX_EXPONENT = 1000;

export class Exact {
  private constructor(
    /** The value times 10^scale. */
    readonly coefficient: bigint,
    /** Decimal places, never negative. */
    readonly scale: number,
  ) {}

  /** An integer, or a plain decimal text ("-12.5"; no exponent). */
  static of(value: number | string): Exact {
    if (typeof value === 'number') {
      if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
      return new Exact(BigInt(value), 0);
    }
    const m = DECIMAL.exec(value);
    if (m === null) throw new RangeError(`not a decimal: ${value}`);
    const fraction = m[3] ?? '';
    const coefficient = BigInt(m[2]! + fraction);
    return new Exact(m[1] === '-' ? -coefficient : coefficient, fraction.length);
  }

  /**
   * Any finite number as decimal.js reads it: a text with an optional sign ("+" or "-"), digits
   * with a point anywhere ("5.", ".5") and an optional exponent ("1.5e-7"), or a number (as its
   * shortest text: 8.875 is "8.875"). For texts that come from outside the calculation: stored
   * figures, imported rates, Stripe's percentages. NaN, infinities and hexadecimal are refused.
   */
  static parse(value: string | number): Exact {
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
      return Number.isSafeInteger(value) ? new Exact(BigInt(value), 0) : Exact.parse(String(value));
    }
    const m = DECIMAL_TEXT.exec(value);
    const whole = m?.[2] ?? '';
    const fraction = m?.[3] ?? '';
    if (m === null || whole + fraction === '') throw new RangeError(`not a decimal: ${value}`);
    let coefficient = BigInt(whole + fraction);
    if (coefficient === 0n) return ZERO;
    const exponent = m[4] === undefined ? 0 : Number(m[4]);
    if (Math.abs(exponent) > MAX_EXPONENT) throw new RangeError(`exponent out of range: ${value}`);
    let scale = fraction.length - exponent;
    if (scale < 0) {
      coefficient *= pow10(-scale);
      scale = 0;
    }
    return new Exact(m[1] === '-' ? -coefficient : coefficient, scale);
  }

  /** Keeps `precision` significant digits, as decimal.js does after every operation. */
  private static rounded(coefficient: bigint, scale: number, precision = PRECISION): Exact {
    const limit = pow10(precision);
    while (abs(coefficient) >= limit) {
      // Rounding up may carry into one more digit (999.. -> 1000..): then the loop drops it too.
      const drop = digits(coefficient) - precision;
      coefficient = shiftRounded(coefficient, drop);
      scale -= drop;
    }
    // A whole number with more digits than kept (10^45 / 1) carries the dropped places as zeros.
    return scale >= 0 ? new Exact(coefficient, scale) : new Exact(coefficient * pow10(-scale), 0);
  }

  private aligned(other: Exact): [bigint, bigint, number] {
    if (this.scale === other.scale) return [this.coefficient, other.coefficient, this.scale];
    if (this.scale > other.scale) return [this.coefficient, other.coefficient * pow10(this.scale - other.scale), this.scale];
    return [this.coefficient * pow10(other.scale - this.scale), other.coefficient, other.scale];
  }

  plus(other: Exact): Exact {
    const [a, b, scale] = this.aligned(other);
    return Exact.rounded(a + b, scale);
  }

  minus(other: Exact): Exact {
    const [a, b, scale] = this.aligned(other);
    return Exact.rounded(a - b, scale);
  }

  times(other: Exact): Exact {
    return Exact.rounded(this.coefficient * other.coefficient, this.scale + other.scale);
  }

  /**
   * The quotient to `precision` significant digits (`PRECISION` unless given: 20 is decimal.js's
   * default, which the filings' conversion rates were computed at), rounded half away from zero.
   */
  dividedBy(other: Exact, precision = PRECISION): Exact {
    if (other.coefficient === 0n) throw new RangeError('division by zero');
    if (this.coefficient === 0n) return new Exact(0n, 0);
    const n = abs(this.coefficient);
    const d = abs(other.coefficient);
    // Enough places that the integer quotient has more than PRECISION digits.
    const extra = Math.max(0, precision + 2 + digits(d) - digits(n));
    const quotient = (n * pow10(extra)) / d;
    const negative = this.coefficient < 0n !== other.coefficient < 0n;
    // Rounded as a product is: ties cannot hide in the remainder, since below half of the last
    // dropped digit stays below half.
    let { coefficient: kept, scale } = Exact.rounded(negative ? -quotient : quotient, this.scale - other.scale + extra, precision);
    // Trailing zeros of an exact quotient (6.25 / 100) would only lengthen what follows.
    while (scale > 0 && kept % 10n === 0n) {
      kept /= 10n;
      scale--;
    }
    return new Exact(kept, scale);
  }

  /** This divided by 10^places, exactly (a percentage as a fraction: 6.25 -> 0.0625). */
  movePointLeft(places: number): Exact {
    return new Exact(this.coefficient, this.scale + places);
  }

  /** Rounded half away from zero to `places` decimal places. */
  toDecimalPlaces(places: number): Exact {
    if (this.scale <= places) return this;
    return new Exact(shiftRounded(this.coefficient, this.scale - places), places);
  }

  /** Rounded half away from zero to `digits` significant digits (decimal.js's toSignificantDigits). */
  toSignificantDigits(significant: number): Exact {
    const drop = digits(this.coefficient) - significant;
    if (drop <= 0) return this;
    const kept = shiftRounded(this.coefficient, drop);
    const scale = this.scale - drop;
    return scale >= 0 ? new Exact(kept, scale) : new Exact(kept * pow10(-scale), 0);
  }

  /** The largest integer not above this. */
  floor(): Exact {
    if (this.scale === 0) return this;
    const p = pow10(this.scale);
    const q = this.coefficient / p;
    return new Exact(this.coefficient < 0n && this.coefficient % p !== 0n ? q - 1n : q, 0);
  }

  negated(): Exact {
    return new Exact(-this.coefficient, this.scale);
  }

  isZero(): boolean {
    return this.coefficient === 0n;
  }

  /** Below zero (there is no negative zero: -0.3 rounded to 0 places is zero, and not negative). */
  isNegative(): boolean {
    return this.coefficient < 0n;
  }

  equals(other: Exact): boolean {
    const [a, b] = this.aligned(other);
    return a === b;
  }

  /** -1, 0 or 1 as this is below, equal to or above `other`. */
  comparedTo(other: Exact): -1 | 0 | 1 {
    const [a, b] = this.aligned(other);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  greaterThan(other: Exact): boolean {
    return this.comparedTo(other) > 0;
  }

  /**
   * Without `places`: plain decimal text without trailing zeros ("4.5", "-0.0625", "12"), as
   * decimal.js writes it. With them: rounded half away from zero to exactly that many places
   * ("6.50"); as in decimal.js, a negative number that rounds to zero keeps its sign ("-0.00").
   */
  toFixed(places?: number): string {
    if (places !== undefined) return this.fixed(places);
    // Rates are shared by every line that applies them: each writes its text once.
    return (this.text ??= this.written());
  }

  private fixed(places: number): string {
    if (!Number.isSafeInteger(places) || places < 0) throw new RangeError(`not a count of places: ${places}`);
    const r = this.toDecimalPlaces(places);
    const text = (abs(r.coefficient) * pow10(places - r.scale)).toString().padStart(places + 1, '0');
    const body = places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
    return this.coefficient < 0n ? `-${body}` : body;
  }

  private text: string | undefined;

  private written(): string {
    if (this.scale === 0 || this.coefficient === 0n) return this.coefficient.toString();
    const negative = this.coefficient < 0n;
    const text = abs(this.coefficient)
      .toString()
      .padStart(this.scale + 1, '0');
    let end = text.length;
    const point = end - this.scale;
    while (end > point && text.charCodeAt(end - 1) === 48) end--;
    const body = end === point ? text.slice(0, point) : `${text.slice(0, point)}.${text.slice(point, end)}`;
    return negative ? `-${body}` : body;
  }

  toNumber(): number {
    return this.scale === 0 ? Number(this.coefficient) : Number(this.toFixed());
  }
}

export const ZERO = Exact.of(0);
export const ONE = Exact.of(1);
export const HUNDRED = Exact.of(100);
