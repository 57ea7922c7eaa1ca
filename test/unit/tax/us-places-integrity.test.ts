// The hand-written place and county data hold together: every id they name exists, every county
// they name is one of the state's, and every ZIP code listed as reaching beyond a place carries
// that place's name (a typo there would silently never apply).
import { describe, expect, it } from 'vitest';
import table from '../../../src/tax/data/generated/zip-places.json' with { type: 'json' };
import { zipPlaces } from '../../../src/tax/address/zip-places.ts';
import { normalizeName } from '../../../src/tax/address/us.ts';
import { jurisdiction } from '../../../src/tax/index.ts';
import { usCountyTaxes, usPlaces } from '../../support/content.ts';

const PLACES = usPlaces();
const US_COUNTY_TAXES = usCountyTaxes();
// County FIPS -> [name, USPS state] (the ZIP table's county list).
const COUNTIES = table.counties as unknown as Record<string, [string, string]>;

describe('built-in US places', () => {
  it('name only jurisdictions that exist, each of the place’s state', () => {
    const wrong = PLACES.flatMap((p) =>
      p.jurisdictions
        .filter((id) => jurisdiction(id) === undefined || !id.startsWith(`us-${p.state}-`))
        .map((id) => `${p.names[0]}, ${p.state}: ${id}`),
    );
    expect(wrong).toEqual([]);
  });

  it('limit themselves only to counties of their state', () => {
    const wrong = PLACES.flatMap((p) =>
      (p.counties ?? []).filter((fips) => COUNTIES[fips]?.[1] !== p.state).map((fips) => `${p.names[0]}, ${p.state}: ${fips}`),
    );
    expect(wrong).toEqual([]);
  });

  it('list as partly outside only ZIP codes that carry the place’s name, in its state and counties', () => {
    const wrong = PLACES.flatMap((p) =>
      (p.partlyOutside === 'unknown' ? [] : (p.partlyOutside ?? []))
        .filter((zip) => {
          const z = zipPlaces(zip);
          const named = z !== null && z.state === p.state && p.names.some((n) => normalizeName(n) === normalizeName(z.city));
          const inCounty = p.counties === undefined || (z !== null && p.counties.includes(z.counties[0]!.fips));
          return !named || !inCounty;
        })
        .map((zip) => `${p.names[0]}, ${p.state}: ${zip}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('built-in county files', () => {
  it('name only jurisdictions that exist, for counties of their own state', () => {
    const wrong = US_COUNTY_TAXES.flatMap((c) =>
      Object.entries(c.counties).flatMap(([fips, ids]) => [
        ...(COUNTIES[fips]?.[1] !== c.state ? [`${c.state} ${fips}: not a county of the state`] : []),
        ...ids.filter((id) => jurisdiction(id) === undefined || !id.startsWith(`us-${c.state}-`)).map((id) => `${c.state} ${fips}: ${id}`),
      ]),
    );
    expect(wrong).toEqual([]);
  });
});
