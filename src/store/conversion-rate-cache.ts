// ECB reference rates in memory, one currency's history at a time, for converting sales into a
// threshold's currency on the save path without a database round trip per save.
import { Exact } from '../tax/exact.ts';
import { addDays, isoDate, type IsoDate } from '../tax/dates.ts';
import type { PrismaClient } from './database.ts';

/** A rate older than this many days before the sale is not used: rates would be missing, not stale. */
const MAX_RATE_AGE_DAYS = 7;
/** Histories are read again after this long, so rates loaded by another process are seen. */
const REFRESH_MS = 10 * 60_000;

interface History {
  days: IsoDate[];
  rates: Exact[];
  loadedAt: number;
}

export class ConversionRateCache {
  private readonly histories = new Map<string, History>();

  constructor(private readonly prisma: PrismaClient) {}

  /** Whether `currencyCode`'s history is in memory and fresh. */
  has(currencyCode: string): boolean {
    const h = this.histories.get(currencyCode);
    return h !== undefined && Date.now() - h.loadedAt < REFRESH_MS;
  }

  async load(currencyCodes: Iterable<string>): Promise<void> {
    for (const code of new Set(currencyCodes)) {
      if (this.has(code)) continue;
      const rows = await this.prisma.conversionRate.findMany({
        where: { currencyCode: code },
        orderBy: { date: 'asc' },
        select: { date: true, rate: true },
      });
      this.histories.set(code, {
        days: rows.map((r) => isoDate(r.date)),
        rates: rows.map((r) => Exact.parse(r.rate.toString())),
        loadedAt: Date.now(),
      });
    }
  }

  /** Forget every history (after rates are loaded in this process). */
  forget(): void {
    this.histories.clear();
  }

  /** 1 EUR in `currencyCode` on `day` (the latest rate on or before it, at most a week old); null when unknown or not loaded. */
  rateOn(currencyCode: string, day: IsoDate): Exact | null {
    const h = this.histories.get(currencyCode);
    if (h === undefined) return null;
    let lo = 0;
    let hi = h.days.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (h.days[mid]! <= day) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found < 0 || h.days[found]! < addDays(day, -MAX_RATE_AGE_DAYS)) return null;
    return h.rates[found]!;
  }
}
