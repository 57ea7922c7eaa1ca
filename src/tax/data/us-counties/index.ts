// County-level local sales taxes, by state and county FIPS code: placed by the ZIP code's county
// (src/tax/address/zip-places.ts), whatever the mailing city. One file per state.
import type { JurisdictionData } from '../types.ts';

export interface UsCountyTaxes {
  /** USPS code. */
  state: string;
  /**
   * True when every local sales tax of the state is county-wide (a county tax, or a district that
   * covers whole counties), so a county places an address completely; false when cities or
   * smaller districts add their own, which this file does not hold.
   */
  complete: boolean;
  /** County FIPS (five digits, state part included) -> the jurisdiction ids that tax there; [] for none. */
  counties: Record<string, string[]>;
  jurisdictions: JurisdictionData[];
}

export const US_COUNTY_TAXES: UsCountyTaxes[] = [];
