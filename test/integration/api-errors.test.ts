// The shared error model over real HTTP: every failure gets its documented status and body,
// and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let seller: { sellerId: string; apiKey: string; apiKeyId: string };

beforeAll(async () => {
  t = await startTestLevy();
  seller = await t.createSeller({ rateLimitPerSecond: 1000 });
});
afterAll(() => t.close());

const customers = () => t.levy.db.prisma.customer.count({ where: { sellerId: seller.sellerId } });

describe('400 text/plain for bodies that fail validation', () => {
  it.each([
    ['no body at all', { raw: '' }, 'Request body: Required.'],
    ['an array', { raw: '[]' }, 'Request body: Expected object, received array.'],
    ['a string', { raw: '"hello"' }, 'Request body: Expected object, received string.'],
    ['a number', { raw: '42' }, 'Request body: Expected object, received number.'],
    ['null', { raw: 'null' }, 'Request body: Expected object, received null.'],
    ['invalid JSON', { raw: '{"id": ' }, 'Request body: Invalid JSON.'],
    ['a missing field', { raw: '{}' }, 'Request body: "id": Required.'],
    ['a wrong type', { raw: '{"id": 12}' }, 'Request body: "id": Expected string, received number.'],
    ['an empty id', { raw: '{"id": ""}' }, 'Request body: "id": String must contain at least 1 character(s).'],
    ['an unknown key', { raw: '{"id": "c1", "foo": 1}' }, "Request body: Unrecognized key(s) in object: 'foo'."],
  ])('%s', async (_name, options, expected) => {
    const res = await t.post('/v1/seller/customers/create', undefined, { token: seller.apiKey, ...options });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toBe(expected);
    expect(await customers()).toBe(0);
  });

  it.each([
    [{ limit: 101 }, 'Request body: "limit": Number must be less than or equal to 100.'],
    [{ limit: 0 }, 'Request body: "limit": Number must be greater than or equal to 1.'],
    [{ limit: '10' }, 'Request body: "limit": Expected number, received string.'],
    [{ cursor: '' }, 'Request body: "cursor": String must contain at least 1 character(s).'],
  ])('list limits and cursors: %j', async (body, expected) => {
    const res = await t.post('/v1/seller/customers/list', body, { token: seller.apiKey });
    expect(res.status).toBe(400);
    expect(res.text).toBe(expected);
  });

  it('rejects a body without the JSON content type: 415', async () => {
    const res = await t.post('/v1/seller/customers/create', undefined, {
      token: seller.apiKey,
      raw: 'id=c1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.text).toMatch(/application\/json/);
    const plain = await t.post('/v1/seller/customers/create', undefined, {
      token: seller.apiKey,
      raw: '{"id":"c1"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    expect(await customers()).toBe(0);
  });

  it('rejects a body over the limit: 413', async () => {
    const res = await t.post('/v1/seller/customers/create', { id: 'c1', name: 'x'.repeat(1024 * 1024) }, { token: seller.apiKey });
    expect(res.status).toBe(413);
    expect(res.text).toBe('Payload Too Large: the request body may have at most 1048576 bytes.');
    expect(await customers()).toBe(0);
  });
});

describe('text that cannot be stored unchanged, odd encodings and odd numbers', () => {
  const create = (options: Parameters<TestLevy['post']>[2]) =>
    t.post('/v1/seller/customers/create', undefined, { token: seller.apiKey, ...options });

  it.each([
    ['a NUL in a value', '{"id":"nul\\u0000x"}', 'Request body: "id": Text must not contain NUL characters or unpaired surrogates.'],
    [
      'a NUL in a nested value',
      '{"id":"c1","name":"a\\u0000b"}',
      'Request body: "name": Text must not contain NUL characters or unpaired surrogates.',
    ],
    ['an unpaired surrogate', '{"id":"sur\\ud800"}', 'Request body: "id": Text must not contain NUL characters or unpaired surrogates.'],
    ['a NUL in a key', '{"id":"c1","a\\u0000":1}', 'Request body: Text must not contain NUL characters or unpaired surrogates (in a key).'],
    ['a __proto__ key', '{"id":"c1","__proto__":{"x":1}}', "Request body: Unrecognized key(s) in object: '__proto__'."],
    ['deep nesting', `{"id":"c1","x":${'['.repeat(100)}${']'.repeat(100)}}`, 'Request body: JSON may be nested at most 32 levels deep.'],
  ])('400 for %s, nothing written', async (_name, raw, expected) => {
    const res = await create({ raw });
    expect(res.status).toBe(400);
    expect(res.text).toBe(expected);
    expect(await customers()).toBe(0);
  });

  it('keeps an escaped backslash-u sequence as the text it is', async () => {
    const res = await create({ raw: '{"id":"lit\\\\u0000"}' });
    expect(res.status).toBe(200);
    expect((await t.post(`/v1/seller/customers/id:${encodeURIComponent('lit\\u0000')}/get`, {}, { token: seller.apiKey })).json().id).toBe(
      'lit\\u0000',
    );
    await t.levy.db.prisma.customer.deleteMany({ where: { sellerId: seller.sellerId } });
  });

  it('400 for bytes that are not UTF-8', async () => {
    const res = await create({ raw: Buffer.from([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]) });
    expect(res.status).toBe(400);
    expect(res.text).toBe('Request body: Invalid UTF-8.');
  });

  it.each(['application/json; charset=latin1', 'application/json; charset=utf-16', 'application/vnd.api+json', 'text/json'])(
    '415 for %s',
    async (type) => {
      const res = await create({ raw: '{"id":"c1"}', headers: { 'content-type': type } });
      expect(res.status).toBe(415);
      expect(await customers()).toBe(0);
    },
  );

  it('accepts an explicit UTF-8 charset', async () => {
    const res = await create({ raw: '{"id":"utf8-ok"}', headers: { 'content-type': 'application/json; charset=UTF-8' } });
    expect(res.status).toBe(200);
    await t.levy.db.prisma.customer.deleteMany({ where: { sellerId: seller.sellerId } });
  });

  it('415 for a compressed body', async () => {
    const res = await create({ raw: '{"id":"c1"}', headers: { 'content-encoding': 'gzip' } });
    expect(res.status).toBe(415);
    expect(res.text).toBe('Unsupported Media Type: send the body uncompressed (no Content-Encoding).');
  });

  it.each([
    ['1e400', 'Request body: "limit": Number must be finite.'],
    ['1e23', 'Request body: "limit": Number must be less than or equal to 100.'],
    ['-1e23', 'Request body: "limit": Number must be greater than or equal to 1.'],
  ])('limit %s', async (limit, expected) => {
    const res = await t.post('/v1/seller/customers/list', undefined, { token: seller.apiKey, raw: `{"limit":${limit}}` });
    expect(res.status).toBe(400);
    expect(res.text).toBe(expected);
  });
});

describe('path parameters', () => {
  it('400 for a NUL in a path parameter', async () => {
    const res = await t.post('/v1/seller/customers/id:a%00b/get', {}, { token: seller.apiKey });
    expect(res.status).toBe(400);
    expect(res.text).toBe('Request path: "customerId": Text must not contain NUL characters or unpaired surrogates.');
  });

  it.each(['/v1/seller/customers/id:%zz/get', '/v1/seller/customers/id:%E0%A4%A/get', '/admin/v1/sellers/id:%C0%80/get'])(
    '400 text with a request id for the malformed URL %s',
    async (path) => {
      const res = await t.post(path, {}, { token: seller.apiKey });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.text).toBe('Bad Request: the URL is not valid (malformed percent-encoding).');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    },
  );

  it('reads back a 255-character id, even fully percent-encoded', async () => {
    const id = 'é'.repeat(255);
    expect((await t.post('/v1/seller/customers/create', { id }, { token: seller.apiKey })).status).toBe(200);
    const res = await t.post(`/v1/seller/customers/id:${encodeURIComponent(id)}/get`, {}, { token: seller.apiKey });
    expect(res.status).toBe(200);
    expect(res.json().id).toBe(id);
    await t.levy.db.prisma.customer.deleteMany({ where: { sellerId: seller.sellerId } });
  });
});

describe('routes and methods', () => {
  it('answers 404 text for an unknown route', async () => {
    const res = await t.post('/v1/seller/nothing/here', {}, { token: seller.apiKey });
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not Found: POST /v1/seller/nothing/here is not an operation of this API.');
  });

  it('answers 404 for a path parameter without its id: prefix', async () => {
    const res = await t.post('/v1/seller/customers/c1/get', {}, { token: seller.apiKey });
    expect(res.status).toBe(404);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers 405 with Allow: POST to %s on an operation', async (method) => {
    const res = await t.post('/v1/seller/customers/list', {}, { token: seller.apiKey, method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('gives every response a request id, and keeps a safe one the caller sent', async () => {
    const a = await t.post('/v1/seller/customers/list', {}, { token: seller.apiKey });
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const b = await t.post('/v1/seller/nothing', {}, { headers: { 'x-request-id': 'trace-123' } });
    expect(b.headers.get('x-request-id')).toBe('trace-123');
    const c = await t.post('/v1/seller/nothing', {}, { headers: { 'x-request-id': 'bad id\twith tab' } });
    expect(c.headers.get('x-request-id')).not.toBe('bad id\twith tab');
  });

  it('answers HEAD on the health routes', async () => {
    expect((await t.post('/healthz', undefined, { method: 'HEAD' })).status).toBe(200);
    expect((await t.post('/readyz', undefined, { method: 'HEAD' })).status).toBe(200);
  });

  it('serves health, readiness and the OpenAPI document', async () => {
    expect((await t.post('/healthz', undefined, { method: 'GET' })).json()).toEqual({ status: 'ok' });
    const ready = await t.post('/readyz', undefined, { method: 'GET' });
    expect(ready.status).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: true, redis: true } });
    const doc = (await t.post('/openapi.json', undefined, { method: 'GET' })).json();
    expect(
      doc.paths['/v1/seller/customers/id:{customerId}/get'].post.responses['409'].content['application/json'].schema.properties.type.enum,
    ).toEqual(['customerIdNotFound']);
    expect(doc.paths['/v1/seller/customers/create'].post.requestBody.content['application/json'].schema.required).toEqual(['id']);
  });
});

describe('401 for missing, malformed, unknown or revoked credentials', () => {
  it.each([
    ['no header', null, undefined, 'Unauthorized: the Authorization header is missing. Send "Authorization: Bearer <API key>".'],
    ['not Bearer', null, 'Basic dXNlcjpwYXNz', 'Unauthorized: the Authorization header must be "Bearer <API key>".'],
    ['Bearer without a key', null, 'Bearer ', 'Unauthorized: the Authorization header must be "Bearer <API key>".'],
    [
      'an unknown key',
      `levy_${'a'.repeat(26)}_${'b'.repeat(43)}`,
      undefined,
      'Unauthorized: the API key is not valid (unknown or revoked).',
    ],
    ['a random string', 'sk_live_123', undefined, 'Unauthorized: the API key is not valid (unknown or revoked).'],
    ['the admin token', ADMIN_TOKEN, undefined, 'Unauthorized: the API key is not valid (unknown or revoked).'],
  ])('%s', async (_name, token, header, expected) => {
    const res = await t.post(
      '/v1/seller/customers/create',
      { id: 'c1' },
      { token, ...(header !== undefined ? { headers: { authorization: header } } : {}) },
    );
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.text).toBe(expected);
    expect(await customers()).toBe(0);
  });

  it('a key with the right id but a wrong secret is refused', async () => {
    const forged = `${seller.apiKey.slice(0, -4)}AAAA`;
    expect((await t.post('/v1/seller/customers/list', {}, { token: forged })).status).toBe(401);
  });

  it('a seller key cannot call the admin API', async () => {
    const res = await t.post('/admin/v1/sellers/create', { name: 'Mallory' }, { token: seller.apiKey });
    expect(res.status).toBe(401);
    expect(await t.levy.db.prisma.seller.count({ where: { name: 'Mallory' } })).toBe(0);
  });

  it('a revoked key stops working at once', async () => {
    const extra = (await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/apiKeys/create`)).json();
    expect((await t.post('/v1/seller/customers/list', {}, { token: extra.apiKey })).status).toBe(200);
    expect((await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/apiKeys/id:${extra.apiKeyId}/revoke`)).status).toBe(200);
    expect((await t.post('/v1/seller/customers/list', {}, { token: extra.apiKey })).status).toBe(401);
    // The seller's other key is untouched.
    expect((await t.post('/v1/seller/customers/list', {}, { token: seller.apiKey })).status).toBe(200);
  });
});

describe('500 never shows internals', () => {
  it('answers a short text with the request id when a use case throws', async () => {
    // A table dropped under the server makes the next query fail inside the use case.
    const other = await startTestLevy({ databaseKind: 'pglite' });
    const s = await other.createSeller();
    await other.levy.db.prisma.$executeRawUnsafe('DROP TABLE customers CASCADE');
    const res = await other.post('/v1/seller/customers/create', { id: 'c1' }, { token: s.apiKey });
    expect(res.status).toBe(500);
    expect(res.text).toBe(`Internal Server Error: the request failed; quote request id ${res.headers.get('x-request-id')} to support.`);
    expect(res.text).not.toMatch(/customers|prisma|relation|stack/i);
    await other.close();
  });
});
