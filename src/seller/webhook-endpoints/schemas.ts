import { z } from 'zod';

export const WEBHOOK_EVENT_TYPES = ['threshold.approaching', 'threshold.exceeded'] as const;

export const createWebhookEndpointSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'Invalid URL (expected http or https)' }).max(2048),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length),
});
export type CreateWebhookEndpointInput = z.output<typeof createWebhookEndpointSchema>;

export const webhookEndpointSchema = z.object({ id: z.string(), url: z.string(), events: z.array(z.enum(WEBHOOK_EVENT_TYPES)), createdAt: z.iso.datetime() });

export const createWebhookEndpointResponse = z.object({
  id: z.string(),
  secret: z.string().describe('The signing secret of the deliveries (whsec_...): shown only here.'),
});

export const listWebhookEndpointsResponse = z.object({ webhookEndpoints: z.array(webhookEndpointSchema) });
