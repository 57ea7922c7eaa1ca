import { z } from 'zod';
import {
  FILING_CONFLICTS,
  FILING_PAGE_CONFLICTS,
  listFilingTransactionIds,
  listFilingTransactionsWithRates,
  listFilings,
  REMOVE_FILING_TRANSACTIONS_CONFLICTS,
  removeFilingTransactions,
} from '../../seller/filings/filings.ts';
import { CURSOR_CONFLICTS } from '../../lib/cursor.ts';
import {
  filingPageBody,
  listFilingsBody,
  listFilingsResponse,
  listFilingTransactionIdsResponse,
  listFilingTransactionsWithRatesResponse,
  removeTransactionsBody,
  removeTransactionsResponse,
  returnWorksheetResponse,
} from '../../seller/filings/schemas.ts';
import { returnWorksheet } from '../../seller/filings/return-worksheet.ts';
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
    response: listFilingsResponse,
    conflicts: CURSOR_CONFLICTS,
    handle: (c, body) => listFilings(c.app, c.seller.id, body),
  }),
  defineOperation({
    id: 'filings.listTransactionIds',
    summary: "A filing's transaction ids, by accounting date, paged (premium)",
    path: `${FILING}/listTransactionIds`,
    auth: 'seller',
    feature: PREMIUM,
    body: filingPageBody,
    response: listFilingTransactionIdsResponse,
    conflicts: FILING_PAGE_CONFLICTS,
    handle: (c, body) => listFilingTransactionIds(c.app, c.seller.id, c.params.jurisId!, c.params.jurisFilingId!, body),
  }),
  defineOperation({
    id: 'filings.listTransactionsWithConversionRates',
    summary: "A filing's transactions with the rate from their currency to the filing's (premium)",
    path: `${FILING}/listTransactionsWithConversionRates`,
    auth: 'seller',
    feature: PREMIUM,
    body: filingPageBody,
    response: listFilingTransactionsWithRatesResponse,
    conflicts: FILING_PAGE_CONFLICTS,
    handle: (c, body) => listFilingTransactionsWithRates(c.app, c.seller.id, c.params.jurisId!, c.params.jurisFilingId!, body),
  }),
  defineOperation({
    id: 'filings.removeTransactions',
    summary: 'Remove transactions from a filing; one answer per id, safe to retry (premium)',
    path: `${FILING}/removeTransactions`,
    auth: 'seller',
    feature: PREMIUM,
    body: removeTransactionsBody,
    response: removeTransactionsResponse,
    conflicts: REMOVE_FILING_TRANSACTIONS_CONFLICTS,
    handle: (c, body) => removeFilingTransactions(c.app, c.seller.id, c.params.jurisId!, c.params.jurisFilingId!, body.transactionIds),
  }),
  defineOperation({
    id: 'filings.returnWorksheet',
    summary:
      "The filing's return worksheet: gross sales, deductions, taxable sales and tax due by jurisdiction, rate and reporting code (premium)",
    path: `${FILING}/returnWorksheet`,
    auth: 'seller',
    feature: PREMIUM,
    body: z.strictObject({}),
    response: returnWorksheetResponse,
    conflicts: FILING_CONFLICTS,
    handle: (c) => returnWorksheet(c.app, c.seller.id, c.params.jurisId!, c.params.jurisFilingId!),
  }),
];
