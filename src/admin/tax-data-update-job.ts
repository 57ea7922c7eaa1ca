// `levy data update` on a schedule (TAX_DATA_UPDATE_EVERY_HOURS): the workers run the operator's
// command themselves, once per period across all processes, from the configured location. Each run
// is written to the audit log as the operator's would be (actor `schedule`) and counted in
// `levy_tax_data_update_sources_total`; a source that fails changes nothing and is logged with its
// reason, and the next run tries again. An unreachable location is not retried within the period:
// the publisher's page being down for an hour is no reason to hammer it.
import type { AppContext } from '../context.ts';
import type { JobHandler } from '../queue/worker-host.ts';
import { recordAdminAction } from './audit-log.ts';
import { updateTaxData } from './tax-data-update.ts';

export const TAX_DATA_UPDATE_QUEUE = 'tax-data-update';
export const SCHEDULE_ACTOR = 'schedule';

export function taxDataUpdateHandler(ctx: AppContext, everyMs: number): JobHandler {
  return {
    queue: TAX_DATA_UPDATE_QUEUE,
    concurrency: 1,
    schedule: { everyMs },
    async process() {
      const result = await updateTaxData(ctx, {});
      await recordAdminAction(ctx, {
        actor: SCHEDULE_ACTOR,
        operation: 'admin.taxData.update',
        params: {},
        outcome: result.ok ? 'ok' : result.conflict.type,
        sellerId: null,
      });
      if (!result.ok) {
        ctx.log.warn({ reason: result.conflict.message }, 'scheduled tax data update: the location could not be read');
        return { unreachable: result.conflict.message };
      }
      const sources = result.value.sources.map((s) => ({
        kind: s.kind,
        state: s.state,
        outcome: s.outcome,
        fileName: s.fileName,
        reason: s.reason,
      }));
      const failed = sources.filter((s) => s.outcome === 'failed');
      if (failed.length > 0)
        ctx.log.warn({ failed }, 'scheduled tax data update: some sources were refused; the data in force is unchanged for them');
      else ctx.log.info({ sources }, 'scheduled tax data update');
      return { sources };
    },
  };
}
