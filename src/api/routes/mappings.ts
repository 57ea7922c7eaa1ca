import { emptyBody } from '../../seller/common/schemas.ts';
import { addMapping, addMappingBody, listMappings } from '../../integrations/stripe/mappings.ts';
import { defineOperation } from '../operation.ts';

export const mappingOperations = [
  defineOperation({
    id: 'productIdMapping.list',
    summary: "List an integration's product mappings, each { sourceId: targetId }",
    path: '/v1/seller/integrations/id:{integrationId}/productIdMapping/list',
    auth: 'seller',
    body: emptyBody,
    conflicts: ['integrationIdNotFound'],
    handle: (c) => listMappings(c.app, c.seller.id, c.params.integrationId!),
  }),
  defineOperation({
    id: 'productIdMapping.add',
    summary: 'Map a billing-system product id to a Levy product',
    path: '/v1/seller/integrations/id:{integrationId}/productIdMapping/add',
    auth: 'seller',
    body: addMappingBody,
    conflicts: ['integrationIdNotFound', 'sourceIdAlreadyMapped', 'targetIdNotFound'],
    handle: (c, body) => addMapping(c.app, c.seller.id, c.params.integrationId!, body),
  }),
];
