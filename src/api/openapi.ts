// The OpenAPI 3.1 document, generated from the same zod schemas that validate requests.
import { z } from 'zod';
import { textResponse, type PathDocs } from '../http/docs.ts';
import type { AnyOperation } from './operation.ts';

export function buildOpenApiDocument(operations: readonly AnyOperation[], otherPaths: PathDocs = {}): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      description: 'Written in the path as `id:<value>` (URL-encoded).',
      schema: { type: 'string' },
    }));
    paths[op.path] = {
      post: {
        operationId: op.id,
        summary: op.summary,
        tags: [op.id.split('.')[0]],
        security: [{ [op.auth === 'admin' ? 'adminToken' : 'apiKey']: [] }],
        parameters,
        requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } },
        responses: {
          '200': {
            description: 'OK',
            ...(op.responseHeaders !== undefined
              ? {
                  headers: Object.fromEntries(
                    Object.entries(op.responseHeaders).map(([name, h]) => [
                      name,
                      { description: h.description, schema: { type: 'string' } },
                    ]),
                  ),
                }
              : {}),
            content: { 'application/json': { schema: jsonSchema(op.response, 'output') } },
          },
          '400': textResponse('The request body failed validation, e.g. `Request body: "id": Required.`'),
          '401': textResponse('Missing, malformed, unknown or revoked credentials.'),
          ...(op.conflicts.length > 0 || op.feature
            ? {
                '409': {
                  description: 'Business-rule conflict.',
                  content: {
                    'application/json': {
                      schema: {
                        type: 'object',
                        required: ['type'],
                        properties: { type: { type: 'string', enum: [...op.conflicts, ...(op.feature ? [op.feature.conflictType] : [])] } },
                      },
                    },
                  },
                },
              }
            : {}),
          '413': textResponse('The body is larger than the limit.'),
          '415': textResponse('The body is not JSON.'),
          ...(op.auth === 'seller' ? { '429': textResponse('Rate limit exceeded; see the Retry-After header.') } : {}),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Levy API', version: '1.1' },
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'A seller API key: `levy_<id>_<secret>`.' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'The operator token (ADMIN_TOKEN).' },
      },
    },
    paths: { ...paths, ...otherPaths },
  };
}

export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  // Schemas with transforms (e.g. the address variants) document the shape they accept.
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}
