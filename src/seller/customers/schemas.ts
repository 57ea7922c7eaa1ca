import { z } from 'zod';
import { cursorSchema, externalId, limitSchema } from '../common/schemas.ts';

export const customerRecord = z.object({
  id: z.string(),
  name: z.string().nullable(),
  emailAddress: z.string().nullable(),
});
export type CustomerRecord = z.output<typeof customerRecord>;

export const createCustomerBody = z.strictObject({
  id: externalId,
  name: z.string().max(255).optional(),
  // Checked by the use case: a malformed address is the API's 409 `invalidEmailAddress`.
  emailAddress: z.string().max(320).optional(),
});
export type CreateCustomerInput = z.output<typeof createCustomerBody>;

export const CUSTOMERS_LIST_MAX = 100;
export const CUSTOMERS_LIST_DEFAULT = 10;

export const listCustomersBody = z.strictObject({
  limit: limitSchema(CUSTOMERS_LIST_MAX, CUSTOMERS_LIST_DEFAULT),
  cursor: cursorSchema.optional(),
});
export type ListCustomersInput = z.output<typeof listCustomersBody>;

export const listCustomersResponse = z.object({
  customers: z.array(customerRecord),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
