// Built-in local taxes, second pass over WA, ND, VT, CO and AZ: Lakewood (Colorado), Montpelier
// (Vermont's capital), and SaaS where a Colorado home-rule city differs from its state. Figures and
// sources: src/tax/data/us-cities/{co,vt,az}.ts.
import { describe, expect, it } from 'vitest';
import { goodsTax, placedByZip } from './fixtures.ts';

const PLACES: [city: string, state: string, zip: string, cents: number, note: string][] = [
  ['Lakewood', 'CO', '80226', 750, '2.9 + RTD 1 + SCFD 0.1 + Jefferson County 0.5 + city 3 (ZIP code named "Denver", Jefferson County)'],
];

describe('second pass WA, ND, VT, CO, AZ: tangible goods on 2026-11-01, to the cent', () => {
  placedByZip(PLACES);
});

describe('"Denver" ZIP codes of Jefferson County are Lakewood, not the City and County of Denver', () => {
  it('80226 carries Lakewood’s own tax (self-collected) and not Denver’s', () => {
    const ids = goodsTax({ country: 'US', postalCode: '80226' }).lineItems[0]!.jurises.map((j) => j.jurisdiction.id);
    expect(ids).toContain('us-CO-city-of-lakewood');
    expect(ids).not.toContain('us-CO-city-and-county-of-denver');
  });

  it.each([
    ['80214 (Edgewater, Wheat Ridge)', '80214'],
    ['80215 (Wheat Ridge, Applewood)', '80215'],
    ['80227 (partly Denver)', '80227'],
    ['80228 (unincorporated Jefferson County)', '80228'],
    ['80232 (unincorporated Jefferson County)', '80232'],
    ['80235 (partly Denver)', '80235'],
  ])('%s, typed as Lakewood: answered with Lakewood’s taxes but reported uncertain', (_name, zip) => {
    const calc = goodsTax({ country: 'US', city: 'Lakewood', region: 'CO', postalCode: zip });
    expect(calc.taxAmountToCollect).toBe(750);
    expect(calc.uncertainty).not.toBeNull();
  });

  it('the City and County of Denver itself is unchanged (80202: 9.15%)', () => {
    expect(goodsTax({ country: 'US', postalCode: '80202' })).toMatchObject({ taxAmountToCollect: 915, uncertainty: null });
  });
});

describe('Montpelier, Vermont (the capital): 1% local option sales tax from 2025-07-01', () => {
  it('05602 on 2026-11-01: 6% + 1%, reported uncertain (the ZIP code also serves Berlin and other towns)', () => {
    const calc = goodsTax({ country: 'US', city: 'Montpelier', region: 'VT', postalCode: '05602' });
    expect(calc.taxAmountToCollect).toBe(700);
    expect(calc.uncertainty?.message).toMatch(/ZIP code 05602 is named Montpelier but also reaches places outside it/);
  });

  it.each([
    ['before the city’s tax', '2025-06-30', 600],
    ['from 2025-07-01', '2025-07-01', 700],
  ])('05602 %s (%s): %i cents', (_name, date, cents) => {
    expect(goodsTax({ country: 'US', postalCode: '05602' }, { date }).taxAmountToCollect).toBe(cents);
  });
});

describe('SaaS in Colorado home-rule cities', () => {
  it('Arvada taxes SaaS although Colorado does not: the city’s 3.46% only (80004)', () => {
    const calc = goodsTax({ country: 'US', postalCode: '80004' }, { product: 'saas-b2b' });
    expect([calc.uncertainty, calc.taxAmountToCollect]).toEqual([null, 346]);
    expect(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)).toContain('us-CO-city-of-arvada');
  });

  it('Arvada consumer SaaS too (80004): 346 cents', () => {
    expect(goodsTax({ country: 'US', postalCode: '80004' }, { product: 'saas-b2c' }).taxAmountToCollect).toBe(346);
  });

  it('Lakewood (80226), not shown to tax SaaS, follows Colorado: nothing', () => {
    expect(goodsTax({ country: 'US', postalCode: '80226' }, { product: 'saas-b2b' }).taxAmountToCollect).toBe(0);
  });
});

describe('SaaS in Arizona cities follows the state (taxable) and the city TPT', () => {
  it.each([
    ['Tucson', '85701', 870],
    ['Mesa', '85201', 830],
    ['Phoenix', '85004', 910],
  ])('%s (%s): SaaS taxed like goods, %i cents', (_city, zip, cents) => {
    expect(goodsTax({ country: 'US', postalCode: zip }, { product: 'saas-b2b' }).taxAmountToCollect).toBe(cents);
  });
});
