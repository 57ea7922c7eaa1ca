// First start on a fresh database: a demo seller to try the API with. Never in production.
import { createSeller } from '../admin/sellers.ts';
import type { AppContext } from '../context.ts';
import { FEATURES } from '../seller/sellers/context.ts';
import { countSellers } from '../store/sellers.ts';

export async function createDemoSellerIfEmpty(ctx: AppContext): Promise<{ sellerId: string; apiKey: string } | null> {
  if ((await countSellers(ctx.prisma)) > 0) return null;
  const created = await createSeller(ctx, {
    name: 'Demo Seller',
    accountingTimeZone: 'America/Los_Angeles',
    businessAddress: { country: 'US', line1: '1 Market St', city: 'San Francisco', region: 'CA', postalCode: '94105' },
    features: [...FEATURES],
  });
  if (!created.ok) throw new Error(`could not create the demo seller: ${created.conflict.type}`);
  return created.value;
}
