// The Simplified Electronic Return's jurisdiction codes Levy derives from its content (a county's
// FIPS code, a city's place FIPS code), checked against the Streamlined rate files of Georgia,
// Minnesota and Wisconsin: every code Levy gives names a jurisdiction of that type in the state's
// own file, no two jurisdictions share one, and each county the content taxes has its code (a
// county-wide transit tax, a special district in the SST files, has none).
import { describe, expect, it } from 'vitest';
import { locationCodeOf, reportingCodeOf } from '../../../src/tax/content/reporting-codes.ts';
import { fipsOfCountyNumber, parseIdorFile } from '../../../src/tax/imports/official-tables/idor.ts';
import { IDOR_FILE, idorText } from '../../support/official-tables.ts';
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

  it('gives an entry curated before the file was built in the code of the row that states its rate; a combined entry has none, with why', () => {
    expect(reportingCodeOf(content, 'us-TX-city-of-austin')).toEqual({
      ok: true,
      code: { scheme: 'tx-local', type: 'city', code: '2227016' },
    });
    // Capital Metro is the file's "AUSTIN MTA".
    expect(reportingCodeOf(content, 'us-TX-capital-metro-transit-authority')).toEqual({
      ok: true,
      code: { scheme: 'tx-local', type: 'transit', code: '3227999' },
    });
    expect(reportingCodeOf(content, 'us-TX-midland-local')).toEqual({
      ok: false,
      reason: expect.stringContaining('several'),
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
    // Spokane, curated before the table was built in, has the code of the table's row that states its rate.
    expect(answers.find(({ j }) => j.id === 'us-WA-spokane-local')!.answer).toEqual({
      ok: true,
      code: { scheme: 'wa-location', type: 'location', code: '3210' },
    });
    const pierce = answers.find(({ j }) => j.id === 'us-WA-pierce-county-public-safety')!.answer;
    expect(pierce).toEqual({ ok: false, reason: expect.stringContaining('no DOR location code'), needed: true });
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

// Form ST-2 reports each sale by IDOR's location code: the municipality's in the county the sale is
// in, or the county's own for its land outside municipalities. The codes are the file's location IDs.
describe.skipIf(withoutReferenceData(IDOR_FILE))("Illinois: Form ST-2's location codes against IDOR's file (ordmache-2026-01.txt)", () => {
  const il = () => parseIdorFile(idorText()).filter((r) => r.countyNumber <= 102);
  const locations = content.returnLocations.get('IL')!;
  const given = () =>
    Object.entries(locations.counties).flatMap(([fips, c]) => [
      { fips, geoid: null, code: c.code },
      ...Object.entries(c.places).map(([geoid, p]) => ({ fips, geoid, code: p.code })),
    ]);

  it("gives each county its record's code and each municipality its record's code in each county it spans", () => {
    const records = il();
    const byId = new Map(records.map((r) => [r.id, r]));
    const codes = given();
    for (const g of codes) {
      const r = byId.get(g.code)!;
      expect(r, g.code).toBeDefined();
      expect(fipsOfCountyNumber(r.countyNumber), g.code).toBe(g.fips);
      expect(r.placeNumber === 5000, g.code).toBe(g.geoid === null);
    }
    // Every record has its location but the five the Census's places do not hold (Alorton, Cahokia and
    // Centreville became Cahokia Heights in 2021; Barclay, Glen View).
    const unmatched = records.filter((r) => !codes.some((g) => g.code === r.id)).map((r) => r.name);
    expect(unmatched.sort()).toEqual(['ALORTON', 'BARCLAY', 'CAHOKIA', 'CENTREVILLE', 'GLEN VIEW']);
    expect(new Set(codes.map((g) => g.code)).size).toBe(codes.length);
  });

  it('places a sale by its Census county and place: Chicago, Algonquin in each of its counties, land outside municipalities', () => {
    const code = (countyFips: string, placeGeoid: string | null) => {
      const answer = locationCodeOf(content, 'IL', { countyFips, placeGeoid });
      return answer?.ok === true ? answer.code : answer?.reason;
    };
    expect(code('17031', '1714000')).toBe('016-0001-1');
    // Algonquin spans Kane and McHenry counties: one code in each.
    expect(code('17089', '1700685')).toBe('045-0052-0');
    expect(code('17111', '1700685')).toBe('056-0003-0');
    expect(code('17001', null)).toBe('001-5000-5');
    expect(code('17031', '1799999')).toMatch(/has no location code/);
    expect(locationCodeOf(content, 'IL', undefined)).toMatchObject({ ok: false, reason: expect.stringContaining('geocoder') });
    // Other states' returns take no location codes.
    expect(locationCodeOf(content, 'GA', { countyFips: '13185', placeGeoid: null })).toBeNull();
  });
});
