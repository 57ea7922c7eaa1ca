// Customers: create ahead of a first transaction, get, and list in ascending id order.
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { keysetCursor } from '../../lib/cursor.ts';
import { conflict, ok, type Result } from '../../lib/result.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import type { CreateCustomerInput, CustomerRecord, ListCustomersInput } from './schemas.ts';

const emailSchema = z.email();

export async function createCustomer(
  ctx: AppContext,
  sellerId: string,
  input: CreateCustomerInput,
): Promise<Result<Record<string, never>>> {
  if (input.emailAddress !== undefined && !emailSchema.safeParse(input.emailAddress).success) {
    return conflict({ type: 'invalidEmailAddress' });
  }
  try {
    await ctx.prisma.customer.create({
      data: { sellerId, id: input.id, name: input.name ?? null, emailAddress: input.emailAddress ?? null },
    });
  } catch (err) {
    if (isUniqueViolation(err)) return conflict({ type: 'idAlreadyInUse' });
    throw err;
  }
  return ok({});
}

export async function getCustomer(ctx: AppContext, sellerId: string, customerId: string): Promise<Result<CustomerRecord>> {
  const row = await ctx.prisma.customer.findUnique({ where: { sellerId_id: { sellerId, id: customerId } } });
  if (row === null) return conflict({ type: 'customerIdNotFound' });
  return ok(toRecord(row));
}

export async function listCustomers(
  ctx: AppContext,
  sellerId: string,
  input: ListCustomersInput,
): Promise<Result<{ customers: CustomerRecord[]; nextCursor: string | null; hasMore: boolean }>> {
  const cursor = keysetCursor(ctx.cursors, sellerId, 'customers');
  const after = cursor.after(input.cursor);
  if (after === null) return conflict({ type: 'invalidCursor' });
  const rows = await ctx.prisma.customer.findMany({
    where: { sellerId, ...(after !== undefined ? { id: { gt: after } } : {}) },
    orderBy: { id: 'asc' },
    take: input.limit + 1,
  });
  const { items, nextCursor, hasMore } = cursor.page(rows, input.limit, (row) => row.id);
  return ok({ customers: items.map(toRecord), nextCursor, hasMore });
}

function toRecord(row: { id: string; name: string | null; emailAddress: string | null }): CustomerRecord {
  return { id: row.id, name: row.name, emailAddress: row.emailAddress };
}
