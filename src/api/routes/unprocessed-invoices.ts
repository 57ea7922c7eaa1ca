import {
  LIST_UNPROCESSED_INVOICES_CONFLICTS,
  listUnprocessedBody,
  listUnprocessedInvoices,
  RETRY_UNPROCESSED_INVOICE_CONFLICTS,
  retryUnprocessedBody,
  retryUnprocessedInvoice,
} from '../../integrations/stripe/unprocessed-invoices.ts';
import {
  LIST_UNDER_COLLECTED_INVOICES_CONFLICTS,
  listUnderCollectedBody,
  listUnderCollectedInvoices,
  RESOLVE_UNDER_COLLECTED_INVOICE_CONFLICTS,
  resolveUnderCollectedBody,
  resolveUnderCollectedInvoice,
} from '../../integrations/stripe/under-collected-invoices.ts';
import { listUnderCollectedInvoicesResponse, listUnprocessedInvoicesResponse } from '../../integrations/stripe/schemas.ts';
import { emptyResponse } from '../../seller/common/schemas.ts';
import { defineOperation } from '../operation.ts';

export const unprocessedInvoiceOperations = [
  defineOperation({
    id: 'unprocessedInvoices.list',
    summary: 'List the Stripe invoices Levy could not tax or record, with the reason',
    path: '/v1/seller/integrations/id:{integrationId}/unprocessedInvoices/list',
    auth: 'seller',
    body: listUnprocessedBody,
    response: listUnprocessedInvoicesResponse,
    conflicts: LIST_UNPROCESSED_INVOICES_CONFLICTS,
    handle: (c, body) => listUnprocessedInvoices(c.app, c.seller.id, c.params.integrationId!, body),
  }),
  defineOperation({
    id: 'unprocessedInvoices.retry',
    summary: 'Process an unprocessed invoice again (it leaves the list when that succeeds)',
    path: '/v1/seller/integrations/id:{integrationId}/unprocessedInvoices/id:{invoiceId}/retry',
    auth: 'seller',
    body: retryUnprocessedBody,
    response: emptyResponse,
    conflicts: RETRY_UNPROCESSED_INVOICE_CONFLICTS,
    handle: (c) => retryUnprocessedInvoice(c.app, c.seller.id, c.params.integrationId!, c.params.invoiceId!),
  }),
  defineOperation({
    id: 'underCollectedInvoices.list',
    summary:
      'List the finalized Stripe invoices that show less tax than Levy expected (finalized before Levy taxed them), open ones unless includeResolved',
    path: '/v1/seller/integrations/id:{integrationId}/underCollectedInvoices/list',
    auth: 'seller',
    body: listUnderCollectedBody,
    response: listUnderCollectedInvoicesResponse,
    conflicts: LIST_UNDER_COLLECTED_INVOICES_CONFLICTS,
    handle: (c, body) => listUnderCollectedInvoices(c.app, c.seller.id, c.params.integrationId!, body),
  }),
  defineOperation({
    id: 'underCollectedInvoices.resolve',
    summary: 'Settle an under-collected invoice: accepted (the seller bears the tax) or invoiced (billed separately)',
    path: '/v1/seller/integrations/id:{integrationId}/underCollectedInvoices/id:{invoiceId}/resolve',
    auth: 'seller',
    body: resolveUnderCollectedBody,
    response: emptyResponse,
    conflicts: RESOLVE_UNDER_COLLECTED_INVOICE_CONFLICTS,
    handle: (c, body) => resolveUnderCollectedInvoice(c.app, c.seller.id, c.params.integrationId!, c.params.invoiceId!, body),
  }),
];
