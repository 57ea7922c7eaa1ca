// What one stored transaction adds to threshold monitoring: per threshold jurisdiction, its sales
// (gross, and taxable there) in minor units of the threshold's currency, and whether it counts as
// a transaction. Computed from the stored record alone, so the save path and a rebuild from scratch
// give the same figures.
import type { IsoDate } from '../dates.ts';
import { Exact, ONE, ZERO } from '../exact.ts';
import { currency as currencyOf } from '../currency.ts';
import { inEffect } from '../dates.ts';
import type { ThresholdJurisdiction } from './types.ts';

/** One jurisdiction's share of a transaction, as stored on the transaction row (short keys: it is stored per row). */
export interface ExposureEntry {
  /** Threshold jurisdiction id. */
  j: string;
  /** Day the sale counts on (the accounting date). */
  d: IsoDate;
  /** Gross sales, minor units of the threshold's currency. */
  g: number;
  /** Taxable sales, same units. */
  t: number;
  /** Transactions: 1 for a sale with a positive amount there, else 0 (a credit or negation reduces amounts, not the count). */
  n: number;
  /** 1 when the amounts could not be converted to the threshold's currency (they count as 0 until a rebuild). */
  u: number;
}

/**
 * Converts an amount in minor units of `from` to minor units of `to` at the reference rate of
 * `day`; null when no rate is known for that day.
 */
export type Converter = (amountMinor: Exact, from: string, to: string, day: IsoDate) => Exact | null;

/** The parts of a stored transaction record that exposure reads. */
export interface StoredRecord {
  lineItems?: { preTaxAmount: string; jurises?: { id: string; calc?: { notTaxedReason?: { type: string } | null } }[] }[];
}

export interface ThresholdIndex {
  /** Threshold jurisdictions a calculation jurisdiction id counts towards. */
  byMember: Map<string, ThresholdJurisdiction[]>;
  /** Jurisdictions whose rule counts every sale (worldwide turnover). */
  worldwide: ThresholdJurisdiction[];
  byId: Map<string, ThresholdJurisdiction>;
}

export function indexThresholds(jurisdictions: readonly ThresholdJurisdiction[]): ThresholdIndex {
  const byMember = new Map<string, ThresholdJurisdiction[]>();
  for (const j of jurisdictions) {
    for (const member of j.members ?? [j.jurisId]) byMember.set(member, [...(byMember.get(member) ?? []), j]);
  }
  return {
    byMember,
    worldwide: jurisdictions.filter((j) => j.rules.some((r) => r.scope === 'worldwide')),
    byId: new Map(jurisdictions.map((j) => [j.jurisId, j])),
  };
}

/** The currency a jurisdiction's thresholds are stated in (all its rules share it). */
export function thresholdCurrency(j: ThresholdJurisdiction): string {
  return j.rules[0]!.currency;
}

// Sales a jurisdiction taxes, or would tax if the seller were registered there.
const TAXABLE_REASONS = new Set([undefined, null, 'notCollecting']);

/**
 * The id under which sales *into* a worldwide-rule jurisdiction are kept: its turnover rule counts
 * every sale, but it obliges only a seller that also sells there (Switzerland's rule), so the
 * local sales are kept apart to tell the two cases.
 */
/** Whether every rule of a jurisdiction counts worldwide turnover (Switzerland): its own sales are kept under localSalesId. */
export function isWorldwide(j: ThresholdJurisdiction): boolean {
  return j.rules.every((r) => r.scope === 'worldwide');
}

export function localSalesId(jurisId: string): string {
  return `${jurisId}:local`;
}

export function exposureOf(
  record: StoredRecord,
  currencyCode: string,
  day: IsoDate,
  index: ThresholdIndex,
  convert: Converter,
): ExposureEntry[] {
  const sums = new Map<ThresholdJurisdiction, { gross: Exact; taxable: Exact }>();
  const local = new Map<string, { gross: Exact; taxable: Exact }>();
  let total = ZERO;
  for (const line of record.lineItems ?? []) {
    const amount = Exact.parse(line.preTaxAmount);
    total = total.plus(amount);
    // One line counts once per threshold jurisdiction, however many of its members it names (ca-federal and ca-BC).
    const taxedIn = new Map<ThresholdJurisdiction, boolean>();
    for (const j of line.jurises ?? []) {
      for (const threshold of index.byMember.get(j.id) ?? []) {
        if (isWorldwide(threshold)) {
          const sum = local.get(threshold.jurisId) ?? { gross: ZERO, taxable: ZERO };
          local.set(threshold.jurisId, { gross: sum.gross.plus(amount), taxable: sum.taxable.plus(amount) });
          continue;
        }
        taxedIn.set(threshold, (taxedIn.get(threshold) ?? false) || TAXABLE_REASONS.has(j.calc?.notTaxedReason?.type));
      }
    }
    for (const [threshold, taxed] of taxedIn) {
      const sum = sums.get(threshold) ?? { gross: ZERO, taxable: ZERO };
      sum.gross = sum.gross.plus(amount);
      if (taxed) sum.taxable = sum.taxable.plus(amount);
      sums.set(threshold, sum);
    }
  }
  for (const threshold of index.worldwide) {
    if ((record.lineItems ?? []).length > 0 && threshold.rules.some((r) => r.scope === 'worldwide' && inEffect(day, r.from, r.to))) {
      sums.set(threshold, { gross: total, taxable: total });
    }
  }
  const entries: ExposureEntry[] = [];
  const all: [ThresholdJurisdiction, string, { gross: Exact; taxable: Exact }][] = [
    ...[...sums].map(([threshold, sum]) => [threshold, threshold.jurisId, sum] as [ThresholdJurisdiction, string, typeof sum]),
    ...[...local].map(
      ([jurisId, sum]) => [index.byId.get(jurisId)!, localSalesId(jurisId), sum] as [ThresholdJurisdiction, string, typeof sum],
    ),
  ];
  for (const [threshold, id, sum] of all) {
    const to = thresholdCurrency(threshold);
    const gross = convert(sum.gross, currencyCode, to, day);
    const taxable = convert(sum.taxable, currencyCode, to, day);
    const n = sum.gross.greaterThan(ZERO) ? 1 : 0;
    entries.push(
      gross === null || taxable === null
        ? { j: id, d: day, g: 0, t: 0, n, u: 1 }
        : { j: id, d: day, g: gross.toNumber(), t: taxable.toNumber(), n, u: 0 },
    );
  }
  return entries.sort((a, b) => (a.j < b.j ? -1 : a.j > b.j ? 1 : 0));
}

/**
 * A converter over ECB reference rates (1 EUR = rate units of a currency): `rateOn(currency, day)`
 * answers the rate in force that day, or null. Results are rounded half up to the target's minor unit.
 */
export function ecbConverter(rateOn: (currencyCode: string, day: IsoDate) => Exact | null): Converter {
  return (amountMinor, from, to, day) => {
    const source = currencyOf(from);
    const target = currencyOf(to);
    if (source === null || target === null) return null;
    if (source.code === target.code) return amountMinor.toDecimalPlaces(0);
    const fromRate = source.code === 'EUR' ? ONE : rateOn(source.code, day);
    const toRate = target.code === 'EUR' ? ONE : rateOn(target.code, day);
    if (fromRate === null || toRate === null) return null;
    return amountMinor
      .dividedBy(Exact.of(10 ** source.minorUnits))
      .dividedBy(fromRate)
      .times(toRate)
      .times(Exact.of(10 ** target.minorUnits))
      .toDecimalPlaces(0);
  };
}
