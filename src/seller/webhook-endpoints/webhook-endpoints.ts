// The seller's webhook endpoints for threshold alerts. The signing secret is shown once, at
// creation, and kept sealed with LEVY_SECRET_KEY so deliveries can sign with it.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import { conflict, ok, type Result } from '../../lib/result.ts';
import { encryptSecret } from '../../lib/secrets.ts';
import { createEndpoint, deleteEndpoint, endpointsOf } from '../../store/threshold-alerts.ts';
import type { CreateWebhookEndpointInput } from './schemas.ts';

export async function createWebhookEndpoint(ctx: AppContext, sellerId: string, input: CreateWebhookEndpointInput): Promise<Result<{ id: string; secret: string }>> {
  const id = newId('we');
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  await createEndpoint(ctx.prisma, { id, sellerId, url: input.url, events: [...new Set(input.events)], secret: encryptSecret(ctx.secretKey, secret) });
  return ok({ id, secret });
}

export async function listWebhookEndpoints(ctx: AppContext, sellerId: string) {
  const endpoints = await endpointsOf(ctx.prisma, sellerId);
  return ok({ webhookEndpoints: endpoints.map((e) => ({ id: e.id, url: e.url, events: e.events, createdAt: e.createdAt.toISOString() })) });
}

export async function deleteWebhookEndpoint(ctx: AppContext, sellerId: string, id: string): Promise<Result<Record<string, never>>> {
  return (await deleteEndpoint(ctx.prisma, sellerId, id)) ? ok({}) : conflict({ type: 'webhookEndpointIdNotFound' });
}
