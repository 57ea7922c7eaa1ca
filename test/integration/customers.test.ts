// Customers end to end over HTTP: create, get, list with cursors, every conflict, isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let alice: { sellerId: string; apiKey: string };
let bob: { sellerId: string; apiKey: string };

beforeAll(async () => {
  t = await startTestLevy();
  alice = await t.createSeller({ name: 'Alice Co', rateLimitPerSecond: 10_000 });
  bob = await t.createSeller({ name: 'Bob Co', rateLimitPerSecond: 10_000 });
});
afterAll(() => t.close());

const as =
  (who: { apiKey: string }) =>
  (path: string, body: unknown = {}) =>
    t.post(path, body, { token: who.apiKey });

describe('customers/create and get', () => {
  it('creates a customer and returns it', async () => {
    const create = await as(alice)('/v1/seller/customers/create', {
      id: 'stripe:cus_1',
      name: 'Acme Inc',
      emailAddress: 'ap@acme.example',
    });
    expect(create.status).toBe(200);
    expect(create.json()).toEqual({});
    const get = await as(alice)('/v1/seller/customers/id:stripe:cus_1/get');
    expect(get.status).toBe(200);
    expect(get.json()).toEqual({ id: 'stripe:cus_1', name: 'Acme Inc', emailAddress: 'ap@acme.example' });
  });

  it('needs only the id', async () => {
    expect((await as(alice)('/v1/seller/customers/create', { id: 'bare' })).status).toBe(200);
    expect((await as(alice)('/v1/seller/customers/id:bare/get')).json()).toEqual({ id: 'bare', name: null, emailAddress: null });
  });

  it('answers idAlreadyInUse for a taken id and changes nothing', async () => {
    await as(alice)('/v1/seller/customers/create', { id: 'dup', name: 'First' });
    const again = await as(alice)('/v1/seller/customers/create', { id: 'dup', name: 'Second' });
    expect(again.status).toBe(409);
    expect(again.json()).toEqual({ type: 'idAlreadyInUse' });
    expect((await as(alice)('/v1/seller/customers/id:dup/get')).json().name).toBe('First');
  });

  it.each(['not-an-email', 'a@', '@b.example', 'a b@c.example'])('answers invalidEmailAddress for %s and writes nothing', async (email) => {
    const res = await as(alice)('/v1/seller/customers/create', { id: `bad-email-${email}`, emailAddress: email });
    expect(res.status).toBe(409);
    expect(res.json()).toEqual({ type: 'invalidEmailAddress' });
    expect((await as(alice)(`/v1/seller/customers/id:${encodeURIComponent(`bad-email-${email}`)}/get`)).status).toBe(409);
  });

  it('answers customerIdNotFound for an unknown id', async () => {
    const res = await as(alice)('/v1/seller/customers/id:nobody/get');
    expect(res.status).toBe(409);
    expect(res.json()).toEqual({ type: 'customerIdNotFound' });
  });

  it.each(['a/b', 'a?b=c', 'a#b', 'id:nested', '../../etc/passwd', 'spaces and ünïcødé', '%2F', 'a%b'])(
    'round-trips the path-hostile id %j',
    async (id) => {
      expect((await as(alice)('/v1/seller/customers/create', { id })).status).toBe(200);
      const res = await as(alice)(`/v1/seller/customers/id:${encodeURIComponent(id)}/get`);
      expect(res.status).toBe(200);
      expect(res.json().id).toBe(id);
    },
  );

  it('rejects an id longer than 255 characters', async () => {
    const res = await as(alice)('/v1/seller/customers/create', { id: 'x'.repeat(256) });
    expect(res.status).toBe(400);
    expect(res.text).toBe('Request body: "id": String must contain at most 255 character(s).');
  });

  it("never shows one seller's customer to another: it looks exactly like a missing one", async () => {
    await as(alice)('/v1/seller/customers/create', { id: 'alice-only' });
    const res = await as(bob)('/v1/seller/customers/id:alice-only/get');
    expect(res.status).toBe(409);
    expect(res.json()).toEqual({ type: 'customerIdNotFound' });
    // The same id is free for Bob.
    expect((await as(bob)('/v1/seller/customers/create', { id: 'alice-only' })).status).toBe(200);
  });
});

describe('customers/list', () => {
  let carol: { sellerId: string; apiKey: string };
  const ids = Array.from({ length: 25 }, (_, i) => `cus-${String(i).padStart(3, '0')}`);

  beforeAll(async () => {
    carol = await t.createSeller({ rateLimitPerSecond: 10_000 });
    // Created out of order: the list must come back in ascending id order anyway.
    for (const id of [...ids].reverse()) await as(carol)('/v1/seller/customers/create', { id, name: `Name ${id}` });
  });

  it('pages through every customer in ascending id order', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      const res = await as(carol)('/v1/seller/customers/list', { limit: 10, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      const page = res.json();
      seen.push(...page.customers.map((c: { id: string }) => c.id));
      pages++;
      if (!page.hasMore) {
        expect(page.nextCursor).toBeNull();
        break;
      }
      cursor = page.nextCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(ids);
  });

  it('defaults to 10 per page and allows 100', async () => {
    expect((await as(carol)('/v1/seller/customers/list')).json().customers).toHaveLength(10);
    const all = (await as(carol)('/v1/seller/customers/list', { limit: 100 })).json();
    expect(all.customers).toHaveLength(25);
    expect(all.hasMore).toBe(false);
    expect(all.customers[0]).toEqual({ id: 'cus-000', name: 'Name cus-000', emailAddress: null });
  });

  it('answers invalidCursor for a cursor edited by hand', async () => {
    const { nextCursor } = (await as(carol)('/v1/seller/customers/list', { limit: 5 })).json();
    const [payload, signature] = nextCursor.split('.');
    const edited = `${Buffer.from(JSON.stringify({ after: 'cus-000' })).toString('base64url')}.${signature}`;
    expect(payload).not.toBe(edited.split('.')[0]);
    const flipped = nextCursor.slice(0, -1) + String.fromCharCode(nextCursor.charCodeAt(nextCursor.length - 1) ^ 1);
    for (const cursor of [edited, `${nextCursor}x`, `${nextCursor}=`, `${nextCursor}!!`, flipped, 'garbage', `${payload}.`]) {
      const res = await as(carol)('/v1/seller/customers/list', { cursor });
      expect(res.status).toBe(409);
      expect(res.json()).toEqual({ type: 'invalidCursor' });
    }
  });

  it("answers invalidCursor for another seller's cursor", async () => {
    const { nextCursor } = (await as(carol)('/v1/seller/customers/list', { limit: 5 })).json();
    const res = await as(bob)('/v1/seller/customers/list', { cursor: nextCursor });
    expect(res.status).toBe(409);
    expect(res.json()).toEqual({ type: 'invalidCursor' });
  });

  it('lists only the calling seller’s customers', async () => {
    const bobs = (await as(bob)('/v1/seller/customers/list', { limit: 100 })).json().customers.map((c: { id: string }) => c.id);
    expect(bobs).toEqual(['alice-only']);
  });
});
