// calculationJson: the hot operations' answer text, held to JSON.stringify character for character.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculate,
  calculationJson,
  toCalculationResponse,
  type AddressInput,
  type CalculationResponse,
  type LineCategory,
} from '../../../src/tax/index.ts';

const products = new Map<string, LineCategory>([
  ['saas', { standard: 'saasBusiness' }],
  ['goods', { standard: 'tangibleGoods' }],
]);

function answer(customerAddress: AddressInput, included: boolean): CalculationResponse {
  const result = calculate(
    {
      currencyCode: 'USD',
      accountingDate: '2026-11-01',
      customerAddress,
      lineItems: [
        { id: 'line "1" \\ é', productExternalId: 'saas', amount: 1999, isTaxIncludedInAmount: included },
        { productExternalId: 'goods', amount: -31000 },
      ],
    },
    {
      now: new Date('2026-11-21T12:00:00Z'),
      accountingTimeZone: null,
      businessAddress: null,
      registrations: [
        { jurisId: 'us-NY', collectingFrom: '2020-01-01' },
        { jurisId: 'ca', collectingFrom: '2020-01-01' },
      ],
      certificates: [],
      products,
      validTaxIdCountries: new Set(),
    },
  );
  if (!result.ok) throw new Error(result.conflict.type);
  return toCalculationResponse(result.value);
}

const decimal = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.option(fc.integer({ min: 0, max: 9999 })))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}`}`);
// Any text, lone surrogates and control characters included: they must be escaped as JSON.stringify does.
const text = fc.string({ unit: 'binary', maxLength: 12 });
const reason = fc.oneof(fc.record({ type: text }), fc.record({ type: text, reason: fc.record({ type: text }) }));
const response = fc.record({
  taxAmountToCollect: fc.integer(),
  preTaxAmount: decimal,
  lineItems: fc.array(
    fc.record({
      id: fc.option(text),
      taxAmountToCollect: fc.integer(),
      preTaxAmount: decimal,
      jurises: fc.array(
        fc.record({
          name: text,
          taxes: fc.option(
            fc.array(fc.record({ taxName: text, taxableAmount: decimal, taxAmount: decimal, taxRate: decimal }), { maxLength: 3 }),
          ),
          notTaxedReason: fc.option(reason),
        }),
        { maxLength: 4 },
      ),
    }),
    { maxLength: 4 },
  ),
  jurisSummaries: fc.array(fc.record({ name: text, notTaxedReasons: fc.option(fc.array(reason, { maxLength: 2 })) }), { maxLength: 3 }),
  taxComplianceMessage: fc.option(
    fc.record({ type: fc.constant('localJurisdictionsUncertain' as const), message: text, jurisIds: fc.array(text, { maxLength: 3 }) }),
  ),
}) as fc.Arbitrary<CalculationResponse>;

describe('calculationJson', () => {
  it('writes real calculations exactly as JSON.stringify does: taxed, tax-included, exempt lines, accents, an uncertain answer', () => {
    const places: AddressInput[] = [
      { country: 'US', line1: '350 5th Ave', city: 'New York', region: 'NY', postalCode: '10118' },
      { country: 'CA', region: 'QC', city: 'Montréal', postalCode: 'H2X 1Y4' },
      { country: 'US', region: 'NY', postalCode: '14999' },
    ];
    for (const place of places) {
      for (const included of [false, true]) {
        const value = answer(place, included);
        expect(calculationJson(value)).toBe(JSON.stringify(value));
      }
    }
    expect(answer(places[2]!, false).taxComplianceMessage).not.toBeNull();
  });

  it('writes any response of the shape exactly as JSON.stringify does, with the version of createOrUpdate last', () => {
    fc.assert(
      fc.property(response, fc.option(fc.nat()), (value, version) => {
        const withVersion = version === null ? value : { ...value, version };
        expect(calculationJson(withVersion)).toBe(JSON.stringify(withVersion));
      }),
      { numRuns: 300 },
    );
  });
});
