// The code a state's return asks for each jurisdiction's line, where Levy can name it from its
// content. Streamlined member states take the Simplified Electronic Return, whose jurisdiction lines
// carry the SST rate files' jurisdiction type (45 state, 00 county, 01 city) and FIPS code; those
// FIPS codes are the Census Bureau's county and place codes, which the content already holds (a
// county's taxes by its FIPS code, a city by its place's GEOID), so they are derived, not copied.
// Special districts have codes of the SST boundary files alone: they stay without one.
// Texas names each local taxing jurisdiction by the Comptroller's local code (2xxxxxx city, 3xxxxxx
// transit authority, 4xxxxxx county, 5xxxxxx and 6xxxxxx special purpose districts), as its rate file
// and quarterly notices list them (https://comptroller.texas.gov/taxes/sales/quarterly-updates/): the
// content's Texas rates built from that file cite each row with its local code, so the code is the
// one the rate in force cites. Washington's excise tax return reports local sales tax by DOR's
// location code, each one complete local rate, which is what each of the content's Washington
// jurisdictions holds (https://dor.wa.gov/taxes-rates/location-codes-and-rate-tables-field-descriptions):
// the code its rate in force cites, in place of the SST city code. Illinois's Form ST-2 takes each
// sale by IDOR's location code of the place it is in, not by jurisdiction: the content's
// returnLocations hold those codes by county and Census place (locationCodeOf).
import { z } from 'zod';
import type { UsLocation } from '../address/resolve.ts';
import type { ContentSet } from './load.ts';
import { STATE_FIPS } from '../imports/sst-rates.ts';

/**
 * The Streamlined Sales Tax Governing Board's member states: the 23 full members and Tennessee, the
 * associate member (https://www.streamlinedsalestax.org/about-us/state-info, read 2026-12-03).
 */
export const SST_STATES: ReadonlySet<string> = new Set([
  'AR',
  'GA',
  'IN',
  'IA',
  'KS',
  'KY',
  'MI',
  'MN',
  'NE',
  'NV',
  'NJ',
  'NC',
  'ND',
  'OH',
  'OK',
  'RI',
  'SD',
  'TN',
  'UT',
  'VT',
  'WA',
  'WV',
  'WI',
  'WY',
]);

/** A line's code: its scheme (whose code it is), its type within the scheme, and the code. */
export const reportingCodeSchema = z.discriminatedUnion('scheme', [
  z.object({
    scheme: z.literal('sst').describe("The Simplified Electronic Return's jurisdiction codes (Streamlined member states)."),
    type: z.enum(['45', '00', '01']).describe('SST jurisdiction type: 45 state, 00 county, 01 city.'),
    code: z.string().describe('FIPS code as the SST rate files write it: 2 digits (state), 3 (county), 5 (place).'),
  }),
  z.object({
    scheme: z.literal('tx-local').describe("The Texas Comptroller's local code of the jurisdiction."),
    type: z.enum(['city', 'transit', 'county', 'district']),
    code: z.string().describe('Seven digits.'),
  }),
  z.object({
    scheme: z
      .literal('wa-location')
      .describe(
        "Washington DOR's location code (the excise tax return's local sales tax lines): one complete local rate (a city, a county's unincorporated area, a transit or tribal area).",
      ),
    type: z.literal('location'),
    code: z.string().describe('Four digits.'),
  }),
]);
export type ReportingCode = z.output<typeof reportingCodeSchema>;
type TxCodeType = Extract<ReportingCode, { scheme: 'tx-local' }>['type'];

/** States whose return Levy gives codes for, besides the Streamlined members. */
const OTHER_CODED_STATES = new Set(['TX']);

const TX_LOCAL_CODE = /\blocal code (\d{7})\b/;
const WA_LOCATION_CODE = /\blocation code (\d{4})\b/;
const TX_CODE_TYPES: Record<string, TxCodeType> = {
  '2': 'city',
  '3': 'transit',
  '4': 'county',
  '5': 'district',
  '6': 'district',
};

/** `needed`: whether the state's return asks a code for the line (a state line outside the Streamlined states needs none). */
export type ReportingCodeAnswer = { ok: true; code: ReportingCode } | { ok: false; reason: string; needed: boolean };

interface Codes {
  codes: Map<string, ReportingCode>;
  levels: Map<string, string>;
}

const CODES = new WeakMap<ContentSet, Codes>();

/** The reporting code of a jurisdiction, or why the worksheet's line has none. */
export function reportingCodeOf(content: ContentSet, jurisId: string): ReportingCodeAnswer {
  const { codes, levels } = codesOf(content);
  const code = codes.get(jurisId);
  if (code !== undefined) return { ok: true, code };
  const level = levels.get(jurisId);
  const state = usStateOf(jurisId);
  if (level === undefined || state === null)
    return { ok: false, reason: 'Levy holds no reporting codes for this jurisdiction’s return.', needed: true };
  if (level === 'state') return { ok: false, reason: 'The state’s own tax is one line of its return, without a code.', needed: false };
  if (state === 'WA')
    return {
      ok: false,
      reason:
        'The content’s rate for this Washington jurisdiction cites no DOR location code: a tax curated beside DOR’s table, newer than it (a county-wide tax goes on the line of the location code each sale is in, with that code’s other local taxes).',
      needed: true,
    };
  if (state === 'TX')
    return {
      ok: false,
      reason:
        'The content’s rate for this Texas jurisdiction cites no Comptroller’s local code: it stands for several of the Comptroller’s jurisdictions together (a combined entry), or its curated rate is not the one the Comptroller’s file states for the jurisdiction it is named after.',
      needed: true,
    };
  if (!SST_STATES.has(state) && !OTHER_CODED_STATES.has(state))
    return { ok: false, reason: `Levy holds no reporting codes for ${state}’s return yet.`, needed: true };
  if (level === 'district')
    return {
      ok: false,
      reason: 'A special district’s SST code is in the state’s boundary file, which Levy’s content does not hold.',
      needed: true,
    };
  return { ok: false, reason: `The content does not tie this ${level} to one Census county or place.`, needed: true };
}

function codesOf(content: ContentSet): Codes {
  const kept = CODES.get(content);
  if (kept !== undefined) return kept;
  const codes = new Map<string, ReportingCode>();
  const levelOf = new Map<string, string>(content.jurisdictions.map((j) => [j.id, j.level]));
  // A code is given only where the content ties the jurisdiction to exactly one county or place:
  // a jurisdiction found under two FIPS codes is not one of them.
  const seen = new Map<string, string | null>();
  const note = (id: string, code: string) => seen.set(id, seen.has(id) && seen.get(id) !== code ? null : code);
  for (const county of content.countyTaxes) {
    if (!SST_STATES.has(county.state)) continue;
    for (const [fips, ids] of Object.entries(county.counties))
      for (const id of ids) if (levelOf.get(id) === 'county') note(id, `${county.state}|00|${fips.slice(2)}`);
  }
  for (const place of content.places) {
    if (!SST_STATES.has(place.state) || place.geoid === undefined) continue;
    for (const id of place.jurisdictions) if (levelOf.get(id) === 'city') note(id, `${place.state}|01|${place.geoid.slice(2)}`);
  }
  // Two county-level taxes of one county (a county tax and a county transit tax) cannot both be the
  // county's line: the SST files tell them apart by a district code the content does not hold.
  const holders = new Map<string, number>();
  for (const value of seen.values()) if (value !== null) holders.set(value, (holders.get(value) ?? 0) + 1);
  for (const [id, value] of seen) {
    if (value === null || holders.get(value)! > 1) continue;
    const [, type, code] = value.split('|') as [string, '00' | '01', string];
    codes.set(id, { scheme: 'sst', type, code });
  }
  for (const state of SST_STATES) codes.set(`us-${state}`, { scheme: 'sst', type: '45', code: STATE_FIPS[state]! });
  for (const j of content.jurisdictions) {
    const texas = j.id.startsWith('us-TX-');
    if (!texas && !j.id.startsWith('us-WA-')) continue;
    const latest = j.taxes.flatMap((t) => t.rates).find((r) => r.to === null);
    if (latest === undefined) continue;
    if (texas) {
      const code = TX_LOCAL_CODE.exec(latest.source)?.[1];
      const type = code !== undefined ? TX_CODE_TYPES[code[0]!] : undefined;
      if (code !== undefined && type !== undefined) codes.set(j.id, { scheme: 'tx-local', type, code });
      continue;
    }
    const code = WA_LOCATION_CODE.exec(latest.source)?.[1];
    // Washington's return asks its location code, not the SST one.
    if (code !== undefined) codes.set(j.id, { scheme: 'wa-location', type: 'location', code });
    else codes.delete(j.id);
  }
  const built = { codes, levels: levelOf };
  CODES.set(content, built);
  return built;
}

/**
 * For the validator: codes two jurisdictions of a state claim (a return would add their taxes on
 * one line), and per state the local jurisdictions without the code its return asks for.
 */
export function reportingCodeReport(content: ContentSet): {
  duplicates: { code: string; jurisIds: string[] }[];
  without: { state: string; jurisIds: string[] }[];
} {
  const byCode = new Map<string, string[]>();
  const without = new Map<string, string[]>();
  for (const j of content.jurisdictions) {
    const state = usStateOf(j.id);
    if (state === null || !(SST_STATES.has(state) || OTHER_CODED_STATES.has(state))) continue;
    const answer = reportingCodeOf(content, j.id);
    if (answer.ok) {
      const key = `${state} ${answer.code.scheme} ${answer.code.type} ${answer.code.code}`;
      byCode.set(key, [...(byCode.get(key) ?? []), j.id]);
    } else if (answer.needed) without.set(state, [...(without.get(state) ?? []), j.id]);
  }
  return {
    duplicates: [...byCode].filter(([, ids]) => ids.length > 1).map(([code, jurisIds]) => ({ code, jurisIds })),
    without: [...without].sort(([a], [b]) => a.localeCompare(b)).map(([state, jurisIds]) => ({ state, jurisIds })),
  };
}

/** A sale's location on a return that reports sales by place: its code and name, or why it has none. */
export type LocationCodeAnswer = { ok: true; code: string; name: string; county: string } | { ok: false; reason: string };

/**
 * The location code a state's return reports a sale by (Illinois's Form ST-2: IDOR's location code of
 * the municipality, or of the county's land outside municipalities, the sale is in); null where the
 * state's return asks none. Needs the sale's Census county and place, which the answer knows only
 * where it placed the address in one of each.
 */
export function locationCodeOf(content: ContentSet, state: string, location: UsLocation | undefined): LocationCodeAnswer | null {
  const locations = content.returnLocations.get(state);
  if (locations === undefined) return null;
  if (location === undefined)
    return {
      ok: false,
      reason:
        'The answer did not place the sale in one Census county and place (a ZIP code reaching several, or a sale saved before Levy kept its place): a street address placed by the geocoder would.',
    };
  const county = locations.counties[location.countyFips];
  if (county === undefined) return { ok: false, reason: `County ${location.countyFips} has no location code in the content.` };
  if (location.placeGeoid === null)
    return { ok: true, code: county.code, name: `${county.name} outside municipalities`, county: county.name };
  const place = county.places[location.placeGeoid];
  if (place === undefined)
    return {
      ok: false,
      reason: `Census place ${location.placeGeoid} in ${county.name} has no location code in the content (no record of the file matches it).`,
    };
  return { ok: true, code: place.code, name: place.name, county: county.name };
}

function usStateOf(jurisId: string): string | null {
  const m = /^us-([A-Z]{2})(?:-|$)/.exec(jurisId);
  return m === null ? null : m[1]!;
}
