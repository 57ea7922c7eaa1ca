// How often the seller's calculations may have lacked local taxes (localJurisdictionsUncertain),
// per day: where to import rate data, or to give fuller addresses.
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/result.ts';
import { uncertainAnswerCounts } from '../../store/uncertain-answers.ts';
import { addDays, isoDate } from '../../tax/dates.ts';

export const DAYS_SHOWN = 90;

export const listUncertainAnswersBody = z.strictObject({});
export const listUncertainAnswersResponse = z.object({
  /** UTC days with at least one uncertain answer (or refusal), oldest first, the last 90 days. */
  days: z.array(z.object({ date: z.string(), count: z.number().int() })),
});

export async function listUncertainAnswers(ctx: AppContext, sellerId: string) {
  return ok({ days: await recentUncertainAnswers(ctx, sellerId, DAYS_SHOWN) });
}

/** The seller's counts of the last `days` UTC days, oldest first (the operator's view shows them too). */
export async function recentUncertainAnswers(ctx: AppContext, sellerId: string, days: number): Promise<{ date: string; count: number }[]> {
  // Counts reach the database in batches; this process's own are written first.
  await ctx.uncertainAnswers.flush();
  return uncertainAnswerCounts(ctx.prisma, sellerId, addDays(isoDate(new Date()), -(days - 1)));
}
