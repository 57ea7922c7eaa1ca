// US states and DC as jurisdictions: how a state's facts (us-state-facts.ts, in the authoring
// shape UsStateFacts of types.ts) become jurisdiction data.
import { US_STATE_FACTS } from './us-state-facts.ts';
import type { Dated, JurisdictionData, TaxabilityPeriod, UsStateFacts } from './types.ts';

const TANGIBLE_SOURCE = "Tangible personal property is taxable in every state with a general sales tax unless that state's sales and use tax law exempts the item (the state's department of revenue; see docs/tax-data.md).";

export function usStateJurisdiction(facts: UsStateFacts): JurisdictionData {
  const period = (d: Dated) => ({ from: d.from, to: d.to, source: d.source });
  const taxability: TaxabilityPeriod[] = [
    ...facts.saas.flatMap((p) => [
      { ...period(p), category: 'saasBusiness' as const, treatment: p.business },
      { ...period(p), category: 'saasConsumer' as const, treatment: p.consumer },
    ]),
    ...facts.digitalGoods.map((p) => ({ ...period(p), category: 'digitalGoods' as const, treatment: p.treatment })),
    ...(facts.professionalServices ?? []).map((p) => ({ ...period(p), category: 'professionalServices' as const, treatment: p.treatment })),
    { from: null, to: null, source: TANGIBLE_SOURCE, category: 'tangibleGoods', treatment: { taxable: true } },
  ];
  // Alaska, Delaware, Montana, New Hampshire and Oregon have no state sales tax ("0.00").
  const hasTax = facts.rates.some((r) => !/^0+(\.0+)?$/.test(r.rate));
  return {
    id: `us-${facts.code}`,
    name: facts.name,
    level: 'state',
    country: 'US',
    registrationIds: [`us-${facts.code}`],
    taxes: hasTax ? [{ name: 'Sales tax', rates: facts.rates }] : [],
    taxability,
    defaultTreatment: { taxable: false },
    sourcing: facts.sourcing,
    hasLocalTaxes: facts.hasLocalTaxes,
    nexus: facts.nexus,
  };
}

export const US_STATE_JURISDICTIONS: JurisdictionData[] = US_STATE_FACTS.map(usStateJurisdiction);
