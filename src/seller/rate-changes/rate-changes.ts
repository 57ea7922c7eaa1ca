// Rate changes ahead: the jurisdictions a seller sold in over the last 12 months whose rate changes
// within the next 90 days or changed within the last 30 (src/tax/rate-changes.ts; the built-in
// content's dated rows and those of the official tables an operator imported), each with the
// number of the seller's customers there. The console's attention page lists them; a daily check
// announces each (seller, jurisdiction, day) once, as the webhook event `taxRates.changed`, through
// the same signed deliveries as threshold alerts.
import type { JobsOptions } from 'bullmq';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import {
  customersPerJurisdiction,
  findEvent,
  markEventsQueued,
  recordNotices,
  sellersWithUnqueuedEvents,
  unqueuedEvents,
  type NoticeChange,
} from '../../store/rate-change-notices.ts';
import { sellersAfter } from '../../store/sellers.ts';
import { endpointsOf } from '../../store/threshold-alerts.ts';
import type { JurisdictionData } from '../../tax/content/types.ts';
import { isoDate, type IsoDate } from '../../tax/dates.ts';
import { builtInContent, rateChanges, rateChangeWindow, type RateChange } from '../../tax/index.ts';
import { DELIVERY_ATTEMPTS } from '../thresholds/alerts.ts';
import type { WEBHOOK_EVENT_TYPES } from '../webhook-endpoints/schemas.ts';

export const TAX_RATES_CHANGED = 'taxRates.changed' satisfies (typeof WEBHOOK_EVENT_TYPES)[number];
export const RATE_CHANGE_DELIVERY_QUEUE = 'rate-change-delivery';

/** A change as the seller sees it: `from` is the first day of the new rate; rates in percent. */
export type RateChangeAhead = NoticeChange;

export interface RateChangeOptions {
  /** The day the window is around (UTC today by default). */
  today?: IsoDate;
  /** Whose rates to compare (by default the built-in content's, with the rate overrides of the official tables imported). */
  jurisdictions?: readonly JurisdictionData[];
}

export interface RateChangeDelivery {
  eventId: string;
  endpointId: string;
}

async function changesAround(ctx: AppContext, options: RateChangeOptions): Promise<{ today: IsoDate; changes: RateChange[] }> {
  const today = options.today ?? isoDate(new Date());
  return { today, changes: rateChanges(options.jurisdictions ?? (await jurisdictionsInForce(ctx)), rateChangeWindow(today)) };
}

/** The built-in jurisdictions as the tax core answers them: an imported official table's rate overrides in place of the built-in rates. */
async function jurisdictionsInForce(ctx: AppContext): Promise<readonly JurisdictionData[]> {
  const builtIn = builtInContent().jurisdictions;
  const overrides = await ctx.importedTaxData.rateOverrides();
  return overrides === undefined || overrides.size === 0 ? builtIn : builtIn.map((j) => overrides.get(j.id) ?? j);
}

/** The same calendar day a year earlier (28 February for a 29th). */
function yearBefore(day: IsoDate): IsoDate {
  const back = `${String(Number(day.slice(0, 4)) - 1).padStart(4, '0')}${day.slice(4)}`;
  return back.endsWith('-02-29') ? back.replace(/29$/, '28') : back;
}

async function forSeller(ctx: AppContext, sellerId: string, today: IsoDate, changes: readonly RateChange[]): Promise<RateChangeAhead[]> {
  if (changes.length === 0) return [];
  const customers = await customersPerJurisdiction(ctx.prisma, sellerId, yearBefore(today), [...new Set(changes.map((c) => c.jurisId))]);
  return changes.flatMap((c) => {
    const touched = customers.get(c.jurisId);
    return touched === undefined
      ? []
      : [
          {
            jurisId: c.jurisId,
            name: c.name,
            from: c.day,
            oldRate: c.oldRate,
            newRate: c.newRate,
            source: c.source,
            customersTouched: touched,
          },
        ];
  });
}

/** The seller's rate changes ahead (and of the last 30 days), by day then jurisdiction. */
export async function listRateChangesAhead(ctx: AppContext, sellerId: string, options: RateChangeOptions = {}): Promise<RateChangeAhead[]> {
  const { today, changes } = await changesAround(ctx, options);
  return forSeller(ctx, sellerId, today, changes);
}

/**
 * Records the seller's changes not announced yet as one event, and queues the deliveries of every
 * event not queued yet to the endpoints subscribed to `taxRates.changed`. Running it again sends
 * nothing new.
 */
export async function checkRateChanges(
  ctx: AppContext,
  sellerId: string,
  retryBaseMs: number,
  options: RateChangeOptions = {},
): Promise<{ recorded: number; queuedEvents: number }> {
  const { today, changes } = await changesAround(ctx, options);
  return checkSeller(ctx, sellerId, retryBaseMs, today, changes);
}

/** The daily check of every seller; the changes are worked out once for all of them. */
export async function checkAllSellers(
  ctx: AppContext,
  retryBaseMs: number,
  options: RateChangeOptions = {},
): Promise<{ sellers: number; recorded: number }> {
  const { today, changes } = await changesAround(ctx, options);
  let sellers = 0;
  let recorded = 0;
  // Events recorded while the queue was away are queued now, changes or not.
  for (const sellerId of await sellersWithUnqueuedEvents(ctx.prisma)) await queueEvents(ctx, sellerId, retryBaseMs);
  if (changes.length === 0) return { sellers, recorded };
  for (let after: string | undefined; ; ) {
    const page = await sellersAfter(ctx.prisma, after, 500);
    for (const seller of page) {
      try {
        recorded += (await checkSeller(ctx, seller.id, retryBaseMs, today, changes)).recorded;
      } catch (err) {
        // The next day's check tries again; one seller does not hold up the others.
        ctx.log.warn({ err, sellerId: seller.id }, 'rate changes check failed for a seller');
      }
    }
    sellers += page.length;
    if (page.length < 500) return { sellers, recorded };
    after = page.at(-1)!.id;
  }
}

async function checkSeller(
  ctx: AppContext,
  sellerId: string,
  retryBaseMs: number,
  today: IsoDate,
  changes: readonly RateChange[],
): Promise<{ recorded: number; queuedEvents: number }> {
  const ahead = await forSeller(ctx, sellerId, today, changes);
  const recorded = await recordNotices(ctx.prisma, sellerId, newId('evt'), new Date(), ahead);
  return { recorded: recorded.length, queuedEvents: await queueEvents(ctx, sellerId, retryBaseMs) };
}

async function queueEvents(ctx: AppContext, sellerId: string, retryBaseMs: number): Promise<number> {
  const events = await unqueuedEvents(ctx.prisma, sellerId);
  if (events.length === 0) return 0;
  const endpoints = (await endpointsOf(ctx.prisma, sellerId)).filter((e) => e.events.includes(TAX_RATES_CHANGED));
  const options: JobsOptions = {
    attempts: DELIVERY_ATTEMPTS,
    backoff: { type: 'exponential', delay: retryBaseMs },
    removeOnComplete: true,
    removeOnFail: 10_000,
  };
  for (const eventId of events) {
    for (const endpoint of endpoints) {
      const job: RateChangeDelivery = { eventId, endpointId: endpoint.id };
      await ctx.queues.enqueue(RATE_CHANGE_DELIVERY_QUEUE, job, { ...options, jobId: `${eventId}-${endpoint.id}` });
    }
  }
  await markEventsQueued(ctx.prisma, sellerId, events);
  return events.length;
}

/** The body every delivery of an event sends, byte for byte; null when the event is gone (its seller deleted). */
export async function rateChangeEventBody(ctx: AppContext, eventId: string): Promise<{ sellerId: string; body: string } | null> {
  const event = await findEvent(ctx.prisma, eventId);
  if (event === null) return null;
  const body = JSON.stringify({
    id: event.id,
    type: TAX_RATES_CHANGED,
    createdAt: event.createdAt.toISOString(),
    sellerId: event.sellerId,
    changes: event.changes,
  });
  return { sellerId: event.sellerId, body };
}
