// The Stripe client of one integration: its own secret key, pointed at api.stripe.com or, when the
// integration names an API base (the processor emulator, a proxy), there. Retries are the job
// queue's business (with backoff and a final "unprocessed" record), so the SDK makes one attempt.
import Stripe from 'stripe';
import { decryptSecret } from '../../lib/secrets.ts';

type StripeConfig = NonNullable<ConstructorParameters<typeof Stripe>[1]>;

export interface StripeCredentials {
  id: string;
  stripeSecretKeyEnc: string;
  stripeApiBase: string | null;
}

/** Long enough for a slow Stripe answer, short enough that a stuck call becomes a retry. */
const TIMEOUT_MS = 20_000;

export function stripeClientOptions(apiBase: string | null): StripeConfig {
  const options: StripeConfig = { maxNetworkRetries: 0, timeout: TIMEOUT_MS, appInfo: { name: 'Levy' } };
  if (apiBase === null) return options;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...options, host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** A new client for a stored integration (lifecycle operations, which are rare, use their own). */
export function stripeClientFor(secretKey: Buffer, integration: StripeCredentials): Stripe {
  return new Stripe(decryptSecret(secretKey, integration.stripeSecretKeyEnc), stripeClientOptions(integration.stripeApiBase));
}

/**
 * One client per integration and key, kept while the integration acts (they hold keep-alive
 * sockets). A rotated key makes a new client on the next use; a deleted or disabled integration's
 * client is forgotten when its loaded integration is.
 */
export class StripeClients {
  private readonly clients = new Map<string, { key: string; apiBase: string | null; client: Stripe }>();

  constructor(private readonly secretKey: Buffer) {}

  for(integration: StripeCredentials): Stripe {
    const cached = this.clients.get(integration.id);
    if (cached?.key === integration.stripeSecretKeyEnc && cached.apiBase === integration.stripeApiBase) return cached.client;
    const client = stripeClientFor(this.secretKey, integration);
    this.clients.set(integration.id, { key: integration.stripeSecretKeyEnc, apiBase: integration.stripeApiBase, client });
    return client;
  }

  forget(integrationId: string): void {
    this.clients.delete(integrationId);
  }
}
