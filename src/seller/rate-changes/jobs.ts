// The jobs of rate changes ahead: the daily check of every seller, and the delivery of one
// `taxRates.changed` event to one endpoint, signed and retried like a threshold alert.
import type { Job } from 'bullmq';
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../queue/worker-host.ts';
import { findEndpoint } from '../../store/threshold-alerts.ts';
import { postEvent } from '../thresholds/alerts.ts';
import { checkAllSellers, RATE_CHANGE_DELIVERY_QUEUE, rateChangeEventBody, type RateChangeDelivery } from './rate-changes.ts';

export const RATE_CHANGE_CHECK_QUEUE = 'rate-change-check';
const CHECK_EVERY_MS = 24 * 3600_000;

/** Once a day (and when a process first schedules it), across all worker processes together. */
export function rateChangeCheckHandler(ctx: AppContext, retryBaseMs: number): JobHandler {
  return {
    queue: RATE_CHANGE_CHECK_QUEUE,
    concurrency: 1,
    schedule: { everyMs: CHECK_EVERY_MS },
    process: () => checkAllSellers(ctx, retryBaseMs),
  };
}

export function rateChangeDeliveryHandler(ctx: AppContext): JobHandler<RateChangeDelivery> {
  return {
    queue: RATE_CHANGE_DELIVERY_QUEUE,
    concurrency: 4,
    async process(job: Job<RateChangeDelivery>) {
      const event = await rateChangeEventBody(ctx, job.data.eventId);
      if (event === null) return { skipped: 'event gone' };
      const endpoint = await findEndpoint(ctx.prisma, event.sellerId, job.data.endpointId);
      if (endpoint === null) return { skipped: 'endpoint deleted' };
      return { delivered: await postEvent(ctx, endpoint, event.body) };
    },
  };
}
