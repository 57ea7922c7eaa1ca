/** What a calculation can answer instead of taxes (the reference API's names). */
export const CALCULATION_CONFLICTS = [
  'accountingTimeZoneNotSetForSeller',
  'accountingTimeZoneNotSupported',
  'accountingTimeInvalid',
  'currencyCodeNotSupported',
  'customerAddressCouldNotResolve',
  'customerIdNotFound',
  'productExternalIdUnknown',
  'taxDateTooFarInFuture',
  'taxDateTooFarInPast',
] as const;
