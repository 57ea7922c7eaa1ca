import {
  CREATE_CERTIFICATE_REQUEST_CONFLICTS,
  createCertificateRequest,
  createRequestBody,
} from '../../seller/certificate-requests/requests.ts';
import { createCertificateRequestResponse } from '../../seller/certificate-requests/schemas.ts';
import { defineOperation } from '../operation.ts';

export const certificateRequestOperations = [
  defineOperation({
    id: 'certificateRequests.create',
    summary: "E-mail the customer's contact a link to upload an exemption certificate (premium)",
    path: '/v1/seller/certificateRequests/create',
    auth: 'seller',
    feature: { name: 'certificatePortal', conflictType: 'featureNotEnabled' },
    body: createRequestBody,
    response: createCertificateRequestResponse,
    conflicts: CREATE_CERTIFICATE_REQUEST_CONFLICTS,
    handle: (c, body) => createCertificateRequest(c.app, c.seller, body),
  }),
];
