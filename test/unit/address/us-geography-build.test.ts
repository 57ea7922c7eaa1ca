// The committed ZIP geography (src/tax/data/us-geography.json) is what scripts/build-us-geography.ts
// builds from the official files in ../shared/reference/data, byte for byte; and what it says about
// the ZIP codes the issue names is what those files say.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildUsGeography } from '../../../scripts/build-us-geography.ts';
import { censusPlace } from '../../../src/tax/address/census-places.ts';
import { encodeUsGeography } from '../../../src/tax/address/us-geography-format.ts';
import { zipGeography, zipGeographyStates } from '../../../src/tax/address/us-geography.ts';
import { withoutReferenceData } from '../../support/reference-data.ts';

const COMMITTED = join(import.meta.dirname, '..', '..', '..', 'src', 'tax', 'data', 'us-geography.json');
const FILES = [
  'census/zcta-place-2020/zcta_places.csv',
  'census/zcta-place-2010/zcta_places.csv',
  'census/gazetteer-2025/2025_Gaz_place_national.txt',
  'hud/ZIP_COUNTY_032023.csv',
  'usps/ZIP_Locale_Detail.csv',
];

describe.skipIf(withoutReferenceData(...FILES))('the ZIP geography built from the official files', () => {
  it('is the committed table, byte for byte (npx tsx scripts/build-us-geography.ts rebuilds it)', () => {
    expect(encodeUsGeography(buildUsGeography()) === readFileSync(COMMITTED, 'utf8')).toBe(true);
  }, 60_000);
});

describe('the committed ZIP geography', () => {
  it('85251: all in Maricopa County by its addresses, its land mostly Scottsdale, partly Phoenix', () => {
    const z = zipGeography('85251')!;
    expect([z.state, z.city, z.countyBasis, z.counties.map((c) => c.fips)]).toEqual(['AZ', 'Scottsdale', 'addresses', ['04013']]);
    expect(z.places!.map((p) => censusPlace(p.geoid)!.name)).toEqual(['Scottsdale', 'Phoenix']);
    expect(z.places![0]!.people! > 0.9 && z.places![1]!.land > 0).toBe(true);
  });

  it('90002: the City of Los Angeles, Lynwood and South Gate by land, not unincorporated county alone', () => {
    const names = zipGeography('90002')!.places!.map((p) => censusPlace(p.geoid)!.name);
    expect(names).toContain('Los Angeles');
    expect(names.length).toBeGreaterThan(1);
  });

  it('27021 King, NC: Stokes and Forsyth counties by addresses', () => {
    expect(zipGeography('27021')!.counties.map((c) => c.fips)).toEqual(['37169', '37067']);
  });

  it('45275 and 20588: PO-box ZIP codes HUD places across the state line (Kentucky, Maryland), without Census land', () => {
    expect([zipGeographyStates('45275'), zipGeographyStates('20588')]).toEqual([['OH', 'KY'], ['MD']]);
    expect(zipGeography('45275')!.places).toBeNull();
  });

  it('holds every incorporated place the ZIP codes reach, and only those (a CDP levies nothing)', () => {
    // 0100100 Abanda, AL, is a census-designated place; 0100124 Abbeville, AL, a city.
    expect([censusPlace('0100100'), censusPlace('0100124')?.name]).toEqual([null, 'Abbeville']);
  });
});
