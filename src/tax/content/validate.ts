// Checks a content folder as a whole before it ships: every file against its schema, then what a
// schema cannot see (periods that overlap or run backwards, rates out of range, ids that name
// nothing, facts without a known source, facts written twice). Each problem names the file and the
// row. Also lists the facts that rest on secondary sources only, the work list for replacing them,
// and the jurisdictions whose return line Levy cannot give a code for.
import { censusPlace } from '../address/census-places.ts';
import { isoDate } from '../dates.ts';
import { STATE_FIPS } from '../imports/sst-rates.ts';
import { buildContent, checkContentFile, type ContentFile } from './load.ts';
import { reportingCodeReport } from './reporting-codes.ts';
import type { JurisdictionFile, ReturnLocations, SourcesFile, ThresholdsFile } from './schema.ts';
import { editionsInForce, type EditionInForce } from './vouching.ts';

export interface ContentProblem {
  /** The file, relative to content/. */
  path: string;
  /** The row: a JSON path with the jurisdiction's id (`jurisdictions[3] (us-CA-la-county).taxes[0].rates[1]`). */
  at: string;
  message: string;
}

export interface SecondaryOnlyFact {
  path: string;
  at: string;
  sources: string[];
}

export interface ContentReport {
  problems: ContentProblem[];
  secondaryOnly: SecondaryOnlyFact[];
  /** Per region, the editions and sources whose vouching has ended for rates still in force on the day checked: the work list for a content update. */
  pastVouching: ({ region: string } & EditionInForce)[];
  /** Per state whose return Levy gives codes for, the local jurisdictions whose worksheet line has none (src/tax/content/reporting-codes.ts). */
  withoutReportingCode: { state: string; jurisIds: string[] }[];
  facts: number;
}

/** The largest rate the content may state, in percent: above every sales tax, VAT or local rate in force anywhere. */
const MAX_RATE = 30;
/** Registration umbrellas that are not jurisdictions of their own: one EU One-Stop Shop registration covers every member state. */
const UMBRELLAS = new Set(['eu-oss']);

interface Fact {
  path: string;
  at: string;
  sources: string[];
}

export function validateContent(files: readonly ContentFile[], today: string = isoDate(new Date())): ContentReport {
  const problems: ContentProblem[] = [];
  const problem = (path: string, at: string, message: string) => problems.push({ path, at, message });
  const parsed = new Map<string, unknown>();
  for (const file of files) {
    const checked = checkContentFile(file);
    if (checked.ok) parsed.set(file.path, checked.data);
    else for (const p of checked.problems) problem(file.path, p.at, p.message);
  }
  for (const required of ['manifest.json', 'sources.json', 'thresholds.json', 'taxability.json'])
    if (!files.some((f) => f.path === required)) problem(required, '', 'missing');
  // The checks across files would only echo a file that does not parse (its ids and sources unseen).
  if (problems.length > 0) return { problems, secondaryOnly: [], pastVouching: [], withoutReportingCode: [], facts: 0 };

  const facts: Fact[] = [];
  const doubts: Fact[] = [];
  const jurisdictionFiles = [...parsed].filter(([path]) => /^(us\/|canada|eu|countries\/)/.test(path)) as [string, JurisdictionFile][];

  // Ids: each defined once, in the file of its region.
  const definedIn = new Map<string, string>();
  for (const [path, file] of jurisdictionFiles) {
    file.jurisdictions.forEach((j, i) => {
      const at = `jurisdictions[${i}] (${j.id})`;
      const other = definedIn.get(j.id);
      if (other !== undefined) problem(path, at, `jurisdiction ${j.id} is defined twice (also in content/${other})`);
      definedIn.set(j.id, path);
      const state = usStateOfFile(path);
      if (state !== undefined && j.country === 'US' && !(j.id === `us-${state}` || j.id.startsWith(`us-${state}-`)))
        problem(path, at, `a jurisdiction of us/${state.toLowerCase()}.json must be us-${state} or us-${state}-...`);
    });
  }
  const known = (id: string) => definedIn.has(id);

  for (const [path, file] of jurisdictionFiles) {
    file.jurisdictions.forEach((j, i) => {
      const at = `jurisdictions[${i}] (${j.id})`;
      for (const r of j.registrationIds)
        if (!known(r) && !UMBRELLAS.has(r)) problem(path, `${at}.registrationIds`, `registration id ${r} names no jurisdiction`);
      if (j.inheritsFrom !== undefined && !known(j.inheritsFrom))
        problem(path, `${at}.inheritsFrom`, `${j.inheritsFrom} names no jurisdiction`);
      j.taxes.forEach((t, ti) => {
        const taxAt = `${at}.taxes[${ti}] (${t.name})`;
        if (j.taxes.findIndex((o) => o.name === t.name) !== ti) problem(path, taxAt, `the tax ${t.name} is listed twice`);
        t.rates.forEach((r, ri) => {
          const rateAt = `${taxAt}.rates[${ri}]`;
          facts.push({ path, at: rateAt, sources: r.sources });
          if (Number(r.rate) > MAX_RATE) problem(path, `${rateAt}.rate`, `rate ${r.rate}% is out of range (0 to ${MAX_RATE})`);
        });
        checkPeriods(path, taxAt, 'rates', t.rates, () => '', problem);
        checkTaxability(path, taxAt, t.taxability ?? [], facts, problem);
      });
      checkTaxability(path, at, j.taxability, facts, problem);
      // Reported changes rest on secondary sources by definition: cited, but not facts.
      (j.unconfirmedChanges ?? []).forEach((c, ci) => doubts.push({ path, at: `${at}.unconfirmedChanges[${ci}]`, sources: c.sources }));
    });
    const ids = (list: string[], at: string) => {
      for (const id of list) if (!known(id)) problem(path, at, `${id} names no jurisdiction`);
    };
    if (file.statewideLocals !== undefined) ids(file.statewideLocals, 'statewideLocals');
    if (file.counties !== undefined) {
      facts.push({ path, at: 'counties', sources: file.counties.sources });
      for (const [fips, list] of Object.entries(file.counties.taxes)) ids(list, `counties.taxes.${fips}`);
      const { complete, completeCounties, incompleteCounties, taxes, unincorporatedTaxes } = file.counties;
      for (const [fips, list] of Object.entries(unincorporatedTaxes ?? {})) {
        ids(list, `counties.unincorporatedTaxes.${fips}`);
        if (taxes[fips] === undefined) problem(path, 'counties.unincorporatedTaxes', `county ${fips} is not in the county map`);
        // A county whose cities carry only its county-wide taxes and whose land outside them carries more is not placed by the county alone.
        if (completeCounties?.includes(fips) === true)
          problem(path, 'counties.unincorporatedTaxes', `county ${fips} is in completeCounties, yet its unincorporated land adds taxes`);
      }
      if (completeCounties !== undefined && complete)
        problem(
          path,
          'counties.completeCounties',
          'is for a state that is not complete (complete: false); a complete state lists its exceptions in incompleteCounties',
        );
      for (const fips of completeCounties ?? []) {
        if (taxes[fips] === undefined) problem(path, 'counties.completeCounties', `county ${fips} is not in the county map`);
        if (incompleteCounties?.includes(fips) === true)
          problem(path, 'counties.completeCounties', `county ${fips} is also in incompleteCounties`);
        // A place entry of such a county may name only the county's own taxes: anything else would be a tax the county does not place.
        (file.places ?? []).forEach((p, i) => {
          if (p.counties?.includes(fips) !== true) return;
          const extra = p.jurisdictions.filter((id) => !taxes[fips]!.includes(id));
          if (extra.length > 0)
            problem(
              path,
              `places[${i}] (${p.names[0]})`,
              `lies in county ${fips}, which completeCounties says its county places completely, yet adds ${extra.join(', ')}`,
            );
        });
      }
    }
    const names = new Map<string, number>();
    (file.places ?? []).forEach((p, i) => {
      const at = `places[${i}] (${p.names[0]})`;
      facts.push({ path, at, sources: p.sources });
      ids(p.jurisdictions, `${at}.jurisdictions`);
      for (const name of p.names) {
        const key = `${name.toLowerCase()}|${(p.counties ?? ['*']).join()}`;
        if (names.has(key)) problem(path, at, `the place ${name} is listed twice (places[${names.get(key)}])`);
        names.set(key, i);
      }
    });
    checkGeoids(path, file.places ?? [], problem);
    if (file.returnLocations !== undefined) checkReturnLocations(path, file.returnLocations, problem);
    (file.elections ?? []).forEach((e, i) => {
      facts.push({ path, at: `elections[${i}] (${e.id})`, sources: e.sources });
      ids(e.jurisdictions, `elections[${i}] (${e.id}).jurisdictions`);
    });
    (file.countyPlaces ?? []).forEach((c, i) => {
      if (!(file.places ?? []).some((p) => p.names.includes(c.place)))
        problem(path, `countyPlaces[${i}] (${c.place})`, `${c.place} is not one of the file's places`);
    });
  }

  const thresholds = parsed.get('thresholds.json') as ThresholdsFile | undefined;
  const thresholdIds = new Set<string>();
  thresholds?.jurisdictions.forEach((t, i) => {
    const at = `jurisdictions[${i}] (${t.jurisId})`;
    if (thresholdIds.has(t.jurisId)) problem('thresholds.json', at, `${t.jurisId} is listed twice`);
    thresholdIds.add(t.jurisId);
    if (!known(t.jurisId) && !UMBRELLAS.has(t.jurisId)) problem('thresholds.json', at, `${t.jurisId} names no jurisdiction`);
    for (const m of t.members ?? []) if (!known(m)) problem('thresholds.json', `${at}.members`, `${m} names no jurisdiction`);
    t.rules.forEach((r, ri) => facts.push({ path: 'thresholds.json', at: `${at}.rules[${ri}]`, sources: r.sources }));
    // Rules for sellers inside and outside a jurisdiction may hold at once; rules for the same sellers may not.
    for (const sellers of new Set(t.rules.map((r) => r.sellers)))
      checkPeriods(
        'thresholds.json',
        at,
        'rules',
        t.rules.filter((r) => r.sellers === sellers),
        () => ` (sellers: ${sellers})`,
        problem,
      );
  });

  // Sources: every fact cites known sources; every source is cited and listed once.
  const sources = (parsed.get('sources.json') as SourcesFile | undefined)?.sources ?? [];
  const byUrl = new Map<string, { official: boolean }>();
  sources.forEach((s, i) => {
    if (byUrl.has(s.url)) problem('sources.json', `sources[${i}]`, `${s.url} is listed twice`);
    byUrl.set(s.url, s);
  });
  const cited = new Set<string>();
  const secondaryOnly: SecondaryOnlyFact[] = [];
  for (const f of facts) {
    for (const url of f.sources) {
      cited.add(url);
      if (sources.length > 0 && !byUrl.has(url)) problem(f.path, f.at, `source ${url} is not in sources.json`);
    }
    if (f.sources.every((url) => byUrl.get(url)?.official === false)) secondaryOnly.push(f);
  }
  for (const d of doubts) {
    for (const url of d.sources) {
      cited.add(url);
      if (sources.length > 0 && !byUrl.has(url)) problem(d.path, d.at, `source ${url} is not in sources.json`);
    }
  }
  // Editions and schedules: what vouches for a fact must itself be a known, official source.
  const sourcesFile = parsed.get('sources.json') as SourcesFile | undefined;
  (sourcesFile?.schedules ?? []).forEach((schedule, i) => {
    for (const url of schedule.sources) {
      cited.add(url);
      if (!byUrl.has(url)) problem('sources.json', `schedules[${i}] (${schedule.region})`, `source ${url} is not in sources.json`);
    }
    if (schedule.table !== undefined && sources.find((s) => s.url === schedule.table)?.edition === undefined)
      problem('sources.json', `schedules[${i}] (${schedule.region}).table`, `${schedule.table} is not a source with an edition`);
  });
  sources.forEach((s, i) => {
    if (s.edition !== undefined && s.edition.replacedOn <= s.edition.from)
      problem('sources.json', `sources[${i}].edition`, `replacedOn ${s.edition.replacedOn} is not after from ${s.edition.from}`);
    if (s.edition !== undefined && !s.official)
      problem('sources.json', `sources[${i}].edition`, 'only an official table has editions that vouch');
    for (const url of s.recheckedAgainst ?? []) {
      cited.add(url);
      if (byUrl.get(url)?.official !== true)
        problem('sources.json', `sources[${i}].recheckedAgainst`, `${url} is not an official source in sources.json`);
    }
  });
  sources.forEach((s, i) => {
    if (!cited.has(s.url)) problem('sources.json', `sources[${i}]`, `${s.url} is cited by no fact`);
  });

  if (problems.length > 0) return { problems, secondaryOnly, pastVouching: [], withoutReportingCode: [], facts: facts.length };
  const content = buildContent(files);
  const pastVouching = [...editionsInForce(content.jurisdictions, today)].flatMap(([region, editions]) =>
    editions.filter((e) => e.through < today).map((e) => ({ region, ...e })),
  );
  // A code two jurisdictions claim would add their taxes on one line of the return.
  const codes = reportingCodeReport(content);
  for (const d of codes.duplicates)
    problem(
      `us/${d.jurisIds[0]!.slice(3, 5).toLowerCase()}.json`,
      d.jurisIds.join(', '),
      `reporting code ${d.code} is given to ${d.jurisIds.length} jurisdictions`,
    );
  return { problems, secondaryOnly, pastVouching, withoutReportingCode: codes.without, facts: facts.length };
}

type Problem = (path: string, at: string, message: string) => void;

/** The state a US state's file is for (us/il.json: IL), undefined for other files. */
const usStateOfFile = (path: string) => /^us\/([a-z]{2})\.json$/.exec(path)?.[1]?.toUpperCase();

/**
 * A return's location codes: each names one location (a code given twice would add two places' sales
 * on one line), in a county of the file's state, by an incorporated Census place of that state.
 */
function checkReturnLocations(path: string, locations: ReturnLocations, problem: Problem): void {
  const state = usStateOfFile(path);
  const fips = state === undefined ? undefined : STATE_FIPS[state];
  const given = new Map<string, string>();
  const note = (code: string, at: string) => {
    const other = given.get(code);
    if (other !== undefined) problem(path, at, `location code ${code} is also ${other}'s`);
    else given.set(code, at);
  };
  for (const [county, c] of Object.entries(locations.counties)) {
    const at = `returnLocations.counties.${county}`;
    if (county.slice(0, 2) !== fips) problem(path, at, `county ${county} is not in ${state ?? 'a US state'}`);
    note(c.code, at);
    for (const [geoid, p] of Object.entries(c.places)) {
      const place = censusPlace(geoid);
      if (place === null || !place.incorporated || geoid.slice(0, 2) !== fips)
        problem(path, `${at}.places.${geoid} (${p.name})`, `${geoid} is no incorporated Census place of ${state ?? 'a US state'}`);
      note(p.code, `${at}.places.${geoid}`);
    }
  }
}

/**
 * Each place entry's Census GEOID (the key of local content) names an incorporated Census place of
 * the file's state, which lies in one of the entry's counties where it lists any; two entries share
 * one only as the place's parts in different counties (a city whose counties' parts are taxed apart).
 */
function checkGeoids(path: string, places: NonNullable<JurisdictionFile['places']>, problem: Problem): void {
  const state = usStateOfFile(path);
  const fips = state === undefined ? undefined : STATE_FIPS[state];
  const seen = new Map<string, number[]>();
  places.forEach((p, i) => {
    const geoid = p.geoid;
    if (geoid === undefined) return;
    const at = `places[${i}] (${p.names[0]}).geoid`;
    const place = censusPlace(geoid);
    if (fips === undefined) problem(path, at, "a Census place GEOID is only for the places of a US state's file");
    else if (geoid.slice(0, 2) !== fips)
      problem(path, at, `${geoid} is not a place of ${state}: its state part ${geoid.slice(0, 2)} is not ${state}'s FIPS code ${fips}`);
    else if (place === null || !place.incorporated)
      problem(path, at, `${geoid} is no incorporated Census place (src/tax/data/us-geography.json lists every one)`);
    else if (p.counties !== undefined && place.counties.length > 0 && !place.counties.some((c) => p.counties!.includes(c)))
      problem(
        path,
        at,
        `${geoid} (${place.name}) lies in county ${place.counties.join(', ')}, none of the entry's counties (${p.counties.join(', ')})`,
      );
    const before = seen.get(geoid) ?? [];
    for (const other of before) {
      const o = places[other]!;
      if (p.counties === undefined || o.counties === undefined || p.counties.some((c) => o.counties!.includes(c)))
        problem(
          path,
          at,
          `${geoid} is also places[${other}] (${o.names[0]})'s: two entries may share a Census place only as its parts in different counties`,
        );
    }
    seen.set(geoid, [...before, i]);
  });
}

function checkTaxability(
  path: string,
  at: string,
  rows: JurisdictionFile['jurisdictions'][number]['taxability'],
  facts: Fact[],
  problem: Problem,
): void {
  rows.forEach((t, i) => {
    facts.push({ path, at: `${at}.taxability[${i}]`, sources: t.sources });
    if (t.treatment.taxable && t.treatment.share !== undefined && Number(t.treatment.share) > 100)
      problem(path, `${at}.taxability[${i}]`, `share ${t.treatment.share}% is out of range (0 to 100)`);
    if (t.treatment.taxable && t.treatment.rate !== undefined && Number(t.treatment.rate) > MAX_RATE)
      problem(path, `${at}.taxability[${i}]`, `rate ${t.treatment.rate}% is out of range (0 to ${MAX_RATE})`);
  });
  for (const category of new Set(rows.map((r) => r.category)))
    checkPeriods(
      path,
      at,
      'taxability',
      rows,
      () => ` (${category})`,
      problem,
      (r) => r.category === category,
    );
}

/**
 * Periods of one fact ([from, to), null open-ended) must run forwards and not overlap: two rows in
 * force on one day would leave the answer to the order of the rows.
 */
function checkPeriods<R extends { from: string | null; to: string | null }>(
  path: string,
  at: string,
  list: string,
  all: readonly R[],
  label: () => string,
  problem: Problem,
  only: (r: R) => boolean = () => true,
): void {
  const rows = all.map((r, i) => ({ r, i })).filter(({ r }) => only(r));
  for (const { r, i } of rows)
    if (r.from !== null && r.to !== null && r.to <= r.from)
      problem(path, `${at}.${list}[${i}]`, `the period runs backwards or is empty: from ${r.from} to ${r.to}`);
  const sorted = [...rows].sort((a, b) => (a.r.from ?? '').localeCompare(b.r.from ?? ''));
  for (let k = 1; k < sorted.length; k++) {
    const before = sorted[k - 1]!;
    const after = sorted[k]!;
    if (before.r.to === null || (after.r.from ?? '') < before.r.to)
      problem(
        path,
        `${at}.${list}[${after.i}]`,
        `its period overlaps ${list}[${before.i}]${label()}: ${before.r.from ?? '…'} – ${before.r.to ?? '…'} and ${after.r.from ?? '…'} – ${after.r.to ?? '…'}`,
      );
  }
}
