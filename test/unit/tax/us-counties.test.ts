// County-level local taxes placed by the ZIP code's county.
import { describe, expect, it } from 'vitest';
import { calculate, type AddressInput } from '../../../src/tax/index.ts';
import { seller } from './fixtures.ts';

function taxed(customerAddress: AddressInput) {
  const result = calculate(
    { lineItems: [{ productExternalId: 'goods', amount: 10000 }], currencyCode: 'USD', accountingDate: '2026-11-01', customerAddress },
    seller(),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.conflict));
  return {
    tax: result.value.taxAmountToCollect,
    uncertain: result.value.uncertainty !== null,
    ids: result.value.lineItems[0]!.jurises.map((j) => j.jurisdiction.id),
  };
}

describe('Pennsylvania: only Allegheny County and Philadelphia tax', () => {
  it.each([
    ['Pittsburgh, Allegheny County (15222)', '15222', 700, ['us-PA', 'us-PA-allegheny-county']],
    ['a suburb of Pittsburgh the built-in places do not name (Bethel Park 15102)', '15102', 700, ['us-PA', 'us-PA-allegheny-county']],
    ['Philadelphia (19103)', '19103', 800, ['us-PA', 'us-PA-philadelphia-local-sales-tax']],
    ['Harrisburg, Dauphin County (17101): no local tax', '17101', 600, ['us-PA']],
  ])('%s', (_name, postalCode, tax, ids) => {
    expect(taxed({ country: 'US', region: 'PA', postalCode })).toEqual({ tax, uncertain: false, ids });
  });
});

describe('North Carolina and Wisconsin, by county through the calculation', () => {
  it.each([
    [
      'Charlotte, Mecklenburg County (28202): 4.75% + 2% + 0.5% transit + 1% from 2026-04-01',
      { country: 'US', region: 'NC', postalCode: '28202' },
      825,
      false,
    ],
    ['Raleigh, Wake County (27601): 4.75% + 2% + 0.5% transit', { country: 'US', region: 'NC', postalCode: '27601' }, 725, false],
    ['Madison, Dane County (53703): 5% + 0.5%', { country: 'US', region: 'WI', postalCode: '53703' }, 550, false],
    ['Milwaukee (53202, wholly in the city): 5% + 0.9% county + 2% city', { country: 'US', region: 'WI', postalCode: '53202' }, 790, false],
    [
      "Milwaukee (53217, mostly suburbs): Whitefish Bay's, the main candidate (the county's 5.9%), reported uncertain",
      { country: 'US', region: 'WI', postalCode: '53217' },
      590,
      true,
    ],
  ])('%s', (_name, address, tax, uncertain) => {
    const result = taxed(address);
    expect([result.tax, result.uncertain]).toEqual([tax, uncertain]);
  });
});

describe('postal city names that reach past the place', () => {
  it('applies St. Louis city taxes in the city only, and says so for a "Saint Louis" ZIP in St. Louis County', () => {
    expect(taxed({ country: 'US', postalCode: '63101' }).uncertain).toBe(false);
    const county = taxed({ country: 'US', postalCode: '63141' });
    expect(county.uncertain).toBe(true);
    expect(county.ids).not.toContain('us-MO-city-of-st-louis');
  });

  it('places Miami and Columbus by county data alone, each tax once', () => {
    expect(taxed({ country: 'US', postalCode: '33130' })).toEqual({ tax: 700, uncertain: false, ids: ['us-FL', 'us-FL-county-12086'] });
    const columbus = taxed({ country: 'US', postalCode: '43215' });
    expect([columbus.tax, columbus.uncertain]).toEqual([800, false]);
  });
});

describe('Virginia by locality', () => {
  it.each([
    ['Richmond (23219): 5.3% + Central Virginia 0.7%', '23219', 600, false],
    [
      'Williamsburg (23185): + Hampton Roads 0.7% + Historic Triangle 1% (HUD puts 0.1% in Charles City County: uncertain)',
      '23185',
      700,
      true,
    ],
    ['Staunton (24401, split with Augusta County, neither taxing more): the statewide 5.3% only', '24401', 530, false],
  ])('%s', (_name, postalCode, tax, uncertain) => {
    expect(taxed({ country: 'US', postalCode })).toMatchObject({ tax, uncertain });
  });
});

describe('Georgia by county, from its official rate file', () => {
  it('answers Savannah (Chatham County, 31401) with the state and county rates', () => {
    expect(taxed({ country: 'US', postalCode: '31401' })).toMatchObject({ tax: 700, uncertain: false });
  });

  it('answers Atlanta (Fulton County, 30303) with the county and city rates (src/tax/data/us-cities/ga.ts)', () => {
    expect(taxed({ country: 'US', postalCode: '30303' })).toMatchObject({ tax: 890, uncertain: false });
  });

  it('says so for an "Atlanta" ZIP code in DeKalb County, mostly outside the city (30329)', () => {
    expect(taxed({ country: 'US', postalCode: '30329' })).toMatchObject({ uncertain: true });
  });
});
