// Every background job kind Levy runs, bound to one process's services. `npm start` runs them all
// in the API process (LEVY_WORKERS=inline); `npm run worker -- <queue>` runs some alone, for
// scaling out.
import type { AppContext } from '../context.ts';
import { inboxSweeper } from '../integrations/stripe/inbox-sweeper.ts';
import { invoiceJobHandler } from '../integrations/stripe/invoice-job.ts';
import type { StripeServices } from '../integrations/stripe/services.ts';
import type { JobHandler } from '../queue/worker-host.ts';

export function jobHandlers(ctx: AppContext, stripe: StripeServices): JobHandler[] {
  return [invoiceJobHandler(ctx, stripe) as JobHandler, inboxSweeper(ctx)];
}
