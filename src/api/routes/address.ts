import {
  RESOLVE_ADDRESS_CONFLICTS,
  resolveAddressBody,
  resolveAddressResponse,
  resolveSellerAddress,
} from '../../seller/address/resolve.ts';
import { listUncertainAnswers, listUncertainAnswersBody, listUncertainAnswersResponse } from '../../seller/sellers/uncertain-answers.ts';
import { defineOperation } from '../operation.ts';

export const addressOperations = [
  defineOperation({
    id: 'address.resolve',
    summary: 'Resolve an address to the jurisdictions that tax a sale there',
    path: '/v1/seller/address/resolve',
    auth: 'seller',
    body: resolveAddressBody,
    response: resolveAddressResponse,
    conflicts: RESOLVE_ADDRESS_CONFLICTS,
    handle: (c, body) => resolveSellerAddress(c.app, c.seller, body),
  }),
];

export const uncertainAnswerOperations = [
  defineOperation({
    id: 'uncertainLocalTaxAnswers.list',
    summary: 'Count, per day, the calculations answered with localJurisdictionsUncertain (local taxes possibly missing)',
    path: '/v1/seller/uncertainLocalTaxAnswers/list',
    auth: 'seller',
    body: listUncertainAnswersBody,
    response: listUncertainAnswersResponse,
    conflicts: [],
    handle: (c) => listUncertainAnswers(c.app, c.seller.id),
  }),
];
