// A filing's return worksheet, summed from its transactions' figures (figures.ts, saved with each
// transaction): gross sales, the deductions that lead to taxable sales (by reason), and the tax due
// by jurisdiction and rate with the code the state's return asks for. Pure: the caller pages the
// figures in (return-worksheet.ts). Gross sales, taxable sales and tax due of each section equal the
// filing's totals for that currency exactly, and its lines and corrections sum to tax due exactly.
import type { ContentSet } from '../../tax/content/load.ts';
import { Exact, ZERO } from '../../tax/exact.ts';
import { locationOf, type DeductionReason, type FilingFigures } from './figures.ts';
import type { Doubtful, LocationSchedule, ReturnWorksheet, WorksheetLine, WorksheetSection } from './schemas.ts';
import { locationCodeOf, reportingCodeOf } from '../../tax/content/reporting-codes.ts';
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

/** Sales' gross, taxable and tax sums, with the first ids (a location's, the unplaced sales', the negations'). */
class Totals {
  count = 0;
  gross = ZERO;
  taxable = ZERO;
  tax = ZERO;
  ids: string[] = [];

  add(gross: Exact, taxable: Exact, tax: Exact, id: string): void {
    this.count += 1;
    this.gross = this.gross.plus(gross);
    this.taxable = this.taxable.plus(taxable);
    this.tax = this.tax.plus(tax);
    if (this.ids.length < LISTED_IDS) this.ids.push(id);
  }

  figures() {
    return {
      grossSales: this.gross.toFixed(),
      taxableSales: this.taxable.toFixed(),
      taxDue: this.tax.toFixed(),
      transactionCount: this.count,
    };
  }
}

/** A return that reports each sale by its location (Form ST-2): sums by location code, and the sales without one by why. */
class LocationsSum {
  located = new Map<string, { line: { code: string; name: string; county: string }; sum: Totals }>();
  unplaced = new Map<string, Totals>();

  result(): LocationSchedule {
    return {
      scheme: 'il-location',
      lines: [...this.located.values()]
        .sort((a, b) => a.line.code.localeCompare(b.line.code))
        .map((l) => ({ ...l.line, ...l.sum.figures() })),
      unplaced: [...this.unplaced].map(([reason, sum]) => ({ reason, ...sum.figures(), transactionIds: sum.ids })),
    };
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
  negations = new Totals();
  corrections = new Map<string, LineSum>();
  doubts = { place: new Listed(), rate: new Listed() };

  constructor(
    readonly currencyCode: string,
    readonly locations: LocationsSum | null,
  ) {}

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
      locations: this.locations?.result() ?? null,
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
      negationsOfEarlierPeriods: { ...this.negations.figures(), corrections },
    };
  }
}

const doubtful = (d: Listed): Doubtful => ({ transactionCount: d.count, taxDue: d.amount.toFixed(), transactionIds: d.ids });

const LEVELS = ['country', 'federal', 'state', 'province', 'county', 'city', 'district'];
const LEVEL_ORDER = (level: string) => {
  const i = LEVELS.indexOf(level);
  return i < 0 ? LEVELS.length : i;
};
type Sorted = Pick<WorksheetLine, 'level' | 'jurisId' | 'rate' | 'reportingCode'>;
/** A return's order: by level, then by code as the state's schedules list them (lines without one last), then by jurisdiction. */
const byLine = (a: Sorted, b: Sorted) =>
  LEVEL_ORDER(a.level) - LEVEL_ORDER(b.level) ||
  Number(a.reportingCode === null) - Number(b.reportingCode === null) ||
  (a.reportingCode?.code ?? '').localeCompare(b.reportingCode?.code ?? '') ||
  a.jurisId.localeCompare(b.jurisId) ||
  a.rate.localeCompare(b.rate);

/** Sums a filing's transactions, one `add` at a time, into its worksheet. */
export class WorksheetBuilder {
  private readonly sections = new Map<string, SectionSum>();
  private readonly versions = new Set<string | null>();

  /** The filing's state, where its return reports sales by location. */
  private readonly locationState: string | null;

  constructor(
    private readonly content: ContentSet,
    filingJurisId: string,
  ) {
    const state = /^us-([A-Z]{2})$/.exec(filingJurisId)?.[1];
    this.locationState = state !== undefined && content.returnLocations.has(state) ? state : null;
  }

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
    if (t.correctsPeriod !== null) section.negations.add(gross, taxable, tax, t.externalId);
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
    if (section.locations !== null) this.locate(section.locations, f, t.externalId, gross, taxable, tax);
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
    const unlocated = sections.flatMap((s) =>
      (s.locations?.unplaced ?? []).map((u) => ({
        jurisId: `us-${this.locationState}`,
        reason: `${u.transactionCount} sale(s) in ${s.currencyCode} without a location code: ${u.reason}`,
      })),
    );
    return {
      sections,
      contentVersions: [...this.versions].sort((a, b) => (a ?? '').localeCompare(b ?? '')),
      incompleteLines: [...[...incomplete].map(([jurisId, reason]) => ({ jurisId, reason })), ...unlocated],
    };
  }

  private locate(locations: LocationsSum, f: FilingFigures, id: string, gross: Exact, taxable: Exact, tax: Exact): void {
    const answer = locationCodeOf(this.content, this.locationState!, locationOf(f))!;
    if (!answer.ok) {
      const sum = locations.unplaced.get(answer.reason) ?? new Totals();
      locations.unplaced.set(answer.reason, sum);
      sum.add(gross, taxable, tax, id);
      return;
    }
    let l = locations.located.get(answer.code);
    if (l === undefined) {
      l = { line: { code: answer.code, name: answer.name, county: answer.county }, sum: new Totals() };
      locations.located.set(answer.code, l);
    }
    l.sum.add(gross, taxable, tax, id);
  }

  private sectionOf(currencyCode: string): SectionSum {
    let s = this.sections.get(currencyCode);
    if (s === undefined)
      this.sections.set(currencyCode, (s = new SectionSum(currencyCode, this.locationState === null ? null : new LocationsSum())));
    return s;
  }
}
