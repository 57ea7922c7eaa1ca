// Invoice in, taxes per line and jurisdiction out. Pure: everything it needs arrives as arguments
// (the seller's registrations, the customer's certificates, the products' categories, the time).
//
// Rounding rule: all arithmetic is decimal (exact.ts); each jurisdiction's tax stays unrounded; a
// line's tax to collect is the sum over the jurisdictions that collect, rounded half-up (away from
// zero) to the currency's minor unit; the invoice's tax is the sum of its lines. So a negated
// invoice sums to exactly zero.
import type { LineCategory } from './categories.ts';
import type { JurisdictionData } from './content/types.ts';
import type { Vouching } from './content/vouching.ts';
import { addDays, dateInZone, type IsoDate, isoDate } from './dates.ts';
import { Exact, ONE, ZERO } from './exact.ts';
import { currency } from './currency.ts';
import { resolveAddress, type AddressInput, type ResolvedAddress } from './address/resolve.ts';
import { jurisdictionsFromZipRate, type ZipRateLookup } from './imported-rates.ts';
import type { ImportedPlaceLookup } from './imports/sst-places.ts';
import { electionsOf, type ElectionId, type StateElection, usStatewideLocalJurisdictions } from './jurisdictions.ts';
import type { GeocodedPlace } from './address/geocoded.ts';
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
  /** Where a geocoder placed the customer's street address (the caller asks it; the core stays pure). */
  customerAddressGeocoded?: GeocodedPlace | null | undefined;
  shipFromAddress?: AddressInput | undefined;
  accountingDate?: IsoDate | undefined;
  accountingTime?: string | undefined;
  accountingTimeZone?: string | undefined;
  taxDate?: IsoDate | undefined;
  /**
   * The whole sale is exempt: every jurisdiction answers `transactionExempt`. No door sets it yet;
   * it is here for billing systems that mark a customer exempt as a whole.
   */
  isExempt?: boolean | undefined;
}

/** What the calculation knows of the seller (and of this customer's certificates) at this moment. */
export interface SellerTaxFacts {
  now: Date;
  accountingTimeZone: string | null;
  businessAddress: AddressInput | null;
  /**
   * Where and from when the seller collects. A registration covers every jurisdiction that names its
   * id; one for a US state may carry the remote-seller election the state offers (see electedJurisdictions).
   */
  registrations: readonly SellerRegistration[];
  /** The customer's active exemption certificates: from their first day, per jurisdiction through its end date (inclusive), if any. */
  certificates: readonly { effectiveDateBegin: IsoDate; jurises: readonly { jurisId: string; effectiveDateEnd: IsoDate | null }[] }[];
  /** Category of each product the seller has, by external id. */
  products: ReadonlyMap<string, LineCategory>;
  /** Countries in which the customer gave a valid business tax id (reverse charge). */
  validTaxIdCountries: ReadonlySet<string>;
  /** The seller's imported ZIP-level rate tables, if any (see imported-rates.ts). */
  zipRates?: ZipRateLookup | undefined;
  /** The deployment's imported boundary and rate files (Streamlined Sales Tax), if any. */
  importedPlaces?: ImportedPlaceLookup | undefined;
  /** Built-in jurisdictions whose rates an imported official table changes, by id (imports/official-tables/rate-overrides.ts). */
  rateOverrides?: ReadonlyMap<string, JurisdictionData> | undefined;
  /**
   * Tables of the built-in content that an imported newer edition renews, by `<state> <url>`: the
   * rates they bound that the edition left as they were are vouched for as long as it is.
   */
  vouchedSources?: ReadonlyMap<string, Vouching> | undefined;
  /** What to do when local taxes may be missing (see LocalUncertainty): answer and say so (default), or refuse. */
  onUncertainLocalTax?: 'answer' | 'refuse' | undefined;
  /** The elections each state offers, by registration id: the built-in content's unless given (tests). */
  elections?: ((registrationId: string) => readonly StateElection[]) | undefined;
}

export interface SellerRegistration {
  jurisId: string;
  collectingFrom: IsoDate;
  election?: ElectionId | null | undefined;
}

/**
 * The answer may lack local taxes: the address lies in a state where cities, counties or districts
 * tax, the state taxes the sale, and neither built-in nor imported data places the address.
 * `jurisIds` are the jurisdictions the answer did apply.
 */
export interface LocalUncertainty {
  type: 'localJurisdictionsUncertain';
  message: string;
  jurisIds: string[];
  /** Where the ZIP code reaches places with other local taxes: each set, the applied one first, with its share. */
  candidates?: { name: string; jurisIds: string[]; share: number }[];
}

/**
 * The answer used a jurisdiction whose data set vouches for its rates only up to a day before the tax
 * date (JurisdictionData.goodThrough): the rate may have changed since. `dataAsOf` is the earliest
 * such day; `jurisIds` the jurisdictions concerned.
 */
export interface StaleRateData {
  type: 'rateDataMayBeStale';
  message: string;
  jurisIds: string[];
  dataAsOf: IsoDate;
}

export type NotTaxedReason =
  | { type: 'productNotTaxed' | 'jurisHasNoTax' | 'notCollecting' }
  | { type: 'exempt'; reason: { type: 'customerExempt' | 'reverseCharge' | 'transactionExempt' } };

export interface TaxLine {
  name: string;
  /** Nominal rate as a fraction (0.0625). */
  rate: Exact;
  taxableAmount: Exact;
  nonTaxableAmount: Exact;
  amount: Exact;
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
  preTaxAmount: Exact;
  taxAmountToCollect: number;
  /** Tax contained in the amount (tax-included lines). */
  taxIncluded: Exact;
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
  preTaxAmount: Exact;
  /** Null when Levy is sure of every jurisdiction of the answer. */
  uncertainty: LocalUncertainty | null;
  /** Null when every jurisdiction applied has data vouched for on the tax date. */
  staleness: StaleRateData | null;
}

export type CalculationConflict =
  | { type: 'currencyCodeNotSupported' }
  /** With `jurisIds` when refused because local taxes may be missing (the seller chose `refuse`). */
  | { type: 'customerAddressCouldNotResolve'; message: string; jurisIds?: string[] }
  | { type: 'productExternalIdUnknown'; productExternalId: string }
  | { type: 'accountingTimeZoneNotSetForSeller' }
  | { type: 'accountingTimeZoneNotSupported' }
  | { type: 'accountingTimeInvalid' }
  | { type: 'taxDateTooFarInFuture' }
  | { type: 'taxDateTooFarInPast' };

export type CalculationResult = { ok: true; value: Calculation } | { ok: false; conflict: CalculationConflict };

export const EARLIEST_TAX_DATE = '1999-01-01';
export const MAX_DAYS_AHEAD = 31;

export function calculate(input: CalculationInput, seller: SellerTaxFacts): CalculationResult {
  const money = currency(input.currencyCode);
  if (money === null) return fail({ type: 'currencyCodeNotSupported' });

  let accountingDate = input.accountingDate;
  if (accountingDate === undefined) {
    const zone = input.accountingTimeZone ?? seller.accountingTimeZone;
    if (zone === null) return fail({ type: 'accountingTimeZoneNotSetForSeller' });
    const instant = input.accountingTime !== undefined ? new Date(input.accountingTime) : seller.now;
    if (Number.isNaN(instant.getTime())) return fail({ type: 'accountingTimeInvalid' });
    const date = dateInZone(instant, zone);
    if (date === null) return fail({ type: 'accountingTimeZoneNotSupported' });
    accountingDate = date;
  }
  const taxDate = input.taxDate ?? accountingDate;
  if (taxDate > latestTaxDate(seller.now)) return fail({ type: 'taxDateTooFarInFuture' });
  if (taxDate < EARLIEST_TAX_DATE) return fail({ type: 'taxDateTooFarInPast' });

  const categories: LineCategory[] = [];
  for (const line of input.lineItems) {
    const category = seller.products.get(line.productExternalId);
    if (category === undefined) return fail({ type: 'productExternalIdUnknown', productExternalId: line.productExternalId });
    categories.push(category);
  }

  const resolution = resolveAddress(input.customerAddress, { geocoded: input.customerAddressGeocoded ?? null });
  if (!resolution.ok) return fail({ type: 'customerAddressCouldNotResolve', message: resolution.reason });
  const shipFrom = input.shipFromAddress ?? seller.businessAddress;
  const origin = shipFrom === null ? null : resolveAddress(shipFrom);
  const sellerAddress = origin?.ok === true ? origin.address : null;
  const elected = electedJurisdictions(resolution.address, seller.registrations, taxDate, seller.elections);
  const { jurisdictions, placed } =
    elected !== null
      ? { jurisdictions: elected, placed: true }
      : sourcedJurisdictions(
          resolution.address,
          sellerAddress,
          { zipRates: seller.zipRates, importedPlaces: seller.importedPlaces, rateOverrides: seller.rateOverrides },
          taxDate,
        );
  const place: Place = { taxDate, seller, sellerCountry: sellerAddress?.country ?? null, exempt: input.isExempt === true };

  // Lines of one category share their jurisdictions' treatment: work it out once per category.
  const byCategory = new Map<LineCategory, Treated>();
  const lineItems = input.lineItems.map((line, i) => {
    const category = categories[i]!;
    let treated = byCategory.get(category);
    if (treated === undefined) {
      const candidates = jurisdictions.map((j) => candidateFor(j, category, place));
      treated = { candidates, collectedFactor: collectedFactor(candidates) };
      byCategory.set(category, treated);
    }
    return calculateLine(line, category, treated);
  });
  const uncertainty = placed ? null : localUncertainty(resolution.address, jurisdictions, lineItems);
  if (uncertainty !== null && seller.onUncertainLocalTax === 'refuse')
    return fail({ type: 'customerAddressCouldNotResolve', message: uncertainty.message, jurisIds: uncertainty.jurisIds });
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
      uncertainty,
      staleness: staleRateData(jurisdictions, taxDate, seller.vouchedSources),
    },
  };
}

/**
 * How long the rates a jurisdiction answers with on `taxDate` are vouched for: the earliest of its
 * rates in force then (each by the edition of the table that bounds it, or by a newer edition of that
 * table an operator imported: `imported`), or its imported data set's period. Undefined where nothing says.
 */
export function vouchingOn(j: JurisdictionData, taxDate: IsoDate, imported?: ReadonlyMap<string, Vouching>): Vouching | undefined {
  let least: Vouching | undefined;
  for (const tax of j.taxes) {
    const row = rateOn(tax, taxDate);
    if (row === undefined) continue;
    let v = row.vouched ?? (j.goodThrough !== undefined ? { through: j.goodThrough, by: row.source, kind: 'import' as const } : undefined);
    const newer = v?.via !== undefined ? imported?.get(`${stateOf(j)} ${v.via}`) : undefined;
    if (newer !== undefined && newer.through > v!.through) v = newer;
    if (v !== undefined && (least === undefined || v.through < least.through)) least = v;
  }
  return least;
}

/** A US jurisdiction's state (its id is `us-<state>[-…]`); '' elsewhere. */
const stateOf = (j: JurisdictionData) => (j.country === 'US' ? j.id.slice(3, 5) : '');

/**
 * The jurisdictions applied whose rates are vouched for only up to a day before the tax date (each
 * by the edition its rates came from), and those with a change reported from the tax date or
 * before that no authority has confirmed.
 */
export function staleRateData(
  jurisdictions: readonly JurisdictionData[],
  taxDate: IsoDate,
  imported?: ReadonlyMap<string, Vouching>,
): StaleRateData | null {
  const past = jurisdictions.flatMap((j) => {
    const v = vouchingOn(j, taxDate, imported);
    return v !== undefined && v.through < taxDate ? [{ j, v }] : [];
  });
  const reported = jurisdictions.flatMap((j) => (j.unconfirmedChanges ?? []).filter((c) => c.from <= taxDate).map((c) => ({ j, c })));
  if (past.length === 0 && reported.length === 0) return null;
  const days = [...past.map(({ v }) => v.through), ...reported.map(({ c }) => addDays(c.from, -1))];
  const dataAsOf = days.reduce((min, d) => (d < min ? d : min));
  // One sentence per edition: the jurisdictions it answered for, and the day it vouches through.
  const byEdition = new Map<string, { v: Vouching; names: string[] }>();
  for (const { j, v } of past) {
    const entry = byEdition.get(v.by) ?? { v, names: [] };
    entry.names.push(j.name);
    byEdition.set(v.by, entry);
  }
  const words = [
    ...[...byEdition.values()].map(
      ({ v, names }) =>
        `The rates of ${names.join(', ')} come from ${v.by}, vouched for through ${v.through}, before the tax date ${taxDate}: a rate may have changed since. Update the tax data (levy data update).`,
    ),
    ...reported.map(
      ({ j, c }) =>
        `${j.name}: a change to ${c.rate}% from ${c.from} is reported but not confirmed by the authority, so the official rate applied may be stale. ${c.source}`,
    ),
  ];
  return {
    type: 'rateDataMayBeStale',
    message: words.join(' '),
    jurisIds: [...new Set([...past.map(({ j }) => j), ...reported.map(({ j }) => j)].map((j) => j.id))],
    dataAsOf,
  };
}

// The latest tax date accepted changes once a day: worked out once per day, not per calculation.
let latest = { day: Number.NaN, date: '' };
function latestTaxDate(now: Date): IsoDate {
  const day = Math.floor(now.getTime() / 86_400_000);
  if (day !== latest.day) latest = { day, date: addDays(isoDate(now), MAX_DAYS_AHEAD) };
  return latest.date;
}

function fail(conflict: CalculationConflict): CalculationResult {
  return { ok: false, conflict };
}

/**
 * A remote-seller election on the seller's registration in the address's state (Texas's single
 * local use tax rate, Alabama's Simplified Sellers Use Tax), in force on the tax date: its
 * jurisdictions replace every local jurisdiction of the address (`localTaxes`: the state stays) or
 * the state and its local jurisdictions alike (`stateAndLocalTaxes`). The same everywhere in the
 * state, so the address needs no local placement. Null when there is none, when the registration
 * starts after the tax date (the seller does not collect there yet: the ordinary jurisdictions are
 * answered as not collecting), or when no rate of the election is in force that day (before the
 * program began), in which case the ordinary taxes apply.
 */
export function electedJurisdictions(
  address: ResolvedAddress,
  registrations: readonly SellerRegistration[],
  taxDate: IsoDate,
  elections: (registrationId: string) => readonly StateElection[] = electionsOf,
): JurisdictionData[] | null {
  if (address.country !== 'US' || address.region === null) return null;
  const stateId = `us-${address.region}`;
  const offered = elections(stateId);
  if (offered.length === 0) return null;
  const registration = registrations.find((r) => r.jurisId === stateId);
  if (registration?.election == null || registration.collectingFrom > taxDate) return null;
  const election = offered.find((e) => e.id === registration.election);
  if (election === undefined || !election.elected.some((j) => j.taxes.some((t) => rateOn(t, taxDate) !== undefined))) return null;
  const [state] = address.jurisdictions;
  return election.replaces === 'localTaxes' && state !== undefined ? [state, ...election.elected] : [...election.elected];
}

/**
 * Destination sourcing, except that an in-state sale in an origin-based state takes its local
 * jurisdictions from where it ships from (the seller's business address by default) when Levy
 * places that address; otherwise the destination's stand in, rather than none.
 * `placed`: whether the local jurisdictions used are known, not guessed.
 */
function sourcedJurisdictions(
  customer: ResolvedAddress,
  origin: ResolvedAddress | null,
  data: LocalData,
  taxDate: IsoDate,
): { jurisdictions: JurisdictionData[]; placed: boolean } {
  const [top, ...rest] = customer.jurisdictions;
  if (top === undefined) return { jurisdictions: [], placed: true };
  const destination = localJurisdictions(customer, rest, data, taxDate);
  if (top.sourcing === 'origin' && origin !== null && origin.country === 'US' && origin.region === customer.region) {
    // Statewide local taxes alone (Utah, Virginia) do not place the origin: its own may be missing.
    const atOrigin = localJurisdictions(origin, origin.jurisdictions.slice(1), data, taxDate);
    if (atOrigin.placed) return { jurisdictions: [top, ...atOrigin.jurisdictions], placed: true };
  }
  return { jurisdictions: [top, ...destination.jurisdictions], placed: destination.placed };
}

/**
 * The doubt to report, when the state taxes some line (otherwise its local taxes would not either),
 * or when the state has no sales tax of its own and only its localities tax (Alaska).
 */
function localUncertainty(address: ResolvedAddress, jurisdictions: JurisdictionData[], lines: LineCalculation[]): LocalUncertainty | null {
  const state = jurisdictions[0];
  if (state === undefined) return null;
  const stateLines = lines.map((l) => l.jurises.find((j) => j.jurisdiction === state));
  const taxed = stateLines.some((j) => j?.notTaxedReason === null);
  const localOnly = stateLines.every((j) => j?.notTaxedReason?.type === 'jurisHasNoTax');
  if (!taxed && !localOnly) return null;
  const where = [address.city, address.region, address.postalCode].filter((part) => part !== null).join(', ');
  return {
    type: 'localJurisdictionsUncertain',
    message:
      address.placeDoubt !== undefined
        ? `${state.name} has local sales taxes, and ${address.placeDoubt}: local taxes may be missing or wrong. Import a rate table with ZIP+4 or address ranges for this ZIP code.`
        : `${state.name} has local sales taxes, and Levy's data does not place ${where}: only the jurisdictions listed were applied, so local taxes may be missing. Import a rate table covering this ZIP code.`,
    jurisIds: jurisdictions.map((j) => j.id),
    ...(address.placeCandidates === undefined
      ? {}
      : {
          candidates: address.placeCandidates.map((c) => ({
            name: c.name,
            jurisIds: [state.id, ...usStatewideLocalJurisdictions(address.region ?? ''), ...c.jurisIds],
            share: Math.round(c.share * 10_000) / 10_000,
          })),
        }),
  };
}

/** Local data beyond the built-in: a seller's own ZIP rate table, and the deployment's imported files. */
export interface LocalData {
  zipRates?: ZipRateLookup | undefined;
  importedPlaces?: ImportedPlaceLookup | undefined;
  /** Built-in jurisdictions whose rates an imported official table changes, by id: answered in their place. */
  rateOverrides?: ReadonlyMap<string, JurisdictionData> | undefined;
}

/**
 * The local jurisdictions of an address, and whether they are placed. A seller's imported ZIP table
 * wins, then the deployment's imported boundary and rate files, then built-in data (with the rates
 * of an imported official table where it overrides a jurisdiction, `data.rateOverrides`). Imported data
 * replaces the built-in local taxes that follow the state; built-in taxes administered outside the
 * state system (Chicago's lease tax, Denver's own sales tax) stay, and replace the imported
 * component they cover.
 */
export function localJurisdictions(
  address: ResolvedAddress,
  builtInLocals: JurisdictionData[],
  data: LocalData,
  date: IsoDate,
): { jurisdictions: JurisdictionData[]; placed: boolean } {
  const builtIn = overridden(builtInLocals, data.rateOverrides);
  if (address.country !== 'US' || address.region === null || address.postalCode === null)
    return { jurisdictions: builtIn, placed: address.localsPlaced };
  const state = `us-${address.region}`;
  const selfAdministered = builtIn.filter((j) => !j.registrationIds.includes(state));
  const covered = new Set(selfAdministered.map((j) => j.coversImportedLevel));
  const row = data.zipRates?.(address.postalCode, date);
  if (row !== undefined && row.state === address.region) {
    return { jurisdictions: [...jurisdictionsFromZipRate(row).filter((j) => !covered.has(j.level)), ...selfAdministered], placed: true };
  }
  const place = data.importedPlaces?.(
    { state: address.region, zip5: address.postalCode, plus4: address.zipPlus4 ?? null, line1: address.line1 },
    date,
  );
  if (place !== undefined) {
    return { jurisdictions: [...place.jurisdictions.filter((j) => !covered.has(j.level)), ...selfAdministered], placed: place.settled };
  }
  return { jurisdictions: builtIn, placed: address.localsPlaced };
}

/**
 * Built-in jurisdictions with an imported official table's rates where it changes them (the same
 * id). Imported boundary data answers before either. No copy when nothing is overridden.
 */
function overridden(builtIn: JurisdictionData[], overrides: ReadonlyMap<string, JurisdictionData> | undefined): JurisdictionData[] {
  if (overrides === undefined || overrides.size === 0 || !builtIn.some((j) => overrides.has(j.id))) return builtIn;
  return builtIn.map((j) => overrides.get(j.id) ?? j);
}

interface Candidate {
  jurisdiction: JurisdictionData;
  /** Taxable taxes with their rate and the share of the price they apply to. */
  taxes: { name: string; rate: Exact; share: Exact; sources: string[] }[];
  reason: NotTaxedReason | null;
}

interface Treated {
  candidates: Candidate[];
  /** Σ rate × share over the jurisdictions that collect. */
  collectedFactor: Exact;
}

interface Place {
  taxDate: IsoDate;
  seller: SellerTaxFacts;
  /** Where the seller is established: its own country's sales are never reverse-charged. */
  sellerCountry: string | null;
  exempt: boolean;
}

function collectedFactor(candidates: Candidate[]): Exact {
  return candidates.filter((c) => c.reason === null).reduce((sum, c) => c.taxes.reduce((s, t) => s.plus(t.rate.times(t.share)), sum), ZERO);
}

const NET_PLACES = 10;

function calculateLine(line: LineInput, category: LineCategory, { candidates, collectedFactor: factor }: Treated): LineCalculation {
  const amount = Exact.of(line.amount);
  const included = line.isTaxIncludedInAmount === true;
  // Tax-included, as the reference API answers it: the net is the amount divided by (1 + the
  // collected rates), not rounded to the minor unit (31000 at 4.81% -> 29577.3304...), the tax is
  // the rest, and each jurisdiction gets its proportional part of it, so that net + taxes =
  // amount. Nothing is charged on top of such a line, so no figure of it has to be a whole minor
  // unit. Ten decimal places of the minor unit are far beyond the four shown, and keep the
  // arithmetic on the figures that follow short.
  const net = included && !factor.isZero() ? amount.dividedBy(ONE.plus(factor)).toDecimalPlaces(NET_PLACES) : amount;
  const taxIncluded = amount.minus(net);
  const jurises = candidates.map(
    (c): JurisLine => ({
      jurisdiction: c.jurisdiction,
      taxes: c.taxes.map((t) => {
        const taxableAmount = t.share.equals(ONE) ? net : net.times(t.share);
        const amountOfTax =
          included && c.reason === null ? taxIncluded.times(t.rate.times(t.share)).dividedBy(factor) : taxableAmount.times(t.rate);
        return {
          name: t.name,
          rate: t.rate,
          taxableAmount,
          nonTaxableAmount: net.minus(taxableAmount),
          amount: amountOfTax,
          sources: t.sources,
        };
      }),
      notTaxedReason: c.reason,
      isRemitting: c.reason === null,
    }),
  );
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
    taxIncluded,
    jurises,
  };
}

function candidateFor(j: JurisdictionData, category: LineCategory, place: Place): Candidate {
  const inForce = j.taxes
    .map((tax) => ({ tax, rate: rateOn(tax, place.taxDate) }))
    .filter((t) => t.rate !== undefined && !percent(t.rate.rate).isZero());
  if (inForce.length === 0) return { jurisdiction: j, taxes: [], reason: { type: 'jurisHasNoTax' } };
  const taxes = inForce.flatMap(({ tax, rate }) => {
    const applied = treatmentOf(j, tax, category, place.taxDate);
    if (!applied.treatment.taxable) return [];
    return [
      {
        name: tax.name,
        rate: percent(applied.treatment.rate ?? rate!.rate),
        share: percent(applied.treatment.share ?? '100'),
        sources: [rate!.source, applied.source],
      },
    ];
  });
  if (taxes.length === 0) return { jurisdiction: j, taxes: [], reason: { type: 'productNotTaxed' } };
  if (place.exempt) return { jurisdiction: j, taxes, reason: { type: 'exempt', reason: { type: 'transactionExempt' } } };
  return { jurisdiction: j, taxes, reason: exemptionOrRegistration(j, place) };
}

function exemptionOrRegistration(j: JurisdictionData, { taxDate, seller, sellerCountry }: Place): NotTaxedReason | null {
  if (j.b2bReverseCharge === true && j.country !== sellerCountry && seller.validTaxIdCountries.has(j.country)) {
    return { type: 'exempt', reason: { type: 'reverseCharge' } };
  }
  // A certificate for a state covers its local jurisdictions too.
  const covered = new Set([j.id, ...j.registrationIds, ...(j.inheritsFrom !== undefined ? [j.inheritsFrom] : [])]);
  const exempted = seller.certificates.some(
    (c) =>
      c.effectiveDateBegin <= taxDate &&
      c.jurises.some((e) => covered.has(e.jurisId) && (e.effectiveDateEnd === null || taxDate <= e.effectiveDateEnd)),
  );
  if (exempted) {
    return { type: 'exempt', reason: { type: 'customerExempt' } };
  }
  const registered = seller.registrations.some((r) => r.collectingFrom <= taxDate && j.registrationIds.includes(r.jurisId));
  return registered ? null : { type: 'notCollecting' };
}

// Rates are a few dozen distinct strings: parse each once.
const PERCENTS = new Map<string, Exact>();
/** A rate's percent text as a fraction ("6.25" -> 0.0625). */
export function percent(text: string): Exact {
  let value = PERCENTS.get(text);
  if (value === undefined) {
    value = Exact.of(text).movePointLeft(2);
    PERCENTS.set(text, value);
  }
  return value;
}
