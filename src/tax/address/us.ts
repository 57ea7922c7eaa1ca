// US states from USPS codes, names, or the ZIP code's first three digits.
// Source of the prefix ranges: USPS, "Publication 65 / National Five-Digit ZIP Code and Post Office
// Directory" prefix table, as summarised at https://en.wikipedia.org/wiki/List_of_ZIP_Code_prefixes
// (checked 2026-11). Military (AA/AE/AP) and freely associated states are not taxing states.

export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** Territories with USPS codes: recognised, but outside US state sales tax. */
export const US_TERRITORIES: Record<string, string> = {
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  GU: 'Guam',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

const BY_NAME = new Map(
  [...Object.entries(US_STATES), ...Object.entries(US_TERRITORIES)].map(([code, name]) => [normalizeName(name), code]),
);
BY_NAME.set('WASHINGTON DC', 'DC');
BY_NAME.set('WASHINGTON D C', 'DC');

/** [first prefix, last prefix, state] for three-digit ZIP prefixes. */
const ZIP3: [number, number, string][] = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

export function normalizeName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** The USPS code for a state or territory given as code or name; null when it is neither. */
export function usRegionCode(region: string): string | null {
  const upper = region.trim().toUpperCase();
  if (Object.hasOwn(US_STATES, upper) || Object.hasOwn(US_TERRITORIES, upper)) return upper;
  return BY_NAME.get(normalizeName(region)) ?? null;
}

/** Five digits, or ZIP+4 ("12345-6789" or "123456789"); null when not a ZIP. */
export function usZip5(postalCode: string): string | null {
  const match = /^\s*(\d{5})(?:[-\s]?\d{4})?\s*$/.exec(postalCode);
  return match === null ? null : match[1]!;
}

/**
 * The state or territory a five-digit ZIP belongs to by its prefix, or null for prefixes not in use.
 * One state per prefix: the resolver asks it only for ZIP codes the ZIP table lacks (PO boxes, single
 * firms). The table has the three ZIP codes USPS gives to another state than their prefix's (06390
 * Fishers Island NY, 73960 Texhoma TX, 83414 Alta WY) and the other states a ZIP code crossing a
 * state line lies in.
 */
export function stateOfZip(zip5: string): string | null {
  const prefix = Number(zip5.slice(0, 3));
  if (prefix === 969) return zip5 >= '96910' && zip5 <= '96932' ? 'GU' : zip5 >= '96950' && zip5 <= '96952' ? 'MP' : null;
  if (zip5 === '96799') return 'AS';
  return ZIP3.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}
