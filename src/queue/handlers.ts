import { inboxSweeper } from '../processor/inbox-sweeper.ts';
import { invoiceWorker } from '../processor/invoice-worker.ts';
import type { JobHandler } from './worker-host.ts';

/**
 * Every background job kind Levy runs. `npm start` runs them all in the API process
 * (LEVY_WORKERS=inline); `npm run worker -- <queue>` runs one kind alone, for scaling out.
 */
export const jobHandlers: readonly JobHandler[] = [invoiceWorker as JobHandler, inboxSweeper];
