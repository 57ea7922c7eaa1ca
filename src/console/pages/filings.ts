// Filings (premium, as in the API): per jurisdiction and period, the totals a return needs, the
// transactions in it, and a CSV export of them for the preparer.
import { filingOf, listFilings } from '../../seller/filings/filings.ts';
import { filingLines, filingReport, type FilingLine } from '../../seller/filings/report.ts';
import type { PageCall, PageResult } from '../page.ts';
import { majorUnits, money } from '../format.ts';
import { html } from '../html.ts';
import { notFoundPage } from './not-found.ts';

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
