// The EU One-Stop Shop (Union scheme) return of a quarter, from its filing's worksheet: per member
// state of consumption and rate, the taxable amount and VAT in euro; corrections of earlier quarters
// by quarter and member state; sales reverse-charged to businesses counted apart.
//
// Currency: "Where supplies have been made in other currencies, the exchange rate applying on the
// last date of the tax period shall be used ... following the exchange rates published by the
// European Central Bank for that day, or, if there is no publication on that day, on the next day of
// publication" (Council Directive 2006/112/EC, Article 366(1); https://eur-lex.europa.eu/eli/dir/2006/112/oj,
// read 2026-12-03). A correction amends the return of the quarter it corrects, whose amounts were
// converted at that quarter's rate: it is converted at that rate too. A sale in euro is not converted.
// Each line is rounded to the cent once, after converting; the totals are sums of the rounded lines.
import { minorUnitFactor } from '../../tax/currency.ts';
import { Exact, ZERO } from '../../tax/exact.ts';
import type { OssReturn, WorksheetSection } from './schemas.ts';

/** One currency's ECB rate for a period: units of the currency per euro, and the day it was published. */
export interface EcbRate {
  rate: string;
  date: string;
}

/**
 * @param rateOf the ECB rate of a currency for a period ('' for the quarter itself, else the label of
 *   the quarter a correction corrects); null when none is loaded.
 */
export function ossReturn(
  period: { endInclusive: string },
  sections: WorksheetSection[],
  rateOf: (currencyCode: string, period: string) => EcbRate | null,
): OssReturn {
  const rates = new Map<string, OssReturn['rates'][number]>();
  const factor = (currencyCode: string, p: string): Exact | null => {
    if (currencyCode === 'EUR') return Exact.of(1);
    const r = rateOf(currencyCode, p);
    rates.set(`${currencyCode}|${p}`, { currencyCode, period: p, ecbRate: r?.rate ?? null, publishedOn: r?.date ?? null });
    if (r === null) return null;
    // The ECB gives units of the currency per euro: a unit of it is 1 / rate euro.
    return minorUnitFactor(currencyCode, 'EUR', Exact.of(1).dividedBy(Exact.parse(r.rate), 30));
  };
  let complete = true;
  const lines = new Map<string, { memberState: string; jurisId: string; rate: string; taxable: Exact; vat: Exact }>();
  const corrections = new Map<string, { period: string; memberState: string; vat: Exact }>();
  const reverse = { count: 0, amount: ZERO };
  for (const s of sections) {
    const f = factor(s.currencyCode, '');
    if (f === null) complete = false;
    else {
      for (const l of s.lines) {
        const key = `${l.jurisId}|${l.rate}`;
        const line = lines.get(key) ?? {
          memberState: memberStateOf(l.jurisId),
          jurisId: l.jurisId,
          rate: l.rate,
          taxable: ZERO,
          vat: ZERO,
        };
        line.taxable = line.taxable.plus(Exact.parse(l.taxableSales).times(f));
        line.vat = line.vat.plus(Exact.parse(l.taxDue).times(f));
        lines.set(key, line);
      }
      for (const d of s.deductions)
        if (d.reason === 'reverseCharge') {
          reverse.count += d.transactionCount;
          reverse.amount = reverse.amount.plus(Exact.parse(d.amount).times(f));
        }
    }
    for (const c of s.negationsOfEarlierPeriods.corrections) {
      const cf = factor(s.currencyCode, c.period);
      if (cf === null) {
        complete = false;
        continue;
      }
      const key = `${c.period}|${c.jurisId}`;
      const correction = corrections.get(key) ?? { period: c.period, memberState: memberStateOf(c.jurisId), vat: ZERO };
      correction.vat = correction.vat.plus(Exact.parse(c.taxDue).times(cf));
      corrections.set(key, correction);
    }
  }
  const cents = (x: Exact) => x.toDecimalPlaces(0);
  const outLines = [...lines.values()]
    .map((l) => ({ memberState: l.memberState, jurisId: l.jurisId, rate: l.rate, taxableAmount: cents(l.taxable), vat: cents(l.vat) }))
    .sort((a, b) => a.memberState.localeCompare(b.memberState) || a.rate.localeCompare(b.rate));
  const outCorrections = [...corrections.values()]
    .map((c) => ({ period: c.period, memberState: c.memberState, vat: cents(c.vat) }))
    .sort((a, b) => a.period.localeCompare(b.period) || a.memberState.localeCompare(b.memberState));
  const total = [...outLines, ...outCorrections].reduce((sum, l) => sum.plus(l.vat), ZERO);
  return {
    rateDay: period.endInclusive,
    rates: [...rates.values()],
    lines: outLines.map((l) => ({ ...l, taxableAmount: l.taxableAmount.toFixed(), vat: l.vat.toFixed() })),
    corrections: outCorrections.map((c) => ({ ...c, vat: c.vat.toFixed() })),
    totalVat: total.toFixed(),
    reverseCharged: { transactionCount: reverse.count, amount: cents(reverse.amount).toFixed() },
    complete,
  };
}

/** eu-DE -> DE. */
function memberStateOf(jurisId: string): string {
  return jurisId.replace(/^eu-/, '').slice(0, 2).toUpperCase();
}
