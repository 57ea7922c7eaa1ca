// Sets the Census place GEOID, the key of local content, on every US place entry of the built-in
// content that stands for one incorporated Census place (src/tax/imports/official-tables/place-geoids.ts
// matches it from the entry's names and counties against the committed Census table), removes it from
// any that does not, and lists the entries left without one, with why, in docs/places-without-geoid.md.
// The official tables' build steps set the GEOID on the entries they make themselves; this step does it
// for the curated entries and checks theirs. Deterministic: run on its own result it changes nothing
// (test/unit/content/place-geoids.test.ts checks the committed content is its result).
//
// The content is matched against the committed table alone. The doc says more where the Census's own
// files are beside the repository (../shared/reference/data/census: the 2020 place list and the 2025
// Gazetteer): which Census places of an entry's names there are that do not levy (census-designated
// places, inactive or nonfunctioning governments, the balance of a consolidated city). Without them
// it writes the matcher's reasons only, and its test is skipped.
//
// Run: npx tsx scripts/place-geoids.ts
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtInContentFolder } from '../src/tax/content/built-in.ts';
import { formatJson } from '../src/tax/content/format.ts';
import type { JurisdictionFile } from '../src/tax/content/schema.ts';
import { splitCsvLine } from '../src/tax/imports/csv-lines.ts';
import { matchPlace, perCensusPlace, placeNameKey } from '../src/tax/imports/official-tables/place-geoids.ts';
import { STATE_FIPS } from '../src/tax/imports/sst-rates.ts';

export const PLACES_WITHOUT_GEOID_DOC = join(import.meta.dirname, '..', 'docs', 'places-without-geoid.md');
export const CENSUS_FILES = ['census/zcta-place-2020/places.csv', 'census/gazetteer-2025/2025_Gaz_place_national.txt'];
const REFERENCE_DATA = fileURLToPath(new URL('../../shared/reference/data/', import.meta.url));

/** A state file with every place entry's GEOID as its names and counties give it (an entry of two places' counties split in two). */
export function withPlaceGeoids(state: string, file: JurisdictionFile): JurisdictionFile {
  if (file.places === undefined) return file;
  return { ...file, places: file.places.flatMap((p) => perCensusPlace(state, p)) };
}

/** content/us/<state>.json files that have place entries, by USPS code, as committed. */
export function stateFiles(): [string, JurisdictionFile][] {
  const dir = join(builtInContentFolder(), 'us');
  return readdirSync(dir)
    .filter((f) => /^[a-z]{2}\.json$/.test(f))
    .sort()
    .map(
      (f) =>
        [f.slice(0, 2).toUpperCase(), JSON.parse(readFileSync(join(dir, f), 'utf8')) as JurisdictionFile] as [string, JurisdictionFile],
    )
    .filter(([, file]) => (file.places ?? []).length > 0);
}

/** A Census place of the 2020 list or the 2025 Gazetteer, any kind. */
interface AnyCensusPlace {
  geoid: string;
  name: string;
  /** The 2020 FIPS class (C1-C9 incorporated, U1/U2 CDP, M military) or "" where 2020 lacks it. */
  fipsClass: string;
  /** The 2025 Gazetteer's functional status, or "" where it lacks the place. */
  funcstat: string;
}

/** Every Census place by state and name key, from the Census's files; null when they are not beside the repository. */
export function censusPlaceNames(dir: string = REFERENCE_DATA): Map<string, AnyCensusPlace[]> | null {
  if (!CENSUS_FILES.every((f) => existsSync(join(dir, f)))) return null;
  const byGeoid = new Map<string, AnyCensusPlace & { names: Set<string> }>();
  const place = (geoid: string) => {
    const known = byGeoid.get(geoid) ?? { geoid, name: '', fipsClass: '', funcstat: '', names: new Set<string>() };
    byGeoid.set(geoid, known);
    return known;
  };
  const [header2020, ...rows2020] = readFileSync(join(dir, CENSUS_FILES[0]!), 'utf8').trim().split('\n');
  const cols = splitCsvLine(header2020!) as string[];
  for (const line of rows2020) {
    const cells = splitCsvLine(line) as string[];
    const cell = (name: string) => cells[cols.indexOf(name)] ?? '';
    const p = place(cell('GEOID'));
    p.name = cell('Short Name');
    p.fipsClass = cell('FIPS Class');
    p.names.add(cell('Short Name'));
  }
  const [headerGaz, ...rowsGaz] = readFileSync(join(dir, CENSUS_FILES[1]!), 'utf8').trim().split('\n');
  const gcols = headerGaz!.split('|');
  for (const line of rowsGaz) {
    const cells = line.split('|');
    const cell = (name: string) => cells[gcols.indexOf(name)] ?? '';
    const p = place(cell('GEOID'));
    const full = cell('NAME');
    if (p.name === '') p.name = shortName(full);
    p.funcstat = cell('FUNCSTAT');
    p.names.add(shortName(full));
    // "El Paso de Robles (Paso Robles) city": both names.
    const alternate = /^(.*) \((.*)\)/.exec(shortName(full));
    if (alternate !== null) p.names.add(alternate[1]!).add(alternate[2]!);
  }
  const stateOf = new Map(Object.entries(STATE_FIPS).map(([s, f]) => [f, s]));
  const out = new Map<string, AnyCensusPlace[]>();
  for (const { names, ...p } of byGeoid.values()) {
    const state = stateOf.get(p.geoid.slice(0, 2));
    if (state === undefined) continue;
    for (const key of new Set([...names].map(placeNameKey))) out.set(`${state}|${key}`, [...(out.get(`${state}|${key}`) ?? []), p]);
  }
  return out;
}

/** "Nashville-Davidson metropolitan government (balance)" -> "Nashville-Davidson"; "Abanda CDP" -> "Abanda". */
function shortName(gazetteerName: string): string {
  return gazetteerName
    .replace(/ \(balance\)$/, '')
    .replace(/ (metropolitan government|metro government|unified government|consolidated government|urban county)$/i, '')
    .replace(/ (city|town|village|borough|municipality|CDP|city and borough|comunidad|zona urbana)$/i, '');
}

/** What a Census place that does not levy is, singular and plural, by the 2025 Gazetteer's functional status (FUNCSTAT). */
const FUNCSTAT: Record<string, [string, string]> = {
  F: [
    'the balance of a consolidated government (statistical, FUNCSTAT F)',
    'balances of consolidated governments (statistical, FUNCSTAT F)',
  ],
  I: ['an inactive government (FUNCSTAT I)', 'inactive governments (FUNCSTAT I)'],
  N: ['a nonfunctioning legal entity (FUNCSTAT N)', 'nonfunctioning legal entities (FUNCSTAT N)'],
  S: ['a census-designated place (statistical, no government)', 'census-designated places (statistical, no government)'],
};

function kindOf(p: AnyCensusPlace): [string, string] {
  if (p.funcstat !== '') return FUNCSTAT[p.funcstat] ?? [`FUNCSTAT ${p.funcstat}`, `FUNCSTAT ${p.funcstat}`];
  if (/^U/.test(p.fipsClass)) return FUNCSTAT.S!;
  if (/^M/.test(p.fipsClass)) return ['a military installation', 'military installations'];
  return [`FIPS class ${p.fipsClass}`, `FIPS class ${p.fipsClass}`];
}

/** What the Census's files say of an unmatched entry's names beside the matcher's reason: the places of those names that do not levy. */
function censusSays(state: string, names: readonly string[], census: Map<string, AnyCensusPlace[]>): string {
  const places = [...new Map(names.flatMap((n) => census.get(`${state}|${placeNameKey(n)}`) ?? []).map((p) => [p.geoid, p])).values()];
  const levying = (p: AnyCensusPlace) => (p.funcstat === '' ? /^C/.test(p.fipsClass) : /^[ABC]$/.test(p.funcstat));
  const byKind = new Map<string, { kind: [string, string]; list: AnyCensusPlace[] }>();
  for (const p of places.filter((x) => !levying(x))) {
    const kind = kindOf(p);
    byKind.set(kind[0], { kind, list: [...(byKind.get(kind[0])?.list ?? []), p] });
  }
  if (byKind.size === 0) return '';
  const MAX = 6;
  const named = [...byKind.values()].map(({ kind, list }) => {
    const shown = list.slice(0, MAX).map((p) => `${p.name} (${p.geoid})`);
    return `${list.length === 1 ? kind[0] : kind[1]}: ${shown.join(', ')}${list.length > MAX ? ` and ${list.length - MAX} more` : ''}`;
  });
  return ` The Census's files have, left out of Levy's table of incorporated places, ${named.join('; ')}.`;
}

const STATE_NOTES: Record<string, string> = {
  HI: 'Hawaii has no incorporated places: every Census place there is a census-designated place; the counties (the City and County of Honolulu among them) are its local governments.',
  VT: "Vermont's towns are county subdivisions, not Census places: the Census's places there are its cities, villages and CDPs.",
};

/** docs/places-without-geoid.md for the given state files (the committed content by default). */
export function placesWithoutGeoidDoc(
  files: readonly [string, JurisdictionFile][] = stateFiles(),
  census: Map<string, AnyCensusPlace[]> | null = censusPlaceNames(),
): string {
  const rows: string[] = [];
  const counts: string[] = [];
  let total = 0;
  let keyed = 0;
  for (const [state, file] of files) {
    const places = file.places ?? [];
    const without = places.filter((p) => p.geoid === undefined);
    total += places.length;
    keyed += places.length - without.length;
    counts.push(`| ${state} | ${places.length} | ${places.length - without.length} | ${without.length} |`);
    for (const p of without) {
      const match = matchPlace({ state, names: p.names, counties: p.counties });
      const reason = match.geoid === null ? match.reason : `matches ${match.geoid}, but the entry has no GEOID: run the script`;
      const names = p.names.length > 6 ? `${p.names.slice(0, 6).join(', ')} and ${p.names.length - 6} more names` : p.names.join(', ');
      const where = p.counties === undefined ? 'state-wide' : `county ${p.counties.join(', ')}`;
      // A state's note once, on its first entry.
      const note = STATE_NOTES[state] === undefined || p !== without[0] ? '' : ` ${STATE_NOTES[state]}`;
      rows.push(`- **${state}** ${names} (${where}): ${reason}.${census === null ? '' : censusSays(state, p.names, census)}${note}`);
    }
  }
  return [
    '# Place entries without a Census GEOID',
    '',
    'Generated by `npx tsx scripts/place-geoids.ts` from the built-in content, the committed Census table',
    '(`src/tax/data/us-geography.json`) and, for what the Census says of the names, its place files in',
    '`../shared/reference/data/census`; `test/unit/content/place-geoids.test.ts` fails when it is out of date.',
    '',
    "A US place entry carries the GEOID of the incorporated Census place it stands for (`geoid`: the state's",
    "and the place's FIPS codes, the key of local content). It is matched by the entry's names among the",
    'incorporated places of its state that lie in one of its counties (or in the state, for an entry without',
    'counties, when the name is unique there): `src/tax/imports/official-tables/place-geoids.ts`. The official',
    "tables' build steps set it on the entries they make, also when an operator imports a table; the",
    "validator (`levy data validate`) checks every GEOID against the Census table, the entry's state and",
    'counties, and that two entries share one only as the parts of a place in different counties.',
    '',
    `${keyed} of ${total} entries have a GEOID. Per state:`,
    '',
    '| state | entries | with GEOID | without |',
    '| --- | --- | --- | --- |',
    ...counts,
    '',
    `## The ${total - keyed} entries without one`,
    '',
    "An entry that names several places (a county's cities that share its taxes), an unincorporated area, a",
    'town that is a county subdivision, or a government the Census does not list as an active one, is not',
    'one incorporated Census place:',
    '',
    ...rows,
    '',
  ].join('\n');
}

function main(): void {
  const dir = join(builtInContentFolder(), 'us');
  for (const [state, file] of stateFiles()) {
    const path = join(dir, `${state.toLowerCase()}.json`);
    const text = formatJson(withPlaceGeoids(state, file));
    if (text !== readFileSync(path, 'utf8')) writeFileSync(path, text);
  }
  writeFileSync(PLACES_WITHOUT_GEOID_DOC, placesWithoutGeoidDoc());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
