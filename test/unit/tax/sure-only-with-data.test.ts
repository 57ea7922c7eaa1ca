// A sure answer only where the data supports it: every ZIP code of the ZIP table, in every state it
// lies in, calculated for general goods with the built-in content alone. Whenever the answer is sure
// (no `localJurisdictionsUncertain`), one source of the content must vouch for every local tax of it,
// worked out here from the content and the ZIP table alone, not from the resolver's code
// (docs/tax-data.md, "Placing a US address"):
// - the state has no local sales taxes (and the answer has its statewide locals, if any);
// - the ZIP code's part in the state lies in counties that carry the same county-map taxes, each of
//   them complete (the state's map `complete` and the county not in `incompleteCounties`, or the
//   county in `completeCounties`): the answer is those taxes. The counties: the main one where it
//   holds 99% or more of the part (below that a ZIP code is split), else those with 1% or more;
// - a place entry named as the ZIP code's USPS city applies (its counties hold the ZIP code's main
//   county, or it lists none), the ZIP code is not in its `partlyOutside`, and the county is not in
//   doubt (main county 99% or more, or the counties of 1% or more with the same county-map taxes):
//   the answer is the place's jurisdictions and the main county's county-map taxes;
// - a place that is a whole county (`countyPlaces`) holds 99% or more of the part: the answer is
//   that place's jurisdictions and the county's county-map taxes;
// - the Census puts all the ZIP code's land in incorporated places whose place entries (by their Census
//   names) apply in the settled county and carry one set of taxes: that set and the county's.
// - the Census's incorporated places and HUD's counties of the ZIP code's part (censusSets below) all
//   carry one set of taxes, each held: that set.
// Each answer also holds the state's statewide locals. And, sure or not, no answer carries a local
// jurisdiction that none of these sources names for the ZIP code. A second test goes over every ZIP code
// of the Census and HUD geography: no sure answer where they show another set of taxes.
import { describe, expect, it } from 'vitest';
import table from '../../../src/tax/data/generated/zip-places.json' with { type: 'json' };
import { normalizeName, US_STATES } from '../../../src/tax/address/us.ts';
import { censusPlace } from '../../../src/tax/address/census-places.ts';
import geographyTable from '../../../src/tax/data/us-geography.json' with { type: 'json' };
import { zipGeography, zipGeographyStates } from '../../../src/tax/address/us-geography.ts';
import { zipPlaces } from '../../../src/tax/address/zip-places.ts';
import type { UsPlace } from '../../../src/tax/content/types.ts';
import { builtInContent, calculate, type AddressInput } from '../../../src/tax/index.ts';
import { seller } from './fixtures.ts';

const content = builtInContent();
const SELLER = seller();
/** Share of a ZIP code's people above which its main county alone places it; below 1%, a county is ignored. */
const MAIN = 0.99;
const REAL = 0.01;
/** Land outside every place below this share of a ZIP code is the table's rounding (ten-thousandths). */
const ROUNDING = 0.0005;

const withLocalTaxes = new Set(content.jurisdictions.filter((j) => j.level === 'state' && j.hasLocalTaxes === true).map((j) => j.id));
const stateHasLocalTaxes = (state: string) => withLocalTaxes.has(`us-${state}`);
const statewide = (state: string) => content.statewideLocals[state] ?? [];
const countyMaps = new Map(content.countyTaxes.map((c) => [c.state, c]));
const countyMap = (state: string) => countyMaps.get(state);
/** The county map's taxes of a county; undefined where the state has no map or the map lacks the county. */
const mapTaxes = (state: string, fips: string) => countyMap(state)?.counties[fips];
/** Whether the county map's taxes are every local tax of the county. */
function mapComplete(state: string, fips: string): boolean {
  const map = countyMap(state);
  if (map?.counties[fips] === undefined) return false;
  return (map.complete && !(map.incompleteCounties ?? []).includes(fips)) || (map.completeCounties ?? []).includes(fips);
}
const placesByName = new Map<string, UsPlace[]>();
for (const place of content.places) {
  for (const name of place.names) {
    const key = `${place.state}|${normalizeName(name)}`;
    const same = placesByName.get(key) ?? [];
    if (!same.includes(place)) placesByName.set(key, [...same, place]);
  }
}
const namedPlaces = (state: string, name: string) => placesByName.get(`${state}|${normalizeName(name)}`) ?? [];
const countyPlaces = new Map<string, { place: string; jurisdictions: string[] }>();
for (const { state, place, counties } of content.countyPlaces) {
  for (const fips of counties) countyPlaces.set(fips, { place, jurisdictions: namedPlaces(state, place)[0]!.jurisdictions });
}

const key = (ids: Iterable<string>) => [...new Set(ids)].sort().join(' ');
const sameTaxes = (state: string, fipsList: string[]) =>
  fipsList.every((f) => mapTaxes(state, f) !== undefined) && new Set(fipsList.map((f) => key(mapTaxes(state, f)!))).size === 1;

/** Whether the county map's taxes are every local tax of the county's land outside its incorporated places. */
function mapCompleteOutsidePlaces(state: string, fips: string): boolean {
  return mapComplete(state, fips) || (countyMap(state)?.unincorporatedComplete ?? []).includes(fips);
}
const placesByGeoid = new Map<string, UsPlace[]>();
for (const place of content.places)
  if (place.geoid !== undefined) placesByGeoid.set(place.geoid, [...(placesByGeoid.get(place.geoid) ?? []), place]);
/** Vermont's local taxes are levied by towns, which are no Census places: the Census cannot speak there. */
const TOWN_STATES = new Set(['VT']);

/**
 * The sets of local jurisdictions (statewide ones aside) the Census and HUD show a ZIP code's part in a
 * state reaching: each incorporated place its land lies in, in each of the part's counties (HUD's, else
 * the Census's) the place lies in, and each county's land outside every place, unless that is under the
 * table's rounding; a piece where the 2010 census counted nobody and HUD no address is left out, unless
 * nothing else is left. Each set says whether the content holds all of its taxes. A ZIP code of post office
 * boxes has its post office's ZIP code's sets; null where the Census has no geography for either.
 */
function censusSets(zip: string, state: string): { locals: string; held: boolean }[] | null {
  const geography = zipGeography(zip);
  if (geography === null || TOWN_STATES.has(state)) return null;
  // A ZIP code of post office boxes stands where its post office does.
  if (geography.places === null) return geography.postOffice === null ? null : censusSets(geography.postOffice, state);
  // HUD's counties (else the Census's); where neither has one in the state, the ZIP table's.
  const fromGeography = geography.counties.filter((c) => c.state === state && c.share > 0);
  const fromTable = (zipPlaces(zip)?.counties ?? []).filter((c) => c.state === state && (c.share ?? 0) > 0);
  const inState = fromGeography.length > 0 ? fromGeography : fromTable.map((c) => ({ fips: c.fips, share: c.share! }));
  if (inState.length === 0) return null;
  const total = inState.reduce((sum, c) => sum + c.share, 0);
  const pieces: { locals: string; held: boolean; share: number }[] = [];
  let people = 0;
  let land = 0;
  for (const piece of geography.places) {
    const place = censusPlace(piece.geoid)!;
    if (place.state !== state) continue;
    const share = piece.people ?? piece.land;
    people += share;
    land += piece.land;
    const own = inState.filter((c) => place.counties.includes(c.fips));
    for (const county of own.length > 0 ? own : [inState[0]!]) {
      const entries = placesByGeoid.get(piece.geoid) ?? namedPlaces(state, place.name);
      const entry =
        entries.find((e) => e.counties === undefined || e.counties.includes(county.fips)) ??
        (placesByGeoid.get(piece.geoid)?.length === 1 ? placesByGeoid.get(piece.geoid)![0] : undefined);
      const whole = countyPlaces.get(county.fips)?.jurisdictions;
      pieces.push({
        locals: key([...(mapTaxes(state, county.fips) ?? []), ...(entry?.jurisdictions ?? whole ?? [])]),
        held: entry !== undefined || whole !== undefined || mapComplete(state, county.fips),
        share: share * (county.share / total),
      });
    }
  }
  if (1 - land > ROUNDING || pieces.length === 0)
    for (const county of inState)
      pieces.push({
        locals: key([
          ...(mapTaxes(state, county.fips) ?? []),
          ...(countyMap(state)?.unincorporatedTaxes?.[county.fips] ?? []),
          ...(countyPlaces.get(county.fips)?.jurisdictions ?? []),
        ]),
        held: countyPlaces.has(county.fips) || mapCompleteOutsidePlaces(state, county.fips),
        share: (pieces.length === 0 ? 1 : Math.max(0, 1 - people)) * (county.share / total),
      });
  const peopled = pieces.filter((p) => p.share > 0);
  return (peopled.length > 0 ? peopled : pieces).map(({ locals, held }) => ({ locals, held }));
}

interface Support {
  rule: 'no local taxes' | 'county map' | 'place' | 'whole-county place' | 'census place' | 'census and HUD';
  /** The local jurisdictions the answer must hold: exactly, or at least (no local taxes). */
  locals: string;
  exact: boolean;
}

/** What the content vouches for at a ZIP code in a state, why not where it does not, and every local it names there. */
function dataFor(zip: string, state: string): { supports: Support[]; why: string[]; named: Set<string> } {
  const places = zipPlaces(zip)!;
  const inState = places.counties.filter((c) => c.state === state);
  const total = inState.reduce((sum, c) => sum + (c.share ?? 0), 0);
  // The part's counties, largest first: for a ZIP code in one state, the data's shares; for a part of one
  // crossing a state line, each share taken as a share of the part.
  const whole = inState.length === places.counties.length;
  const counties = inState
    .map((c) => ({
      fips: c.fips,
      share: whole ? c.share : inState.length === 1 ? 1 : c.share === null || total === 0 ? null : c.share / total,
    }))
    .sort((a, b) => (b.share ?? 0) - (a.share ?? 0));
  const main = counties[0]!;
  const real = counties.filter((c) => (c.share ?? 1) >= REAL).map((c) => c.fips);
  const own = places.state === state;
  const sw = statewide(state);
  const supports: Support[] = [];
  const why: string[] = [];

  if (!stateHasLocalTaxes(state)) supports.push({ rule: 'no local taxes', locals: key(sw), exact: false });
  else why.push(`${state} has local taxes`);

  // The ZIP code's county: its main county where that holds 99% or more of the part (a ZIP code is split
  // only below that), else every county holding 1% or more, provided their county-map taxes agree.
  const settling = (main.share ?? 0) >= MAIN ? [main.fips] : real;
  const countySettled = settling.length === 1 || (countyMap(state) !== undefined && sameTaxes(state, settling));
  const countyLocals = mapTaxes(state, main.fips) ?? [];

  if (countyMap(state) === undefined) why.push('no county map');
  else if (!countySettled) why.push(`counties ${settling.join(', ')} differ in county taxes`);
  else if (!settling.every((f) => mapComplete(state, f)))
    why.push(`county map not complete for ${settling.filter((f) => !mapComplete(state, f)).join(', ')}`);
  else supports.push({ rule: 'county map', locals: key([...sw, ...countyLocals]), exact: true });

  if (!own) why.push(`part of a ${places.state} ZIP code: no place by its USPS city`);
  else {
    const entry = namedPlaces(state, places.city).find((p) => p.counties === undefined || p.counties.includes(main.fips));
    if (entry === undefined) why.push(`no place entry for ${places.city} in county ${main.fips}`);
    else if (entry.partlyOutside === 'unknown' || entry.partlyOutside?.includes(zip) === true)
      why.push(`${zip} partly outside ${places.city}`);
    else if (!countySettled) why.push(`split between counties ${settling.join(', ')}`);
    else supports.push({ rule: 'place', locals: key([...sw, ...entry.jurisdictions, ...countyLocals]), exact: true });
  }

  const countyPlace = countyPlaces.get(main.fips);
  if (countyPlace !== undefined && (main.share ?? 0) >= MAIN)
    supports.push({ rule: 'whole-county place', locals: key([...sw, ...countyPlace.jurisdictions, ...countyLocals]), exact: true });
  else if (countyPlace !== undefined) why.push(`${countyPlace.place} holds ${Math.round((main.share ?? 0) * 1000) / 10}% only`);

  // The Census puts all the ZIP code's land in one incorporated place (to the table's rounding), whose entry
  // applies in the settled county: that place's taxes.
  const geography = zipGeography(zip);
  const pieces = (geography?.places ?? []).map((p) => ({ ...p, place: censusPlace(p.geoid)! })).filter((p) => p.place.state === state);
  const entryOf = (name: string) => namedPlaces(state, name).filter((e) => e.counties === undefined || e.counties.includes(main.fips));
  const landInPlaces = pieces.reduce((sum, p) => sum + p.land, 0);
  const pieceKeys = new Set(
    pieces.map((p) =>
      entryOf(p.place.name).length === 1 ? key([...sw, ...entryOf(p.place.name)[0]!.jurisdictions, ...countyLocals]) : '?',
    ),
  );
  if (pieces.length > 0 && 1 - landInPlaces <= ROUNDING && countySettled && pieceKeys.size === 1 && !pieceKeys.has('?'))
    supports.push({ rule: 'census place', locals: [...pieceKeys][0]!, exact: true });

  // The Census's places and HUD's counties of the ZIP code's part carry one set of taxes, each held.
  const sets = stateHasLocalTaxes(state) ? censusSets(zip, state) : null;
  if (sets !== null && sets.every((t) => t.held) && new Set(sets.map((t) => t.locals)).size === 1)
    supports.push({ rule: 'census and HUD', locals: key([...sw, ...sets[0]!.locals.split(' ').filter((id) => id !== '')]), exact: true });

  const named = new Set(sw);
  // Any entry of a place the Census puts the ZIP code's land in, in whichever of its counties.
  for (const p of pieces) for (const e of namedPlaces(state, p.place.name)) for (const id of e.jurisdictions) named.add(id);
  for (const t of sets ?? []) for (const id of t.locals.split(' ')) if (id !== '') named.add(id);
  for (const c of counties) {
    for (const id of mapTaxes(state, c.fips) ?? []) named.add(id);
    for (const id of countyPlaces.get(c.fips)?.jurisdictions ?? []) named.add(id);
  }
  if (own) for (const p of namedPlaces(state, places.city)) for (const id of p.jurisdictions) named.add(id);
  return { supports, why, named };
}

/** General goods of 10000 cents on 2026-11-01, with the built-in content alone. */
function answer(customerAddress: AddressInput) {
  const result = calculate(
    {
      lineItems: [{ id: 'l1', productExternalId: 'goods', amount: 10000 }],
      currencyCode: 'USD',
      accountingDate: '2026-11-01',
      customerAddress,
    },
    SELLER,
  );
  if (!result.ok) throw new Error(`${JSON.stringify(customerAddress)} refused: ${JSON.stringify(result.conflict)}`);
  const { customerAddress: address, lineItems, taxAmountToCollect, uncertainty } = result.value;
  const state = `us-${address.region}`;
  return {
    city: address.city,
    locals: lineItems[0]!.jurises.map((j) => j.jurisdiction.id).filter((id) => id !== state),
    cents: taxAmountToCollect,
    sure: uncertainty === null,
    uncertainty: uncertainty?.message ?? null,
  };
}

describe('every ZIP code in every state it lies in: a sure answer only where the data supports it', () => {
  it('holds for the whole ZIP table', () => {
    const unsupported = new Map<string, string[]>();
    const unnamed: string[] = [];
    const sureBy = new Map<Support['rule'], number>();
    let pairs = 0;
    let sure = 0;
    for (const zip of Object.keys(table.zips)) {
      const states = new Set(zipPlaces(zip)!.counties.map((c) => c.state));
      for (const state of states) {
        if (!Object.hasOwn(US_STATES, state)) continue;
        pairs++;
        const a = answer({ country: 'US', region: state, postalCode: zip });
        const data = dataFor(zip, state);
        const extra = a.locals.filter((id) => !data.named.has(id));
        if (extra.length > 0) unnamed.push(`${zip} ${state}: ${extra.join(', ')}`);
        if (!a.sure) continue;
        sure++;
        const locals = key(a.locals);
        const have = new Set(a.locals);
        // Every rule that supports the answer counts (Honolulu's ZIP codes are a whole-county place and a complete county alike).
        const by = data.supports.filter((s) =>
          s.exact ? s.locals === locals : s.locals.split(' ').every((id) => id === '' || have.has(id)),
        );
        for (const b of by) sureBy.set(b.rule, (sureBy.get(b.rule) ?? 0) + 1);
        if (by.length > 0) continue;
        const expected = data.supports.map((s) => `${s.rule} would be [${s.locals}]`);
        const list = unsupported.get(state) ?? [];
        list.push(`${zip} ${state} (${a.city}): sure with [${locals}]; ${[...expected, ...data.why].join('; ')}`);
        unsupported.set(state, list);
      }
    }
    console.log(`${pairs} (ZIP code, state) pairs, ${sure} sure: ${[...sureBy].map(([rule, n]) => `${n} by ${rule}`).join(', ')}`);
    const report = [...unsupported].map(([state, list]) => `${state}: ${list.length}\n  ${list.slice(0, 5).join('\n  ')}`);
    expect(report, 'sure answers the data does not support').toEqual([]);
    expect(unnamed, 'local jurisdictions no source names for the ZIP code').toEqual([]);
    // Not vacuous: every ZIP code and every state it lies in was answered, most of them sure, each rule vouching for some.
    expect(pairs).toBeGreaterThan(33_000);
    expect(sure).toBeGreaterThan(10_000);
    expect([...sureBy.keys()].sort()).toEqual([
      'census and HUD',
      'census place',
      'county map',
      'no local taxes',
      'place',
      'whole-county place',
    ]);
    // Every (ZIP code, state) pair calculated: seconds alone, several times that beside the rest of the suite.
  }, 180_000);
});

describe('every ZIP code of the Census and HUD geography, in every state it reaches', () => {
  it('is never answered sure where the Census or HUD shows another set of local taxes, or taxes Levy lacks', () => {
    const contradicted: string[] = [];
    let pairs = 0;
    let sure = 0;
    let shown = 0;
    for (const zip of Object.keys(geographyTable.zips)) {
      for (const state of zipGeographyStates(zip)) {
        if (!Object.hasOwn(US_STATES, state)) continue;
        pairs++;
        const a = answer({ country: 'US', region: state, postalCode: zip });
        if (!a.sure) continue;
        sure++;
        const sets = stateHasLocalTaxes(state) ? censusSets(zip, state) : null;
        if (sets === null) continue;
        shown++;
        const locals = key(a.locals.filter((id) => !statewide(state).includes(id)));
        const other = sets.filter((t) => t.locals !== locals || !t.held);
        if (other.length > 0)
          contradicted.push(
            `${zip} ${state}: sure with [${locals}]; the data shows ${other.map((t) => `[${t.locals}]${t.held ? '' : ' (not held)'}`).join(', ')}`,
          );
      }
    }
    console.log(
      `${pairs} (ZIP code, state) pairs of the geography, ${sure} sure, ${shown} of them with Census places in a state with local taxes`,
    );
    expect(contradicted.slice(0, 20), `${contradicted.length} sure answers contradicted`).toEqual([]);
    // Not vacuous: every ZIP code of the geography, most sure, thousands of them shown by the Census in states with local taxes.
    expect(pairs).toBeGreaterThan(39_000);
    expect(shown).toBeGreaterThan(5_000);
  }, 180_000);
});

/** Shared ZIP codes: five ZIP codes that USPS names after one city and that also reach a neighbouring city. */
const SHARED: [zip: string, state: string, cities: [string, string]][] = [
  ['85251', 'AZ', ['Scottsdale', 'Phoenix']],
  ['90650', 'CA', ['Norwalk', 'Santa Fe Springs']],
  ['94112', 'CA', ['San Francisco', 'Daly City']],
  ['92647', 'CA', ['Huntington Beach', 'Westminster']],
  ['35213', 'AL', ['Mountain Brook', 'Birmingham']],
];

describe('shared ZIP codes: never silently answered as another place the content knows', () => {
  it.each(SHARED)('%s %s (%j)', (zip, state, cities) => {
    const places = zipPlaces(zip)!;
    const main = places.counties[0]!.fips;
    const lines: string[] = [];
    for (const city of [undefined, ...cities]) {
      const a = answer({ country: 'US', region: state, postalCode: zip, city });
      lines.push(
        `${zip} ${city ?? '(no city)'}, ${state}: ${a.city}, [${a.locals.join(', ')}], ${a.cents} cents, ${a.sure ? 'sure' : `uncertain: ${a.uncertainty}`}`,
      );
      // The city typed, where the content knows it there (a place entry of that name applying in the ZIP code's county):
      // a sure answer must be that place's local taxes, not another's.
      const entry =
        city === undefined ? undefined : namedPlaces(state, city).find((p) => p.counties === undefined || p.counties.includes(main));
      if (entry === undefined || !a.sure) continue;
      expect(key(a.locals), `${zip} typed as ${city}`).toBe(
        key([...statewide(state), ...entry.jurisdictions, ...(mapTaxes(state, main) ?? [])]),
      );
    }
    console.log(lines.join('\n'));
  });
});
