// `levy data update` on a schedule (TAX_DATA_UPDATE_EVERY_HOURS): the workers run the operator's
// command themselves, once per period across all processes, from the configured location. Each run
// is written to the audit log as the operator's would be (actor `schedule`) and counted in
// `levy_tax_data_update_sources_total`; a source that fails changes nothing and is logged with its
// reason, and the next run tries again. Unsetting the setting stops the runs; the schedule left in
// Redis runs once more if it is set again. An unreachable location is not retried within the period:
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
      const audit = (outcome: string, params: Record<string, string> = {}) =>
        recordAdminAction(ctx, { actor: SCHEDULE_ACTOR, operation: 'admin.taxData.update', params, outcome, sellerId: null });
      let result: Awaited<ReturnType<typeof updateTaxData>>;
      try {
        result = await updateTaxData(ctx, {});
      } catch (err) {
        // The import is one transaction, the last step that can fail: nothing was imported, and the next period tries again.
        await audit('error', { error: err instanceof Error ? err.message : String(err) }).catch((auditErr: unknown) =>
          ctx.log.error({ err: auditErr }, 'could not write the scheduled update to the audit log'),
        );
        throw err;
      }
      if (!result.ok) {
        await audit(result.conflict.type);
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
      // Per source, what happened and to which file: the audit log says what the schedule changed.
      await audit(
        'ok',
        Object.fromEntries(sources.map((s) => [`${s.state} ${s.kind}`, `${s.outcome}${s.fileName === null ? '' : ` ${s.fileName}`}`])),
      );
      const failed = sources.filter((s) => s.outcome === 'failed');
      if (failed.length > 0)
        ctx.log.warn({ failed }, 'scheduled tax data update: some sources were refused; the data in force is unchanged for them');
      else ctx.log.info({ sources }, 'scheduled tax data update');
      return { sources };
    },
  };
}
