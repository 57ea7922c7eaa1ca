// The shape of a state's built-in city and district data (one file per state beside this one).
import type { JurisdictionData } from '../types.ts';

/** A place Levy knows the local jurisdictions of, found by the ZIP code's USPS city name. */
export interface UsPlace {
  /** USPS code. */
  state: string;
  /** The USPS city names (and common spellings) that stand for the place. */
  names: string[];
  /**
   * Every local jurisdiction that taxes a sale there, except the state's statewide local taxes
   * (us-local.ts US_STATEWIDE_LOCALS) and the county-level ones a county file already gives for the
   * county (us-counties/); [] for a place known to have none.
   */
  jurisdictions: string[];
  /**
   * The counties (FIPS) the place lies in, where its USPS city name also covers other areas ("Saint
   * Louis" ZIPs in St. Louis County, "Kansas City" ZIPs in Clay County): elsewhere the entry does not
   * apply and the address stays unplaced. Two entries may share a name only with disjoint counties.
   */
  counties?: string[];
  /**
   * ZIP codes that carry the place's name but also reach neighbouring cities or unincorporated
   * areas with other local taxes (Sandy Springs in "Atlanta" 30328): an address there is answered
   * with the place's taxes and reported uncertain. Without place boundaries Levy cannot tell these
   * from the ZIP code alone; the lists name the ones known, not necessarily all.
   */
  partlyOutside?: string[];
}

export interface UsCityData {
  /** USPS code. */
  state: string;
  jurisdictions: JurisdictionData[];
  places: UsPlace[];
}
