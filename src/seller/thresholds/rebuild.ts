// `levy thresholds rebuild SELLER`: the seller's threshold figures recomputed from scratch, from
// every stored transaction and imported sale, with today's reference rates. The incremental figures
// must equal these (a test compares them on randomised histories); after an upgrade, or after
// reference rates were loaded for days that had none, a rebuild brings every figure up to date.
import type { AppContext } from '../../context.ts';
import {
  allDailyFigures,
  importedSaleExposurePage,
  keepImportedSaleExposure,
  keepTransactionExposure,
  replaceFigures,
  transactionExposurePage,
  type ExposureSourceRow,
} from '../../store/threshold-sales.ts';
import { isoDate } from '../../tax/dates.ts';
import type { ExposureEntry } from '../../tax/thresholds/index.ts';
import { exposureWithRates } from './exposure.ts';

const PAGE = 2_000;

export interface RebuildReport {
  transactions: number;
  importedSales: number;
  /** Daily figures that differed from the incremental ones before the rebuild. */
  changedDays: number;
}

export async function rebuildThresholdSales(ctx: AppContext, sellerId: string, progress?: (done: number) => void): Promise<RebuildReport> {
  const sums = new Map<string, ExposureEntry>();
  const add = (entries: ExposureEntry[]) => {
    for (const e of entries) {
      const key = `${e.j}\u0000${e.d}`;
      const sum = sums.get(key);
      if (sum === undefined) sums.set(key, { ...e });
      else {
        sum.g += e.g;
        sum.t += e.t;
        sum.n += e.n;
        sum.u += e.u;
      }
    }
  };
  const transactions = await recompute<bigint>(ctx, add, -1n, {
    page: (after) => transactionExposurePage(ctx.prisma, sellerId, after, PAGE),
    keep: (keys, exposures) => keepTransactionExposure(ctx.prisma, keys, exposures),
    progress: (done) => progress?.(done),
  });
  const importedSales = await recompute<string>(ctx, add, '', {
    page: (after) => importedSaleExposurePage(ctx.prisma, sellerId, after, PAGE),
    keep: (ids, exposures) => keepImportedSaleExposure(ctx.prisma, sellerId, ids, exposures),
    progress: (done) => progress?.(transactions + done),
  });
  const rebuilt = [...sums.values()].filter((e) => e.g !== 0 || e.t !== 0 || e.n !== 0 || e.u !== 0);
  const changedDays = differences(await allDailyFigures(ctx.prisma, sellerId), rebuilt);
  await replaceFigures(ctx.prisma, sellerId, rebuilt);
  return { transactions, importedSales, changedDays };
}

/**
 * Recomputes the exposure of every row of one kind (transactions, imported sales), page by page in
 * id order: adds it to the sums and writes it back where it differs, so that each row's next
 * change subtracts exactly what it added. Answers the number of rows.
 */
async function recompute<Id>(
  ctx: AppContext,
  add: (entries: ExposureEntry[]) => void,
  start: Id,
  rows: {
    page(after: Id): Promise<ExposureSourceRow<Id>[]>;
    keep(ids: Id[], exposures: string): Promise<unknown>;
    progress(done: number): void;
  },
): Promise<number> {
  let done = 0;
  for (let after = start; ; ) {
    const page = await rows.page(after);
    if (page.length === 0) return done;
    const changed: { id: Id; exposure: ExposureEntry[] }[] = [];
    for (const row of page) {
      const exposure =
        row.record === null ? [] : await exposureWithRates(ctx.conversionRates, row.record, row.currencyCode, isoDate(row.day));
      if (JSON.stringify(exposure) !== JSON.stringify(row.exposure)) changed.push({ id: row.id, exposure });
      add(exposure);
    }
    if (changed.length > 0)
      await rows.keep(
        changed.map((c) => c.id),
        JSON.stringify(changed.map((c) => c.exposure)),
      );
    done += page.length;
    rows.progress(done);
    after = page.at(-1)!.id;
  }
}

function differences(current: Awaited<ReturnType<typeof allDailyFigures>>, rebuilt: ExposureEntry[]): number {
  let changed = 0;
  const seen = new Set<string>();
  for (const e of rebuilt) {
    seen.add(`${e.j}\u0000${e.d}`);
    const f = current.get(e.j)?.get(e.d);
    if (f === undefined || f.gross !== e.g || f.taxable !== e.t || f.transactionCount !== e.n || f.unconvertedCount !== e.u) changed++;
  }
  for (const [j, days] of current) {
    for (const [d, f] of days) {
      if (!seen.has(`${j}\u0000${d}`) && (f.gross !== 0 || f.taxable !== 0 || f.transactionCount !== 0 || f.unconvertedCount !== 0))
        changed++;
    }
  }
  return changed;
}
