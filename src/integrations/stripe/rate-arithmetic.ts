// What Stripe charges for a line that carries tax rates, worked out the way Stripe does it, so that
// prepareTax can say ahead of the invoice what Stripe's arithmetic will give (and how far that is
// from Levy's own calculation). Pure: integers and decimals only.
//
// - Each rate is rounded on its own, half away from zero, to whole minor units.
// - Exclusive rates apply to the line's net amount: tax = round(net × p / 100).
// - Inclusive rates are contained in the line amount: net = round(amount / (1 + Σ p_inclusive / 100)),
//   the inclusive rates share amount − net (each round(net × p_i / 100), the last inclusive rate
//   taking what is left, so they add up exactly); with only exclusive rates, net = amount.
import { Exact, HUNDRED, ONE, ZERO } from '../../tax/exact.ts';

export interface StripeRate {
  /** Percent, at most 4 decimals as Stripe keeps it ("8.875", 4.5). */
  percentage: string | number;
  inclusive: boolean;
}

export interface StripeLineTax {
  /** Per rate, in the order given: tax in minor units. */
  perRate: number[];
  /** Exclusive tax Stripe adds on top of the line. */
  exclusive: number;
  /** Inclusive tax the line amount contains. */
  inclusive: number;
  /** The amount the rates applied to: the line less the inclusive tax. */
  net: number;
}

function roundHalfAway(value: Exact): number {
  return value.toDecimalPlaces(0).toNumber();
}

/** The tax Stripe computes on a line amount (minor units) under its tax rates. */
export function stripeLineTax(amount: number, rates: readonly StripeRate[]): StripeLineTax {
  if (!Number.isSafeInteger(amount)) throw new Error(`stripeLineTax: amount ${amount} is not a whole number of minor units`);
  const fractions = rates.map((r) => Exact.parse(r.percentage).toDecimalPlaces(4).dividedBy(HUNDRED));
  const inclusiveIdx = rates.flatMap((r, i) => (r.inclusive ? [i] : []));
  const inclusiveSum = inclusiveIdx.reduce((sum, i) => sum.plus(fractions[i]!), ZERO);
  const net = inclusiveIdx.length === 0 ? amount : roundHalfAway(Exact.of(amount).dividedBy(inclusiveSum.plus(ONE)));
  let inclusiveLeft = amount - net;
  const lastInclusive = inclusiveIdx[inclusiveIdx.length - 1];
  const perRate = rates.map((r, i) => {
    if (r.inclusive && i === lastInclusive) return inclusiveLeft;
    const tax = roundHalfAway(Exact.of(net).times(fractions[i]!));
    if (r.inclusive) inclusiveLeft -= tax;
    return tax;
  });
  const sum = (inclusive: boolean) => perRate.reduce((s, t, i) => s + (rates[i]!.inclusive === inclusive ? t : 0), 0);
  return { perRate, exclusive: sum(false), inclusive: sum(true), net };
}
