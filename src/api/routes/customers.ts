import { defineOperation } from '../operation.ts';
import { emptyBody, emptyResponse } from '../../seller/common/schemas.ts';
import {
  CREATE_CUSTOMER_CONFLICTS,
  createCustomer,
  GET_CUSTOMER_CONFLICTS,
  getCustomer,
  listCustomers,
} from '../../seller/customers/customers.ts';
import { CURSOR_CONFLICTS } from '../../lib/cursor.ts';
import { createCustomerBody, customerRecord, listCustomersBody, listCustomersResponse } from '../../seller/customers/schemas.ts';

export const customerOperations = [
  defineOperation({
    id: 'customers.create',
    summary: 'Create a customer ahead of its first transaction',
    path: '/v1/seller/customers/create',
    auth: 'seller',
    body: createCustomerBody,
    response: emptyResponse,
    conflicts: CREATE_CUSTOMER_CONFLICTS,
    handle: (c, body) => createCustomer(c.app, c.seller.id, body),
  }),
  defineOperation({
    id: 'customers.get',
    summary: 'Get a customer',
    path: '/v1/seller/customers/id:{customerId}/get',
    auth: 'seller',
    body: emptyBody,
    response: customerRecord,
    conflicts: GET_CUSTOMER_CONFLICTS,
    handle: (c) => getCustomer(c.app, c.seller.id, c.params.customerId!),
  }),
  defineOperation({
    id: 'customers.list',
    summary: 'List customers in ascending id order',
    path: '/v1/seller/customers/list',
    auth: 'seller',
    body: listCustomersBody,
    response: listCustomersResponse,
    conflicts: CURSOR_CONFLICTS,
    handle: (c, body) => listCustomers(c.app, c.seller.id, body),
  }),
];
