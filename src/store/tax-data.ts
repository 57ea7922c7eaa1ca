// What a calculation needs from the database, loaded once per seller and kept in memory.
import type { PrismaClient } from './database.ts';

export async function loadSellerTaxRows(prisma: PrismaClient, sellerId: string) {
  const [registrations, products, categories, certificates] = await Promise.all([
    prisma.registration.findMany({ where: { sellerId }, select: { id: true, jurisId: true, collectingFrom: true, filingFrequency: true } }),
    prisma.product.findMany({ where: { sellerId }, select: { id: true, externalId: true, name: true, taxCategoryType: true, taxCategoryId: true } }),
    prisma.productTaxCategory.findMany({ where: { sellerId } }),
    prisma.certificate.findMany({ where: { sellerId, status: 'active' }, select: { customerId: true, jurises: true, effectiveDateBegin: true } }),
  ]);
  return { registrations, products, categories, certificates };
}

export function customerExists(prisma: PrismaClient, sellerId: string, customerId: string): Promise<boolean> {
  return prisma.customer.count({ where: { sellerId, id: customerId } }).then((n) => n > 0);
}
