// Every background job kind Levy runs, bound to one process's services. `npm start` runs them all
// in the API process (LEVY_WORKERS=inline); `npm run worker -- <queue>` runs some alone, for
// scaling out.
import type { AppContext } from '../context.ts';
import { inboxSweeper } from '../integrations/stripe/inbox-sweeper.ts';
import { invoiceJobHandler } from '../integrations/stripe/invoice-job.ts';
import type { StripeServices } from '../integrations/stripe/services.ts';
import type { JobHandler } from '../queue/worker-host.ts';
import type { Config } from '../config.ts';
import { thresholdDeliveryHandler, thresholdEvaluationHandler } from '../seller/thresholds/alerts.ts';
import { rateChangeCheckHandler, rateChangeDeliveryHandler } from '../seller/rate-changes/jobs.ts';
import { taxDataUpdateHandler } from '../admin/tax-data-update-job.ts';

export function jobHandlers(
  ctx: AppContext,
  stripe: StripeServices,
  config: Pick<Config, 'alertRetryBaseMs' | 'taxDataUpdateEveryMs'>,
): JobHandler[] {
  return [
    invoiceJobHandler(ctx, stripe) as JobHandler,
    inboxSweeper(ctx),
    thresholdEvaluationHandler(ctx, config.alertRetryBaseMs) as JobHandler,
    thresholdDeliveryHandler(ctx) as JobHandler,
    rateChangeCheckHandler(ctx, config.alertRetryBaseMs),
    rateChangeDeliveryHandler(ctx) as JobHandler,
    ...(config.taxDataUpdateEveryMs === null ? [] : [taxDataUpdateHandler(ctx, config.taxDataUpdateEveryMs)]),
  ];
}
