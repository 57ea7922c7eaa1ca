// A street address the geocoder placed (GeocodedPlace) is answered by its county and incorporated
// place, over what its ZIP code alone would say.
import { describe, expect, it } from 'vitest';
import type { GeocodedPlace } from '../../../src/tax/address/geocoded.ts';
import { calculate, type AddressInput } from '../../../src/tax/index.ts';
import { seller } from './fixtures.ts';

const SELLER = seller();

function answer(customerAddress: AddressInput, geocoded: GeocodedPlace | null) {
  const result = calculate(
    {
      lineItems: [{ id: 'l1', productExternalId: 'goods', amount: 10000 }],
      currencyCode: 'USD',
      accountingDate: '2026-11-01',
      customerAddress,
      customerAddressGeocoded: geocoded,
    },
    SELLER,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.conflict));
  const { customerAddress: address, lineItems, uncertainty } = result.value;
  return {
    placedBy: address.placedBy,
    location: address.location,
    locals: lineItems[0]!.jurises.map((j) => j.jurisdiction.id).slice(1),
    uncertain: uncertainty?.message ?? null,
    candidates: uncertainty?.candidates?.map((c) => c.name) ?? null,
  };
}

const geocoded = (state: string, countyFips: string, placeGeoid: string | null, placeName: string | null): GeocodedPlace => ({
  state,
  countyFips,
  placeGeoid,
  placeName,
  matchedAddress: 'a matched address',
  zip: null,
  benchmark: 'Public_AR_Current',
  vintage: 'Current_Current',
  geocodedAt: '2026-12-02T00:00:00.000Z',
});

describe('placing a US street address by the geocoder', () => {
  const scottsdale: AddressInput = {
    country: 'US',
    line1: '7447 E Indian School Rd',
    city: 'Scottsdale',
    region: 'AZ',
    postalCode: '85251',
  };

  it("85251 by its ZIP code alone: Scottsdale's taxes, placed by the ZIP code", () => {
    expect(answer(scottsdale, null)).toMatchObject({
      placedBy: 'zip',
      locals: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-scottsdale-tpt'],
    });
  });

  it("a Scottsdale street placed in Scottsdale: sure, with Scottsdale's taxes and its GEOID", () => {
    expect(answer(scottsdale, geocoded('AZ', '04013', '0465000', 'Scottsdale city'))).toEqual({
      placedBy: 'geocoder',
      location: { countyFips: '04013', placeGeoid: '0465000' },
      locals: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-scottsdale-tpt'],
      uncertain: null,
      candidates: null,
    });
  });

  it("a Phoenix street in 85251 placed in Phoenix: sure, with Phoenix's taxes", () => {
    const phoenix = { ...scottsdale, line1: '3800 N 68th St', city: 'Phoenix' };
    expect(answer(phoenix, geocoded('AZ', '04013', '0455000', 'Phoenix city'))).toMatchObject({
      placedBy: 'geocoder',
      locals: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-phoenix-tpt'],
      uncertain: null,
    });
  });

  it('a Texas street outside any city in an Austin ZIP code: no City of Austin tax, and uncertain (districts Levy does not hold)', () => {
    const lakeway: AddressInput = { country: 'US', line1: '100 Some Rd', city: 'Austin', region: 'TX', postalCode: '78738' };
    const placed = answer(lakeway, geocoded('TX', '48453', null, null));
    expect(placed.placedBy).toBe('geocoder');
    expect(placed.locals).not.toContain('us-TX-city-of-austin');
    expect(placed.uncertain).toContain('outside any city');
  });

  it("a California street outside any city in Kern County: the unincorporated area's own 1 % district tax, sure (8.25 % by CDTFA's table)", () => {
    // Arvin's ZIP code (93203) reaches the land around the city, where CDTFA's "Kern County Unincorporated Area" row is 8.25 %.
    const arvin: AddressInput = { country: 'US', line1: '10000 Some Rd', city: 'Arvin', region: 'CA', postalCode: '93203' };
    expect(answer(arvin, geocoded('CA', '06029', null, null))).toEqual({
      placedBy: 'geocoder',
      location: { countyFips: '06029', placeGeoid: null },
      locals: ['us-CA-kern-county-unincorporated-area-district-taxes'],
      uncertain: null,
      candidates: null,
    });
    // Inside the city, the city's district taxes, and not the unincorporated area's.
    expect(answer(arvin, geocoded('CA', '06029', '0602924', 'Arvin city')).locals).not.toContain(
      'us-CA-kern-county-unincorporated-area-district-taxes',
    );
  });

  it('a match in another state than the address says is not used: the ZIP code places it', () => {
    expect(answer(scottsdale, geocoded('NM', '35001', null, null)).placedBy).toBe('zip');
  });
});

// A return that reports sales by place (Illinois's Form ST-2) needs the one county and place the sale
// is in: the geocoder's, or a ZIP code's whose Census geography lies in one of each.
describe('the location an answer knows (a county and an incorporated place)', () => {
  const chicago = { country: 'US', region: 'IL', city: 'Chicago', postalCode: '60601' };
  it('a ZIP code wholly in one place of one county: that place', () => {
    expect(answer(chicago, null).location).toEqual({ countyFips: '17031', placeGeoid: '1714000' });
  });

  it('a ZIP code reaching several places: none, even where they carry the same taxes', () => {
    expect(answer({ country: 'US', region: 'IL', city: 'Naperville', postalCode: '60540' }, null).location).toBeUndefined();
  });

  it('a street the geocoder placed: its county and place, or the county alone outside every place', () => {
    expect(answer(chicago, geocoded('IL', '17031', '1724582', 'Evanston city')).location).toEqual({
      countyFips: '17031',
      placeGeoid: '1724582',
    });
    expect(answer(chicago, geocoded('IL', '17031', null, null)).location).toEqual({ countyFips: '17031', placeGeoid: null });
  });
});
