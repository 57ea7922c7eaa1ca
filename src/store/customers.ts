// Customers are keyed by (sellerId, id); every function takes the seller.
import type { PrismaClient } from './database.ts';
import { isUniqueViolation } from './errors.ts';

export interface CustomerRow {
  id: string;
  name: string | null;
  emailAddress: string | null;
}

const columns = { id: true, name: true, emailAddress: true } as const;

export async function insertCustomer(prisma: PrismaClient, sellerId: string, row: CustomerRow): Promise<'created' | 'idTaken'> {
  try {
    await prisma.customer.create({ data: { sellerId, ...row } });
    return 'created';
  } catch (err) {
    if (isUniqueViolation(err)) return 'idTaken';
    throw err;
  }
}

export function findCustomer(prisma: PrismaClient, sellerId: string, id: string): Promise<CustomerRow | null> {
  return prisma.customer.findUnique({ where: { sellerId_id: { sellerId, id } }, select: columns });
}

/** Up to `take` customers with ids above `after`, in ascending (code-point) id order. */
export function customersAfter(prisma: PrismaClient, sellerId: string, after: string | undefined, take: number): Promise<CustomerRow[]> {
  return prisma.customer.findMany({
    where: { sellerId, ...(after !== undefined ? { id: { gt: after } } : {}) },
    orderBy: { id: 'asc' },
    take,
    select: columns,
  });
}

export function customerExists(prisma: PrismaClient, sellerId: string, customerId: string): Promise<boolean> {
  return prisma.customer.count({ where: { sellerId, id: customerId } }).then((n) => n > 0);
}
