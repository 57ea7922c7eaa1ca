// Canadian provinces and territories from their codes, English or French names, or the postal
// code's first letter (Canada Post's forward sortation areas: https://www.canadapost-postescanada.ca/cpc/en/support/kb/addressing/postal-codes/postal-code-structure).
import { normalizeName } from './us.ts';

export const CA_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const FRENCH: Record<string, string> = {
  'COLOMBIE BRITANNIQUE': 'BC',
  'NOUVEAU BRUNSWICK': 'NB',
  'TERRE NEUVE ET LABRADOR': 'NL',
  'NOUVELLE ECOSSE': 'NS',
  'TERRITOIRES DU NORD OUEST': 'NT',
  'ILE DU PRINCE EDOUARD': 'PE',
  QUEBEC: 'QC',
  NEWFOUNDLAND: 'NL',
  PQ: 'QC',
  YUKON: 'YT',
  'YUKON TERRITORY': 'YT',
  PEI: 'PE',
  'P E I': 'PE',
  LABRADOR: 'NL',
  'NEWFOUNDLAND LABRADOR': 'NL',
  NFLD: 'NL',
  NWT: 'NT',
  NUNAVUT: 'NU',
};

const BY_NAME = new Map([...Object.entries(CA_PROVINCES).map(([c, n]) => [normalizeName(n), c] as const), ...Object.entries(FRENCH)]);

const BY_FIRST_LETTER: Record<string, string[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

export function caRegionCode(region: string): string | null {
  const upper = region.trim().toUpperCase();
  if (Object.hasOwn(CA_PROVINCES, upper)) return upper;
  return BY_NAME.get(normalizeName(region)) ?? null;
}

/** "A1A 1A1" with or without the space, any case; null when not a Canadian postal code. */
export function caPostalCode(postalCode: string): string | null {
  const match = /^\s*([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[\s-]*(\d[ABCEGHJ-NPRSTV-Z]\d)\s*$/i.exec(postalCode);
  return match === null ? null : `${match[1]} ${match[2]}`.toUpperCase();
}

/** The provinces a postal code can belong to (X covers both the Northwest Territories and Nunavut). */
export function provincesOfPostalCode(postalCode: string): string[] {
  const fsa = postalCode.slice(0, 3);
  // Nunavut's forward sortation areas are X0A, X0B and X0C.
  if (fsa.startsWith('X')) return ['X0A', 'X0B', 'X0C'].includes(fsa) ? ['NU'] : ['NT'];
  return BY_FIRST_LETTER[postalCode[0]!] ?? [];
}
