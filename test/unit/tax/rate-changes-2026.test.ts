// Local rate changes of 2026 in the built-in content, each on its own dated row (docs/tax-data.md,
// "Changing a fact"): the answer by ZIP code alone on the day before a change and on its first day.
// `goodsTax` sets the calculation's `now` to the tax date, since a tax date more than 31 days after
// `now` is refused.
import { describe, expect, it } from 'vitest';
import { goodsTax, expectPlaced } from './fixtures.ts';

describe('2026 local rate changes, by ZIP code alone, the day before and the first day', () => {
  it.each([
    // Larimer County, CO: 0.80% -> 1.05% on 2026-01-01 (Colorado Department of Revenue, "Sales & Use
    // Tax Rate Changes Effective January 01, 2026", https://tax.colorado.gov/sales-tax-rate-changes).
    // ZIP code 80521 is USPS "Fort Collins", the Fort Collins place entry (Larimer County, no
    // `partlyOutside`), so it is placed with certainty: state 2.9 + Larimer County + city 4.35.
    ['Fort Collins (Larimer County 0.80%)', '80521', '2025-12-31', 805],
    ['Fort Collins (Larimer County 1.05%)', '80521', '2026-01-01', 830],
  ])('%s, ZIP code %s on %s: %i cents on 10000', (_name, zip, date, cents) => {
    const calc = goodsTax({ country: 'US', postalCode: zip }, { date });
    expect(calc.customerAddress.region).toBe('CO');
    expectPlaced(calc, cents);
  });

  it('answers the Larimer County line from the Colorado DOR notice from 2026-01-01', () => {
    const larimer = (date: string) =>
      goodsTax({ country: 'US', postalCode: '80521' }, { date })
        .lineItems[0]!.jurises.filter((j) => j.jurisdiction.id === 'us-CO-larimer-county')
        .flatMap((j) => j.taxes.map((t) => t.sources[0]));
    // A tax line carries its fact's citation: the note, which begins with the source it rests on.
    expect(larimer('2025-12-31').map((c) => c?.split(' — ')[0])).toEqual(['https://larimer.gov/finance/sales-tax/rates']);
    expect(larimer('2026-01-01').map((c) => c?.split(' — ')[0])).toEqual(['https://tax.colorado.gov/sales-tax-rate-changes']);
  });
});

// Changes reported (news, another project's audit of an official file) that no official source read
// here confirms: the content keeps the official rate and records the report (`unconfirmedChanges`),
// so from the reported day every answer there says its rate may be stale instead of staying silent.
describe('2026 changes reported but not confirmed: the official rate, said to be possibly stale from the day', () => {
  it.each([
    // Madison County, GA 4% -> 3% on 2026-07-01; 30633 Danielsville lies in Madison County alone.
    ['Madison County, GA', '30633', '2026-06-30', '2026-07-01', 800, 'us-GA-county-13195'],
    // Nome, AK 5% -> 6% on 2026-01-01 (ballot of 2025-10-07); 99762 is Nome.
    ['Nome, AK', '99762', '2025-12-31', '2026-01-01', 500, 'us-AK-city-of-nome'],
    // Westminster, CO 3.85% -> 4.25% on 2026-01-01 (ballot measure 3H); 80030 is Westminster.
    ['Westminster, CO', '80030', '2025-12-31', '2026-01-01', 860, 'us-CO-city-of-westminster'],
  ])('%s (ZIP code %s): nothing said on %s; from %s the answer names the reported change', (_name, zip, before, from, cents, jurisId) => {
    const earlier = goodsTax({ country: 'US', postalCode: zip }, { date: before });
    expect([earlier.taxAmountToCollect, earlier.staleness]).toEqual([cents, null]);
    const after = goodsTax({ country: 'US', postalCode: zip }, { date: from });
    expect(after.taxAmountToCollect).toBe(cents);
    expect(after.staleness).toMatchObject({
      type: 'rateDataMayBeStale',
      jurisIds: [jurisId],
      dataAsOf: before,
      message: expect.stringContaining(`from ${from} is reported but not confirmed by the authority`),
    });
  });
});
