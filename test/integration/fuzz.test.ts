// A bounded, seeded fuzz run over real HTTP: every operation of /openapi.json (seller and admin) and
// the Stripe webhook receiver, with hostile bodies and path parameters. No answer may be a 5xx; a
// 400 is short text/plain; a 409 is JSON with a `type`; /healthz stays up. FUZZ_BODIES raises the
// count for a release check (`npm run fuzz` runs ten times as many).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyFor, hostileValue, random } from '../support/fuzz.ts';
import { ADMIN_TOKEN, startTestLevy, type TestLevy } from '../support/levy.ts';

const BODIES_PER_OPERATION = Number(process.env.FUZZ_BODIES ?? 50);
const PATH_VALUES = [
  '%00',
  'x'.repeat(300),
  '%E2%80%AE',
  '..%2F..%2Fadmin',
  'id:x',
  '%F0%9F%98%80',
  "'%20OR%201=1",
  'cus-1',
  'us-NY',
  '2026-11',
];

let t: TestLevy;
let seller: { sellerId: string; apiKey: string };

beforeAll(async () => {
  t = await startTestLevy({ databaseKind: 'pglite' });
  seller = await t.createSeller({
    name: 'Fuzz',
    rateLimitPerSecond: 100_000,
    features: ['transactionsList', 'filings', 'taxIdValidation', 'certificatePortal', 'internationalStreetResolution'],
  });
});
afterAll(() => t?.close());

interface Operation {
  path: string;
  operationId: string;
  security: Record<string, unknown>[];
  requestBody?: { content: Record<string, { schema: unknown }> };
}

async function documentedOperations(): Promise<Operation[]> {
  const doc = (await (await fetch(`${t.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, Omit<Operation, 'path'>>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    item.post !== undefined && path !== '/certificate-requests/{token}/submit' ? [{ path, ...item.post }] : [],
  );
}

function checkAnswer(where: string, status: number, type: string, text: string): void {
  expect(status, `${where}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (status === 400) {
    expect(type, where).toMatch(/^text\/plain/);
    expect(Buffer.byteLength(text), where).toBeLessThan(8 * 1024);
  }
  if (status === 409) {
    expect(type, where).toMatch(/^application\/json/);
    expect(typeof (JSON.parse(text) as { type?: unknown }).type, where).toBe('string');
  }
}

describe('fuzz', () => {
  it('no body or path parameter makes an operation answer 5xx', async () => {
    const ops = await documentedOperations();
    expect(ops.length).toBeGreaterThan(60);
    const rnd = random(20261125);
    for (const op of ops) {
      const token = op.security.some((s) => 'adminToken' in s) ? ADMIN_TOKEN : seller.apiKey;
      const schema = (op.requestBody?.content['application/json']?.schema ?? {}) as Parameters<typeof bodyFor>[0];
      for (let i = 0; i < BODIES_PER_OPERATION; i++) {
        const path = op.path.replace(/\{\w+\}/g, () =>
          i % 3 === 0 ? PATH_VALUES[Math.floor(rnd() * PATH_VALUES.length)]! : `fz${Math.floor(rnd() * 1000)}`,
        );
        const body = JSON.stringify(bodyFor(schema, rnd));
        const res = await fetch(`${t.url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        });
        checkAnswer(`${op.operationId} ${path}`, res.status, res.headers.get('content-type') ?? '', await res.text());
      }
    }
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  }, 600_000);

  it('the webhook receiver answers junk with 4xx, never 503, and costs no lookup for a malformed id', async () => {
    const rnd = random(7);
    for (const id of [...PATH_VALUES, 'intg_unknown', '']) {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${t.url}/v1/integrations/id:${id}/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(i % 2 === 0 ? { 'stripe-signature': `t=1,v1=${'a'.repeat(64)}` } : {}) },
          body: JSON.stringify(hostileValue(rnd)),
        });
        const text = await res.text();
        expect(res.status, `${id}: ${text}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${id}: ${text}`).toBeLessThan(500);
      }
    }
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  }, 120_000);
});

describe('admin operations on a seller that does not exist', () => {
  it('answer 409 sellerIdNotFound (or 400 for a body that fails validation), never 200', async () => {
    const ops = (await documentedOperations()).filter((op) => op.path.includes('{sellerId}'));
    expect(ops.length).toBeGreaterThan(8);
    for (const op of ops) {
      const path = op.path
        .replace('{sellerId}', 'sel_nosuchseller')
        .replace('{jurisId}', 'us-NY')
        .replace('{jurisFilingId}', '2026-11')
        .replace(/\{\w+\}/g, 'x1');
      const res = await fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const text = await res.text();
      if (res.status === 400) continue;
      expect(res.status, `${op.operationId}: ${text}`).toBe(409);
      expect((JSON.parse(text) as { type: string }).type, op.operationId).toBe('sellerIdNotFound');
    }
  });
});
