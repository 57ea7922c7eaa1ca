// Every US ZIP code of the Census and HUD geography (src/tax/data/us-geography.json), calculated as
// a new user would try them, with the built-in content alone (no imports, no geocoder): per state and
// in all, the share of ZIP codes answered sure, uncertain with the main candidate's full local rate
// (Levy holds every local tax of the set it applied), and uncertain with a partial rate, for two sellers:
// - general goods, registered in every jurisdiction;
// - a remote seller of B2C SaaS, registered everywhere, with Texas's single local use tax rate and
//   Alabama's Simplified Sellers Use Tax elected;
// and every (ZIP code, state) pair where HUD or the Census puts part of the ZIP code must resolve.
// Targets: no ZIP code of CA, IL, TX or WA answered with a partial rate; none refused for a state it
// lies in. Prints the per-state table of docs/tax-data.md with BENCH_TABLE=1.
import table from '../src/tax/data/us-geography.json' with { type: 'json' };
import { US_STATES } from '../src/tax/address/us.ts';
import { zipGeography, zipGeographyStates } from '../src/tax/address/us-geography.ts';
import { ALL_JURISDICTIONS, builtInContent, calculate, jurisdiction, type SellerTaxFacts } from '../src/tax/index.ts';
import { writeResult } from './support.ts';

type Answer = 'sure' | 'full' | 'partial' | 'refused';

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
  if (result.value.uncertainty === null) return 'sure';
  // Uncertain: Levy holds every local tax of the set it applied (where it is in doubt), or only part of them.
  return result.value.customerAddress.localsHeld === true ? 'full' : 'partial';
}

type Tally = Record<'goods' | 'saas', Record<Answer, number>> & { zips: number };
const empty = (): Tally => ({
  zips: 0,
  goods: { sure: 0, full: 0, partial: 0, refused: 0 },
  saas: { sure: 0, full: 0, partial: 0, refused: 0 },
});

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
const shares = (t: Tally, seller: 'goods' | 'saas') =>
  Object.fromEntries((['sure', 'full', 'partial', 'refused'] as const).map((a) => [a, percent(t[seller][a], t.zips)]));
const cells = (t: Tally, seller: 'goods' | 'saas') => {
  const s = shares(t, seller);
  return `${s.sure}% / ${s.full}% / ${s.partial}%`;
};

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
  const byState = new Map<string, Tally>();
  const refusedPairs: string[] = [];
  for (const zip of Object.keys(table.zips)) {
    const state = zipGeography(zip)!.state;
    if (!Object.hasOwn(US_STATES, state)) continue;
    const t = byState.get(state) ?? empty();
    byState.set(state, t);
    t.zips++;
    t.goods[answer(goodsSeller, zip, state)]++;
    t.saas[answer(saasSeller, zip, state)]++;
    for (const other of zipGeographyStates(zip))
      if (other !== state && Object.hasOwn(US_STATES, other) && answer(goodsSeller, zip, other) === 'refused')
        refusedPairs.push(`${zip} ${other}`);
  }
  const total = empty();
  for (const t of byState.values()) {
    total.zips += t.zips;
    for (const seller of ['goods', 'saas'] as const) for (const a of Object.keys(t[seller]) as Answer[]) total[seller][a] += t[seller][a];
  }
  const rows = [
    '| State | Built in | ZIP codes | General goods: sure / uncertain, full rate / uncertain, partial rate | Remote B2C SaaS with elections: the same |',
    '|---|---|---|---|---|',
    ...[...byState.keys()].sort().map((s) => {
      const t = byState.get(s)!;
      return `| ${s} | ${builtIn(s)} | ${t.zips} | ${cells(t, 'goods')} | ${cells(t, 'saas')} |`;
    }),
    `| **All** | | ${total.zips} | ${cells(total, 'goods')} | ${cells(total, 'saas')} |`,
  ].join('\n');
  const partialIn = (state: string) => byState.get(state)?.goods.partial ?? 0;
  const result = {
    contentVersion: builtInContent().version,
    zips: total.zips,
    goods: shares(total, 'goods'),
    saas: shares(total, 'saas'),
    partialInCaIlTxWa: { CA: partialIn('CA'), IL: partialIn('IL'), TX: partialIn('TX'), WA: partialIn('WA') },
    refusedInOwnState: total.goods.refused,
    refusedInAnotherStateItReaches: refusedPairs.length,
    refusedPairs: refusedPairs.slice(0, 50),
    targets: { partialInCaIlTxWa: 0, refused: 0 },
    perState: Object.fromEntries(
      [...byState]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([s, t]) => [s, { zips: t.zips, goods: shares(t, 'goods'), saas: shares(t, 'saas') }]),
    ),
  };
  await writeResult('zip-coverage', result);
  if (process.env.BENCH_TABLE !== undefined) process.stdout.write(`${rows}\n`);
  return { ...result, perState: undefined, table: 'set BENCH_TABLE=1 to print the per-state table' };
}
