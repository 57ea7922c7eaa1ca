// The Simplified Electronic Return's jurisdiction codes Levy derives from its content (a county's
// FIPS code, a city's place FIPS code), checked against the Streamlined rate files of Georgia,
// Minnesota and Wisconsin: every code Levy gives names a jurisdiction of that type in the state's
// own file, no two jurisdictions share one, and each county the content taxes has its code (a
// county-wide transit tax, a special district in the SST files, has none).
import { describe, expect, it } from 'vitest';
import { reportingCodeOf, SST_STATES } from '../../../src/seller/filings/reporting-codes.ts';
import { builtInContent } from '../../../src/tax/content/built-in.ts';
import { parseSstRates } from '../../../src/tax/imports/sst-rates.ts';
import { readReferenceFile, withoutReferenceData } from '../../support/reference-data.ts';

const FILES = { GA: 'sst/GAR2026Q2FEB19.csv', MN: 'sst/MNR2026Q2FEB18.csv', WI: 'sst/WIR2026Q2FEB18.csv' } as const;
const content = builtInContent();
const localsOf = (state: string) => content.jurisdictions.filter((j) => j.id.startsWith(`us-${state}-`));

describe.each(Object.entries(FILES))('%s: codes against its SST rate file (%s)', (state, file) => {
  it.skipIf(withoutReferenceData(file))('every code Levy gives is a jurisdiction of that type in the file; none is given twice', () => {
    const parsed = parseSstRates(readReferenceFile(file));
    if (!parsed.ok) throw new Error(parsed.message);
    const inFile = new Set(parsed.rows.map((r) => `${r.jurisdictionType}|${r.jurisdictionFips}`));
    const given = localsOf(state).flatMap((j) => {
      const answer = reportingCodeOf(content, j.id);
      return answer.ok ? [{ id: j.id, key: `${answer.code.type}|${answer.code.code}` }] : [];
    });
    expect(given.length).toBeGreaterThan(0);
    expect(given.filter((g) => !inFile.has(g.key))).toEqual([]);
    expect(new Set(given.map((g) => g.key)).size).toBe(given.length);
    const stateCode = reportingCodeOf(content, `us-${state}`);
    expect(stateCode.ok && inFile.has(`${stateCode.code.type}|${stateCode.code.code}`)).toBe(true);
  });

  it('gives each county the content taxes its code on one of its jurisdictions; the others say why they have none', () => {
    const taxed = content.countyTaxes.find((c) => c.state === state)!;
    for (const [fips, ids] of Object.entries(taxed.counties)) {
      if (ids.length === 0) continue;
      const coded = ids.filter((id) => {
        const answer = reportingCodeOf(content, id);
        return answer.ok && answer.code.type === '00' && answer.code.code === fips.slice(2);
      });
      expect(coded.length, fips).toBe(1);
    }
    for (const j of localsOf(state)) {
      const answer = reportingCodeOf(content, j.id);
      if (!answer.ok) expect(answer.reason, j.id).toMatch(/boundary file|does not tie/);
    }
  });
});

describe('outside the Streamlined states', () => {
  it('gives no code, and says the state’s codes are not held yet', () => {
    expect(SST_STATES.has('TX')).toBe(false);
    expect(reportingCodeOf(content, 'us-TX-city-of-austin')).toEqual({
      ok: false,
      reason: 'Levy holds no reporting codes for TX’s return yet.',
    });
    expect(reportingCodeOf(content, 'us-TX')).toEqual({ ok: false, reason: 'Levy holds no reporting codes for TX’s return yet.' });
    expect(reportingCodeOf(content, 'eu-DE')).toEqual({
      ok: false,
      reason: 'Levy holds no reporting codes for this jurisdiction’s return.',
    });
  });
});
