// Product mappings: a billing system's product ids (sourceId) -> Levy products (targetId), per integration.
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { findProduct } from '../../store/products.ts';
import { integrationOfSeller } from './store/integrations.ts';
import { mappingsOf, putMapping } from './store/mappings.ts';

export const addMappingBody = z.strictObject({
  sourceId: z.string().min(1).max(255),
  targetId: z.string().min(1).max(255),
  shouldOverwrite: z.boolean().optional(),
});

const INTEGRATION_NOT_FOUND = { type: 'integrationIdNotFound' } as const;

export const LIST_MAPPINGS_CONFLICTS = ['integrationIdNotFound'] as const;

export async function listMappings(
  ctx: AppContext,
  sellerId: string,
  integrationId: string,
): Promise<Outcome<Record<string, string>[], typeof LIST_MAPPINGS_CONFLICTS>> {
  if ((await integrationOfSeller(ctx.prisma, sellerId, integrationId)) === null) return conflict(INTEGRATION_NOT_FOUND);
  return ok((await mappingsOf(ctx.prisma, integrationId)).map((m) => ({ [m.sourceId]: m.targetId })));
}

export const ADD_MAPPING_CONFLICTS = ['integrationIdNotFound', 'sourceIdAlreadyMapped', 'targetIdNotFound'] as const;

export async function addMapping(
  ctx: AppContext,
  sellerId: string,
  integrationId: string,
  input: z.output<typeof addMappingBody>,
): Promise<Outcome<Record<string, never>, typeof ADD_MAPPING_CONFLICTS>> {
  if ((await integrationOfSeller(ctx.prisma, sellerId, integrationId)) === null) return conflict(INTEGRATION_NOT_FOUND);
  const product = await findProduct(ctx.prisma, sellerId, input.targetId);
  if (product === null) return conflict({ type: 'targetIdNotFound' });
  const outcome = await putMapping(
    ctx.prisma,
    { sellerId, integrationId, sourceId: input.sourceId, targetProductId: product.id },
    input.shouldOverwrite === true,
  );
  if (outcome === 'alreadyMapped') return conflict({ type: 'sourceIdAlreadyMapped' });
  // Invoice workers hold mappings in memory.
  await ctx.sellerChanges.announce(sellerId);
  return ok({});
}
