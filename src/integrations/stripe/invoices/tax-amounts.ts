// taxAmounts mode: each line of a draft carries Stripe `tax_amounts`, one per jurisdiction that
// collects, to the cent as Levy calculated it, with the jurisdiction's name, level and nominal rate.
// A line no jurisdiction taxes carries zero amounts that say why (exempt customer, product not
// taxed, not registered there, ...). Stripe finds or creates one TaxRate per distinct
// `tax_rate_data` and reuses it for identical data, so the data here depends only on the
// jurisdiction, its rate and the price's tax behaviour: every invoice in New York City shares the
// same three rates.
import type Stripe from 'stripe';
import { percent } from '../../../tax/calculate.ts';
import { Exact, HUNDRED, ZERO } from '../../../tax/exact.ts';
import type { JurisLine, LineCalculation, NotTaxedReason } from '../../../tax/index.ts';
import { rateOn } from '../../../tax/taxability.ts';

export type TaxAmount = Stripe.InvoiceUpdateLinesParams.Line.TaxAmount;
type TaxRateData = TaxAmount['tax_rate_data'];
type TaxabilityReason = NonNullable<TaxAmount['taxability_reason']>;

/**
 * The internal description of every TaxRate Levy's tax amounts make (Stripe shows it to no
 * customer): how Levy tells its tax amounts from anyone else's on a line.
 */
export const LEVY_TAX_AMOUNT_DESCRIPTION = 'Levy tax amount';

/** Stripe takes at most 20 tax amounts per line. */
const MAX_PER_LINE = 20;
/** Stripe's length limit on a tax rate's display name and jurisdiction. */
const MAX_LABEL = 50;

/**
 * Whole minor units for each share, summing exactly to `total`: each share rounded down, and the
 * units left over go one each to the shares with the largest remainders (ties to the earlier
 * share), so the result depends only on the inputs. Negative totals (credit lines) are allocated
 * as the mirror image of the positive case.
 */
export function allocateCents(shares: readonly Exact[], total: number): number[] {
  if (!Number.isSafeInteger(total)) throw new Error(`allocateCents: total ${total} is not a whole number of minor units`);
  if (shares.length === 0) {
    if (total !== 0) throw new Error(`allocateCents: ${total} to allocate but no shares`);
    return [];
  }
  const sign = total < 0 || (total === 0 && shares.reduce((a, b) => a.plus(b), ZERO).isNegative()) ? -1 : 1;
  const mirrored = shares.map((s) => (sign < 0 ? s.negated() : s));
  const floors = mirrored.map((s) => s.floor());
  const remainders = mirrored.map((s, i) => s.minus(floors[i]!));
  const cents = floors.map((f) => f.toNumber());
  let left = sign * total - cents.reduce((a, b) => a + b, 0);
  // Largest remainder first; equal remainders in input order (a stable sort keeps it).
  const order = shares.map((_, i) => i).sort((a, b) => remainders[b]!.comparedTo(remainders[a]!));
  // Rounding never leaves more than one unit per share, or a deficit; the loops only guard
  // against shares that do not add up to `total` at all.
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) cents[order[k]!]! += 1;
  for (let k = order.length - 1; left < 0; k = (k - 1 + order.length) % order.length, left++) cents[order[k]!]! -= 1;
  return sign < 0 ? cents.map((c) => -c || 0) : cents;
}

export interface Place {
  /** The calculation's tax date: the rates in force. */
  taxDate: string;
  /** The customer's US state or Canadian province code, if any. */
  region: string | null;
}

/** The tax amounts a line should carry (empty only when Levy knows no jurisdiction for it). */
export function taxAmountsFor(line: LineCalculation, place: Place): TaxAmount[] {
  const inclusive = line.isTaxIncludedInAmount;
  const collecting = line.jurises.filter((j) => j.isRemitting && j.taxes.length > 0);
  if (collecting.length > 0) {
    // Tax-included prices: what the price contains, rounded once for the line as the tax on top is.
    const total = inclusive ? line.taxIncluded.toDecimalPlaces(0).toNumber() : line.taxAmountToCollect;
    const cents = allocateCents(
      collecting.map((j) => j.taxes.reduce((sum, t) => sum.plus(t.amount), ZERO)),
      total,
    );
    return collecting.map((j, i) => ({
      amount: cents[i]!,
      taxable_amount: taxableAmount(j, inclusive ? line.amount - total : null),
      taxability_reason: taxedReason(j, place),
      tax_rate_data: rateData(j, appliedPercentage(j), inclusive, place),
    }));
  }
  // Nothing collected: a zero amount per jurisdiction, each with its reason.
  return line.jurises.slice(0, MAX_PER_LINE).map((j) => ({
    amount: 0,
    taxable_amount: 0,
    taxability_reason: notTaxedReason(j.notTaxedReason),
    tax_rate_data: rateData(j, j.taxes.length > 0 ? appliedPercentage(j) : statutoryPercentage(j, place), inclusive, place),
  }));
}

/** The amount the jurisdiction taxes: the line's net of tax, or the part of it a reduced base takes. */
function taxableAmount(j: JurisLine, netOfIncludedTax: number | null): number {
  const [first] = j.taxes;
  if (first === undefined) return 0;
  if (netOfIncludedTax !== null && first.nonTaxableAmount.isZero()) return netOfIncludedTax;
  return first.taxableAmount.toDecimalPlaces(0).toNumber();
}

/** Levy's reasons for a tax not collected, as Stripe names them. */
export function notTaxedReason(reason: NotTaxedReason | null): TaxabilityReason {
  if (reason === null) return 'standard_rated';
  switch (reason.type) {
    case 'productNotTaxed':
      return 'product_exempt';
    case 'jurisHasNoTax':
      return 'not_subject_to_tax';
    case 'notCollecting':
      return 'not_collecting';
    case 'exempt':
      return reason.reason.type === 'reverseCharge' ? 'reverse_charge' : 'customer_exempt';
    default:
      return 'not_subject_to_tax';
  }
}

/** Standard rate, a reduced base (Texas taxes 80 % of SaaS), or a rate below the jurisdiction's own. */
function taxedReason(j: JurisLine, place: Place): TaxabilityReason {
  if (j.taxes.some((t) => !t.nonTaxableAmount.isZero())) return 'taxable_basis_reduced';
  const reduced = j.taxes.some((t) => {
    const statutory = j.jurisdiction.taxes.find((d) => d.name === t.name);
    const period = statutory === undefined ? undefined : rateOn(statutory, place.taxDate);
    return period !== undefined && !percent(period.rate).equals(t.rate);
  });
  return reduced ? 'reduced_rated' : 'standard_rated';
}

/** The rates the jurisdiction applied to the line, in percent. */
function appliedPercentage(j: JurisLine): Exact {
  return j.taxes.reduce((sum, t) => sum.plus(t.rate), ZERO).times(HUNDRED);
}

/** The jurisdiction's own rates on the tax date (for a line it does not tax), in percent. */
function statutoryPercentage(j: JurisLine, place: Place): Exact {
  return j.jurisdiction.taxes.reduce((sum, tax) => sum.plus(Exact.parse(rateOn(tax, place.taxDate)?.rate ?? 0)), ZERO);
}

const LEVELS: Record<string, TaxRateData['jurisdiction_level']> = {
  country: 'country',
  federal: 'country',
  state: 'state',
  province: 'state',
  county: 'county',
  city: 'city',
  district: 'district',
};

const TAX_TYPES: Record<string, TaxRateData['tax_type']> = {
  'sales tax': 'sales_tax',
  vat: 'vat',
  gst: 'gst',
  hst: 'hst',
  pst: 'pst',
  qst: 'qst',
  rst: 'rst',
  jct: 'jct',
  igst: 'igst',
  'lease transaction tax': 'lease_tax',
};

function rateData(j: JurisLine, percentage: Exact, inclusive: boolean, place: Place): TaxRateData {
  const juris = j.jurisdiction;
  const names = [...new Set((j.taxes.length > 0 ? j.taxes : juris.taxes).map((t) => t.name))];
  const level = LEVELS[juris.level] ?? 'multiple';
  const country = /^[A-Z]{2}$/.test(juris.country) ? juris.country : undefined;
  const state = level === 'country' ? undefined : (/^(?:us|ca)-([A-Z]{2})(?:-|$)/.exec(juris.id)?.[1] ?? place.region ?? undefined);
  return {
    display_name: label(names.length > 0 ? names.join(' + ') : 'Sales tax'),
    description: LEVY_TAX_AMOUNT_DESCRIPTION,
    jurisdiction: label(juris.name),
    jurisdiction_level: level,
    percentage: percentage.toDecimalPlaces(4).toNumber(),
    inclusive,
    tax_type: TAX_TYPES[(names[0] ?? 'sales tax').toLowerCase()] ?? 'sales_tax',
    ...(country !== undefined ? { country } : {}),
    ...(state !== undefined ? { state } : {}),
  };
}

/** Within Stripe's 50 characters: a parenthesised remark goes first ("... District (MCTD)"). */
function label(text: string): string {
  if (text.length <= MAX_LABEL) return text;
  const plain = text.replace(/\s*\([^)]*\)\s*$/, '');
  return plain.length <= MAX_LABEL ? plain : `${plain.slice(0, MAX_LABEL - 1)}…`;
}

/**
 * Whether a line's current Levy tax amounts already say what `wanted` says: amounts, bases,
 * reasons and every field of the tax rate data (Stripe's order of them not mattering).
 */
export function sameTaxAmounts(
  current: readonly { tax: Stripe.InvoiceLineItem.Tax; rate: Stripe.TaxRate }[],
  wanted: readonly TaxAmount[],
): boolean {
  if (current.length !== wanted.length) return false;
  const have = current.map(({ tax, rate }) =>
    key(tax.amount, tax.taxable_amount, tax.taxability_reason, {
      display_name: rate.display_name,
      description: rate.description,
      jurisdiction: rate.jurisdiction,
      jurisdiction_level: rate.jurisdiction_level,
      percentage: rate.percentage,
      inclusive: tax.tax_behavior === 'inclusive' && rate.inclusive,
      tax_type: rate.tax_type,
      country: rate.country,
      state: rate.state,
    }),
  );
  const want = wanted.map((t) => key(t.amount, t.taxable_amount, t.taxability_reason, t.tax_rate_data));
  return JSON.stringify(have.sort()) === JSON.stringify(want.sort());
}

function key(
  amount: number,
  taxable: number | null,
  reason: string | null | undefined,
  d: { [K in keyof TaxRateData]?: TaxRateData[K] | null },
): string {
  return JSON.stringify([
    amount,
    taxable ?? null,
    reason ?? null,
    d.display_name ?? null,
    d.description ?? null,
    d.jurisdiction ?? null,
    d.jurisdiction_level ?? null,
    Exact.parse(d.percentage ?? 0).toFixed(),
    d.inclusive ?? false,
    d.tax_type ?? null,
    d.country ?? null,
    d.state ?? null,
  ]);
}
