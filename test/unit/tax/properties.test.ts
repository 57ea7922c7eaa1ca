// Properties that must hold for any invoice: inclusive and exclusive agree, lines sum to the
// total, a negated invoice sums to zero.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate, type AddressInput, type CalculationInput } from '../../../src/tax/index.ts';
import { PRODUCTS, seller } from './fixtures.ts';

const ADDRESSES: AddressInput[] = [
  { country: 'US', region: 'NY', city: 'New York', postalCode: '10001' },
  { country: 'US', region: 'TX', city: 'Austin', postalCode: '78701' },
  { country: 'US', region: 'IL', city: 'Chicago', postalCode: '60601' },
  { country: 'US', region: 'CT' },
  { country: 'CA', region: 'QC' },
  { country: 'DE' },
  { country: 'JP' },
];

const line = fc.record({
  productExternalId: fc.constantFrom(...PRODUCTS.keys()),
  amount: fc.integer({ min: 0, max: 10_000_000_00 }),
});
const invoice = fc.record({ lines: fc.array(line, { minLength: 1, maxLength: 12 }), address: fc.constantFrom(...ADDRESSES) });

function run(lines: CalculationInput['lineItems'], customerAddress: AddressInput) {
  const result = calculate({ lineItems: lines, currencyCode: 'USD', customerAddress, accountingDate: '2026-11-01' }, seller());
  if (!result.ok) throw new Error(JSON.stringify(result.conflict));
  return result.value;
}

describe('properties', () => {
  it('the invoice total is the sum of its lines', () => {
    fc.assert(
      fc.property(invoice, ({ lines, address }) => {
        const calc = run(lines, address);
        expect(calc.taxAmountToCollect).toBe(calc.lineItems.reduce((s, l) => s + l.taxAmountToCollect, 0));
        expect(calc.preTaxAmount.toFixed()).toBe(
          calc.lineItems.reduce((s, l) => s.plus(l.preTaxAmount), calc.preTaxAmount.minus(calc.preTaxAmount)).toFixed(),
        );
      }),
    );
  });

  it('a negated invoice sums to exactly zero', () => {
    fc.assert(
      fc.property(invoice, ({ lines, address }) => {
        const original = run(lines, address);
        const negated = run(
          lines.map((l) => ({ ...l, amount: -l.amount })),
          address,
        );
        expect(original.taxAmountToCollect + negated.taxAmountToCollect).toBe(0);
        original.lineItems.forEach((l, i) => expect(l.taxAmountToCollect + negated.lineItems[i]!.taxAmountToCollect).toBe(0));
      }),
    );
  });

  it('inclusive and exclusive agree: net plus its tax gives back the gross, within rounding', () => {
    fc.assert(
      fc.property(line, fc.constantFrom(...ADDRESSES), (l, address) => {
        const inclusive = run([{ ...l, isTaxIncludedInAmount: true }], address).lineItems[0]!;
        // Charging the net exclusive must produce the tax that was carved out, to the minor unit.
        const net = inclusive.preTaxAmount;
        const exclusiveOfNet = run([{ ...l, amount: net.toDecimalPlaces(0).toNumber() }], address).lineItems[0]!;
        expect(inclusive.taxAmountToCollect).toBe(0);
        expect(Math.abs(exclusiveOfNet.taxAmountToCollect - inclusive.taxIncluded.toNumber())).toBeLessThanOrEqual(1);
        expect(net.plus(inclusive.taxIncluded).toFixed()).toBe(String(l.amount));
      }),
    );
  });
});
