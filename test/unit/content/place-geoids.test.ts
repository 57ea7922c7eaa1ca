// The Census place GEOIDs of the US place entries (the key of local content): the committed content is
// what scripts/place-geoids.ts makes of it, docs/places-without-geoid.md lists the entries without one,
// and the validator refuses a GEOID that names no incorporated place of the entry's state and counties,
// or one two entries share.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CENSUS_FILES,
  PLACES_WITHOUT_GEOID_DOC,
  placesWithoutGeoidDoc,
  stateFiles,
  withPlaceGeoids,
} from '../../../scripts/place-geoids.ts';
import { builtInContentFolder, readContentFolder } from '../../../src/tax/content/built-in.ts';
import { formatJson } from '../../../src/tax/content/format.ts';
import type { JurisdictionFile } from '../../../src/tax/content/schema.ts';
import { validateContent } from '../../../src/tax/content/validate.ts';
import { withoutReferenceData } from '../../support/reference-data.ts';

describe('place GEOIDs in the built-in content', () => {
  it('are what scripts/place-geoids.ts sets: running it again changes no file (npx tsx scripts/place-geoids.ts)', () => {
    const changed = stateFiles()
      .filter(([state, file]) => formatJson(withPlaceGeoids(state, file)) !== formatJson(file))
      .map(([state]) => state);
    expect(changed).toEqual([]);
  });

  it('key nearly every entry: those without one are the few docs/places-without-geoid.md explains', () => {
    const without = stateFiles().flatMap(([state, file]) => (file.places ?? []).filter((p) => p.geoid === undefined).map(() => state));
    expect(without.length).toBeLessThan(30);
  });

  it.skipIf(withoutReferenceData(...CENSUS_FILES))('docs/places-without-geoid.md is current (npx tsx scripts/place-geoids.ts)', () => {
    expect(readFileSync(PLACES_WITHOUT_GEOID_DOC, 'utf8')).toBe(placesWithoutGeoidDoc());
  });
});

describe('the validator on place GEOIDs', () => {
  const files = readContentFolder(builtInContentFolder());
  const az = JSON.parse(files.find((f) => f.path === 'us/az.json')!.text) as JurisdictionFile;
  const phoenix = az.places!.findIndex((p) => p.names[0] === 'Phoenix');
  const mesa = az.places!.findIndex((p) => p.names[0] === 'Mesa');

  /** The problems of the built-in content with Arizona's place entries changed. */
  function problemsWith(change: (places: NonNullable<JurisdictionFile['places']>) => void) {
    const places = structuredClone(az.places!);
    change(places);
    const text = formatJson({ ...az, places });
    const report = validateContent(files.map((f) => (f.path === 'us/az.json' ? { ...f, text } : f)));
    return report.problems.map((p) => `${p.path} ${p.at}: ${p.message}`);
  }

  it('passes the shipped GEOIDs (Phoenix is 0455000)', () => {
    expect(az.places![phoenix]!.geoid).toBe('0455000');
    expect(problemsWith(() => {})).toEqual([]);
  });

  it('refuses a GEOID that is not seven digits', () => {
    expect(
      problemsWith((p) => {
        p[phoenix]!.geoid = '455000';
      }),
    ).toEqual([`us/az.json places[${phoenix}].geoid: Expected a Census place GEOID (seven digits: state and place FIPS)`]);
  });

  it("refuses a GEOID of another state (its state part is not the file's state's FIPS code)", () => {
    expect(
      problemsWith((p) => {
        p[phoenix]!.geoid = '4835000';
      }),
    ).toEqual([`us/az.json places[${phoenix}] (Phoenix).geoid: 4835000 is not a place of AZ: its state part 48 is not AZ's FIPS code 04`]);
  });

  it('refuses a GEOID that is no incorporated Census place (a CDP, or none)', () => {
    // 0480095: Village of Oak Creek (Big Park), a census-designated place.
    expect(
      problemsWith((p) => {
        p[phoenix]!.geoid = '0480095';
      }),
    ).toEqual([
      `us/az.json places[${phoenix}] (Phoenix).geoid: 0480095 is no incorporated Census place (src/tax/data/us-geography.json lists every one)`,
    ]);
  });

  it("refuses a place outside the entry's counties", () => {
    // Tucson (0477000) lies in Pima County, Phoenix's entry in Maricopa.
    expect(
      problemsWith((p) => {
        p[phoenix]!.geoid = '0477000';
      }),
    ).toEqual([
      `us/az.json places[${phoenix}] (Phoenix).geoid: 0477000 (Tucson) lies in county 04019, none of the entry's counties (04013)`,
    ]);
  });

  it('refuses two entries of one place, unless they are its parts in different counties', () => {
    expect(
      problemsWith((p) => {
        p[mesa]!.geoid = '0455000';
      }),
    ).toEqual([
      `us/az.json places[${mesa}] (Mesa).geoid: 0455000 is also places[${phoenix}] (Phoenix)'s: two entries may share a Census place only as its parts in different counties`,
    ]);
    // Peoria lies in Maricopa and Yavapai: an entry for each county's part may share its GEOID.
    const peoria = az.places!.findIndex((p) => p.names[0] === 'Peoria');
    expect(
      problemsWith((p) => {
        p.push({ ...p[peoria]!, names: ['Peoria'], counties: ['04025'] });
      }),
    ).toEqual([]);
  });
});
