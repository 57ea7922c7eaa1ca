// The shape of Levy's tax data. Every fact is dated ([from, to): `to` is the first day it no
// longer holds; null is open-ended) and names its source, so every figure can be explained.
import type { IsoDate } from '../dates.ts';
import type { ElectionId, StandardCategoryId } from './schema.ts';
import type { Vouching } from './vouching.ts';

export interface Dated {
  from: IsoDate | null;
  to: IsoDate | null;
  /** The fact's citation as text (its note, or its sources' URLs, authorities and titles): what answers and alerts show. */
  source: string;
  /** The sources of record (URLs in content/sources.json); absent on rows of an imported file, whose `source` names the file and line. */
  sources?: readonly string[];
}

/** A rate in percent, as a decimal string ("6.25", "9.975"). */
export interface RatePeriod extends Dated {
  rate: string;
  /** How long the rate is vouched for (the edition of its source); absent on rows of a data set that vouches as a whole (`JurisdictionData.goodThrough`). */
  vouched?: Vouching;
}

export type Treatment =
  /** `share`: percent of the price that is taxed (Texas: 80). `rate`: a rate that replaces the tax's own (Connecticut: 1). */
  { taxable: true; share?: string; rate?: string } | { taxable: false };

export interface TaxabilityPeriod extends Dated {
  category: StandardCategoryId;
  treatment: Treatment;
}

export interface TaxDefinition {
  /** Shown as taxName: "Sales tax", "Lease transaction tax", "GST", "HST", "QST", "VAT". */
  name: string;
  rates: RatePeriod[];
  /** Treatments of this tax alone (Chicago's lease tax applies to SaaS only); otherwise the jurisdiction's. */
  taxability?: TaxabilityPeriod[];
}

export type JurisdictionLevel = 'country' | 'federal' | 'state' | 'province' | 'county' | 'city' | 'district';

export interface JurisdictionData {
  id: string;
  name: string;
  level: JurisdictionLevel;
  /** ISO alpha-2 country. */
  country: string;
  /** Where a seller registers to collect this tax (us-CA for Los Angeles County; eu-DE or eu-oss for Germany): any one of them. */
  registrationIds: string[];
  taxes: TaxDefinition[];
  /** Treatment per category; categories not listed follow `inheritsFrom`, then `defaultTreatment`. */
  taxability: TaxabilityPeriod[];
  /** Local jurisdictions follow their state's treatment of a category unless they say otherwise. */
  inheritsFrom?: string;
  defaultTreatment: Treatment;
  /** US states only: whether cities, counties or districts add their own sales taxes somewhere in the state. */
  hasLocalTaxes?: boolean;
  /** US states only: how in-state sales are sourced. Remote sellers are destination-sourced everywhere. */
  sourcing?: 'destination' | 'origin' | 'mixed';
  /** Names of the tax ids to collect from customers here (tax ID validation). */
  taxIdName?: { name: string; abbreviation: string | null };
  /** B2B sales to a customer with a valid tax id here are reverse-charged. */
  b2bReverseCharge?: boolean;
  /**
   * A self-administered local tax (own registration) that an imported ZIP table also carries in one
   * of its components: that component is dropped so the tax is not counted twice (Denver: city).
   */
  coversImportedLevel?: JurisdictionLevel;
  /**
   * The last day the imported data set this jurisdiction comes from vouches for its rates (a
   * Streamlined file, Washington's DOR table, a ZIP table: the end of its period), where its rates do
   * not say it themselves (`RatePeriod.vouched`). An answer for a later tax date says the rate may
   * be stale (`rateDataMayBeStale`).
   */
  goodThrough?: IsoDate;
  /** Changes reported but not confirmed by the authority (content's `unconfirmedChanges`): from `from` on, answers say the rate may be stale. */
  unconfirmedChanges?: readonly { from: IsoDate; rate: string; source: string }[];
}

/** A place Levy knows the local jurisdictions of, found by the ZIP code's USPS city name. */
export interface UsPlace {
  /** USPS code. */
  state: string;
  /** The USPS city names (and common spellings) that stand for the place. */
  names: string[];
  /**
   * The Census place GEOID (2-digit state + 5-digit place FIPS, "0465000"), the key of local content:
   * the incorporated place the entry stands for; absent where the entry is not one Census place
   * (docs/places-without-geoid.md).
   */
  geoid?: string;
  /**
   * Every local jurisdiction that taxes a sale there, except the state's statewide local taxes and
   * the county-level ones the state's county map already gives for the county; [] for a place
   * known to have none.
   */
  jurisdictions: string[];
  /**
   * The counties (FIPS) the place lies in, where its USPS city name also covers other areas: elsewhere
   * the entry does not apply and the address stays unplaced. Two entries may share a name only with
   * disjoint counties.
   */
  counties?: string[];
  /**
   * ZIP codes that carry the place's name but also reach neighbours with other local taxes;
   * `unknown` where the source gives no boundaries, so that any of them may.
   */
  partlyOutside?: string[] | 'unknown';
}

/** A state's county-level local taxes. */
export interface UsCountyTaxes {
  /** USPS code. */
  state: string;
  /** True when every local sales tax of the state is county-wide, so a county places an address completely. */
  complete: boolean;
  /** Counties where, the state being complete otherwise, a city adds its own tax (the City of Milwaukee). */
  incompleteCounties?: string[];
  /**
   * Counties that, the state not being complete, its county alone places completely: an official
   * table of every city and county shows that each of their cities and their area outside the
   * cities carry exactly the county's taxes (California, Illinois).
   */
  completeCounties?: string[];
  /** Counties whose land outside every incorporated place carries exactly the county's taxes (an official table's unincorporated-area rate). */
  unincorporatedComplete?: string[];
  /** County FIPS (five digits, state part included) -> the jurisdiction ids that tax there; [] for none. */
  counties: Record<string, string[]>;
  /** County FIPS -> the jurisdictions that tax its land outside every incorporated place alone, on top of `counties`. */
  unincorporatedTaxes?: Record<string, string[]>;
  /** The jurisdictions the county map names. */
  jurisdictions: JurisdictionData[];
}

/**
 * An election a remote seller may make on its registration in a US state: the jurisdictions that
 * then replace the state's local taxes (Texas's single local use tax rate) or its state and local
 * taxes (Alabama's Simplified Sellers Use Tax) everywhere in the state.
 */
export interface UsElection {
  /** USPS code. */
  state: string;
  id: ElectionId;
  name: string;
  replaces: 'localTaxes' | 'stateAndLocalTaxes';
  jurisdictions: string[];
  source: string;
  sources: readonly string[];
}
