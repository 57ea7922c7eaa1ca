// The shape of a state's county-level local taxes (one file per state beside this one).
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
  /** Counties where, the state being complete otherwise, a city adds its own tax (the City of Milwaukee). */
  incompleteCounties?: string[];
  /** County FIPS (five digits, state part included) -> the jurisdiction ids that tax there; [] for none. */
  counties: Record<string, string[]>;
  jurisdictions: JurisdictionData[];
}
