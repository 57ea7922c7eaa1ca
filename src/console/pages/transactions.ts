// Transactions: the seller's records, most recently changed first, found by transaction or
// customer id; a transaction's page shows each line's jurisdictions and taxes, and its versions.
import { getTransaction } from '../../seller/transactions/transactions.ts';
import { browseTransactions, transactionVersions } from '../../seller/transactions/browse.ts';
import type { PageCall, PageResult } from '../page.ts';
import { Exact, HUNDRED } from '../../tax/exact.ts';
import { dateTime, money, roundMinor } from '../format.ts';
import { html } from '../html.ts';
import { notFoundPage } from './not-found.ts';

const PAGE_SIZE = 50;

export async function transactionsPage({ ctx, session, query }: PageCall): Promise<PageResult> {
  const search = query.q?.slice(0, 255);
  const listed = await browseTransactions(ctx, session.seller.id, {
    ...(search ? { search } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
    limit: PAGE_SIZE,
  });
  if (!listed.ok)
    return {
      title: 'Transactions',
      current: '/console/transactions',
      status: 400,
      body: html`<h1>Transactions</h1><p class="error">This page link is not valid any more. <a href="/console/transactions">Start from the newest</a>.</p>`,
    };
  const { transactions, nextCursor } = listed.value;
  return {
    title: 'Transactions',
    current: '/console/transactions',
    body: html`<h1>Transactions</h1>
<form method="get" action="/console/transactions" role="search"><label for="q">Transaction or customer id</label> <input type="search" id="q" name="q" value="${search ?? ''}"> <button type="submit">Search</button>${search ? html` <a href="/console/transactions">Clear</a>` : ''}</form>
<p class="muted">Most recently changed first.</p>
<table id="transactions"><thead><tr><th>Id</th><th>Accounting date</th><th>Customer</th><th class="num">Amount</th><th class="num">Tax</th><th>Status</th></tr></thead><tbody>
${transactions.length === 0 ? html`<tr><td colspan="6" class="muted">${search ? 'No transaction or customer has this id.' : 'No transactions yet.'}</td></tr>` : ''}
${transactions.map(
  (
    t,
  ) => html`<tr><td><a href="/console/transactions/${encodeURIComponent(t.id)}">${t.id}</a></td><td>${t.accountingDate}</td><td>${t.customerId === null ? html`<span class="muted">—</span>` : html`${t.customerName ?? t.customerId}${t.customerName !== null ? html` <span class="muted">(${t.customerId})</span>` : ''}`}</td>
<td class="num">${money(t.amount, t.currencyCode)}</td><td class="num">${money(t.tax, t.currencyCode)}</td><td>${t.status === 'voided' ? html`<span class="badge voided">voided</span>` : t.negationOf !== null ? html`<span class="badge">negation of ${t.negationOf}</span>` : 'recorded'}</td></tr>`,
)}</tbody></table>
<div class="pager">${nextCursor !== null ? html`<a id="next-page" href="/console/transactions?${new URLSearchParams({ ...(search ? { q: search } : {}), cursor: nextCursor }).toString()}">Older →</a>` : ''}</div>`,
  };
}

interface StoredLine {
  id: string;
  product?: { externalId: string; name: string };
  preTaxAmount: string;
  taxAmountToCollect: number;
  jurises: {
    name: string;
    id: string;
    calc: {
      isRemitting: boolean;
      notTaxedReason: { type: string; reason?: { type: string } } | null;
      taxes: { name: string; taxableAmount: string; rate: string; taxAmount: { inclusive: string; exclusive: string } }[];
    };
  }[];
}

export async function transactionPage({ ctx, session, params }: PageCall): Promise<PageResult> {
  const id = params.transactionId ?? '';
  const found = await getTransaction(ctx, session.seller.id, id);
  if (!found.ok) return notFoundPage(`You have no transaction with the id “${id}”.`);
  const record = found.value as {
    id: string;
    type: string;
    version: number;
    svcCreatedTime: string;
    svcModifiedTime: string;
    negationOf: string | null;
    body?: Record<string, unknown>;
  };
  const versions = await transactionVersions(ctx, session.seller.id, id);
  const body = record.body as
    | {
        currencyCode: string;
        accountingDate: string;
        taxDate: string;
        customer: { id: string; name: string | null } | null;
        inputAmount: number;
        taxAmountAdded: { expected: number };
        lineItems: StoredLine[];
        addresses: { address: Record<string, string | null> }[];
      }
    | undefined;
  const currency = body?.currencyCode ?? 'USD';
  // The current version's row holds the transaction's content version (the record itself has no
  // such field: its shape is the API's); null on rows saved before content versions were recorded.
  const contentVersion = versions.find((v) => v.version === record.version)?.contentVersion ?? null;
  return {
    title: `Transaction ${record.id}`,
    current: '/console/transactions',
    body: html`<p><a href="/console/transactions">← Transactions</a></p>
<h1>Transaction <span id="transaction-id">${record.id}</span> ${record.type === 'voided' ? html`<span class="badge voided">voided</span>` : ''}</h1>
<div class="card"><dl class="facts">
  <dt>Version</dt><dd>${record.version}</dd>
  <dt>Content version</dt><dd id="content-version">${contentVersionText(contentVersion)}</dd>
  <dt>Created</dt><dd>${dateTime(record.svcCreatedTime)}</dd><dt>Last changed</dt><dd>${dateTime(record.svcModifiedTime)}</dd>
  ${record.negationOf !== null ? html`<dt>Negates</dt><dd><a href="/console/transactions/${encodeURIComponent(record.negationOf)}">${record.negationOf}</a></dd>` : ''}
  ${
    body !== undefined
      ? html`<dt>Accounting date</dt><dd>${body.accountingDate}</dd><dt>Tax date</dt><dd>${body.taxDate}</dd>
  <dt>Customer</dt><dd>${body.customer === null ? '—' : html`${body.customer.name ?? ''} (${body.customer.id})`}</dd>
  <dt>Ship-to</dt><dd id="ship-to">${addressText(body.addresses[0]?.address)}</dd>
  <dt>Amount</dt><dd>${money(body.inputAmount, currency)}</dd><dt>Tax added</dt><dd id="tax-added">${money(body.taxAmountAdded.expected, currency)}</dd>`
      : ''
  }
</dl></div>
${
  body !== undefined
    ? html`<h2>Lines</h2>${body.lineItems.map(
        (
          line,
        ) => html`<div class="card line"><strong>${line.id}</strong> ${line.product ? html`· ${line.product.name} <span class="muted">(${line.product.externalId})</span>` : ''} · pre-tax ${money(line.preTaxAmount, currency)} · tax ${money(line.taxAmountToCollect, currency)}
<table class="jurises"><thead><tr><th>Jurisdiction</th><th>Tax</th><th class="num">Taxable</th><th class="num">Rate</th><th class="num">Tax amount</th></tr></thead><tbody>
${line.jurises.map((j) =>
  j.calc.taxes.length === 0 || j.calc.notTaxedReason !== null
    ? html`<tr data-juris-id="${j.id}"><td>${j.name}</td><td colspan="4" class="muted">Not taxed: ${j.calc.notTaxedReason?.reason?.type ?? j.calc.notTaxedReason?.type ?? 'no tax'}</td></tr>`
    : j.calc.taxes.map(
        (t) =>
          html`<tr data-juris-id="${j.id}"><td>${j.name}${j.calc.isRemitting ? '' : html` <span class="muted">(not registered)</span>`}</td><td>${t.name}</td><td class="num">${money(t.taxableAmount, currency)}</td><td class="num">${rateText(t.rate)}</td><td class="num">${money(roundMinor(t.taxAmount.inclusive) !== 0 ? t.taxAmount.inclusive : t.taxAmount.exclusive, currency)}</td></tr>`,
      ),
)}</tbody></table></div>`,
      )}`
    : html`<p class="muted">A voided transaction keeps no record; its versions below show what it held.</p>`
}
<h2>Versions</h2>
<table id="versions"><thead><tr><th>Version</th><th>Status</th><th>Saved</th><th>Content version</th><th class="num">Tax added</th></tr></thead><tbody>
${versions.map((v) => {
  const b = v.body as { taxAmountAdded?: { expected: number }; currencyCode?: string } | null;
  return html`<tr><td>${v.version}</td><td>${v.status}</td><td>${dateTime(v.createdTime)}</td><td class="content-version">${contentVersionText(v.contentVersion)}</td><td class="num">${b?.taxAmountAdded ? money(b.taxAmountAdded.expected, b.currencyCode ?? currency) : '—'}</td></tr>`;
})}</tbody></table>`,
  };
}

/** The built-in tax content version that computed a version, or "—" for one saved before it was recorded. */
function contentVersionText(version: string | null) {
  return version === null ? html`<span class="muted">—</span>` : html`<code>${version}</code>`;
}

/**
 * "350 5th Ave, New York, NY 10118, US". Fields in address order, not the stored object's key order
 * (PostgreSQL's jsonb keeps keys shortest first: city, line1, region, country, postalCode).
 */
function addressText(address: Record<string, string | null> | undefined): string {
  if (address === undefined) return '—';
  const known = ['line1', 'line2', 'line3', 'city', 'region', 'postalCode', 'country'];
  const part = (key: string) => address[key] ?? '';
  const regionAndCode = [part('region'), part('postalCode')].filter((v) => v !== '').join(' ');
  const others = Object.keys(address)
    .filter((k) => !known.includes(k))
    .map(part);
  return (
    [part('line1'), part('line2'), part('line3'), part('city'), regionAndCode, ...others, part('country')]
      .filter((v) => v !== '')
      .join(', ') || '—'
  );
}

/** "0.08875" -> "8.875%", exactly. */
function rateText(rate: string): string {
  return `${Exact.parse(rate).times(HUNDRED).toFixed()}%`;
}
