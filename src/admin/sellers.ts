// Seller onboarding: the functions behind both the admin HTTP API and the CLI.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { keysetCursor } from '../lib/cursor.ts';
import { newId } from '../lib/ids.ts';
import { conflict, ok, type Result } from '../lib/result.ts';
import { encryptSecret } from '../lib/secrets.ts';
import { issueApiKey } from '../seller/sellers/api-keys.ts';
import { isUniqueViolation } from '../store/errors.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type {
  AddRegistrationInput,
  CreateIntegrationInput,
  CreateSellerInput,
  SellerRecord,
  UpdateSellerInput,
} from './schemas.ts';

const SELLER_NOT_FOUND = { type: 'sellerIdNotFound' } as const;

export function webhookPath(integrationId: string): string {
  return `/v1/integrations/id:${integrationId}/webhook`;
}

export async function createSeller(
  ctx: AppContext,
  input: CreateSellerInput,
): Promise<Result<{ sellerId: string; apiKeyId: string; apiKey: string }>> {
  const sellerId = newId('sel');
  const key = await ctx.prisma.$transaction(async (tx) => {
    await tx.seller.create({
      data: {
        id: sellerId,
        name: input.name,
        accountingTimeZone: input.accountingTimeZone ?? null,
        businessAddress: (input.businessAddress ?? undefined) as Prisma.InputJsonValue | undefined,
        features: input.features ?? [],
        rateLimitPerSecond: input.rateLimitPerSecond ?? 10,
      },
    });
    return issueApiKey(tx, sellerId);
  });
  return ok({ sellerId, ...key });
}

export async function updateSeller(ctx: AppContext, sellerId: string, input: UpdateSellerInput): Promise<Result<SellerRecord>> {
  const { count } = await ctx.prisma.seller.updateMany({
    where: { id: sellerId },
    data: {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.accountingTimeZone !== undefined ? { accountingTimeZone: input.accountingTimeZone } : {}),
      ...(input.businessAddress !== undefined
        ? // Prisma needs its own marker to store SQL NULL in a Json column.
          { businessAddress: input.businessAddress === null ? Prisma.DbNull : (input.businessAddress as Prisma.InputJsonValue) }
        : {}),
      ...(input.features !== undefined ? { features: input.features } : {}),
      ...(input.rateLimitPerSecond !== undefined ? { rateLimitPerSecond: input.rateLimitPerSecond } : {}),
    },
  });
  if (count === 0) return conflict(SELLER_NOT_FOUND);
  await ctx.sellerChanged(sellerId);
  return getSeller(ctx, sellerId);
}

export async function getSeller(ctx: AppContext, sellerId: string): Promise<Result<SellerRecord>> {
  const seller = await ctx.prisma.seller.findUnique({
    where: { id: sellerId },
    include: {
      apiKeys: { orderBy: { createdAt: 'asc' } },
      registrations: { orderBy: { jurisId: 'asc' } },
      integrations: { orderBy: { createdAt: 'asc' } },
    },
  });
  if (seller === null) return conflict(SELLER_NOT_FOUND);
  return ok({
    id: seller.id,
    name: seller.name,
    accountingTimeZone: seller.accountingTimeZone,
    businessAddress: seller.businessAddress ?? null,
    features: seller.features,
    rateLimitPerSecond: seller.rateLimitPerSecond,
    apiKeys: seller.apiKeys.map((k) => ({
      id: k.id,
      createdAt: k.createdAt.toISOString(),
      revokedAt: k.revokedAt?.toISOString() ?? null,
    })),
    registrations: seller.registrations.map((r) => ({
      id: r.id,
      jurisId: r.jurisId,
      collectingFrom: r.collectingFrom.toISOString().slice(0, 10),
      filingFrequency: r.filingFrequency,
    })),
    integrations: seller.integrations.map((i) => ({ id: i.id, type: i.type, taxMode: i.taxMode, webhookPath: webhookPath(i.id) })),
  });
}

export async function listSellers(
  ctx: AppContext,
  input: { limit: number; cursor?: string | undefined },
): Promise<Result<{ sellers: { id: string; name: string }[]; nextCursor: string | null; hasMore: boolean }>> {
  const cursor = keysetCursor(ctx.cursors, 'admin', 'sellers');
  const after = cursor.after(input.cursor);
  if (after === null) return conflict({ type: 'invalidCursor' });
  const rows = await ctx.prisma.seller.findMany({
    where: after !== undefined ? { id: { gt: after } } : {},
    orderBy: { id: 'asc' },
    take: input.limit + 1,
    select: { id: true, name: true },
  });
  const { items, nextCursor, hasMore } = cursor.page(rows, input.limit, (row) => row.id);
  return ok({ sellers: items, nextCursor, hasMore });
}

export async function createApiKey(ctx: AppContext, sellerId: string): Promise<Result<{ apiKeyId: string; apiKey: string }>> {
  if ((await ctx.prisma.seller.count({ where: { id: sellerId } })) === 0) return conflict(SELLER_NOT_FOUND);
  return ok(await issueApiKey(ctx.prisma, sellerId));
}

/** Idempotent: revoking a revoked key succeeds and keeps the first revocation time. */
export async function revokeApiKey(ctx: AppContext, sellerId: string, apiKeyId: string): Promise<Result<Record<string, never>>> {
  const key = await ctx.prisma.apiKey.findFirst({ where: { id: apiKeyId, sellerId } });
  if (key === null) return conflict({ type: 'apiKeyIdNotFound' });
  if (key.revokedAt === null) await ctx.prisma.apiKey.update({ where: { id: apiKeyId }, data: { revokedAt: new Date() } });
  await ctx.sellerChanged(sellerId);
  return ok({});
}

export async function addRegistration(
  ctx: AppContext,
  sellerId: string,
  input: AddRegistrationInput,
): Promise<Result<{ registrationId: string }>> {
  if ((await ctx.prisma.seller.count({ where: { id: sellerId } })) === 0) return conflict(SELLER_NOT_FOUND);
  const registrationId = newId('reg');
  try {
    await ctx.prisma.registration.create({
      data: {
        id: registrationId,
        sellerId,
        jurisId: input.jurisId,
        collectingFrom: new Date(`${input.collectingFrom}T00:00:00Z`),
        filingFrequency: input.filingFrequency ?? 'quarterly',
      },
    });
  } catch (err) {
    if (isUniqueViolation(err)) return conflict({ type: 'registrationAlreadyExists', jurisId: input.jurisId });
    throw err;
  }
  return ok({ registrationId });
}

export async function createIntegration(
  ctx: AppContext,
  sellerId: string,
  input: CreateIntegrationInput,
): Promise<Result<{ integrationId: string; webhookPath: string; webhookUrl: string; webhookSecret: string }>> {
  if ((await ctx.prisma.seller.count({ where: { id: sellerId } })) === 0) return conflict(SELLER_NOT_FOUND);
  const integrationId = newId('int');
  const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;
  await ctx.prisma.integration.create({
    data: {
      id: integrationId,
      sellerId,
      type: input.type,
      stripeSecretKeyEnc: encryptSecret(ctx.secretKey, input.stripeSecretKey),
      stripeApiBase: input.stripeApiBase ?? null,
      taxMode: input.taxMode,
      taxProductId: input.taxProductId ?? null,
      webhookSecretEnc: encryptSecret(ctx.secretKey, webhookSecret),
    },
  });
  const path = webhookPath(integrationId);
  return ok({ integrationId, webhookPath: path, webhookUrl: `${ctx.publicUrl}${path}`, webhookSecret });
}
