// Seller onboarding: the functions behind both the admin HTTP API and the CLI.
import Stripe from 'stripe';
import type { AppContext } from '../context.ts';
import { keysetCursor } from '../lib/cursor.ts';
import { newId } from '../lib/ids.ts';
import { conflict, ok, type Result } from '../lib/result.ts';
import { encryptSecret } from '../lib/secrets.ts';
import { newApiKey } from '../seller/sellers/api-keys.ts';
import { stripeClientOptions } from '../processor/stripe-client.ts';
import { isKnownJurisdictionId } from '../tax/index.ts';
import {
  findSeller,
  findSellerWithChildren,
  insertApiKey,
  insertIntegration,
  insertRegistration,
  insertSellerWithKey,
  revokeApiKeyRow,
  sellersAfter,
  updateSellerFields,
} from '../store/sellers.ts';
import type {
  AddRegistrationInput,
  CreateIntegrationInput,
  CreateSellerInput,
  SellerRecord,
  UpdateSellerInput,
} from './schemas.ts';

const SELLER_NOT_FOUND = { type: 'sellerIdNotFound' } as const;
const DEFAULT_RATE_LIMIT = 10;

export function webhookPath(integrationId: string): string {
  return `/v1/integrations/id:${integrationId}/webhook`;
}

export async function createSeller(ctx: AppContext, input: CreateSellerInput): Promise<Result<{ sellerId: string; apiKeyId: string; apiKey: string }>> {
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
    },
    key.row,
  );
  return ok({ sellerId, ...key.issued });
}

export async function updateSeller(ctx: AppContext, sellerId: string, input: UpdateSellerInput): Promise<Result<SellerRecord>> {
  // Only the fields present in the request change; null clears the zone or the address.
  const fields = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (!(await updateSellerFields(ctx.prisma, sellerId, fields))) return conflict(SELLER_NOT_FOUND);
  await ctx.sellerChanged(sellerId);
  return getSeller(ctx, sellerId);
}

export async function getSeller(ctx: AppContext, sellerId: string): Promise<Result<SellerRecord>> {
  const seller = await findSellerWithChildren(ctx.prisma, sellerId);
  if (seller === null) return conflict(SELLER_NOT_FOUND);
  return ok({
    id: seller.id,
    name: seller.name,
    accountingTimeZone: seller.accountingTimeZone,
    businessAddress: seller.businessAddress ?? null,
    features: seller.features,
    rateLimitPerSecond: seller.rateLimitPerSecond,
    apiKeys: seller.apiKeys.map((k) => ({ id: k.id, createdAt: k.createdAt.toISOString(), revokedAt: k.revokedAt?.toISOString() ?? null })),
    registrations: seller.registrations.map((r) => ({
      id: r.id,
      jurisId: r.jurisId,
      collectingFrom: r.collectingFrom.toISOString().slice(0, 10),
      filingFrequency: r.filingFrequency,
    })),
    integrations: seller.integrations.map((i) => ({ ...i, webhookPath: webhookPath(i.id) })),
  });
}

export async function listSellers(
  ctx: AppContext,
  input: { limit: number; cursor?: string | undefined },
): Promise<Result<{ sellers: { id: string; name: string }[]; nextCursor: string | null; hasMore: boolean }>> {
  const cursor = keysetCursor(ctx.cursors, 'admin', 'sellers');
  const after = cursor.after(input.cursor);
  if (after === null) return conflict({ type: 'invalidCursor' });
  const { items, nextCursor, hasMore } = cursor.page(await sellersAfter(ctx.prisma, after, input.limit + 1), input.limit, (row) => row.id);
  return ok({ sellers: items, nextCursor, hasMore });
}

export async function createApiKey(ctx: AppContext, sellerId: string): Promise<Result<{ apiKeyId: string; apiKey: string }>> {
  const key = newApiKey();
  if ((await insertApiKey(ctx.prisma, { ...key.row, sellerId })) === 'noSeller') return conflict(SELLER_NOT_FOUND);
  return ok(key.issued);
}

/** Idempotent: revoking a revoked key succeeds and keeps the first revocation time. */
export async function revokeApiKey(ctx: AppContext, sellerId: string, apiKeyId: string): Promise<Result<Record<string, never>>> {
  if (!(await revokeApiKeyRow(ctx.prisma, sellerId, apiKeyId))) return conflict({ type: 'apiKeyIdNotFound' });
  await ctx.sellerChanged(sellerId);
  return ok({});
}

export async function addRegistration(ctx: AppContext, sellerId: string, input: AddRegistrationInput): Promise<Result<{ registrationId: string }>> {
  if (!isKnownJurisdictionId(input.jurisId)) return conflict({ type: 'jurisNotFound', message: `${input.jurisId} is not a jurisdiction id Levy knows` });
  const registrationId = newId('reg');
  const outcome = await insertRegistration(ctx.prisma, {
    id: registrationId,
    sellerId,
    jurisId: input.jurisId,
    collectingFrom: new Date(`${input.collectingFrom}T00:00:00Z`),
    filingFrequency: input.filingFrequency ?? 'quarterly',
  });
  if (outcome === 'noSeller') return conflict(SELLER_NOT_FOUND);
  if (outcome === 'exists') return conflict({ type: 'registrationAlreadyExists', jurisId: input.jurisId });
  await ctx.sellerChanged(sellerId);
  return ok({ registrationId });
}

/** The invoice and credit note events the worker acts on (others would only be acknowledged). */
export const WEBHOOK_EVENTS = [
  'invoice.created', 'invoice.updated', 'invoice.finalized', 'invoice.voided', 'invoice.paid', 'invoice.marked_uncollectible', 'invoice.deleted',
  'credit_note.created', 'credit_note.updated', 'credit_note.voided',
] as const;

/**
 * Connects a Stripe account. Unless given the secret of an endpoint made by hand, Levy registers
 * its webhook endpoint with Stripe (at PUBLIC_URL) and keeps the signing secret Stripe returns;
 * the secret never leaves Levy.
 */
export async function createIntegration(
  ctx: AppContext,
  sellerId: string,
  input: CreateIntegrationInput,
): Promise<Result<{ integrationId: string; webhookPath: string; webhookUrl: string; webhookEndpointId: string | null }>> {
  if ((await findSeller(ctx.prisma, sellerId)) === null) return conflict(SELLER_NOT_FOUND);
  const integrationId = newId('int');
  const path = webhookPath(integrationId);
  const webhookUrl = `${ctx.publicUrl}${path}`;
  const stripe = new Stripe(input.stripeSecretKey, stripeClientOptions(input.stripeApiBase ?? null));
  let endpoint: { id: string | null; secret: string } = { id: null, secret: input.webhookSecret ?? '' };
  if (input.webhookSecret === undefined) {
    try {
      const created = await stripe.webhookEndpoints.create({ url: webhookUrl, enabled_events: [...WEBHOOK_EVENTS], description: `Levy integration ${integrationId}`, metadata: { levy_integration_id: integrationId } });
      endpoint = { id: created.id, secret: created.secret ?? '' };
    } catch (err) {
      return conflict({ type: 'externalServiceError', message: `Stripe did not register the webhook endpoint: ${err instanceof Error ? err.message : String(err)}` });
    }
  }
  // An endpoint registered for an integration that was not saved would deliver to a 404 forever.
  const dropEndpoint = async () => {
    if (endpoint.id !== null) await stripe.webhookEndpoints.del(endpoint.id).catch((err: unknown) => ctx.log.warn({ err, endpointId: endpoint.id }, 'could not remove the webhook endpoint of an integration that was not saved'));
  };
  const outcome = await insertIntegration(ctx.prisma, {
    id: integrationId,
    sellerId,
    type: input.type,
    stripeSecretKeyEnc: encryptSecret(ctx.secretKey, input.stripeSecretKey),
    stripeApiBase: input.stripeApiBase ?? null,
    taxMode: input.taxMode,
    taxProductId: input.taxProductId ?? null,
    webhookSecretEnc: encryptSecret(ctx.secretKey, endpoint.secret),
  }).catch(async (err: unknown) => {
    await dropEndpoint();
    throw err;
  });
  if (outcome === 'noSeller') {
    await dropEndpoint();
    return conflict(SELLER_NOT_FOUND);
  }
  return ok({ integrationId, webhookPath: path, webhookUrl, webhookEndpointId: endpoint.id });
}
