import { CALCULATION_CONFLICTS } from '../../seller/transactions/conflicts.ts';
import {
  calculationResponse,
  createEphemeralBody,
  createNegationBody,
  createOrUpdateBody,
  createOrUpdateResponse,
  listTransactionsBody,
  listTransactionsResponse,
  transactionRecord,
  voidBody,
} from '../../seller/transactions/schemas.ts';
import {
  CREATE_NEGATION_CONFLICTS,
  CREATE_OR_UPDATE_CONFLICTS,
  createEphemeral,
  createNegation,
  createOrUpdate,
  GET_TRANSACTION_CONFLICTS,
  getTransaction,
  listTransactions,
  VOID_CONFLICTS,
  voidTransactionOp,
} from '../../seller/transactions/transactions.ts';
import { CURSOR_CONFLICTS } from '../../lib/cursor.ts';
import { builtInContent, calculationJson } from '../../tax/index.ts';
import { emptyBody, emptyResponse } from '../../seller/common/schemas.ts';
import { defineOperation } from '../operation.ts';

/** On every calculation's answer: which built-in tax content produced it (one version per process). */
const CONTENT_VERSION_HEADER = {
  'Levy-Content-Version': {
    description: "The version of Levy's built-in tax content that calculated the answer: `<asOf>+<first 12 hex digits of its hash>`.",
    value: () => builtInContent().version,
  },
};

export const transactionOperations = [
  defineOperation({
    id: 'transactions.createEphemeral',
    summary: 'Calculate tax for an invoice without saving anything',
    path: '/v1/seller/transactions/createEphemeral',
    auth: 'seller',
    body: createEphemeralBody,
    response: calculationResponse,
    writeAnswer: calculationJson,
    responseHeaders: CONTENT_VERSION_HEADER,
    conflicts: CALCULATION_CONFLICTS,
    handle: (c, body) => createEphemeral(c.app, c.seller, body),
  }),
  defineOperation({
    id: 'transactions.createOrUpdate',
    summary: 'Calculate and save a transaction; the same id updates it and bumps its version',
    path: '/v1/seller/transactions/createOrUpdate',
    auth: 'seller',
    body: createOrUpdateBody,
    response: createOrUpdateResponse,
    writeAnswer: calculationJson,
    responseHeaders: CONTENT_VERSION_HEADER,
    conflicts: CREATE_OR_UPDATE_CONFLICTS,
    handle: (c, body) => createOrUpdate(c.app, c.seller, body),
  }),
  defineOperation({
    id: 'transactions.createNegation',
    summary: 'Save the exact inverse of a transaction under a new id',
    path: '/v1/seller/transactions/createNegation',
    auth: 'seller',
    body: createNegationBody,
    response: emptyResponse,
    conflicts: CREATE_NEGATION_CONFLICTS,
    handle: (c, body) => createNegation(c.app, c.seller.id, body),
  }),
  defineOperation({
    id: 'transactions.get',
    summary: 'Get a transaction: its version and its normal or voided record',
    path: '/v1/seller/transactions/id:{transactionId}/get',
    auth: 'seller',
    body: emptyBody,
    response: transactionRecord,
    conflicts: GET_TRANSACTION_CONFLICTS,
    handle: (c) => getTransaction(c.app, c.seller.id, c.params.transactionId!),
  }),
  defineOperation({
    id: 'transactions.void',
    summary: 'Void a transaction; voiding a voided one changes nothing',
    path: '/v1/seller/transactions/id:{transactionId}/void',
    auth: 'seller',
    body: voidBody,
    response: emptyResponse,
    conflicts: VOID_CONFLICTS,
    handle: (c, body) => voidTransactionOp(c.app, c.seller.id, c.params.transactionId!, body.transactionExpectedVersion),
  }),
  defineOperation({
    id: 'transactions.list',
    summary: 'List transactions (premium): all, changed since a time, or of a filing',
    path: '/v1/seller/transactions/list',
    auth: 'seller',
    feature: { name: 'transactionsList', conflictType: 'listTransactionsApiNotEnabled' },
    body: listTransactionsBody,
    response: listTransactionsResponse,
    conflicts: CURSOR_CONFLICTS,
    handle: (c, body) => listTransactions(c.app, c.seller.id, body),
  }),
];
