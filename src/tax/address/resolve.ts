// From what a customer typed to an address Levy is sure of, and the ordered list of jurisdictions
// that tax a sale there. "Sure" means the top-level jurisdiction (US state, Canadian province,
// country) is fixed with high confidence; anything less is `unresolved` with the reason.
import { countryJurisdiction, jurisdiction, usLocalJurisdictions, usStatewideLocalJurisdictions } from '../jurisdictions.ts';
import type { JurisdictionData } from '../data/types.ts';
import { caPostalCode, caRegionCode, provincesOfPostalCode } from './canada.ts';
import { countryCode } from './countries.ts';
import { stateOfZip, US_STATES, usRegionCode, usZip5 } from './us.ts';

/** The API's Address, or the legacy US-only one. */
export interface AddressInput {
  country?: string | null;
  line1?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

export interface ResolvedAddress {
  country: string;
  line1: string | null;
  city: string | null;
  /** US state or Canadian province code; null elsewhere. */
  region: string | null;
  postalCode: string | null;
  /** Ordered from the top: country or state or province first, then county, city, districts. */
  jurisdictions: JurisdictionData[];
  /**
   * False when the address lies in a US state with local taxes and Levy's built-in data does not
   * place it (an unknown city, or none given): `jurisdictions` may then lack local taxes.
   */
  localsPlaced: boolean;
}

export type Resolution = { ok: true; address: ResolvedAddress } | { ok: false; reason: string };

const unresolved = (reason: string): Resolution => ({ ok: false, reason });

/** Unicode-normalised, invisible characters dropped, trimmed; null when nothing is left. */
function clean(value: string | null | undefined): string | null {
  if (value == null) return null;
  const text = value.normalize('NFKC').replace(/[\p{Cf}\p{Cc}]/gu, '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

export function resolveAddress(input: AddressInput): Resolution {
  const region = clean(input.region ?? input.state);
  const postalCode = clean(input.postalCode ?? input.zipCode);
  const countryText = clean(input.country);
  if (countryText === null) return unresolved('The address has no country.');
  const country = countryCode(countryText);
  if (country === null) return unresolved(`"${countryText}" is not a country Levy recognises.`);
  const base = { country, line1: clean(input.line1), city: clean(input.city) };
  if (country === 'US') return resolveUs(base, region, postalCode);
  if (country === 'CA') return resolveCa(base, region, postalCode);
  // Spain's Canary Islands (IC), Ceuta and Melilla (EA) are outside the EU VAT area; IGIC and IPSI,
  // their own taxes, are not in Levy's data.
  const area = country === 'ES' && postalCode !== null ? SPANISH_AREAS_OUTSIDE_VAT[postalCode.slice(0, 2)] : undefined;
  const top = countryJurisdiction(country, area);
  return { ok: true, address: { ...base, region: null, postalCode, jurisdictions: [top], localsPlaced: true } };
}

type Base = { country: string; line1: string | null; city: string | null };

const CANARY = { code: 'IC', name: 'Canary Islands' };
const CEUTA_MELILLA = { code: 'EA', name: 'Ceuta and Melilla' };
const SPANISH_AREAS_OUTSIDE_VAT: Record<string, { code: string; name: string }> = { '35': CANARY, '38': CANARY, '51': CEUTA_MELILLA, '52': CEUTA_MELILLA };

function resolveUs(base: Base, region: string | null, postalCode: string | null): Resolution {
  const zip = postalCode === null ? null : usZip5(postalCode);
  if (postalCode !== null && zip === null) return unresolved(`"${postalCode}" is not a US ZIP code.`);
  const fromRegion = region === null ? null : usRegionCode(region);
  if (region !== null && fromRegion === null) return unresolved(`"${region}" is not a US state.`);
  const fromZip = zip === null ? null : stateOfZip(zip);
  if (fromRegion !== null && fromZip !== null && fromRegion !== fromZip) {
    return unresolved(`ZIP code ${zip} is in ${fromZip}, not in ${fromRegion}.`);
  }
  const state = fromRegion ?? fromZip;
  if (state === null) return unresolved('The address names no US state, and its ZIP code does not identify one.');
  // Territories are outside US state sales tax; they resolve as they do when given as a country.
  if (!Object.hasOwn(US_STATES, state)) return { ok: true, address: { ...base, country: state, region: null, postalCode: zip, jurisdictions: [countryJurisdiction(state)], localsPlaced: true } };
  const top = jurisdiction(`us-${state}`)!;
  const locals = base.city === null ? null : usLocalJurisdictions(state, base.city);
  return {
    ok: true,
    address: { ...base, region: state, postalCode: zip, jurisdictions: [top, ...[...usStatewideLocalJurisdictions(state), ...(locals ?? [])].map((id) => jurisdiction(id)!)], localsPlaced: locals !== null || top.hasLocalTaxes !== true },
  };
}

function resolveCa(base: Base, region: string | null, postalCode: string | null): Resolution {
  const postal = postalCode === null ? null : caPostalCode(postalCode);
  if (postalCode !== null && postal === null) return unresolved(`"${postalCode}" is not a Canadian postal code.`);
  const fromRegion = region === null ? null : caRegionCode(region);
  if (region !== null && fromRegion === null) return unresolved(`"${region}" is not a Canadian province or territory.`);
  const fromPostal = postal === null ? [] : provincesOfPostalCode(postal);
  if (fromRegion !== null && postal !== null && !fromPostal.includes(fromRegion)) {
    return unresolved(`Postal code ${postal} is not in ${fromRegion}.`);
  }
  const province = fromRegion ?? (fromPostal.length === 1 ? fromPostal[0]! : null);
  if (province === null) return unresolved('The address names no Canadian province, and its postal code does not identify one.');
  const provincial = jurisdiction(`ca-${province}`);
  // HST provinces have one harmonized tax; elsewhere federal GST plus any provincial tax.
  const hst = provincial?.taxes.some((t) => t.name === 'HST') ?? false;
  const jurisdictions = hst ? [provincial!] : [jurisdiction('ca-federal')!, ...(provincial ? [provincial] : [])];
  return { ok: true, address: { ...base, region: province, postalCode: postal, jurisdictions, localsPlaced: true } };
}
