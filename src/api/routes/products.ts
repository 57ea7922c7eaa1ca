import { emptyBody, emptyResponse } from '../../seller/common/schemas.ts';
import { CREATE_PRODUCT_CONFLICTS, createProduct, GET_PRODUCT_CONFLICTS, getProduct } from '../../seller/products/products.ts';
import { createProductBody, productRecord } from '../../seller/products/schemas.ts';
import { defineOperation } from '../operation.ts';

export const productOperations = [
  defineOperation({
    id: 'products.create',
    summary: 'Create a product with its tax category',
    path: '/v1/seller/products/create',
    auth: 'seller',
    body: createProductBody,
    response: emptyResponse,
    conflicts: CREATE_PRODUCT_CONFLICTS,
    handle: (c, body) => createProduct(c.app, c.seller.id, body),
  }),
  defineOperation({
    id: 'products.get',
    summary: 'Get a product by its external id',
    path: '/v1/seller/products/externalId:{externalId}/get',
    auth: 'seller',
    body: emptyBody,
    response: productRecord,
    conflicts: GET_PRODUCT_CONFLICTS,
    handle: (c) => getProduct(c.app, c.seller.id, c.params.externalId!),
  }),
];
