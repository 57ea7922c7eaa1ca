import {
  archiveCertificate,
  CERTIFICATE_ID_CONFLICTS,
  CREATE_CERTIFICATE_CONFLICTS,
  createCertificate,
  getCertificate,
  LIST_CERTIFICATES_CONFLICTS,
  listCertificates,
} from '../../seller/certificates/certificates.ts';
import {
  CERTIFICATE_BODY_LIMIT,
  certificateRecord,
  createCertificateBody,
  createCertificateResponse,
  listCertificatesBody,
  listCertificatesResponse,
} from '../../seller/certificates/schemas.ts';
import { emptyBody, emptyResponse } from '../../seller/common/schemas.ts';
import { defineOperation } from '../operation.ts';

export const certificateOperations = [
  defineOperation({
    id: 'certificates.create',
    summary: 'Upload an exemption certificate (PDF, PNG, JPEG, GIF, TIFF or WebP; at most 10 MiB)',
    path: '/v1/seller/certificates/create',
    auth: 'seller',
    body: createCertificateBody,
    response: createCertificateResponse,
    conflicts: CREATE_CERTIFICATE_CONFLICTS,
    bodyLimit: CERTIFICATE_BODY_LIMIT,
    handle: (c, body) => createCertificate(c.app, c.seller.id, body),
  }),
  defineOperation({
    id: 'certificates.archive',
    summary: 'Archive a certificate: it no longer exempts the customer',
    path: '/v1/seller/certificates/id:{certificateId}/archive',
    auth: 'seller',
    body: emptyBody,
    response: emptyResponse,
    conflicts: CERTIFICATE_ID_CONFLICTS,
    handle: (c) => archiveCertificate(c.app, c.seller.id, c.params.certificateId!),
  }),
  defineOperation({
    id: 'certificates.get',
    summary: 'Get a certificate',
    path: '/v1/seller/certificates/id:{certificateId}/get',
    auth: 'seller',
    body: emptyBody,
    response: certificateRecord,
    conflicts: CERTIFICATE_ID_CONFLICTS,
    handle: (c) => getCertificate(c.app, c.seller.id, c.params.certificateId!),
  }),
  defineOperation({
    id: 'certificates.list',
    summary: 'List certificates, filtered by customer and status',
    path: '/v1/seller/certificates/list',
    auth: 'seller',
    body: listCertificatesBody,
    response: listCertificatesResponse,
    conflicts: LIST_CERTIFICATES_CONFLICTS,
    handle: (c, body) => listCertificates(c.app, c.seller.id, body),
  }),
];
