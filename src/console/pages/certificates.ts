// Exemption certificates with their status and files, and customers.
import { certificateFile, listCertificates } from '../../seller/certificates/certificates.ts';
import { CERTIFICATE_STATUSES } from '../../seller/certificates/schemas.ts';
import { listCustomers } from '../../seller/customers/customers.ts';
import type { PageCall, PageResult } from '../page.ts';
import { html } from '../html.ts';
import { notFoundPage } from './not-found.ts';

const PAGE_SIZE = 100;
const STATUS_BADGE: Record<string, string> = { active: 'ok', expiringSoon: 'warn', expired: 'error', archived: '' };

export async function certificatesPage({ ctx, session, query }: PageCall): Promise<PageResult> {
  const status = CERTIFICATE_STATUSES.find((s) => s === query.status);
  const listed = await listCertificates(
    ctx,
    session.seller.id,
    query.cursor ? { cursor: query.cursor, limit: PAGE_SIZE } : { limit: PAGE_SIZE, ...(status ? { filter: { status } } : {}) },
  );
  if (!listed.ok)
    return {
      title: 'Certificates',
      current: '/console/certificates',
      status: 400,
      body: html`<h1>Certificates</h1><p class="error">This page link is not valid any more. <a href="/console/certificates">Start again</a>.</p>`,
    };
  const { certificates, nextCursor } = listed.value;
  return {
    title: 'Certificates',
    current: '/console/certificates',
    body: html`<h1>Exemption certificates</h1>
<p>Show: <a href="/console/certificates">all</a>${CERTIFICATE_STATUSES.map((s) => html` · <a href="/console/certificates?status=${s}">${s}</a>`)}</p>
<table id="certificates"><thead><tr><th>Customer</th><th>Status</th><th>Jurisdictions</th><th>Effective</th><th>Expires</th><th>File</th></tr></thead><tbody>
${certificates.length === 0 ? html`<tr><td colspan="6" class="muted">No certificates.</td></tr>` : ''}
${certificates.map(
  (
    c,
  ) => html`<tr data-certificate-id="${c.id}"><td>${c.customerName ?? c.customerId} <span class="muted nowrap">(${c.customerId})</span></td><td><span class="badge ${STATUS_BADGE[c.status] ?? ''}">${c.status}</span></td><td>${c.jurises.map((j) => j.jurisId).join(', ')}</td><td class="nowrap">${c.effectiveDateBegin}</td><td class="nowrap">${c.expiryDate ?? '—'}</td>
<td><a href="/console/certificates/${encodeURIComponent(c.id)}/file">${c.file.name}</a> <span class="muted">(${c.file.contentType}, ${Math.ceil(c.file.sizeBytes / 1024)} KB)</span></td></tr>`,
)}</tbody></table>
<div class="pager">${nextCursor !== null ? html`<a href="/console/certificates?cursor=${encodeURIComponent(nextCursor)}">More →</a>` : ''}</div>`,
  };
}

export async function certificateDownload({ ctx, session, params }: PageCall): Promise<PageResult> {
  const file = await certificateFile(ctx, session.seller.id, params.certificateId ?? '');
  if (!file.ok) return notFoundPage(`You have no certificate with the id “${params.certificateId}”.`);
  return { download: { name: file.value.name, contentType: file.value.contentType, contents: file.value.contents } };
}

export async function customersPage({ ctx, session, query }: PageCall): Promise<PageResult> {
  const listed = await listCustomers(ctx, session.seller.id, { limit: PAGE_SIZE, ...(query.cursor ? { cursor: query.cursor } : {}) });
  if (!listed.ok)
    return {
      title: 'Customers',
      current: '/console/customers',
      status: 400,
      body: html`<h1>Customers</h1><p class="error">This page link is not valid any more. <a href="/console/customers">Start again</a>.</p>`,
    };
  const { customers, nextCursor } = listed.value;
  return {
    title: 'Customers',
    current: '/console/customers',
    body: html`<h1>Customers</h1>
<table id="customers"><thead><tr><th>Id</th><th>Name</th><th>E-mail</th><th></th></tr></thead><tbody>
${customers.length === 0 ? html`<tr><td colspan="4" class="muted">No customers yet.</td></tr>` : ''}
${customers.map(
  (c) =>
    html`<tr><td>${c.id}</td><td>${c.name ?? '—'}</td><td>${c.emailAddress ?? '—'}</td><td><a href="/console/transactions?q=${encodeURIComponent(c.id)}">Transactions</a></td></tr>`,
)}</tbody></table>
<div class="pager">${nextCursor !== null ? html`<a href="/console/customers?cursor=${encodeURIComponent(nextCursor)}">More →</a>` : ''}</div>`,
  };
}
