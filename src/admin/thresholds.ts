// `levy thresholds rebuild SELLER` and its admin operation.
import type { AppContext } from '../context.ts';
import { conflict, ok, type Result } from '../lib/result.ts';
import { rebuildThresholdSales, type RebuildReport } from '../seller/thresholds/rebuild.ts';
import { findSeller } from '../store/sellers.ts';

export async function rebuildThresholds(
  ctx: AppContext,
  sellerId: string,
  onProgress?: (p: { phase: string; done: number; total: number }) => void,
): Promise<Result<RebuildReport>> {
  if ((await findSeller(ctx.prisma, sellerId)) === null) return conflict({ type: 'sellerIdNotFound' });
  const total = (await ctx.prisma.transaction.count({ where: { sellerId } })) + (await ctx.prisma.importedSale.count({ where: { sellerId } }));
  const report = await rebuildThresholdSales(ctx, sellerId, onProgress ? (done) => onProgress({ phase: 'rebuild', done, total }) : undefined);
  ctx.thresholdWatch.touched(sellerId);
  return ok(report);
}
