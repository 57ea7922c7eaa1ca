// Rate changes in a window of days (src/tax/rate-changes.ts): a dated row whose rate differs from the
// day before's, a new tax, a tax that ends, and re-dated rows that change nothing.
import { describe, expect, it } from 'vitest';
import type { JurisdictionData, RatePeriod } from '../../../src/tax/content/types.ts';
import { builtInContent, rateChanges, rateChangeWindow } from '../../../src/tax/index.ts';

const TODAY = '2026-11-27';
const WINDOW = rateChangeWindow(TODAY);

const row = (from: string | null, to: string | null, rate: string, source = `row from ${from ?? 'the start'}`): RatePeriod => ({
  from,
  to,
  rate,
  source,
});

function juris(id: string, ...taxes: RatePeriod[][]): JurisdictionData {
  return {
    id,
    name: `Name of ${id}`,
    level: 'city',
    country: 'US',
    registrationIds: ['us-XX'],
    taxes: taxes.map((rates, i) => ({ name: `Tax ${i}`, rates })),
    taxability: [],
    defaultTreatment: { taxable: true },
  };
}

describe('rateChangeWindow', () => {
  it('runs from 30 days back to 90 days ahead', () => {
    expect(WINDOW).toEqual({ from: '2026-10-28', to: '2027-02-25' });
  });
});

describe('rateChanges', () => {
  it('finds a change inside the window, with the rate the day before and the new row source', () => {
    const j = juris('us-XX-city', [row(null, '2027-01-01', '1.00'), row('2027-01-01', null, '1.25', 'Ordinance 12')]);
    expect(rateChanges([j], WINDOW)).toEqual([
      { jurisId: 'us-XX-city', name: 'Name of us-XX-city', day: '2027-01-01', oldRate: '1.00', newRate: '1.25', source: 'Ordinance 12' },
    ]);
  });

  it('includes both edges of the window and nothing outside it', () => {
    const edges = juris('edges', [row(null, '2026-10-28', '1'), row('2026-10-28', '2027-02-25', '2'), row('2027-02-25', null, '3')]);
    expect(rateChanges([edges], WINDOW).map((c) => c.day)).toEqual(['2026-10-28', '2027-02-25']);
    const outside = juris('outside', [row(null, '2026-10-27', '1'), row('2026-10-27', '2027-02-26', '2'), row('2027-02-26', null, '3')]);
    expect(rateChanges([outside], WINDOW)).toEqual([]);
  });

  it('counts a new tax (from 0) and a tax that ends (to 0)', () => {
    const fresh = juris('fresh', [row('2026-12-01', null, '0.50', 'Measure A')]);
    const ending = juris('ending', [row('2020-01-01', '2027-01-01', '0.25', 'Measure B, sunset 2026-12-31')]);
    expect(rateChanges([ending, fresh], WINDOW)).toEqual([
      { jurisId: 'fresh', name: 'Name of fresh', day: '2026-12-01', oldRate: '0', newRate: '0.50', source: 'Measure A' },
      {
        jurisId: 'ending',
        name: 'Name of ending',
        day: '2027-01-01',
        oldRate: '0.25',
        newRate: '0',
        source: 'Measure B, sunset 2026-12-31',
      },
    ]);
  });

  it('does not count a row that is only re-dated (same rate, however written)', () => {
    const redated = juris('redated', [
      row(null, '2027-01-01', '6.5'),
      row('2027-01-01', '2027-02-01', '6.50', 'new citation'),
      row('2027-02-01', null, '6.500'),
    ]);
    expect(rateChanges([redated], WINDOW)).toEqual([]);
  });

  it('sums the taxes of a jurisdiction: two taxes changing the same day make one change', () => {
    const two = juris(
      'two',
      [row(null, '2027-01-01', '1.0'), row('2027-01-01', null, '1.5', 'A')],
      [row(null, '2027-01-01', '0.25'), row('2027-01-01', null, '0.5', 'B')],
    );
    expect(rateChanges([two], WINDOW)).toEqual([
      { jurisId: 'two', name: 'Name of two', day: '2027-01-01', oldRate: '1.25', newRate: '2.0', source: 'A; B' },
    ]);
  });

  it('lists changes by day, then jurisdiction', () => {
    const b = juris('b', [row('2027-01-01', null, '1')]);
    const a = juris('a', [row('2027-01-01', null, '1')]);
    const early = juris('z', [row('2026-12-01', null, '1')]);
    expect(rateChanges([b, a, early], WINDOW).map((c) => `${c.day} ${c.jurisId}`)).toEqual([
      '2026-12-01 z',
      '2027-01-01 a',
      '2027-01-01 b',
    ]);
  });

  it('answers for the whole built-in content', () => {
    const changes = rateChanges(builtInContent().jurisdictions, { from: '2026-01-01', to: '2026-12-31' });
    // Washington, D.C. raised its sales tax from 6 % to 7 % on 2026-10-01.
    expect(changes).toContainEqual(expect.objectContaining({ jurisId: 'us-DC', day: '2026-10-01', oldRate: '6.00', newRate: '7.00' }));
    for (const c of changes) expect(c.source.length).toBeGreaterThan(0);
  });
});
