// Stripe's arithmetic on a line's tax rates (src/integrations/stripe/rate-arithmetic.ts): each rate
// rounded on its own, half away from zero; inclusive rates contained in the amount.
import { describe, expect, it } from 'vitest';
import { stripeLineTax } from '../../../src/integrations/stripe/rate-arithmetic.ts';

const NYC = (inclusive: boolean) => [
  { percentage: '4', inclusive },
  { percentage: '4.5', inclusive },
  { percentage: '0.375', inclusive },
];

describe('stripeLineTax', () => {
  it('rounds each exclusive rate on its own: New York City on $100.00 is 400 + 450 + 38', () => {
    expect(stripeLineTax(10_000, NYC(false))).toEqual({ perRate: [400, 450, 38], exclusive: 888, inclusive: 0, net: 10_000 });
  });

  it('per-rate rounding can differ from rounding the line once: 30 cents in NYC is 1 + 1 + 0, not round(2.6625) = 3', () => {
    const tax = stripeLineTax(30, NYC(false));
    expect(tax.perRate).toEqual([1, 1, 0]);
    expect(tax.exclusive).toBe(2);
  });

  it('rounds half away from zero, for credits too', () => {
    expect(stripeLineTax(50, [{ percentage: 1, inclusive: false }]).perRate).toEqual([1]);
    expect(stripeLineTax(-50, [{ percentage: 1, inclusive: false }]).perRate).toEqual([-1]);
    expect(stripeLineTax(49, [{ percentage: 1, inclusive: false }]).perRate).toEqual([0]);
  });

  it('takes inclusive tax out of the amount: net = round(amount / (1 + sum)), the last inclusive rate takes the remainder', () => {
    // 10000 / 1.08875 = 9184.84...; the taxes share 815: 367 (4% of 9185 = 367.4), 413 (413.325), 35 left.
    expect(stripeLineTax(10_000, NYC(true))).toEqual({ perRate: [367, 413, 35], exclusive: 0, inclusive: 815, net: 9185 });
    expect(stripeLineTax(3999, [{ percentage: '8.875', inclusive: true }])).toEqual({
      perRate: [326],
      exclusive: 0,
      inclusive: 326,
      net: 3673,
    });
  });

  it('applies exclusive rates to the net of inclusive ones', () => {
    const tax = stripeLineTax(11_000, [
      { percentage: 10, inclusive: true },
      { percentage: 5, inclusive: false },
    ]);
    expect(tax).toEqual({ perRate: [1000, 500], exclusive: 500, inclusive: 1000, net: 10_000 });
  });

  it('uses Stripe precision of 4 decimals and is empty without rates', () => {
    expect(stripeLineTax(3999, [{ percentage: '8.8772', inclusive: false }]).perRate).toEqual([355]);
    expect(stripeLineTax(3999, [])).toEqual({ perRate: [], exclusive: 0, inclusive: 0, net: 3999 });
  });
});
