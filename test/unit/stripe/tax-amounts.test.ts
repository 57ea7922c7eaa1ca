// taxAmounts mode's pure rules: cents allocated to jurisdictions so that they add up to the line's
// tax exactly, the tax amounts a calculated line becomes (names, levels, rates, reasons, tax-included
// prices), and the comparison that keeps a second run from writing.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  LEVY_TAX_AMOUNT_DESCRIPTION,
  notTaxedReason,
  sameTaxAmounts,
  taxAmountsFor,
  type TaxAmount,
} from '../../../src/integrations/stripe/invoices/tax-amounts.ts';
import { isLevyTaxAmountRate } from '../../../src/integrations/stripe/invoices/line-taxes.ts';
import { Exact, ZERO } from '../../../src/tax/exact.ts';
import { calculate, type Calculation, type LineCalculation, type LineCategory } from '../../../src/tax/index.ts';

const d = (values: (string | number)[]) => values.map((v) => Exact.parse(v));

describe('allocateCents', () => {
  it('rounds each share down and gives the units left to the largest remainders', () => {
    // New York City on $1,234,567.89: 4 % + 4.5 % + 0.375 % = 10,956,790.02 -> 10,956,790.
    expect(allocateCents(d(['4938271.56', '5555555.505', '462962.95875']), 10_956_790)).toEqual([4_938_272, 5_555_555, 462_963]);
    expect(allocateCents(d(['0.5', '0.5']), 1)).toEqual([1, 0]);
    expect(allocateCents(d(['1.2', '1.2', '1.6']), 4)).toEqual([1, 1, 2]);
  });

  it('always sums to the total, whatever the shares', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let n = 0; n < 500; n++) {
      const shares = Array.from({ length: 1 + (n % 6) }, () => Exact.parse(random() * 100_000).toDecimalPlaces(10));
      const total = shares
        .reduce((a, b) => a.plus(b), ZERO)
        .toDecimalPlaces(0)
        .toNumber();
      const cents = allocateCents(shares, total);
      expect(cents.reduce((a, b) => a + b, 0)).toBe(total);
      // No share moves by a whole unit or more from its exact value.
      cents.forEach((c, i) => expect(Math.abs(c - shares[i]!.toNumber())).toBeLessThan(1));
    }
  });

  it('is deterministic: equal remainders go to the earlier share', () => {
    expect(allocateCents(d(['0.25', '0.25', '0.25', '0.25']), 1)).toEqual([1, 0, 0, 0]);
    expect(allocateCents(d(['0.25', '0.25', '0.25', '0.25']), 2)).toEqual([1, 1, 0, 0]);
  });

  it('mirrors negative lines (credits) and handles zero', () => {
    expect(allocateCents(d(['-4938271.56', '-5555555.505', '-462962.95875']), -10_956_790)).toEqual([-4_938_272, -5_555_555, -462_963]);
    expect(allocateCents(d(['0', '0']), 0)).toEqual([0, 0]);
    expect(allocateCents([], 0)).toEqual([]);
    expect(() => allocateCents([], 3)).toThrow();
  });
});

const NYC = { country: 'US', line1: '350 5th Ave', city: 'New York', region: 'NY', postalCode: '10118' };

function calc(
  lines: { amount: number; included?: boolean; product?: string }[],
  options: { address?: typeof NYC; registrations?: string[]; exempt?: boolean } = {},
): Calculation {
  const result = calculate(
    {
      lineItems: lines.map((l, i) => ({
        id: `l${i}`,
        productExternalId: l.product ?? 'saas',
        amount: l.amount,
        isTaxIncludedInAmount: l.included,
      })),
      currencyCode: 'USD',
      customerAddress: options.address ?? NYC,
      accountingDate: '2026-01-10',
      isExempt: options.exempt,
    },
    {
      now: new Date('2026-01-10T12:00:00Z'),
      accountingTimeZone: 'America/New_York',
      businessAddress: null,
      registrations: (options.registrations ?? ['us-NY']).map((jurisId) => ({ jurisId, collectingFrom: '2020-01-01' })),
      certificates: [],
      products: new Map<string, LineCategory>([
        ['saas', { standard: 'saasBusiness' }],
        ['free', { standard: 'nonTaxable' }],
      ]),
      validTaxIdCountries: new Set(),
    },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.conflict));
  return result.value;
}

const amountsOf = (c: Calculation, i = 0) =>
  taxAmountsFor(c.lineItems[i] as LineCalculation, { taxDate: c.taxDate, region: c.customerAddress.region });
const total = (amounts: TaxAmount[]) => amounts.reduce((s, a) => s + a.amount, 0);

describe('taxAmountsFor', () => {
  it('gives one amount per collecting jurisdiction, with its name, level and nominal rate, summing to the line tax', () => {
    const c = calc([{ amount: 123_456_789 }]);
    const amounts = amountsOf(c);
    expect(total(amounts)).toBe(c.lineItems[0]!.taxAmountToCollect);
    expect(c.lineItems[0]!.taxAmountToCollect).toBe(10_956_790);
    expect(amounts).toEqual([
      {
        amount: 4_938_272,
        taxable_amount: 123_456_789,
        taxability_reason: 'standard_rated',
        tax_rate_data: {
          display_name: 'Sales tax',
          description: LEVY_TAX_AMOUNT_DESCRIPTION,
          jurisdiction: 'New York',
          jurisdiction_level: 'state',
          percentage: 4,
          inclusive: false,
          tax_type: 'sales_tax',
          country: 'US',
          state: 'NY',
        },
      },
      expect.objectContaining({
        amount: 5_555_555,
        tax_rate_data: expect.objectContaining({ jurisdiction: 'New York City', jurisdiction_level: 'city', percentage: 4.5 }),
      }),
      // Stripe allows 50 characters: "(MCTD)" goes.
      expect.objectContaining({
        amount: 462_963,
        tax_rate_data: expect.objectContaining({
          jurisdiction: 'Metropolitan Commuter Transportation District',
          jurisdiction_level: 'district',
          percentage: 0.375,
        }),
      }),
    ]);
  });

  it('sums to the line tax on every amount of a range', () => {
    for (let amount = 1; amount < 5_000; amount += 7) {
      const c = calc([{ amount }]);
      expect(total(amountsOf(c))).toBe(c.lineItems[0]!.taxAmountToCollect);
    }
  });

  it('splits the tax a tax-included price contains, and marks it inclusive', () => {
    const c = calc([{ amount: 10_000, included: true }]);
    const amounts = amountsOf(c);
    expect(c.lineItems[0]!.taxAmountToCollect).toBe(0);
    // 10,000 / 1.08875 = 9,184.85: the price contains 815.15 of tax.
    expect(total(amounts)).toBe(815);
    expect(amounts.map((a) => a.amount)).toEqual([367, 413, 35]);
    expect(amounts.every((a) => a.tax_rate_data.inclusive && a.taxable_amount === 10_000 - 815)).toBe(true);
  });

  it('gives a line nobody taxes zero amounts with the reason', () => {
    expect(
      amountsOf(calc([{ amount: 5_000, product: 'free' }])).map((a) => [
        a.amount,
        a.taxable_amount,
        a.taxability_reason,
        a.tax_rate_data.percentage,
      ]),
    ).toEqual([
      [0, 0, 'product_exempt', 4],
      [0, 0, 'product_exempt', 4.5],
      [0, 0, 'product_exempt', 0.375],
    ]);
    expect(amountsOf(calc([{ amount: 5_000 }], { registrations: [] })).map((a) => a.taxability_reason)).toEqual([
      'not_collecting',
      'not_collecting',
      'not_collecting',
    ]);
    expect(amountsOf(calc([{ amount: 5_000 }], { exempt: true })).map((a) => a.taxability_reason)).toEqual([
      'customer_exempt',
      'customer_exempt',
      'customer_exempt',
    ]);
    const oregon = amountsOf(
      calc([{ amount: 5_000 }], { address: { country: 'US', line1: '1 Main St', city: 'Portland', region: 'OR', postalCode: '97201' } }),
    );
    expect(oregon).toEqual([
      expect.objectContaining({
        amount: 0,
        taxability_reason: 'not_subject_to_tax',
        tax_rate_data: expect.objectContaining({ jurisdiction: 'Oregon', percentage: 0 }),
      }),
    ]);
  });

  it('names every reason of the core as Stripe does', () => {
    expect(notTaxedReason({ type: 'exempt', reason: { type: 'reverseCharge' } })).toBe('reverse_charge');
    expect(notTaxedReason({ type: 'exempt', reason: { type: 'customerExempt' } })).toBe('customer_exempt');
    expect(notTaxedReason({ type: 'exempt', reason: { type: 'transactionExempt' } })).toBe('customer_exempt');
    expect(notTaxedReason({ type: 'jurisHasNoTax' })).toBe('not_subject_to_tax');
  });
});

describe('sameTaxAmounts', () => {
  const wanted = amountsOf(calc([{ amount: 12_000 }]));
  const asOnStripe = (amounts: TaxAmount[]) =>
    amounts.map((a, i) => ({
      tax: {
        amount: a.amount,
        tax_behavior: a.tax_rate_data.inclusive ? 'inclusive' : 'exclusive',
        tax_rate_details: { tax_rate: `txr_${i}` },
        taxability_reason: a.taxability_reason!,
        taxable_amount: a.taxable_amount,
        type: 'tax_rate_details',
      } as Stripe.InvoiceLineItem.Tax,
      rate: {
        id: `txr_${i}`,
        object: 'tax_rate',
        active: false,
        metadata: {},
        country: null,
        state: null,
        jurisdiction: null,
        jurisdiction_level: null,
        tax_type: null,
        ...a.tax_rate_data,
      } as unknown as Stripe.TaxRate,
    }));

  it('is true for what Stripe shows after the write, in any order', () => {
    expect(sameTaxAmounts(asOnStripe(wanted), wanted)).toBe(true);
    expect(sameTaxAmounts(asOnStripe(wanted).reverse(), wanted)).toBe(true);
  });

  it('is false when an amount, a base, a reason or the rate data differs', () => {
    const changed = (f: (a: TaxAmount) => TaxAmount) => [f(wanted[0]!), ...wanted.slice(1)];
    expect(sameTaxAmounts(asOnStripe(changed((a) => ({ ...a, amount: a.amount + 1 }))), wanted)).toBe(false);
    expect(sameTaxAmounts(asOnStripe(changed((a) => ({ ...a, taxable_amount: 1 }))), wanted)).toBe(false);
    expect(sameTaxAmounts(asOnStripe(changed((a) => ({ ...a, taxability_reason: 'reduced_rated' }))), wanted)).toBe(false);
    expect(sameTaxAmounts(asOnStripe(changed((a) => ({ ...a, tax_rate_data: { ...a.tax_rate_data, percentage: 4.25 } }))), wanted)).toBe(
      false,
    );
    expect(sameTaxAmounts(asOnStripe(wanted.slice(1)), wanted)).toBe(false);
    expect(sameTaxAmounts([], [])).toBe(true);
  });

  it("tells Levy's tax amount rates from Levy's tax rates and anyone else's", () => {
    expect(isLevyTaxAmountRate({ description: LEVY_TAX_AMOUNT_DESCRIPTION, metadata: {} })).toBe(true);
    expect(isLevyTaxAmountRate({ description: LEVY_TAX_AMOUNT_DESCRIPTION, metadata: { levy_managed: 'true' } })).toBe(false);
    expect(isLevyTaxAmountRate({ description: 'VAT Germany', metadata: {} })).toBe(false);
  });
});
