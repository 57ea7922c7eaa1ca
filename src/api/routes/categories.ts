import { listProductTaxCategories } from '../../seller/categories/categories.ts';
import { listCategoriesResponse } from '../../seller/categories/schemas.ts';
import { emptyBody } from '../../seller/common/schemas.ts';
import { defineOperation } from '../operation.ts';

export const categoryOperations = [
  defineOperation({
    id: 'productTaxCategories.list',
    summary: "List the standard product tax categories and the seller's custom ones",
    path: '/v1/seller/productTaxCategories/list',
    auth: 'seller',
    body: emptyBody,
    response: listCategoriesResponse,
    conflicts: [],
    handle: (c) => listProductTaxCategories(c.app, c.seller.id),
  }),
];
