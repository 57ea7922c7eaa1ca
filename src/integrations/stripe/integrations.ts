// Connecting a Stripe account to a seller (admin API and `npm run levy -- integrations create`).
import Stripe from 'stripe';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import { conflict, ok, type Result } from '../../lib/result.ts';
import { encryptSecret } from '../../lib/secrets.ts';
import { findSeller } from '../../store/sellers.ts';
import { insertIntegration } from './store/integrations.ts';
import { stripeClientOptions } from './stripe-clients.ts';
import { SUBSCRIBED_EVENTS, webhookPath } from './webhook-events.ts';
import { TAX_MODES } from './invoices/transaction-input.ts';

export const createIntegrationBody = z
  .strictObject({
    type: z.literal('stripe'),
    stripeSecretKey: z.string().min(1).max(500),
    stripeApiBase: z.url({ protocol: /^https?$/ }).optional(),
    /** taxAmounts (default): Levy's amount per jurisdiction on each line; taxRate: one Levy tax rate per line; lineItem: one tax invoice item. */
    taxMode: z.enum(TAX_MODES).default('taxAmounts'),
    taxProductId: z.string().min(1).max(255).optional(),
    /** The signing secret of a webhook endpoint made by hand; without one Levy registers its endpoint with Stripe. */
    webhookSecret: z.string().regex(/^whsec_\S+$/, 'Must be a Stripe webhook signing secret (whsec_...)').max(500).optional(),
  })
  .refine((b) => b.taxMode !== 'lineItem' || b.taxProductId !== undefined, {
    path: ['taxProductId'],
    message: 'Required when taxMode is lineItem',
  });
export type CreateIntegrationInput = z.output<typeof createIntegrationBody>;

const SELLER_NOT_FOUND = { type: 'sellerIdNotFound' } as const;

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
      const created = await stripe.webhookEndpoints.create({ url: webhookUrl, enabled_events: [...SUBSCRIBED_EVENTS], description: `Levy integration ${integrationId}`, metadata: { levy_integration_id: integrationId } });
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
