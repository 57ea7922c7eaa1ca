// Built-in local taxes of the South: large cities and capitals of Alabama, Arkansas, Louisiana,
// Mississippi, Tennessee and Oklahoma. Tangible goods of 10000 cents on 2026-11-01 to the city's
// downtown ZIP code, alone and as a full address, answer the combined rate with no uncertainty.
// Figures and sources: src/tax/data/us-cities/{al,ar,la,ms,tn,ok}.ts (Birmingham, Baton Rouge, New
// Orleans, Nashville, Memphis, Oklahoma City and Tulsa: us-local.ts and us-cities.test.ts).
import { describe, expect, it } from 'vitest';
import { goodsTax, placedByZip } from './fixtures.ts';

const tax = goodsTax;

const CITIES: [city: string, state: string, zip: string, cents: number, note: string][] = [
  ['Knoxville', 'TN', '37902', 925, '7 + Knox County / Knoxville 2.25'],
  ['Chattanooga', 'TN', '37402', 925, '7 + Hamilton County / Chattanooga 2.25'],
  ['Clarksville', 'TN', '37040', 950, '7 + Montgomery County / Clarksville 2.5'],
  ['Murfreesboro', 'TN', '37130', 975, '7 + Rutherford County / Murfreesboro 2.75'],
  ['Huntsville', 'AL', '35801', 900, '4 + city 4.5 + Madison County 0.5'],
  ['Montgomery', 'AL', '36104', 1000, '4 + city 3.5 + county 2.5'],
  ['Mobile', 'AL', '36602', 1000, '4 + county and city 6'],
  ['Tuscaloosa', 'AL', '35401', 1000, '4 + county and city 6'],
  ['Jackson', 'MS', '39201', 800, '7 + special infrastructure tax 1'],
  ['Shreveport', 'LA', '71101', 960, '5 + school board 1.5 + law enforcement 0.35 + city 2.75'],
  ['Lafayette', 'LA', '70501', 900, '5 + school board 2 + city 2'],
  ['Norman', 'OK', '73069', 875, '4.5 + city 4.125 + Cleveland County 0.125'],
  ['Little Rock', 'AR', '72201', 863, '6.5 + Pulaski County 1 + city 1.125 = 8.625'],
  ['Fayetteville', 'AR', '72701', 975, '6.5 + Washington County 1.25 + city 2'],
];

describe('South large cities and capitals: tangible goods on 2026-11-01, to the cent', () => {
  placedByZip(CITIES);
});

describe('changes since 2024, on their dates', () => {
  it.each([
    ['Shreveport before the Louisiana state rate change (4.45 + local 4.60)', '71101', '2024-12-31', 905],
    ['Shreveport from 2025-01-01 (5 + local 4.60)', '71101', '2025-01-01', 960],
  ])('%s', (_what, zip, date, cents) => {
    const calc = tax({ country: 'US', postalCode: zip }, { date });
    expect(calc.taxAmountToCollect).toBe(cents);
  });

  it('Jackson, Mississippi: the special infrastructure tax ends on 2035-07-01', () => {
    expect(tax({ country: 'US', postalCode: '39201' }, { date: '2035-06-30' }).taxAmountToCollect).toBe(800);
    expect(tax({ country: 'US', postalCode: '39201' }, { date: '2035-07-01' }).taxAmountToCollect).toBe(700);
  });
});
