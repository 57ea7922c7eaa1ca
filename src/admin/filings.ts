// Finalizing a filing (operators): its transactions are frozen, so later saves cannot change it.
import type { AppContext } from '../context.ts';
import { conflict, ok } from '../lib/result.ts';
import { editable, filingOf } from '../seller/filings/filings.ts';
import { finalizeFiling } from '../store/filings.ts';

export async function finalize(ctx: AppContext, sellerId: string, jurisId: string, jurisFilingId: string) {
  const filing = await filingOf(ctx, sellerId, jurisId, jurisFilingId);
  if (!filing.ok) return filing;
  const blocked = editable(filing.value);
  if (blocked !== null && blocked.type !== 'filingNotEditable') return conflict(blocked);
  if (filing.value.status === 'open') await finalizeFiling(ctx.prisma, filing.value.id);
  return ok({});
}
