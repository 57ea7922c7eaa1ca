// Never a silent state-only answer: where a state has local taxes and Levy's data does not place
// the address, the calculation says so (localJurisdictionsUncertain), or refuses when the seller
// asked for that.
import { describe, expect, it } from 'vitest';
import { calculate, toCalculationResponse, type AddressInput, type CalculationResult } from '../../../src/tax/index.ts';
import { seller, springZipRates } from './fixtures.ts';

const at = (customerAddress: AddressInput, productExternalId = 'goods', facts = seller()): CalculationResult =>
  calculate(
    { lineItems: [{ id: 'l1', productExternalId, amount: 10000 }], currencyCode: 'USD', accountingDate: '2026-11-01', customerAddress },
    facts,
  );

function answered(result: CalculationResult) {
  if (!result.ok) throw new Error(`conflict ${JSON.stringify(result.conflict)}`);
  return result.value;
}

describe('local taxes Levy cannot place', () => {
  it.each([
    [
      'a place without built-in data (Spring, unincorporated Harris County)',
      { country: 'US', region: 'TX', city: 'Spring', postalCode: '77373' },
      ['us-TX'],
    ],
    [
      'a city the ZIP code contradicts (Dallas with a Spring ZIP)',
      { country: 'US', region: 'TX', city: 'Dallas', postalCode: '77373' },
      ['us-TX'],
    ],
    [
      'a city without a ZIP code the data knows, and no built-in data (Spring, no ZIP)',
      { country: 'US', region: 'TX', city: 'Spring' },
      ['us-TX'],
    ],
  ])('answers %s with the state and says local taxes may be missing', (_name, address, jurisIds) => {
    const calc = answered(at(address));
    expect(calc.uncertainty).toEqual({
      type: 'localJurisdictionsUncertain',
      message: expect.stringContaining('local taxes may be missing'),
      jurisIds,
      // 77373 reaches Houston and Humble by the Census, its land mostly outside any city: those are named, the largest applied.
      ...(!('postalCode' in address)
        ? {}
        : {
            candidates: [
              { name: 'Harris County outside any city', jurisIds: ['us-TX'], share: expect.closeTo(0.99, 1) },
              ...Array(calc.uncertainty!.candidates!.length - 1).fill(
                expect.objectContaining({ jurisIds: expect.arrayContaining(['us-TX']) }),
              ),
            ],
          }),
    });
    expect(calc.uncertainty!.candidates?.length ?? 2).toBeGreaterThan(1);
    // The uncertainty is the message; it also says when the rates' data is past its edition (Texas's built-in table is of 2025 Q3).
    const message = toCalculationResponse(calc).taxComplianceMessage;
    expect(message).toEqual({ ...calc.uncertainty, message: expect.stringContaining(calc.uncertainty!.message) });
    expect(message!.message === calc.uncertainty!.message).toBe(calc.staleness === null);
  });

  it.each([
    [
      'a ZIP code alone (Chicago 60601, lease tax included)',
      { country: 'US', postalCode: '60601' },
      'goods',
      ['us-IL', 'us-IL-cook-county', 'us-IL-regional-transportation-authority', 'us-IL-city-of-chicago', 'us-IL-chicago-lease'],
    ], // the county map's Cook County part first (IDOR's file)
    [
      'a misspelt city with its ZIP code (Denvr 80202)',
      { country: 'US', region: 'CO', city: 'Denvr', postalCode: '80202' },
      'goods',
      [
        'us-CO',
        'us-CO-regional-transportation-district',
        'us-CO-scientific-cultural-facilities-district',
        'us-CO-city-and-county-of-denver',
      ],
    ],
    [
      'a mailing city inside New York City (Corona, Queens 11368)',
      { country: 'US', region: 'NY', city: 'Corona', postalCode: '11368' },
      'goods',
      ['us-NY', 'us-NY-new-york-city', 'us-NY-metropolitan-commuter-transportation-district'],
    ],
  ])('places %s by its ZIP code', (_name, address, product, jurisIds) => {
    const calc = answered(at(address, product));
    expect(calc.uncertainty).toBeNull();
    expect(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)).toEqual(jurisIds);
  });

  it('says so for a ZIP code split between counties, naming them', () => {
    // 20135 (Bluemont, Virginia): about 61% Clarke County, 38% Loudoun, 1% Jefferson County WV. A
    // Virginia address is in its Virginia part: Clarke and Loudoun, as shares of that part.
    const calc = answered(at({ country: 'US', region: 'VA', postalCode: '20135' }));
    expect(calc.uncertainty?.message).toMatch(
      /ZIP code 20135's Virginia part reaches places with different local taxes: Clarke County outside any city \(67\.2%\), Loudoun County outside any city \(32\.8%\);/,
    );
  });

  it.each([
    ['a place with built-in local data (New York City)', { country: 'US', region: 'NY', city: 'New York', postalCode: '10001' }, 'goods'],
    ['a state without local sales taxes (Connecticut)', { country: 'US', region: 'CT', postalCode: '06103' }, 'goods'],
    [
      'a sale the state does not tax (SaaS in Mission Viejo, California, a city without built-in data)',
      { country: 'US', region: 'CA', city: 'Mission Viejo', postalCode: '92691' },
      'saas-b2b',
    ],
    ['a country outside the US (Germany)', { country: 'DE' }, 'saas-b2c'],
  ])('is sure of %s', (_name, address, product) => {
    expect(answered(at(address, product)).uncertainty).toBeNull();
  });

  it('is sure where the seller does not collect (not registered in the state)', () => {
    const facts = seller({ registrations: [{ jurisId: 'us-NY', collectingFrom: '2000-01-01' }] });
    expect(answered(at({ country: 'US', region: 'TX', city: 'Spring', postalCode: '77373' }, 'goods', facts)).uncertainty).toBeNull();
  });

  it('is sure where an imported rate table covers the ZIP code', () => {
    const zipRates = springZipRates();
    const calc = answered(at({ country: 'US', region: 'TX', city: 'Spring', postalCode: '77373' }, 'goods', seller({ zipRates })));
    expect(calc.uncertainty).toBeNull();
    expect(calc.taxAmountToCollect).toBe(825);
  });

  it('refuses instead when the seller chose refuse, naming the jurisdictions it would have applied', () => {
    const result = at(
      { country: 'US', region: 'TX', city: 'Spring', postalCode: '77373' },
      'goods',
      seller({ onUncertainLocalTax: 'refuse' }),
    );
    expect(result).toEqual({
      ok: false,
      conflict: {
        type: 'customerAddressCouldNotResolve',
        message: expect.stringContaining('local taxes may be missing'),
        jurisIds: ['us-TX'],
      },
    });
    expect(
      at({ country: 'US', region: 'NY', city: 'New York', postalCode: '10001' }, 'goods', seller({ onUncertainLocalTax: 'refuse' })).ok,
    ).toBe(true);
  });
});

describe('origin sourcing with statewide local taxes', () => {
  it("uses the destination's local taxes when the seller's own place is not known (Provo to Salt Lake City)", () => {
    const facts = seller({ businessAddress: { country: 'US', region: 'UT', city: 'Provo', postalCode: '84601' } });
    const calc = answered(at({ country: 'US', region: 'UT', city: 'Salt Lake City', postalCode: '84101' }, 'goods', facts));
    expect(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)).toContain('us-UT-salt-lake-city-local');
    expect(calc.uncertainty).toBeNull();
  });
});

describe('an address with a city but no ZIP code', () => {
  const ids = (calc: ReturnType<typeof answered>) => calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id);

  it.each([
    [
      "Clovis, CA: the city tax and Fresno County's district taxes (the county comes from its ZIP codes); not sure, since its ZIP codes reach Fresno and the county's land outside any city",
      { city: 'Clovis', region: 'CA' },
      898,
      /ZIP code \d{5} reaches places with different local taxes: Clovis .*; Levy applied those of Clovis, the one the address names/,
    ],
    [
      "Miami, FL: every ZIP code named Miami carries Miami-Dade County's surtax; not sure, since one reaches Broward County by HUD",
      { city: 'Miami', region: 'FL' },
      700,
      /ZIP code 33179 reaches places with different local taxes: .*Broward County outside any city/,
    ],
    ['Buffalo, NY: every ZIP code named Buffalo lies in Erie County, sure', { city: 'Buffalo', region: 'NY' }, 875, null],
    ['St. Louis spelt out as USPS does (Saint Louis is the same place)', { city: 'Saint Louis', region: 'MO' }, 968, undefined],
  ])('%s', (_name, address, cents, doubt) => {
    const calc = answered(at({ country: 'US', ...address }));
    expect(calc.taxAmountToCollect).toBe(cents);
    if (doubt === null) expect(calc.uncertainty).toBeNull();
    else if (doubt !== undefined) expect(calc.uncertainty?.message).toMatch(doubt);
  });

  it('applies the taxes of the ZIP codes Levy places and says the name is ambiguous where they differ', () => {
    // 19 ZIP codes named St. Louis are the City of St. Louis, the others St. Louis County (no data).
    const calc = answered(at({ country: 'US', city: 'St. Louis', region: 'MO' }));
    expect(ids(calc)).toEqual(['us-MO', 'us-MO-city-of-st-louis']);
    expect(calc.uncertainty?.message).toMatch(
      /no ZIP code was given and the 46 ZIP codes named St\. Louis carry different local taxes; Levy applied those of 19 of them/,
    );
  });

  it('uses a ZIP code the data lacks as no ZIP code (33152 is a PO-box ZIP code of Miami)', () => {
    const withZip = answered(at({ country: 'US', city: 'Miami', region: 'FL', postalCode: '33152' }));
    expect([withZip.uncertainty, withZip.taxAmountToCollect]).toEqual([null, 700]);
  });

  it('is not sure of a city no ZIP code is named after and Levy has no place entry for', () => {
    expect(answered(at({ country: 'US', city: 'Nowhere Springs', region: 'FL' })).uncertainty?.type).toBe('localJurisdictionsUncertain');
  });
});
