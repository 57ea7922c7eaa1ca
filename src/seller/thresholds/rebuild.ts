// `levy thresholds rebuild SELLER`: the seller's threshold figures recomputed from scratch, from
// every stored transaction and imported sale, with today's reference rates. The incremental figures
// must equal these (a test compares them on randomised histories); after an upgrade, or after
// reference rates were loaded for days that had none, a rebuild brings every figure up to date.
import type { AppContext } from '../../context.ts';
import { allDailyFigures, replaceFigures } from '../../store/threshold-sales.ts';
import type { IsoDate } from '../../tax/dates.ts';
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
  let transactions = 0;
  for (let after = -1n; ; ) {
    const rows = await ctx.prisma.$queryRawUnsafe<{ key: bigint; status: string; currencyCode: string; accountingDate: Date; body: unknown; exposure: unknown }[]>(
      `SELECT key, status, "currencyCode", "accountingDate", body, exposure FROM transactions WHERE "sellerId" = $1 AND key > $2 ORDER BY key LIMIT ${PAGE}`,
      sellerId,
      after,
    );
    if (rows.length === 0) break;
    const changed: { key: bigint; exposure: ExposureEntry[] }[] = [];
    for (const row of rows) {
      const exposure = row.status === 'voided' ? [] : await exposureWithRates(ctx.conversionRates, row.body, row.currencyCode, dayOf(row.accountingDate));
      if (JSON.stringify(exposure) !== JSON.stringify(row.exposure)) changed.push({ key: row.key, exposure });
      add(exposure);
    }
    // Each row keeps what it adds, so that its next save subtracts exactly that.
    if (changed.length > 0) {
      await ctx.prisma.$executeRawUnsafe(
        `UPDATE transactions t SET exposure = c.exposure FROM (SELECT unnest($1::bigint[]) AS key, jsonb_array_elements($2::jsonb) AS exposure) c WHERE t.key = c.key`,
        changed.map((c) => c.key),
        JSON.stringify(changed.map((c) => c.exposure)),
      );
    }
    transactions += rows.length;
    progress?.(transactions);
    after = rows.at(-1)!.key;
  }
  let importedSales = 0;
  for (let after = ''; ; ) {
    const rows = await ctx.prisma.$queryRawUnsafe<{ externalId: string; currencyCode: string; day: Date; record: unknown; exposure: unknown }[]>(
      `SELECT "externalId", "currencyCode", day, record, exposure FROM imported_sales WHERE "sellerId" = $1 AND "externalId" > $2 ORDER BY "externalId" LIMIT ${PAGE}`,
      sellerId,
      after,
    );
    if (rows.length === 0) break;
    const changed: { externalId: string; exposure: ExposureEntry[] }[] = [];
    for (const row of rows) {
      const exposure = await exposureWithRates(ctx.conversionRates, row.record, row.currencyCode, dayOf(row.day));
      if (JSON.stringify(exposure) !== JSON.stringify(row.exposure)) changed.push({ externalId: row.externalId, exposure });
      add(exposure);
    }
    if (changed.length > 0) {
      await ctx.prisma.$executeRawUnsafe(
        `UPDATE imported_sales s SET exposure = c.exposure FROM (SELECT unnest($2::text[]) AS id, jsonb_array_elements($3::jsonb) AS exposure) c WHERE s."sellerId" = $1 AND s."externalId" = c.id`,
        sellerId,
        changed.map((c) => c.externalId),
        JSON.stringify(changed.map((c) => c.exposure)),
      );
    }
    importedSales += rows.length;
    progress?.(transactions + importedSales);
    after = rows.at(-1)!.externalId;
  }
  const rebuilt = [...sums.values()].filter((e) => e.g !== 0 || e.t !== 0 || e.n !== 0 || e.u !== 0);
  const changedDays = differences(await allDailyFigures(ctx.prisma, sellerId), rebuilt);
  await replaceFigures(ctx.prisma, sellerId, rebuilt);
  return { transactions, importedSales, changedDays };
}

const dayOf = (date: Date): IsoDate => date.toISOString().slice(0, 10);

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
      if (!seen.has(`${j}\u0000${d}`) && (f.gross !== 0 || f.taxable !== 0 || f.transactionCount !== 0 || f.unconvertedCount !== 0)) changed++;
    }
  }
  return changed;
}
