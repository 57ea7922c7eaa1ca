// Built-in local taxes, second pass over TN, IL, MO, KS, IA: Tennessee's county map
// (content/us/tn.json) and Olathe (content/us/ks.json). Places answered to the cent by their
// downtown ZIP code alone and as a full address; the county file's shape; its dated changes.
// Sources in the files.
import { describe, expect, it } from 'vitest';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import { countyTaxesOf } from '../../support/content.ts';
import { goodsTax, placedByZip, expectPlaced } from './fixtures.ts';

const PLACES: [city: string, state: string, zip: string, cents: number, note: string][] = [
  ['Olathe', 'KS', '66061', 948, '6.5 + Johnson County 1.475 + city 1.5 = 9.475 (947.5 cents)'],
  // Tennessee: placed by the county alone where the county is at the 2.75% cap.
  ['Jackson', 'TN', '38301', 975, '7 + Madison County 2.75'],
  ['Franklin', 'TN', '37064', 975, '7 + Williamson County 2.75 (since 2018-04-01)'],
  ['Pulaski', 'TN', '38478', 975, '7 + Giles County 2.75 (since 2025-02-01)'],
  ['Newport', 'TN', '37821', 975, '7 + Cocke County 2.75'],
  ['Crossville', 'TN', '38555', 975, '7 + Cumberland County 2.75'],
  ['Manchester', 'TN', '37355', 975, '7 + Coffee County 2.75'],
  ['Union City', 'TN', '38261', 975, '7 + Obion County 2.75'],
  ['Antioch', 'TN', '37013', 975, '7 + Metro Nashville 2.25 + transit surcharge 0.5 (Davidson County)'],
  ['Madison', 'TN', '37115', 975, '7 + Metro Nashville 2.25 + transit surcharge 0.5 (Davidson County)'],
];

describe('TN, IL, MO, KS, IA second pass: tangible goods on 2026-11-01, to the cent', () => {
  placedByZip(PLACES);
});

describe('Tennessee: existing city places and the county file count a shared id once', () => {
  it.each([
    ['Nashville', '37201', 975],
    ['Memphis', '38103', 975],
    ['Knoxville', '37902', 925],
    ['Chattanooga', '37402', 925],
    ['Clarksville', '37040', 950],
    ['Murfreesboro', '37130', 975],
  ])('%s (%s): %i cents, placed', (_name, zip, cents) => {
    const calc = goodsTax({ country: 'US', postalCode: zip });
    expectPlaced(calc, cents);
  });
});

describe('Tennessee: counties below the cap, and counties not settled, stay uncertain', () => {
  it.each([
    ['Germantown (Shelby County: the suburbs levy up to 2.75%)', '38138', 925],
    ['Dover (Stewart County 2.25%; Dover levies more)', '37058', 925],
    ['Hixson (Hamilton County 2.25%, other cities not read)', '37343', 925],
    ['Sevierville (Sevier County not settled)', '37862', 700],
    ['Hendersonville (Sumner County not settled)', '37075', 700],
    ['Jacksboro (Campbell County not settled)', '37757', 700],
    ['Paris (Henry County 2.75%, but 6% of the ZIP code lies in Weakley County, not settled)', '38242', 975],
  ])('%s (%s): %i cents, uncertain', (_name, zip, cents) => {
    const calc = goodsTax({ country: 'US', postalCode: zip });
    expect(calc.uncertainty).not.toBeNull();
    expect(calc.taxAmountToCollect).toBe(cents);
  });
});

describe('Tennessee changes since 2024, on their dates', () => {
  it.each([
    ['Woodbury (Cannon County) before the increase', '37190', '2024-05-31', 875],
    ['Woodbury (Cannon County) from 2024-06-01', '37190', '2024-06-01', 975],
    ['Elkton (Giles County) before the increase', '38455', '2025-01-31', 950],
    ['Elkton (Giles County) from 2025-02-01', '38455', '2025-02-01', 975],
    ['Antioch (Davidson County) before the transit surcharge', '37013', '2025-01-31', 925],
    ['Antioch (Davidson County) from 2025-02-01', '37013', '2025-02-01', 975],
  ])('%s (%s on %s): %i cents', (_name, zip, date, cents) => {
    expect(goodsTax({ country: 'US', postalCode: zip }, { date }).taxAmountToCollect).toBe(cents);
  });
});

describe('Tennessee county file', () => {
  const TN = countyTaxesOf('TN');
  const census = Array.from({ length: 95 }, (_, i) => `47${String(2 * i + 1).padStart(3, '0')}`).filter(
    (fips) => countyName(fips) !== null,
  );
  /** Counties no source settled: left out, so they stay uncertain (see the file's header). */
  const NOT_SETTLED = [
    'Bledsoe',
    'Campbell',
    'Claiborne',
    'Fentress',
    'Franklin',
    'Grundy',
    'Hancock',
    'Johnson',
    'Lincoln',
    'McNairy',
    'Marshall',
    'Meigs',
    'Monroe',
    'Moore',
    'Overton',
    'Perry',
    'Pickett',
    'Rhea',
    'Roane',
    'Robertson',
    'Scott',
    'Sequatchie',
    'Sevier',
    'Smith',
    'Sullivan',
    'Sumner',
    'Trousdale',
    'Union',
    'Van Buren',
    'Washington',
    'Wayne',
    'Weakley',
    'White',
  ];
  /** Jurisdictions the county map names that are not one county's own tax (us-TN-county-<fips>): combined county and city taxes, Nashville's. */
  const ELSEWHERE = [
    'us-TN-hamilton-county-city-of-chattanooga',
    'us-TN-knox-county-city-of-knoxville',
    'us-TN-metro-nashville-davidson-county',
    'us-TN-montgomery-county-city-of-clarksville',
    'us-TN-nashville-transit-surcharge',
    'us-TN-rutherford-county-city-of-murfreesboro',
    'us-TN-shelby-county',
  ];

  it('lists every Census county of Tennessee but the ones not settled, and nothing else', () => {
    expect(census).toHaveLength(95);
    const listed = Object.keys(TN.counties).sort();
    expect(listed.every((fips) => census.includes(fips))).toBe(true);
    expect(census.filter((fips) => !listed.includes(fips)).map((fips) => countyName(fips))).toEqual(NOT_SETTLED);
    expect(TN.state).toBe('TN');
    expect(TN.complete).toBe(true);
  });

  it('marks as incomplete exactly the listed counties below the 2.75% cap', () => {
    // Cheatham, Decatur, Fayette, Hamilton, Knox, Loudon, Montgomery, Shelby, Stewart, Tipton.
    expect(TN.incompleteCounties).toEqual(['47021', '47039', '47047', '47065', '47093', '47105', '47125', '47157', '47161', '47167']);
  });

  it('names each county jurisdiction it defines as the Census does, with sourced rates of at most 2.75%', () => {
    const own = TN.jurisdictions.filter((j) => /^us-TN-county-47\d{3}$/.test(j.id));
    const defined = new Set(own.map((j) => j.id));
    const used = new Set(Object.values(TN.counties).flat());
    expect(new Set(TN.jurisdictions.map((j) => j.id)).size).toBe(TN.jurisdictions.length);
    expect([...used].filter((id) => !TN.jurisdictions.some((j) => j.id === id))).toEqual([]);
    expect([...used].filter((id) => !defined.has(id)).sort()).toEqual(ELSEWHERE);
    expect([...defined].filter((id) => !used.has(id))).toEqual([]);
    for (const [fips, ids] of Object.entries(TN.counties)) {
      for (const j of own.filter((x) => ids.includes(x.id))) expect(j.name).toBe(`${countyName(fips)} County`);
    }
    for (const j of own) {
      expect(j.registrationIds).toEqual(['us-TN']);
      expect(j.inheritsFrom).toBe('us-TN');
      for (const r of j.taxes[0]!.rates) {
        expect(['1.75', '2.00', '2.25', '2.50', '2.75']).toContain(r.rate);
        expect(r.source).toMatch(/^https?:\/\//);
      }
    }
  });
});
