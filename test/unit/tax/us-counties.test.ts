// County-level local taxes placed by the ZIP code's county.
import { describe, expect, it } from 'vitest';
import { calculate, type AddressInput } from '../../../src/tax/index.ts';
import { seller } from './fixtures.ts';

function taxed(customerAddress: AddressInput) {
  const result = calculate({ lineItems: [{ productExternalId: 'goods', amount: 10000 }], currencyCode: 'USD', accountingDate: '2026-11-01', customerAddress }, seller());
  if (!result.ok) throw new Error(JSON.stringify(result.conflict));
  return { tax: result.value.taxAmountToCollect, uncertain: result.value.uncertainty !== null, ids: result.value.lineItems[0]!.jurises.map((j) => j.jurisdiction.id) };
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
