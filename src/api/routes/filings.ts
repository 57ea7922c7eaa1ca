import { listFilingTransactionIds, listFilingTransactionsWithRates, listFilings, removeFilingTransactions } from '../../seller/filings/filings.ts';
import { filingPageBody, listFilingsBody, removeTransactionsBody } from '../../seller/filings/schemas.ts';
import { defineOperation } from '../operation.ts';

const FILING = '/v1/seller/filings/id:{jurisId}/id:{jurisFilingId}';
const PREMIUM = { name: 'filings', conflictType: 'listFilingsApiNotEnabled' } as const;

export const filingOperations = [
  defineOperation({
    id: 'filings.list',
    summary: 'List filings by jurisdiction and period end (premium)',
    path: '/v1/seller/filings/list',
    auth: 'seller',
    feature: PREMIUM,
    body: listFilingsBody,
    conflicts: ['invalidCursor', 'invalidJurisId'],
    handle: (c, body) => listFilings(c.app, c.seller.id, body),
  }),
  defineOperation({
    id: 'filings.listTransactionIds',
    summary: "A filing's transaction ids, by accounting date, paged (premium)",
    path: `${FILING}/listTransactionIds`,
    auth: 'seller',
    feature: PREMIUM,
    body: filingPageBody,
    conflicts: ['invalidJurisId', 'filingNotFound', 'invalidCursor'],
    handle: (c, body) => listFilingTransactionIds(c.app, c.seller.id, c.params.jurisId!, c.params.jurisFilingId!, body),
  }),
  defineOperation({
    id: 'filings.listTransactionsWithConversionRates',
    summary: "A filing's transactions with the rate from their currency to the filing's (premium)",
    path: `${FILING}/listTransactionsWithConversionRates`,
    auth: 'seller',
    feature: PREMIUM,
    body: filingPageBody,
    conflicts: ['invalidJurisId', 'filingNotFound', 'invalidCursor'],
    handle: (c, body) => listFilingTransactionsWithRates(c.app, c.seller.id, c.params.jurisId!, c.params.jurisFilingId!, body),
  }),
  defineOperation({
    id: 'filings.removeTransactions',
    summary: 'Remove transactions from a filing; one answer per id, safe to retry (premium)',
    path: `${FILING}/removeTransactions`,
    auth: 'seller',
    feature: PREMIUM,
    body: removeTransactionsBody,
    conflicts: ['invalidJurisId', 'filingNotFound', 'filingNotEditable', 'filingIsBeingDeleted', 'filingHasBackgroundOperation'],
    handle: (c, body) => removeFilingTransactions(c.app, c.seller.id, c.params.jurisId!, c.params.jurisFilingId!, body.transactionIds),
  }),
];
