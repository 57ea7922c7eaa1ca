// A Calculation in the exact shape of the API's Calculation response: integers in minor units
// where it says integer, decimal strings (in minor units) where it says string.
import type { Calculation, LocalUncertainty, NotTaxedReason } from './calculate.ts';
import type { Exact } from './exact.ts';

export interface CalculationResponse {
  taxAmountToCollect: number;
  preTaxAmount: string;
  lineItems: {
    id: string | null;
    taxAmountToCollect: number;
    preTaxAmount: string;
    jurises: { name: string; taxes: { taxName: string; taxableAmount: string; taxAmount: string; taxRate: string }[] | null; notTaxedReason: NotTaxedReason | null }[];
  }[];
  jurisSummaries: { name: string; notTaxedReasons: NotTaxedReason[] | null }[];
  /** What Levy is unsure of in this answer (today: local taxes it could not place), or null. */
  taxComplianceMessage: LocalUncertainty | null;
}

/** Decimal text with at most four places beyond the minor unit ("721.5", "29577.3304"). */
export function amountText(d: Exact): string {
  return d.toDecimalPlaces(4).toFixed();
}

export function toCalculationResponse(calc: Calculation): CalculationResponse {
  const summaries = new Map<string, { taxed: boolean; reasons: Map<string, NotTaxedReason> }>();
  const lineItems = calc.lineItems.map((line) => ({
    id: line.id,
    taxAmountToCollect: line.taxAmountToCollect,
    preTaxAmount: amountText(line.preTaxAmount),
    jurises: line.jurises.map((j) => {
      const summary = summaries.get(j.jurisdiction.name) ?? { taxed: false, reasons: new Map() };
      summaries.set(j.jurisdiction.name, summary);
      if (j.notTaxedReason === null) summary.taxed = true;
      else summary.reasons.set(JSON.stringify(j.notTaxedReason), j.notTaxedReason);
      return {
        name: j.jurisdiction.name,
        // Either the taxes or the reason there are none, as in the reference API.
        taxes:
          j.notTaxedReason === null
            ? j.taxes.map((t) => ({ taxName: t.name, taxableAmount: amountText(t.taxableAmount), taxAmount: amountText(t.amount), taxRate: t.rate.toFixed() }))
            : null,
        notTaxedReason: j.notTaxedReason,
      };
    }),
  }));
  return {
    taxAmountToCollect: calc.taxAmountToCollect,
    preTaxAmount: amountText(calc.preTaxAmount),
    lineItems,
    jurisSummaries: [...summaries].map(([name, s]) => ({ name, notTaxedReasons: s.taxed ? null : [...s.reasons.values()] })),
    taxComplianceMessage: calc.uncertainty,
  };
}
