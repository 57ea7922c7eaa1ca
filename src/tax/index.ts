// The tax core's public surface. Pure: no I/O, no database, no HTTP; nothing here imports from
// outside src/tax.
export { calculate, EARLIEST_TAX_DATE, electedJurisdictions, localJurisdictions, MAX_DAYS_AHEAD } from './calculate.ts';
export type {
  Calculation,
  CalculationConflict,
  CalculationInput,
  CalculationResult,
  JurisLine,
  LineCalculation,
  LocalUncertainty,
  NotTaxedReason,
  SellerRegistration,
  SellerTaxFacts,
  TaxLine,
} from './calculate.ts';
export { calculationJson, toCalculationResponse, type CalculationResponse } from './response.ts';
export { resolveAddress, type AddressInput, type ResolvedAddress, type Resolution } from './address/resolve.ts';
export { countryCode } from './address/countries.ts';
export {
  STANDARD_CATEGORIES,
  isStandardCategory,
  lineCategoryOf,
  type CategoryRef,
  type LineCategory,
  type StandardCategoryId,
  type CustomCategory,
} from './categories.ts';
export {
  ALL_JURISDICTIONS,
  ELECTION_IDS,
  electionsOf,
  isKnownJurisdictionId,
  jurisdiction,
  registrationsOffering,
  type ElectionId,
  type StateElection,
} from './jurisdictions.ts';
export { currency } from './currency.ts';
export { indexZipRates, type ZipRateLookup, type ZipRateRow } from './imported-rates.ts';
export { importedPlaceLookup, type ImportedData } from './imports/imported-places.ts';
export type { ImportedPlaceLookup, ImportedState } from './imports/sst-places.ts';
export { importedDataOf, parseTaxDataFile, TAX_DATA_KINDS, type LoadedTaxDataFile, type TaxDataKind } from './imports/tax-data-files.ts';
export {
  OFFICIAL_TABLE_KINDS,
  isOfficialTableKind,
  type OfficialTableKind,
  type OfficialTableLoad,
  type RateOverrides,
} from './imports/official-tables/rate-overrides.ts';
export type { JurisdictionData } from './content/types.ts';
export { builtInContent, type BuiltInContent, type ContentRegion } from './content/built-in.ts';
export { rateChanges, rateChangeWindow, RATE_CHANGES_DAYS_AHEAD, RATE_CHANGES_DAYS_BACK, type RateChange } from './rate-changes.ts';
