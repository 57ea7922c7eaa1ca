import { z } from 'zod';

export const WEBHOOK_EVENT_TYPES = ['threshold.approaching', 'threshold.exceeded', 'taxRates.changed'] as const;

/** How each event is documented in the OpenAPI document (the `events` of webhookEndpoints.create). */
const EVENTS_DESCRIPTION =
  'The events sent to the endpoint, each a signed POST (header `Levy-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`), retried for about three days until it answers 2xx. ' +
  '`threshold.approaching`, `threshold.exceeded`: `{ id, type, createdAt, data: <threshold item> }`, once per jurisdiction, status and period. ' +
  '`taxRates.changed`: `{ id, type, createdAt, sellerId, changes: [{ jurisId, name, from, oldRate, newRate, source, customersTouched }] }` ' +
  '(rates in percent as decimal strings, `from` the first day of the new rate): the rate of a jurisdiction the seller sold in over the last 12 months changes within 90 days or changed within the last 30; checked daily, each jurisdiction and day sent once.';

export const createWebhookEndpointSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'Invalid URL (expected http or https)' }).max(2048),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length).describe(EVENTS_DESCRIPTION),
});
export type CreateWebhookEndpointInput = z.output<typeof createWebhookEndpointSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  createdAt: z.iso.datetime(),
});

export const createWebhookEndpointResponse = z.object({
  id: z.string(),
  secret: z.string().describe('The signing secret of the deliveries (whsec_...): shown only here.'),
});

export const listWebhookEndpointsResponse = z.object({ webhookEndpoints: z.array(webhookEndpointSchema) });
