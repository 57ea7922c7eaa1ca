// Every operation documents its 200 answer. The integration suite checks the schemas against real
// answers (app.ts, NODE_ENV=test); this checks that none of them documents nothing: a bare
// `{ type: 'object' }` is allowed only for the operations whose answer is `{}`.
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/api/openapi.ts';
import { operations } from '../../src/api/routes/index.ts';

/** The operations that answer `{}`. */
const EMPTY_ANSWERS = new Set([
  'customers.create',
  'certificates.archive',
  'transactions.createNegation',
  'transactions.void',
  'products.create',
  'productIdMapping.add',
  'unprocessedInvoices.retry',
  'underCollectedInvoices.resolve',
  'webhookEndpoints.delete',
  'admin.apiKeys.revoke',
  'admin.filings.finalize',
]);

type JsonSchema = Record<string, unknown>;

const document = buildOpenApiDocument(operations) as {
  paths: Record<string, { post: { operationId: string; responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> } }>;
};

function answerSchema(path: string): JsonSchema {
  const schema = document.paths[path]?.post.responses['200']?.content?.['application/json']?.schema;
  if (schema === undefined) throw new Error(`${path}: no 200 schema`);
  return schema;
}

/** An object schema that says nothing of its fields. */
function isBareObject(schema: JsonSchema): boolean {
  const properties = schema.properties as Record<string, unknown> | undefined;
  const hasProperties = properties !== undefined && Object.keys(properties).length > 0;
  const describesValues = typeof schema.additionalProperties === 'object' && Object.keys(schema.additionalProperties as object).length > 0;
  return schema.type === 'object' && !hasProperties && !describesValues && schema.anyOf === undefined && schema.oneOf === undefined;
}

describe('documented 200 answers', () => {
  it('every operation has a response schema', () => {
    expect(operations.filter((op) => op.response === undefined).map((op) => op.id)).toEqual([]);
  });

  it('only the operations that answer {} document an object without fields', () => {
    const bare = operations.filter((op) => isBareObject(answerSchema(op.path))).map((op) => op.id);
    expect(bare.sort()).toEqual([...EMPTY_ANSWERS].sort());
  });

  it('documents {} as an object with no fields at all', () => {
    for (const op of operations.filter((o) => EMPTY_ANSWERS.has(o.id))) {
      expect(answerSchema(op.path), op.id).toMatchObject({ type: 'object', properties: {}, additionalProperties: false });
    }
  });

  it('no answer is documented as anything at all', () => {
    const untyped = operations.filter((op) => {
      const schema = answerSchema(op.path);
      return schema.type === undefined && schema.anyOf === undefined && schema.oneOf === undefined && schema.allOf === undefined;
    });
    expect(untyped.map((op) => op.id)).toEqual([]);
  });

  it('the operations that answer {} exist', () => {
    const ids = new Set(operations.map((op) => op.id));
    expect([...EMPTY_ANSWERS].filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('documented answer headers', () => {
  it('the calculations declare Levy-Content-Version on their 200 answers, and no other operation does', () => {
    const withHeader = Object.values(document.paths)
      .filter(
        (item) => (item.post.responses['200'] as { headers?: Record<string, unknown> }).headers?.['Levy-Content-Version'] !== undefined,
      )
      .map((item) => item.post.operationId);
    expect(withHeader.sort()).toEqual(['transactions.createEphemeral', 'transactions.createOrUpdate']);
    expect(document.paths['/v1/seller/transactions/createOrUpdate']!.post.responses['200']).toMatchObject({
      headers: { 'Levy-Content-Version': { description: expect.stringContaining('built-in tax content'), schema: { type: 'string' } } },
    });
  });
});
