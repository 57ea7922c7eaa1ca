// Matching a place entry to its Census place (the GEOID, key of local content): by name among the
// incorporated places of the state, within the entry's counties, with the tables' naming quirks.
import { describe, expect, it } from 'vitest';
import { matchPlace, perCensusPlace, withGeoid } from '../../../../src/tax/imports/official-tables/place-geoids.ts';

const geoidOf = (state: string, names: string[], counties?: string[]) => matchPlace({ state, names, counties }).geoid;

describe('matchPlace', () => {
  it('finds a place by its name in one of its counties, or state-wide when the name is unique there', () => {
    expect(geoidOf('AZ', ['Scottsdale'], ['04013'])).toBe('0465000');
    expect(geoidOf('AZ', ['Scottsdale'])).toBe('0465000');
    expect(geoidOf('TX', ['Houston'])).toBe('4835000');
    // Austin lies in four counties; one of them is enough.
    expect(geoidOf('TX', ['Austin'], ['48453'])).toBe('4805000');
  });

  it('reads "St."/"Saint", "Ft."/"Fort", "Mt."/"Mount", case, punctuation and legal prefixes alike', () => {
    expect(geoidOf('MO', ['St. Louis'], ['29510'])).toBe('2965000');
    expect(geoidOf('MN', ['St Paul'], ['27123'])).toBe('2758000');
    expect(geoidOf('TX', ['Ft. Worth'])).toBe('4827000');
    expect(geoidOf('MO', ['Lees Summit'], ['29095'])).toBe('2941348');
    expect(geoidOf('CA', ['City of Industry'], ['06037'])).toBe(geoidOf('CA', ['Industry'], ['06037']));
    expect(geoidOf('IL', ['VILLAGE OF ARLINGTON HEIGHTS'], ['17031'])).toBe('1702154');
  });

  it('finds a place whose Census name adds "City" or "Village", within the entry\'s counties only', () => {
    expect(geoidOf('TX', ['Pecos'], ['48389'])).toBe('4873493');
    expect(geoidOf('TX', ['Spring Valley'], ['48201'])).toBe('4869830');
    expect(geoidOf('TX', ['Pecos'])).toBeNull();
  });

  it("knows the Gazetteer's second names and the tables' own spellings (ALIASES)", () => {
    expect(geoidOf('CA', ['Paso Robles'], ['06079'])).toBe('0622300');
    expect(geoidOf('CA', ['Angels Camp'], ['06009'])).toBe('0602112');
    expect(geoidOf('IL', ['New Millford'], ['17201'])).toBe('1752701');
  });

  it("refuses a name with two places in the entry's counties or the state, and an entry of several places", () => {
    expect(matchPlace({ state: 'IL', names: ['Windsor'], counties: ['17131', '17173'] })).toEqual({
      geoid: null,
      reason: '2 incorporated places are called Windsor in its counties: Windsor (1782309), Windsor (1782322)',
    });
    expect(matchPlace({ state: 'IL', names: ['Windsor'] }).geoid).toBeNull();
    expect(matchPlace({ state: 'NV', names: ['Las Vegas', 'Henderson'] })).toEqual({
      geoid: null,
      reason: 'its names are several incorporated places: Las Vegas (3240000), Henderson (3231900)',
    });
  });

  it('says when no incorporated place has the name there (a CDP, a town that is a county subdivision)', () => {
    expect(matchPlace({ state: 'HI', names: ['Honolulu'] })).toEqual({
      geoid: null,
      reason: 'no incorporated Census place of HI is called Honolulu',
    });
    expect(matchPlace({ state: 'VT', names: ['Williston'], counties: ['50007'] }).geoid).toBeNull();
    // Scottsdale is not in Pima County.
    expect(geoidOf('AZ', ['Scottsdale'], ['04019'])).toBeNull();
  });

  it("places by the GEOID's state part (Cordova, AK, whose county the Census extract reads as Arizona's)", () => {
    expect(geoidOf('AK', ['Cordova'], ['02063'])).toBe('0217410');
  });
});

describe('withGeoid and perCensusPlace', () => {
  const entry: { names: string[]; geoid?: string; jurisdictions: string[]; counties: string[]; sources: string[] } = {
    names: ['Scottsdale'],
    jurisdictions: ['x'],
    counties: ['04013'],
    sources: ['s'],
  };

  it('puts the GEOID right after the names, and changes nothing run on its own result', () => {
    const once = withGeoid('AZ', entry);
    expect(Object.keys(once)).toEqual(['names', 'geoid', 'jurisdictions', 'counties', 'sources']);
    expect(once.geoid).toBe('0465000');
    expect(withGeoid('AZ', once)).toEqual(once);
  });

  it('removes a GEOID the names do not give', () => {
    expect(withGeoid('AZ', { ...entry, names: ['Nowhere'], geoid: '0465000' })).toEqual({ ...entry, names: ['Nowhere'] });
  });

  it('splits an entry of two same-named places in counties of their own, one entry per place', () => {
    const windsor = { names: ['Windsor'], jurisdictions: [], counties: ['17131', '17173'], sources: ['s'] };
    const parts = perCensusPlace('IL', windsor);
    expect(parts).toEqual([
      { names: ['Windsor'], geoid: '1782309', jurisdictions: [], counties: ['17131'], sources: ['s'] },
      { names: ['Windsor'], geoid: '1782322', jurisdictions: [], counties: ['17173'], sources: ['s'] },
    ]);
    expect(parts.flatMap((p) => perCensusPlace('IL', p))).toEqual(parts);
    expect(perCensusPlace('AZ', entry)).toEqual([withGeoid('AZ', entry)]);
  });
});
