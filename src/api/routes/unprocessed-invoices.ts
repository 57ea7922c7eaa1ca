import { listUnprocessedBody, listUnprocessedInvoices, retryUnprocessedBody, retryUnprocessedInvoice } from '../../integrations/stripe/unprocessed-invoices.ts';
import { defineOperation } from '../operation.ts';

export const unprocessedInvoiceOperations = [
  defineOperation({
    id: 'unprocessedInvoices.list',
    summary: 'List the Stripe invoices Levy could not tax or record, with the reason',
    path: '/v1/seller/integrations/id:{integrationId}/unprocessedInvoices/list',
    auth: 'seller',
    body: listUnprocessedBody,
    conflicts: ['integrationIdNotFound', 'invalidCursor'],
    handle: (c, body) => listUnprocessedInvoices(c.app, c.seller.id, c.params.integrationId!, body),
  }),
  defineOperation({
    id: 'unprocessedInvoices.retry',
    summary: 'Process an unprocessed invoice again (it leaves the list when that succeeds)',
    path: '/v1/seller/integrations/id:{integrationId}/unprocessedInvoices/id:{invoiceId}/retry',
    auth: 'seller',
    body: retryUnprocessedBody,
    conflicts: ['integrationIdNotFound', 'invoiceIdNotFound'],
    handle: (c) => retryUnprocessedInvoice(c.app, c.seller.id, c.params.integrationId!, c.params.invoiceId!),
  }),
];
