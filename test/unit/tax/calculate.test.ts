// Table-driven cases from Levy's tax data (src/tax/data); each names its source.
import { describe, expect, it } from 'vitest';
import { calculate, toCalculationResponse, type CalculationInput } from '../../../src/tax/index.ts';
import { seller } from './fixtures.ts';

function tax(input: Partial<CalculationInput> & Pick<CalculationInput, 'customerAddress'>, ctx = seller()) {
  const result = calculate(
    {
      lineItems: [{ id: 'l1', productExternalId: 'saas-b2b', amount: 10000 }],
      currencyCode: 'USD',
      accountingDate: '2026-11-01',
      ...input,
    },
    ctx,
  );
  if (!result.ok) throw new Error(`conflict ${JSON.stringify(result.conflict)}`);
  return result.value;
}

describe('rates and taxability, to the cent', () => {
  it.each([
    // [case, address, product, amount, date, expected tax, source]
    [
      'New York City SaaS: 4 + 4.5 + 0.375 = 8.875%',
      { country: 'US', region: 'NY', city: 'New York', postalCode: '10001' },
      'saas-b2b',
      10000,
      '2026-11-01',
      888,
      'us-local.ts NYC (verified)',
    ],
    [
      'Texas SaaS: 80% of the price at 6.25% + Austin 2%',
      { country: 'US', region: 'TX', city: 'Austin', postalCode: '78701' },
      'saas-b2b',
      10000,
      '2026-11-01',
      660,
      'Tax Code 151.351 (us-state-facts.ts TX)',
    ],
    [
      'Connecticut SaaS for business use: 1%',
      { country: 'US', region: 'CT', postalCode: '06103' },
      'saas-b2b',
      10000,
      '2026-11-01',
      100,
      'us-state-facts.ts CT',
    ],
    [
      'Connecticut SaaS for personal use: 6.35%',
      { country: 'US', region: 'CT', postalCode: '06103' },
      'saas-b2c',
      10000,
      '2026-11-01',
      635,
      'us-state-facts.ts CT',
    ],
    [
      'Maryland SaaS for business use from 2025-07-01: 3%',
      { country: 'US', region: 'MD', postalCode: '21202' },
      'saas-b2b',
      10000,
      '2025-07-01',
      300,
      'Chapter 604, Acts of 2025',
    ],
    [
      'Maryland SaaS for business use the day before: not taxed',
      { country: 'US', region: 'MD', postalCode: '21202' },
      'saas-b2b',
      10000,
      '2025-06-30',
      0,
      'Chapter 604, Acts of 2025',
    ],
    [
      'California SaaS on 2026-12-31: not taxed',
      { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90012' },
      'saas-b2b',
      10000,
      '2026-12-31',
      0,
      'SB 122',
    ],
    [
      'California SaaS on 2027-01-01: 7.25% + LA districts 2.5%',
      { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90012' },
      'saas-b2b',
      10000,
      '2027-01-01',
      975,
      'SB 122; us-local.ts LA',
    ],
    [
      'Chicago lease tax on 2025-12-31: 11%',
      { country: 'US', region: 'IL', city: 'Chicago', postalCode: '60601' },
      'saas-b2b',
      10000,
      '2025-12-31',
      1100,
      'Chicago PPLTT',
    ],
    [
      'Chicago lease tax on 2026-01-01: 15%',
      { country: 'US', region: 'IL', city: 'Chicago', postalCode: '60601' },
      'saas-b2b',
      10000,
      '2026-01-01',
      1500,
      'Chicago PPLTT',
    ],
    [
      'Chicago tangible goods: 6.25 + 1.75 + 1.25 + 1 = 10.25%, no lease tax',
      { country: 'US', region: 'IL', city: 'Chicago', postalCode: '60601' },
      'goods',
      10000,
      '2026-11-01',
      1025,
      'us-local.ts Chicago',
    ],
    [
      'Denver SaaS: city 5.15% only (Colorado does not tax SaaS)',
      { country: 'US', region: 'CO', city: 'Denver', postalCode: '80202' },
      'saas-b2b',
      10000,
      '2026-11-01',
      515,
      'us-local.ts Denver',
    ],
    [
      'Honolulu: Hawaii GET passed on at its maximum, 4.1666% + 0.5454% = 4.712%',
      { country: 'US', region: 'HI', city: 'Honolulu', postalCode: '96813' },
      'saas-b2b',
      10000,
      '2026-11-01',
      471,
      'docs/tax-data.md (Hawaii); tax.hawaii.gov',
    ],
    [
      'Los Angeles goods before Measure A: 7.25 + 2.25%',
      { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90012' },
      'goods',
      10000,
      '2025-03-31',
      950,
      'LA County Measure A (2025-04-01)',
    ],
    [
      'Los Angeles goods from Measure A: 7.25 + 2.5%',
      { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90012' },
      'goods',
      10000,
      '2025-04-01',
      975,
      'LA County Measure A (2025-04-01)',
    ],
    [
      'Denver SaaS before the 2025 city increase: 4.81%',
      { country: 'US', region: 'CO', city: 'Denver', postalCode: '80202' },
      'saas-b2b',
      10000,
      '2024-12-31',
      481,
      'us-local.ts Denver',
    ],
    [
      'Hawaii taxes professional services (GET), with the county surcharge every county levies since 2024: 4.712%',
      { country: 'US', region: 'HI', postalCode: '96720' },
      'consulting',
      10000,
      '2026-11-01',
      471,
      'tax.hawaii.gov county surcharge; Maui Ordinance 5511 (us-local.ts us-HI-county-surcharge)',
    ],
    [
      'British Columbia: GST only on professional services',
      { country: 'CA', region: 'BC', postalCode: 'V6B 1A1' },
      'consulting',
      10000,
      '2026-11-01',
      500,
      'canada.ts BC',
    ],
    [
      'Ohio SaaS for personal use: not taxed',
      { country: 'US', region: 'OH', postalCode: '43215' },
      'saas-b2c',
      10000,
      '2026-11-01',
      0,
      'us-state-facts.ts OH',
    ],
    [
      'Louisiana SaaS 2024-12-31: not taxed',
      { country: 'US', region: 'LA', postalCode: '70801' },
      'saas-b2b',
      10000,
      '2024-12-31',
      0,
      'HB 8 (2024)',
    ],
    [
      'Louisiana SaaS 2025-01-01: 5% state + Baton Rouge 5.5%',
      { country: 'US', region: 'LA', city: 'Baton Rouge', postalCode: '70801' },
      'saas-b2b',
      10000,
      '2025-01-01',
      1050,
      'HB 8, HB 10 (2024); us-local.ts Baton Rouge',
    ],
    [
      'Phoenix goods after the 2025-07-01 city increase: 5.6 + 0.7 + 2.8 = 9.1%',
      { country: 'US', region: 'AZ', city: 'Phoenix', postalCode: '85004' },
      'goods',
      10000,
      '2025-07-01',
      910,
      'Ordinance G-7369',
    ],
    [
      'Phoenix goods the day before: 8.6%',
      { country: 'US', region: 'AZ', city: 'Phoenix', postalCode: '85004' },
      'goods',
      10000,
      '2025-06-30',
      860,
      'Ordinance G-7369',
    ],
    ['Ontario: HST 13%', { country: 'CA', region: 'ON', postalCode: 'M5V 2T6' }, 'saas-b2c', 10000, '2026-11-01', 1300, 'canada.ts ON'],
    [
      'Quebec: GST 5% + QST 9.975%, both on the price',
      { country: 'CA', region: 'QC', postalCode: 'H2X 1Y4' },
      'saas-b2c',
      10000,
      '2026-11-01',
      1498,
      'canada.ts QC',
    ],
    ['Nova Scotia HST 2025-03-31: 15%', { country: 'CA', postalCode: 'B3H 1A1' }, 'saas-b2c', 10000, '2025-03-31', 1500, 'canada.ts NS'],
    ['Nova Scotia HST 2025-04-01: 14%', { country: 'CA', postalCode: 'B3H 1A1' }, 'saas-b2c', 10000, '2025-04-01', 1400, 'canada.ts NS'],
    [
      'Manitoba RST on SaaS from 2026-01-01: 5% + 7%',
      { country: 'CA', region: 'MB', postalCode: 'R3C 0A1' },
      'saas-b2c',
      10000,
      '2026-01-01',
      1200,
      'Bill 46 (Manitoba)',
    ],
    [
      'Manitoba SaaS in 2025: GST only',
      { country: 'CA', region: 'MB', postalCode: 'R3C 0A1' },
      'saas-b2c',
      10000,
      '2025-12-31',
      500,
      'Bill 46 (Manitoba)',
    ],
    ['Germany B2C: 19%', { country: 'Deutschland' }, 'saas-b2c', 10000, '2026-11-01', 1900, 'international.ts DE'],
    ['Estonia 2025-07-01: 24%', { country: 'EE' }, 'saas-b2c', 10000, '2025-07-01', 2400, 'international.ts EE'],
    ['Estonia 2025-06-30: 22%', { country: 'EE' }, 'saas-b2c', 10000, '2025-06-30', 2200, 'international.ts EE'],
    ['United Kingdom: 20%', { country: 'England' }, 'saas-b2c', 10000, '2026-11-01', 2000, 'international.ts GB'],
    ['Japan: 10% on 1000 yen (no minor unit)', { country: 'JP' }, 'saas-b2c', 1000, '2026-11-01', 100, 'international.ts JP'],
  ])('%s', (_name, address, product, amount, date, expected, _source) => {
    // Invoiced on the day itself, so that future dates (2027) are within the 31-day window.
    const ctx = seller({ now: new Date(`${date}T12:00:00Z`) });
    const calc = tax(
      {
        customerAddress: address,
        lineItems: [{ id: 'l1', productExternalId: product, amount }],
        accountingDate: date,
        currencyCode: address.country === 'JP' ? 'JPY' : 'USD',
      },
      ctx,
    );
    expect(calc.taxAmountToCollect).toBe(expected);
  });
});

describe('reasons a line is not taxed', () => {
  const reasons = (calc: ReturnType<typeof tax>) => calc.lineItems[0]!.jurises.map((j) => [j.jurisdiction.id, j.notTaxedReason]);

  it('jurisHasNoTax in Oregon', () => {
    expect(reasons(tax({ customerAddress: { country: 'US', region: 'OR', postalCode: '97204' } }))).toEqual([
      ['us-OR', { type: 'jurisHasNoTax' }],
    ]);
  });

  it('productNotTaxed for the non-taxable category, everywhere', () => {
    expect(reasons(tax({ customerAddress: { country: 'DE' }, lineItems: [{ productExternalId: 'free', amount: 100 }] }))).toEqual([
      ['eu-DE', { type: 'productNotTaxed' }],
    ]);
  });

  it('notCollecting where the seller is not registered, with the would-be tax kept for thresholds', () => {
    const calc = tax({ customerAddress: { country: 'US', region: 'NY', postalCode: '10001' } }, seller({ registrations: [] }));
    expect(calc.taxAmountToCollect).toBe(0);
    const ny = calc.lineItems[0]!.jurises[0]!;
    expect(ny.notTaxedReason).toEqual({ type: 'notCollecting' });
    expect(ny.taxes[0]!.amount.toFixed()).toBe('400');
  });

  it('notCollecting before the registration starts, collected from its first day', () => {
    const ctx = seller({ registrations: [{ jurisId: 'us-NY', collectingFrom: '2026-06-01' }] });
    expect(tax({ customerAddress: { country: 'US', region: 'NY' }, accountingDate: '2026-05-31' }, ctx).taxAmountToCollect).toBe(0);
    expect(tax({ customerAddress: { country: 'US', region: 'NY' }, accountingDate: '2026-06-01' }, ctx).taxAmountToCollect).toBe(400);
  });

  it('customerExempt from the certificate date; a state certificate covers its local taxes', () => {
    const ctx = seller({
      certificates: [{ jurises: [{ jurisId: 'us-NY', effectiveDateEnd: '2026-10-31' }], effectiveDateBegin: '2026-10-01' }],
    });
    const address = { country: 'US', region: 'NY', city: 'New York', postalCode: '10001' };
    expect(tax({ customerAddress: address, accountingDate: '2026-09-30' }, ctx).taxAmountToCollect).toBe(888);
    const exempt = tax({ customerAddress: address, accountingDate: '2026-10-01' }, ctx);
    expect(exempt.taxAmountToCollect).toBe(0);
    expect(exempt.lineItems[0]!.jurises.map((j) => j.notTaxedReason)).toEqual(
      Array(3).fill({ type: 'exempt', reason: { type: 'customerExempt' } }),
    );
    expect(tax({ customerAddress: address, accountingDate: '2026-10-31' }, ctx).taxAmountToCollect).toBe(0);
    expect(tax({ customerAddress: address, accountingDate: '2026-11-01' }, ctx).taxAmountToCollect).toBe(888);
  });

  it('reverseCharge for an EU business with a valid VAT id', () => {
    const calc = tax({ customerAddress: { country: 'FR' } }, seller({ validTaxIdCountries: new Set(['FR']) }));
    expect(calc.taxAmountToCollect).toBe(0);
    expect(calc.lineItems[0]!.jurises[0]!.notTaxedReason).toEqual({ type: 'exempt', reason: { type: 'reverseCharge' } });
  });

  it('transactionExempt for a sale marked exempt as a whole', () => {
    const calc = tax({ customerAddress: { country: 'US', region: 'NY', city: 'New York' }, isExempt: true });
    expect(calc.taxAmountToCollect).toBe(0);
    expect(
      calc.lineItems[0]!.jurises.every(
        (j) => JSON.stringify(j.notTaxedReason) === JSON.stringify({ type: 'exempt', reason: { type: 'transactionExempt' } }),
      ),
    ).toBe(true);
  });

  it('summarises reasons per jurisdiction, null where something is taxed', () => {
    const calc = tax({
      customerAddress: { country: 'US', region: 'NY', postalCode: '10001' },
      lineItems: [
        { productExternalId: 'free', amount: 100 },
        { productExternalId: 'saas-b2b', amount: 100 },
      ],
    });
    // 10001 places it in New York City: its local taxes follow the state's treatment of each line.
    expect(toCalculationResponse(calc).jurisSummaries).toEqual([
      { name: 'New York', notTaxedReasons: null },
      { name: 'New York City', notTaxedReasons: null },
      { name: 'Metropolitan Commuter Transportation District (MCTD)', notTaxedReasons: null },
    ]);
    const none = tax({ customerAddress: { country: 'US', region: 'OR' } });
    expect(toCalculationResponse(none).jurisSummaries).toEqual([{ name: 'Oregon', notTaxedReasons: [{ type: 'jurisHasNoTax' }] }]);
  });
});

describe('business buyers', () => {
  it('a domestic sale is never reverse-charged', () => {
    const ctx = seller({ businessAddress: { country: 'DE', city: 'Berlin' }, validTaxIdCountries: new Set(['DE']) });
    expect(
      tax({ customerAddress: { country: 'DE' }, lineItems: [{ productExternalId: 'saas-b2b', amount: 10000 }] }, ctx).taxAmountToCollect,
    ).toBe(1900);
  });

  it('a registered Canadian business is not charged GST/HST', () => {
    const calc = tax({ customerAddress: { country: 'CA', region: 'ON' } }, seller({ validTaxIdCountries: new Set(['CA']) }));
    expect(calc.taxAmountToCollect).toBe(0);
    expect(calc.lineItems[0]!.jurises[0]!.notTaxedReason).toEqual({ type: 'exempt', reason: { type: 'reverseCharge' } });
  });
});

describe('custom categories', () => {
  it('an override on the state reaches its local taxes, and keeps the state’s share and rate', () => {
    const austin = { country: 'US', region: 'TX', city: 'Austin', postalCode: '78701' };
    const run = (overrides: Map<string, boolean>, address: object) => {
      const ctx = seller({ products: new Map([['p', { standard: 'saasBusiness' as const, overrides }]]) });
      const r = calculate(
        {
          lineItems: [{ productExternalId: 'p', amount: 10000 }],
          currencyCode: 'USD',
          customerAddress: address,
          accountingDate: '2026-11-01',
        },
        ctx,
      );
      return r.ok ? r.value.taxAmountToCollect : r.conflict;
    };
    expect(run(new Map([['us-TX', false]]), austin)).toBe(0);
    expect(run(new Map([['us-TX', true]]), austin)).toBe(660);
    expect(run(new Map([['us-CT', true]]), { country: 'US', region: 'CT' })).toBe(100);
  });

  it('a per-jurisdiction override taxes a category the state would not, and only there', () => {
    const products = new Map([['consulting-tx', { standard: 'professionalServices' as const, overrides: new Map([['us-TX', true]]) }]]);
    const ctx = seller({ products });
    const texas = calculate(
      {
        lineItems: [{ productExternalId: 'consulting-tx', amount: 10000 }],
        currencyCode: 'USD',
        customerAddress: { country: 'US', region: 'TX' },
        accountingDate: '2026-11-01',
      },
      ctx,
    );
    expect(texas.ok && texas.value.taxAmountToCollect).toBe(625);
    const ny = calculate(
      {
        lineItems: [{ productExternalId: 'consulting-tx', amount: 10000 }],
        currencyCode: 'USD',
        customerAddress: { country: 'US', region: 'NY' },
        accountingDate: '2026-11-01',
      },
      ctx,
    );
    expect(ny.ok && ny.value.taxAmountToCollect).toBe(0);
  });
});

describe('tax included in the amount: unrounded, as the reference API answers it', () => {
  it("matches the reference document's example: 31000 included at Denver's 4.81% (2024)", () => {
    const calc = tax({
      customerAddress: { country: 'US', region: 'CO', city: 'Denver', postalCode: '80202' },
      accountingDate: '2024-11-01',
      lineItems: [{ id: 'item-2', productExternalId: 'saas-b2b', amount: 31000, isTaxIncludedInAmount: true }],
    });
    const line = toCalculationResponse(calc).lineItems[0]!;
    expect(line).toMatchObject({ taxAmountToCollect: 0, preTaxAmount: '29577.3304' });
    expect(line.jurises.find((j) => j.taxes !== null)).toEqual({
      name: 'City and County of Denver',
      taxes: [{ taxName: 'Sales tax', taxableAmount: '29577.3304', taxAmount: '1422.6696', taxRate: '0.0481' }],
      notTaxedReason: null,
    });
  });

  it('JPY too: net plus tax is the amount exactly', () => {
    const calc = tax({
      customerAddress: { country: 'JP' },
      currencyCode: 'JPY',
      lineItems: [{ productExternalId: 'saas-b2c', amount: 1005, isTaxIncludedInAmount: true }],
    });
    const line = calc.lineItems[0]!;
    expect(toCalculationResponse(calc).lineItems[0]!.preTaxAmount).toBe('913.6364');
    expect(line.preTaxAmount.plus(line.taxIncluded).toFixed()).toBe('1005');
  });

  it('NYC: the jurisdictions share the tax in proportion to their rates', () => {
    const calc = tax({
      customerAddress: { country: 'US', region: 'NY', city: 'New York' },
      lineItems: [{ productExternalId: 'goods', amount: 10001, isTaxIncludedInAmount: true }],
    });
    const line = calc.lineItems[0]!;
    const taxes = line.jurises.flatMap((j) => j.taxes.map((t) => t.amount));
    expect(
      line.preTaxAmount
        .plus(taxes.reduce((a, b) => a.plus(b)))
        .toDecimalPlaces(12)
        .toFixed(),
    ).toBe('10001');
    // 4% of 8.875%: the state's part of the carved-out tax.
    expect(taxes[0]!.dividedBy(line.taxIncluded).toDecimalPlaces(6).toFixed()).toBe('0.450704');
  });
});

describe('tax included in the amount', () => {
  it('carves the tax out: the line collects 0 and preTaxAmount is the net', () => {
    const calc = tax({
      customerAddress: { country: 'DE' },
      lineItems: [{ id: 'x', productExternalId: 'saas-b2c', amount: 11900, isTaxIncludedInAmount: true }],
    });
    const response = toCalculationResponse(calc);
    expect(response.taxAmountToCollect).toBe(0);
    expect(response.lineItems[0]).toMatchObject({ taxAmountToCollect: 0, preTaxAmount: '10000' });
    expect(response.lineItems[0]!.jurises[0]!.taxes).toEqual([
      { taxName: 'VAT', taxableAmount: '10000', taxAmount: '1900', taxRate: '0.19' },
    ]);
  });
});

describe('origin sourcing', () => {
  it('an in-state Texas sale takes local rates from the seller’s address', () => {
    const ctx = seller({ businessAddress: { country: 'US', region: 'TX', city: 'Houston', postalCode: '77002' } });
    const calc = tax({ customerAddress: { country: 'US', region: 'TX', city: 'Austin', postalCode: '78701' } }, ctx);
    expect(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)).toEqual([
      'us-TX',
      'us-TX-city-of-houston',
      'us-TX-metro-transit-authority',
    ]);
  });

  it('an in-state seller in a city Levy has no local data for: the destination’s local taxes stand in', () => {
    const ctx = seller({ businessAddress: { country: 'US', region: 'TX', city: 'Plano', postalCode: '75074' } });
    expect(tax({ customerAddress: { country: 'US', region: 'TX', city: 'Austin', postalCode: '78701' } }, ctx).taxAmountToCollect).toBe(
      660,
    );
  });

  it('a remote seller uses the destination', () => {
    const ctx = seller({ businessAddress: { country: 'US', region: 'NY', postalCode: '10001' } });
    const calc = tax({ customerAddress: { country: 'US', region: 'TX', city: 'Austin', postalCode: '78701' } }, ctx);
    expect(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)).toEqual([
      'us-TX',
      'us-TX-city-of-austin',
      'us-TX-capital-metro-transit-authority',
    ]);
  });
});

describe('conflicts', () => {
  const base = {
    lineItems: [{ productExternalId: 'saas-b2b', amount: 100 }],
    currencyCode: 'USD',
    customerAddress: { country: 'US', region: 'NY' },
    accountingDate: '2026-11-01',
  };
  it.each([
    ['an unknown currency', { currencyCode: 'ABC' }, { type: 'currencyCodeNotSupported' }],
    [
      'an unknown product',
      { lineItems: [{ productExternalId: 'nope', amount: 1 }] },
      { type: 'productExternalIdUnknown', productExternalId: 'nope' },
    ],
    ['a tax date more than 31 days ahead', { taxDate: '2026-12-23' }, { type: 'taxDateTooFarInFuture' }],
    ['a tax date before 1999', { taxDate: '1998-12-31' }, { type: 'taxDateTooFarInPast' }],
    [
      'an accounting time with no zone anywhere',
      { accountingDate: undefined, accountingTime: '2026-11-01T03:00:00Z' },
      { type: 'accountingTimeZoneNotSetForSeller' },
    ],
  ])('%s', (_name, patch, expected) => {
    const result = calculate({ ...base, ...patch } as CalculationInput, seller({ accountingTimeZone: null }));
    expect(result).toEqual({ ok: false, conflict: expected });
  });

  it('answers a zone or time that does not exist with a conflict, not an exception', () => {
    expect(
      calculate(
        { ...base, accountingDate: undefined, accountingTime: '2026-11-01T03:00:00Z' },
        seller({ accountingTimeZone: 'Mars/Olympus' }),
      ),
    ).toEqual({
      ok: false,
      conflict: { type: 'accountingTimeZoneNotSupported' },
    });
    expect(calculate({ ...base, accountingDate: undefined, accountingTime: 'yesterday' }, seller())).toEqual({
      ok: false,
      conflict: { type: 'accountingTimeInvalid' },
    });
  });

  it('refuses prototype names as categories', async () => {
    const { isStandardCategory } = await import('../../../src/tax/index.ts');
    expect(['toString', 'constructor', '__proto__'].some(isStandardCategory)).toBe(false);
  });

  it('accepts a tax date exactly 31 days ahead and 1999-01-01', () => {
    expect(calculate({ ...base, taxDate: '2026-12-22' }, seller()).ok).toBe(true);
    expect(calculate({ ...base, taxDate: '1999-01-01' }, seller()).ok).toBe(true);
  });

  it('derives the accounting date from the time in the given zone', () => {
    const result = calculate(
      { ...base, accountingDate: undefined, accountingTime: '2026-11-01T03:00:00Z', accountingTimeZone: 'America/Los_Angeles' },
      seller(),
    );
    expect(result.ok && result.value.accountingDate).toBe('2026-10-31');
  });

  it('answers customerAddressCouldNotResolve with the reason', () => {
    const result = calculate({ ...base, customerAddress: { country: 'US', region: 'NY', postalCode: '90210' } }, seller());
    expect(result).toEqual({
      ok: false,
      conflict: { type: 'customerAddressCouldNotResolve', message: 'ZIP code 90210 is in CA, not in NY.' },
    });
  });
});
