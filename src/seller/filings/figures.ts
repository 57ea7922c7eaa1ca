// What one transaction adds to a filing's return, computed when it is saved so a filing's totals
// and worksheet are sums of stored figures, not reads of every record: sales (pre-tax amount in the
// filing's jurisdictions), taxable sales (per line, the largest taxable amount among the taxes they
// collect: an exempt customer's sale is sales, not taxable sales), tax due, and for the worksheet
// the deductions by reason, the tax lines by jurisdiction and rate, and the tax the invoice carried.
import type { UsLocation } from '../../tax/address/resolve.ts';
import { Exact, ZERO } from '../../tax/exact.ts';
import { registrationsCovering } from './membership.ts';

/** Why part of a sale is not taxable sales. */
export const DEDUCTION_REASONS = [
  'exemptCustomer',
  'exemptTransaction',
  'reverseCharge',
  'nonTaxableProduct',
  'partiallyTaxableProduct',
  'noTaxInJurisdiction',
  'notCollecting',
] as const;
export type DeductionReason = (typeof DEDUCTION_REASONS)[number];

/** One filing jurisdiction's figures: exact decimal texts in minor units of the transaction's currency. */
export interface FilingFigures {
  /** The registration's jurisId (the filing's). */
  j: string;
  s: string;
  x: string;
  t: string;
  /** Deductions: [reason, amount]; gross less taxable. */
  d: [DeductionReason, string][];
  /**
   * Tax lines: [jurisId, tax name, rate, taxable, tax]. They sum to `t` exactly: a record rounds each
   * tax to 4 decimals but its summary once, so the ten-thousandths its lines miss are on its largest line.
   */
  l: [string, string, string, string, string][];
  /** Tax collected: what the invoice carried for the filing's share of the tax (4 decimals). */
  c: string;
  /** The part of collected less due that is the invoice's own difference from Levy's answer (not rounding). */
  v: string;
  /** What the answer was unsure of, where it was: its place (localJurisdictionsUncertain), its rates (rateDataMayBeStale). */
  q?: SaleDoubt[];
  /** The sale's US county FIPS and incorporated place GEOID (null outside any), where the answer knew them (a location code's key). */
  p?: [string, string | null];
}

export type SaleDoubt = 'place' | 'rate';

/** What the answer knew about the sale beside its figures, kept with them. */
export interface SaleContext {
  doubts?: readonly SaleDoubt[];
  location?: UsLocation;
}

interface StoredTax {
  name: string;
  taxableAmount: string;
  rate: string;
  taxAmount?: { inclusive: string; exclusive: string };
}
interface StoredRecord {
  taxAmountDue?: { exclusive: string };
  taxAmountAdded?: { expected: number; seen: number };
  jurisSummaries?: { id: string; preTaxAmount: string; taxAmountDue: { inclusive?: string; exclusive?: string; total: string } }[];
  lineItems?: {
    preTaxAmount?: string;
    jurises?: {
      id: string;
      calc?: { isRemitting?: boolean; notTaxedReason?: { type: string; reason?: { type: string } } | null; taxes?: StoredTax[] };
    }[];
  }[];
}

const REASON_OF: Record<string, DeductionReason> = {
  customerExempt: 'exemptCustomer',
  transactionExempt: 'exemptTransaction',
  reverseCharge: 'reverseCharge',
  productNotTaxed: 'nonTaxableProduct',
  jurisHasNoTax: 'noTaxInJurisdiction',
  notCollecting: 'notCollecting',
};

const abs = (x: Exact) => (x.isNegative() ? x.negated() : x);

export function filingFiguresOf(body: unknown, filingJurisIds: readonly string[], context: SaleContext = {}): FilingFigures[] {
  const doubts = context.doubts ?? [];
  const location = context.location;
  const record = body as StoredRecord;
  return [...new Set(filingJurisIds)].map((filingJurisId) => {
    const covered = (id: string) => id === filingJurisId || registrationsCovering(id).includes(filingJurisId);
    let sales: Exact | null = null;
    let tax = ZERO;
    let inclusive = ZERO;
    let exclusive = ZERO;
    for (const s of record.jurisSummaries ?? []) {
      if (!covered(s.id)) continue;
      const preTax = Exact.parse(s.preTaxAmount);
      sales = sales === null || preTax.greaterThan(sales) ? preTax : sales;
      tax = tax.plus(Exact.parse(s.taxAmountDue.total));
      inclusive = inclusive.plus(Exact.parse(s.taxAmountDue.inclusive ?? '0'));
      exclusive = exclusive.plus(Exact.parse(s.taxAmountDue.exclusive ?? '0'));
    }
    const gross = sales ?? ZERO;
    const deductions = new Map<DeductionReason, Exact>();
    const deduct = (reason: DeductionReason, amount: Exact) => deductions.set(reason, (deductions.get(reason) ?? ZERO).plus(amount));
    const lines = new Map<string, { id: string; name: string; rate: string; taxable: Exact; tax: Exact }>();
    let taxable = ZERO;
    let named = ZERO;
    let linesTax = ZERO;
    let largestLine: { tax: Exact } | null = null;
    let largestTax = ZERO;
    for (const line of record.lineItems ?? []) {
      const jurises = (line.jurises ?? []).filter((j) => covered(j.id));
      if (jurises.length === 0) continue;
      let largest: Exact | null = null;
      let reason: DeductionReason | null = null;
      for (const j of jurises) {
        const remitting = j.calc?.isRemitting !== false;
        const r = j.calc?.notTaxedReason ?? null;
        // The state's reason decides (it comes first); a local one only where the state gives none.
        reason ??= r === null ? null : (REASON_OF[r.reason?.type ?? r.type] ?? null);
        if (!remitting) continue;
        for (const t of j.calc?.taxes ?? []) {
          const amount = Exact.parse(t.taxableAmount);
          largest = largest === null || amount.greaterThan(largest) ? amount : largest;
          if (t.taxAmount === undefined) continue;
          const key = `${j.id}|${t.name}|${t.rate}`;
          const l = lines.get(key) ?? { id: j.id, name: t.name, rate: t.rate, taxable: ZERO, tax: ZERO };
          const due = Exact.parse(t.taxAmount.inclusive).plus(Exact.parse(t.taxAmount.exclusive));
          l.taxable = l.taxable.plus(amount);
          l.tax = l.tax.plus(due);
          lines.set(key, l);
          linesTax = linesTax.plus(due);
          if (largestLine === null || abs(due).greaterThan(abs(largestTax))) {
            largestLine = l;
            largestTax = due;
          }
        }
      }
      if (largest !== null) taxable = taxable.plus(largest);
      if (line.preTaxAmount === undefined) continue;
      const deducted = Exact.parse(line.preTaxAmount).minus(largest ?? ZERO);
      if (deducted.isZero()) continue;
      deduct(largest === null || largest.isZero() ? (reason ?? 'noTaxInJurisdiction') : 'partiallyTaxableProduct', deducted);
      named = named.plus(deducted);
    }
    // Gross sales are the largest pre-tax amount of the filing's jurisdictions, which is the sum of
    // the lines they tax in any real sale; a record where it is not is shown, not absorbed.
    const rest = gross.minus(taxable).minus(named);
    if (!rest.isZero()) deduct('noTaxInJurisdiction', rest);
    if (largestLine !== null) largestLine.tax = largestLine.tax.plus(tax.minus(linesTax));

    const added = record.taxAmountAdded ?? { expected: 0, seen: 0 };
    const allExclusive = Exact.parse(record.taxAmountDue?.exclusive ?? '0');
    // A sale taxed by other filings too (a province and the federal GST) carries their tax on one
    // invoice: this filing's part of what was invoiced is its share of the tax added.
    const share = allExclusive.isZero() ? ZERO : exclusive.dividedBy(allExclusive, 20);
    const collected = inclusive.plus(Exact.of(added.seen).times(share)).toDecimalPlaces(4);
    const differing = Exact.of(added.seen - added.expected)
      .times(share)
      .toDecimalPlaces(4);
    return {
      j: filingJurisId,
      s: gross.toFixed(),
      x: taxable.toFixed(),
      t: tax.toFixed(),
      d: [...deductions].filter(([, a]) => !a.isZero()).map(([r, a]) => [r, a.toFixed()]),
      l: [...lines.values()].map((l) => [l.id, l.name, l.rate, l.taxable.toFixed(), l.tax.toFixed()]),
      c: collected.toFixed(),
      v: differing.toFixed(),
      ...(doubts.length > 0 ? { q: [...doubts] } : {}),
      ...(location !== undefined ? { p: [location.countyFips, location.placeGeoid] as FilingFigures['p'] } : {}),
    };
  });
}

/** Whether stored figures carry the worksheet's parts (figures saved before them have only s, x and t). */
export function hasWorksheetFigures(f: unknown): f is FilingFigures {
  return typeof f === 'object' && f !== null && 'l' in f && 'd' in f;
}

/** What an answer knew beside its figures: its doubts (its compliance message) and the sale's location. */
export function contextOf(answer: { uncertainty: unknown; staleness: unknown; customerAddress: { location?: UsLocation } }): SaleContext {
  const doubts: SaleDoubt[] = [
    ...(answer.uncertainty !== null ? (['place'] as const) : []),
    ...(answer.staleness !== null ? (['rate'] as const) : []),
  ];
  const location = answer.customerAddress.location;
  return location === undefined ? { doubts } : { doubts, location };
}

/** The context kept with a transaction's saved figures: a negation carries its original's. */
export function savedContext(filingFigures: unknown): SaleContext {
  const first = Array.isArray(filingFigures) ? (filingFigures[0] as Partial<FilingFigures> | undefined) : undefined;
  const doubts = first?.q ?? [];
  const location = first === undefined ? undefined : locationOf(first);
  return location === undefined ? { doubts } : { doubts, location };
}

/** The sale's location kept with its figures (`p`), where the answer knew it. */
export function locationOf(f: Pick<FilingFigures, 'p'>): UsLocation | undefined {
  return f.p === undefined ? undefined : { countyFips: f.p[0], placeGeoid: f.p[1] };
}
