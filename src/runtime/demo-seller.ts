// First start on a fresh database: a demo seller to try the API with. Never in production.
import { addRegistration, createSeller } from '../admin/sellers.ts';
import { createProduct } from '../seller/products/products.ts';
import type { AppContext } from '../context.ts';
import { FEATURES } from '../seller/sellers/profile.ts';
import { countSellers } from '../store/sellers.ts';

export async function createDemoSellerIfEmpty(ctx: AppContext): Promise<{ sellerId: string; apiKey: string } | null> {
  if ((await countSellers(ctx.prisma)) > 0) return null;
  const created = await createSeller(ctx, {
    name: 'Demo Seller',
    accountingTimeZone: 'America/Los_Angeles',
    businessAddress: { country: 'US', line1: '1 Market St', city: 'San Francisco', region: 'CA', postalCode: '94105' },
    features: [...FEATURES],
  });
  // Registered where most SaaS sellers start collecting, with one product, so a first
  // calculation shows tax.
  for (const jurisId of ['us-CA', 'us-NY', 'us-TX', 'us-WA']) {
    await addRegistration(ctx, created.value.sellerId, { jurisId, collectingFrom: '2020-01-01', filingFrequency: 'monthly' });
  }
  await createProduct(ctx, created.value.sellerId, {
    externalId: 'demo-saas',
    taxCategoryId: { type: 'standard', id: 'saasBusiness' },
    name: 'Demo SaaS plan',
  });
  return created.value;
}
