// A filing's return worksheet, summed from its transactions' figures (figures.ts, saved with each
// transaction): gross sales, the deductions that lead to taxable sales (by reason), and the tax due
// by jurisdiction and rate with the code the state's return asks for. Pure: the caller pages the
// figures in (return-worksheet.ts). Gross sales, taxable sales and tax due of each section equal the
// filing's totals for that currency exactly, and its lines and corrections sum to tax due exactly.
import type { ContentSet } from '../../tax/content/load.ts';
import { Exact, ZERO } from '../../tax/exact.ts';
import type { DeductionReason, FilingFigures } from './figures.ts';
import type { Doubtful, ReturnWorksheet, WorksheetLine, WorksheetSection } from './schemas.ts';
import { reportingCodeOf } from '../../tax/content/reporting-codes.ts';
import { jurisdiction } from '../../tax/index.ts';

/** A transaction of the filing: its figures in the filing (figures.ts) and what the worksheet needs around them. */
export interface WorksheetTransaction {
  externalId: string;
  currencyCode: string;
  /** For a negation of a transaction of an earlier period (a refund or cancellation taken now): that period's jurisFilingId. */
  correctsPeriod: string | null;
  contentVersion: string | null;
  figures: FilingFigures;
}

/** What the worksheet sums from the figures: the sections and what goes with them. */
export type Worksheet = Pick<ReturnWorksheet, 'sections' | 'contentVersions' | 'incompleteLines'>;

/** Transaction ids listed per named difference; the rest are counted. */
const LISTED_IDS = 100;

interface LineSum {
  /** For a correction: the period it corrects. */
  period: string;
  line: Omit<WorksheetLine, 'taxableSales' | 'taxDue' | 'transactionCount'>;
  taxable: Exact;
  tax: Exact;
  /** Transactions: figures hold each line once per transaction. */
  count: number;
}

/** Sales named apart (a difference, a doubt): their count, amount and the first ids. */
class Listed {
  count = 0;
  amount = ZERO;
  ids: string[] = [];

  add(amount: Exact, id: string): void {
    this.count += 1;
    this.amount = this.amount.plus(amount);
    if (this.ids.length < LISTED_IDS) this.ids.push(id);
  }
}

class SectionSum {
  count = 0;
  gross = ZERO;
  taxable = ZERO;
  tax = ZERO;
  deductions = new Map<DeductionReason, { amount: Exact; count: number }>();
  lines = new Map<string, LineSum>();
  collected = ZERO;
  rounding = ZERO;
  differing = new Listed();
  negations = { count: 0, gross: ZERO, taxable: ZERO, tax: ZERO };
  corrections = new Map<string, LineSum>();
  doubts = { place: new Listed(), rate: new Listed() };

  constructor(readonly currencyCode: string) {}

  result(): WorksheetSection {
    const lines = [...this.lines.values()]
      .map((l) => ({ ...l.line, taxableSales: l.taxable.toFixed(), taxDue: l.tax.toFixed(), transactionCount: l.count }))
      .sort(byLine);
    const corrections = [...this.corrections.values()]
      .sort((a, b) => a.period.localeCompare(b.period) || byLine(a.line, b.line))
      .map((l) => ({
        period: l.period,
        jurisId: l.line.jurisId,
        name: l.line.name,
        rate: l.line.rate,
        taxableSales: l.taxable.toFixed(),
        taxDue: l.tax.toFixed(),
        transactionCount: l.count,
      }));
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
      doubts: {
        place: doubtful(this.doubts.place),
        rate: doubtful(this.doubts.rate),
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

const doubtful = (d: Listed): Doubtful => ({ transactionCount: d.count, taxDue: d.amount.toFixed(), transactionIds: d.ids });

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

  constructor(private readonly content: ContentSet) {}

  /** Adds a transaction; answers its figures in the filing (exact, in minor units of its currency). */
  add(t: WorksheetTransaction): { gross: Exact; taxable: Exact; tax: Exact } {
    this.versions.add(t.contentVersion);
    const f = t.figures;
    const section = this.sectionOf(t.currencyCode);
    section.count += 1;
    const gross = Exact.parse(f.s);
    const taxable = Exact.parse(f.x);
    const tax = Exact.parse(f.t);
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
    for (const [reason, amount] of f.d) {
      const d = section.deductions.get(reason) ?? { amount: ZERO, count: 0 };
      d.amount = d.amount.plus(Exact.parse(amount));
      d.count += 1;
      section.deductions.set(reason, d);
    }
    const lines = t.correctsPeriod === null ? section.lines : section.corrections;
    for (const [jurisId, taxName, rate, lineTaxable, lineTax] of f.l) {
      const key = `${t.correctsPeriod ?? ''}|${jurisId}|${taxName}|${rate}`;
      let l = lines.get(key);
      if (l === undefined) {
        const code = reportingCodeOf(this.content, jurisId);
        const j = jurisdiction(jurisId);
        const line = {
          jurisId,
          name: j?.name ?? jurisId,
          level: j?.level ?? 'unknown',
          taxName,
          rate,
          reportingCode: code.ok ? code.code : null,
        };
        l = { period: t.correctsPeriod ?? '', line, taxable: ZERO, tax: ZERO, count: 0 };
        lines.set(key, l);
      }
      l.taxable = l.taxable.plus(Exact.parse(lineTaxable));
      l.tax = l.tax.plus(Exact.parse(lineTax));
      l.count += 1;
    }
    const collected = Exact.parse(f.c);
    const differing = Exact.parse(f.v);
    section.collected = section.collected.plus(collected);
    // What is not the invoice's own difference is rounding: tax due to four decimals against whole minor units.
    section.rounding = section.rounding.plus(collected.minus(tax).minus(differing));
    if (!differing.isZero()) section.differing.add(differing, t.externalId);
    for (const kind of f.q ?? []) section.doubts[kind].add(tax, t.externalId);
    return { gross, taxable, tax };
  }

  result(): Worksheet {
    const sections = [...this.sections.values()].map((s) => s.result()).sort((a, b) => a.currencyCode.localeCompare(b.currencyCode));
    const incomplete = new Map<string, string>();
    for (const s of sections)
      for (const l of s.lines) {
        if (l.reportingCode !== null || incomplete.has(l.jurisId)) continue;
        const answer = reportingCodeOf(this.content, l.jurisId);
        if (!answer.ok && answer.needed) incomplete.set(l.jurisId, answer.reason);
      }
    return {
      sections,
      contentVersions: [...this.versions].sort((a, b) => (a ?? '').localeCompare(b ?? '')),
      incompleteLines: [...incomplete].map(([jurisId, reason]) => ({ jurisId, reason })),
    };
  }

  private sectionOf(currencyCode: string): SectionSum {
    let s = this.sections.get(currencyCode);
    if (s === undefined) this.sections.set(currencyCode, (s = new SectionSum(currencyCode)));
    return s;
  }
}
