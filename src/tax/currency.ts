// ISO 4217 currencies and their minor units (decimal places). Source: ISO 4217 list one, as
// published by SIX Group (the maintenance agency), https://www.six-group.com/en/products-services/financial-information/data-standards.html
// Funds codes and precious metals are left out: they are not invoice currencies.

const THREE = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];
const ZERO = ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'];
const FOUR = ['CLF', 'UYW'];
const TWO = [
  'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP',
  'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP',
  'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GTQ', 'GYD', 'HKD', 'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IRR', 'JMD', 'KES', 'KGS', 'KHR', 'KPW',
  'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR',
  'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'QAR', 'RON', 'RSD', 'RUB', 'SAR', 'SBD', 'SCR',
  'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS',
  'UAH', 'USD', 'UYU', 'UZS', 'VES', 'WST', 'XCD', 'YER', 'ZAR', 'ZMW', 'ZWG',
];

const MINOR_UNITS = new Map<string, number>([
  ...ZERO.map((c) => [c, 0] as const),
  ...TWO.map((c) => [c, 2] as const),
  ...THREE.map((c) => [c, 3] as const),
  ...FOUR.map((c) => [c, 4] as const),
]);

/** The currency's code in upper case and its minor units, or null for a code that is not a currency. */
export function currency(code: string): { code: string; minorUnits: number } | null {
  const upper = code.toUpperCase();
  const minorUnits = MINOR_UNITS.get(upper);
  return minorUnits === undefined ? null : { code: upper, minorUnits };
}
