// The Census geocoder emulator for tests: started before a file's tests, closed after them, with the
// environment that points a Levy at it. Its seed addresses (src/emulator/census-geocoder/addresses.ts)
// are test fixtures, not tax content.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startGeocoderEmulator, type GeocoderEmulator } from '../../src/emulator/census-geocoder/server.ts';

export interface GeocoderBed {
  geocoder: GeocoderEmulator;
}

/** One emulator per test file; faults and the request log are cleared before each test. */
export function geocoderEmulator(): GeocoderBed {
  const bed = {} as GeocoderBed;
  beforeAll(async () => {
    bed.geocoder = await startGeocoderEmulator();
  });
  beforeEach(() => {
    bed.geocoder?.clearFaults();
    bed.geocoder?.clearRequests();
  });
  afterAll(async () => {
    await bed.geocoder?.close();
  });
  return bed;
}

/** Levy's settings for the emulator: on, a short timeout (tests of slow answers wait for it), a quick breaker. */
export function geocoderEnv(geocoder: GeocoderEmulator, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    US_GEOCODER: 'census',
    US_GEOCODER_URL: geocoder.url,
    US_GEOCODER_TIMEOUT_MS: '600',
    US_GEOCODER_BREAKER_FAILURES: '50',
    US_GEOCODER_BREAKER_COOLDOWN_MS: '1000',
    ...overrides,
  };
}

/** The requests that asked the emulator to place an address (not its control routes). */
export const placeRequests = (geocoder: GeocoderEmulator) => geocoder.requests().filter((r) => r.path === '/geographies/address');
