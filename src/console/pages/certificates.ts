// Exemption certificates with their status and files, and customers, with a check of how an address is placed.
import { resolveSellerAddress } from '../../seller/address/resolve.ts';
import { certificateFile, listCertificates } from '../../seller/certificates/certificates.ts';
import { CERTIFICATE_STATUSES } from '../../seller/certificates/schemas.ts';
import { listCustomers } from '../../seller/customers/customers.ts';
import type { PageCall, PageResult } from '../page.ts';
import { html, type Html } from '../html.ts';
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

const PLACED_BY_TEXT: Record<string, string> = {
  geocoder: 'its street, by the Census geocoder',
  addressRange: "its street's address range, in an imported boundary file",
  'zip+4': 'its ZIP+4, in an imported file',
  zip: 'its ZIP code',
  city: 'its city (no ZIP code the data knows)',
  state: 'its state only',
};

/** A customer's address as the tax calculation places it: its jurisdictions, what placed it and its Census place. */
async function addressCheck({ ctx, session, query }: PageCall): Promise<Html> {
  const fields = ['line1', 'city', 'region', 'postalCode'] as const;
  const value = (k: (typeof fields)[number]) => query[k]?.trim() ?? '';
  const form = html`<form id="address-check" method="get" action="/console/customers"><fieldset><legend>Where would Levy place an address?</legend>
${fields.map((k) => html`<label>${{ line1: 'Street', city: 'City', region: 'State', postalCode: 'ZIP code' }[k]} <input name="${k}" value="${value(k)}"></label> `)}
<button type="submit">Place it</button></fieldset></form>`;
  if (fields.every((k) => value(k) === '')) return form;
  const address = { country: 'US', ...Object.fromEntries(fields.filter((k) => value(k) !== '').map((k) => [k, value(k)])) };
  const placed = await resolveSellerAddress(ctx, session.seller, address);
  if (!placed.ok)
    return html`${form}<p class="error" id="address-placement">${String(placed.conflict.message ?? placed.conflict.type)}</p>`;
  const { jurisdictions, placedBy, placeGeoid } = placed.value;
  return html`${form}<div id="address-placement"><p>Placed by ${PLACED_BY_TEXT[placedBy ?? ''] ?? 'its country'}${placeGeoid ? html`, in Census place <span class="nowrap">${placeGeoid}</span>` : ''}.</p>
<ul>${jurisdictions.map((j) => html`<li>${j.name} <span class="muted">(${j.id})</span></li>`)}</ul></div>`;
}

export async function customersPage(call: PageCall): Promise<PageResult> {
  const { ctx, session, query } = call;
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
<div class="pager">${nextCursor !== null ? html`<a href="/console/customers?cursor=${encodeURIComponent(nextCursor)}">More →</a>` : ''}</div>
${await addressCheck(call)}`,
  };
}
