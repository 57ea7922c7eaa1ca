// Statewide local taxes (Utah, Virginia, Hawaii's county surcharge), Puerto Rico's IVU, Juneau and
// the District of Columbia's rate steps: no address answers below its statewide minimum, and
// nothing is counted twice on any date. Figures and sources: src/tax/data/us-local.ts,
// us-territories.ts, us-state-facts.ts; docs/tax-data.md.
import { describe, expect, it } from 'vitest';
import { calculate, type AddressInput, type Calculation } from '../../../src/tax/index.ts';
import { seller } from './fixtures.ts';

/** A sale of 10000 cents on `date`, by the fixture seller (registered everywhere), invoiced that day. */
function sale(customerAddress: AddressInput, productExternalId = 'goods', date = '2026-11-01'): Calculation {
  const result = calculate(
    { lineItems: [{ id: 'l1', productExternalId, amount: 10000 }], currencyCode: 'USD', accountingDate: date, customerAddress },
    seller({ now: new Date(`${date}T12:00:00Z`) }),
  );
  if (!result.ok) throw new Error(`conflict ${JSON.stringify(result.conflict)}`);
  return result.value;
}

const ids = (calc: Calculation) => calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id);
const collecting = (calc: Calculation) => calc.lineItems[0]!.jurises.filter((j) => j.isRemitting).map((j) => j.jurisdiction.id);

describe('Utah: 4.85% state + 1.25% local levied statewide', () => {
  it('answers at least 6.10% in a city without place data (Provo), and says local taxes may be missing', () => {
    const calc = sale({ country: 'US', region: 'UT', city: 'Provo', postalCode: '84601' });
    expect(calc.taxAmountToCollect).toBe(610);
    expect(ids(calc)).toEqual(['us-UT', 'us-UT-statewide-local-sales-tax']);
    expect(calc.uncertainty?.type).toBe('localJurisdictionsUncertain');
  });

  it.each([
    ['2024-12-31', 775],
    ['2025-01-01', 825],
    ['2025-07-01', 845],
    ['2026-11-01', 845],
  ])('Salt Lake City on %s keeps its combined rate: the statewide 1.25% is not counted twice', (date, expected) => {
    const calc = sale({ country: 'US', region: 'UT', city: 'Salt Lake City', postalCode: '84111' }, 'goods', date);
    expect(calc.taxAmountToCollect).toBe(expected);
    expect(ids(calc)).toEqual(['us-UT', 'us-UT-statewide-local-sales-tax', 'us-UT-salt-lake-city-local']);
    expect(calc.uncertainty).toBeNull();
  });

  it('follows the state base: SaaS is taxed (Utah taxes it)', () => {
    expect(sale({ country: 'US', region: 'UT', city: 'Provo' }, 'saas-b2c').taxAmountToCollect).toBe(610);
  });
});

describe('Virginia: 4.3% state + 1% local everywhere', () => {
  it('answers 6% in Richmond: 5.3% and the Central Virginia regional 0.7%, placed by the ZIP code', () => {
    const calc = sale({ country: 'US', region: 'VA', city: 'Richmond', postalCode: '23219' });
    expect(calc.taxAmountToCollect).toBe(600);
    expect(ids(calc)[1]).toBe('us-VA-statewide-local-sales-tax');
    expect(calc.uncertainty).toBeNull();
  });

  it('answers 6% in Richmond without a ZIP code: every ZIP code named Richmond lies in the Central Virginia region', () => {
    const calc = sale({ country: 'US', region: 'VA', city: 'Richmond' });
    expect([calc.uncertainty, calc.taxAmountToCollect]).toEqual([null, 600]);
  });

  it('the local 1% follows the state: SaaS is not taxed', () => {
    expect(sale({ country: 'US', region: 'VA', city: 'Richmond' }, 'saas-b2b').taxAmountToCollect).toBe(0);
  });
});

describe('Hawaii: GET passed on at 4.1666%, plus the county surcharge (0.5454% of the price)', () => {
  it('Hilo on 2026-11-01: 4.712% pass-on, 471.2 cents rounded to 471', () => {
    const calc = sale({ country: 'US', region: 'HI', city: 'Hilo', postalCode: '96720' });
    expect(calc.taxAmountToCollect).toBe(471);
    expect(collecting(calc)).toEqual(['us-HI', 'us-HI-county-surcharge']);
  });

  it.each([
    ['2006-12-31', 417, ['us-HI']],
    ['2007-01-01', 471, ['us-HI', 'us-HI-city-county-of-honolulu-surcharge']],
    ['2023-12-31', 471, ['us-HI', 'us-HI-city-county-of-honolulu-surcharge']],
    ['2024-01-01', 471, ['us-HI', 'us-HI-county-surcharge']],
    ['2026-11-01', 471, ['us-HI', 'us-HI-county-surcharge']],
  ])('Honolulu on %s: one surcharge at most', (date, expected, collected) => {
    const calc = sale({ country: 'US', region: 'HI', city: 'Honolulu', postalCode: '96813' }, 'goods', date);
    expect(calc.taxAmountToCollect).toBe(expected);
    expect(collecting(calc)).toEqual(collected);
  });

  it.each([
    ['Hilo (County of Hawaii) in 2019, at 0.25%', 'Hilo', '2019-06-01', 444],
    ['Hilo (County of Hawaii) in 2023', 'Hilo', '2023-06-01', 471],
    ['Lihue (Kauai) in 2019', 'Lihue', '2019-06-01', 471],
    ['Kahului (Maui) in 2023, before Maui levied one', 'Kahului', '2023-12-31', 417],
    ['Kahului (Maui) from 2024-01-01', 'Kahului', '2024-01-01', 471],
  ])('%s', (_name, city, date, expected) => {
    expect(sale({ country: 'US', region: 'HI', city }, 'goods', date).taxAmountToCollect).toBe(expected);
  });
});

describe('Puerto Rico: IVU 10.5% state + 1% municipal', () => {
  it.each([
    ['tangible goods', 'goods', 1150],
    ['SaaS for a consumer', 'saas-b2c', 1150],
    ['SaaS for a business (the 4% B2B rate needs the buyer’s certificate)', 'saas-b2b', 1150],
    ['a digital download', 'download', 1150],
    ['professional services: 4% state, no municipal part', 'consulting', 400],
    ['the non-taxable category', 'free', 0],
  ])('San Juan, %s', (_name, product, expected) => {
    const calc = sale({ country: 'US', region: 'PR', city: 'San Juan', postalCode: '00901' }, product);
    expect(calc.taxAmountToCollect).toBe(expected);
    expect(ids(calc)).toEqual(['pr-PR']);
  });

  it('resolves the same given as a country, and splits the tax in its two parts', () => {
    const calc = sale({ country: 'Puerto Rico', city: 'San Juan' });
    expect(calc.lineItems[0]!.jurises[0]!.taxes.map((t) => [t.name, t.amount.toFixed()])).toEqual([
      ['IVU (state sales and use tax)', '1050'],
      ['IVU (municipal sales and use tax)', '100'],
    ]);
    expect(calc.uncertainty).toBeNull();
  });

  it('follows the dated rates: 6% + 1% before 2015-07-01', () => {
    expect(sale({ country: 'PR' }, 'goods', '2015-06-30').taxAmountToCollect).toBe(700);
  });

  it('collects only where the seller registered with Hacienda', () => {
    const result = calculate(
      {
        lineItems: [{ productExternalId: 'goods', amount: 10000 }],
        currencyCode: 'USD',
        accountingDate: '2026-11-01',
        customerAddress: { country: 'PR' },
      },
      seller({ registrations: [{ jurisId: 'us-NY', collectingFrom: '2000-01-01' }] }),
    );
    expect(result.ok && result.value.lineItems[0]!.jurises[0]!.notTaxedReason).toEqual({ type: 'notCollecting' });
  });
});

describe('Juneau, Alaska: no state tax, the City and Borough levies 5%', () => {
  it.each([
    ['tangible goods', 'goods', 500],
    ['SaaS (ARSSTC: services delivered electronically are taxed)', 'saas-b2b', 500],
    ['a digital download', 'download', 500],
  ])('%s', (_name, product, expected) => {
    const calc = sale({ country: 'US', region: 'AK', city: 'Juneau', postalCode: '99801' }, product);
    expect(calc.taxAmountToCollect).toBe(expected);
    expect(calc.lineItems[0]!.jurises.map((j) => [j.jurisdiction.id, j.notTaxedReason])).toEqual([
      ['us-AK', { type: 'jurisHasNoTax' }],
      ['us-AK-city-and-borough-of-juneau', null],
    ]);
  });
});

describe('District of Columbia: 6% until 2026-09-30, 7% from 2026-10-01 (the 6.5% step was repealed)', () => {
  it.each([
    ['2018-09-30', 575],
    ['2025-10-01', 600],
    ['2026-09-30', 600],
    ['2026-10-01', 700],
    ['2026-11-01', 700],
  ])('Washington on %s', (date, expected) => {
    expect(sale({ country: 'US', region: 'DC', city: 'Washington', postalCode: '20001' }, 'goods', date).taxAmountToCollect).toBe(expected);
  });
});
