// Invoice in, taxes per line and jurisdiction out. Pure: everything it needs arrives as arguments
// (the seller's registrations, the customer's certificates, the products' categories, the time).
//
// Rounding rule: all arithmetic is decimal; each jurisdiction's tax stays unrounded; a line's tax
// to collect is the sum over the jurisdictions that collect, rounded half-up (away from zero) to
// the currency's minor unit; the invoice's tax is the sum of its lines. So a negated invoice sums
// to exactly zero.
import type { LineCategory } from './data/categories.ts';
import type { JurisdictionData } from './data/types.ts';
import { addDays, dateInZone, type IsoDate } from './dates.ts';
import { Decimal, ONE, ZERO } from './decimal.ts';
import { currency } from './currency.ts';
import { resolveAddress, type AddressInput, type ResolvedAddress } from './address/resolve.ts';
import { jurisdictionsFromZipRate, type ZipRateLookup } from './imported-rates.ts';
import { rateOn, treatmentOf } from './taxability.ts';

export interface LineInput {
  id?: string | undefined;
  productExternalId: string;
  /** Integer amount in the currency's minor units (cents). */
  amount: number;
  isTaxIncludedInAmount?: boolean | undefined;
  quantity?: string | undefined;
}

export interface CalculationInput {
  lineItems: LineInput[];
  currencyCode: string;
  customerAddress: AddressInput;
  shipFromAddress?: AddressInput | undefined;
  accountingDate?: IsoDate | undefined;
  accountingTime?: string | undefined;
  accountingTimeZone?: string | undefined;
  taxDate?: IsoDate | undefined;
  /** The whole sale is exempt (e.g. a Stripe customer marked tax-exempt): `exempt`/`transactionExempt` everywhere. */
  isExempt?: boolean | undefined;
}

export interface SellerTaxContext {
  now: Date;
  accountingTimeZone: string | null;
  businessAddress: AddressInput | null;
  /** Where and from when the seller collects. A registration covers every jurisdiction that names its id. */
  registrations: readonly { jurisId: string; collectingFrom: IsoDate }[];
  /** The customer's active exemption certificates. */
  certificates: readonly { jurisIds: readonly string[]; effectiveDateBegin: IsoDate }[];
  /** Category of each product the seller has, by external id. */
  products: ReadonlyMap<string, LineCategory>;
  /** Countries in which the customer gave a valid business tax id (reverse charge). */
  validTaxIdCountries: ReadonlySet<string>;
  /** The seller's imported ZIP-level rate tables, if any (see imported-rates.ts). */
  zipRates?: ZipRateLookup | undefined;
}

export type NotTaxedReason =
  | { type: 'productNotTaxed' | 'jurisHasNoTax' | 'notCollecting' }
  | { type: 'exempt'; reason: { type: 'customerExempt' | 'reverseCharge' | 'transactionExempt' } };

export interface TaxLine {
  name: string;
  /** Nominal rate as a fraction (0.0625). */
  rate: Decimal;
  taxableAmount: Decimal;
  nonTaxableAmount: Decimal;
  amount: Decimal;
  /** Where the rate and the treatment come from. */
  sources: string[];
}

export interface JurisLine {
  jurisdiction: JurisdictionData;
  /** The taxes computed here, collected or not (for thresholds and filings). */
  taxes: TaxLine[];
  notTaxedReason: NotTaxedReason | null;
  /** Whether the taxes are collected and remitted. */
  isRemitting: boolean;
}

export interface LineCalculation {
  id: string | null;
  productExternalId: string;
  category: LineCategory;
  amount: number;
  isTaxIncludedInAmount: boolean;
  quantity: string | null;
  preTaxAmount: Decimal;
  taxAmountToCollect: number;
  /** Tax contained in the amount (tax-included lines). */
  taxIncluded: Decimal;
  jurises: JurisLine[];
}

export interface Calculation {
  currencyCode: string;
  minorUnits: number;
  accountingDate: IsoDate;
  taxDate: IsoDate;
  customerAddress: ResolvedAddress;
  lineItems: LineCalculation[];
  taxAmountToCollect: number;
  preTaxAmount: Decimal;
}

export type CalculationConflict =
  | { type: 'currencyCodeNotSupported' }
  | { type: 'customerAddressCouldNotResolve'; message: string }
  | { type: 'productExternalIdUnknown'; productExternalId: string }
  | { type: 'accountingTimeZoneNotSetForSeller' }
  | { type: 'taxDateTooFarInFuture' }
  | { type: 'taxDateTooFarInPast' };

export type CalculationResult = { ok: true; value: Calculation } | { ok: false; conflict: CalculationConflict };

export const EARLIEST_TAX_DATE = '1999-01-01';
export const MAX_DAYS_AHEAD = 31;

export function calculate(input: CalculationInput, seller: SellerTaxContext): CalculationResult {
  const money = currency(input.currencyCode);
  if (money === null) return fail({ type: 'currencyCodeNotSupported' });

  let accountingDate = input.accountingDate;
  if (accountingDate === undefined) {
    const zone = input.accountingTimeZone ?? seller.accountingTimeZone;
    if (zone === null) return fail({ type: 'accountingTimeZoneNotSetForSeller' });
    accountingDate = dateInZone(input.accountingTime !== undefined ? new Date(input.accountingTime) : seller.now, zone);
  }
  const taxDate = input.taxDate ?? accountingDate;
  if (taxDate > addDays(seller.now.toISOString().slice(0, 10), MAX_DAYS_AHEAD)) return fail({ type: 'taxDateTooFarInFuture' });
  if (taxDate < EARLIEST_TAX_DATE) return fail({ type: 'taxDateTooFarInPast' });

  const categories: LineCategory[] = [];
  for (const line of input.lineItems) {
    const category = seller.products.get(line.productExternalId);
    if (category === undefined) return fail({ type: 'productExternalIdUnknown', productExternalId: line.productExternalId });
    categories.push(category);
  }

  const resolution = resolveAddress(input.customerAddress);
  if (!resolution.ok) return fail({ type: 'customerAddressCouldNotResolve', message: resolution.reason });
  const jurisdictions = sourcedJurisdictions(resolution.address, input.shipFromAddress ?? seller.businessAddress, seller.zipRates, taxDate);

  // Lines of one category share their jurisdictions' treatment: work it out once per category.
  const candidatesByCategory = new Map<LineCategory, Candidate[]>();
  const lineItems = input.lineItems.map((line, i) => {
    const category = categories[i]!;
    let candidates = candidatesByCategory.get(category);
    if (candidates === undefined) {
      candidates = jurisdictions.map((j) => candidateFor(j, category, taxDate, seller, input.isExempt === true));
      candidatesByCategory.set(category, candidates);
    }
    return calculateLine(line, category, candidates);
  });
  return {
    ok: true,
    value: {
      currencyCode: money.code,
      minorUnits: money.minorUnits,
      accountingDate,
      taxDate,
      customerAddress: resolution.address,
      lineItems,
      taxAmountToCollect: lineItems.reduce((sum, l) => sum + l.taxAmountToCollect, 0),
      preTaxAmount: lineItems.reduce((sum, l) => sum.plus(l.preTaxAmount), ZERO),
    },
  };
}

function fail(conflict: CalculationConflict): CalculationResult {
  return { ok: false, conflict };
}

/**
 * Destination sourcing, except that an in-state sale in an origin-based state takes its local
 * jurisdictions from where it ships from (the seller's business address by default).
 */
function sourcedJurisdictions(customer: ResolvedAddress, shipFrom: AddressInput | null, zipRates: ZipRateLookup | undefined, taxDate: IsoDate): JurisdictionData[] {
  const [top, ...rest] = customer.jurisdictions;
  if (top === undefined) return [];
  let place = customer;
  if (top.sourcing === 'origin' && shipFrom !== null) {
    const origin = resolveAddress(shipFrom);
    if (origin.ok && origin.address.country === 'US' && origin.address.region === customer.region) place = origin.address;
  }
  return [top, ...localJurisdictions(place, place === customer ? rest : place.jurisdictions.slice(1), zipRates, taxDate)];
}

/** An imported rate table for the ZIP wins over Levy's built-in places. */
export function localJurisdictions(address: ResolvedAddress, builtIn: JurisdictionData[], zipRates: ZipRateLookup | undefined, date: IsoDate): JurisdictionData[] {
  if (zipRates === undefined || address.country !== 'US' || address.postalCode === null) return builtIn;
  const row = zipRates(address.postalCode, date);
  return row !== undefined && row.state === address.region ? jurisdictionsFromZipRate(row) : builtIn;
}

interface Candidate {
  jurisdiction: JurisdictionData;
  /** Taxable taxes with their effective factor (rate × share). */
  taxes: { name: string; rate: Decimal; share: Decimal; sources: string[] }[];
  reason: NotTaxedReason | null;
}

function calculateLine(line: LineInput, category: LineCategory, candidates: Candidate[]): LineCalculation {
  const collected = candidates.filter((c) => c.reason === null);
  const amount = new Decimal(line.amount);
  const included = line.isTaxIncludedInAmount === true;
  // Tax-included amounts are carved out with the rates actually collected: amount = net × (1 + Σ rate × share).
  const collectedFactor = collected.reduce((sum, c) => sum.plus(c.taxes.reduce((s, t) => s.plus(t.rate.times(t.share)), ZERO)), ZERO);
  const net = included ? amount.dividedBy(ONE.plus(collectedFactor)) : amount;

  const jurises = candidates.map((c): JurisLine => ({
    jurisdiction: c.jurisdiction,
    taxes: c.taxes.map((t) => {
      const taxableAmount = net.times(t.share);
      return { name: t.name, rate: t.rate, taxableAmount, nonTaxableAmount: net.minus(taxableAmount), amount: taxableAmount.times(t.rate), sources: t.sources };
    }),
    notTaxedReason: c.reason,
    isRemitting: c.reason === null,
  }));
  const tax = jurises.filter((j) => j.isRemitting).reduce((sum, j) => j.taxes.reduce((s, t) => s.plus(t.amount), sum), ZERO);
  return {
    id: line.id ?? null,
    productExternalId: line.productExternalId,
    category,
    amount: line.amount,
    isTaxIncludedInAmount: included,
    quantity: line.quantity ?? null,
    preTaxAmount: net,
    taxAmountToCollect: included ? 0 : tax.toDecimalPlaces(0).toNumber(),
    taxIncluded: included ? amount.minus(net) : ZERO,
    jurises,
  };
}

function candidateFor(j: JurisdictionData, category: LineCategory, taxDate: IsoDate, seller: SellerTaxContext, transactionExempt: boolean): Candidate {
  const inForce = j.taxes.map((tax) => ({ tax, rate: rateOn(tax, taxDate) })).filter((t) => t.rate !== undefined && !percent(t.rate.rate).isZero());
  if (inForce.length === 0) return { jurisdiction: j, taxes: [], reason: { type: 'jurisHasNoTax' } };
  const taxes = inForce.flatMap(({ tax, rate }) => {
    const applied = treatmentOf(j, tax, category, taxDate);
    if (!applied.treatment.taxable) return [];
    return [{ name: tax.name, rate: percent(applied.treatment.rate ?? rate!.rate), share: percent(applied.treatment.share ?? '100'), sources: [rate!.source, applied.source] }];
  });
  if (taxes.length === 0) return { jurisdiction: j, taxes: [], reason: { type: 'productNotTaxed' } };
  if (transactionExempt) return { jurisdiction: j, taxes, reason: { type: 'exempt', reason: { type: 'transactionExempt' } } };
  return { jurisdiction: j, taxes, reason: exemptionOrRegistration(j, taxDate, seller) };
}

function exemptionOrRegistration(j: JurisdictionData, taxDate: IsoDate, seller: SellerTaxContext): NotTaxedReason | null {
  if (j.b2bReverseCharge === true && seller.validTaxIdCountries.has(j.country)) return { type: 'exempt', reason: { type: 'reverseCharge' } };
  // A certificate for a state covers its local jurisdictions too.
  const covered = new Set([j.id, ...j.registrationIds, ...(j.inheritsFrom !== undefined ? [j.inheritsFrom] : [])]);
  if (seller.certificates.some((c) => c.effectiveDateBegin <= taxDate && c.jurisIds.some((id) => covered.has(id)))) {
    return { type: 'exempt', reason: { type: 'customerExempt' } };
  }
  const registered = seller.registrations.some((r) => r.collectingFrom <= taxDate && j.registrationIds.includes(r.jurisId));
  return registered ? null : { type: 'notCollecting' };
}

// Rates are a few dozen distinct strings: parse each once.
const PERCENTS = new Map<string, Decimal>();
function percent(text: string): Decimal {
  let value = PERCENTS.get(text);
  if (value === undefined) {
    value = new Decimal(text).dividedBy(100);
    PERCENTS.set(text, value);
  }
  return value;
}
