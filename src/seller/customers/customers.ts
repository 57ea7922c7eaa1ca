// Customers: create ahead of a first transaction, get, and list in ascending id order.
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CURSOR_CONFLICTS, keysetCursor } from '../../lib/cursor.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { customersAfter, findCustomer, insertCustomer } from '../../store/customers.ts';
import type { CreateCustomerInput, CustomerRecord, ListCustomersInput } from './schemas.ts';

const emailSchema = z.email();

export const CREATE_CUSTOMER_CONFLICTS = ['idAlreadyInUse', 'invalidEmailAddress'] as const;

export async function createCustomer(
  ctx: AppContext,
  sellerId: string,
  input: CreateCustomerInput,
): Promise<Outcome<Record<string, never>, typeof CREATE_CUSTOMER_CONFLICTS>> {
  if (input.emailAddress !== undefined && !emailSchema.safeParse(input.emailAddress).success) {
    return conflict({ type: 'invalidEmailAddress' });
  }
  const outcome = await insertCustomer(ctx.prisma, sellerId, {
    id: input.id,
    name: input.name ?? null,
    emailAddress: input.emailAddress ?? null,
  });
  return outcome === 'idTaken' ? conflict({ type: 'idAlreadyInUse' }) : ok({});
}

export const GET_CUSTOMER_CONFLICTS = ['customerIdNotFound'] as const;

export async function getCustomer(
  ctx: AppContext,
  sellerId: string,
  customerId: string,
): Promise<Outcome<CustomerRecord, typeof GET_CUSTOMER_CONFLICTS>> {
  const row = await findCustomer(ctx.prisma, sellerId, customerId);
  return row === null ? conflict({ type: 'customerIdNotFound' }) : ok(row);
}

export async function listCustomers(
  ctx: AppContext,
  sellerId: string,
  input: ListCustomersInput,
): Promise<Outcome<{ customers: CustomerRecord[]; nextCursor: string | null; hasMore: boolean }, typeof CURSOR_CONFLICTS>> {
  const cursor = keysetCursor(ctx.cursors, sellerId, 'customers');
  const after = cursor.after(input.cursor);
  if (after === null) return conflict({ type: 'invalidCursor' });
  const rows = await customersAfter(ctx.prisma, sellerId, after, input.limit + 1);
  const { items, nextCursor, hasMore } = cursor.page(rows, input.limit, (row) => row.id);
  return ok({ customers: items, nextCursor, hasMore });
}
