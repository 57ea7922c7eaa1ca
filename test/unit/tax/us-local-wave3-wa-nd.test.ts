// Built-in local taxes, third pass over WA and ND: Kent and Spokane Valley (Washington), Bismarck
// (North Dakota's capital). Vancouver, Everett and Olympia stay out for want of a source for their
// rate in force on 2026-11-01 (see the top of src/tax/data/us-cities/wa.ts). Figures and sources:
// src/tax/data/us-cities/{wa,nd}.ts.
import { describe, expect, it } from 'vitest';
import { goodsTax, placedByZip, expectPlaced } from './fixtures.ts';

const PLACES: [city: string, state: string, zip: string, cents: number, note: string][] = [
  ['Kent', 'WA', '98032', 1040, '6.5 + local 3.9 (King County and City of Kent criminal justice taxes from 2026-01-01)'],
  ['Bismarck', 'ND', '58501', 800, '5 + Burleigh County 1 + City of Bismarck 2'],
];

describe('third pass WA, ND: tangible goods on 2026-11-01, to the cent', () => {
  placedByZip(PLACES);
});

describe('Kent, Washington', () => {
  it.each([
    ['before King County’s cultural access tax', '2024-03-31', 1010],
    ['from 2024-04-01', '2024-04-01', 1020],
    ['the last day of 2025', '2025-12-31', 1020],
    ['from 2026-01-01 (county and city 0.1% each)', '2026-01-01', 1040],
  ])('98032 %s (%s): %i cents', (_name, date, cents) => {
    expect(goodsTax({ country: 'US', postalCode: '98032' }, { date }).taxAmountToCollect).toBe(cents);
  });

  it('98042 (also Covington and unincorporated King County): Kent’s taxes, reported uncertain', () => {
    const calc = goodsTax({ country: 'US', city: 'Kent', region: 'WA', postalCode: '98042' });
    expect(calc.taxAmountToCollect).toBe(1040);
    expect(calc.uncertainty?.message).toMatch(/ZIP code 98042 reaches places with different local taxes: Kent \(28\.1%\), Covington/);
  });

  it('carries its own jurisdiction, not Seattle’s or Bellevue’s', () => {
    const ids = goodsTax({ country: 'US', postalCode: '98032' }).lineItems[0]!.jurises.map((j) => j.jurisdiction.id);
    expect(ids).toEqual(['us-WA', 'us-WA-kent-local']);
  });

  it.each([
    ['business SaaS', 'saas-b2b'],
    ['consumer SaaS', 'saas-b2c'],
    ['digital goods', 'download'],
  ])('%s is taxed like goods, locally too (Washington’s base): 1040 cents', (_name, product) => {
    const calc = goodsTax({ country: 'US', postalCode: '98032' }, { product });
    expectPlaced(calc, 1040);
  });
});

describe('Spokane Valley, Washington', () => {
  it('by its name alone (no ZIP code): 9.0% on 2026-11-01', () => {
    const calc = goodsTax({ country: 'US', city: 'Spokane Valley', region: 'WA' });
    expectPlaced(calc, 900);
    expect(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)).toEqual(['us-WA', 'us-WA-spokane-valley-local']);
  });

  it.each([
    ['before the city’s public safety tax', '2025-12-31', 890],
    ['from 2026-01-01', '2026-01-01', 900],
  ])('%s (%s): %i cents', (_name, date, cents) => {
    expect(goodsTax({ country: 'US', city: 'Spokane Valley', region: 'WA' }, { date }).taxAmountToCollect).toBe(cents);
  });

  it.each([
    ['Veradale', '99037'],
    ['Greenacres', '99016'],
  ])('%s %s (mostly Spokane Valley, partly unincorporated): 900 cents, reported uncertain', (_city, zip) => {
    const calc = goodsTax({ country: 'US', postalCode: zip });
    expect(calc.taxAmountToCollect).toBe(900);
    expect(calc.uncertainty?.message).toMatch(new RegExp(`ZIP code ${zip} reaches places with different local taxes: Spokane Valley`));
  });
});

describe('Bismarck, North Dakota (the capital)', () => {
  it.each([
    ['before the 2019 road tax', '2019-03-31', 650],
    ['with the road tax and the county’s jail tax', '2024-12-31', 700],
    ['from Burleigh County’s 1% (2025-01-01)', '2025-01-01', 750],
    ['from the city’s public safety and transit half-cent (2025-04-01)', '2025-04-01', 800],
  ])('58501 %s (%s): %i cents', (_name, date, cents) => {
    expect(goodsTax({ country: 'US', postalCode: '58501' }, { date }).taxAmountToCollect).toBe(cents);
  });

  it.each(['58503', '58504'])('%s (also unincorporated Burleigh County): Bismarck’s taxes, reported uncertain', (zip) => {
    const calc = goodsTax({ country: 'US', postalCode: zip });
    expect(calc.taxAmountToCollect).toBe(800);
    expect(calc.uncertainty?.message).toMatch(new RegExp(`ZIP code ${zip} reaches places with different local taxes: Bismarck`));
  });

  it('SaaS follows North Dakota (not taxed), locally too', () => {
    expect(goodsTax({ country: 'US', postalCode: '58501' }, { product: 'saas-b2b' }).taxAmountToCollect).toBe(0);
  });
});
