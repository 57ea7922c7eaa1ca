import { defineOperation } from '../operation.ts';
import { emptyBody } from '../../seller/common/schemas.ts';
import { createCustomer, getCustomer, listCustomers } from '../../seller/customers/customers.ts';
import {
  createCustomerBody,
  customerRecord,
  listCustomersBody,
  listCustomersResponse,
} from '../../seller/customers/schemas.ts';

export const customerOperations = [
  defineOperation({
    id: 'customers.create',
    summary: 'Create a customer ahead of its first transaction',
    path: '/v1/seller/customers/create',
    auth: 'seller',
    body: createCustomerBody,
    conflicts: ['idAlreadyInUse', 'invalidEmailAddress'],
    handle: (c, body) => createCustomer(c.app, c.seller.id, body),
  }),
  defineOperation({
    id: 'customers.get',
    summary: 'Get a customer',
    path: '/v1/seller/customers/id:{customerId}/get',
    auth: 'seller',
    body: emptyBody,
    response: customerRecord,
    conflicts: ['customerIdNotFound'],
    handle: (c) => getCustomer(c.app, c.seller.id, c.params.customerId!),
  }),
  defineOperation({
    id: 'customers.list',
    summary: 'List customers in ascending id order',
    path: '/v1/seller/customers/list',
    auth: 'seller',
    body: listCustomersBody,
    response: listCustomersResponse,
    conflicts: ['invalidCursor'],
    handle: (c, body) => listCustomers(c.app, c.seller.id, body),
  }),
];
