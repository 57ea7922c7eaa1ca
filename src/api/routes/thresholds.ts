import { ok } from '../../lib/result.ts';
import { GET_THRESHOLD_CONFLICTS, getThreshold, listThresholds } from '../../seller/thresholds/thresholds.ts';
import { getThresholdBody, getThresholdResponse, listThresholdsBody, listThresholdsResponse } from '../../seller/thresholds/schemas.ts';
import { emptyResponse } from '../../seller/common/schemas.ts';
import {
  createWebhookEndpointResponse,
  createWebhookEndpointSchema,
  listWebhookEndpointsResponse,
} from '../../seller/webhook-endpoints/schemas.ts';
import {
  CREATE_WEBHOOK_ENDPOINT_CONFLICTS,
  createWebhookEndpoint,
  DELETE_WEBHOOK_ENDPOINT_CONFLICTS,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
} from '../../seller/webhook-endpoints/webhook-endpoints.ts';
import { z } from 'zod';
import { defineOperation } from '../operation.ts';

export const thresholdOperations = [
  defineOperation({
    id: 'thresholds.list',
    summary: 'Where the seller stands against every registration threshold (economic nexus)',
    path: '/v1/seller/thresholds/list',
    auth: 'seller',
    body: listThresholdsBody,
    response: listThresholdsResponse,
    conflicts: [],
    handle: async (c) => ok({ thresholds: await listThresholds(c.app, c.seller) }),
  }),
  defineOperation({
    id: 'thresholds.get',
    summary: "One jurisdiction's threshold, with monthly totals for the last 24 months",
    path: '/v1/seller/thresholds/id:{jurisId}/get',
    auth: 'seller',
    body: getThresholdBody,
    response: getThresholdResponse,
    conflicts: GET_THRESHOLD_CONFLICTS,
    handle: (c) => getThreshold(c.app, c.seller, c.params.jurisId!),
  }),
  defineOperation({
    id: 'webhookEndpoints.create',
    summary:
      'Subscribe a URL to threshold alerts and rate changes; the signing secret is shown only here. A URL whose host is (or resolves only to) a loopback, private, link-local, multicast or reserved address is refused',
    path: '/v1/seller/webhookEndpoints/create',
    auth: 'seller',
    body: createWebhookEndpointSchema,
    response: createWebhookEndpointResponse,
    conflicts: CREATE_WEBHOOK_ENDPOINT_CONFLICTS,
    handle: (c, body) => createWebhookEndpoint(c.app, c.seller.id, body),
  }),
  defineOperation({
    id: 'webhookEndpoints.list',
    summary: "The seller's webhook endpoints (without their secrets)",
    path: '/v1/seller/webhookEndpoints/list',
    auth: 'seller',
    body: z.strictObject({}),
    response: listWebhookEndpointsResponse,
    conflicts: [],
    handle: (c) => listWebhookEndpoints(c.app, c.seller.id),
  }),
  defineOperation({
    id: 'webhookEndpoints.delete',
    summary: 'Stop sending alerts to an endpoint (deliveries under way are dropped)',
    path: '/v1/seller/webhookEndpoints/id:{webhookEndpointId}/delete',
    auth: 'seller',
    body: z.strictObject({}),
    response: emptyResponse,
    conflicts: DELETE_WEBHOOK_ENDPOINT_CONFLICTS,
    handle: (c) => deleteWebhookEndpoint(c.app, c.seller.id, c.params.webhookEndpointId!),
  }),
];
