import { z } from 'zod';

export const createCertificateRequestResponse = z.object({
  requestId: z.string(),
  requestLink: z.url().describe('Where the contact uploads the certificate; the link works once, until it expires.'),
});
