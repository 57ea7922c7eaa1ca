// Remote-seller elections on a registration: Texas's single local use tax rate (Tax Code
// §151.0595) replaces the local taxes of every Texas address, Alabama's Simplified Sellers Use Tax
// (Ala. Code §40-23-193) the state and local taxes of every Alabama address, from the
// registration's start and the program's first rate.
import { describe, expect, it } from 'vitest';
import {
  builtInContent,
  calculate,
  electedJurisdictions,
  electionsOf,
  jurisdiction,
  resolveAddress,
  toCalculationResponse,
  type AddressInput,
  type CalculationResult,
  type SellerRegistration,
  type SellerTaxFacts,
  type StateElection,
} from '../../../src/tax/index.ts';
import type { JurisdictionData } from '../../../src/tax/content/types.ts';
import { seller, springZipRates } from './fixtures.ts';

const SLUT: SellerRegistration = { jurisId: 'us-TX', collectingFrom: '2019-01-01', election: 'singleLocalUseTaxRate' };
const SSUT: SellerRegistration = { jurisId: 'us-AL', collectingFrom: '2015-01-01', election: 'simplifiedSellersUseTax' };

/** A seller registered only where the test says (with or without an election). */
const registeredIn = (...registrations: SellerRegistration[]) => seller({ registrations });

const HOUSTON = { country: 'US', region: 'TX', city: 'Houston', postalCode: '77002' };
// Spring (unincorporated Harris County) has no built-in local data: without the election its local taxes are uncertain.
const SPRING = { country: 'US', region: 'TX', city: 'Spring', postalCode: '77373' };
const BIRMINGHAM = { country: 'US', region: 'AL', city: 'Birmingham', postalCode: '35203' };
// Huntsville collects its own city tax, Madison County its own: registrations of their own.
const HUNTSVILLE = { country: 'US', region: 'AL', city: 'Huntsville', postalCode: '35801' };
// Auburn has no built-in local data: uncertain without the election.
const AUBURN = { country: 'US', region: 'AL', city: 'Auburn', postalCode: '36830' };

function at(
  customerAddress: AddressInput,
  facts: SellerTaxFacts,
  { product = 'goods', date = '2026-11-01', amount = 10000, included = false } = {},
): CalculationResult {
  return calculate(
    {
      lineItems: [{ id: 'l1', productExternalId: product, amount, isTaxIncludedInAmount: included }],
      currencyCode: 'USD',
      accountingDate: date,
      customerAddress,
    },
    facts,
  );
}

function answered(result: CalculationResult) {
  if (!result.ok) throw new Error(`conflict ${JSON.stringify(result.conflict)}`);
  return result.value;
}

const ids = (result: CalculationResult) => answered(result).lineItems[0]!.jurises.map((j) => j.jurisdiction.id);
const cents = (result: CalculationResult) => answered(result).taxAmountToCollect;

describe("Texas's single local use tax rate", () => {
  it('is 1.75% in place of the local taxes, beside the state', () => {
    expect([
      ids(at(HOUSTON, registeredIn({ ...SLUT, election: null }))),
      cents(at(HOUSTON, registeredIn({ ...SLUT, election: null }))),
    ]).toEqual([['us-TX', 'us-TX-city-of-houston', 'us-TX-metro-transit-authority'], 825]);
    const calc = answered(at(HOUSTON, registeredIn(SLUT)));
    expect(calc.lineItems[0]!.jurises.map((j) => [j.jurisdiction.id, j.taxes.map((t) => t.rate.toFixed()), j.notTaxedReason])).toEqual([
      ['us-TX', ['0.0625'], null],
      ['us-TX-single-local-use-tax', ['0.0175'], null],
    ]);
    expect([calc.taxAmountToCollect, calc.uncertainty]).toEqual([800, null]);
  });

  it('names itself in the answer', () => {
    const response = toCalculationResponse(answered(at(HOUSTON, registeredIn(SLUT))));
    expect(response.jurisSummaries.map((j) => j.name)).toEqual(['Texas', 'Texas single local use tax rate (remote seller)']);
    expect(response.lineItems[0]!.jurises[1]).toEqual({
      name: 'Texas single local use tax rate (remote seller)',
      taxes: [{ taxName: 'Local use tax', taxableAmount: '10000', taxAmount: '175', taxRate: '0.0175' }],
      notTaxedReason: null,
    });
  });

  it('needs no local placement: a ZIP code Levy cannot place is answered without doubt', () => {
    const without = answered(at(SPRING, registeredIn({ ...SLUT, election: null })));
    expect([without.taxAmountToCollect, without.uncertainty?.type]).toEqual([625, 'localJurisdictionsUncertain']);
    const withIt = answered(at(SPRING, registeredIn(SLUT)));
    expect([withIt.taxAmountToCollect, withIt.uncertainty]).toEqual([800, null]);
    // Nor does a seller who refuses uncertain answers get a refusal.
    expect(at(SPRING, seller({ registrations: [SLUT], onUncertainLocalTax: 'refuse' })).ok).toBe(true);
  });

  it('wins over an imported rate table of the address', () => {
    const zipRates = springZipRates();
    expect(cents(at(SPRING, seller({ registrations: [{ ...SLUT, election: null }], zipRates })))).toBe(825);
    expect([
      ids(at(SPRING, seller({ registrations: [SLUT], zipRates }))),
      cents(at(SPRING, seller({ registrations: [SLUT], zipRates }))),
    ]).toEqual([['us-TX', 'us-TX-single-local-use-tax'], 800]);
  });

  it("follows the state's taxability: SaaS taxed on 80% of the price", () => {
    const calc = answered(at(HOUSTON, registeredIn(SLUT), { product: 'saas-b2b' }));
    expect(
      calc.lineItems[0]!.jurises.map((j) => [j.jurisdiction.id, j.taxes[0]!.taxableAmount.toFixed(), j.taxes[0]!.amount.toFixed()]),
    ).toEqual([
      ['us-TX', '8000', '500'],
      ['us-TX-single-local-use-tax', '8000', '140'],
    ]);
    expect(calc.taxAmountToCollect).toBe(640);
    expect(
      answered(at(HOUSTON, registeredIn(SLUT), { product: 'consulting' })).lineItems[0]!.jurises.map((j) => j.notTaxedReason?.type),
    ).toEqual(['productNotTaxed', 'productNotTaxed']);
  });

  it('starts with the program on 2019-10-01: the day before, the local taxes apply', () => {
    expect([
      ids(at(HOUSTON, registeredIn(SLUT), { date: '2019-09-30' })),
      cents(at(HOUSTON, registeredIn(SLUT), { date: '2019-09-30' })),
    ]).toEqual([['us-TX', 'us-TX-city-of-houston', 'us-TX-metro-transit-authority'], 825]);
    expect([
      ids(at(HOUSTON, registeredIn(SLUT), { date: '2019-10-01' })),
      cents(at(HOUSTON, registeredIn(SLUT), { date: '2019-10-01' })),
    ]).toEqual([['us-TX', 'us-TX-single-local-use-tax'], 800]);
  });

  it('cites the rate row in force: confirmed for 2019-2020, carried forward (and said so) from 2021', () => {
    const sources = (date: string) => answered(at(HOUSTON, registeredIn(SLUT), { date })).lineItems[0]!.jurises[1]!.taxes[0]!.sources[0]!;
    expect(sources('2020-12-31')).toContain('"for 2019 and 2020 is 1.75 percent');
    expect(sources('2021-01-01')).toContain('NOT CONFIRMED for 2025 and 2026');
    expect(sources('2026-11-01')).toContain('NOT CONFIRMED for 2025 and 2026');
  });

  it('applies from the registration’s first day; before it the seller does not collect in Texas', () => {
    const later = registeredIn({ ...SLUT, collectingFrom: '2026-11-02' });
    const before = answered(at(HOUSTON, later));
    expect(before.lineItems[0]!.jurises.map((j) => [j.jurisdiction.id, j.notTaxedReason?.type])).toEqual([
      ['us-TX', 'notCollecting'],
      ['us-TX-city-of-houston', 'notCollecting'],
      ['us-TX-metro-transit-authority', 'notCollecting'],
    ]);
    expect(before.taxAmountToCollect).toBe(0);
    expect([ids(at(HOUSTON, later, { date: '2026-11-02' })), cents(at(HOUSTON, later, { date: '2026-11-02' }))]).toEqual([
      ['us-TX', 'us-TX-single-local-use-tax'],
      800,
    ]);
  });

  it('is only Texas’s: another state of the same seller keeps its local taxes', () => {
    const calc = answered(
      at({ country: 'US', region: 'AL', postalCode: '35203' }, registeredIn(SLUT, { jurisId: 'us-AL', collectingFrom: '2015-01-01' })),
    );
    expect([calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id), calc.taxAmountToCollect]).toEqual([
      ['us-AL', 'us-AL-jefferson-county-city-of-birmingham'],
      1000,
    ]);
  });
});

describe("Alabama's Simplified Sellers Use Tax", () => {
  it('is a flat 8% in place of the state and local taxes', () => {
    expect([
      ids(at(BIRMINGHAM, registeredIn({ ...SSUT, election: null }))),
      cents(at(BIRMINGHAM, registeredIn({ ...SSUT, election: null }))),
    ]).toEqual([['us-AL', 'us-AL-jefferson-county-city-of-birmingham'], 1000]);
    const calc = answered(at(BIRMINGHAM, registeredIn(SSUT)));
    expect(calc.lineItems[0]!.jurises.map((j) => [j.jurisdiction.id, j.taxes.map((t) => t.rate.toFixed()), j.notTaxedReason])).toEqual([
      ['us-AL-simplified-sellers-use-tax', ['0.08'], null],
    ]);
    expect([calc.taxAmountToCollect, calc.uncertainty]).toEqual([800, null]);
    expect(toCalculationResponse(calc).jurisSummaries).toEqual([
      { name: 'Alabama Simplified Sellers Use Tax (remote seller)', notTaxedReasons: null },
    ]);
  });

  it('replaces the self-collected city and county taxes too (Huntsville, Madison County)', () => {
    // Without it, a seller registered with the state alone would not collect Huntsville's own tax.
    expect(
      answered(at(HUNTSVILLE, registeredIn({ ...SSUT, election: null }))).lineItems[0]!.jurises.map((j) => [
        j.jurisdiction.id,
        j.notTaxedReason?.type ?? null,
      ]),
    ).toEqual([
      ['us-AL', null],
      ['us-AL-city-of-huntsville', 'notCollecting'],
      ['us-AL-madison-county', 'notCollecting'],
    ]);
    expect([ids(at(HUNTSVILLE, registeredIn(SSUT))), cents(at(HUNTSVILLE, registeredIn(SSUT)))]).toEqual([
      ['us-AL-simplified-sellers-use-tax'],
      800,
    ]);
  });

  it('needs no local placement: a ZIP code Levy cannot place is answered without doubt', () => {
    expect(answered(at(AUBURN, registeredIn({ ...SSUT, election: null }))).uncertainty?.type).toBe('localJurisdictionsUncertain');
    const calc = answered(at(AUBURN, registeredIn(SSUT)));
    expect([calc.taxAmountToCollect, calc.uncertainty]).toEqual([800, null]);
  });

  it("follows the state's taxability (SaaS not taxed, digital goods taxed)", () => {
    expect(
      answered(at(AUBURN, registeredIn(SSUT), { product: 'saas-b2b' })).lineItems[0]!.jurises.map((j) => j.notTaxedReason?.type),
    ).toEqual(['productNotTaxed']);
    expect(cents(at(AUBURN, registeredIn(SSUT), { product: 'download' }))).toBe(800);
  });

  it('starts with the program on 2015-10-01: the day before, the state and local taxes apply', () => {
    expect(ids(at(BIRMINGHAM, registeredIn(SSUT), { date: '2015-09-30' }))).toEqual(['us-AL', 'us-AL-jefferson-county-city-of-birmingham']);
    expect(ids(at(BIRMINGHAM, registeredIn(SSUT), { date: '2015-10-01' }))).toEqual(['us-AL-simplified-sellers-use-tax']);
  });
});

describe('an election among the other rules', () => {
  it("is exempted by the customer's certificate for the state", () => {
    const certificates = [
      {
        effectiveDateBegin: '2026-01-01',
        jurises: [
          { jurisId: 'us-TX', effectiveDateEnd: null },
          { jurisId: 'us-AL', effectiveDateEnd: null },
        ],
      },
    ];
    const tx = answered(at(HOUSTON, seller({ registrations: [SLUT], certificates })));
    expect(tx.lineItems[0]!.jurises.map((j) => [j.jurisdiction.id, j.notTaxedReason])).toEqual([
      ['us-TX', { type: 'exempt', reason: { type: 'customerExempt' } }],
      ['us-TX-single-local-use-tax', { type: 'exempt', reason: { type: 'customerExempt' } }],
    ]);
    const al = answered(at(BIRMINGHAM, seller({ registrations: [SSUT], certificates })));
    expect([al.taxAmountToCollect, al.lineItems[0]!.jurises[0]!.notTaxedReason]).toEqual([
      0,
      { type: 'exempt', reason: { type: 'customerExempt' } },
    ]);
  });

  it('carves tax-included lines out at its rate', () => {
    const tx = answered(at(HOUSTON, registeredIn(SLUT), { amount: 10800, included: true }));
    const line = tx.lineItems[0]!;
    expect([line.preTaxAmount.toFixed(), line.taxIncluded.toFixed(), line.taxAmountToCollect]).toEqual(['10000', '800', 0]);
    expect(line.jurises.map((j) => j.taxes[0]!.amount.toFixed())).toEqual(['625', '175']);
    const al = answered(at(BIRMINGHAM, registeredIn(SSUT), { amount: 10800, included: true })).lineItems[0]!;
    expect([al.preTaxAmount.toFixed(), al.taxIncluded.toFixed()]).toEqual(['10000', '800']);
  });

  it('rounds the line, not each jurisdiction', () => {
    // 1234 cents: 77.125 + 21.595 = 98.72, collected as 99.
    const calc = answered(at(HOUSTON, registeredIn(SLUT), { amount: 1234 }));
    expect(calc.lineItems[0]!.jurises.map((j) => j.taxes[0]!.amount.toFixed())).toEqual(['77.125', '21.595']);
    expect(calc.taxAmountToCollect).toBe(99);
    expect(cents(at(BIRMINGHAM, registeredIn(SSUT), { amount: 1234 }))).toBe(99);
  });

  it('takes each day’s rate of the election’s jurisdictions (a rate change, with test data)', () => {
    const slut = jurisdiction('us-TX-single-local-use-tax')!;
    const changing: JurisdictionData = {
      ...slut,
      taxes: [
        {
          name: 'Local use tax',
          rates: [
            { rate: '1.75', from: '2019-10-01', to: '2026-01-01', source: 'test' },
            { rate: '2.00', from: '2026-01-01', to: null, source: 'test' },
          ],
        },
      ],
    };
    const election: StateElection = { ...electionsOf('us-TX')[0]!, elected: [changing] };
    const facts = seller({ registrations: [SLUT], elections: (id) => (id === 'us-TX' ? [election] : []) });
    expect(cents(at(HOUSTON, facts, { date: '2025-12-31' }))).toBe(800);
    expect(cents(at(HOUSTON, facts, { date: '2026-01-01' }))).toBe(825);
  });
});

describe('electedJurisdictions', () => {
  const houston = resolveAddress(HOUSTON);
  if (!houston.ok) throw new Error('Houston does not resolve');

  it('is null without an election, outside the US, or for an election the state does not offer', () => {
    expect(electedJurisdictions(houston.address, [{ jurisId: 'us-TX', collectingFrom: '2019-01-01' }], '2026-11-01')).toBeNull();
    expect(electedJurisdictions(houston.address, [{ ...SLUT, election: 'simplifiedSellersUseTax' }], '2026-11-01')).toBeNull();
    const germany = resolveAddress({ country: 'DE' });
    expect(germany.ok && electedJurisdictions(germany.address, [SLUT], '2026-11-01')).toBeNull();
  });

  it('comes from the content: one election each for Texas and Alabama', () => {
    expect(builtInContent().elections.map((e) => [e.state, e.id, e.replaces, e.jurisdictions])).toEqual([
      ['AL', 'simplifiedSellersUseTax', 'stateAndLocalTaxes', ['us-AL-simplified-sellers-use-tax']],
      ['TX', 'singleLocalUseTaxRate', 'localTaxes', ['us-TX-single-local-use-tax']],
    ]);
    expect(electedJurisdictions(houston.address, [SLUT], '2026-11-01')!.map((j) => j.id)).toEqual(['us-TX', 'us-TX-single-local-use-tax']);
  });
});
