// The TaxRateBook keeps taxRate mode's lumped per-line rates and prepareTax's per-jurisdiction rates
// apart: a prepared 4.5% "New York City" rate is never taken for a lumped 4.5% rate, and each kind
// is found again by one listing rather than made twice.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { TaxRateBook, type PreparedRateData } from '../../../src/integrations/stripe/invoices/tax-rates.ts';

function fakeStripe(existing: Partial<Stripe.TaxRate>[]) {
  const rates: Stripe.TaxRate[] = existing.map(
    (r, i) =>
      ({
        id: `txr_${i}`,
        active: true,
        inclusive: false,
        metadata: {},
        jurisdiction: null,
        tax_type: null,
        country: null,
        state: null,
        display_name: 'x',
        ...r,
      }) as Stripe.TaxRate,
  );
  const created: Stripe.TaxRateCreateParams[] = [];
  const stripe = {
    taxRates: {
      list: () => ({
        async *[Symbol.asyncIterator]() {
          yield* rates;
        },
      }),
      create: async (params: Stripe.TaxRateCreateParams) => {
        created.push(params);
        const rate = {
          id: `txr_new${created.length}`,
          active: true,
          country: null,
          state: null,
          jurisdiction: null,
          tax_type: null,
          ...params,
          metadata: params.metadata,
        } as unknown as Stripe.TaxRate;
        rates.push(rate);
        return rate;
      },
    },
  } as unknown as Stripe;
  return { stripe, created };
}

const CITY: PreparedRateData = {
  display_name: 'Sales tax',
  jurisdiction: 'New York City',
  jurisdiction_level: 'city',
  percentage: '4.5',
  inclusive: false,
  tax_type: 'sales_tax',
  country: 'US',
  state: 'NY',
};
const PREPARED_META = { levy_managed: 'true', levy_prepared: 'true', levy_jurisdiction_level: 'city' };

describe('TaxRateBook', () => {
  it('does not take a prepared rate for a lumped one of the same percentage', async () => {
    const { stripe, created } = fakeStripe([
      {
        percentage: 4.5,
        metadata: PREPARED_META,
        jurisdiction: 'New York City',
        tax_type: 'sales_tax',
        country: 'US',
        state: 'NY',
        display_name: 'Sales tax',
      },
    ]);
    const book = new TaxRateBook(stripe);
    expect(await book.idFor('4.5')).toBe('txr_new1');
    expect(created[0]).toMatchObject({ percentage: 4.5, inclusive: false, metadata: { levy_managed: 'true' } });
    expect(created[0]!.metadata).not.toHaveProperty('levy_prepared');
    // The prepared one is found by its data.
    expect(await book.idForJurisdiction(CITY)).toBe('txr_0');
    expect(created).toHaveLength(1);
  });

  it('makes a prepared rate once per jurisdiction, percentage and behaviour, marked as prepared', async () => {
    const { stripe, created } = fakeStripe([{ percentage: 4.5, metadata: { levy_managed: 'true' } }]);
    const book = new TaxRateBook(stripe);
    const [a, b] = await Promise.all([book.idForJurisdiction(CITY), book.idForJurisdiction(CITY)]);
    expect(a).toBe(b);
    expect(a).not.toBe('txr_0');
    const inclusive = await book.idForJurisdiction({ ...CITY, inclusive: true });
    expect(inclusive).not.toBe(a);
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ jurisdiction: 'New York City', percentage: 4.5, inclusive: false, metadata: PREPARED_META });
    expect(created[1]).toMatchObject({ inclusive: true });
    expect(await book.idFor('4.5')).toBe('txr_0');
  });
});
