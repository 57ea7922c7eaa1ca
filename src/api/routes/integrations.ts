// An integration's lifecycle (list, get, update, disable, enable, delete) on two doors: the seller's
// own (`/v1/seller/integrations/...`, scoped to the calling seller) and the operator's
// (`/admin/v1/sellers/id:{sellerId}/integrations/...`). One table of actions serves both, so the two
// cannot drift apart. Creating an integration is the operator's alone (admin.ts).
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  DELETE_INTEGRATION_CONFLICTS,
  deletedIntegrationAnswer,
  deleteIntegration,
  deleteIntegrationBody,
  DISABLE_INTEGRATION_CONFLICTS,
  disableIntegration,
  disableIntegrationBody,
  ENABLE_INTEGRATION_CONFLICTS,
  enableIntegration,
  enableIntegrationBody,
  FOR_SELLER_CONFLICTS,
  forSeller,
  GET_INTEGRATION_CONFLICTS,
  getIntegration,
  getIntegrationBody,
  integrationRecord,
  listIntegrations,
  listIntegrationsAnswer,
  listIntegrationsBody,
  UPDATE_INTEGRATION_CONFLICTS,
  updateIntegration,
  updateIntegrationBody,
} from '../../integrations/stripe/lifecycle.ts';
import type { Conflict, Result } from '../../lib/result.ts';
import { defineOperation } from '../operation.ts';

interface Action<B extends z.ZodType = z.ZodType, C extends string = string> {
  /** The last part of the path and of the operation id: `.../integrations/id:{integrationId}/<action>`. */
  action: string;
  summary: string;
  body: B;
  response: z.ZodType;
  /** The use case's own list; `run` may return no other conflict (as in defineOperation). */
  conflicts: readonly C[];
  run(
    app: AppContext,
    sellerId: string,
    integrationId: string,
    body: z.output<B>,
  ): Promise<Result<unknown, Conflict & { type: NoInfer<C> }>>;
}

/** Keeps each action's body type and conflicts tied to its `run` where it is written; the table holds them erased. */
const action = <B extends z.ZodType, const C extends string>(def: Action<B, C>): Action => def as unknown as Action;

const ACTIONS: Action[] = [
  action({
    action: 'get',
    summary: 'Get an integration: mode, tax product, Stripe account, status, webhook endpoint',
    body: getIntegrationBody,
    response: integrationRecord,
    conflicts: GET_INTEGRATION_CONFLICTS,
    run: (app, sellerId, id) => getIntegration(app, sellerId, id),
  }),
  action({
    action: 'update',
    summary: 'Rotate the Stripe secret key (same account, checked with Stripe), change the tax mode or the tax product',
    body: updateIntegrationBody,
    response: integrationRecord,
    conflicts: UPDATE_INTEGRATION_CONFLICTS,
    run: (app, sellerId, id, body) => updateIntegration(app, sellerId, id, body),
  }),
  action({
    action: 'disable',
    summary: 'Stop acting on the Stripe account: events are acknowledged and ignored, drafts left as they are',
    body: disableIntegrationBody,
    response: integrationRecord,
    conflicts: DISABLE_INTEGRATION_CONFLICTS,
    run: (app, sellerId, id) => disableIntegration(app, sellerId, id),
  }),
  action({
    action: 'enable',
    summary: 'Act again on the Stripe account, if no other integration acts on it',
    body: enableIntegrationBody,
    response: integrationRecord,
    conflicts: ENABLE_INTEGRATION_CONFLICTS,
    run: (app, sellerId, id) => enableIntegration(app, sellerId, id),
  }),
  action({
    action: 'delete',
    summary: "Remove Levy's webhook endpoint from Stripe, then the integration; recorded transactions are kept",
    body: deleteIntegrationBody,
    response: deletedIntegrationAnswer,
    conflicts: DELETE_INTEGRATION_CONFLICTS,
    run: (app, sellerId, id, body) => deleteIntegration(app, sellerId, id, body),
  }),
];

const LIST = {
  summary: 'List the integrations of the seller (never their secrets)',
  body: listIntegrationsBody,
  response: listIntegrationsAnswer,
};

export const integrationOperations = [
  defineOperation({
    id: 'integrations.list',
    path: '/v1/seller/integrations/list',
    auth: 'seller',
    ...LIST,
    conflicts: [],
    handle: (c) => listIntegrations(c.app, c.seller.id),
  }),
  ...ACTIONS.map((a) =>
    defineOperation({
      id: `integrations.${a.action}`,
      summary: a.summary,
      path: `/v1/seller/integrations/id:{integrationId}/${a.action}`,
      auth: 'seller',
      body: a.body,
      response: a.response,
      conflicts: a.conflicts,
      handle: (c, body) => a.run(c.app, c.seller.id, c.params.integrationId!, body),
    }),
  ),
];

const SELLER = '/admin/v1/sellers/id:{sellerId}/integrations';

/** The operator's door: the same actions for the seller named in the path (409 sellerIdNotFound otherwise). */
export const adminIntegrationOperations = [
  defineOperation({
    id: 'admin.integrations.list',
    path: `${SELLER}/list`,
    auth: 'admin',
    ...LIST,
    conflicts: FOR_SELLER_CONFLICTS,
    handle: (c) => forSeller(c.app, c.params.sellerId!, () => listIntegrations(c.app, c.params.sellerId!)),
  }),
  ...ACTIONS.map((a) =>
    defineOperation({
      id: `admin.integrations.${a.action}`,
      summary: a.summary,
      path: `${SELLER}/id:{integrationId}/${a.action}`,
      auth: 'admin',
      body: a.body,
      response: a.response,
      conflicts: [...FOR_SELLER_CONFLICTS, ...a.conflicts],
      handle: (c, body) => forSeller(c.app, c.params.sellerId!, () => a.run(c.app, c.params.sellerId!, c.params.integrationId!, body)),
    }),
  ),
];
