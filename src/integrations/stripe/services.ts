// The Stripe integration's in-process state, one set per process: built by the composition root
// from the process's context, so every cache in it hears the seller-change bus.
import type { AppContext } from '../../context.ts';
import { LoadedIntegrations } from './loaded-integrations.ts';
import { StripeClients } from './stripe-clients.ts';
import { WebhookSecrets } from './webhook-secrets.ts';

export interface StripeServices {
  clients: StripeClients;
  integrations: LoadedIntegrations;
  webhookSecrets: WebhookSecrets;
}

export function createStripeServices(ctx: AppContext): StripeServices {
  const clients = new StripeClients(ctx.secretKey);
  return { clients, integrations: new LoadedIntegrations(ctx, clients), webhookSecrets: new WebhookSecrets(ctx) };
}
