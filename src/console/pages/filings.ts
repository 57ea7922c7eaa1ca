// Filings (premium, as in the API): per jurisdiction and period, the totals a return needs, its
// return worksheet (and the One-Stop Shop return of an eu-oss filing), the transactions in it, and
// CSV exports of the worksheet (in the return's line order) and of the transactions.
import { filingOf, listFilings } from '../../seller/filings/filings.ts';
import { filingLines, filingReport, type FilingLine } from '../../seller/filings/report.ts';
import { returnWorksheet } from '../../seller/filings/return-worksheet.ts';
import type { LocationSchedule, ReturnWorksheet } from '../../seller/filings/schemas.ts';
import { worksheetCsvRows } from './worksheet-csv.ts';
import type { PageCall, PageResult } from '../page.ts';
import { majorUnits, money } from '../format.ts';
import { html } from '../html.ts';
import { notFoundPage } from './not-found.ts';
import { Exact } from '../../tax/exact.ts';

const PREVIEW_ROWS = 100;

function premiumNotice(): PageResult {
  return {
    title: 'Filings',
    current: '/console/filings',
    body: html`<h1>Filings</h1><p class="notice" id="filings-not-enabled">Filings are a premium feature that is not enabled for your account. Ask your Levy operator to enable <code>filings</code>.</p>`,
  };
}

export async function filingsPage({ ctx, session, query }: PageCall): Promise<PageResult> {
  if (!session.seller.features.has('filings')) return premiumNotice();
  const listed = await listFilings(ctx, session.seller.id, { limit: 100, ...(query.cursor ? { cursor: query.cursor } : {}) });
  if (!listed.ok)
    return {
      title: 'Filings',
      current: '/console/filings',
      status: 400,
      body: html`<h1>Filings</h1><p class="error">This page link is not valid any more. <a href="/console/filings">Start again</a>.</p>`,
    };
  const { filings, nextCursor } = listed.value;
  return {
    title: 'Filings',
    current: '/console/filings',
    body: html`<h1>Filings</h1>
<p class="muted">One filing per registration and period; transactions join the filing of their accounting date.</p>
<table id="filings"><thead><tr><th>Jurisdiction</th><th>Period</th><th>Dates</th><th>Currency</th><th>Status</th></tr></thead><tbody>
${filings.length === 0 ? html`<tr><td colspan="5" class="muted">No filings yet: they appear when transactions are saved in jurisdictions where you are registered.</td></tr>` : ''}
${filings.map(
  (f) =>
    html`<tr><td>${f.jurisId}</td><td><a href="/console/filings/${f.jurisId}/${encodeURIComponent(f.jurisFilingId)}">${f.name}</a></td><td>${f.period.begin} – ${f.period.endInclusive}</td><td>${f.currencyCode}</td><td><span class="badge ${f.status === 'open' ? 'warn' : 'ok'}">${f.status}</span></td></tr>`,
)}</tbody></table>
<div class="pager">${nextCursor !== null ? html`<a href="/console/filings?cursor=${encodeURIComponent(nextCursor)}">More →</a>` : ''}</div>`,
  };
}

export async function filingPage({ ctx, session, params }: PageCall): Promise<PageResult> {
  if (!session.seller.features.has('filings')) return premiumNotice();
  const report = await filingReport(ctx, session.seller.id, params.jurisId ?? '', params.jurisFilingId ?? '');
  if (!report.ok) return notFoundPage(`You have no filing ${params.jurisFilingId} for ${params.jurisId}.`);
  const { filing, totals } = report.value;
  const worksheet = await returnWorksheet(ctx, session.seller.id, filing.jurisId, filing.jurisFilingId);
  const rows: FilingLine[] = (await filingLines(ctx, filing, { pageSize: PREVIEW_ROWS + 1, limit: PREVIEW_ROWS + 1 }).next()).value ?? [];
  const count = totals.reduce((n, t) => n + t.transactionCount, 0);
  return {
    title: filing.name,
    current: '/console/filings',
    body: html`<p><a href="/console/filings">← Filings</a></p>
<h1>${filing.name} <span class="badge ${filing.status === 'open' ? 'warn' : 'ok'}">${filing.status}</span></h1>
<p>${filing.jurisId} · ${filing.period.begin} – ${filing.period.endInclusive} · filed in ${filing.currencyCode}</p>
<h2>Totals</h2>
<table id="filing-totals"><thead><tr><th>Currency</th><th class="num">Transactions</th><th class="num">Sales</th><th class="num">Taxable sales</th><th class="num">Tax</th></tr></thead><tbody>
${totals.length === 0 ? html`<tr><td colspan="5" class="muted">No transactions in this filing.</td></tr>` : ''}
${totals.map((t) => html`<tr data-currency="${t.currencyCode}"><td>${t.currencyCode}</td><td class="num">${t.transactionCount}</td><td class="num">${money(t.sales, t.currencyCode)}</td><td class="num">${money(t.taxable, t.currencyCode)}</td><td class="num tax">${money(t.tax, t.currencyCode)}</td></tr>`)}
</tbody></table>
${totals.some((t) => t.currencyCode !== filing.currencyCode) ? html`<p class="notice">Some sales are in another currency than the filing's; the CSV gives each transaction's currency so the return can convert them at the rate it requires.</p>` : ''}
${worksheet.ok ? worksheetView(worksheet.value, `/console/filings/${filing.jurisId}/${encodeURIComponent(filing.jurisFilingId)}/worksheet.csv`) : ''}
<p><a class="button" id="export-csv" href="/console/filings/${filing.jurisId}/${encodeURIComponent(filing.jurisFilingId)}/export.csv" download>Export CSV (${count} transactions)</a></p>
<h2>Transactions</h2>
<table id="filing-transactions"><thead><tr><th>Id</th><th>Accounting date</th><th>Customer</th><th class="num">Sales</th><th class="num">Taxable</th><th class="num">Tax</th></tr></thead><tbody>
${rows
  .slice(0, PREVIEW_ROWS)
  .map(
    (r) =>
      html`<tr><td><a href="/console/transactions/${encodeURIComponent(r.transactionId)}">${r.transactionId}</a></td><td>${r.accountingDate}</td><td>${r.customerId ?? '—'}</td><td class="num">${money(r.sales, r.currencyCode)}</td><td class="num">${money(r.taxable, r.currencyCode)}</td><td class="num">${money(r.tax, r.currencyCode)}</td></tr>`,
  )}</tbody></table>
${rows.length > PREVIEW_ROWS ? html`<p class="muted">The first ${PREVIEW_ROWS} of ${count} transactions; the CSV has them all.</p>` : ''}`,
  };
}

/** Amounts in major units of each row's currency, exact (sums of tax may carry fractions of a cent). */
const CSV_HEADER = 'transaction_id,accounting_date,customer_id,currency,sales,taxable_sales,tax\n';

/** RFC 4180 quoting; a leading =, +, - or @ is defused so a spreadsheet does not run it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function filingCsv({ ctx, session, params }: PageCall): Promise<PageResult> {
  if (!session.seller.features.has('filings')) return premiumNotice();
  const found = await filingOf(ctx, session.seller.id, params.jurisId ?? '', params.jurisFilingId ?? '');
  if (!found.ok) return notFoundPage(`You have no filing ${params.jurisFilingId} for ${params.jurisId}.`);
  const filing = found.value;
  async function* lines() {
    yield CSV_HEADER;
    for await (const rows of filingLines(ctx, filing)) {
      yield rows
        .map(
          (r) =>
            [
              r.transactionId,
              r.accountingDate,
              r.customerId ?? '',
              r.currencyCode,
              ...[r.sales, r.taxable, r.tax].map((a) => majorUnits(a, r.currencyCode)),
            ]
              .map((v) => csvField(String(v)))
              .join(',') + '\n',
        )
        .join('');
    }
  }
  return { download: { name: `${filing.jurisId}-${filing.jurisFilingId}.csv`, contentType: 'text/csv; charset=utf-8', contents: lines() } };
}

const DEDUCTION_TEXT: Record<string, string> = {
  exemptCustomer: 'Exempt customer (certificate)',
  exemptTransaction: 'Exempt sale',
  reverseCharge: 'Reverse charge (business customer)',
  nonTaxableProduct: 'Product not taxable',
  partiallyTaxableProduct: 'Part of the price not taxable',
  noTaxInJurisdiction: 'No tax in the jurisdiction',
  notCollecting: 'Not collecting there',
};

const codeText = (c: { scheme: string; type: string; code: string } | null) =>
  c === null
    ? '—'
    : c.scheme === 'sst'
      ? `SST ${c.type} ${c.code}`
      : c.scheme === 'wa-location'
        ? `location ${c.code}`
        : `local code ${c.code}`;

function worksheetView(w: ReturnWorksheet, csvHref: string) {
  return html`<h2>Return worksheet</h2>
${w.sections.map((s) => {
  const m = (a: string) => money(a, s.currencyCode);
  return html`<table class="worksheet" data-currency="${s.currencyCode}"><thead><tr><th>${s.currencyCode}</th><th>Code</th><th class="num">Rate</th><th class="num">Taxable</th><th class="num">Tax</th><th class="num">Transactions</th></tr></thead><tbody>
<tr><td>Gross sales</td><td></td><td></td><td class="num">${m(s.grossSales)}</td><td></td><td class="num">${s.transactionCount}</td></tr>
${s.deductions.map((d) => html`<tr class="deduction"><td>Less: ${DEDUCTION_TEXT[d.reason] ?? d.reason}</td><td></td><td></td><td class="num">${m(d.amount)}</td><td></td><td class="num">${d.transactionCount}</td></tr>`)}
<tr><td><strong>Taxable sales</strong></td><td></td><td></td><td class="num">${m(s.taxableSales)}</td><td class="num"><strong>${m(s.taxDue)}</strong></td><td></td></tr>
${s.lines.map((l) => html`<tr class="line" data-juris="${l.jurisId}"><td>${l.name} <span class="muted">(${l.level})</span></td><td>${codeText(l.reportingCode)}</td><td class="num">${pct(l.rate)}</td><td class="num">${m(l.taxableSales)}</td><td class="num">${m(l.taxDue)}</td><td class="num">${l.transactionCount}</td></tr>`)}
${s.negationsOfEarlierPeriods.corrections.map((c) => html`<tr class="correction"><td>Correction of ${c.period}: ${c.name}</td><td></td><td class="num">${pct(c.rate)}</td><td class="num">${m(c.taxableSales)}</td><td class="num">${m(c.taxDue)}</td><td class="num">${c.transactionCount}</td></tr>`)}
<tr><td>Tax collected</td><td></td><td></td><td></td><td class="num">${m(s.taxCollected.amount)}</td><td></td></tr>
${s.taxCollected.difference !== '0' ? html`<tr class="difference"><td>Collected less due: rounding ${m(s.taxCollected.rounding)}, invoices that carried another tax ${m(s.taxCollected.invoicesDiffering.amount)} (${s.taxCollected.invoicesDiffering.transactionCount})</td><td></td><td></td><td></td><td class="num">${m(s.taxCollected.difference)}</td><td></td></tr>` : ''}
</tbody></table>
${s.locations !== null ? locationsView(s.locations, m) : ''}
${s.doubts.place.transactionCount > 0 ? html`<p class="notice doubt-place">${s.doubts.place.transactionCount} sales (tax ${m(s.doubts.place.taxDue)}) were placed with doubt: their local lines may name the wrong jurisdictions. ${s.doubts.place.transactionIds.join(', ')}</p>` : ''}
${s.doubts.rate.transactionCount > 0 ? html`<p class="notice doubt-rate">${s.doubts.rate.transactionCount} sales (tax ${m(s.doubts.rate.taxDue)}) used rates past the editions that vouch for them: check them against the state's current rates. ${s.doubts.rate.transactionIds.join(', ')}</p>` : ''}`;
})}
${w.oss !== null ? ossView(w.oss) : ''}
${w.incompleteLines.length > 0 ? html`<p class="notice" id="worksheet-incomplete">Lines without the code the return asks for: ${w.incompleteLines.map((l) => html`<br><code>${l.jurisId}</code>: ${l.reason}`)}</p>` : ''}
<p class="muted">Content versions: ${w.contentVersions.map((v) => v ?? 'not recorded').join(', ')}</p>
<p><a class="button" id="export-worksheet-csv" href="${csvHref}" download>Export the worksheet (CSV)</a></p>`;
}

/** Form ST-2's schedule: the section's sales by location code, and those without one. */
function locationsView(locations: LocationSchedule, m: (a: string) => string) {
  return html`<table class="locations"><thead><tr><th>Location code (Form ST-2)</th><th>Location</th><th class="num">Gross</th><th class="num">Taxable</th><th class="num">Tax</th><th class="num">Transactions</th></tr></thead><tbody>
${locations.lines.map((l) => html`<tr><td><code>${l.code}</code></td><td>${l.name}, ${l.county}</td><td class="num">${m(l.grossSales)}</td><td class="num">${m(l.taxableSales)}</td><td class="num">${m(l.taxDue)}</td><td class="num">${l.transactionCount}</td></tr>`)}
${locations.unplaced.map((u) => html`<tr class="unplaced"><td>No code</td><td>${u.reason} ${u.transactionIds.join(', ')}</td><td class="num">${m(u.grossSales)}</td><td class="num">${m(u.taxableSales)}</td><td class="num">${m(u.taxDue)}</td><td class="num">${u.transactionCount}</td></tr>`)}
</tbody></table>`;
}

function ossView(oss: NonNullable<ReturnWorksheet['oss']>) {
  const eur = (a: string) => money(a, 'EUR');
  return html`<h3>One-Stop Shop return (EUR, ECB rates of ${oss.rateDay})</h3>
${oss.complete ? '' : html`<p class="notice">Some currencies have no ECB rate loaded for the day the return needs: their sales are not in the lines below.</p>`}
<table id="oss-return"><thead><tr><th>Member state</th><th class="num">Rate</th><th class="num">Taxable amount</th><th class="num">VAT</th></tr></thead><tbody>
${oss.lines.map((l) => html`<tr><td>${l.memberState}</td><td class="num">${pct(l.rate)}</td><td class="num">${eur(l.taxableAmount)}</td><td class="num">${eur(l.vat)}</td></tr>`)}
${oss.corrections.map((c) => html`<tr class="correction"><td>Correction of ${c.period}: ${c.memberState}</td><td></td><td></td><td class="num">${eur(c.vat)}</td></tr>`)}
<tr><td><strong>Total VAT</strong></td><td></td><td></td><td class="num"><strong>${eur(oss.totalVat)}</strong></td></tr>
</tbody></table>
<p class="muted">Reverse-charged to businesses (not on the return): ${oss.reverseCharged.transactionCount} sales, ${eur(oss.reverseCharged.amount)}.</p>`;
}

/** "0.0625" -> "6.25 %". */
function pct(fraction: string): string {
  return `${Exact.parse(fraction).times(Exact.of(100)).toFixed()} %`;
}

export async function worksheetCsv({ ctx, session, params }: PageCall): Promise<PageResult> {
  if (!session.seller.features.has('filings')) return premiumNotice();
  const worksheet = await returnWorksheet(ctx, session.seller.id, params.jurisId ?? '', params.jurisFilingId ?? '');
  if (!worksheet.ok) return notFoundPage(`You have no filing ${params.jurisFilingId} for ${params.jurisId}.`);
  const w = worksheet.value;
  const text = worksheetCsvRows(w)
    .map((row) => row.map((v) => csvField(v)).join(','))
    .join('\n');
  return {
    download: {
      name: `${w.filing.jurisId}-${w.filing.jurisFilingId}-worksheet.csv`,
      contentType: 'text/csv; charset=utf-8',
      contents: (async function* () {
        yield `${text}\n`;
      })(),
    },
  };
}
