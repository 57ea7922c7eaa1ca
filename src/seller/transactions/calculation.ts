// From a transaction request to a Calculation: the seller's cached tax data, the customer's
// certificates, and the tax core.
import type { AppContext } from '../../context.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { findCustomer } from '../../store/customers.ts';
import type { SellerTaxData } from '../../store/seller-tax-data.ts';
import { builtInContent, calculate, resolveAddress, type AddressInput, type Calculation, type LineCategory } from '../../tax/index.ts';
import { isoDate } from '../../tax/dates.ts';
import { geocodedPlaceFor } from '../address/street-placement.ts';
import { validTaxIdCountries } from '../tax-ids/validate.ts';
import type { SellerProfile } from '../sellers/profile.ts';
import type { BillingSystemFacts, CreateEphemeralInput } from './schemas.ts';
import type { CALCULATION_CONFLICTS } from './conflicts.ts';

export interface Calculated {
  calc: Calculation;
  data: SellerTaxData;
  /** The customer's name: the request's, or the stored one. */
  customerName: string | null;
  /** The version of the built-in tax content the calculation ran on, which a save records. */
  contentVersion: string;
}

export async function calculateTransaction(
  ctx: AppContext,
  seller: SellerProfile,
  input: CreateEphemeralInput & BillingSystemFacts,
  options: {
    now?: Date;
    products?: ReadonlyMap<string, LineCategory>;
    countUncertain?: boolean;
    /** false: place the address by its ZIP code only, never asking a geocoder (bulk imports that measure only state figures). */
    geocode?: boolean;
  } = {},
): Promise<Outcome<Calculated, typeof CALCULATION_CONFLICTS>> {
  // Read before calculating, so it names the content this calculation used.
  const contentVersion = builtInContent().version;
  const data = await ctx.taxData.get(seller.id);
  let customerName = input.customerName ?? null;
  // The reference API: a customerId without customerName must name an existing customer.
  if (input.customerId !== undefined && input.customerName === undefined) {
    const stored = await findCustomer(ctx.prisma, seller.id, input.customerId);
    if (stored === null) return conflict({ type: 'customerIdNotFound' });
    customerName = stored.name;
  }
  const certificates = input.customerId !== undefined ? (data.certificates.get(input.customerId) ?? []) : [];
  const taxIds = (input.customerTaxIds ?? []).map((t) => t.value);
  const reverse = input.customerExemption === 'reverse';
  // Only a request with tax ids (or a reverse-charge customer) pays for a second resolution of the address.
  const resolved = taxIds.length > 0 || reverse ? resolveAddress(input.customerAddress as AddressInput) : null;
  const validCountries = resolved?.ok === true ? validTaxIdCountries(resolved.address, taxIds) : new Set<string>();
  if (reverse && resolved?.ok === true) validCountries.add(resolved.address.country);
  const now = options.now ?? new Date();
  const importedPlaces = await ctx.importedTaxData.places();
  const rateOverrides = await ctx.importedTaxData.rateOverrides();
  // A street address whose ZIP code leaves its local taxes in doubt, in a state where the seller collects.
  const taxDay = input.taxDate ?? input.accountingDate ?? isoDate(now);
  const customerAddressGeocoded =
    options.geocode === false || ctx.geocoder === null
      ? null
      : await geocodedPlaceFor(
          ctx,
          input.customerAddress as AddressInput,
          { zipRates: data.zipRates, importedPlaces, rateOverrides },
          taxDay,
          (state) => data.registrations.some((r) => r.jurisId === `us-${state}` && r.collectingFrom <= taxDay),
        );
  const result = calculate(
    {
      lineItems: input.lineItems,
      currencyCode: input.currencyCode,
      customerAddress: input.customerAddress as AddressInput,
      customerAddressGeocoded,
      shipFromAddress: input.shipFromAddress as AddressInput | undefined,
      accountingDate: input.accountingDate,
      accountingTime: input.accountingTime,
      accountingTimeZone: input.accountingTimeZone,
      taxDate: input.taxDate,
      isExempt: input.customerExemption === 'exempt',
    },
    {
      now,
      accountingTimeZone: seller.accountingTimeZone,
      businessAddress: (seller.businessAddress ?? null) as AddressInput | null,
      registrations: data.registrations,
      certificates,
      products: options.products ?? data.categories,
      // Offline checks only: no registry call on the calculation path.
      validTaxIdCountries: validCountries,
      zipRates: data.zipRates,
      importedPlaces,
      rateOverrides,
      vouchedSources: await ctx.importedTaxData.vouchedSources(),
      onUncertainLocalTax: seller.onUncertainLocalTax,
    },
  );
  if (
    options.countUncertain !== false &&
    (result.ok
      ? result.value.uncertainty !== null
      : result.conflict.type === 'customerAddressCouldNotResolve' && result.conflict.jurisIds !== undefined)
  ) {
    ctx.uncertainAnswers.count(seller.id);
    ctx.metrics.uncertainAnswers.inc();
  }
  if (options.countUncertain !== false && result.ok && result.value.staleness !== null) ctx.metrics.staleRateAnswers.inc();
  return result.ok ? ok({ calc: result.value, data, customerName, contentVersion }) : result;
}
