// What one transaction adds to a filing's return, computed when it is saved so a filing's totals
// are a sum of stored figures, not a read of every record: sales (pre-tax amount in the filing's
// jurisdictions), taxable sales (per line, the largest taxable amount among the taxes they collect:
// an exempt customer's sale is sales, not taxable sales) and tax due.
import { Exact, ZERO } from '../../tax/exact.ts';
import { registrationsCovering } from './membership.ts';

/** One filing jurisdiction's figures: exact decimal texts in minor units of the transaction's currency. */
export interface FilingFigures {
  /** The registration's jurisId (the filing's). */
  j: string;
  s: string;
  x: string;
  t: string;
}

interface StoredRecord {
  jurisSummaries?: { id: string; preTaxAmount: string; taxAmountDue: { total: string } }[];
  lineItems?: { jurises?: { id: string; calc?: { isRemitting?: boolean; taxes?: { taxableAmount: string }[] } }[] }[];
}

export function filingFiguresOf(body: unknown, filingJurisIds: readonly string[]): FilingFigures[] {
  const record = body as StoredRecord;
  return [...new Set(filingJurisIds)].map((filingJurisId) => {
    const covered = (id: string) => id === filingJurisId || registrationsCovering(id).includes(filingJurisId);
    let sales: Exact | null = null;
    let tax = ZERO;
    for (const s of record.jurisSummaries ?? []) {
      if (!covered(s.id)) continue;
      const preTax = Exact.parse(s.preTaxAmount);
      sales = sales === null || preTax.greaterThan(sales) ? preTax : sales;
      tax = tax.plus(Exact.parse(s.taxAmountDue.total));
    }
    let taxable = ZERO;
    for (const line of record.lineItems ?? []) {
      let largest: Exact | null = null;
      for (const j of line.jurises ?? []) {
        if (!covered(j.id) || j.calc?.isRemitting === false) continue;
        for (const t of j.calc?.taxes ?? []) {
          const amount = Exact.parse(t.taxableAmount);
          largest = largest === null || amount.greaterThan(largest) ? amount : largest;
        }
      }
      if (largest !== null) taxable = taxable.plus(largest);
    }
    return { j: filingJurisId, s: (sales ?? ZERO).toFixed(), x: taxable.toFixed(), t: tax.toFixed() };
  });
}
