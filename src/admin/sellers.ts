// Seller onboarding: the functions behind both the admin HTTP API and the CLI.
import type { AppContext } from '../context.ts';
import { CURSOR_CONFLICTS, keysetCursor } from '../lib/cursor.ts';
import { newId } from '../lib/ids.ts';
import { conflict, ok, type Outcome } from '../lib/result.ts';
import { newApiKey } from '../seller/sellers/api-keys.ts';
import { recentUncertainAnswers } from '../seller/sellers/uncertain-answers.ts';
import { webhookPath } from '../integrations/stripe/webhook-events.ts';
import { isoDate } from '../tax/dates.ts';
import { isKnownJurisdictionId } from '../tax/index.ts';
import { electionOf } from '../store/seller-tax-data.ts';
import {
  findSeller,
  findSellerWithChildren,
  insertApiKey,
  insertRegistration,
  insertSellerWithKey,
  revokeApiKeyRow,
  sellersAfter,
  updateSellerFields,
} from '../store/sellers.ts';
import type { AddRegistrationInput, CreateSellerInput, SellerRecord, UpdateSellerInput } from './schemas.ts';

const SELLER_NOT_FOUND = { type: 'sellerIdNotFound' } as const;
const DEFAULT_RATE_LIMIT = 10;

export async function createSeller(
  ctx: AppContext,
  input: CreateSellerInput,
): Promise<Outcome<{ sellerId: string; apiKeyId: string; apiKey: string }, readonly []>> {
  const sellerId = newId('sel');
  const key = newApiKey();
  await insertSellerWithKey(
    ctx.prisma,
    {
      id: sellerId,
      name: input.name,
      accountingTimeZone: input.accountingTimeZone ?? null,
      businessAddress: input.businessAddress ?? null,
      features: input.features ?? [],
      rateLimitPerSecond: input.rateLimitPerSecond ?? DEFAULT_RATE_LIMIT,
      onUncertainLocalTax: input.onUncertainLocalTax ?? 'answer',
      alertEmail: input.alertEmail ?? null,
    },
    key.row,
  );
  return ok({ sellerId, ...key.issued });
}

export const GET_SELLER_CONFLICTS = ['sellerIdNotFound'] as const;
/** updateSeller answers with getSeller. */
export const UPDATE_SELLER_CONFLICTS = [...GET_SELLER_CONFLICTS] as const;

export async function updateSeller(
  ctx: AppContext,
  sellerId: string,
  input: UpdateSellerInput,
): Promise<Outcome<SellerRecord, typeof UPDATE_SELLER_CONFLICTS>> {
  // Only the fields present in the request change; null clears the zone or the address.
  const fields = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (!(await updateSellerFields(ctx.prisma, sellerId, fields))) return conflict(SELLER_NOT_FOUND);
  await ctx.sellerChanges.announce(sellerId);
  return getSeller(ctx, sellerId);
}

export async function getSeller(ctx: AppContext, sellerId: string): Promise<Outcome<SellerRecord, typeof GET_SELLER_CONFLICTS>> {
  const seller = await findSellerWithChildren(ctx.prisma, sellerId);
  if (seller === null) return conflict(SELLER_NOT_FOUND);
  return ok({
    id: seller.id,
    name: seller.name,
    accountingTimeZone: seller.accountingTimeZone,
    businessAddress: seller.businessAddress ?? null,
    features: seller.features,
    rateLimitPerSecond: seller.rateLimitPerSecond,
    onUncertainLocalTax: seller.onUncertainLocalTax === 'refuse' ? 'refuse' : 'answer',
    alertEmail: seller.alertEmail,
    uncertainLocalTaxAnswers: await recentUncertainAnswers(ctx, sellerId, 30),
    apiKeys: seller.apiKeys.map((k) => ({ id: k.id, createdAt: k.createdAt.toISOString(), revokedAt: k.revokedAt?.toISOString() ?? null })),
    registrations: seller.registrations.map((r) => ({
      id: r.id,
      jurisId: r.jurisId,
      collectingFrom: isoDate(r.collectingFrom),
      filingFrequency: r.filingFrequency,
      election: electionOf(r.election),
    })),
    integrations: seller.integrations.map((i) => ({ ...i, webhookPath: webhookPath(i.id) })),
  });
}

export async function listSellers(
  ctx: AppContext,
  input: { limit: number; cursor?: string | undefined },
): Promise<Outcome<{ sellers: { id: string; name: string }[]; nextCursor: string | null; hasMore: boolean }, typeof CURSOR_CONFLICTS>> {
  const cursor = keysetCursor(ctx.cursors, 'admin', 'sellers');
  const after = cursor.after(input.cursor);
  if (after === null) return conflict({ type: 'invalidCursor' });
  const { items, nextCursor, hasMore } = cursor.page(await sellersAfter(ctx.prisma, after, input.limit + 1), input.limit, (row) => row.id);
  return ok({ sellers: items, nextCursor, hasMore });
}

export const CREATE_API_KEY_CONFLICTS = ['sellerIdNotFound'] as const;

export async function createApiKey(
  ctx: AppContext,
  sellerId: string,
): Promise<Outcome<{ apiKeyId: string; apiKey: string }, typeof CREATE_API_KEY_CONFLICTS>> {
  const key = newApiKey();
  if ((await insertApiKey(ctx.prisma, { ...key.row, sellerId })) === 'noSeller') return conflict(SELLER_NOT_FOUND);
  return ok(key.issued);
}

export const REVOKE_API_KEY_CONFLICTS = ['sellerIdNotFound', 'apiKeyIdNotFound'] as const;

/** Idempotent: revoking a revoked key succeeds and keeps the first revocation time. */
export async function revokeApiKey(
  ctx: AppContext,
  sellerId: string,
  apiKeyId: string,
): Promise<Outcome<Record<string, never>, typeof REVOKE_API_KEY_CONFLICTS>> {
  if (!(await revokeApiKeyRow(ctx.prisma, sellerId, apiKeyId))) {
    // Like every admin operation, an unknown seller is named as such, not as a missing key.
    return conflict({ type: (await findSeller(ctx.prisma, sellerId)) === null ? 'sellerIdNotFound' : 'apiKeyIdNotFound' });
  }
  await ctx.sellerChanges.announce(sellerId);
  return ok({});
}

export const ADD_REGISTRATION_CONFLICTS = ['sellerIdNotFound', 'registrationAlreadyExists', 'jurisNotFound'] as const;

export async function addRegistration(
  ctx: AppContext,
  sellerId: string,
  input: AddRegistrationInput,
): Promise<Outcome<{ registrationId: string }, typeof ADD_REGISTRATION_CONFLICTS>> {
  if (!isKnownJurisdictionId(input.jurisId))
    return conflict({ type: 'jurisNotFound', message: `${input.jurisId} is not a jurisdiction id Levy knows` });
  const registrationId = newId('reg');
  const outcome = await insertRegistration(ctx.prisma, {
    id: registrationId,
    sellerId,
    jurisId: input.jurisId,
    collectingFrom: new Date(`${input.collectingFrom}T00:00:00Z`),
    filingFrequency: input.filingFrequency ?? 'quarterly',
    election: input.election ?? null,
  });
  if (outcome === 'noSeller') return conflict(SELLER_NOT_FOUND);
  if (outcome === 'exists') return conflict({ type: 'registrationAlreadyExists', jurisId: input.jurisId });
  await ctx.sellerChanges.announce(sellerId);
  return ok({ registrationId });
}
