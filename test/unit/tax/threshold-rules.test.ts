// The registration-threshold rules (content/thresholds.json): every US state with a sales tax,
// DC and Alaska once each, sourced and well-formed rules, no two rules in force for the same sellers
// on one day, known jurisdiction ids abroad, and the dated end of the 200-transaction tests.
import { describe, expect, it } from 'vitest';
import { THRESHOLD_JURISDICTIONS } from '../../../src/tax/thresholds/index.ts';
import { isKnownJurisdictionId } from '../../../src/tax/jurisdictions.ts';
import type { ThresholdRule } from '../../../src/tax/thresholds/types.ts';

/** The 45 states with a statewide sales tax, DC, and Alaska (local taxes under the ARSSTC code). */
const US_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'NE',
  'NV',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const allRules = THRESHOLD_JURISDICTIONS.flatMap((j) => j.rules.map((r) => [j.jurisId, r] as const));

describe('threshold jurisdictions', () => {
  it('lists the 45 sales-tax states, DC and Alaska exactly once each', () => {
    expect(US_CODES).toHaveLength(47);
    const us = THRESHOLD_JURISDICTIONS.filter((j) => j.jurisId.startsWith('us-')).map((j) => j.jurisId);
    expect([...us].sort()).toEqual(US_CODES.map((c) => `us-${c}`).sort());
    for (const code of ['DE', 'MT', 'NH', 'OR']) expect(us).not.toContain(`us-${code}`);
  });

  it('has each jurisdiction id once, and at least one rule each', () => {
    const ids = THRESHOLD_JURISDICTIONS.map((j) => j.jurisId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const j of THRESHOLD_JURISDICTIONS) expect(j.rules.length, j.jurisId).toBeGreaterThan(0);
  });

  it('names the countries of the US, Canada and the EU entries', () => {
    for (const j of THRESHOLD_JURISDICTIONS) {
      if (j.jurisId.startsWith('us-')) expect(j.countries, j.jurisId).toEqual(['US']);
      if (j.jurisId.startsWith('ca-')) expect(j.countries, j.jurisId).toEqual(['CA']);
      for (const c of j.countries) expect(c, j.jurisId).toMatch(/^[A-Z]{2}$/);
    }
    const eu = THRESHOLD_JURISDICTIONS.find((j) => j.jurisId === 'eu-oss')!;
    expect(eu.members).toHaveLength(27);
    expect(eu.countries).toHaveLength(27);
    expect(eu.members).toContain('eu-GR');
  });

  it('uses only known jurisdiction ids outside the US (ids and members)', () => {
    for (const j of THRESHOLD_JURISDICTIONS.filter((t) => !t.jurisId.startsWith('us-'))) {
      expect(isKnownJurisdictionId(j.jurisId), j.jurisId).toBe(true);
      for (const m of j.members ?? []) expect(isKnownJurisdictionId(m), `${j.jurisId} member ${m}`).toBe(true);
    }
    // The US ids are jurisdictions too (Alaska's included, with no state rate).
    for (const code of US_CODES) expect(isKnownJurisdictionId(`us-${code}`), code).toBe(true);
  });
});

describe('threshold rules', () => {
  it.each(allRules)('%s: is sourced, dated and well-formed', (id, r: ThresholdRule) => {
    expect(r.source, id).toMatch(/^https?:\/\//);
    expect(r.text.length, id).toBeGreaterThan(20);
    if (r.from !== null) expect(r.from, id).toMatch(ISO_DATE);
    if (r.to !== null) expect(r.to, id).toMatch(ISO_DATE);
    if (r.from !== null && r.to !== null) expect(r.from < r.to, id).toBe(true);
    expect(r.currency, id).toMatch(/^[A-Z]{3}$/);
    if (r.salesAmount !== null) expect(r.salesAmount, id).toMatch(/^(0|[1-9]\d*)(\.\d+)?$/);
    if (r.transactionCount !== null) {
      expect(Number.isInteger(r.transactionCount), id).toBe(true);
      expect(r.transactionCount, id).toBeGreaterThan(0);
    }
    if (r.combine === 'salesOnly') {
      expect(r.salesAmount, id).not.toBeNull();
      expect(r.transactionCount, id).toBeNull();
    } else {
      expect(r.salesAmount, id).not.toBeNull();
      expect(r.transactionCount, id).not.toBeNull();
    }
    if (r.period.kind === 'year') expect(r.period.startMonth >= 1 && r.period.startMonth <= 12, id).toBe(true);
    if (r.period.kind === 'precedingQuarters')
      expect(r.period.firstQuarterStartMonth >= 1 && r.period.firstQuarterStartMonth <= 12, id).toBe(true);
    if (id.startsWith('us-')) {
      expect(r.currency, id).toBe('USD');
      expect(r.sellers, id).toBe('all');
      expect(r.scope, id).toBe('jurisdiction');
    }
  });

  it('never has two rules of one jurisdiction in force for the same sellers on the same day', () => {
    const overlaps = (a: ThresholdRule, b: ThresholdRule) =>
      (a.from === null || b.to === null || a.from < b.to) && (b.from === null || a.to === null || b.from < a.to);
    for (const j of THRESHOLD_JURISDICTIONS) {
      j.rules.forEach((a, i) =>
        j.rules.slice(i + 1).forEach((b) => {
          const sameSellers = a.sellers === b.sellers || a.sellers === 'all' || b.sellers === 'all';
          if (sameSellers) expect(overlaps(a, b), `${j.jurisId}: ${a.from}..${a.to} and ${b.from}..${b.to}`).toBe(false);
        }),
      );
    }
  });

  it.each([
    ['us-IN', '2024-01-01'],
    ['us-NC', '2024-07-01'],
    ['us-WY', '2024-07-01'],
    ['us-AK', '2025-01-01'],
    ['us-UT', '2025-07-01'],
    ['us-IL', '2026-01-01'],
    ['us-KY', '2026-08-01'],
  ])('%s: the 200-transaction test ends on %s and the amount alone follows', (id, day) => {
    const rules = THRESHOLD_JURISDICTIONS.find((j) => j.jurisId === id)!.rules;
    const before = rules.find((r) => r.to === day)!;
    const after = rules.find((r) => r.from === day)!;
    expect(before).toMatchObject({ combine: 'either', transactionCount: 200 });
    expect(after).toMatchObject({ combine: 'salesOnly', transactionCount: null, to: null });
    expect(after.salesAmount).toBe(before.salesAmount);
  });

  it('encodes the special cases: CT and NY need both tests, Switzerland counts worldwide, the EU splits by establishment', () => {
    const rule = (id: string) => THRESHOLD_JURISDICTIONS.find((j) => j.jurisId === id)!.rules.find((r) => r.to === null)!;
    expect(rule('us-CT')).toMatchObject({ combine: 'both', period: { kind: 'year', startMonth: 10, measured: 'previous' } });
    expect(rule('us-NY')).toMatchObject({
      combine: 'both',
      salesAmount: '500000',
      period: { kind: 'precedingQuarters', count: 4, firstQuarterStartMonth: 3 },
    });
    expect(rule('ch-vat')).toMatchObject({ scope: 'worldwide', currency: 'CHF', salesAmount: '100000' });
    expect(rule('jp-jct').period).toEqual({ kind: 'year', startMonth: 1, measured: 'twoYearsPrior' });
    const eu = THRESHOLD_JURISDICTIONS.find((j) => j.jurisId === 'eu-oss')!.rules;
    expect(eu.find((r) => r.sellers === 'establishedInside')).toMatchObject({ salesAmount: '10000', currency: 'EUR' });
    expect(eu.find((r) => r.sellers === 'establishedOutside')).toMatchObject({ salesAmount: '0', currency: 'EUR' });
  });
});
