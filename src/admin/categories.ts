// A seller's custom product tax categories, created by the operator: a standard category with
// per-jurisdiction overrides.
import type { AppContext } from '../context.ts';
import { newId } from '../lib/ids.ts';
import { conflict, ok, type Outcome } from '../lib/result.ts';
import { insertCustomCategory } from '../store/categories.ts';
import { isKnownJurisdictionId } from '../tax/index.ts';
import type { CreateCustomCategoryInput } from './schemas.ts';

export const CREATE_CUSTOM_CATEGORY_CONFLICTS = ['sellerIdNotFound', 'idAlreadyInUse', 'duplicateJurisIds', 'jurisNotFound'] as const;

export async function createCustomCategory(
  ctx: AppContext,
  sellerId: string,
  input: CreateCustomCategoryInput,
): Promise<Outcome<{ id: string }, typeof CREATE_CUSTOM_CATEGORY_CONFLICTS>> {
  const overrides = input.overrides ?? [];
  const ids = overrides.map((o) => o.jurisId);
  if (new Set(ids).size !== ids.length) return conflict({ type: 'duplicateJurisIds' });
  const unknown = ids.find((id) => !isKnownJurisdictionId(id));
  if (unknown !== undefined) return conflict({ type: 'jurisNotFound', message: `${unknown} is not a jurisdiction id Levy knows` });
  const id = input.id ?? newId('ptc');
  const outcome = await insertCustomCategory(ctx.prisma, sellerId, {
    id,
    name: input.name,
    standardCategoryId: input.standardCategoryId,
    overrides,
  });
  if (outcome === 'idTaken') return conflict({ type: 'idAlreadyInUse' });
  if (outcome === 'noSeller') return conflict({ type: 'sellerIdNotFound' });
  await ctx.sellerChanges.announce(sellerId);
  return ok({ id });
}
