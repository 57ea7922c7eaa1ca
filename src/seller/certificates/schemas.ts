import { z } from 'zod';
import { boundedInt, cursorSchema, dateSchema, externalId, pageFields } from '../common/schemas.ts';

/** A certificate file may be at most 10 MiB; its base64 text about 13.4 MiB, within the route's 16 MiB body limit. */
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_BODY_LIMIT = 16 * 1024 * 1024;

const base64 = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Invalid base64')
  .refine((s) => s.length % 4 === 0, 'Invalid base64');

export const certificateJurisSchema = z.strictObject({
  jurisId: z.string().min(1).max(100),
  registrationId: z.string().max(100).optional(),
  /** Last day the certificate applies in this jurisdiction (the reference API spells it effectiveDateEndi). */
  effectiveDateEndi: dateSchema.optional(),
  notes: z.string().max(2000).optional(),
});

export const createCertificateBody = z.strictObject({
  customerId: externalId,
  customerName: z.string().min(1).max(255).optional(),
  effectiveDateBegin: dateSchema,
  exemptionNumber: z.string().max(255).optional(),
  notes: z.string().max(2000).optional(),
  certificateFile: z.strictObject({ name: z.string().min(1).max(255), contentsBase64: base64 }),
  jurises: z.array(certificateJurisSchema).min(1).max(100),
});
export type CreateCertificateInput = z.output<typeof createCertificateBody>;

export const CERTIFICATE_STATUSES = ['active', 'expiringSoon', 'expired', 'archived'] as const;

export const listCertificatesBody = z
  .strictObject({
    filter: z.strictObject({ customerId: externalId.optional(), status: z.enum(CERTIFICATE_STATUSES).optional() }).optional(),
    limit: boundedInt(1, 100).default(25),
    cursor: cursorSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.cursor !== undefined && body.filter !== undefined)
      ctx.addIssue({ code: 'custom', message: 'cursor and filter cannot both be provided' });
  });
export type ListCertificatesInput = z.output<typeof listCertificatesBody>;

export const createCertificateResponse = z.object({ id: z.string().describe('The certificate id Levy assigned.') });

/** A certificate as get and list answer it (the file's contents are not included). */
export const certificateRecord = z.object({
  id: z.string(),
  status: z
    .enum(CERTIFICATE_STATUSES)
    .describe('expiringSoon: a jurisdiction end date falls within 30 days; expired: every jurisdiction has ended.'),
  customerId: z.string(),
  customerName: z.string().nullable(),
  createdTime: z.iso.datetime(),
  effectiveDateBegin: z.iso.date(),
  expiryDate: z.iso.date().nullable().describe('The latest jurisdiction end date; null when some jurisdiction has none.'),
  exemptionNumber: z.string().nullable(),
  notes: z.string().nullable(),
  jurises: z.array(
    z.object({
      jurisId: z.string(),
      registrationId: z.string().nullable(),
      effectiveDateEndi: z.iso.date().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  file: z.object({ name: z.string(), contentType: z.string(), sizeBytes: z.number().int() }),
});

export const listCertificatesResponse = z.object({ certificates: z.array(certificateRecord), ...pageFields });
