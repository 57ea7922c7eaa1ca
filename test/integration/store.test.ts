// The store layer on both databases Levy supports: PostgreSQL and the embedded PGlite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, revokeApiKey } from '../../src/admin/sellers.ts';
import { createAppContext, type AppContext } from '../../src/context.ts';
import { noQueues } from '../../src/queue/queues.ts';
import { createCustomer, getCustomer, listCustomers } from '../../src/seller/customers/customers.ts';
import { parseApiKey, secretMatches } from '../../src/seller/sellers/api-keys.ts';
import { findApiKey } from '../../src/store/sellers.ts';
import { sha256 } from '../../src/lib/secrets.ts';
import { openDatabase, type PrismaClient } from '../../src/store/database.ts';
import { listMigrations } from '../../src/store/migrations.ts';
import { saveTransaction, voidTransaction } from '../../src/store/transactions.ts';
import type { StoredJson } from '../../src/store/transaction-saves.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { postgresUrlFor, TEST_POSTGRES_URL } from '../support/env.ts';

function contextFor(prisma: PrismaClient): AppContext {
  return createAppContext({
    prisma,
    secretKey: randomBytes(32),
    publicUrl: 'http://localhost',
    log: pino({ level: 'silent' }),
    redisPrefix: 'unused:',
    queues: noQueues,
  });
}

/** Mixed case, digits, punctuation and a non-ASCII letter: locale collations order these differently. */
async function expectCodePointOrder(ctx: AppContext): Promise<void> {
  const s = await createSeller(ctx, { name: 'Order' });
  if (!s.ok) throw new Error('seller create failed');
  const ids = ['b', 'B', 'a', 'A', '_', '1', 'é', 'Z', 'aa'];
  for (const id of ids) await createCustomer(ctx, s.value.sellerId, { id });
  const page = await listCustomers(ctx, s.value.sellerId, { limit: 100 });
  if (!page.ok) throw new Error('list failed');
  expect(page.value.customers.map((c) => c.id)).toEqual([...ids].sort());
}

describe.each(DATABASE_KINDS)('store on %s', (kind) => {
  let database: TestDatabase;
  let ctx: AppContext;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ctx = contextFor(database.db.prisma);
  });
  afterAll(() => database.drop());

  it('is fully migrated, and migrating again changes nothing', async () => {
    const report = await database.db.migrate();
    expect(report).toEqual({ applied: [], alreadyApplied: (await listMigrations()).length, changedAfterApply: [] });
  });

  it('creates, finds and isolates customers by seller', async () => {
    const a = await createSeller(ctx, { name: 'A' });
    const b = await createSeller(ctx, { name: 'B' });
    if (!a.ok || !b.ok) throw new Error('seller create failed');
    expect(await createCustomer(ctx, a.value.sellerId, { id: 'c1', name: 'One' })).toEqual({ ok: true, value: {} });
    expect(await createCustomer(ctx, a.value.sellerId, { id: 'c1' })).toEqual({ ok: false, conflict: { type: 'idAlreadyInUse' } });
    expect(await createCustomer(ctx, b.value.sellerId, { id: 'c1', name: 'Other' })).toEqual({ ok: true, value: {} });
    expect(await getCustomer(ctx, a.value.sellerId, 'c1')).toEqual({ ok: true, value: { id: 'c1', name: 'One', emailAddress: null } });
    expect(await getCustomer(ctx, b.value.sellerId, 'c1')).toEqual({ ok: true, value: { id: 'c1', name: 'Other', emailAddress: null } });
  });

  it('orders customers by code point, the same on both databases', () => expectCodePointOrder(ctx));

  it('keeps API keys as hashes and verifies them', async () => {
    const s = await createSeller(ctx, { name: 'Keys' });
    if (!s.ok) throw new Error('seller create failed');
    const parsed = parseApiKey(s.value.apiKey)!;
    const stored = (await findApiKey(ctx.prisma, parsed.apiKeyId))!;
    expect(stored.sellerId).toBe(s.value.sellerId);
    expect(stored.secretHash.equals(sha256(parsed.secret))).toBe(true);
    expect(secretMatches(stored, parsed.secret)).toBe(true);
    expect(secretMatches(stored, `${parsed.secret.slice(0, -1)}x`)).toBe(false);
    await revokeApiKey(ctx, s.value.sellerId, parsed.apiKeyId);
    expect((await findApiKey(ctx.prisma, parsed.apiKeyId))!.revoked).toBe(true);
  });

  it('saves a transaction in one statement: create, update with the next version, refused once voided', async () => {
    const s = await createSeller(ctx, { name: 'Saves' });
    if (!s.ok) throw new Error('seller create failed');
    const write = {
      currencyCode: 'USD',
      accountingDate: new Date('2026-11-01T00:00:00Z'),
      taxDate: new Date('2026-11-01T00:00:00Z'),
      customerId: 'cus-s',
      input: { lineItems: [] },
      body: { inputAmount: 1 },
      sourceBillingSystem: null,
      exposure: [] as never[],
      contentVersion: null,
    };
    const customer = { id: 'cus-s', name: 'Saved Co' };
    expect(await saveTransaction(ctx.prisma, s.value.sellerId, 'inv-s', write, customer, [], (f) => f)).toEqual({
      saved: true,
      version: 1,
      exposureStale: false,
    });
    expect(
      await saveTransaction(ctx.prisma, s.value.sellerId, 'inv-s', { ...write, body: { inputAmount: 2 } }, customer, [], (f) => f),
    ).toEqual({ saved: true, version: 2, exposureStale: false });
    expect(await getCustomer(ctx, s.value.sellerId, 'cus-s')).toEqual({
      ok: true,
      value: { id: 'cus-s', name: 'Saved Co', emailAddress: null },
    });
    expect(await ctx.prisma.transactionVersion.count({ where: { transaction: { sellerId: s.value.sellerId } } })).toBe(2);
    expect(await voidTransaction(ctx.prisma, s.value.sellerId, 'inv-s', 2)).toBe('voided');
    expect(await saveTransaction(ctx.prisma, s.value.sellerId, 'inv-s', write, null, [], (f) => f)).toEqual({
      saved: false,
      reason: 'voided',
    });
  });

  it('records the content version the use case passes on the transaction and on each version; a void keeps the one it voids', async () => {
    const s = await createSeller(ctx, { name: 'Content' });
    if (!s.ok) throw new Error('seller create failed');
    const sellerId = s.value.sellerId;
    const write = (contentVersion: string | null) => ({
      currencyCode: 'USD',
      accountingDate: new Date('2026-11-01T00:00:00Z'),
      taxDate: new Date('2026-11-01T00:00:00Z'),
      customerId: null,
      input: {},
      body: {},
      sourceBillingSystem: null,
      exposure: [] as never[],
      contentVersion,
    });
    // Two statements start at once and the last two saves go together: each row keeps its own value.
    const first = { a: 'content-1', b: null, c: 'content-3', d: null };
    await Promise.all(
      Object.entries(first).map(([id, version]) => saveTransaction(ctx.prisma, sellerId, id, write(version), null, [], (f) => f)),
    );
    await saveTransaction(ctx.prisma, sellerId, 'a', write('content-2'), null, [], (f) => f);
    expect(await voidTransaction(ctx.prisma, sellerId, 'a', 2)).toBe('voided');
    const rows = await ctx.prisma.transaction.findMany({
      where: { sellerId },
      orderBy: { externalId: 'asc' },
      select: {
        externalId: true,
        contentVersion: true,
        versions: { orderBy: { version: 'asc' }, select: { version: true, contentVersion: true } },
      },
    });
    expect(rows).toEqual([
      {
        externalId: 'a',
        contentVersion: 'content-2',
        versions: [
          { version: 1, contentVersion: 'content-1' },
          { version: 2, contentVersion: 'content-2' },
          { version: 3, contentVersion: 'content-2' },
        ],
      },
      { externalId: 'b', contentVersion: null, versions: [{ version: 1, contentVersion: null }] },
      { externalId: 'c', contentVersion: 'content-3', versions: [{ version: 1, contentVersion: 'content-3' }] },
      { externalId: 'd', contentVersion: null, versions: [{ version: 1, contentVersion: null }] },
    ]);
  });

  it('saves a burst together: distinct transactions, repeats of one in order, a refusal among successes, shared filings and customers', async () => {
    const s = await createSeller(ctx, { name: 'Burst' });
    if (!s.ok) throw new Error('seller create failed');
    const sellerId = s.value.sellerId;
    const write = (n: number) => ({
      currencyCode: 'USD',
      accountingDate: new Date('2026-11-05T00:00:00Z'),
      taxDate: new Date('2026-11-05T00:00:00Z'),
      customerId: 'cus-burst',
      input: { n },
      body: { inputAmount: n },
      sourceBillingSystem: null,
      exposure: [] as never[],
      contentVersion: null,
    });
    const filing = {
      sellerId,
      registrationId: 'reg-x',
      jurisId: 'us-NY',
      jurisFilingId: '2026-11',
      name: 'New York 2026-11',
      periodBegin: new Date('2026-11-01T00:00:00Z'),
      periodEndInclusive: new Date('2026-11-30T00:00:00Z'),
      currencyCode: 'USD',
    };
    await ctx.prisma.registration.create({
      data: { id: 'reg-x', sellerId, jurisId: 'us-NY', collectingFrom: new Date('2020-01-01T00:00:00Z'), filingFrequency: 'monthly' },
    });
    expect(await saveTransaction(ctx.prisma, sellerId, 'voided-one', write(0), null, [], (f) => f)).toEqual({
      saved: true,
      version: 1,
      exposureStale: false,
    });
    expect(await voidTransaction(ctx.prisma, sellerId, 'voided-one', 1)).toBe('voided');

    const customer = { id: 'cus-burst', name: 'Burst Co' };
    const saves = [
      ...Array.from({ length: 30 }, (_, i) => saveTransaction(ctx.prisma, sellerId, `inv-${i}`, write(i), customer, [filing], (f) => f)),
      ...Array.from({ length: 5 }, (_, i) =>
        saveTransaction(ctx.prisma, sellerId, 'repeated', write(100 + i), customer, [filing], (f) => f),
      ),
      saveTransaction(ctx.prisma, sellerId, 'voided-one', write(7), customer, [filing], (f) => f),
    ];
    const outcomes = await Promise.all(saves);
    expect(outcomes.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => ({ saved: true, version: 1, exposureStale: false })));
    // Repeats of one transaction are applied one after another, in the order they came.
    expect(outcomes.slice(30, 35)).toEqual([1, 2, 3, 4, 5].map((version) => ({ saved: true, version, exposureStale: false })));
    expect(outcomes[35]).toEqual({ saved: false, reason: 'voided' });
    const repeated = await ctx.prisma.transaction.findUniqueOrThrow({
      where: { sellerId_externalId: { sellerId, externalId: 'repeated' } },
    });
    expect(repeated.body).toEqual({ inputAmount: 104 });

    // One filing, holding the 31 saved transactions; one customer.
    const filings = await ctx.prisma.filing.findMany({ where: { sellerId }, include: { _count: { select: { transactions: true } } } });
    expect(filings.map((f) => f._count.transactions)).toEqual([31]);
    expect(await ctx.prisma.customer.count({ where: { sellerId } })).toBe(1);
    expect(await ctx.prisma.transactionVersion.count({ where: { transaction: { sellerId } } })).toBe(30 + 5 + 2);
  });

  it('fails only the save whose data the database refuses, not the others saved with it', async () => {
    const s = await createSeller(ctx, { name: 'Isolation' });
    if (!s.ok) throw new Error('seller create failed');
    const write = (input: StoredJson) => ({
      currencyCode: 'USD',
      accountingDate: new Date('2026-11-05T00:00:00Z'),
      taxDate: new Date('2026-11-05T00:00:00Z'),
      customerId: null,
      input,
      body: {},
      sourceBillingSystem: null,
      exposure: [] as never[],
      contentVersion: null,
    });
    // PostgreSQL's jsonb cannot hold a NUL character. Two statements start at once; the last two
    // saves wait and go together, so the refused one shares its statement with a good one.
    const outcomes = await Promise.allSettled(
      ['ok-1', 'ok-2', 'bad', 'ok-3'].map((id) =>
        saveTransaction(ctx.prisma, s.value.sellerId, id, write(id === 'bad' ? { note: 'a\u0000b' } : { id }), null, [], (f) => f),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await ctx.prisma.transaction.count({ where: { sellerId: s.value.sellerId } })).toBe(3);
  });

  it.skipIf(kind === 'pglite')('lets other sellers save while one waits on a filing being finalized', async () => {
    const [a, b] = await Promise.all([createSeller(ctx, { name: 'Finalizing' }), createSeller(ctx, { name: 'Bystander' })]);
    if (!a.ok || !b.ok) throw new Error('seller create failed');
    const write = {
      currencyCode: 'USD',
      accountingDate: new Date('2026-10-05T00:00:00Z'),
      taxDate: new Date('2026-10-05T00:00:00Z'),
      customerId: null,
      input: {},
      body: {},
      sourceBillingSystem: null,
      exposure: [] as never[],
      contentVersion: null,
    };
    const filing = {
      sellerId: a.value.sellerId,
      registrationId: 'reg-f',
      jurisId: 'us-NY',
      jurisFilingId: '2026-10',
      name: 'New York 2026-10',
      periodBegin: new Date('2026-10-01T00:00:00Z'),
      periodEndInclusive: new Date('2026-10-31T00:00:00Z'),
      currencyCode: 'USD',
    };
    await ctx.prisma.registration.create({
      data: {
        id: 'reg-f',
        sellerId: a.value.sellerId,
        jurisId: 'us-NY',
        collectingFrom: new Date('2020-01-01T00:00:00Z'),
        filingFrequency: 'monthly',
      },
    });
    expect(await saveTransaction(ctx.prisma, a.value.sellerId, 'first', write, null, [filing], (f) => f)).toEqual({
      saved: true,
      version: 1,
      exposureStale: false,
    });

    // A finalize in progress holds the filing row.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM filings WHERE "sellerId" = $1 FOR UPDATE`, [a.value.sellerId]);
      const blocked = Array.from({ length: 3 }, (_, i) =>
        saveTransaction(ctx.prisma, a.value.sellerId, `waits-${i}`, write, null, [filing], (f) => f),
      );
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      expect(await saveTransaction(ctx.prisma, b.value.sellerId, 'meanwhile', write, null, [], (f) => f)).toEqual({
        saved: true,
        version: 1,
        exposureStale: false,
      });
      expect(Date.now() - started).toBeLessThan(1_000);
      await holder.query('COMMIT');
      expect(await Promise.all(blocked)).toEqual([1, 2, 3].map(() => ({ saved: true, version: 1, exposureStale: false })));
    } finally {
      await holder.end();
    }
  });

  it('round-trips the column types Levy relies on: bigint keys, dates, decimals, json, arrays', async () => {
    const s = await createSeller(ctx, { name: 'Types', features: ['filings'] });
    if (!s.ok) throw new Error('seller create failed');
    const txn = await ctx.prisma.transaction.create({
      data: {
        sellerId: s.value.sellerId,
        externalId: 'inv-1',
        currencyCode: 'USD',
        accountingDate: new Date('2026-03-31T00:00:00Z'),
        taxDate: new Date('2026-03-31T00:00:00Z'),
        input: { lineItems: [] },
        body: { preTaxAmount: '100.00' },
      },
    });
    expect(typeof txn.key).toBe('bigint');
    expect(txn.accountingDate.toISOString()).toBe('2026-03-31T00:00:00.000Z');
    await ctx.prisma.conversionRate.create({
      data: { date: new Date('2026-03-31T00:00:00Z'), currencyCode: 'JPY', rate: '162.3400000001' },
    });
    const rate = await ctx.prisma.conversionRate.findFirstOrThrow({ where: { currencyCode: 'JPY' } });
    expect(rate.rate.toString()).toBe('162.3400000001');
    const seller = await ctx.prisma.seller.findUniqueOrThrow({ where: { id: s.value.sellerId } });
    expect(seller.features).toEqual(['filings']);
  });
});

describe('ordering on a PostgreSQL whose default collation is not C', () => {
  it('still lists ids in code-point order', async () => {
    const name = `levy_icu_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    // An ICU en-US default sorts 'a' before 'B'; code-point order puts 'B' first.
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'`);
    try {
      const db = await openDatabase({ kind: 'postgres', url: postgresUrlFor(name) });
      await db.migrate();
      await expectCodePointOrder(contextFor(db.prisma));
      await db.close();
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe('migrations on a new PostgreSQL database', () => {
  it('are applied once even when several processes start together', async () => {
    const name = `levy_mig_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const dbs = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: postgresUrlFor(name) })));
      const reports = await Promise.all(dbs.map((db) => db.migrate()));
      const total = (await listMigrations()).length;
      expect(reports.map((r) => r.applied.length).sort()).toEqual([0, 0, total]);
      const rows = await dbs[0]!.prisma.$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS n FROM "_prisma_migrations"');
      expect(Number(rows[0]!.n)).toBe(total);
      await Promise.all(dbs.map((db) => db.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
