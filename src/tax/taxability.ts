// Which rate and treatment apply to a category in a jurisdiction on a date.
import type { LineCategory } from './data/categories.ts';
import type { JurisdictionData, RatePeriod, TaxabilityPeriod, TaxDefinition, Treatment } from './data/types.ts';
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
  if (category.standard === 'nonTaxable') return { treatment: { taxable: false }, source: 'Levy: the non-taxable category is never taxed.' };
  const override = category.overrides?.get(j.id);
  if (override !== undefined) return { treatment: { taxable: override }, source: `Seller's custom product tax category override for ${j.id}` };
  const own = periodFor(tax.taxability, category.standard, date) ?? periodFor(j.taxability, category.standard, date);
  if (own !== undefined) return { treatment: own.treatment, source: own.source };
  for (let parentId = j.inheritsFrom; parentId !== undefined; ) {
    const parent = jurisdiction(parentId);
    if (parent === undefined) break;
    const inherited = periodFor(parent.taxability, category.standard, date);
    if (inherited !== undefined) return { treatment: inherited.treatment, source: inherited.source };
    parentId = parent.inheritsFrom;
  }
  return { treatment: j.defaultTreatment, source: `Default treatment of ${j.name}` };
}
