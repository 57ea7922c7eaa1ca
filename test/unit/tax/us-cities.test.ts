// Built-in local taxes of large US cities that answered only their state's rate. Tangible goods of
// 10000 cents on 2026-11-01 to the city's downtown ZIP code, alone and as a full address, answer
// the combined rate with no uncertainty. Figures and sources: src/tax/data/us-local.ts.
import { describe, expect, it } from 'vitest';
import { byCityName, goodsTax, placedByZip } from './fixtures.ts';

const tax = goodsTax;

const CITIES: [city: string, state: string, zip: string, cents: number, note: string][] = [
  ['San Diego', 'CA', '92101', 775, '7.25 + TransNet 0.5'],
  ['San Francisco', 'CA', '94102', 863, '7.25 + district taxes 1.375 = 8.625'],
  ['San Jose', 'CA', '95113', 1000, '7.25 + VTA/Caltrain/county 1.875 + Measure A 0.625 + city 0.25'],
  ['Sacramento', 'CA', '95814', 875, '7.25 + Measure A 0.5 + Measure U 1'],
  ['San Antonio', 'TX', '78205', 825, '6.25 + city 1.125 + MTA 0.5 + ATD 0.375'],
  ['Fort Worth', 'TX', '76102', 825, '6.25 + city 1 + crime control 0.5 + Trinity Metro 0.5'],
  ['Las Vegas', 'NV', '89101', 838, '6.85 + Clark County 1.525 = 8.375'],
  ['Minneapolis', 'MN', '55401', 903, '6.875 + 0.15 + 0.5 + 0.75 + 0.25 + 0.5 = 9.025'],
  ['Tacoma', 'WA', '98402', 1050, '6.5 + local 3.9 + Pierce County public safety 0.1'],
  ['Spokane', 'WA', '99201', 910, '6.5 + local 2.6'],
  ['Boulder', 'CO', '80302', 920, '2.9 + RTD 1 + SCFD 0.1 + county 1.335 + city 3.86 = 9.195'],
  ['Colorado Springs', 'CO', '80903', 820, '2.9 + El Paso 1.23 + PPRTA 1 + city 3.07'],
  ['Kansas City', 'MO', '64106', 898, '4.225 + Jackson County and city 4.625 + zoo district 0.125 = 8.975'],
  ['St. Louis', 'MO', '63101', 968, '4.225 + city 5.454 = 9.679'],
  ['Oklahoma City', 'OK', '73102', 863, '4.5 + city 4.125'],
  ['Tulsa', 'OK', '74103', 852, '4.5 + county 0.367 + city 3.65 = 8.517'],
  ['Omaha', 'NE', '68102', 700, '5.5 + city 1.5'],
];

describe('large cities: tangible goods on 2026-11-01, to the cent', () => {
  placedByZip(CITIES);

  byCityName(CITIES);
});

describe('changes since 2024, on their dates', () => {
  it.each([
    ['San Jose before Santa Clara County Measure A', '95113', '2026-03-31', 938],
    ['San Jose from Measure A (2026-04-01)', '95113', '2026-04-01', 1000],
    ['San Antonio before the 1/8 cent moved to the ATD', '78205', '2025-12-31', 825],
    ['Tacoma before its 0.1% criminal justice tax', '98402', '2026-03-31', 1030],
    ['Tacoma from 2026-04-01', '98402', '2026-04-01', 1040],
    ['Spokane before Spokane County Measure 1 (2024-04-01)', '99201', '2024-03-31', 880],
    ['Spokane with Measure 1', '99201', '2024-04-01', 900],
    ['Spokane with the city community safety tax (2025-04-01)', '99201', '2025-04-01', 910],
    ['Boulder before the Boulder County increase of 2026-01-01', '80302', '2025-12-31', 905],
    ['Minneapolis before the metro-area taxes of 2023-10-01', '55401', '2023-09-30', 803],
  ])('%s (%s on %s): %i cents', (_name, zip, date, cents) => {
    expect(tax({ country: 'US', postalCode: zip }, { date }).taxAmountToCollect).toBe(cents);
  });

  it('San Antonio keeps 8.25% while the city’s part moves to the Advanced Transportation District', () => {
    const shares = (date: string) =>
      Object.fromEntries(
        tax({ country: 'US', postalCode: '78205' }, { date }).lineItems[0]!.jurises.map((j) => [
          j.jurisdiction.id,
          j.taxes[0]?.amount.toFixed(),
        ]),
      );
    expect(shares('2025-12-31')).toMatchObject({
      'us-TX-city-of-san-antonio': '125',
      'us-TX-san-antonio-advanced-transportation-district': '25',
    });
    expect(shares('2026-01-01')).toMatchObject({
      'us-TX-city-of-san-antonio': '112.5',
      'us-TX-san-antonio-advanced-transportation-district': '37.5',
    });
  });
});

describe('the state and its local parts', () => {
  it('Las Vegas: Nevada’s 6.85% minimum is the state’s, Clark County adds only 1.525%', () => {
    const jurises = tax({ country: 'US', postalCode: '89101' }).lineItems[0]!.jurises;
    expect(jurises.map((j) => [j.jurisdiction.id, j.taxes[0]?.amount.toFixed()])).toEqual([
      ['us-NV', '685'],
      ['us-NV-clark-county', '152.5'],
    ]);
  });

  it('Boulder and Colorado Springs collect their own city tax (home rule), registered apart from Colorado', () => {
    const ids = (zip: string) =>
      tax({ country: 'US', postalCode: zip }).lineItems[0]!.jurises.map((j) => [j.jurisdiction.id, j.jurisdiction.registrationIds]);
    expect(ids('80302')).toContainEqual(['us-CO-city-of-boulder', ['us-CO-city-of-boulder']]);
    expect(ids('80903')).toContainEqual(['us-CO-city-of-colorado-springs', ['us-CO-city-of-colorado-springs']]);
    expect(ids('80302')).toContainEqual(['us-CO-boulder-county', ['us-CO']]);
  });

  it.each([
    ['Boulder taxes SaaS although Colorado does not: the city’s 3.86% alone', '80302', 386],
    ['Colorado Springs too: its 3.07% alone', '80903', 307],
    ['Minneapolis follows Minnesota: SaaS not taxed', '55401', 0],
    ['Tacoma follows Washington: SaaS taxed in full', '98402', 1050],
    ['San Antonio follows Texas: 80% of the price', '78205', 660],
  ])('%s', (_name, zip, cents) => {
    expect(tax({ country: 'US', postalCode: zip }, { product: 'saas-b2b' }).taxAmountToCollect).toBe(cents);
  });

  it('California SaaS from 2027-01-01 carries the district taxes (San Francisco 8.625%)', () => {
    expect(tax({ country: 'US', postalCode: '94102' }, { product: 'saas-b2b', date: '2027-01-01' }).taxAmountToCollect).toBe(863);
  });
});

describe('ZIP codes named after a city that also reach its neighbours', () => {
  it.each([
    ['Atlanta 30328: all Sandy Springs by the Census, whose own taxes Levy lacks', '30328', /ZIP code 30328 lies in Sandy Springs/],
    ['Minneapolis 55420: all Bloomington by the Census', '55420', /ZIP code 55420 lies in Bloomington/],
    ['Saint Paul 55113: mostly Roseville', '55113', /ZIP code 55113 reaches places with different local taxes: Roseville \(85\.7%\)/],
    [
      'Phoenix 85086: mostly unincorporated Maricopa County (Anthem)',
      '85086',
      /ZIP code 85086 reaches places with different local taxes: Maricopa County outside any city \(77\.2%\), Phoenix \(21\.8%\)/,
    ],
  ])('%s: not the named city’s taxes, and uncertain with the reason', (_name, zip, reason) => {
    const calc = tax({ country: 'US', postalCode: zip });
    expect(calc.uncertainty?.message).toMatch(reason);
  });

  it('Phoenix typed with 85086: Phoenix’s taxes, still uncertain', () => {
    const calc = tax({ country: 'US', city: 'Phoenix', region: 'AZ', postalCode: '85086' });
    expect([calc.uncertainty?.type, calc.taxAmountToCollect]).toEqual(['localJurisdictionsUncertain', 910]);
  });

  it.each([
    ['Atlanta downtown', '30303'],
    ['Minneapolis downtown', '55401'],
    ['Saint Paul downtown', '55101'],
  ])('%s (%s) stays certain', (_name, zip) => {
    expect(tax({ country: 'US', postalCode: zip }).uncertainty).toBeNull();
  });
});

describe('a city name that reaches other counties', () => {
  it('"Denver" in Jefferson County (80214, Lakewood) is not the City and County of Denver: uncertain, Denver’s tax not applied', () => {
    const calc = tax({ country: 'US', postalCode: '80214' });
    expect(calc.uncertainty).not.toBeNull();
    expect(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)).not.toContain('us-CO-city-and-county-of-denver');
  });
});
