import { describe, expect, it } from 'vitest';
import { isSplitZip, zipPlaces } from '../../../src/tax/address/zip-places.ts';
import { stateOfZip } from '../../../src/tax/address/us.ts';

const brief = (zip: string) => {
  const p = zipPlaces(zip);
  return p && { state: p.state, city: p.city, counties: p.counties.map((c) => `${c.fips} ${c.name}`) };
};

describe('zipPlaces', () => {
  it.each([
    ['60601', 'IL', 'Chicago', '17031 Cook'],
    ['80202', 'CO', 'Denver', '08031 Denver'],
    ['14201', 'NY', 'Buffalo', '36029 Erie'],
    ['10001', 'NY', 'New York', '36061 New York'],
    ['98101', 'WA', 'Seattle', '53033 King'],
    ['92101', 'CA', 'San Diego', '06073 San Diego'],
    ['99801', 'AK', 'Juneau', '02110 Juneau'],
    ['00901', 'PR', 'San Juan', '72127 San Juan'],
    ['20001', 'DC', 'Washington', '11001 District of Columbia'],
  ])('%s is in %s, %s, one county: %s', (zip, state, city, county) => {
    expect(brief(zip)).toEqual({ state, city, counties: [county] });
    expect(zipPlaces(zip)!.counties[0]).toMatchObject({ state, share: 1 });
    expect(isSplitZip(zip)).toBe(false);
  });

  it('gives the city of the ZIP, not of the spelling a customer typed', () => {
    // "New York" with a Buffalo ZIP, and a ZIP inside New York City whose mailing name is a neighbourhood.
    expect(zipPlaces('14201')!.city).toBe('Buffalo');
    expect(brief('11368')).toEqual({ state: 'NY', city: 'Corona', counties: ['36081 Queens'] });
  });

  it('takes ZIP+4 and surrounding blanks, like the rest of the address code', () => {
    expect(brief('60601-1234')).toEqual(brief('60601'));
    expect(brief(' 606011234 ')).toEqual(brief('60601'));
  });

  it.each(['', '6060', '606011', 'abcde', '60601-12'])('%j is not a ZIP', (zip) => {
    expect(zipPlaces(zip)).toBeNull();
    expect(isSplitZip(zip)).toBe(false);
  });

  it('does not know ZIPs that are not ZCTAs (PO boxes, single firms) or are unused', () => {
    for (const zip of ['30301', '20500', '00000', '99999']) expect(zipPlaces(zip)).toBeNull();
  });
});

describe('split ZIPs', () => {
  it('lists every county of a split ZIP with its share, largest first', () => {
    // 20135 Bluemont, VA: Clarke and Loudoun counties, and a sliver of Jefferson County, West Virginia.
    const p = zipPlaces('20135')!;
    expect(p).toMatchObject({ state: 'VA', city: 'Bluemont' });
    expect(p.counties).toEqual([
      { fips: '51043', name: 'Clarke', state: 'VA', share: 0.6109 },
      { fips: '51107', name: 'Loudoun', state: 'VA', share: 0.3818 },
      { fips: '54037', name: 'Jefferson', state: 'WV', share: 0.0073 },
    ]);
    expect(isSplitZip('20135')).toBe(true);
  });

  it('splits a ZIP in two nearly even halves, whose first county is no safe guess', () => {
    expect(zipPlaces('00631')!.counties.map((c) => [c.name, c.share])).toEqual([
      ['Lares', 0.5058],
      ['Adjuntas', 0.4942],
    ]);
    expect(isSplitZip('00631')).toBe(true);
  });

  it('gives each county its own state when the ZIP crosses a state line', () => {
    // 03579 Errol, NH: most of its people live in Oxford County, Maine.
    expect(zipPlaces('03579')!.counties.map((c) => [c.state, c.name])).toEqual([
      ['ME', 'Oxford'],
      ['NH', 'Coos'],
    ]);
  });
});

describe('the data as a whole', () => {
  // Every ZIP the package knows, reached through the public lookup.
  const zips: string[] = [];
  for (let n = 0; n < 100_000; n++) {
    const zip = String(n).padStart(5, '0');
    if (zipPlaces(zip)) zips.push(zip);
  }

  it('covers the ZCTAs and finds about three in ten of them split', () => {
    expect(zips.length).toBe(33_787);
    const split = zips.filter(isSplitZip).length;
    expect(split).toBe(10_465);
  });

  it('has shares that add up to one and names and FIPS codes for every county', () => {
    const bad = zips.filter((zip) => {
      const { counties } = zipPlaces(zip)!;
      const total = counties.reduce((sum, c) => sum + (c.share ?? NaN), 0);
      return (
        counties.length === 0 ||
        !(Math.abs(total - 1) < 0.001) ||
        counties.some((c) => !/^\d{5}$/.test(c.fips) || c.name === '' || !/^[A-Z]{2}$/.test(c.state))
      );
    });
    expect(bad).toEqual([]);
  });

  it('agrees with the ZIP prefix table on the state of every ZIP but the three known exceptions', () => {
    // Fishers Island, NY is served from Connecticut; Texhoma, TX from Oklahoma; Alta, WY from Idaho.
    const disagree = zips
      .filter((zip) => stateOfZip(zip) !== zipPlaces(zip)!.state)
      .map((zip) => [zip, stateOfZip(zip), brief(zip)!.state, brief(zip)!.city]);
    expect(disagree).toEqual([
      ['06390', 'CT', 'NY', 'Fishers Island'],
      ['73960', 'OK', 'TX', 'Texhoma'],
      ['83414', 'ID', 'WY', 'Alta'],
    ]);
  });

  it('hands out a fresh answer each time: a caller changing one changes nothing for the next', () => {
    const p = zipPlaces('60601')! as unknown as { city: string; counties: { name: string }[] };
    p.city = 'Changed';
    p.counties[0]!.name = 'Changed';
    expect([zipPlaces('60601')!.city, zipPlaces('60601')!.counties[0]!.name]).toEqual(['Chicago', 'Cook']);
  });
});
