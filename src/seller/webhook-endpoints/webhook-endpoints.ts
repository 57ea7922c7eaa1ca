// The seller's webhook endpoints for threshold alerts. The signing secret is shown once, at
// creation, and kept sealed with LEVY_SECRET_KEY so deliveries can sign with it.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { forbiddenUrlReason } from '../../lib/outbound.ts';
import { encryptSecret } from '../../lib/secrets.ts';
import { createEndpoint, deleteEndpoint, endpointsOf } from '../../store/threshold-alerts.ts';
import type { CreateWebhookEndpointInput } from './schemas.ts';

export const CREATE_WEBHOOK_ENDPOINT_CONFLICTS = ['webhookUrlNotAllowed'] as const;

export async function createWebhookEndpoint(
  ctx: AppContext,
  sellerId: string,
  input: CreateWebhookEndpointInput,
): Promise<Outcome<{ id: string; secret: string }, typeof CREATE_WEBHOOK_ENDPOINT_CONFLICTS>> {
  const forbidden = await forbiddenUrlReason(input.url, ctx.allowPrivateWebhookUrls);
  if (forbidden !== null) return conflict({ type: 'webhookUrlNotAllowed', message: `Levy does not call ${forbidden}` });
  const id = newId('we');
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  await createEndpoint(ctx.prisma, {
    id,
    sellerId,
    url: input.url,
    events: [...new Set(input.events)],
    secret: encryptSecret(ctx.secretKey, secret),
  });
  return ok({ id, secret });
}

export async function listWebhookEndpoints(ctx: AppContext, sellerId: string) {
  const endpoints = await endpointsOf(ctx.prisma, sellerId);
  return ok({ webhookEndpoints: endpoints.map((e) => ({ id: e.id, url: e.url, events: e.events, createdAt: e.createdAt.toISOString() })) });
}

export const DELETE_WEBHOOK_ENDPOINT_CONFLICTS = ['webhookEndpointIdNotFound'] as const;

export async function deleteWebhookEndpoint(
  ctx: AppContext,
  sellerId: string,
  id: string,
): Promise<Outcome<Record<string, never>, typeof DELETE_WEBHOOK_ENDPOINT_CONFLICTS>> {
  return (await deleteEndpoint(ctx.prisma, sellerId, id)) ? ok({}) : conflict({ type: 'webhookEndpointIdNotFound' });
}
