import { emptyBody, emptyResponse } from '../../seller/common/schemas.ts';
import { listMappingsResponse } from '../../integrations/stripe/schemas.ts';
import {
  ADD_MAPPING_CONFLICTS,
  addMapping,
  addMappingBody,
  LIST_MAPPINGS_CONFLICTS,
  listMappings,
} from '../../integrations/stripe/mappings.ts';
import { defineOperation } from '../operation.ts';

export const mappingOperations = [
  defineOperation({
    id: 'productIdMapping.list',
    summary: "List an integration's product mappings, each { sourceId: targetId }",
    path: '/v1/seller/integrations/id:{integrationId}/productIdMapping/list',
    auth: 'seller',
    body: emptyBody,
    response: listMappingsResponse,
    conflicts: LIST_MAPPINGS_CONFLICTS,
    handle: (c) => listMappings(c.app, c.seller.id, c.params.integrationId!),
  }),
  defineOperation({
    id: 'productIdMapping.add',
    summary: 'Map a billing-system product id to a Levy product',
    path: '/v1/seller/integrations/id:{integrationId}/productIdMapping/add',
    auth: 'seller',
    body: addMappingBody,
    response: emptyResponse,
    conflicts: ADD_MAPPING_CONFLICTS,
    handle: (c, body) => addMapping(c.app, c.seller.id, c.params.integrationId!, body),
  }),
];
