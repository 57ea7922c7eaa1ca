// Overview: where the seller stands against every registration threshold. US states on a map,
// other countries and provinces in a sortable table; a state's page has its monthly sales.
import { getThreshold, listThresholds, type ThresholdItem } from '../../seller/thresholds/thresholds.ts';
import type { PageCall, PageResult } from '../page.ts';
import { money, percent, statusText } from '../format.ts';
import { html, trusted } from '../html.ts';
import { monthlyChart } from '../views/monthly-chart.ts';
import { mapLegend, US_MAP_CSS, usTileMap } from '../views/us-map.ts';
import { notFoundPage } from './not-found.ts';

const US_STATE = /^us-[A-Z]{2}$/;
const SORTS = {
  name: (a: ThresholdItem, b: ThresholdItem) => a.jurisName.localeCompare(b.jurisName),
  status: (a: ThresholdItem, b: ThresholdItem) =>
    STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || b.percentOfLimit - a.percentOfLimit,
  percent: (a: ThresholdItem, b: ThresholdItem) => b.percentOfLimit - a.percentOfLimit || a.jurisName.localeCompare(b.jurisName),
} as const;
const STATUS_ORDER = ['exceeded', 'approaching', 'registered', 'notApproaching'];

const ofLimit = (item: ThresholdItem) => percent(item.percentOfLimit);

function salesCell(item: ThresholdItem) {
  const amount =
    item.limit.salesAmount !== null
      ? html`${money(item.sales.amount, item.limit.currencyCode)} of ${money(item.limit.salesAmount, item.limit.currencyCode)}`
      : '';
  const count =
    item.limit.transactionCount !== null ? html`${item.sales.transactionCount} of ${item.limit.transactionCount} transactions` : '';
  return html`${amount}${amount !== '' && count !== '' ? html`<br>` : ''}${count}`;
}

export async function overviewPage({ ctx, session, query }: PageCall): Promise<PageResult> {
  const items = await listThresholds(ctx, session.seller);
  const states = items.filter((i) => US_STATE.test(i.jurisId));
  const sortKey = (query.sort ?? 'status') as keyof typeof SORTS;
  const others = items.filter((i) => !US_STATE.test(i.jurisId)).sort(SORTS[sortKey] ?? SORTS.status);
  const mustRegister = items.filter((i) => i.status === 'exceeded').sort(SORTS.status);
  const count = (status: string) => items.filter((i) => i.status === status).length;
  const unconverted = items.reduce((n, i) => Math.max(n, i.sales.unconvertedTransactionCount), 0);
  const sortLink = (key: string, label: string) =>
    html`<a href="/console?sort=${key}#others"${sortKey === key ? trusted(' aria-sort="descending"') : ''}>${label}</a>`;
  return {
    title: 'Overview',
    current: '/console',
    extraCss: trusted(US_MAP_CSS),
    body: html`<h1>Where you must register</h1>
<div class="grid" id="summary">
  <div class="card"><strong id="count-exceeded">${count('exceeded')}</strong> exceeded: register there</div>
  <div class="card"><strong id="count-approaching">${count('approaching')}</strong> approaching</div>
  <div class="card"><strong id="count-registered">${count('registered')}</strong> registered</div>
</div>
${unconverted > 0 ? html`<p class="notice">Some sales could not be converted to a threshold's currency (no exchange rate for their day) and count as 0 until rates are loaded: up to ${unconverted} transactions.</p>` : ''}
${
  mustRegister.length > 0
    ? html`<h2>Registration needed</h2><table id="must-register"><thead><tr><th>Jurisdiction</th><th>Exceeded on</th><th>Obligation begins</th><th>Sales</th></tr></thead><tbody>${mustRegister.map(
        (i) =>
          html`<tr><td><a href="/console/thresholds/${i.jurisId}">${i.jurisName}</a></td><td>${i.exceededOn ?? '—'}</td><td>${i.obligationBegins ?? '—'}</td><td>${salesCell(i)}</td></tr>`,
      )}</tbody></table>`
    : ''
}
<h2>United States</h2>
<div class="card">${usTileMap(states, { href: (id) => `/console/thresholds/${id}` })}${mapLegend()}</div>
<h2 id="others">Countries and provinces</h2>
<table id="other-thresholds"><thead><tr><th>${sortLink('name', 'Jurisdiction')}</th><th>${sortLink('status', 'Status')}</th><th class="num">${sortLink('percent', 'Of limit')}</th><th>Sales in period</th><th>Period</th></tr></thead>
<tbody>${others.map(
      (i) =>
        html`<tr data-juris-id="${i.jurisId}"><td><a href="/console/thresholds/${i.jurisId}">${i.jurisName}</a></td><td><span class="badge ${i.status}">${statusText(i.status)}</span></td><td class="num">${ofLimit(i)}</td><td>${salesCell(i)}</td><td>${i.period.begin} – ${i.period.end}</td></tr>`,
    )}</tbody></table>`,
  };
}

export async function thresholdPage({ ctx, session, params }: PageCall): Promise<PageResult> {
  const found = await getThreshold(ctx, session.seller, params.jurisId ?? '');
  if (!found.ok) return notFoundPage(`Levy has no registration threshold for “${params.jurisId}”.`);
  const t = found.value;
  return {
    title: t.jurisName,
    current: '/console',
    body: html`<p><a href="/console">← Overview</a></p>
<h1>${t.jurisName} <span class="badge ${t.status}" id="threshold-status">${statusText(t.status)}</span></h1>
<div class="card"><dl class="facts">
  <dt>Rule</dt><dd>${t.limit.rule}</dd>
  <dt>Period measured</dt><dd>${t.period.begin} – ${t.period.end}</dd>
  <dt>Sales (${t.limit.basis})</dt><dd>${salesCell(t)} (${ofLimit(t)} of the limit)</dd>
  <dt>Exceeded on</dt><dd>${t.exceededOn ?? '—'}</dd>
  <dt>Obligation begins</dt><dd>${t.obligationBegins ?? '—'}</dd>
  <dt>Source</dt><dd>${/^https?:\/\//.test(t.source) ? html`<a href="${t.source}" rel="noreferrer">${t.source}</a>` : t.source}${t.verified ? '' : html` <span class="muted">(not yet verified against the statute)</span>`}</dd>
</dl></div>
<h2>Monthly sales</h2>
<div class="card">${monthlyChart(t.monthlyTotals, { currencyCode: t.limit.currencyCode, limit: t.limit.salesAmount, title: `${t.jurisName}: monthly sales, last 24 months` })}</div>`,
  };
}
