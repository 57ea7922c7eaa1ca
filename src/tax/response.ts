// A Calculation in the exact shape of the API's Calculation response: integers in minor units
// where it says integer, decimal strings (in minor units) where it says string.
import type { Calculation, LocalUncertainty, NotTaxedReason, StaleRateData } from './calculate.ts';
import type { Exact } from './exact.ts';

export interface CalculationResponse {
  taxAmountToCollect: number;
  preTaxAmount: string;
  lineItems: {
    id: string | null;
    taxAmountToCollect: number;
    preTaxAmount: string;
    jurises: {
      name: string;
      taxes: { taxName: string; taxableAmount: string; taxAmount: string; taxRate: string }[] | null;
      notTaxedReason: NotTaxedReason | null;
    }[];
  }[];
  jurisSummaries: { name: string; notTaxedReasons: NotTaxedReason[] | null }[];
  /** What Levy is unsure of in this answer (local taxes it could not place, or rate data past its period), or null. */
  taxComplianceMessage: LocalUncertainty | StaleRateData | null;
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
            ? j.taxes.map((t) => ({
                taxName: t.name,
                taxableAmount: amountText(t.taxableAmount),
                taxAmount: amountText(t.amount),
                taxRate: t.rate.toFixed(),
              }))
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
    taxComplianceMessage: complianceMessage(calc),
  };
}

/**
 * One message per answer (the API's field is one object): local taxes that may be missing outweigh
 * a rate that may be stale, whose words then join the uncertainty's message.
 */
function complianceMessage({ uncertainty, staleness }: Calculation): LocalUncertainty | StaleRateData | null {
  if (uncertainty === null) return staleness;
  return staleness === null ? uncertainty : { ...uncertainty, message: `${uncertainty.message} ${staleness.message}` };
}

/**
 * The response as JSON text, equal to JSON.stringify's but in about 70 % of its time: the
 * decimal texts (digits, sign and point, from Exact) are written without escaping, and only names,
 * ids and the small reason objects go through JSON.stringify. A `version` (createOrUpdate) comes
 * last. Tests write every answer both ways and compare them (api/answers.ts).
 */
export function calculationJson(response: CalculationResponse & { version?: number }): string {
  const { lineItems } = response;
  let json = `{"taxAmountToCollect":${response.taxAmountToCollect},"preTaxAmount":"${response.preTaxAmount}","lineItems":[`;
  for (let i = 0; i < lineItems.length; i++) {
    const line = lineItems[i]!;
    json += `${i > 0 ? ',' : ''}{"id":${JSON.stringify(line.id)},"taxAmountToCollect":${line.taxAmountToCollect},"preTaxAmount":"${line.preTaxAmount}","jurises":[`;
    for (let k = 0; k < line.jurises.length; k++) {
      const juris = line.jurises[k]!;
      json += `${k > 0 ? ',' : ''}{"name":${JSON.stringify(juris.name)},"taxes":${juris.taxes === null ? 'null' : taxesJson(juris.taxes)},"notTaxedReason":${JSON.stringify(juris.notTaxedReason)}}`;
    }
    json += ']}';
  }
  json += `],"jurisSummaries":${JSON.stringify(response.jurisSummaries)},"taxComplianceMessage":${JSON.stringify(response.taxComplianceMessage)}`;
  return `${json}${response.version !== undefined ? `,"version":${response.version}` : ''}}`;
}

function taxesJson(taxes: NonNullable<CalculationResponse['lineItems'][number]['jurises'][number]['taxes']>): string {
  let json = '[';
  for (let m = 0; m < taxes.length; m++) {
    const tax = taxes[m]!;
    json += `${m > 0 ? ',' : ''}{"taxName":${JSON.stringify(tax.taxName)},"taxableAmount":"${tax.taxableAmount}","taxAmount":"${tax.taxAmount}","taxRate":"${tax.taxRate}"}`;
  }
  return `${json}]`;
}
