// Rate changes ahead: who a seller sold to per jurisdiction (read from its transactions), and the
// rate changes already announced to it (one notice per seller, jurisdiction and day; the webhook
// event `taxRates.changed`).
import type { IsoDate } from '../tax/dates.ts';
import type { PrismaClient } from './database.ts';

/**
 * Per jurisdiction among `jurisIds`, how many distinct customers the seller's transactions with a
 * tax date from `since` on reached there: by customer id, else by the customer's address. Voided
 * transactions and negations do not count. Jurisdictions the seller did not sell in are absent.
 */
export async function customersPerJurisdiction(
  prisma: PrismaClient,
  sellerId: string,
  since: IsoDate,
  jurisIds: readonly string[],
): Promise<Map<string, number>> {
  if (jurisIds.length === 0) return new Map();
  // Every jurisdiction of a sale is in its record's jurisSummaries (exempt and not remitted ones too).
  const rows = await prisma.$queryRawUnsafe<{ jurisId: string; customers: number }[]>(
    `SELECT j.value->>'id' AS "jurisId",
            count(DISTINCT coalesce('id:' || t."customerId", 'address:' || (t.body->'addresses'->0->'address')::text))::int AS customers
       FROM transactions t
       CROSS JOIN LATERAL jsonb_array_elements(t.body->'jurisSummaries') AS j(value)
      WHERE t."sellerId" = $1 AND t.status = 'normal' AND t."negationOf" IS NULL AND t."taxDate" >= $2::date
        AND j.value->>'id' = ANY($3::text[])
      GROUP BY 1`,
    sellerId,
    since,
    [...jurisIds],
  );
  return new Map(rows.map((r) => [r.jurisId, Number(r.customers)]));
}

export interface NoticeChange {
  jurisId: string;
  name: string;
  /** The first day of the new rate. */
  from: IsoDate;
  oldRate: string;
  newRate: string;
  source: string;
  customersTouched: number;
}

/**
 * Records the changes not announced yet, all under `eventId`; answers those it recorded (a change
 * already recorded, by this or a concurrent check, is skipped).
 */
export async function recordNotices(
  prisma: PrismaClient,
  sellerId: string,
  eventId: string,
  createdAt: Date,
  changes: readonly NoticeChange[],
): Promise<NoticeChange[]> {
  if (changes.length === 0) return [];
  const rows = await prisma.$queryRawUnsafe<{ jurisId: string; day: string }[]>(
    `INSERT INTO rate_change_notices ("sellerId", "jurisId", day, "eventId", change, "createdAt")
     SELECT $1, c->>'jurisId', (c->>'from')::date, $2, c, $3::timestamptz FROM jsonb_array_elements($4::jsonb) AS c
     ON CONFLICT ("sellerId", "jurisId", day) DO NOTHING
     RETURNING "jurisId", day::text AS day`,
    sellerId,
    eventId,
    createdAt.toISOString(),
    JSON.stringify(changes),
  );
  const recorded = new Set(rows.map((r) => `${r.jurisId} ${r.day}`));
  return changes.filter((c) => recorded.has(`${c.jurisId} ${c.from}`));
}

/** The seller's events whose deliveries were not queued yet, oldest first. */
export async function unqueuedEvents(prisma: PrismaClient, sellerId: string): Promise<string[]> {
  const rows = await prisma.rateChangeNotice.findMany({
    where: { sellerId, queuedAt: null },
    orderBy: [{ createdAt: 'asc' }, { eventId: 'asc' }],
    select: { eventId: true },
  });
  return [...new Set(rows.map((r) => r.eventId))];
}

export async function markEventsQueued(prisma: PrismaClient, sellerId: string, eventIds: readonly string[]): Promise<void> {
  await prisma.rateChangeNotice.updateMany({
    where: { sellerId, eventId: { in: [...eventIds] }, queuedAt: null },
    data: { queuedAt: new Date() },
  });
}

/** An event's notices, in the order its body lists them (by day, then jurisdiction); null when none is left. */
export async function findEvent(
  prisma: PrismaClient,
  eventId: string,
): Promise<{ id: string; sellerId: string; createdAt: Date; changes: NoticeChange[] } | null> {
  const rows = await prisma.rateChangeNotice.findMany({ where: { eventId }, orderBy: [{ day: 'asc' }, { jurisId: 'asc' }] });
  if (rows.length === 0) return null;
  // Listed in a fixed key order (jsonb keeps its own).
  const changes = rows.map((r) => {
    const c = r.change as unknown as NoticeChange;
    return {
      jurisId: c.jurisId,
      name: c.name,
      from: c.from,
      oldRate: c.oldRate,
      newRate: c.newRate,
      source: c.source,
      customersTouched: c.customersTouched,
    };
  });
  return { id: eventId, sellerId: rows[0]!.sellerId, createdAt: rows[0]!.createdAt, changes };
}

/** Sellers with events whose deliveries were not queued yet (Redis was away when they were recorded). */
export async function sellersWithUnqueuedEvents(prisma: PrismaClient): Promise<string[]> {
  const rows = await prisma.rateChangeNotice.findMany({ where: { queuedAt: null }, distinct: ['sellerId'], select: { sellerId: true } });
  return rows.map((r) => r.sellerId);
}
