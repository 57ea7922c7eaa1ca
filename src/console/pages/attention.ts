// Needs attention: Stripe invoices Levy could not tax or record (with a Retry button) or that
// collected less tax than expected, certificates expiring within 30 days, rate changes ahead where
// the seller sells, the editions its states' rates rest on and through when they vouch, and answers
// Levy gave while unsure of local taxes.
import { listIntegrations } from '../../integrations/stripe/lifecycle.ts';
import { listUnderCollectedInvoices } from '../../integrations/stripe/under-collected-invoices.ts';
import { listUnprocessedInvoices, retryUnprocessedInvoice } from '../../integrations/stripe/unprocessed-invoices.ts';
import { listCertificates } from '../../seller/certificates/certificates.ts';
import { listRateChangesAhead } from '../../seller/rate-changes/rate-changes.ts';
import { listUncertainAnswers } from '../../seller/sellers/uncertain-answers.ts';
import { editionsForSeller } from '../../seller/tax-data/editions.ts';
import type { PageCall, PageResult } from '../page.ts';
import { dateTime, money } from '../format.ts';
import { html } from '../html.ts';

const SHOWN = 100;

export async function attentionPage({ ctx, session, query }: PageCall): Promise<PageResult> {
  const sellerId = session.seller.id;
  const { integrations } = (await listIntegrations(ctx, sellerId)).value;
  const perIntegration = await Promise.all(
    integrations.map(async (integration) => {
      const [unprocessed, underCollected] = await Promise.all([
        listUnprocessedInvoices(ctx, sellerId, integration.id, { limit: SHOWN }),
        listUnderCollectedInvoices(ctx, sellerId, integration.id, { limit: SHOWN, includeResolved: false }),
      ]);
      return {
        integration,
        unprocessed: unprocessed.ok ? unprocessed.value.invoices : [],
        underCollected: underCollected.ok ? underCollected.value.invoices : [],
      };
    }),
  );
  const unprocessed = perIntegration.flatMap((p) => p.unprocessed.map((invoice) => ({ integrationId: p.integration.id, invoice })));
  const underCollected = perIntegration.flatMap((p) => p.underCollected.map((invoice) => ({ integrationId: p.integration.id, invoice })));
  const expiring = await listCertificates(ctx, sellerId, { filter: { status: 'expiringSoon' }, limit: SHOWN });
  const uncertain = (await listUncertainAnswers(ctx, sellerId)).value.days.filter((d) => d.count > 0);
  const rateChanges = await listRateChangesAhead(ctx, sellerId);
  const editions = (await editionsForSeller(ctx, sellerId)).flatMap((s) => s.editions.map((e) => ({ state: s.state, ...e })));
  // A retry only queues the invoice: say so, and say plainly when it was refused.
  const flash =
    query.retried === undefined
      ? ''
      : query.outcome === 'queued'
        ? html`<p class="notice" role="status" id="flash">Invoice ${query.retried} was queued to be processed again; it leaves this list once Levy has processed it.</p>`
        : html`<p class="error" role="alert" id="flash">Invoice ${query.retried} could not be retried: ${query.outcome ?? 'unknown outcome'}.</p>`;
  return {
    title: 'Needs attention',
    current: '/console/attention',
    body: html`<h1>Needs attention</h1>${flash}
<h2>Stripe invoices Levy could not process <span class="muted">(${unprocessed.length})</span></h2>
<table id="unprocessed"><thead><tr><th>Invoice</th><th>Reason</th><th class="num">Attempts</th><th>Last failed</th><th></th></tr></thead><tbody>
${unprocessed.length === 0 ? html`<tr><td colspan="5" class="muted">None.</td></tr>` : ''}
${unprocessed.map(
  ({
    integrationId,
    invoice,
  }) => html`<tr data-invoice-id="${invoice.invoiceId}"><td>${invoice.invoiceId}<br><span class="muted">${integrationId}</span></td><td><strong>${invoice.reason.type}</strong><br>${invoice.reason.message}</td><td class="num">${invoice.attempts}</td><td>${dateTime(invoice.lastFailedTime)}</td>
<td><form method="post" action="/console/attention/retry"><input type="hidden" name="csrf" value="${session.csrf}"><input type="hidden" name="integrationId" value="${integrationId}"><input type="hidden" name="invoiceId" value="${invoice.invoiceId}"><button type="submit" class="retry">Retry</button></form></td></tr>`,
)}</tbody></table>
<h2>Invoices that collected less tax than expected <span class="muted">(${underCollected.length})</span></h2>
<table id="under-collected"><thead><tr><th>Invoice</th><th>Transaction</th><th class="num">Expected</th><th class="num">Collected</th><th class="num">Missing</th></tr></thead><tbody>
${underCollected.length === 0 ? html`<tr><td colspan="5" class="muted">None.</td></tr>` : ''}
${underCollected.map(
  ({ invoice }) =>
    html`<tr><td>${invoice.invoiceId}</td><td><a href="/console/transactions/${encodeURIComponent(invoice.transactionId)}">${invoice.transactionId}</a></td><td class="num">${money(invoice.taxAmountExpected, invoice.currencyCode)}</td><td class="num">${money(invoice.taxAmountSeen, invoice.currencyCode)}</td><td class="num">${money(invoice.taxAmountMissing, invoice.currencyCode)}</td></tr>`,
)}</tbody></table>
<h2>Certificates expiring within 30 days</h2>
<table id="expiring-certificates"><thead><tr><th>Customer</th><th>Certificate</th><th>Expires</th></tr></thead><tbody>
${!expiring.ok || expiring.value.certificates.length === 0 ? html`<tr><td colspan="3" class="muted">None.</td></tr>` : ''}
${
  expiring.ok
    ? expiring.value.certificates.map(
        (c) =>
          html`<tr><td>${c.customerName ?? c.customerId} <span class="muted">(${c.customerId})</span></td><td>${c.id}</td><td>${
            c.expiryDate ??
            c.jurises
              .map((j) => j.effectiveDateEndi)
              .filter((d) => d !== null)
              .sort()[0] ??
            '—'
          }</td></tr>`,
      )
    : ''
}
</tbody></table>
<h2>Rate changes ahead <span class="muted">(${rateChanges.length})</span></h2>
<p class="muted">Where you sold in the last 12 months, rates that change within the next 90 days or changed within the last 30.</p>
<table id="rate-changes"><thead><tr><th>Jurisdiction</th><th class="num">Rate</th><th>From</th><th>Source</th><th class="num">Customers</th></tr></thead><tbody>
${rateChanges.length === 0 ? html`<tr><td colspan="5" class="muted">None.</td></tr>` : ''}
${rateChanges.map(
  (c) =>
    html`<tr data-juris-id="${c.jurisId}"><td>${c.name} <span class="muted">(${c.jurisId})</span></td><td class="num">${c.oldRate}% → ${c.newRate}%</td><td>${c.from}</td><td>${c.source}</td><td class="num">${c.customersTouched}</td></tr>`,
)}</tbody></table>
<h2>Tax data behind your answers <span class="muted">(${editions.filter((e) => e.stale).length} past their edition)</span></h2>
<p class="muted">In each state you are registered in, the official table editions (and the sources read on a day) Levy's rates rest on, and the last day each vouches for them. Answers for later days say <code>rateDataMayBeStale</code> until the operator brings in the newer edition (<code>levy data update</code>).</p>
<table id="tax-data-editions"><thead><tr><th>State</th><th>Edition or source</th><th class="num">Rates</th><th>Vouched through</th></tr></thead><tbody>
${editions.length === 0 ? html`<tr><td colspan="4" class="muted">No US registration.</td></tr>` : ''}
${editions.map(
  (e) =>
    html`<tr data-state="${e.state}"${e.stale ? html` class="stale"` : ''}><td>${e.state}</td><td>${e.renewedBy?.by ?? e.by}${e.renewedBy !== null ? html`<br><span class="muted">renews ${e.by}</span>` : ''}</td><td class="num">${e.rates}</td><td>${e.renewedBy?.through ?? e.through}${e.stale ? html` <strong>past</strong>` : ''}</td></tr>`,
)}</tbody></table>
<h2>Answers given while unsure of local taxes</h2>
<p class="muted">Levy answered these calculations with the state's tax but could not place the address in its local jurisdictions (<code>localJurisdictionsUncertain</code>). Load a ZIP rate table or complete the addresses.</p>
<table id="uncertain-answers"><thead><tr><th>Day</th><th class="num">Answers</th></tr></thead><tbody>
${uncertain.length === 0 ? html`<tr><td colspan="2" class="muted">None in the last 90 days.</td></tr>` : ''}
${uncertain.map((d) => html`<tr><td>${d.date}</td><td class="num">${d.count}</td></tr>`)}
</tbody></table>`,
  };
}

export async function retryInvoice({ ctx, session, form }: PageCall): Promise<PageResult> {
  const integrationId = form.integrationId ?? '';
  const invoiceId = form.invoiceId ?? '';
  const result = await retryUnprocessedInvoice(ctx, session.seller.id, integrationId, invoiceId);
  const outcome = result.ok ? 'queued' : 'unavailable' in result ? 'the job queue is unavailable; try again shortly' : result.conflict.type;
  return { redirect: `/console/attention?${new URLSearchParams({ retried: invoiceId, outcome }).toString()}` };
}
