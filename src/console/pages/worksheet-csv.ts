// A return worksheet as CSV rows, in the order a return asks for its lines: per currency, gross
// sales, each deduction, taxable sales, then the tax of each jurisdiction by level (state, county,
// city, district) with its code, in code order within a level as the states' local schedules list
// them, the sales by location code where the return takes them so (Illinois's Form ST-2 schedule),
// the corrections of earlier periods, the tax of sales answered with doubt (place or rates), and tax
// collected against due;
// then, for an eu-oss filing, the One-Stop Shop return's lines. For the Streamlined states the code
// columns are the Simplified Electronic Return's jurisdiction type and FIPS code: its XML schema is
// not readable here, so this is its field list, not its file (docs/filings.md).
import type { ReturnWorksheet } from '../../seller/filings/schemas.ts';
import { majorUnits } from '../format.ts';

const HEADER = [
  'currency',
  'row',
  'period_corrected',
  'level',
  'jurisdiction_id',
  'jurisdiction',
  'code_scheme',
  'code_type',
  'code',
  'rate',
  'amount',
  'tax',
  'transactions',
];

/** Amounts in major units of the row's currency, exact. */
export function worksheetCsvRows(w: ReturnWorksheet): string[][] {
  const rows = [HEADER];
  for (const s of w.sections) {
    const m = (a: string) => majorUnits(a, s.currencyCode);
    const row = (kind: string, amount: string, extra: Partial<Record<(typeof HEADER)[number], string>> = {}) =>
      HEADER.map((h) => ({ currency: s.currencyCode, row: kind, amount: m(amount), ...extra })[h] ?? '');
    rows.push(row('gross_sales', s.grossSales, { transactions: String(s.transactionCount) }));
    for (const d of s.deductions) rows.push(row(`deduction:${d.reason}`, d.amount, { transactions: String(d.transactionCount) }));
    rows.push(row('taxable_sales', s.taxableSales, { tax: m(s.taxDue) }));
    for (const l of s.lines)
      rows.push(
        row('tax', l.taxableSales, {
          level: l.level,
          jurisdiction_id: l.jurisId,
          jurisdiction: l.name,
          code_scheme: l.reportingCode?.scheme ?? '',
          code_type: l.reportingCode?.type ?? '',
          code: l.reportingCode?.code ?? '',
          rate: l.rate,
          tax: m(l.taxDue),
          transactions: String(l.transactionCount),
        }),
      );
    for (const l of s.locations?.lines ?? [])
      rows.push(
        row('location', l.taxableSales, {
          jurisdiction: `${l.name}, ${l.county}`,
          code_scheme: s.locations!.scheme,
          code: l.code,
          tax: m(l.taxDue),
          transactions: String(l.transactionCount),
        }),
      );
    for (const u of s.locations?.unplaced ?? [])
      rows.push(
        row('location_unplaced', u.taxableSales, { jurisdiction: u.reason, tax: m(u.taxDue), transactions: String(u.transactionCount) }),
      );
    for (const c of s.negationsOfEarlierPeriods.corrections)
      rows.push(
        row('correction', c.taxableSales, {
          period_corrected: c.period,
          jurisdiction_id: c.jurisId,
          jurisdiction: c.name,
          rate: c.rate,
          tax: m(c.taxDue),
          transactions: String(c.transactionCount),
        }),
      );
    for (const [kind, d] of Object.entries(s.doubts))
      if (d.transactionCount > 0)
        rows.push(row(`doubt:${kind}`, '0', { amount: '', tax: m(d.taxDue), transactions: String(d.transactionCount) }));
    rows.push(row('tax_collected', '0', { amount: '', tax: m(s.taxCollected.amount) }));
    rows.push(row('collected_less_due', '0', { amount: '', tax: m(s.taxCollected.difference) }));
  }
  if (w.oss !== null) {
    const eur = (a: string) => majorUnits(a, 'EUR');
    const row = (kind: string, extra: Partial<Record<(typeof HEADER)[number], string>>) =>
      HEADER.map((h) => ({ currency: 'EUR', row: kind, ...extra })[h] ?? '');
    for (const l of w.oss.lines)
      rows.push(
        row('oss', {
          jurisdiction_id: l.jurisId,
          jurisdiction: l.memberState,
          rate: l.rate,
          amount: eur(l.taxableAmount),
          tax: eur(l.vat),
        }),
      );
    for (const c of w.oss.corrections)
      rows.push(row('oss_correction', { period_corrected: c.period, jurisdiction: c.memberState, tax: eur(c.vat) }));
    rows.push(row('oss_total', { tax: eur(w.oss.totalVat) }));
  }
  return rows;
}
