// A local stand-in for the US Census Bureau's geocoder (Geocoding Services API, single-record
// requests), for Levy's tests, benchmarks and demo, built from the published API description:
//
//   GET /locations/address?street=&city=&state=&zip=&benchmark=&format=json
//   GET /locations/onelineaddress?address=&benchmark=&format=json
//   GET /geographies/address?street=&city=&state=&zip=&benchmark=&vintage=&format=json[&layers=]
//   GET /geographies/onelineaddress?address=&benchmark=&vintage=&format=json[&layers=]
//
// It answers from a table of known addresses (addresses.ts; more can be added): one match, several
// matches, or none (an empty addressMatches, as the Census answers an address it cannot find).
// Faults make it answer 4xx/5xx or slowly. Control routes under /_emulator/ drive a standalone
// process (npm run emulator:geocoder).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findAddress, parseOneLine, SEED_ADDRESSES, type AddressQuery, type EmulatedAddress, type EmulatedMatch } from './addresses.ts';

export type { EmulatedAddress, EmulatedMatch } from './addresses.ts';

export interface GeocoderEmulatorOptions {
  port?: number;
  host?: string;
  /** The known addresses; default: the seed (addresses.ts). */
  addresses?: readonly EmulatedAddress[];
}

export interface GeocoderFault {
  /** Answer with this status (a JSON error body as the Census sends); without one, only delay. */
  status?: 400 | 404 | 429 | 500 | 502 | 503;
  /** Wait this long before answering. */
  delayMs?: number;
  /** How many requests it applies to (default: every one until cleared). */
  count?: number;
  /** Only requests whose street (or one-line address) contains this, without regard to case. */
  street?: string;
}

export interface GeocoderRequest {
  /** "/geographies/address" */
  path: string;
  query: Record<string, string>;
  /** 0 while the answer is still being delayed. */
  status: number;
}

export interface GeocoderEmulator {
  url: string;
  /** Adds (or replaces, by street, state and ZIP code) a known address. */
  addAddress(address: EmulatedAddress): void;
  /** Answers the next requests with a fault; faults apply in the order they were added. */
  fault(fault: GeocoderFault): void;
  clearFaults(): void;
  /** Every request so far, oldest first. */
  requests(): GeocoderRequest[];
  clearRequests(): void;
  close(): Promise<void>;
}

const BENCHMARKS: Record<string, { id: string; description: string; isDefault: boolean }> = {
  Public_AR_Current: { id: '4', description: 'Public Address Ranges - Current Benchmark', isDefault: true },
  Public_AR_ACS2025: { id: '2390', description: 'Public Address Ranges - ACS2025 Benchmark', isDefault: false },
  Public_AR_Census2020: { id: '2020', description: 'Public Address Ranges - Census 2020 Benchmark', isDefault: false },
};
const VINTAGES: Record<string, { id: string; description: string; isDefault: boolean }> = {
  Current_Current: { id: '4', description: 'Current Vintage - Current Benchmark', isDefault: true },
  Census2020_Current: { id: '410', description: 'Census2020 Vintage - Current Benchmark', isDefault: false },
  ACS2025_Current: { id: '425', description: 'ACS2025 Vintage - Current Benchmark', isDefault: false },
};

type Answer = { status: number; body: unknown };

const errorAnswer = (status: number, ...errors: string[]): Answer => ({ status, body: { errors, status: String(status) } });

export async function startGeocoderEmulator(options: GeocoderEmulatorOptions = {}): Promise<GeocoderEmulator> {
  const known: EmulatedAddress[] = [...(options.addresses ?? SEED_ADDRESSES)];
  const faults: (GeocoderFault & { left: number })[] = [];
  const log: GeocoderRequest[] = [];

  const takeFault = (query: Record<string, string>): GeocoderFault | null => {
    const text = (query.street ?? query.address ?? '').toUpperCase();
    const index = faults.findIndex((f) => f.street === undefined || text.includes(f.street.toUpperCase()));
    if (index < 0) return null;
    const fault = faults[index]!;
    fault.left -= 1;
    if (fault.left <= 0) faults.splice(index, 1);
    return fault;
  };

  const answerApi = (path: string, query: Record<string, string>): Answer => {
    const m = /^\/(locations|geographies)\/(address|onelineaddress)$/.exec(path);
    if (m === null) return errorAnswer(404, `No such service: ${path}`);
    const [, returnType, searchType] = m as unknown as [string, 'locations' | 'geographies', 'address' | 'onelineaddress'];
    const errors: string[] = [];
    const benchmark = query.benchmark === undefined ? undefined : benchmarkNamed(query.benchmark);
    if (query.benchmark === undefined || query.benchmark === '') errors.push('Benchmark must be provided');
    else if (benchmark === undefined) errors.push(`Invalid benchmark: ${query.benchmark}`);
    const vintage = query.vintage === undefined ? undefined : vintageNamed(query.vintage);
    if (returnType === 'geographies') {
      if (query.vintage === undefined || query.vintage === '') errors.push('Vintage must be provided');
      else if (vintage === undefined) errors.push(`Invalid vintage: ${query.vintage}`);
    }
    if (query.format !== undefined && query.format !== 'json') errors.push('This emulator answers format=json only');
    let asked: AddressQuery;
    let input: Record<string, string>;
    if (searchType === 'onelineaddress') {
      const line = query.address ?? '';
      if (line.trim() === '') errors.push('Address cannot be empty');
      if (line.length > 100) errors.push('Address cannot exceed 100 characters');
      asked = parseOneLine(line);
      input = { address: line };
    } else {
      const street = query.street ?? '';
      if (street.trim() === '') errors.push('Street address cannot be empty');
      if (street.length > 100) errors.push('Street address cannot exceed 100 characters');
      if ((query.city ?? '') === '' && (query.state ?? '') === '' && (query.zip ?? '') === '')
        errors.push('Either a ZIP code, or a city and state, must be provided');
      asked = { street, city: query.city ?? '', state: query.state ?? '', zip: query.zip ?? '' };
      input = { street, city: asked.city, state: asked.state, zip: asked.zip };
    }
    if (errors.length > 0) return errorAnswer(400, ...errors);
    const found = findAddress(known, asked);
    const layers = layerFilter(query.layers);
    return {
      status: 200,
      body: {
        result: {
          input: {
            address: input,
            benchmark: {
              isDefault: benchmark!.info.isDefault,
              benchmarkDescription: benchmark!.info.description,
              id: benchmark!.info.id,
              benchmarkName: benchmark!.name,
            },
            ...(vintage !== undefined
              ? {
                  vintage: {
                    isDefault: vintage.info.isDefault,
                    vintageDescription: vintage.info.description,
                    id: vintage.info.id,
                    vintageName: vintage.name,
                  },
                }
              : {}),
          },
          addressMatches: (found?.matches ?? []).map((match, i) => matchJson(match, i, returnType === 'geographies' ? { layers } : null)),
        },
      },
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, url: URL, body: string): Promise<void> => {
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (url.pathname.startsWith('/_emulator/')) {
      const route = `${req.method} ${url.pathname}`;
      if (route === 'POST /_emulator/addresses') {
        addAddress(JSON.parse(body) as EmulatedAddress);
        return reply(200, { ok: true });
      }
      if (route === 'POST /_emulator/faults') {
        addFault(JSON.parse(body) as GeocoderFault);
        return reply(200, { ok: true });
      }
      if (route === 'DELETE /_emulator/faults') {
        faults.length = 0;
        return reply(200, { ok: true });
      }
      if (route === 'GET /_emulator/requests') return reply(200, log);
      if (route === 'DELETE /_emulator/requests') {
        log.length = 0;
        return reply(200, { ok: true });
      }
      return reply(404, { error: `no control route ${route}` });
    }
    const path = url.pathname.replace(/^\/geocoder(?=\/)/, '');
    const query = Object.fromEntries(url.searchParams);
    if (req.method !== 'GET') {
      log.push({ path, query, status: 405 });
      return reply(405, { errors: ['Only GET is supported'], status: '405' });
    }
    // Logged as it arrives (a slow answer belongs to the moment it was asked); the status once answered, 0 until then.
    const entry: GeocoderRequest = { path, query, status: 0 };
    log.push(entry);
    const fault = takeFault(query);
    if (fault?.delayMs !== undefined) await new Promise((r) => setTimeout(r, fault.delayMs));
    const answer =
      fault?.status !== undefined
        ? fault.status === 400
          ? errorAnswer(400, 'Invalid request (injected fault)')
          : errorAnswer(fault.status, fault.status === 429 ? 'Too many requests' : 'The service is unavailable (injected fault)')
        : answerApi(path, query);
    entry.status = answer.status;
    if (!res.destroyed) reply(answer.status, answer.body);
  };

  const addAddress = (address: EmulatedAddress) => {
    const same = (a: EmulatedAddress) =>
      a.street.toUpperCase() === address.street.toUpperCase() && a.state === address.state && a.zip === address.zip;
    const at = known.findIndex(same);
    if (at >= 0) known.splice(at, 1);
    known.unshift(address);
  };
  const addFault = (fault: GeocoderFault) => faults.push({ ...fault, left: fault.count ?? Number.POSITIVE_INFINITY });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://emulator');
      handle(req, res, url, Buffer.concat(chunks).toString('utf8')).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ errors: [`Emulator failure: ${(err as Error).message}`], status: '500' }));
      });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/geocoder`,
    addAddress,
    fault: addFault,
    clearFaults: () => void (faults.length = 0),
    requests: () => log.map((r) => ({ ...r, query: { ...r.query } })),
    clearRequests: () => void (log.length = 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A benchmark by name or id, as the Census accepts either. */
function benchmarkNamed(value: string) {
  const entry = Object.entries(BENCHMARKS).find(([name, info]) => name === value || info.id === value);
  return entry === undefined ? undefined : { name: entry[0], info: entry[1] };
}

function vintageNamed(value: string) {
  const entry = Object.entries(VINTAGES).find(([name, info]) => name === value || info.id === value);
  return entry === undefined ? undefined : { name: entry[0], info: entry[1] };
}

const LAYER_IDS: Record<string, string> = {
  '80': 'States',
  '82': 'Counties',
  '28': 'Incorporated Places',
  '30': 'Census Designated Places',
};

/** The layer names a `layers` parameter asks for (ids or names, comma-separated; "all" or none: the default set). */
function layerFilter(layers: string | undefined): Set<string> | null {
  if (layers === undefined || layers === '' || layers.toLowerCase() === 'all') return null;
  return new Set(layers.split(',').map((l) => LAYER_IDS[l.trim()] ?? l.trim()));
}

/** A match as the Census writes it; `geo` null: without geographies (the locations return type), else with the layers asked for (null: all). */
function matchJson(match: EmulatedMatch, index: number, geo: { layers: Set<string> | null } | null) {
  const [number, ...rest] = match.matchedAddress.split(',')[0]!.trim().split(' ');
  const fromAddress = String(Math.floor(Number(number) / 100) * 100 + 1);
  const toAddress = String(Math.floor(Number(number) / 100) * 100 + 99);
  const centre = { CENTLAT: coordinate(match.coordinates.y), CENTLON: coordinate(match.coordinates.x) };
  const interior = { INTPTLAT: centre.CENTLAT, INTPTLON: centre.CENTLON };
  const state = match.state;
  const geographies: Record<string, unknown[]> = {
    States: [
      {
        GEOID: state.fips,
        STATE: state.fips,
        STUSAB: state.code,
        NAME: state.name,
        BASENAME: state.name,
        LSADC: '00',
        FUNCSTAT: 'A',
        MTFCC: 'G4000',
        ...centre,
        ...interior,
      },
    ],
    Counties: [
      {
        GEOID: match.county.geoid,
        STATE: state.fips,
        COUNTY: match.county.geoid.slice(2),
        NAME: match.county.name,
        BASENAME: match.county.name.replace(/ County$/, ''),
        LSADC: '06',
        FUNCSTAT: 'A',
        MTFCC: 'G4020',
        ...centre,
        ...interior,
      },
    ],
  };
  if (match.place !== null) geographies['Incorporated Places'] = [placeJson(match.place, state.fips, 'G4110', 'A', '25', centre, interior)];
  if (match.cdp != null) geographies['Census Designated Places'] = [placeJson(match.cdp, state.fips, 'G4210', 'S', '57', centre, interior)];
  const layers = geo?.layers ?? null;
  const shown = layers === null ? geographies : Object.fromEntries(Object.entries(geographies).filter(([name]) => layers.has(name)));
  const street = rest.join(' ');
  const [preDirection, ...name] = /^[NSEW] /.test(street) ? street.split(' ') : ['', ...street.split(' ')];
  const suffixType = name.length > 1 ? name.pop()! : '';
  return {
    tigerLine: {
      side: index % 2 === 0 ? 'L' : 'R',
      tigerLineId: String(100_000_000 + (Math.abs(hash(match.matchedAddress)) % 900_000_000)),
    },
    ...(geo === null ? {} : { geographies: shown }),
    coordinates: match.coordinates,
    addressComponents: {
      zip: match.zip,
      streetName: name.join(' '),
      preType: '',
      city: match.matchedAddress.split(',')[1]?.trim() ?? '',
      preDirection,
      suffixDirection: '',
      fromAddress,
      state: state.code,
      suffixType,
      toAddress,
      suffixQualifier: '',
      preQualifier: '',
    },
    matchedAddress: match.matchedAddress,
  };
}

function placeJson(
  area: { geoid: string; name: string },
  stateFips: string,
  mtfcc: string,
  funcstat: string,
  lsadc: string,
  centre: Record<string, string>,
  interior: Record<string, string>,
) {
  return {
    GEOID: area.geoid,
    STATE: stateFips,
    PLACE: area.geoid.slice(2),
    NAME: area.name,
    BASENAME: area.name.replace(/ (city|town|village|borough|CDP)$/, ''),
    LSADC: lsadc,
    FUNCSTAT: funcstat,
    MTFCC: mtfcc,
    ...centre,
    ...interior,
  };
}

const coordinate = (n: number) => `${n < 0 ? '-' : '+'}${Math.abs(n).toFixed(7)}`;

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return h;
}
