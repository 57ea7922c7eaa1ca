// The Simplified Electronic Return's jurisdiction codes Levy derives from its content (a county's
// FIPS code, a city's place FIPS code), checked against the Streamlined rate files of Georgia,
// Minnesota and Wisconsin: every code Levy gives names a jurisdiction of that type in the state's
// own file, no two jurisdictions share one, and each county the content taxes has its code (a
// county-wide transit tax, a special district in the SST files, has none).
import { describe, expect, it } from 'vitest';
import { reportingCodeOf } from '../../../src/tax/content/reporting-codes.ts';
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
      if (!answer.ok) expect(answer.needed).toBe(true);
    }
  });
});

describe('Texas: the Comptroller’s local codes the content’s rates cite', () => {
  const texas = localsOf('TX');

  it('gives most Texas jurisdictions a seven-digit code, none twice, typed by its first digit as the level says', () => {
    const coded = texas.flatMap((j) => {
      const answer = reportingCodeOf(content, j.id);
      return answer.ok ? [{ j, code: answer.code }] : [];
    });
    expect(coded.length).toBeGreaterThan(1_000);
    expect(new Set(coded.map((c) => c.code.code)).size).toBe(coded.length);
    for (const { j, code } of coded) {
      expect(code.scheme).toBe('tx-local');
      expect(code.code).toMatch(/^[2-6]\d{6}$/);
      if (j.level === 'county') expect(code.type, j.id).toBe('county');
      if (j.level === 'city') expect(code.type, j.id).toBe('city');
    }
  });

  it('says why an entry curated before the Comptroller’s file was built in has none', () => {
    expect(reportingCodeOf(content, 'us-TX-city-of-austin')).toEqual({
      ok: false,
      reason: expect.stringContaining('curated before'),
      needed: true,
    });
  });
});

describe('Washington: DOR’s location codes the content’s rates cite', () => {
  it('gives each Washington jurisdiction built from DOR’s table its four-digit location code, none twice, never an SST code', () => {
    const answers = localsOf('WA').map((j) => ({ j, answer: reportingCodeOf(content, j.id) }));
    const coded = answers.flatMap(({ answer }) => (answer.ok ? [answer.code] : []));
    expect(coded.length).toBeGreaterThan(250);
    expect(coded.every((c) => c.scheme === 'wa-location' && /^\d{4}$/.test(c.code))).toBe(true);
    expect(new Set(coded.map((c) => c.code)).size).toBe(coded.length);
    const spokane = answers.find(({ j }) => j.id === 'us-WA-spokane-local')!.answer;
    expect(spokane).toEqual({ ok: false, reason: expect.stringContaining('DOR’s location code'), needed: true });
  });
});

describe('outside the states Levy has codes for', () => {
  it('gives no code, and says the state’s codes are not held yet', () => {
    expect(reportingCodeOf(content, 'us-IL-city-of-chicago')).toEqual({
      ok: false,
      reason: 'Levy holds no reporting codes for IL’s return yet.',
      needed: true,
    });
    expect(reportingCodeOf(content, 'eu-DE')).toEqual({
      ok: false,
      reason: 'Levy holds no reporting codes for this jurisdiction’s return.',
      needed: true,
    });
  });

  it('asks no code for a state’s own line outside the Streamlined states', () => {
    expect(reportingCodeOf(content, 'us-CA')).toMatchObject({ ok: false, needed: false });
    expect(reportingCodeOf(content, 'us-TX')).toMatchObject({ ok: false, needed: false });
  });
});
