import { resolveAddressBody, resolveAddressResponse, resolveSellerAddress } from '../../seller/address/resolve.ts';
import { defineOperation } from '../operation.ts';

export const addressOperations = [
  defineOperation({
    id: 'address.resolve',
    summary: 'Resolve an address to the jurisdictions that tax a sale there',
    path: '/v1/seller/address/resolve',
    auth: 'seller',
    body: resolveAddressBody,
    response: resolveAddressResponse,
    conflicts: ['addressCouldNotResolve', 'jurisNotFound', 'externalServiceError'],
    handle: (c, body) => resolveSellerAddress(c.app, c.seller, body),
  }),
];
