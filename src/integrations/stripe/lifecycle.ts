// The life of an integration after it is created: list, get, update (rotate the Stripe key, change
// the tax mode or the tax product), disable, enable and delete. Served by the seller API (scoped to
// the calling seller), the admin API and the CLI. Every change is announced on the seller-change
// bus, so every API and worker process drops what it holds about the integration (loaded
// settings, Stripe client, webhook signing secret) at once.
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { conflict, ok, type Conflict, type ConflictOf, type Outcome, type Result } from '../../lib/result.ts';
import { encryptSecret } from '../../lib/secrets.ts';
import { emptyBody } from '../../seller/common/schemas.ts';
import { findSeller } from '../../store/sellers.ts';
import { TAX_MODES } from './invoices/transaction-input.ts';
import {
  accountAlreadyIntegrated,
  INTEGRATION_NOT_FOUND,
  LINE_ITEM_NEEDS_PRODUCT,
  SELLER_NOT_FOUND,
  stripeFor,
  stripeSecretKeySchema,
  taxProductIdSchema,
} from './integrations.ts';
import {
  levyEndpointsOf,
  READ_STRIPE_ACCOUNT_ID_CONFLICTS,
  readStripeAccountId,
  registerWebhookEndpoint,
  removeWebhookEndpoint,
} from './stripe-account.ts';
import { stripeClientFor } from './stripe-clients.ts';
import {
  activeIntegrationOnAccount,
  deleteIntegrationRow,
  findIntegrationOfSeller,
  integrationsOfSeller,
  updateIntegrationRow,
  type IntegrationChange,
  type IntegrationRow,
} from './store/integrations.ts';
import { webhookPath } from './webhook-events.ts';

export const INTEGRATION_STATUSES = ['active', 'disabled'] as const;

/** What a new or stored key can run into when checked with Stripe (checkKey). */
const CHECK_KEY_CONFLICTS = [...READ_STRIPE_ACCOUNT_ID_CONFLICTS, 'stripeAccountMismatch'] as const;
/** What an update or enable can run into: the key is checked with Stripe, and one Stripe account has one acting integration. */
export const KEY_CHECK_CONFLICTS = [...CHECK_KEY_CONFLICTS, 'stripeAccountAlreadyIntegrated'] as const;

export const GET_INTEGRATION_CONFLICTS = ['integrationIdNotFound'] as const;
/** Saving a change (saveChange): the integration may be gone, and an acting one takes its Stripe account. */
type SaveChangeConflicts = readonly [...typeof GET_INTEGRATION_CONFLICTS, 'stripeAccountAlreadyIntegrated'];
export const UPDATE_INTEGRATION_CONFLICTS = [...GET_INTEGRATION_CONFLICTS, ...KEY_CHECK_CONFLICTS] as const;
/** Disabling takes no Stripe account: it only has to find the integration. */
export const DISABLE_INTEGRATION_CONFLICTS = [...GET_INTEGRATION_CONFLICTS] as const;
/** Registering the webhook endpoint again answers externalServiceError, which the key check declares. */
export const ENABLE_INTEGRATION_CONFLICTS = [...GET_INTEGRATION_CONFLICTS, ...KEY_CHECK_CONFLICTS] as const;
export const DELETE_INTEGRATION_CONFLICTS = [...GET_INTEGRATION_CONFLICTS, 'externalServiceError'] as const;
/** The admin door adds the seller named in the path. */
export const FOR_SELLER_CONFLICTS = ['sellerIdNotFound'] as const;

/** What list and get show of an integration: never the Stripe key or the webhook signing secret. */
export const integrationRecord = z.object({
  id: z.string(),
  type: z.string(),
  taxMode: z.string(),
  taxProductId: z.string().nullable(),
  /** The Stripe account the key opens; null for an integration made before Levy read it (set on the next key rotation or enable). */
  stripeAccountId: z.string().nullable(),
  status: z.enum(INTEGRATION_STATUSES),
  webhookPath: z.string(),
  /** The endpoint Levy registered in the Stripe account; null when it was made by hand or has been removed. */
  webhookEndpointId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IntegrationRecord = z.output<typeof integrationRecord>;

export const listIntegrationsBody = emptyBody;
export const listIntegrationsAnswer = z.object({ integrations: z.array(integrationRecord) });
export const getIntegrationBody = emptyBody;
export const disableIntegrationBody = emptyBody;
export const enableIntegrationBody = emptyBody;

export const updateIntegrationBody = z
  .strictObject({
    /** A new secret key of the same Stripe account (checked with Stripe before it is kept). */
    stripeSecretKey: stripeSecretKeySchema.optional(),
    taxMode: z.enum(TAX_MODES).optional(),
    /** lineItem mode's tax product; kept when switching to another mode (the switch clears that mode's tax items). */
    taxProductId: taxProductIdSchema.optional(),
  })
  .refine((b) => b.taxMode !== 'lineItem' || b.taxProductId !== undefined, LINE_ITEM_NEEDS_PRODUCT);
export type UpdateIntegrationInput = z.output<typeof updateIntegrationBody>;

export const deleteIntegrationBody = z.strictObject({
  /** Delete without removing Levy's webhook endpoint from Stripe (Stripe cannot be reached; remove it in the dashboard). */
  keepWebhookEndpoint: z.boolean().optional(),
});
export type DeleteIntegrationInput = z.output<typeof deleteIntegrationBody>;

export const deletedIntegrationAnswer = z.object({
  integrationId: z.string(),
  /** The endpoint Levy had registered for the integration; null when there was none (made by hand, or removed on replacement). */
  webhookEndpointId: z.string().nullable(),
  /** True when that endpoint is no longer in the Stripe account. */
  webhookEndpointRemoved: z.boolean(),
});
export type DeletedIntegration = z.output<typeof deletedIntegrationAnswer>;

export function recordOf(row: IntegrationRow): IntegrationRecord {
  return {
    id: row.id,
    type: row.type,
    taxMode: row.taxMode,
    taxProductId: row.taxProductId,
    stripeAccountId: row.stripeAccountId,
    status: row.status === 'disabled' ? 'disabled' : 'active',
    webhookPath: webhookPath(row.id),
    webhookEndpointId: row.webhookEndpointId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => conflict(INTEGRATION_NOT_FOUND);

export async function listIntegrations(
  ctx: AppContext,
  sellerId: string,
): Promise<Outcome<{ integrations: IntegrationRecord[] }, readonly []>> {
  return ok({ integrations: (await integrationsOfSeller(ctx.prisma, sellerId)).map(recordOf) });
}

export async function getIntegration(
  ctx: AppContext,
  sellerId: string,
  integrationId: string,
): Promise<Outcome<IntegrationRecord, typeof GET_INTEGRATION_CONFLICTS>> {
  const row = await findIntegrationOfSeller(ctx.prisma, sellerId, integrationId);
  return row === null ? notFound() : ok(recordOf(row));
}

/**
 * Saves a change and tells every process; the row's seller is the caller's. Disabling clears the
 * row's activeStripeAccountId (store/integrations.ts), the only column that can clash, so it cannot
 * run into the one-per-account rule.
 */
async function saveChange(
  ctx: AppContext,
  row: IntegrationRow,
  change: IntegrationChange & { status: 'disabled' },
  stripeAccountId: null,
): Promise<Outcome<IntegrationRecord, typeof DISABLE_INTEGRATION_CONFLICTS>>;
async function saveChange(
  ctx: AppContext,
  row: IntegrationRow,
  change: IntegrationChange,
  stripeAccountId: string | null,
): Promise<Outcome<IntegrationRecord, SaveChangeConflicts>>;
async function saveChange(
  ctx: AppContext,
  row: IntegrationRow,
  change: IntegrationChange,
  stripeAccountId: string | null,
): Promise<Outcome<IntegrationRecord, SaveChangeConflicts>> {
  const saved = await updateIntegrationRow(ctx.prisma, row.sellerId, row.id, change);
  if (saved === null) return notFound();
  if (saved === 'accountTaken') {
    const accountId = stripeAccountId ?? row.stripeAccountId ?? '';
    return conflict(accountAlreadyIntegrated(accountId, await activeIntegrationOnAccount(ctx.prisma, accountId), row.sellerId));
  }
  await ctx.sellerChanges.announce(row.sellerId);
  return ok(recordOf(saved));
}

/**
 * A new key must open the account the integration is on (GET /v1/account answers, with the same
 * account id): a key of another account would point the integration, its endpoint and its
 * recorded invoices at a different business.
 */
async function checkKey(
  row: IntegrationRow,
  stripeAccountId: Outcome<string, typeof READ_STRIPE_ACCOUNT_ID_CONFLICTS>,
): Promise<Outcome<string, typeof CHECK_KEY_CONFLICTS>> {
  if (!stripeAccountId.ok) return stripeAccountId;
  if (row.stripeAccountId !== null && stripeAccountId.value !== row.stripeAccountId) {
    return conflict({
      type: 'stripeAccountMismatch',
      message: `The key opens Stripe account ${stripeAccountId.value}, but integration ${row.id} is on ${row.stripeAccountId}: connect that account with integrations/create instead.`,
      stripeAccountId: row.stripeAccountId,
    });
  }
  return stripeAccountId;
}

export async function updateIntegration(
  ctx: AppContext,
  sellerId: string,
  integrationId: string,
  input: UpdateIntegrationInput,
): Promise<Outcome<IntegrationRecord, typeof UPDATE_INTEGRATION_CONFLICTS>> {
  const row = await findIntegrationOfSeller(ctx.prisma, sellerId, integrationId);
  if (row === null) return notFound();
  const change: IntegrationChange = {};
  let stripeAccountId: string | null = null;
  if (input.stripeSecretKey !== undefined) {
    const account = await checkKey(row, await readStripeAccountId(stripeFor(input.stripeSecretKey, row.stripeApiBase)));
    if (!account.ok) return account;
    stripeAccountId = account.value;
    change.stripeSecretKeyEnc = encryptSecret(ctx.secretKey, input.stripeSecretKey);
    // An integration made before Levy read account ids learns its account here (and the one-per-account rule then applies).
    change.stripeAccountId = stripeAccountId;
  }
  if (input.taxMode !== undefined) change.taxMode = input.taxMode;
  if (input.taxProductId !== undefined) change.taxProductId = input.taxProductId;
  if (Object.keys(change).length === 0) return ok(recordOf(row));
  return saveChange(ctx, row, change, stripeAccountId);
}

/** Stops acting: webhook events are acknowledged and ignored, drafts are left as they are. Repeating it is harmless. */
export async function disableIntegration(
  ctx: AppContext,
  sellerId: string,
  integrationId: string,
): Promise<Outcome<IntegrationRecord, typeof DISABLE_INTEGRATION_CONFLICTS>> {
  const row = await findIntegrationOfSeller(ctx.prisma, sellerId, integrationId);
  if (row === null) return notFound();
  if (row.status === 'disabled') return ok(recordOf(row));
  return saveChange(ctx, row, { status: 'disabled' }, null);
}

/**
 * Acts again, if its Stripe account has no other acting integration. The key is checked with
 * Stripe; an endpoint Levy registered and removed (when the integration was replaced) is
 * registered again. Events that arrived while it was disabled are not replayed: a draft is taxed
 * at its next change. Repeating it is harmless.
 */
export async function enableIntegration(
  ctx: AppContext,
  sellerId: string,
  integrationId: string,
): Promise<Outcome<IntegrationRecord, typeof ENABLE_INTEGRATION_CONFLICTS>> {
  const row = await findIntegrationOfSeller(ctx.prisma, sellerId, integrationId);
  if (row === null) return notFound();
  if (row.status === 'active') return ok(recordOf(row));
  const stripe = stripeClientFor(ctx.secretKey, row);
  const account = await checkKey(row, await readStripeAccountId(stripe));
  if (!account.ok) return account;
  const holder = await activeIntegrationOnAccount(ctx.prisma, account.value);
  if (holder !== null && holder.id !== row.id) return conflict(accountAlreadyIntegrated(account.value, holder, sellerId));

  const change: IntegrationChange = { status: 'active', stripeAccountId: account.value };
  let registered: string | null = null;
  if (row.webhookEndpointManaged && row.webhookEndpointId === null) {
    const endpoint = await registerWebhookEndpoint(stripe, row.id, `${ctx.publicUrl}${webhookPath(row.id)}`);
    if (!endpoint.ok) return endpoint;
    registered = endpoint.value.id;
    change.webhookEndpointId = endpoint.value.id;
    change.webhookSecretEnc = encryptSecret(ctx.secretKey, endpoint.value.secret);
  }
  const saved = await saveChange(ctx, row, change, account.value);
  if (!saved.ok && registered !== null) await removeWebhookEndpoint(stripe, registered);
  return saved;
}

/**
 * Removes Levy's webhook endpoint from the Stripe account (when Levy registered it), then the
 * integration with its mappings, inbox and per-invoice state. Transactions recorded from its
 * invoices stay: they are the seller's sales. Later events to its path answer 404, as for an
 * unknown integration. When Stripe cannot be reached nothing is deleted (409
 * externalServiceError), unless the request says to keep the endpoint; a key Stripe no longer
 * accepts cannot remove anything, so the integration is deleted and the answer says the endpoint
 * stayed.
 */
export async function deleteIntegration(
  ctx: AppContext,
  sellerId: string,
  integrationId: string,
  input: DeleteIntegrationInput,
): Promise<Outcome<DeletedIntegration, typeof DELETE_INTEGRATION_CONFLICTS>> {
  const row = await findIntegrationOfSeller(ctx.prisma, sellerId, integrationId);
  if (row === null) return notFound();
  let endpointId = row.webhookEndpointId;
  let gone = false;
  if (input.keepWebhookEndpoint !== true) {
    const stripe = stripeClientFor(ctx.secretKey, row);
    if (endpointId !== null) {
      const removal = await removeWebhookEndpoint(stripe, endpointId);
      if (removal.outcome === 'failed') {
        return conflict({
          type: 'externalServiceError',
          message: `Stripe did not remove the webhook endpoint ${endpointId}: ${removal.message}. Nothing was deleted; try again, or delete with keepWebhookEndpoint and remove the endpoint in the Stripe dashboard.`,
        });
      }
      if (removal.outcome === 'keyRefused')
        ctx.log.warn(
          { integrationId, endpointId, reason: removal.message },
          'Stripe refused the key of a deleted integration: its webhook endpoint stays',
        );
      gone = removal.outcome !== 'keyRefused';
    } else if (!row.webhookEndpointManaged) {
      // Saved before Levy kept endpoint ids: its endpoint, if Levy made one, carries the integration id.
      // Best effort: an endpoint made by hand is the seller's to remove.
      for (const id of await levyEndpointsOf(stripe, row.id).catch(() => [])) {
        const removal = await removeWebhookEndpoint(stripe, id);
        if (removal.outcome === 'removed' || removal.outcome === 'alreadyGone') [endpointId, gone] = [id, true];
      }
    }
  }
  if (!(await deleteIntegrationRow(ctx.prisma, sellerId, integrationId))) return notFound();
  await ctx.sellerChanges.announce(sellerId);
  return ok({ integrationId, webhookEndpointId: endpointId, webhookEndpointRemoved: gone });
}

/** The admin API's door: the same operations, for a seller named in the path; their conflicts pass through. */
export async function forSeller<T, C extends Conflict>(
  ctx: AppContext,
  sellerId: string,
  run: () => Promise<Result<T, C>>,
): Promise<Result<T, C | ConflictOf<typeof FOR_SELLER_CONFLICTS>>> {
  if ((await findSeller(ctx.prisma, sellerId)) === null) return conflict(SELLER_NOT_FOUND);
  return run();
}
