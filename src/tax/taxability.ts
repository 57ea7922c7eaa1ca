// Which rate and treatment apply to a category in a jurisdiction on a date.
import type { LineCategory } from './categories.ts';
import type { JurisdictionData, RatePeriod, TaxabilityPeriod, TaxDefinition, Treatment } from './content/types.ts';
import { inEffect, type IsoDate } from './dates.ts';
import { jurisdiction } from './jurisdictions.ts';

export function rateOn(tax: TaxDefinition, date: IsoDate): RatePeriod | undefined {
  return tax.rates.find((r) => inEffect(date, r.from, r.to));
}

function periodFor(list: readonly TaxabilityPeriod[] | undefined, category: string, date: IsoDate): TaxabilityPeriod | undefined {
  return list?.find((p) => p.category === category && inEffect(date, p.from, p.to));
}

export interface AppliedTreatment {
  treatment: Treatment;
  source: string;
}

/**
 * The treatment of a line's category under one tax: a seller's custom override for the
 * jurisdiction first, then the tax's own rule, the jurisdiction's, its parent's (local taxes
 * follow their state), and last the jurisdiction's default. Non-taxable is never taxed.
 */
export function treatmentOf(j: JurisdictionData, tax: TaxDefinition, category: LineCategory, date: IsoDate): AppliedTreatment {
  if (category.standard === 'nonTaxable')
    return { treatment: { taxable: false }, source: 'Levy: the non-taxable category is never taxed.' };
  const standard = standardTreatment(j, tax, category, date);
  // A seller's override for a jurisdiction (or for its state, which covers the local taxes) only
  // switches taxability: a taxable override keeps the jurisdiction's share and special rate.
  for (const id of [j.id, ...ancestors(j)]) {
    const override = category.overrides?.get(id);
    if (override === undefined) continue;
    const source = `Seller's custom product tax category: ${override ? 'taxable' : 'exempt'} in ${id}`;
    if (!override) return { treatment: { taxable: false }, source };
    return standard.treatment.taxable
      ? { treatment: standard.treatment, source: `${source}; ${standard.source}` }
      : { treatment: { taxable: true }, source };
  }
  return standard;
}

function standardTreatment(j: JurisdictionData, tax: TaxDefinition, category: LineCategory, date: IsoDate): AppliedTreatment {
  const own = periodFor(tax.taxability, category.standard, date) ?? periodFor(j.taxability, category.standard, date);
  if (own !== undefined) return { treatment: own.treatment, source: own.source };
  for (const parentId of ancestors(j)) {
    const inherited = periodFor(jurisdiction(parentId)?.taxability, category.standard, date);
    if (inherited !== undefined) return { treatment: inherited.treatment, source: inherited.source };
  }
  return { treatment: j.defaultTreatment, source: `Default treatment of ${j.name}` };
}

function ancestors(j: JurisdictionData): string[] {
  const ids: string[] = [];
  for (let id = j.inheritsFrom; id !== undefined; id = jurisdiction(id)?.inheritsFrom) ids.push(id);
  return ids;
}
