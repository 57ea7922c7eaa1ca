// Street addresses placed by the Census geocoder, end to end: the seller API over real HTTP, Levy
// configured with US_GEOCODER=census against the local emulator, PostgreSQL and Redis real. What the
// answer is for a street the emulator places, and what it is when the geocoder times out, fails or
// finds nothing (the ZIP code's answer, within the timeout), and how often the emulator is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/database.ts';
import { jurisdiction, usCountyTaxes, usPlaceEntry } from '../../src/tax/jurisdictions.ts';
import { geocoderEmulator, geocoderEnv, placeRequests } from '../support/census-geocoder.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

const bed = geocoderEmulator();
const TIMEOUT_MS = 600;
let database: TestDatabase;
let t: TestLevy;
let seller: { sellerId: string; apiKey: string };

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  t = await startTestLevy({ database, env: geocoderEnv(bed.geocoder, { US_GEOCODER_TIMEOUT_MS: String(TIMEOUT_MS) }) });
  seller = await t.createSeller({ rateLimitPerSecond: 1000 });
  for (const jurisId of ['us-AZ', 'us-TX'])
    await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, { jurisId, collectingFrom: '2020-01-01' });
  await t.post(
    '/v1/seller/products/create',
    { externalId: 'goods', taxCategoryId: { type: 'standard', id: 'tangibleGoods' }, name: 'Goods' },
    { token: seller.apiKey },
  );
});
// The first Levy drops the database when it closes.
afterAll(() => t?.close());

type Address = { line1?: string; city: string; region: string; postalCode: string };
const ephemeral = (levy: TestLevy, customerAddress: Address) =>
  levy.post(
    '/v1/seller/transactions/createEphemeral',
    {
      lineItems: [{ id: 'l1', productExternalId: 'goods', amount: 10000 }],
      currencyCode: 'USD',
      customerAddress: { country: 'US', ...customerAddress },
      accountingDate: '2026-11-01',
    },
    { token: seller.apiKey },
  );
const names = (body: { lineItems: { jurises: { name: string }[] }[] }) => body.lineItems[0]!.jurises.map((j) => j.name);
/** The names of the jurisdictions of a built-in place entry (the city's own taxes). */
const placeNames = (state: string, city: string) => usPlaceEntry(state, city)!.jurisdictions.map((id) => jurisdiction(id)!.name);

const SCOTTSDALE = { line1: '7447 E Indian School Rd', city: 'Scottsdale', region: 'AZ', postalCode: '85251' };
const PHOENIX_SIDE = { line1: '3800 N 68th St', city: 'Phoenix', region: 'AZ', postalCode: '85251' };
const UNINCORPORATED_AUSTIN = { line1: '12100 Slaughter Creek Dr', city: 'Austin', region: 'TX', postalCode: '78739' };

describe('a calculation for a street address, with the Census geocoder on', () => {
  it("answers 85251 as 7447 E Indian School Rd, Scottsdale sure, with Scottsdale's taxes; by its ZIP code alone it is uncertain", async () => {
    const byZip = (await ephemeral(t, { city: 'Scottsdale', region: 'AZ', postalCode: '85251' })).json();
    expect(byZip.taxComplianceMessage?.type).toBe('localJurisdictionsUncertain');
    const res = await ephemeral(t, SCOTTSDALE);
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body.taxComplianceMessage).toBeNull();
    expect(names(body)).toEqual(expect.arrayContaining(placeNames('AZ', 'Scottsdale')));
    // The same taxes as the ZIP code typed with Scottsdale: the geocoder settles where, not what.
    expect(body.taxAmountToCollect).toBe(byZip.taxAmountToCollect);
    const resolved = (await t.post('/v1/seller/address/resolve', { country: 'US', ...SCOTTSDALE }, { token: seller.apiKey })).json();
    expect(resolved).toMatchObject({ placedBy: 'geocoder', placeGeoid: '0465000' });
  });

  it("answers a Phoenix street in 85251 (named Scottsdale) with Phoenix's taxes, not Scottsdale's", async () => {
    const body = (await ephemeral(t, PHOENIX_SIDE)).json();
    expect(body.taxComplianceMessage).toBeNull();
    expect(names(body)).toEqual(expect.arrayContaining(placeNames('AZ', 'Phoenix')));
    const phoenix = placeNames('AZ', 'Phoenix');
    for (const name of placeNames('AZ', 'Scottsdale').filter((n) => !phoenix.includes(n))) expect(names(body)).not.toContain(name);
  });

  it("answers a street of unincorporated Travis County in a ZIP code named Austin without Austin's tax", async () => {
    const body = (await ephemeral(t, UNINCORPORATED_AUSTIN)).json();
    const travis = usCountyTaxes('TX', '48453')!.jurisdictions.map((id) => jurisdiction(id)!.name);
    for (const name of placeNames('TX', 'Austin').filter((n) => !travis.includes(n))) expect(names(body)).not.toContain(name);
    expect(names(body)).toEqual(expect.arrayContaining(travis));
    const resolved = (
      await t.post('/v1/seller/address/resolve', { country: 'US', ...UNINCORPORATED_AUSTIN }, { token: seller.apiKey })
    ).json();
    expect(resolved).toMatchObject({ placedBy: 'geocoder', placeGeoid: null });
  });

  it('asks the geocoder once per address: a second calculation for it makes no request', async () => {
    await ephemeral(t, SCOTTSDALE);
    await ephemeral(t, PHOENIX_SIDE);
    expect(placeRequests(bed.geocoder)).toHaveLength(0);
  });

  it.each([
    ['a timeout', { delayMs: 3_000, count: 1 }],
    ['a 500', { status: 500, count: 1 }],
  ] as const)('answers from the ZIP code after %s, within the timeout, and asks again next time', async (_name, fault) => {
    const street = { ...SCOTTSDALE, line1: `${7000 + Math.floor(Math.random() * 400)} E Indian School Rd` };
    bed.geocoder.fault(fault);
    const started = performance.now();
    const body = (await ephemeral(t, street)).json();
    // The timeout, plus what the request costs without a geocoder (generous: CI machines are loaded).
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
    expect(body.taxComplianceMessage?.type).toBe('localJurisdictionsUncertain');
    expect(placeRequests(bed.geocoder)).toHaveLength(1);
    // A failure is not stored: the next calculation asks again (and the emulator knows no such street).
    await ephemeral(t, street);
    expect(placeRequests(bed.geocoder)).toHaveLength(2);
  });

  it('answers from the ZIP code when the geocoder finds no match, and does not ask again', async () => {
    const nowhere = { line1: '1 Nowhere Ln', city: 'Scottsdale', region: 'AZ', postalCode: '85251' };
    expect((await ephemeral(t, nowhere)).json().taxComplianceMessage?.type).toBe('localJurisdictionsUncertain');
    expect((await ephemeral(t, nowhere)).status).toBe(200);
    expect(placeRequests(bed.geocoder)).toHaveLength(1);
  });

  it('two Levy processes asking for one new address at once make one request', async () => {
    // Another process: its own connection to the same database and the same Redis keys.
    const db = await openDatabase({ kind: 'postgres', url: database.url! });
    const other = await startTestLevy({
      database: { db, drop: () => db.close() },
      redisPrefix: t.redisPrefix,
      env: geocoderEnv(bed.geocoder),
    });
    try {
      const address = { line1: '11400 Bee Caves Rd', city: 'Austin', region: 'TX', postalCode: '78738' };
      const [a, b] = await Promise.all([ephemeral(t, address), ephemeral(other, address)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.json().taxAmountToCollect).toBe(b.json().taxAmountToCollect);
      expect(placeRequests(bed.geocoder)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
