// Built-in local data for the 300 most populous US cities and every state capital. A city counts as
// placed when Levy has its local taxes for at least one of its ZIP codes (those USPS names after
// it, or the one given below where USPS uses another name): a place entry for the ZIP code's city
// in its county, a county that is a whole place, or complete county data; or the state has no local
// taxes. Such a ZIP code may still be answered with a doubt where it also reaches neighbours
// (Pierre's only ZIP code reaches Sully County). Cities not placed yet are listed with the reason,
// so the list can only shrink: a city that becomes placed fails here until it is taken off.
import { describe, expect, it } from 'vitest';
import { zipPlaces, zipsOfCity } from '../../../src/tax/address/zip-places.ts';
import { jurisdiction, usCountyPlaceJurisdictions, usCountyTaxes, usPlaceEntry } from '../../../src/tax/jurisdictions.ts';
import largest from '../../fixtures/largest-us-cities.json' with { type: 'json' };

const CAPITALS: [string, string][] = [
  ['Montgomery', 'AL'],
  ['Juneau', 'AK'],
  ['Phoenix', 'AZ'],
  ['Little Rock', 'AR'],
  ['Sacramento', 'CA'],
  ['Denver', 'CO'],
  ['Hartford', 'CT'],
  ['Dover', 'DE'],
  ['Tallahassee', 'FL'],
  ['Atlanta', 'GA'],
  ['Honolulu', 'HI'],
  ['Boise', 'ID'],
  ['Springfield', 'IL'],
  ['Indianapolis', 'IN'],
  ['Des Moines', 'IA'],
  ['Topeka', 'KS'],
  ['Frankfort', 'KY'],
  ['Baton Rouge', 'LA'],
  ['Augusta', 'ME'],
  ['Annapolis', 'MD'],
  ['Boston', 'MA'],
  ['Lansing', 'MI'],
  ['Saint Paul', 'MN'],
  ['Jackson', 'MS'],
  ['Jefferson City', 'MO'],
  ['Helena', 'MT'],
  ['Lincoln', 'NE'],
  ['Carson City', 'NV'],
  ['Concord', 'NH'],
  ['Trenton', 'NJ'],
  ['Santa Fe', 'NM'],
  ['Albany', 'NY'],
  ['Raleigh', 'NC'],
  ['Bismarck', 'ND'],
  ['Columbus', 'OH'],
  ['Oklahoma City', 'OK'],
  ['Salem', 'OR'],
  ['Harrisburg', 'PA'],
  ['Providence', 'RI'],
  ['Columbia', 'SC'],
  ['Pierre', 'SD'],
  ['Nashville', 'TN'],
  ['Austin', 'TX'],
  ['Salt Lake City', 'UT'],
  ['Montpelier', 'VT'],
  ['Richmond', 'VA'],
  ['Olympia', 'WA'],
  ['Charleston', 'WV'],
  ['Madison', 'WI'],
  ['Cheyenne', 'WY'],
];

/** Cities whose ZIP codes USPS names otherwise (or hyphenates otherwise): one ZIP code inside the city. */
const ZIP_IN: Record<string, string> = {
  'Winston-Salem|NC': '27101',
  'Lakewood|CO': '80226',
  'Port St. Lucie|FL': '34984',
  'Miramar|FL': '33025',
  'Davie|FL': '33314',
  'South Fulton|GA': '30349',
  'Spokane Valley|WA': '99206',
};

/** Not placed yet, and why (docs/tax-data.md, coverage). */
const NOT_PLACED: Record<string, string> = {
  'Killeen|TX':
    "the Comptroller's rates file gives its city and Bell County taxes but no boundaries: its ZIP codes answer that rate and say it is uncertain",
  'Broken Arrow|OK': 'the result of Proposition 8 (a 0.5% from 2026-07-01, voted 2026-04-07) was not found (ok.ts)',
  'Las Cruces|NM': 'the rate from 2025-07-01 is stated by no source read (nm.ts)',
  'Provo|UT': "Utah County's rates for 2025-26 are not settled by an official source (ut.ts)",
  'West Jordan|UT': 'sources disagree between 7.25% and 7.45% and give no breakdown (ut.ts)',
  'Vancouver|WA':
    "the DOR's rate table gives its location code's rate but no boundaries: its ZIP codes answer that rate and say it is uncertain",
  'Everett|WA':
    "the DOR's rate table gives its rates (RTA and outside) but no boundaries: its ZIP codes answer the RTA code's rate and say it is uncertain",
  'Olympia|WA':
    "the DOR's rate table gives its location code's rate but no boundaries: its ZIP codes answer that rate and say it is uncertain",
  'Rockford|IL': "IDOR's rate file gives its 8.75% but no boundaries: its ZIP codes answer that rate and say it is uncertain",
  'Birmingham|AL':
    'its USPS name also covers Mountain Brook, Homewood, Vestavia Hills and other cities whose rates differ (Mountain Brook 9% until 2026-04-01): without boundaries every Birmingham ZIP code answers its rate and says it is uncertain',
};

const cities = [...largest.cities.map(([name, state]) => [name, state] as [string, string]), ...CAPITALS];

function placedZips(name: string, state: string): string[] {
  const zips = [...zipsOfCity(state, name), ...(ZIP_IN[`${name}|${state}`] === undefined ? [] : [ZIP_IN[`${name}|${state}`]!])];
  return zips.filter((zip) => {
    const places = zipPlaces(zip)!;
    const fips = places.counties[0]!.fips;
    // An entry from an official rate table gives the city's rate, not its boundaries: its ZIP codes are not placed by it.
    const entry = usPlaceEntry(state, places.city, fips);
    return (
      jurisdiction(`us-${state}`)!.hasLocalTaxes !== true ||
      (entry !== null && entry.partlyOutside !== 'unknown') ||
      usCountyPlaceJurisdictions(fips) !== null ||
      usCountyTaxes(state, fips)?.complete === true
    );
  });
}

describe('the 300 most populous US cities and the state capitals', () => {
  it('lists 300 cities and 50 capitals', () => {
    expect([largest.cities.length, CAPITALS.length]).toEqual([300, 50]);
  });

  it.each(cities)('%s, %s is placed by at least one of its ZIP codes', (name, state) => {
    const why = NOT_PLACED[`${name}|${state}`];
    expect([name, state, placedZips(name, state).length > 0]).toEqual([name, state, why === undefined]);
  });
});
