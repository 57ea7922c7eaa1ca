// County-level local sales taxes, by state and county FIPS code: placed by the ZIP code's county
// (src/tax/address/zip-places.ts), whatever the mailing city. One file per state.
import { FLORIDA_COUNTY_TAXES } from './fl.ts';
import { GEORGIA_COUNTY_TAXES } from './ga.ts';
import { NORTH_CAROLINA_COUNTY_TAXES } from './nc.ts';
import { OHIO_COUNTY_TAXES } from './oh.ts';
import { PENNSYLVANIA_COUNTY_TAXES } from './pa.ts';
import { VIRGINIA_COUNTY_TAXES } from './va.ts';
import { WISCONSIN_COUNTY_TAXES } from './wi.ts';
import type { UsCountyTaxes } from './types.ts';

export type { UsCountyTaxes } from './types.ts';

export const US_COUNTY_TAXES: UsCountyTaxes[] = [FLORIDA_COUNTY_TAXES, GEORGIA_COUNTY_TAXES, NORTH_CAROLINA_COUNTY_TAXES, OHIO_COUNTY_TAXES, PENNSYLVANIA_COUNTY_TAXES, VIRGINIA_COUNTY_TAXES, WISCONSIN_COUNTY_TAXES];
