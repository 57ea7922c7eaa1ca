// A filing's return worksheet, summed from its transactions' stored records: gross sales, the
// deductions that lead to taxable sales (by reason), and the tax due by jurisdiction and rate with
// the code the state's return asks for. Pure: the caller pages the records in (return-worksheet.ts).
//
// The figures are the filing's own (figures.ts): gross sales, taxable sales and tax due of each
// section equal the filing's totals for that currency exactly, and the tax lines sum to tax due
// exactly. A record's taxes are rounded to 4 decimals one by one, its summary's total once, so the
// last ten-thousandths a record's lines miss are put on its largest line.
import type { ContentSet } from '../../tax/content/load.ts';
import { Exact, ZERO } from '../../tax/exact.ts';
import { filingFiguresOf } from './figures.ts';
import { registrationsCovering } from './membership.ts';
import { jurisdictionLevelOf, reportingCodeOf, type ReportingCode } from './reporting-codes.ts';

/** A transaction of the filing as stored: its record body and what the worksheet needs around it. */
export interface WorksheetTransaction {
  externalId: string;
  currencyCode: string;
  /** For a negation of a transaction of an earlier period (a refund or cancellation taken now): that period's jurisFilingId. */
  correctsPeriod: string | null;
  contentVersion: string | null;
  body: unknown;
}

interface StoredTax {
  id: string;
  name: string;
  taxableAmount: string;
  rate: string;
  taxAmount: { inclusive: string; exclusive: string };
}
interface StoredBody {
  taxAmountDue?: { exclusive: string };
  taxAmountAdded?: { expected: number; seen: number };
  jurisSummaries?: { id: string; taxAmountDue: { inclusive: string; exclusive: string } }[];
  lineItems?: {
    preTaxAmount: string;
    jurises?: {
      id: string;
      name: string;
      calc?: { isRemitting: boolean; notTaxedReason: { type: string; reason?: { type: string } } | null; taxes?: StoredTax[] };
    }[];
  }[];
}

/** Why part of a sale is not taxable sales. */
export type DeductionReason =
  | 'exemptCustomer'
  | 'exemptTransaction'
  | 'reverseCharge'
  | 'nonTaxableProduct'
  | 'partiallyTaxableProduct'
  | 'noTaxInJurisdiction'
  | 'notCollecting';

export interface WorksheetLine {
  jurisId: string;
  name: string;
  level: string;
  taxName: string;
  /** Decimal fraction, as the records hold it ("0.0625"). */
  rate: string;
  reportingCode: ReportingCode | null;
  taxableSales: string;
  taxDue: string;
  transactionCount: number;
}

export interface WorksheetSection {
  currencyCode: string;
  transactionCount: number;
  grossSales: string;
  deductions: { reason: DeductionReason; amount: string; transactionCount: number }[];
  taxableSales: string;
  taxDue: string;
  lines: WorksheetLine[];
  /** Tax the invoices carried against tax due; the difference is named, never folded in. */
  taxCollected: {
    amount: string;
    difference: string;
    /** Tax due to four decimals of the minor unit against the whole minor units invoiced. */
    rounding: string;
    /** Invoices that carried another tax than Levy's answer (the Stripe integration records what they carried). */
    invoicesDiffering: { amount: string; transactionCount: number; transactionIds: string[] };
  };
  /**
   * Negations of transactions of earlier periods: part of gross, taxable and tax due above, but not of
   * `lines`, which hold this period's own sales; each correction by the period it corrects and jurisdiction.
   */
  negationsOfEarlierPeriods: {
    transactionCount: number;
    grossSales: string;
    taxableSales: string;
    taxDue: string;
    corrections: Correction[];
  };
}

export interface Correction {
  period: string;
  jurisId: string;
  name: string;
  rate: string;
  taxableSales: string;
  taxDue: string;
  transactionCount: number;
}

export interface Worksheet {
  sections: WorksheetSection[];
  /** The built-in content versions that computed its transactions (null: saved before versions were recorded). */
  contentVersions: (string | null)[];
  /** Lines the return needs a code for and the worksheet could not give, with why. */
  incompleteLines: { jurisId: string; reason: string }[];
}

/** Transaction ids listed per named difference; the rest are counted. */
const LISTED_IDS = 100;

const REASON_OF: Record<string, DeductionReason> = {
  customerExempt: 'exemptCustomer',
  transactionExempt: 'exemptTransaction',
  reverseCharge: 'reverseCharge',
  productNotTaxed: 'nonTaxableProduct',
  jurisHasNoTax: 'noTaxInJurisdiction',
  notCollecting: 'notCollecting',
};

interface LineSum {
  /** For a correction: the period it corrects. */
  period: string;
  line: Omit<WorksheetLine, 'taxableSales' | 'taxDue' | 'transactionCount'>;
  taxable: Exact;
  tax: Exact;
  count: number;
  lastTransaction: number;
}

class SectionSum {
  count = 0;
  gross = ZERO;
  taxable = ZERO;
  tax = ZERO;
  deductions = new Map<DeductionReason, { amount: Exact; count: number; lastTransaction: number }>();
  lines = new Map<string, LineSum>();
  collected = ZERO;
  rounding = ZERO;
  differing = { amount: ZERO, count: 0, ids: [] as string[] };
  negations = { count: 0, gross: ZERO, taxable: ZERO, tax: ZERO };
  corrections = new Map<string, LineSum>();

  constructor(readonly currencyCode: string) {}

  result(): WorksheetSection {
    const lines = [...this.lines.values()]
      .map((l) => ({ ...l.line, taxableSales: l.taxable.toFixed(), taxDue: l.tax.toFixed(), transactionCount: l.count }))
      .sort(byLine);
    const corrections = [...this.corrections.values()]
      .map((l) => ({
        period: l.period,
        jurisId: l.line.jurisId,
        name: l.line.name,
        rate: l.line.rate,
        taxableSales: l.taxable.toFixed(),
        taxDue: l.tax.toFixed(),
        transactionCount: l.count,
        level: l.line.level,
      }))
      .sort((a, b) => a.period.localeCompare(b.period) || byLine(a, b))
      .map(({ level: _, ...c }) => c);
    return {
      currencyCode: this.currencyCode,
      transactionCount: this.count,
      grossSales: this.gross.toFixed(),
      deductions: [...this.deductions]
        .filter(([, d]) => !d.amount.isZero())
        .map(([reason, d]) => ({ reason, amount: d.amount.toFixed(), transactionCount: d.count }))
        .sort((a, b) => a.reason.localeCompare(b.reason)),
      taxableSales: this.taxable.toFixed(),
      taxDue: this.tax.toFixed(),
      lines,
      taxCollected: {
        amount: this.collected.toFixed(),
        difference: this.collected.minus(this.tax).toFixed(),
        rounding: this.rounding.toFixed(),
        invoicesDiffering: {
          amount: this.differing.amount.toFixed(),
          transactionCount: this.differing.count,
          transactionIds: this.differing.ids,
        },
      },
      negationsOfEarlierPeriods: {
        transactionCount: this.negations.count,
        grossSales: this.negations.gross.toFixed(),
        taxableSales: this.negations.taxable.toFixed(),
        taxDue: this.negations.tax.toFixed(),
        corrections,
      },
    };
  }
}

const abs = (x: Exact) => (x.isNegative() ? x.negated() : x);

const LEVELS = ['country', 'federal', 'state', 'province', 'county', 'city', 'district'];
const LEVEL_ORDER = (level: string) => {
  const i = LEVELS.indexOf(level);
  return i < 0 ? LEVELS.length : i;
};
const byLine = (a: { level: string; jurisId: string; rate: string }, b: { level: string; jurisId: string; rate: string }) =>
  LEVEL_ORDER(a.level) - LEVEL_ORDER(b.level) || a.jurisId.localeCompare(b.jurisId) || a.rate.localeCompare(b.rate);

/** Sums a filing's transactions, one `add` at a time, into its worksheet. */
export class WorksheetBuilder {
  private readonly sections = new Map<string, SectionSum>();
  private readonly versions = new Set<string | null>();
  private added = 0;

  constructor(
    private readonly filingJurisId: string,
    private readonly content: ContentSet,
  ) {}

  /** Adds a transaction; answers its figures in the filing (exact, in minor units of its currency). */
  add(t: WorksheetTransaction): { gross: Exact; taxable: Exact; tax: Exact } {
    const n = ++this.added;
    this.versions.add(t.contentVersion);
    const body = t.body as StoredBody;
    const figures = filingFiguresOf(body, [this.filingJurisId])[0]!;
    const section = this.sectionOf(t.currencyCode);
    section.count += 1;
    const gross = Exact.parse(figures.s);
    const taxable = Exact.parse(figures.x);
    const tax = Exact.parse(figures.t);
    section.gross = section.gross.plus(gross);
    section.taxable = section.taxable.plus(taxable);
    section.tax = section.tax.plus(tax);
    if (t.correctsPeriod !== null) {
      const s = section.negations;
      s.count += 1;
      s.gross = s.gross.plus(gross);
      s.taxable = s.taxable.plus(taxable);
      s.tax = s.tax.plus(tax);
    }
    this.addDeductions(section, body, gross.minus(taxable), n);
    this.addLines(section, body, tax, n, t.correctsPeriod);
    this.addCollected(section, body, tax, t.externalId);
    return { gross, taxable, tax };
  }

  result(): Worksheet {
    const sections = [...this.sections.values()].map((s) => s.result()).sort((a, b) => a.currencyCode.localeCompare(b.currencyCode));
    const incomplete = new Map<string, string>();
    for (const s of sections)
      for (const l of s.lines) {
        if (l.reportingCode !== null || incomplete.has(l.jurisId)) continue;
        const answer = reportingCodeOf(this.content, l.jurisId);
        if (!answer.ok) incomplete.set(l.jurisId, answer.reason);
      }
    return {
      sections,
      contentVersions: [...this.versions].sort((a, b) => (a ?? '').localeCompare(b ?? '')),
      incompleteLines: [...incomplete].map(([jurisId, reason]) => ({ jurisId, reason })),
    };
  }

  private covered(id: string): boolean {
    return id === this.filingJurisId || registrationsCovering(id).includes(this.filingJurisId);
  }

  private sectionOf(currencyCode: string): SectionSum {
    let s = this.sections.get(currencyCode);
    if (s === undefined) this.sections.set(currencyCode, (s = new SectionSum(currencyCode)));
    return s;
  }

  /** Each line's price less its largest taxable amount in the filing, by the reason the jurisdictions give. */
  private addDeductions(section: SectionSum, body: StoredBody, total: Exact, n: number): void {
    let named = ZERO;
    for (const line of body.lineItems ?? []) {
      const jurises = (line.jurises ?? []).filter((j) => this.covered(j.id));
      if (jurises.length === 0) continue;
      let largest = ZERO;
      let reason: DeductionReason | null = null;
      for (const j of jurises) {
        if (j.calc === undefined) continue;
        if (j.calc.isRemitting)
          for (const tax of j.calc.taxes ?? []) {
            const amount = Exact.parse(tax.taxableAmount);
            if (abs(amount).greaterThan(abs(largest))) largest = amount;
          }
        const r = j.calc.notTaxedReason;
        // The state's reason decides (it comes first); a local one only where the state gives none.
        reason ??= r === null ? null : (REASON_OF[r.reason?.type ?? r.type] ?? null);
      }
      const deducted = Exact.parse(line.preTaxAmount).minus(largest);
      if (deducted.isZero()) continue;
      this.deduct(section, largest.isZero() ? (reason ?? 'noTaxInJurisdiction') : 'partiallyTaxableProduct', deducted, n);
      named = named.plus(deducted);
    }
    // Gross sales are the largest pre-tax amount of the filing's jurisdictions, which is the sum of
    // the lines they tax in any real sale; a record where it is not is shown, not absorbed.
    const rest = total.minus(named);
    if (!rest.isZero()) this.deduct(section, 'noTaxInJurisdiction', rest, n);
  }

  private deduct(section: SectionSum, reason: DeductionReason, amount: Exact, n: number): void {
    const d = section.deductions.get(reason) ?? { amount: ZERO, count: 0, lastTransaction: 0 };
    d.amount = d.amount.plus(amount);
    if (d.lastTransaction !== n) {
      d.count += 1;
      d.lastTransaction = n;
    }
    section.deductions.set(reason, d);
  }

  private addLines(section: SectionSum, body: StoredBody, taxDue: Exact, n: number, correctsPeriod: string | null): void {
    const lines = correctsPeriod === null ? section.lines : section.corrections;
    let sum = ZERO;
    let largest: LineSum | null = null;
    let largestTax = ZERO;
    for (const line of body.lineItems ?? [])
      for (const j of line.jurises ?? []) {
        if (!this.covered(j.id) || j.calc?.isRemitting !== true) continue;
        for (const tax of j.calc.taxes ?? []) {
          const key = `${correctsPeriod ?? ''}|${tax.id}|${tax.name}|${tax.rate}`;
          let l = lines.get(key);
          if (l === undefined) {
            const code = reportingCodeOf(this.content, tax.id);
            l = {
              line: {
                jurisId: tax.id,
                name: j.name,
                level: jurisdictionLevelOf(this.content, tax.id),
                taxName: tax.name,
                rate: tax.rate,
                reportingCode: code.ok ? code.code : null,
              },
              taxable: ZERO,
              tax: ZERO,
              count: 0,
              lastTransaction: 0,
              period: correctsPeriod ?? '',
            };
            lines.set(key, l);
          }
          const amount = Exact.parse(tax.taxAmount.inclusive).plus(Exact.parse(tax.taxAmount.exclusive));
          l.taxable = l.taxable.plus(Exact.parse(tax.taxableAmount));
          l.tax = l.tax.plus(amount);
          if (l.lastTransaction !== n) {
            l.count += 1;
            l.lastTransaction = n;
          }
          sum = sum.plus(amount);
          if (largest === null || abs(amount).greaterThan(abs(largestTax))) {
            largest = l;
            largestTax = amount;
          }
        }
      }
    const rest = taxDue.minus(sum);
    if (!rest.isZero() && largest !== null) largest.tax = largest.tax.plus(rest);
  }

  /** What the invoice carried for the filing's share of the tax added on top of the price. */
  private addCollected(section: SectionSum, body: StoredBody, taxDue: Exact, id: string): void {
    let inclusive = ZERO;
    let exclusive = ZERO;
    for (const s of body.jurisSummaries ?? []) {
      if (!this.covered(s.id)) continue;
      inclusive = inclusive.plus(Exact.parse(s.taxAmountDue.inclusive));
      exclusive = exclusive.plus(Exact.parse(s.taxAmountDue.exclusive));
    }
    const added = body.taxAmountAdded ?? { expected: 0, seen: 0 };
    const allExclusive = Exact.parse(body.taxAmountDue?.exclusive ?? '0');
    // A sale taxed by other filings too (a province and the federal GST) carries their tax on one
    // invoice: this filing's part of what was invoiced is its share of the tax added.
    const share = allExclusive.isZero() ? ZERO : exclusive.dividedBy(allExclusive, 20);
    const expected = Exact.of(added.expected).times(share);
    const seen = Exact.of(added.seen).times(share);
    const collected = inclusive.plus(seen).toDecimalPlaces(4);
    const differing = seen.minus(expected).toDecimalPlaces(4);
    section.collected = section.collected.plus(collected);
    // What is not the invoice's own difference is rounding: tax due to four decimals against whole minor units.
    section.rounding = section.rounding.plus(collected.minus(taxDue).minus(differing));
    if (!differing.isZero()) {
      const d = section.differing;
      d.amount = d.amount.plus(differing);
      d.count += 1;
      if (d.ids.length < LISTED_IDS) d.ids.push(id);
    }
  }
}
