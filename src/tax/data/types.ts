// The shape of Levy's tax data. Every fact is dated ([from, to): `to` is the first day it no
// longer holds; null is open-ended) and names its source, so every figure can be explained.
import type { IsoDate } from '../dates.ts';
import type { StandardCategoryId } from './categories.ts';

export interface Dated {
  from: IsoDate | null;
  to: IsoDate | null;
  /** Where the fact comes from: a URL, or a URL with a short note. */
  source: string;
}

/** A rate in percent, as a decimal string ("6.25", "9.975"). */
export interface RatePeriod extends Dated {
  rate: string;
}

export type Treatment =
  /** `share`: percent of the price that is taxed (Texas: 80). `rate`: a rate that replaces the tax's own (Connecticut: 1). */
  | { taxable: true; share?: string; rate?: string }
  | { taxable: false };

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
  nexus?: NexusPeriod[];
  /** Names of the tax ids to collect from customers here (tax ID validation). */
  taxIdName?: { name: string; abbreviation: string | null };
  /** B2B sales to a customer with a valid tax id here are reverse-charged. */
  b2bReverseCharge?: boolean;
  /**
   * A self-administered local tax (own registration) that an imported ZIP table also carries in one
   * of its components: that component is dropped so the tax is not counted twice (Denver: city).
   */
  coversImportedLevel?: JurisdictionLevel;
}

/** Economic nexus: when a remote seller must register. */
export interface NexusPeriod extends Dated {
  salesThreshold: string | null;
  currency: string;
  transactionsThreshold: number | null;
  /** "or": either test triggers; "and": both are needed. */
  test: 'or' | 'and' | 'sales';
  period: string;
}

/** The authoring shape of a US state (or DC): its facts as us-state-facts.ts lists them. */
export interface UsStateFacts {
  code: string;
  name: string;
  sourcing: 'destination' | 'origin' | 'mixed';
  hasLocalTaxes: boolean;
  rates: RatePeriod[];
  saas: (Dated & { business: Treatment; consumer: Treatment })[];
  digitalGoods: (Dated & { treatment: Treatment })[];
  /** Professional services are exempt unless a state is listed here. */
  professionalServices?: (Dated & { treatment: Treatment })[];
  nexus: NexusPeriod[];
  /** Typical filing frequencies the state assigns; not verified (docs/tax-data.md). */
  filingFrequencies: string[];
}
