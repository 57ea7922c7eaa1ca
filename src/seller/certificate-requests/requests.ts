// Certificate requests (premium portal): an unguessable, expiring link e-mailed to the customer's
// contact, opening a page served by Levy where the customer uploads the certificate.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { sha256 } from '../../lib/secrets.ts';
import {
  claimRequest,
  deleteCertificateRequest,
  findRequestByToken,
  insertCertificateRequest,
  linkCertificate,
  releaseRequest,
} from '../../store/certificate-requests.ts';
import { customerExists } from '../../store/customers.ts';
import { isoDate } from '../../tax/dates.ts';
import { CREATE_CERTIFICATE_CONFLICTS, createCertificate } from '../certificates/certificates.ts';
import { createCertificateBody } from '../certificates/schemas.ts';
import { externalId } from '../common/schemas.ts';

/** How long a link works. */
export const REQUEST_TTL_DAYS = 14;

export const createRequestBody = z.strictObject({
  customerId: externalId,
  customerName: z.string().min(1).max(255).optional(),
  emailAddress: z.string().min(1).max(320),
});

const emailSchema = z.email();

export const CREATE_CERTIFICATE_REQUEST_CONFLICTS = ['customerIdNotFound', 'invalidEmailAddress', 'externalServiceError'] as const;

export async function createCertificateRequest(
  ctx: AppContext,
  seller: { id: string; name: string },
  input: z.output<typeof createRequestBody>,
): Promise<Outcome<{ requestId: string; requestLink: string }, typeof CREATE_CERTIFICATE_REQUEST_CONFLICTS>> {
  if (!emailSchema.safeParse(input.emailAddress).success) return conflict({ type: 'invalidEmailAddress' });
  if (!(await customerExists(ctx.prisma, seller.id, input.customerId))) return conflict({ type: 'customerIdNotFound' });
  const token = randomBytes(32).toString('base64url');
  const requestId = newId('creq');
  const expiresAt = new Date(Date.now() + REQUEST_TTL_DAYS * 86_400_000);
  await insertCertificateRequest(ctx.prisma, {
    id: requestId,
    sellerId: seller.id,
    customerId: input.customerId,
    customerName: input.customerName ?? null,
    emailAddress: input.emailAddress,
    tokenHash: sha256(token),
    expiresAt,
  });
  const requestLink = `${ctx.publicUrl}/certificate-requests/${token}`;
  try {
    if (ctx.mailer === null) throw new Error('no mailer in this process');
    await ctx.mailer.send({
      to: input.emailAddress,
      subject: `${seller.name} asks for your sales tax exemption certificate`,
      text: `${seller.name} asks you to upload your sales tax exemption certificate${input.customerName ? ` for ${input.customerName}` : ''}.\n\nUpload it here: ${requestLink}\n\nThe link works until ${isoDate(expiresAt)}.`,
      html: `<p>${escapeHtml(seller.name)} asks you to upload your sales tax exemption certificate.</p><p><a href="${requestLink}">Upload your certificate</a> (the link works until ${isoDate(expiresAt)}).</p>`,
    });
  } catch (err) {
    ctx.log.warn({ err, requestId }, 'certificate request e-mail could not be sent');
    await deleteCertificateRequest(ctx.prisma, requestId);
    return conflict({ type: 'externalServiceError', message: 'The e-mail could not be sent; try again.' });
  }
  return ok({ requestId, requestLink });
}

export type RequestState =
  | { state: 'open'; request: NonNullable<Awaited<ReturnType<typeof findRequestByToken>>> }
  | { state: 'unknown' | 'expired' | 'used' };

export async function requestForToken(ctx: AppContext, token: string): Promise<RequestState> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: 'unknown' };
  const request = await findRequestByToken(ctx.prisma, sha256(token));
  if (request === null) return { state: 'unknown' };
  if (request.completedAt !== null) return { state: 'used' };
  if (request.expiresAt.getTime() <= Date.now()) return { state: 'expired' };
  return { state: 'open', request };
}

/** What the customer sends through the link: the certificate without the customer, which the link names. */
export const submitCertificateBody = createCertificateBody.pick({
  effectiveDateBegin: true,
  exemptionNumber: true,
  certificateFile: true,
  jurises: true,
});

/**
 * The customer's upload through a request link: the link is claimed first, so of two submissions
 * at once only one creates a certificate; a refused upload gives the link back.
 */
export const SUBMIT_CERTIFICATE_CONFLICTS = CREATE_CERTIFICATE_CONFLICTS;

export async function submitCertificate(
  ctx: AppContext,
  token: string,
  input: z.output<typeof submitCertificateBody>,
): Promise<
  | Outcome<{ id: string }, typeof SUBMIT_CERTIFICATE_CONFLICTS>
  | { ok: false; conflict: { type: 'linkNotOpen'; state: Exclude<RequestState['state'], 'open'> } }
> {
  const found = await requestForToken(ctx, token);
  if (found.state !== 'open') return conflict({ type: 'linkNotOpen', state: found.state });
  const { request } = found;
  if (!(await claimRequest(ctx.prisma, request.id))) return conflict({ type: 'linkNotOpen', state: 'used' });
  const created = await createCertificate(ctx, request.sellerId, {
    ...input,
    customerId: request.customerId,
    ...(request.customerName !== null ? { customerName: request.customerName } : {}),
  });
  if (!created.ok) {
    await releaseRequest(ctx.prisma, request.id);
    return created;
  }
  await linkCertificate(ctx.prisma, request.id, created.value.id);
  return created;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
