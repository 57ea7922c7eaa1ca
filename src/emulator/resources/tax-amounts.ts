// Tax amounts on invoice lines: the `tax_amounts` param of add_lines, update_lines and
// POST /v1/invoices/:id/lines/:line, for tax calculated outside Stripe. Each amount names its tax
// through `tax_rate_data`; Stripe finds or creates a TaxRate for it (identical data reuses the same
// rate), archived at once, so it never shows in `tax_rates` and cannot be applied by id. A line
// shows its amounts in `taxes[]` as given: Stripe does not recompute them.
//
// Tax amounts live on the invoice line, not on the invoice item behind it; they are kept here beside
// the item records (a line is its item in the emulator), and go when the item leaves the invoice.
import type Stripe from 'stripe';
import type { Account, InvoiceItemRec, InvoiceRec } from '../account.ts';
import { invalidParam, missingParam } from '../errors.ts';
import { newId } from '../ids.ts';
import { percentageUnits } from '../money.ts';
import type { Params } from '../params.ts';

/** One tax amount as stored on a line. */
export interface TaxAmountRec {
  amount: number;
  taxableAmount: number;
  taxabilityReason: Stripe.InvoiceLineItem.Tax.TaxabilityReason | null;
  /** The (archived) TaxRate found or created from `tax_rate_data`. */
  rate: string;
  inclusive: boolean;
}

/** A validated `tax_amounts[i]`; its rate is resolved when the change is applied. */
export interface TaxAmountInput {
  amount: number;
  taxableAmount: number;
  taxabilityReason: string | null;
  rateData: RateData;
}

interface RateData {
  display_name: string;
  description: string | null;
  jurisdiction: string | null;
  jurisdiction_level: string | null;
  /** Ten-thousandths of a percent (money.ts). */
  units: bigint;
  inclusive: boolean;
  tax_type: string | null;
  country: string | null;
  state: string | null;
}

/** Stripe's limit on tax amounts per line. */
export const MAX_TAX_AMOUNTS = 20;

const JURISDICTION_LEVELS = ['city', 'country', 'county', 'district', 'multiple', 'state'] as const;
const TAX_TYPES = [
  'admissions_tax',
  'amusement_tax',
  'attendance_tax',
  'communications_tax',
  'digital_excise_tax',
  'entertainment_tax',
  'get_fund',
  'gross_receipts_tax',
  'gst',
  'hospitality_tax',
  'hst',
  'igst',
  'jct',
  'lease_tax',
  'luxury_tax',
  'mass_transit_parking_tax',
  'nhil',
  'parking_tax',
  'pst',
  'qst',
  'resort_tax',
  'retail_delivery_fee',
  'rst',
  'sales_tax',
  'service_tax',
  'tourism_tax',
  'utility_users_tax',
  'vat',
] as const;
const TAXABILITY_REASONS = [
  'customer_exempt',
  'not_collecting',
  'not_subject_to_tax',
  'not_supported',
  'portion_product_exempt',
  'portion_reduced_rated',
  'portion_standard_rated',
  'product_exempt',
  'product_exempt_holiday',
  'proportionally_rated',
  'reduced_rated',
  'reverse_charge',
  'standard_rated',
  'taxable_basis_reduced',
  'zero_rated',
] as const;
/** Stripe's length limit on a tax rate's display name and jurisdiction. */
const MAX_LABEL = 50;

const amountsOfLine = new WeakMap<InvoiceItemRec, TaxAmountRec[]>();
/** Per account: the key of each `tax_rate_data` seen -> the rate made for it. */
const ratesByData = new WeakMap<Account, Map<string, string>>();
const madeFromData = new WeakMap<Account, Set<string>>();

export function lineTaxAmounts(item: InvoiceItemRec): readonly TaxAmountRec[] {
  return amountsOfLine.get(item) ?? [];
}

export function clearLineTaxAmounts(item: InvoiceItemRec): void {
  amountsOfLine.delete(item);
}

/** True for the archived rates Stripe made from `tax_rate_data` (they never appear in `tax_rates`). */
export function isRateFromTaxAmounts(account: Account, rateId: string): boolean {
  return madeFromData.get(account)?.has(rateId) ?? false;
}

/** A line's tax amounts as `taxes[]` entries. */
export function renderTaxAmounts(item: InvoiceItemRec): Stripe.InvoiceLineItem.Tax[] {
  return lineTaxAmounts(item).map((t) => ({
    amount: t.amount,
    tax_behavior: t.inclusive ? 'inclusive' : 'exclusive',
    tax_rate_details: { tax_rate: t.rate },
    taxability_reason: t.taxabilityReason ?? 'not_available',
    taxable_amount: t.taxableAmount,
    type: 'tax_rate_details',
  }));
}

/** `tax_amounts` of one line's params: undefined when not sent, [] for '' (remove them). */
export function parseTaxAmounts(p: Params): TaxAmountInput[] | undefined {
  if (!p.has('tax_amounts')) return undefined;
  if (p.isEmpty('tax_amounts')) return [];
  const list = p.objList('tax_amounts')!;
  if (list.length > MAX_TAX_AMOUNTS)
    throw invalidParam(p.name('tax_amounts'), `A line item can have at most ${MAX_TAX_AMOUNTS} tax amounts; ${list.length} were given.`);
  return list.map((tp) => {
    const amount = tp.requiredInt('amount');
    const taxableAmount = tp.requiredInt('taxable_amount');
    const taxabilityReason = tp.oneOf('taxability_reason', TAXABILITY_REASONS) ?? null;
    const data = tp.obj('tax_rate_data');
    if (data === undefined) throw missingParam(tp.name('tax_rate_data'));
    return { amount, taxableAmount, taxabilityReason, rateData: parseRateData(data) };
  });
}

function parseRateData(p: Params): RateData {
  const displayName = p.requiredStr('display_name');
  if (displayName.length > MAX_LABEL) throw invalidParam(p.name('display_name'), `display_name must be at most ${MAX_LABEL} characters.`);
  const rawPercentage = p.str('percentage');
  if (rawPercentage === undefined) throw missingParam(p.name('percentage'));
  const units = percentageUnits(rawPercentage);
  if (units === null || units > 100n * 10_000n) {
    throw invalidParam(
      p.name('percentage'),
      `Invalid percentage: ${rawPercentage} (a number from 0 to 100 with at most 4 decimal places).`,
    );
  }
  const inclusive = p.bool('inclusive');
  if (inclusive === undefined) throw missingParam(p.name('inclusive'));
  const jurisdiction = p.str('jurisdiction') ?? null;
  if (jurisdiction !== null && jurisdiction.length > MAX_LABEL)
    throw invalidParam(p.name('jurisdiction'), `jurisdiction must be at most ${MAX_LABEL} characters.`);
  const country = p.str('country') ?? null;
  if (country !== null && !/^[A-Z]{2}$/.test(country))
    throw invalidParam(p.name('country'), `Invalid country: ${country} (a two-letter ISO 3166-1 code).`);
  return {
    display_name: displayName,
    description: p.str('description') ?? null,
    jurisdiction,
    jurisdiction_level: p.oneOf('jurisdiction_level', JURISDICTION_LEVELS) ?? null,
    units,
    inclusive,
    tax_type: p.oneOf('tax_type', TAX_TYPES) ?? null,
    country,
    state: p.str('state') ?? null,
  };
}

/**
 * Stripe refuses tax amounts on an invoice that also takes tax from elsewhere: any line with
 * `tax_rates`, `default_tax_rates`, or automatic tax. `ratesAfter` is each line's tax rates as the
 * request leaves them.
 */
export function checkTaxAmountsAllowed(invoice: InvoiceRec, ratesAfter: readonly (readonly string[])[], param: string): void {
  const reason = invoice.automaticTax
    ? 'the invoice uses automatic tax'
    : invoice.defaultTaxRates.length > 0
      ? 'the invoice has default_tax_rates'
      : ratesAfter.some((rates) => rates.length > 0)
        ? 'a line item has tax_rates'
        : null;
  if (reason !== null)
    throw invalidParam(
      param,
      `You cannot set tax_amounts because ${reason}. Tax amounts cannot be combined with tax rates or automatic tax.`,
    );
}

/** Stores a line's tax amounts ([] removes them), finding or creating each one's tax rate. */
export function setLineTaxAmounts(account: Account, item: InvoiceItemRec, inputs: readonly TaxAmountInput[]): void {
  if (inputs.length === 0) {
    amountsOfLine.delete(item);
    return;
  }
  amountsOfLine.set(
    item,
    inputs.map((t) => ({
      amount: t.amount,
      taxableAmount: t.taxableAmount,
      taxabilityReason: t.taxabilityReason as TaxAmountRec['taxabilityReason'],
      rate: rateFor(account, t.rateData),
      inclusive: t.rateData.inclusive,
    })),
  );
}

/** The rate for `tax_rate_data`: the one made before from exactly the same data, else a new, archived one. */
function rateFor(account: Account, data: RateData): string {
  let byData = ratesByData.get(account);
  if (byData === undefined) ratesByData.set(account, (byData = new Map()));
  const key = JSON.stringify({ ...data, units: data.units.toString() });
  const known = byData.get(key);
  if (known !== undefined && account.taxRates.has(known)) return known;
  const rate: Stripe.TaxRate = {
    id: newId('txr'),
    object: 'tax_rate',
    active: false,
    country: data.country,
    created: account.now(),
    description: data.description,
    display_name: data.display_name,
    effective_percentage: null,
    flat_amount: null,
    inclusive: data.inclusive,
    jurisdiction: data.jurisdiction,
    jurisdiction_level: data.jurisdiction_level as Stripe.TaxRate.JurisdictionLevel | null,
    livemode: false,
    metadata: {},
    percentage: Number(data.units) / 10_000,
    rate_type: 'percentage',
    state: data.state,
    tax_type: data.tax_type as Stripe.TaxRate.TaxType | null,
  };
  account.taxRates.set(rate.id, rate);
  byData.set(key, rate.id);
  let made = madeFromData.get(account);
  if (made === undefined) madeFromData.set(account, (made = new Set()));
  made.add(rate.id);
  return rate.id;
}
