// The bed most Stripe end-to-end tests lie in: one processor emulator (webhook retries after
// 50 ms, 100 ms, ... so a test does not wait minutes) and one running Levy per test file.
import { afterAll, beforeAll, expect } from 'vitest';
import { startEmulator, type Emulator } from '../../src/emulator/server.ts';
import { startTestLevy, type TestLevy } from './levy.ts';
import { NYC, type ConnectedSeller } from './stripe.ts';

export interface StripeBed {
  emulator: Emulator;
  t: TestLevy;
}

/** Started before the file's tests, closed after them; read its fields inside tests and hooks. */
export function emulatorAndLevy(): StripeBed {
  const bed = {} as StripeBed;
  beforeAll(async () => {
    bed.emulator = await startEmulator({ delivery: { retryDelaysMs: [50, 100, 200, 400, 800, 1600] } });
    bed.t = await startTestLevy();
  });
  afterAll(async () => {
    await bed.t?.close();
    await bed.emulator?.close();
  });
  return bed;
}

/** What Levy's own calculation says SaaS lines of these amounts owe in New York City. */
export async function expectedTax(s: ConnectedSeller, amounts: number[]): Promise<number> {
  const res = await s.api('/v1/seller/transactions/createEphemeral', {
    currencyCode: 'USD',
    customerAddress: { country: 'US', line1: NYC.line1, city: NYC.city, region: NYC.state, postalCode: NYC.postal_code },
    lineItems: amounts.map((amount, i) => ({ id: `l${i}`, productExternalId: 'saas', amount })),
  });
  expect(res.status).toBe(200);
  return res.json().taxAmountToCollect;
}
