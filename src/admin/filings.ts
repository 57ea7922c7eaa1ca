// Finalizing a filing (operators): its transactions are frozen, so later saves cannot change it.
import type { AppContext } from '../context.ts';
import { conflict, ok, type Outcome } from '../lib/result.ts';
import { editable, FILING_CONFLICTS, filingOf } from '../seller/filings/filings.ts';
import { finalizeFiling } from '../store/filings.ts';
import { findSeller } from '../store/sellers.ts';

/** A filing that is already final is finalized again without complaint (filingNotEditable is not an answer). */
export const FINALIZE_CONFLICTS = [
  'sellerIdNotFound',
  ...FILING_CONFLICTS,
  'filingIsBeingDeleted',
  'filingHasBackgroundOperation',
] as const;

export async function finalize(
  ctx: AppContext,
  sellerId: string,
  jurisId: string,
  jurisFilingId: string,
): Promise<Outcome<Record<string, never>, typeof FINALIZE_CONFLICTS>> {
  const filing = await filingOf(ctx, sellerId, jurisId, jurisFilingId);
  if (!filing.ok)
    return filing.conflict.type === 'filingNotFound' && (await findSeller(ctx.prisma, sellerId)) === null
      ? conflict({ type: 'sellerIdNotFound' })
      : filing;
  const blocked = editable(filing.value);
  if (blocked !== null && blocked.type !== 'filingNotEditable') return conflict({ ...blocked, type: blocked.type });
  if (filing.value.status === 'open') await finalizeFiling(ctx.prisma, filing.value.id);
  return ok({});
}
