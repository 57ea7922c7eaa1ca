// County-level local sales taxes, by state and county FIPS code: placed by the ZIP code's county
// (src/tax/address/zip-places.ts), whatever the mailing city. One file per state.
import { PENNSYLVANIA_COUNTY_TAXES } from './pa.ts';
import type { UsCountyTaxes } from './types.ts';

export type { UsCountyTaxes } from './types.ts';

export const US_COUNTY_TAXES: UsCountyTaxes[] = [PENNSYLVANIA_COUNTY_TAXES];
