// California's large cities: their built-in district taxes (content/us/ca.json: its places) over
// the county-wide ones (its county map). Tangible goods of 10000 cents on 2026-11-01 to the city's
// downtown ZIP code, alone and as a full address, answer the combined rate with no uncertainty.
// Figures and sources: the content file.
import { describe, expect, it } from 'vitest';
import { zipGeography } from '../../../src/tax/address/us-geography.ts';
import { countyName } from '../../../src/tax/address/zip-places.ts';
import { jurisdiction } from '../../../src/tax/jurisdictions.ts';
import { cityDataOf, countyTaxesOf, unknownSources } from '../../support/content.ts';
import { goodsTax, expectPlaced } from './fixtures.ts';

const CA_CITIES = cityDataOf('CA');
const CA_COUNTY_TAXES = countyTaxesOf('CA');

const tax = goodsTax;

const CITIES: [city: string, zip: string, cents: number, note: string][] = [
  ['Long Beach', '90802', 1050, '7.25 + LA County 2.5 + Measure A 0.75'],
  ['Oakland', '94612', 1075, '7.25 + Alameda County 3 + Measure A (2025) 0.5'],
  ['Bakersfield', '93301', 825, '7.25 + Measure N 1'],
  ['Anaheim', '92805', 775, '7.25 + Orange County Measure M 0.5'],
  ['Riverside', '92501', 875, '7.25 + Riverside County Measure A 0.5 + Measure Z 1'],
  ['Santa Ana', '92701', 925, '7.25 + Measure M 0.5 + Measure X 1.5'],
  ['Chula Vista', '91910', 875, '7.25 + TransNet 0.5 + Measures P and A 0.5 each'],
  ['Fremont', '94538', 1025, '7.25 + Alameda County 3'],
  ['San Bernardino', '92401', 875, '7.25 + Measure I 0.5 + Measure S 1'],
  ['Modesto', '95354', 888, '7.25 + Stanislaus County 0.625 + Measure H 1 = 8.875'],
  ['Fontana', '92335', 875, '7.25 + Measure I 0.5 + city 1'],
  ['Escondido', '92025', 875, '7.25 + TransNet 0.5 + city 1'],
  ['Glendale', '91203', 1050, '7.25 + LA County 2.5 + Measure S 0.75'],
  ['Elk Grove', '95624', 875, '7.25 + Sacramento County Measure A 0.5 + Measure E 1'],
  ['Palmdale', '93550', 1125, '7.25 + LA County 2.5 + city 1.5'],
  ['Burbank', '91502', 1050, '7.25 + LA County 2.5 + city 0.75'],
  ['Pasadena', '91101', 1050, '7.25 + LA County 2.5 + city 0.75'],
  ['Downey', '90241', 1050, '7.25 + LA County 2.5 + city 0.75'],
  ['El Monte', '91731', 1050, '7.25 + LA County 2.5 + city 0.75'],
  ['Inglewood', '90301', 1025, '7.25 + LA County 2.5 + city 0.5'],
  ['Hayward', '94545', 1075, '7.25 + Alameda County 3 + city 0.5'],
  ['Fresno', '93721', 835, '7.25 + Fresno County 0.725 + Measure P 0.375'],
  ['Stockton', '95202', 900, '7.25 + Measure K and city Measures W, A, M 1.75'],
  ['Corona', '92882', 875, '7.25 + Riverside County Measure A 0.5 + city 1'],
  ['Garden Grove', '92840', 875, '7.25 + Measure M 0.5 + Measure O 1'],
  ['Ontario', '91764', 875, '7.25 + Measure I 0.5 + Measure Q 1'],
  ['Irvine', '92614', 775, '7.25 + Measure M 0.5'],
  ['Huntington Beach', '92648', 775, '7.25 + Measure M 0.5'],
  ['Fullerton', '92832', 775, '7.25 + Measure M 0.5'],
  ['Sunnyvale', '94086', 975, '7.25 + Santa Clara County 1.875 + Measure A 0.625'],
  ['Santa Clara', '95050', 975, '7.25 + Santa Clara County 1.875 + Measure A 0.625'],
  ['Berkeley', '94704', 1025, '7.25 + Alameda County 3'],
  ['Roseville', '95678', 775, '7.25 + Measure B 0.5'],
  // Pomona's downtown ZIP code 91766 reaches 4% into San Bernardino County (uncertain); 91768 lies wholly in Los Angeles County.
  ['Pomona', '91768', 1050, '7.25 + LA County 2.5 + city 0.75'],
  ['Concord', '94520', 975, '7.25 + Contra Costa County 1.5 + Measure V 1'],
  ['Antioch', '94509', 975, '7.25 + Contra Costa County 1.5 + city 1'],
  ['Richmond', '94804', 975, '7.25 + Contra Costa County 1.5 + city 1'],
  ['Simi Valley', '93065', 725, '7.25, no district tax'],
  ['Oceanside', '92054', 825, '7.25 + TransNet 0.5 + Measure X 0.5'],
  ['El Cajon', '92020', 825, '7.25 + TransNet 0.5 + city 0.5'],
  ['Carlsbad', '92008', 775, '7.25 + TransNet 0.5'],
  // Murrieta's 92562 reaches 19% into San Diego County (uncertain); 92563 is wholly in Riverside County.
  ['Murrieta', '92563', 875, '7.25 + Riverside County Measure A 0.5 + Measure T 1'],
  ['Temecula', '92591', 875, '7.25 + Riverside County Measure A 0.5 + Measure S 1'],
  ['Menifee', '92584', 875, '7.25 + Riverside County Measure A 0.5 + Measure DD 1'],
  ['Fairfield', '94533', 838, '7.25 + Solano County 0.125 + city 1 = 8.375'],
  ['Victorville', '92392', 875, '7.25 + Measure I 0.5 + Measure P 1'],
  ['Rancho Cucamonga', '91730', 775, '7.25 + Measure I 0.5'],
];

describe('California cities: tangible goods on 2026-11-01, to the cent', () => {
  it.each(CITIES)('%s by its ZIP code %s alone: %i cents (%s)', (_city, zip, cents) => {
    const calc = tax({ country: 'US', postalCode: zip });
    expect(calc.customerAddress.region).toBe('CA');
    expectPlaced(calc, cents);
  });

  it.each(CITIES)('%s, CA %s as a full address: %i cents', (city, zip, cents) => {
    const calc = tax({ country: 'US', line1: '100 Main Street', city, region: 'CA', postalCode: zip });
    expectPlaced(calc, cents);
  });

  it('keeps the cities of the first pass (Los Angeles, San Diego, San Francisco, San Jose, Sacramento, Lancaster) at their rates', () => {
    for (const [zip, cents] of [
      ['90012', 975],
      ['92101', 775],
      ['94102', 863],
      ['95113', 1000],
      ['95814', 875],
      ['93534', 1125],
    ] as const) {
      const calc = tax({ country: 'US', postalCode: zip });
      expectPlaced(calc, cents);
    }
  });

  it.each([
    ['Norwalk', '90650', 'Santa Fe Springs', 1050],
    ['San Francisco', '94112', 'Daly City', 863],
    ['Huntington Beach', '92647', 'Westminster', 775],
  ])(
    "answers %s's ZIP code %s, which the USPS city list says also reaches %s, with the city's rate, sure: the Census puts its land in the city alone",
    (_city, zip, _other, cents) => {
      const calc = tax({ country: 'US', postalCode: zip });
      expect([calc.uncertainty, calc.taxAmountToCollect]).toEqual([null, cents]);
    },
  );

  it("places a ZIP code of unincorporated land by the county's unincorporated rate (CDTFA's table), sure", () => {
    // Ladera Ranch (Orange County, unincorporated): the Census puts no land of 92694 in a city, and CDTFA's
    // Orange County rate is its unincorporated area's.
    const calc = tax({ country: 'US', postalCode: '92694' });
    expect(calc.uncertainty).toBeNull();
    expect(calc.taxAmountToCollect).toBe(775);
  });

  it.each([
    ['93241', 'Lamont', 'Kern', 825],
    ['95005', 'Ben Lomond', 'Santa Cruz', 950],
    ['93924', 'Carmel Valley', 'Monterey', 875],
  ])(
    "places %s (%s, %s County, land outside every city) by its county's Unincorporated Area row, the area's own 1 %% district tax included: %i cents, sure",
    (zip, _name, _county, cents) => {
      const calc = tax({ country: 'US', postalCode: zip });
      expect([calc.uncertainty, calc.taxAmountToCollect]).toEqual([null, cents]);
    },
  );

  it("answers a city at its county's rate by its entry without jurisdictions (CDTFA's table, effective 2026-01-01: Mission Viejo 7.75%): sure, since the Census puts 92691's land in Mission Viejo and Laguna Hills, which carry the same taxes", () => {
    const calc = tax({ country: 'US', postalCode: '92691' });
    expectPlaced(calc, 775);
  });
});

describe("a ZIP code of post office boxes, placed where its post office stands (USPS's locale file)", () => {
  it('91404, the boxes of the Van Nuys civic center post office (6531 Van Nuys Blvd, in 91401): as 91401, sure', () => {
    expect(zipGeography('91404')).toMatchObject({ places: null, postOffice: '91401' });
    const box = tax({ country: 'US', postalCode: '91404' });
    const office = tax({ country: 'US', postalCode: '91401' });
    expect([box.uncertainty, box.taxAmountToCollect]).toEqual([null, office.taxAmountToCollect]);
    expect(box.taxAmountToCollect).toBe(975);
  });

  it("91359 Westlake Village, whose boxes are at the Thousand Oaks post office (in 91362, which reaches Westlake Village too): 91362's answer, the doubt naming both ZIP codes", () => {
    expect(zipGeography('91359')).toMatchObject({ places: null, postOffice: '91362' });
    const box = tax({ country: 'US', postalCode: '91359' });
    const office = tax({ country: 'US', postalCode: '91362' });
    expect(box.taxAmountToCollect).toBe(office.taxAmountToCollect);
    expect(box.uncertainty?.message).toContain(
      "ZIP code 91359 is a post office's boxes, placed where its post office stands: ZIP code 91362 reaches",
    );
    expect(box.uncertainty?.candidates).toEqual(office.uncertainty?.candidates);
  });
});

describe('California changes since 2024, on their dates', () => {
  it.each([
    ['Oakland before its Measure A', '94612', '2025-09-30', 1025],
    ['Oakland from 2025-10-01', '94612', '2025-10-01', 1075],
    ['Palmdale before 2025-04-01', '93550', '2025-03-31', 1025],
    ['Palmdale from 2025-04-01', '93550', '2025-04-01', 1125],
    ['Fontana before its city tax', '92335', '2025-03-31', 775],
    ['Fontana from 2025-04-01', '92335', '2025-04-01', 875],
    ['Escondido before its city tax', '92025', '2025-03-31', 775],
    ['Escondido from 2025-04-01', '92025', '2025-04-01', 875],
    ['Downey before 2025-04-01', '90241', '2025-03-31', 1000],
    ['Downey from 2025-04-01', '90241', '2025-04-01', 1050],
    ['El Monte before 2025-04-01', '91731', '2025-03-31', 1000],
    ['Glendale before LA County Measure A', '91203', '2025-03-31', 1025],
    ['Long Beach before LA County Measure A', '90802', '2025-03-31', 1025],
    ['Santa Ana when Measure X drops to 1% (2029-04-01)', '92701', '2029-04-01', 875],
    ['Sunnyvale before Santa Clara County Measure A', '94086', '2026-03-31', 913],
  ])('%s (%s on %s): %i cents', (_name, zip, date, cents) => {
    expect(tax({ country: 'US', postalCode: zip }, { date }).taxAmountToCollect).toBe(cents);
  });
});

describe('California county file', () => {
  const data = CA_COUNTY_TAXES;
  const own = new Map(data.jurisdictions.map((j) => [j.id, j]));

  it('is not complete: cities add district taxes all over the state', () => {
    expect(data.state).toBe('CA');
    expect(data.complete).toBe(false);
  });

  it('lists only California counties, by their Census FIPS codes', () => {
    for (const fips of Object.keys(data.counties)) {
      expect(fips).toMatch(/^06\d{3}$/);
      expect(countyName(fips)).not.toBeNull();
    }
  });

  it('refers only to defined jurisdictions, and uses each of its own', () => {
    const used = new Set([...Object.values(data.counties), ...Object.values(data.unincorporatedTaxes ?? {})].flat());
    for (const id of used) expect(jurisdiction(id), id).toBeDefined();
    expect([...own.keys()].filter((id) => !used.has(id))).toEqual([]);
    expect(own.size).toBe(data.jurisdictions.length);
  });

  it('holds state-registered district taxes with sourced rates', () => {
    for (const j of [...data.jurisdictions, ...CA_CITIES.jurisdictions]) {
      expect(j.id.startsWith('us-CA-')).toBe(true);
      expect(j.registrationIds).toEqual(['us-CA']);
      expect(j.inheritsFrom).toBe('us-CA');
      for (const t of j.taxes) {
        t.rates.forEach((r, i) => {
          expect(r.rate).toMatch(/^\d+\.\d+$/);
          expect(Number(r.rate)).toBeGreaterThan(0);
          expect(r.source).toMatch(/^https?:\/\//);
          expect(unknownSources(r), r.source).toEqual([]);
          if (r.from !== null && r.to !== null) expect(r.from < r.to).toBe(true);
          const next = t.rates[i + 1];
          if (next !== undefined) expect(next.from).toBe(r.to);
        });
      }
    }
  });

  it('gives every place entry a county (but the first six, whose USPS names cover no other area with other taxes), and names only defined jurisdictions', () => {
    const withoutCounty = CA_CITIES.places.filter((p) => p.counties === undefined).map((p) => p.names[0]);
    expect(withoutCounty.sort()).toEqual(['Culver City', 'Lancaster', 'Los Angeles', 'Sacramento', 'San Diego', 'San Jose']);
    for (const place of CA_CITIES.places) {
      if (place.counties !== undefined) expect(place.counties.length).toBeGreaterThan(0);
      for (const id of place.jurisdictions) expect(jurisdiction(id), id).toBeDefined();
    }
  });
});
