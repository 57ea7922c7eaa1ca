// Connecting a Stripe account to a seller (admin API and `npm run levy -- integrations create`).
// One Stripe account has at most one acting integration across the deployment: two integrations
// writing tax to the same invoices undo each other's work. The rest of the lifecycle (list, get,
// update, disable, enable, delete) is in lifecycle.ts.
import Stripe from 'stripe';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import { conflict, ok, type ConflictOf, type Outcome } from '../../lib/result.ts';
import { encryptSecret } from '../../lib/secrets.ts';
import { findSeller } from '../../store/sellers.ts';
import { READ_STRIPE_ACCOUNT_ID_CONFLICTS, readStripeAccountId, registerWebhookEndpoint, removeWebhookEndpoint } from './stripe-account.ts';
import {
  activeIntegrationOnAccount,
  findIntegrationOfSeller,
  insertIntegration,
  updateIntegrationRow,
  type IntegrationRow,
} from './store/integrations.ts';
import { stripeClientFor, stripeClientOptions } from './stripe-clients.ts';
import { webhookPath } from './webhook-events.ts';
import { TAX_MODES } from './invoices/transaction-input.ts';

/** What integration ids start with (`int_…`); the webhook receiver refuses any other shape unseen. */
export const INTEGRATION_ID_PREFIX = 'int';

export const integrationIdSchema = z.string().min(1).max(255);
export const stripeSecretKeySchema = z.string().min(1).max(500);
export const taxProductIdSchema = z.string().min(1).max(255);
export const LINE_ITEM_NEEDS_PRODUCT = { path: ['taxProductId'], message: 'Required when taxMode is lineItem' };

export const createIntegrationBody = z
  .strictObject({
    type: z.literal('stripe'),
    stripeSecretKey: stripeSecretKeySchema,
    stripeApiBase: z.url({ protocol: /^https?$/ }).optional(),
    /** taxAmounts (default): Levy's amount per jurisdiction on each line; taxRate: one Levy tax rate per line; lineItem: one tax invoice item. */
    taxMode: z.enum(TAX_MODES).default('taxAmounts'),
    taxProductId: taxProductIdSchema.optional(),
    /** The signing secret of a webhook endpoint made by hand; without one Levy registers its endpoint with Stripe. */
    webhookSecret: z
      .string()
      .regex(/^whsec_\S+$/, 'Must be a Stripe webhook signing secret (whsec_...)')
      .max(500)
      .optional(),
    /** An integration of this seller that the new one takes over from: it is disabled, and Levy's endpoint for it removed, in the same operation. */
    replacesIntegrationId: integrationIdSchema.optional(),
  })
  .refine((b) => b.taxMode !== 'lineItem' || b.taxProductId !== undefined, LINE_ITEM_NEEDS_PRODUCT);
export type CreateIntegrationInput = z.output<typeof createIntegrationBody>;

export const SELLER_NOT_FOUND = { type: 'sellerIdNotFound' } as const;
export const INTEGRATION_NOT_FOUND = { type: 'integrationIdNotFound' } as const;

/**
 * The 409 for a Stripe account that already has an acting integration. It names that integration
 * only to its own seller: another seller's integration is not the caller's business.
 */
export function accountAlreadyIntegrated(
  stripeAccountId: string,
  holder: { id: string; sellerId: string } | null,
  sellerId: string,
): ConflictOf<readonly ['stripeAccountAlreadyIntegrated']> {
  if (holder !== null && holder.sellerId === sellerId) {
    return {
      type: 'stripeAccountAlreadyIntegrated',
      message: `Stripe account ${stripeAccountId} already has an active integration, ${holder.id}: one Stripe account has one acting integration. Disable that one first, or name it in replacesIntegrationId.`,
      integrationId: holder.id,
    };
  }
  return {
    type: 'stripeAccountAlreadyIntegrated',
    message: `Stripe account ${stripeAccountId} already has an active Levy integration of another seller: one Stripe account has one acting integration.`,
  };
}

/** The client for a key that is not stored yet (creation, key rotation). */
export function stripeFor(secretKey: string, apiBase: string | null): Stripe {
  return new Stripe(secretKey, stripeClientOptions(apiBase));
}

/**
 * Removes the webhook endpoint Levy registered for an integration that no longer acts (replaced),
 * and forgets its id. Best effort: its events are acknowledged and ignored either way.
 */
export async function retireWebhookEndpoint(ctx: AppContext, row: IntegrationRow): Promise<void> {
  if (row.webhookEndpointId === null) return;
  const removal = await removeWebhookEndpoint(stripeClientFor(ctx.secretKey, row), row.webhookEndpointId);
  if (removal.outcome === 'removed' || removal.outcome === 'alreadyGone') {
    await updateIntegrationRow(ctx.prisma, row.sellerId, row.id, { webhookEndpointId: null });
  } else if (removal.outcome === 'failed' || removal.outcome === 'keyRefused') {
    ctx.log.warn(
      { integrationId: row.id, endpointId: row.webhookEndpointId, reason: removal.message },
      'could not remove the webhook endpoint of a replaced integration; its events are acknowledged and ignored',
    );
  }
}

export const createdIntegrationAnswer = z.object({
  integrationId: z.string(),
  webhookPath: z.string(),
  /** PUBLIC_URL + webhookPath: where Stripe delivers. */
  webhookUrl: z.string(),
  /** The endpoint Levy registered; null when given the secret of one made by hand. */
  webhookEndpointId: z.string().nullable(),
  /** The Stripe account the key opens. */
  stripeAccountId: z.string(),
  /** The integration this one replaced (now disabled), when the request named one. */
  replacedIntegrationId: z.string().nullable(),
});
export type CreatedIntegration = z.output<typeof createdIntegrationAnswer>;

/** Registering the webhook endpoint answers externalServiceError, which reading the account already declares. */
export const CREATE_INTEGRATION_CONFLICTS = [
  'sellerIdNotFound',
  'integrationIdNotFound',
  ...READ_STRIPE_ACCOUNT_ID_CONFLICTS,
  'stripeAccountAlreadyIntegrated',
] as const;

/**
 * Connects a Stripe account. Reads which account the key opens, refuses a second acting
 * integration on it (unless the request replaces that one), then, unless given the secret of an
 * endpoint made by hand, registers Levy's webhook endpoint with Stripe (at PUBLIC_URL) and keeps
 * the signing secret Stripe returns; the secret never leaves Levy. A refused or failed creation
 * leaves no endpoint behind.
 */
export async function createIntegration(
  ctx: AppContext,
  sellerId: string,
  input: CreateIntegrationInput,
): Promise<Outcome<CreatedIntegration, typeof CREATE_INTEGRATION_CONFLICTS>> {
  if ((await findSeller(ctx.prisma, sellerId)) === null) return conflict(SELLER_NOT_FOUND);
  const replaces = input.replacesIntegrationId ?? null;
  const replaced = replaces === null ? null : await findIntegrationOfSeller(ctx.prisma, sellerId, replaces);
  if (replaces !== null && replaced === null)
    return conflict({ ...INTEGRATION_NOT_FOUND, message: `replacesIntegrationId: the seller has no integration ${replaces}.` });

  const stripe = stripeFor(input.stripeSecretKey, input.stripeApiBase ?? null);
  const account = await readStripeAccountId(stripe);
  if (!account.ok) return account;
  const stripeAccountId = account.value;
  const holder = await activeIntegrationOnAccount(ctx.prisma, stripeAccountId);
  if (holder !== null && holder.id !== replaces) return conflict(accountAlreadyIntegrated(stripeAccountId, holder, sellerId));

  const integrationId = newId(INTEGRATION_ID_PREFIX);
  const path = webhookPath(integrationId);
  const webhookUrl = `${ctx.publicUrl}${path}`;
  let endpoint: { id: string | null; secret: string } = { id: null, secret: input.webhookSecret ?? '' };
  if (input.webhookSecret === undefined) {
    const registered = await registerWebhookEndpoint(stripe, integrationId, webhookUrl);
    if (!registered.ok) return registered;
    endpoint = registered.value;
  }
  // An endpoint registered for an integration that was not saved would deliver to a 404 forever.
  const dropEndpoint = async () => {
    if (endpoint.id === null) return;
    const removal = await removeWebhookEndpoint(stripe, endpoint.id);
    if (removal.outcome === 'failed' || removal.outcome === 'keyRefused')
      ctx.log.warn(
        { endpointId: endpoint.id, reason: removal.message },
        'could not remove the webhook endpoint of an integration that was not saved',
      );
  };
  const outcome = await insertIntegration(
    ctx.prisma,
    {
      id: integrationId,
      sellerId,
      type: input.type,
      stripeSecretKeyEnc: encryptSecret(ctx.secretKey, input.stripeSecretKey),
      stripeApiBase: input.stripeApiBase ?? null,
      taxMode: input.taxMode,
      taxProductId: input.taxProductId ?? null,
      webhookSecretEnc: encryptSecret(ctx.secretKey, endpoint.secret),
      stripeAccountId,
      webhookEndpointId: endpoint.id,
      webhookEndpointManaged: endpoint.id !== null,
    },
    replaces,
  ).catch(async (err: unknown) => {
    await dropEndpoint();
    throw err;
  });
  if (outcome !== 'created') {
    await dropEndpoint();
    if (outcome === 'noSeller') return conflict(SELLER_NOT_FOUND);
    if (outcome === 'replacedNotFound')
      return conflict({ ...INTEGRATION_NOT_FOUND, message: `replacesIntegrationId: the seller has no integration ${replaces}.` });
    // Another creation for the same account won the race.
    return conflict(accountAlreadyIntegrated(stripeAccountId, await activeIntegrationOnAccount(ctx.prisma, stripeAccountId), sellerId));
  }
  // Every process drops what it holds about the seller: the replaced integration stops acting everywhere.
  await ctx.sellerChanges.announce(sellerId);
  if (replaced !== null) await retireWebhookEndpoint(ctx, replaced);
  return ok({
    integrationId,
    webhookPath: path,
    webhookUrl,
    webhookEndpointId: endpoint.id,
    stripeAccountId,
    replacedIntegrationId: replaces,
  });
}
