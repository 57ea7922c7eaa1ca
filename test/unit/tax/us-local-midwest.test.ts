// Built-in local taxes of the Midwest: large cities and capitals of Illinois, Missouri, Kansas,
// Iowa and Nebraska. Tangible goods of 10000 cents on 2026-11-01 to the city's downtown ZIP code,
// alone and as a full address, answer the combined rate with no uncertainty. Figures and sources:
// src/tax/data/us-cities/{il,mo,ks,ia,ne}.ts.
import { describe, expect, it } from 'vitest';
import { byCityName, goodsTax, placedByZip, expectPlaced } from './fixtures.ts';

const tax = goodsTax;

const CITIES: [city: string, state: string, zip: string, cents: number, note: string][] = [
  ['Naperville', 'IL', '60540', 775, '6.25 + RTA 0.75 + home rule 0.75'],
  ['Joliet', 'IL', '60432', 875, '6.25 + RTA 0.75 + home rule 1.75'],
  ['Aurora', 'IL', '60505', 825, '6.25 + RTA 0.75 + home rule 1.25 (Kane County)'],
  ['Peoria', 'IL', '61602', 900, '6.25 + Peoria County 1 + city 1.75'],
  ['Springfield', 'IL', '62701', 975, '6.25 + Sangamon County school facility 1 + city 2.5'],
  ['Lees Summit', 'MO', '64063', 848, '4.225 + Jackson County 1.375 + zoo district 0.125 + city 2.75 = 8.475'],
  ['Springfield', 'MO', '65806', 810, '4.225 + Greene County 1.75 + city 2.125'],
  ['Columbia', 'MO', '65203', 798, '4.225 + Boone County 1.75 + city 2 = 7.975'],
  ['Jefferson City', 'MO', '65109', 785, '4.225 + Cole County 1.375 + city 2.25'],
  ['Wichita', 'KS', '67202', 750, '6.5 + Sedgwick County 1'],
  ['Overland Park', 'KS', '66212', 935, '6.5 + Johnson County 1.475 + city 1.375'],
  ['Kansas City', 'KS', '66101', 913, '6.5 + Wyandotte County 1 + Unified Government 1.625 = 9.125'],
  ['Topeka', 'KS', '66603', 935, '6.5 + Shawnee County 1.35 + city 1.5'],
  ['Des Moines', 'IA', '50309', 700, '6 + local option 1'],
  ['Cedar Rapids', 'IA', '52401', 700, '6 + local option 1'],
  ['Davenport', 'IA', '52801', 700, '6 + local option 1'],
  ['Lincoln', 'NE', '68508', 725, '5.5 + city 1.75'],
];

describe('Midwest large cities and capitals: tangible goods on 2026-11-01, to the cent', () => {
  placedByZip(CITIES);

  byCityName(CITIES);

  it.each([
    ['Aurora ZIP 60504, mostly DuPage County (the entry covers Kane County only)', '60504'],
    ['Joliet ZIP 60431, split between Will and Kendall counties', '60431'],
    ['Peoria ZIP 61603 in Peoria County is placed', '61603'],
  ])('%s: placed only where the entry applies', (name, zip) => {
    const calc = tax({ country: 'US', postalCode: zip });
    expect(calc.uncertainty === null).toBe(name.endsWith('is placed'));
  });
});

describe('Midwest changes since 2024, on their dates', () => {
  it.each([
    ['Overland Park before OP Moves (1/8 cent street tax)', '66212', '2024-03-31', 910],
    ['Overland Park with OP Moves (3/8 cent) from 2024-04-01', '66212', '2024-04-01', 935],
    ['Jefferson City before Cole County lowered its law enforcement tax (2023-01-01)', '65109', '2022-12-31', 798],
  ])('%s (%s on %s): %i cents', (_name, zip, date, cents) => {
    expect(tax({ country: 'US', postalCode: zip }, { date }).taxAmountToCollect).toBe(cents);
  });

  it('Overland Park’s city part moves from 1.125% to 1.375% while Johnson County’s stays 1.475%', () => {
    const shares = (date: string) =>
      Object.fromEntries(
        tax({ country: 'US', postalCode: '66212' }, { date }).lineItems[0]!.jurises.map((j) => [
          j.jurisdiction.id,
          j.taxes[0]?.amount.toFixed(),
        ]),
      );
    expect(shares('2024-03-31')).toMatchObject({ 'us-KS': '650', 'us-KS-johnson-county': '147.5', 'us-KS-city-of-overland-park': '112.5' });
    expect(shares('2024-04-01')).toMatchObject({ 'us-KS': '650', 'us-KS-johnson-county': '147.5', 'us-KS-city-of-overland-park': '137.5' });
  });
});

describe('Midwest: the state and its local parts', () => {
  it('Naperville: Illinois’s 6.25% is the state’s, the collar-county RTA tax and the home rule tax are on top', () => {
    const jurises = tax({ country: 'US', postalCode: '60540' }).lineItems[0]!.jurises;
    expect(jurises.map((j) => [j.jurisdiction.id, j.taxes[0]?.amount.toFixed()])).toEqual([
      ['us-IL', '625'],
      ['us-IL-rta-collar-counties', '75'],
      ['us-IL-city-of-naperville', '75'],
    ]);
  });

  it('Kansas City, Kansas and Kansas City, Missouri are told apart by state', () => {
    expect(tax({ country: 'US', postalCode: '66101' }).taxAmountToCollect).toBe(913);
    expect(tax({ country: 'US', postalCode: '64106' }).taxAmountToCollect).toBe(898);
  });

  it('Elgin: 8.5% in its Kane County ZIP codes; its Cook County ZIP 60120 (72% Cook, 28% Kane) stays uncertain, as does the name alone', () => {
    const kane = tax({ country: 'US', city: 'Elgin', region: 'IL', postalCode: '60123' });
    expectPlaced(kane, 850);
    expect(tax({ country: 'US', postalCode: '60124' }).taxAmountToCollect).toBe(850);
    // 60120 reaches Elgin in Kane County (51.7% of its people) and in Cook County (46.3%): Kane's part applies, uncertain.
    const cook = tax({ country: 'US', postalCode: '60120' });
    expect(cook.uncertainty?.message).toMatch(/Elgin \(Kane County\) \(51\.7%\), Elgin \(Cook County\) \(46\.3%\)/);
    expect(cook.taxAmountToCollect).toBe(850);
    expect(tax({ country: 'US', city: 'Elgin', region: 'IL' }).uncertainty).not.toBeNull();
  });

  it('Lee’s Summit is found under its USPS name and with its apostrophe', () => {
    expect(tax({ country: 'US', city: "Lee's Summit", region: 'MO' }).taxAmountToCollect).toBe(848);
    expect(tax({ country: 'US', city: "Lee's Summit", region: 'MO', postalCode: '64081' }).uncertainty).toBeNull();
  });

  it('Springfield, Illinois and Springfield, Missouri are told apart by state', () => {
    expect(tax({ country: 'US', city: 'Springfield', region: 'IL' }).taxAmountToCollect).toBe(975);
    expect(tax({ country: 'US', city: 'Springfield', region: 'MO' }).taxAmountToCollect).toBe(810);
  });
});
