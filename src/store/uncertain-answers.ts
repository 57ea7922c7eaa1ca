// Counts of calculations answered with localJurisdictionsUncertain, per seller and UTC day. The
// hot path only bumps a number in memory; the counts reach the database in one statement every few
// seconds (and on close), so an uncertain answer costs no database round trip.
import type { Logger } from 'pino';
import { isoDate } from '../tax/dates.ts';
import type { PrismaClient } from './database.ts';

const FLUSH_MS = 5_000;

export class UncertainAnswerCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly log: Logger,
  ) {}

  count(sellerId: string, at = new Date()): void {
    const key = `${sellerId}|${isoDate(at)}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  async flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([key, count]) => ({
      sellerId: key.slice(0, key.lastIndexOf('|')),
      day: key.slice(key.lastIndexOf('|') + 1),
      count,
    }));
    try {
      await this.prisma.$executeRaw`
        INSERT INTO uncertain_answer_counts ("sellerId", day, count)
        SELECT s, d::date, c FROM unnest(${rows.map((r) => r.sellerId)}::text[], ${rows.map((r) => r.day)}::text[], ${rows.map((r) => r.count)}::int[]) AS t(s, d, c)
        WHERE EXISTS (SELECT 1 FROM sellers WHERE id = s)
        ON CONFLICT ("sellerId", day) DO UPDATE SET count = uncertain_answer_counts.count + EXCLUDED.count`;
    } catch (err) {
      // Counts are a report, not money: losing one batch is logged, never fatal.
      this.log.warn({ err, rows: rows.length }, 'could not store counts of uncertain answers');
    }
  }
}

/** The seller's counts from `since` (inclusive), oldest first. */
export async function uncertainAnswerCounts(
  prisma: PrismaClient,
  sellerId: string,
  since: string,
): Promise<{ date: string; count: number }[]> {
  const rows = await prisma.uncertainAnswerCount.findMany({
    where: { sellerId, day: { gte: new Date(`${since}T00:00:00Z`) } },
    orderBy: { day: 'asc' },
  });
  return rows.map((r) => ({ date: isoDate(r.day), count: r.count }));
}
