// TX: county-level local sales taxes by county FIPS (issue 10), or null while Levy has none.
import type { UsCountyTaxes } from './types.ts';

export const TX_COUNTY_TAXES: UsCountyTaxes | null = null;
