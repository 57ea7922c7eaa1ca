// Prints the per-state coverage table of docs/tax-data.md: for every state, what built-in data
// holds, and how many of the state's ZIP codes (from the ZIP table) a calculation places with
// certainty today, with no imported data. Run: npx tsx scripts/coverage-table.ts
import table from '../src/tax/data/generated/zip-places.json' with { type: 'json' };
import { US_STATES } from '../src/tax/address/us.ts';
import { ALL_JURISDICTIONS, builtInContent, calculate, jurisdiction } from '../src/tax/index.ts';

const { countyTaxes, places: PLACES, statewideLocals } = builtInContent();

// Streamlined Sales Tax member states (full and associate), whose official files `levy data import` loads.
const SST_MEMBERS = new Set(['AR', 'GA', 'IN', 'IA', 'KS', 'KY', 'MI', 'MN', 'NE', 'NV', 'NJ', 'NC', 'ND', 'OH', 'OK', 'RI', 'SD', 'UT', 'VT', 'WA', 'WV', 'WI', 'WY', 'TN']);

const registrations = [...new Set(ALL_JURISDICTIONS.flatMap((j) => j.registrationIds))].map((jurisId) => ({ jurisId, collectingFrom: '2000-01-01' }));
const facts = { now: new Date(), accountingTimeZone: 'UTC', businessAddress: null, registrations, certificates: [], products: new Map([['goods', { standard: 'tangibleGoods' as const }]]), validTaxIdCountries: new Set<string>() };
const byState = new Map<string, { zips: number; placed: number }>();
for (const [zip, [state]] of Object.entries(table.zips as unknown as Record<string, [string]>)) {
  if (!Object.hasOwn(US_STATES, state)) continue;
  const result = calculate({ lineItems: [{ productExternalId: 'goods', amount: 10000 }], currencyCode: 'USD', customerAddress: { country: 'US', postalCode: zip } }, facts);
  const entry = byState.get(state) ?? { zips: 0, placed: 0 };
  entry.zips++;
  if (result.ok && result.value.uncertainty === null) entry.placed++;
  byState.set(state, entry);
}

const rows = Object.keys(US_STATES).sort().map((state) => {
  const top = jurisdiction(`us-${state}`)!;
  const built: string[] = [];
  if (top.hasLocalTaxes !== true) built.push('no local sales taxes');
  if (statewideLocals[state]) built.push('statewide local tax');
  const county = countyTaxes.find((c) => c.state === state);
  if (county) {
    const total = Object.values(table.counties as unknown as Record<string, [string, string]>).filter(([, s]) => s === state).length;
    const listed = Object.keys(county.counties).length;
    built.push(`${listed >= total ? 'every county' : `${listed} of ${total} counties`}${county.complete ? '' : ' (not every city)'}`);
  }
  const places = PLACES.filter((p) => p.state === state).length;
  if (places > 0) built.push(`${places} place${places > 1 ? 's' : ''}`);
  const { zips, placed } = byState.get(state) ?? { zips: 0, placed: 0 };
  const share = zips === 0 ? '—' : `${Math.round((placed / zips) * 100)}%`;
  const imports = top.hasLocalTaxes !== true ? '—' : [...(SST_MEMBERS.has(state) ? ['SST rate + boundary files'] : []), ...(state === 'WA' ? ['DOR ZIP+4 file'] : []), 'ZIP-level table'].join(', ');
  return `| ${state} | ${built.join(', ')} | ${share} of ${zips} | ${imports} |`;
});
process.stdout.write(['| State | Built in | ZIP codes placed without imports | An import adds |', '|---|---|---|---|', ...rows].join('\n') + '\n');
