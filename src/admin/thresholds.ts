// `levy thresholds rebuild SELLER` and its admin operation.
import type { AppContext } from '../context.ts';
import { conflict, ok, type Outcome } from '../lib/result.ts';
import { rebuildThresholdSales, type RebuildReport } from '../seller/thresholds/rebuild.ts';
import { findSeller } from '../store/sellers.ts';
import { salesRecordCount } from '../store/threshold-sales.ts';

export const REBUILD_THRESHOLDS_CONFLICTS = ['sellerIdNotFound'] as const;

export async function rebuildThresholds(
  ctx: AppContext,
  sellerId: string,
  onProgress?: (p: { phase: string; done: number; total: number }) => void,
): Promise<Outcome<RebuildReport, typeof REBUILD_THRESHOLDS_CONFLICTS>> {
  if ((await findSeller(ctx.prisma, sellerId)) === null) return conflict({ type: 'sellerIdNotFound' });
  const total = await salesRecordCount(ctx.prisma, sellerId);
  const report = await rebuildThresholdSales(
    ctx,
    sellerId,
    onProgress ? (done) => onProgress({ phase: 'rebuild', done, total }) : undefined,
  );
  ctx.thresholdWatch.touched(sellerId);
  return ok(report);
}
