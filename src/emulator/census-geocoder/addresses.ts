// The addresses the geocoder emulator knows, and how it matches a request to them. The seed below is
// test fixtures, not tax content: street numbers, coordinates and address ranges are made up to look
// like the Census's answers, and only the county and place GEOIDs the tests rely on (Scottsdale
// 0465000, Phoenix 0455000, Maricopa County 04013, Travis County 48453) are the Census's codes.

export interface EmulatedArea {
  geoid: string;
  /** The Census NAME ("Scottsdale city", "Maricopa County", "Barton Creek CDP"). */
  name: string;
}

export interface EmulatedMatch {
  /** "7447 E INDIAN SCHOOL RD, SCOTTSDALE, AZ, 85251", as the Census writes it. */
  matchedAddress: string;
  coordinates: { x: number; y: number };
  /** USPS code and two-digit FIPS code of the state. */
  state: { code: string; fips: string; name: string };
  county: EmulatedArea;
  /** The incorporated place the point lies in; null outside any. */
  place: EmulatedArea | null;
  /** The census-designated place it lies in, if any (no government: no tax). */
  cdp?: EmulatedArea | null;
  zip: string;
}

export interface EmulatedAddress {
  /** As a customer would type it; matched without regard to case, punctuation and common abbreviations. */
  street: string;
  city: string;
  state: string;
  zip: string;
  /** One match, or several (the same street in more than one place); [] answers no match. */
  matches: EmulatedMatch[];
}

const ARIZONA = { code: 'AZ', fips: '04', name: 'Arizona' };
const TEXAS = { code: 'TX', fips: '48', name: 'Texas' };
const MARICOPA = { geoid: '04013', name: 'Maricopa County' };
const TRAVIS = { geoid: '48453', name: 'Travis County' };

export const SEED_ADDRESSES: readonly EmulatedAddress[] = [
  {
    street: '7447 E Indian School Rd',
    city: 'Scottsdale',
    state: 'AZ',
    zip: '85251',
    matches: [
      {
        matchedAddress: '7447 E INDIAN SCHOOL RD, SCOTTSDALE, AZ, 85251',
        coordinates: { x: -111.921, y: 33.4946 },
        state: ARIZONA,
        county: MARICOPA,
        place: { geoid: '0465000', name: 'Scottsdale city' },
        zip: '85251',
      },
    ],
  },
  {
    // Phoenix's side of ZIP code 85251, which is named Scottsdale.
    street: '3800 N 68th St',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85251',
    matches: [
      {
        matchedAddress: '3800 N 68TH ST, PHOENIX, AZ, 85251',
        coordinates: { x: -111.9362, y: 33.4903 },
        state: ARIZONA,
        county: MARICOPA,
        place: { geoid: '0455000', name: 'Phoenix city' },
        zip: '85251',
      },
    ],
  },
  {
    // Unincorporated Travis County in ZIP codes named Austin: no city, or a census-designated place.
    street: '2600 Ranch Road 620 S',
    city: 'Austin',
    state: 'TX',
    zip: '78738',
    matches: [
      {
        matchedAddress: '2600 RANCH ROAD 620 S, AUSTIN, TX, 78738',
        coordinates: { x: -97.9418, y: 30.3291 },
        state: TEXAS,
        county: TRAVIS,
        place: null,
        zip: '78738',
      },
    ],
  },
  {
    street: '11400 Bee Caves Rd',
    city: 'Austin',
    state: 'TX',
    zip: '78738',
    matches: [
      {
        matchedAddress: '11400 BEE CAVES RD, AUSTIN, TX, 78738',
        coordinates: { x: -97.9156, y: 30.3057 },
        state: TEXAS,
        county: TRAVIS,
        place: null,
        cdp: { geoid: '4805800', name: 'Barton Creek CDP' },
        zip: '78738',
      },
    ],
  },
  {
    street: '12100 Slaughter Creek Dr',
    city: 'Austin',
    state: 'TX',
    zip: '78739',
    matches: [
      {
        matchedAddress: '12100 SLAUGHTER CREEK DR, AUSTIN, TX, 78739',
        coordinates: { x: -97.8703, y: 30.1728 },
        state: TEXAS,
        county: TRAVIS,
        place: null,
        zip: '78739',
      },
    ],
  },
  {
    // One street number matched on two streets of that name, in different places: neither can be used.
    street: '100 Main St',
    city: '',
    state: 'AZ',
    zip: '',
    matches: [
      {
        matchedAddress: '100 N MAIN ST, SCOTTSDALE, AZ, 85251',
        coordinates: { x: -111.925, y: 33.4931 },
        state: ARIZONA,
        county: MARICOPA,
        place: { geoid: '0465000', name: 'Scottsdale city' },
        zip: '85251',
      },
      {
        matchedAddress: '100 S MAIN ST, PHOENIX, AZ, 85004',
        coordinates: { x: -112.0739, y: 33.4484 },
        state: ARIZONA,
        county: MARICOPA,
        place: { geoid: '0455000', name: 'Phoenix city' },
        zip: '85004',
      },
    ],
  },
];

const ABBREVIATIONS: Record<string, string> = {
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  STREET: 'ST',
  ROAD: 'RD',
  AVENUE: 'AVE',
  BOULEVARD: 'BLVD',
  DRIVE: 'DR',
  LANE: 'LN',
  COURT: 'CT',
  PLACE: 'PL',
  TRACE: 'TRCE',
  PARKWAY: 'PKWY',
  HIGHWAY: 'HWY',
};

/** Upper case, punctuation dropped, common words abbreviated as USPS does. */
export function normalizePart(text: string): string {
  return text
    .toUpperCase()
    .replace(/[.,#;:"']/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(' ');
}

export interface AddressQuery {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * The known address a query names: the same street, and (where both give one) the same state, and the
 * same ZIP code or, without one, the same city. Like the Census geocoder, a wrong city does not stop a
 * match by ZIP code.
 */
export function findAddress(known: readonly EmulatedAddress[], query: AddressQuery): EmulatedAddress | null {
  const q = {
    street: normalizePart(query.street),
    city: normalizePart(query.city),
    state: normalizePart(query.state),
    zip: query.zip.trim().slice(0, 5),
  };
  if (q.street === '') return null;
  for (const entry of known) {
    if (normalizePart(entry.street) !== q.street) continue;
    if (q.state !== '' && entry.state !== '' && normalizePart(entry.state) !== q.state) continue;
    if (q.zip !== '' && entry.zip !== '') {
      if (entry.zip !== q.zip) continue;
    } else if (q.city !== '' && entry.city !== '' && normalizePart(entry.city) !== q.city) continue;
    return entry;
  }
  return null;
}

/** "7447 E Indian School Rd, Scottsdale, AZ 85251" split into its parts (the one-line endpoint). */
export function parseOneLine(line: string): AddressQuery {
  const parts = line.split(',').map((p) => p.trim());
  const street = parts.shift() ?? '';
  let zip = '';
  let state = '';
  const rest = parts.join(' ').trim();
  const tail = /(?:^|\s)([A-Za-z]{2})?\s*(\d{5})(?:-\d{4})?\s*$/.exec(rest);
  let city = rest;
  if (tail !== null) {
    zip = tail[2]!;
    state = tail[1] ?? '';
    city = rest.slice(0, tail.index).trim();
  } else {
    const st = /(?:^|\s)([A-Za-z]{2})\s*$/.exec(rest);
    if (st !== null) {
      state = st[1]!;
      city = rest.slice(0, st.index).trim();
    }
  }
  return { street, city, state, zip };
}
