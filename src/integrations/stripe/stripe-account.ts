// What the integration lifecycle asks of Stripe itself: which account a key opens
// (`GET /v1/account`), and registering or removing Levy's webhook endpoint. Failures come back as
// the conflicts the lifecycle answers with, never as exceptions.
import Stripe from 'stripe';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { SUBSCRIBED_EVENTS } from './webhook-events.ts';

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Stripe refused the key itself (unknown, revoked, or without the right to read the account). */
function keyRefused(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeAuthenticationError || err instanceof Stripe.errors.StripePermissionError;
}

export const READ_STRIPE_ACCOUNT_ID_CONFLICTS = ['externalServiceError', 'stripeSecretKeyInvalid'] as const;

/** The `acct_` id the key opens; a refused key is `stripeSecretKeyInvalid`, no answer `externalServiceError`. */
export async function readStripeAccountId(stripe: Stripe): Promise<Outcome<string, typeof READ_STRIPE_ACCOUNT_ID_CONFLICTS>> {
  try {
    const account = await stripe.accounts.retrieveCurrent();
    return ok(account.id);
  } catch (err) {
    if (keyRefused(err)) return conflict({ type: 'stripeSecretKeyInvalid', message: `Stripe refused the secret key: ${describe(err)}` });
    return conflict({ type: 'externalServiceError', message: `Stripe did not say which account the key opens: ${describe(err)}` });
  }
}

export const REGISTER_WEBHOOK_ENDPOINT_CONFLICTS = ['externalServiceError'] as const;

/** Registers Levy's endpoint for the integration; the signing secret is in the answer only. */
export async function registerWebhookEndpoint(
  stripe: Stripe,
  integrationId: string,
  url: string,
): Promise<Outcome<{ id: string; secret: string }, typeof REGISTER_WEBHOOK_ENDPOINT_CONFLICTS>> {
  try {
    const created = await stripe.webhookEndpoints.create({
      url,
      enabled_events: [...SUBSCRIBED_EVENTS],
      description: `Levy integration ${integrationId}`,
      metadata: { levy_integration_id: integrationId },
    });
    return ok({ id: created.id, secret: created.secret ?? '' });
  } catch (err) {
    return conflict({ type: 'externalServiceError', message: `Stripe did not register the webhook endpoint: ${describe(err)}` });
  }
}

export type EndpointRemoval =
  | { outcome: 'removed' | 'alreadyGone' }
  /** The key no longer opens the account: nobody can remove the endpoint with it. */
  | { outcome: 'keyRefused'; message: string }
  | { outcome: 'failed'; message: string };

export async function removeWebhookEndpoint(stripe: Stripe, endpointId: string): Promise<EndpointRemoval> {
  try {
    await stripe.webhookEndpoints.del(endpointId);
    return { outcome: 'removed' };
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && (err.code === 'resource_missing' || err.statusCode === 404))
      return { outcome: 'alreadyGone' };
    if (keyRefused(err)) return { outcome: 'keyRefused', message: describe(err) };
    return { outcome: 'failed', message: describe(err) };
  }
}

/**
 * Endpoints Levy registered for an integration, found by the metadata it gives them: for
 * integrations saved before Levy kept the endpoint id.
 */
export async function levyEndpointsOf(stripe: Stripe, integrationId: string): Promise<string[]> {
  const found: string[] = [];
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 })) {
    if (endpoint.metadata?.levy_integration_id === integrationId) found.push(endpoint.id);
  }
  return found;
}
