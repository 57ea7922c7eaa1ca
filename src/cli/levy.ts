// `npm run levy -- <command>`: the operator commands, running the very operations of the admin
// API. With a Levy server running (LEVY_URL, or .levy/server.json from `npm start`) a command
// goes through that server's admin API, since only one process may open the embedded database;
// otherwise it opens the configured database itself.
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { readFile } from 'node:fs/promises';
import { basename, join, resolve as resolvePath } from 'node:path';
import { SingleBar } from 'cli-progress';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { SALES_HISTORY_COLUMNS } from '../admin/sales-history-columns.ts';
import { importSalesHistoryFile } from './sales-history-import.ts';
import { ContentVersionError, diffCommand, validateCommand } from './content.ts';
import type { Answer, Caller } from './answer.ts';
// Types only: the CLI loads the operations (and the tax core) only for the commands that need them.
import type { RegionDataSet, TaxDataStatus } from '../admin/tax-data.ts';
import type { TaxDataUpdate } from '../admin/tax-data-update.ts';
import { safeParseReportingInput } from '../lib/parse.ts';

type Flags = Record<string, string | boolean | undefined>;

interface Command {
  usage: string;
  operation?: string;
  positionals: string[];
  /** Show a progress bar while the operation runs. */
  progress?: boolean;
  toRequest(args: string[], flags: Flags): { params: Record<string, string>; body: Record<string, unknown> };
  /** A command that calls its operation several times (a file sent in chunks); default: one call of toRequest's request. */
  run?: (args: string[], flags: Flags, call: Caller, progress: Progress | undefined, err: (s: string) => void) => Promise<Answer>;
  /** Readable output of the answer without --json; default: one `key: value` line per field. */
  human?: (body: unknown) => string;
  /** A command on files alone, with no server or database: its exit code. Its positionals may be left off from the end. */
  local?: (args: string[], out: (s: string) => void, err: (s: string) => void, json: boolean) => number;
}

type Progress = (p: { phase: string; done: number; total: number }) => void;

const sellerFields = (flags: Flags, clearable: boolean): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  const orNull = (v: string) => (clearable && v === 'none' ? null : v);
  if (typeof flags.name === 'string') body.name = flags.name;
  if (typeof flags['time-zone'] === 'string') body.accountingTimeZone = orNull(flags['time-zone']);
  if (typeof flags['business-address'] === 'string') {
    body.businessAddress =
      flags['business-address'] === 'none' && clearable ? null : parseJsonFlag('business-address', flags['business-address']);
  }
  if (typeof flags.features === 'string') body.features = flags.features === '' ? [] : flags.features.split(',').map((f) => f.trim());
  if (typeof flags['rate-limit'] === 'string') body.rateLimitPerSecond = Number(flags['rate-limit']);
  if (typeof flags['on-uncertain-local-tax'] === 'string') body.onUncertainLocalTax = flags['on-uncertain-local-tax'];
  if (typeof flags['alert-email'] === 'string') body.alertEmail = orNull(flags['alert-email']);
  return body;
};

/** The text of the file named by --file. */
function fileFlag(flags: Flags, missing: string): { path: string; text: string } {
  if (typeof flags.file !== 'string') throw new UsageError(missing);
  try {
    return { path: flags.file, text: readFileSync(flags.file, 'utf8') };
  } catch (e) {
    throw new UsageError(`Cannot read ${flags.file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** --limit and --cursor of a list command. */
const pageFlags = (flags: Flags): Record<string, unknown> => ({
  ...(typeof flags.limit === 'string' ? { limit: Number(flags.limit) } : {}),
  ...(typeof flags.cursor === 'string' ? { cursor: flags.cursor } : {}),
});

const SELLER_FLAGS =
  '[--time-zone ZONE] [--business-address JSON] [--features a,b] [--rate-limit N] [--on-uncertain-local-tax answer|refuse] [--alert-email ADDRESS]';

export const COMMANDS: Record<string, Command> = {
  'sellers create': {
    usage: `sellers create --name NAME ${SELLER_FLAGS}`,
    operation: 'admin.sellers.create',
    positionals: [],
    toRequest: (_a, f) => ({ params: {}, body: sellerFields(f, false) }),
  },
  'sellers update': {
    usage: `sellers update SELLER_ID [--name NAME] ${SELLER_FLAGS}   (none clears zone or address)`,
    operation: 'admin.sellers.update',
    positionals: ['sellerId'],
    toRequest: (a, f) => ({ params: { sellerId: a[0]! }, body: sellerFields(f, true) }),
  },
  'sellers get': {
    usage: 'sellers get SELLER_ID',
    operation: 'admin.sellers.get',
    positionals: ['sellerId'],
    toRequest: (a) => ({ params: { sellerId: a[0]! }, body: {} }),
  },
  'sellers list': {
    usage: 'sellers list [--limit N] [--cursor CURSOR]',
    operation: 'admin.sellers.list',
    positionals: [],
    toRequest: (_a, f) => ({ params: {}, body: pageFlags(f) }),
  },
  'api-keys create': {
    usage: 'api-keys create SELLER_ID',
    operation: 'admin.apiKeys.create',
    positionals: ['sellerId'],
    toRequest: (a) => ({ params: { sellerId: a[0]! }, body: {} }),
  },
  'api-keys revoke': {
    usage: 'api-keys revoke SELLER_ID API_KEY_ID',
    operation: 'admin.apiKeys.revoke',
    positionals: ['sellerId', 'apiKeyId'],
    toRequest: (a) => ({ params: { sellerId: a[0]!, apiKeyId: a[1]! }, body: {} }),
  },
  'registrations add': {
    usage:
      'registrations add SELLER_ID --juris JURIS_ID --from YYYY-MM-DD [--frequency monthly|quarterly|semiannual|annual] [--election singleLocalUseTaxRate|simplifiedSellersUseTax]   (--election: a remote-seller election, singleLocalUseTaxRate on us-TX, simplifiedSellersUseTax on us-AL)',
    operation: 'admin.registrations.add',
    positionals: ['sellerId'],
    toRequest: (a, f) => ({
      params: { sellerId: a[0]! },
      body: {
        jurisId: f.juris,
        collectingFrom: f.from,
        ...(typeof f.frequency === 'string' ? { filingFrequency: f.frequency } : {}),
        ...(typeof f.election === 'string' ? { election: f.election } : {}),
      },
    }),
  },
  'integrations create': {
    usage:
      'integrations create SELLER_ID --stripe-secret-key KEY|- [--tax-mode taxAmounts|taxRate|lineItem] [--tax-product-id ID] [--stripe-api-base URL] [--webhook-secret whsec_...] [--replaces INTEGRATION_ID]   (one acting integration per Stripe account: --replaces disables the one it takes over from; registers the webhook endpoint with Stripe unless given its secret; - reads the key from standard input, keeping it out of ps and shell history)',
    operation: 'admin.integrations.create',
    positionals: ['sellerId'],
    toRequest: (a, f) => ({
      params: { sellerId: a[0]! },
      body: {
        type: 'stripe',
        stripeSecretKey: f['stripe-secret-key'] === '-' ? readStdin() : f['stripe-secret-key'],
        ...(typeof f['tax-mode'] === 'string' ? { taxMode: f['tax-mode'] } : {}),
        ...(typeof f['tax-product-id'] === 'string' ? { taxProductId: f['tax-product-id'] } : {}),
        ...(typeof f['stripe-api-base'] === 'string' ? { stripeApiBase: f['stripe-api-base'] } : {}),
        ...(typeof f['webhook-secret'] === 'string' ? { webhookSecret: f['webhook-secret'] } : {}),
        ...(typeof f.replaces === 'string' ? { replacesIntegrationId: f.replaces } : {}),
      },
    }),
  },
  'integrations list': {
    usage: 'integrations list SELLER_ID   (never shows the key or the webhook secret)',
    operation: 'admin.integrations.list',
    positionals: ['sellerId'],
    toRequest: (a) => ({ params: { sellerId: a[0]! }, body: {} }),
  },
  'integrations get': {
    usage: 'integrations get SELLER_ID INTEGRATION_ID',
    operation: 'admin.integrations.get',
    positionals: ['sellerId', 'integrationId'],
    toRequest: (a) => ({ params: { sellerId: a[0]!, integrationId: a[1]! }, body: {} }),
  },
  'integrations update': {
    usage:
      'integrations update SELLER_ID INTEGRATION_ID [--stripe-secret-key KEY|-] [--tax-mode taxAmounts|taxRate|lineItem] [--tax-product-id ID]   (a new key must open the same Stripe account)',
    operation: 'admin.integrations.update',
    positionals: ['sellerId', 'integrationId'],
    toRequest: (a, f) => ({
      params: { sellerId: a[0]!, integrationId: a[1]! },
      body: {
        ...(typeof f['stripe-secret-key'] === 'string'
          ? { stripeSecretKey: f['stripe-secret-key'] === '-' ? readStdin() : f['stripe-secret-key'] }
          : {}),
        ...(typeof f['tax-mode'] === 'string' ? { taxMode: f['tax-mode'] } : {}),
        ...(typeof f['tax-product-id'] === 'string' ? { taxProductId: f['tax-product-id'] } : {}),
      },
    }),
  },
  'integrations disable': {
    usage: 'integrations disable SELLER_ID INTEGRATION_ID   (events acknowledged and ignored; drafts left as they are)',
    operation: 'admin.integrations.disable',
    positionals: ['sellerId', 'integrationId'],
    toRequest: (a) => ({ params: { sellerId: a[0]!, integrationId: a[1]! }, body: {} }),
  },
  'integrations enable': {
    usage: 'integrations enable SELLER_ID INTEGRATION_ID   (refused while another integration acts on the Stripe account)',
    operation: 'admin.integrations.enable',
    positionals: ['sellerId', 'integrationId'],
    toRequest: (a) => ({ params: { sellerId: a[0]!, integrationId: a[1]! }, body: {} }),
  },
  'integrations delete': {
    usage:
      "integrations delete SELLER_ID INTEGRATION_ID [--keep-webhook-endpoint]   (removes Levy's webhook endpoint from Stripe, then the integration; transactions are kept)",
    operation: 'admin.integrations.delete',
    positionals: ['sellerId', 'integrationId'],
    toRequest: (a, f) => ({
      params: { sellerId: a[0]!, integrationId: a[1]! },
      body: f['keep-webhook-endpoint'] === true ? { keepWebhookEndpoint: true } : {},
    }),
  },
  'rates import': {
    usage:
      'rates import SELLER_ID --file TABLE.csv --effective YYYY-MM-DD [--source NAME]   (State,ZipCode,TaxRegionName,EstimatedCombinedRate,... layout)',
    operation: 'admin.zipRateTables.import',
    positionals: ['sellerId'],
    progress: true,
    toRequest: (a, f) => {
      const file = fileFlag(f, 'rates import needs --file TABLE.csv');
      return {
        params: { sellerId: a[0]! },
        body: { effectiveFrom: f.effective, sourceName: typeof f.source === 'string' ? f.source : basename(file.path), csv: file.text },
      };
    },
  },
  'data import': {
    usage:
      "data import --file FILE [--kind sstRates|sstBoundaries|waRates|waZip4|zipRates|caCdtfa|ilIdor|txRates|azTpt|coRates|alRates] [--effective YYYY-MM-DD]   (Streamlined files named as published, MNR2026Q2FEB18.csv, need no kind; a zipRates table needs --effective, an alRates file takes it as the day it was published; caCdtfa (SalesTaxRates<M>-<D>-<YY>.csv), ilIdor (IDOR county/municipality rate file), txRates (tax_jurisdiction_rates-<YYYY>Q<q>.csv), azTpt (TPT_RATETABLE_ALL_<MMDDYYYY>.csv), coRates (the CDOR sheet as CSV, named <...><Jan-June|July-Dec><YYYY>.csv) and alRates (taxrates.txt) override the built-in rates: from the table's date, or on their rows' own dates where the table dates them (ilIdor, azTpt, alRates))",
    operation: 'admin.taxData.import',
    positionals: [],
    progress: true,
    toRequest: (_a, f) => {
      const file = fileFlag(f, 'data import needs --file FILE');
      return {
        params: {},
        body: {
          fileName: basename(file.path),
          contents: file.text,
          ...(typeof f.kind === 'string' ? { kind: f.kind } : {}),
          ...(typeof f.effective === 'string' ? { effectiveFrom: f.effective } : {}),
        },
      };
    },
  },
  'data update': {
    usage:
      'data update [--from URL|FOLDER] [--tables-from URL|FOLDER] [--states MN,GA] [--dry-run]   (every official file the deployment uses, to its latest edition: checked, imported, changes reported)',
    operation: 'admin.taxData.update',
    positionals: [],
    toRequest: (_a, f) => ({
      params: {},
      body: {
        ...(typeof f.from === 'string' ? { from: /^https?:\/\//.test(f.from) ? f.from : resolvePath(f.from) } : {}),
        ...(typeof f['tables-from'] === 'string'
          ? { tablesFrom: /^https?:\/\//.test(f['tables-from']) ? f['tables-from'] : resolvePath(f['tables-from']) }
          : {}),
        ...(typeof f.states === 'string' ? { states: f.states.split(',').map((s) => s.trim().toUpperCase()) } : {}),
        ...(f['dry-run'] === true ? { dryRun: true } : {}),
      },
    }),
    human: (body) => dataUpdateLines(body as TaxDataUpdate),
  },
  'data validate': {
    usage: 'data validate [FOLDER|GIT_REVISION]   (the built-in content by default; exit 1 when it is not valid)',
    positionals: ['version'],
    toRequest: () => ({ params: {}, body: {} }),
    local: (a, out, err, json) => validateCommand(a[0], out, err, json),
  },
  'data diff': {
    usage: 'data diff OLD NEW   (content folders or git revisions: what changed, as release notes)',
    positionals: ['old', 'new'],
    toRequest: () => ({ params: {}, body: {} }),
    local: (a, out, err, json) => {
      if (a.length !== 2) {
        err('Usage: npm run levy -- data diff OLD NEW');
        return 2;
      }
      return diffCommand(a[0]!, a[1]!, out, json);
    },
  },
  'data status': {
    usage: 'data status',
    operation: 'admin.taxData.status',
    positionals: [],
    toRequest: () => ({ params: {}, body: {} }),
    human: (body) => dataStatusLines(body as TaxDataStatus),
  },
  'categories create': {
    usage: 'categories create SELLER_ID --name NAME --standard CATEGORY [--id ID] [--overrides us-TX=false,us-NY=true]',
    operation: 'admin.productTaxCategories.create',
    positionals: ['sellerId'],
    toRequest: (a, f) => ({
      params: { sellerId: a[0]! },
      body: {
        name: f.name,
        standardCategoryId: f.standard,
        ...(typeof f.id === 'string' ? { id: f.id } : {}),
        ...(typeof f.overrides === 'string'
          ? {
              overrides: f.overrides.split(',').map((pair) => {
                const [jurisId, taxable] = pair.split('=');
                if (taxable !== 'true' && taxable !== 'false')
                  throw new UsageError(`--overrides takes JURIS_ID=true|false pairs, not "${pair}"`);
                return { jurisId: jurisId!.trim(), taxable: taxable === 'true' };
              }),
            }
          : {}),
      },
    }),
  },
  'transactions import': {
    usage: `transactions import SELLER_ID --file HISTORY.csv   (past sales for threshold monitoring; header ${SALES_HISTORY_COLUMNS.join(',')}; amount in major units; resumes where an earlier run of the same file stopped)`,
    operation: 'admin.salesHistory.import',
    positionals: ['sellerId'],
    progress: true,
    toRequest: (a) => ({ params: { sellerId: a[0]! }, body: {} }),
    run: (a, f, call, progress, err) => {
      if (typeof f.file !== 'string') throw new UsageError('transactions import needs --file HISTORY.csv');
      return importSalesHistoryFile(f.file, a[0]!, call, progress, err);
    },
  },
  'audit list': {
    usage: 'audit list [--seller SELLER_ID] [--limit N] [--cursor CURSOR]   (admin actions that changed something, newest first)',
    operation: 'admin.auditLog.list',
    positionals: [],
    toRequest: (_a, f) => ({
      params: {},
      body: { ...(typeof f.seller === 'string' ? { sellerId: f.seller } : {}), ...pageFlags(f) },
    }),
  },
  'thresholds rebuild': {
    usage: 'thresholds rebuild SELLER_ID   (recompute the threshold figures from every stored transaction and imported sale)',
    operation: 'admin.thresholds.rebuild',
    positionals: ['sellerId'],
    progress: true,
    toRequest: (a) => ({ params: { sellerId: a[0]! }, body: {} }),
  },
  'conversion-rates load': {
    usage: 'conversion-rates load --file eurofxref-hist.csv   (ECB reference rates: Date,USD,JPY,...)',
    operation: 'admin.conversionRates.load',
    positionals: [],
    toRequest: (_a, f) => {
      if (typeof f.file !== 'string') throw new UsageError('conversion-rates load needs --file RATES.csv');
      try {
        return { params: {}, body: { csv: readFileSync(f.file, 'utf8') } };
      } catch (e) {
        throw new UsageError(`Cannot read ${f.file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
      }
    },
  },
  'filings finalize': {
    usage: 'filings finalize SELLER_ID JURIS_ID JURIS_FILING_ID',
    operation: 'admin.filings.finalize',
    positionals: ['sellerId', 'jurisId', 'jurisFilingId'],
    toRequest: (a) => ({ params: { sellerId: a[0]!, jurisId: a[1]!, jurisFilingId: a[2]! }, body: {} }),
  },
  'rates list': {
    usage: 'rates list SELLER_ID',
    operation: 'admin.zipRateTables.list',
    positionals: ['sellerId'],
    toRequest: (a) => ({ params: { sellerId: a[0]! }, body: {} }),
  },
  migrate: {
    usage: 'migrate   (apply pending database migrations)',
    positionals: [],
    toRequest: () => ({ params: {}, body: {} }),
  },
};

const STRING_FLAGS = [
  'name',
  'time-zone',
  'business-address',
  'features',
  'rate-limit',
  'on-uncertain-local-tax',
  'alert-email',
  'seller',
  'limit',
  'cursor',
  'juris',
  'from',
  'frequency',
  'election',
  'stripe-secret-key',
  'tax-mode',
  'tax-product-id',
  'stripe-api-base',
  'webhook-secret',
  'replaces',
  'file',
  'kind',
  'effective',
  'source',
  'standard',
  'id',
  'overrides',
  'states',
] as const;
const BOOLEAN_FLAGS = ['keep-webhook-endpoint', 'dry-run'] as const;

class UsageError extends Error {}

function parseJsonFlag(name: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new UsageError(`--${name} must be JSON, e.g. '{"country":"US","region":"CA","postalCode":"94105"}'`);
  }
}

function readStdin(): string {
  return readFileSync(0, 'utf8').trim();
}

function usage(): string {
  return ['Usage: npm run levy -- <command> [--json]', '', ...Object.values(COMMANDS).map((c) => `  ${c.usage}`)].join('\n');
}

/** Exit codes: 0 done, 1 failure, 2 bad command or request (400), 3 conflict (409). */
export async function runCli(argv: string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        ...Object.fromEntries(STRING_FLAGS.map((f) => [f, { type: 'string' as const }])),
        ...Object.fromEntries(BOOLEAN_FLAGS.map((f) => [f, { type: 'boolean' as const }])),
      },
    });
  } catch (e) {
    err(`${(e as Error).message}\n${usage()}`);
    return 2;
  }
  const words = parsed.positionals;
  const key = COMMANDS[words.slice(0, 2).join(' ')] ? words.slice(0, 2).join(' ') : words[0];
  const command = key === undefined ? undefined : COMMANDS[key];
  if (parsed.values.help || command === undefined || key === undefined) {
    (command === undefined && !parsed.values.help ? err : out)(usage());
    return command === undefined && !parsed.values.help ? 2 : 0;
  }
  const args = words.slice(key.split(' ').length);
  const json = parsed.values.json === true;
  if (command.local !== undefined && args.length <= command.positionals.length) {
    try {
      return command.local(args, out, err, json);
    } catch (e) {
      if (!(e instanceof ContentVersionError)) throw e;
      err(e.message);
      return 2;
    }
  }
  if (args.length !== command.positionals.length) {
    err(`Usage: npm run levy -- ${command.usage}`);
    return 2;
  }
  try {
    const config = await loadConfig();
    if (command.operation === undefined) return await migrate(config, out, json);
    const server = await runningServer(config);
    const bar = command.progress === true && !json ? progressBar(err) : undefined;
    const session =
      server !== null ? await httpSession(server, config, command.operation) : await directSession(config, command.operation, bar?.update);
    let answer: Answer;
    try {
      answer =
        command.run !== undefined
          ? await command.run(args, parsed.values, session.call, bar?.update, err)
          : await session.call(command.toRequest(args, parsed.values));
    } finally {
      bar?.stop();
      await session.close();
    }
    if (answer.status === 200) {
      out(json ? JSON.stringify(answer.body, null, 2) : (command.human ?? human)(answer.body));
      return 0;
    }
    err(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    return answer.status === 409 ? 3 : answer.status === 400 ? 2 : 1;
  } catch (e) {
    // By name: the database module is loaded only by the commands that open the database.
    if (e instanceof UsageError || e instanceof ConfigError || (e instanceof Error && e.name === 'DatabaseInUseError')) {
      err(e.message);
      return e instanceof UsageError ? 2 : 1;
    }
    throw e;
  }
}

async function runningServer(config: Config): Promise<string | null> {
  if (config.serverUrl !== undefined) return config.serverUrl;
  try {
    const { pid, url } = JSON.parse(await readFile(join(config.home, 'server.json'), 'utf8')) as { pid: number; url: string };
    process.kill(pid, 0);
    return url;
  } catch {
    return null;
  }
}

/**
 * The operation through a running server's admin API. Its path comes from the server's own OpenAPI
 * document, so the CLI need not load the operations (and the whole tax core) to send a request.
 */
async function httpSession(base: string, config: Config, operationId: string): Promise<{ call: Caller; close: () => Promise<void> }> {
  const document = (await (await fetch(`${base}/openapi.json`)).json()) as { paths: Record<string, { post?: { operationId?: string } }> };
  const path = Object.entries(document.paths).find(([, item]) => item.post?.operationId === operationId)?.[0];
  if (path === undefined)
    throw new UsageError(`The Levy server at ${base} has no operation ${operationId}: is it another version of Levy?`);
  return { call: (request) => viaHttp(base, config, path, request), close: async () => {} };
}

async function viaHttp(
  base: string,
  config: Config,
  template: string,
  request: { params: Record<string, string>; body: unknown },
): Promise<Answer> {
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(request.params[name] ?? ''));
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });
  const text = await response.text();
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

/** The operation run in this process, on its own connection to the database (no server is running). */
async function directSession(
  config: Config,
  operationId: string,
  onProgress?: Progress,
): Promise<{ call: Caller; close: () => Promise<void> }> {
  const [{ adminOperations }, { formatIssue }, { redisAnswers }, { createLogger }, { openServices }] = await Promise.all([
    import('../api/routes/admin.ts'),
    import('../api/validation.ts'),
    import('../queue/redis.ts'),
    import('../runtime/logger.ts'),
    import('../runtime/services.ts'),
  ]);
  const op = adminOperations.find((o) => o.id === operationId)!;
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  // Tell running API processes (sharing a PostgreSQL) about changed sellers, when Redis is up.
  const redisUrl = (await redisAnswers(config.redis.url)) ? config.redis.url : null;
  const services = await openServices(config, log, { role: 'cli', redisUrl });
  return {
    async call(request) {
      const parsed = safeParseReportingInput(op.body, request.body);
      if (!parsed.success) return { status: 400, body: formatIssue(parsed.error.issues[0]!) };
      const result = await op.handle(
        {
          app: services.ctx,
          seller: undefined,
          params: request.params,
          requestId: 'cli',
          actor: `cli:${userInfo().username}`,
          ...(onProgress ? { onProgress } : {}),
        },
        parsed.data,
      );
      if ('unavailable' in result) return { status: 503, body: `Service Unavailable: ${result.unavailable} is not available; try again.` };
      return result.ok ? { status: 200, body: result.value } : { status: 409, body: result.conflict };
    },
    close: () => services.close(),
  };
}

async function migrate(config: Config, out: (s: string) => void, json: boolean): Promise<number> {
  const { openDatabase } = await import('../store/database.ts');
  const db = await openDatabase(config.database);
  const report = await db.migrate().finally(() => db.close());
  const total = report.applied.length + report.alreadyApplied;
  out(json ? JSON.stringify(report) : `Applied ${report.applied.length} migration(s); the database is up to date (${total} in all).`);
  return 0;
}

/** A bar on standard error (standard output stays clean for --json and scripts). */
function progressBar(err: (s: string) => void) {
  if (!process.stderr.isTTY) {
    let last = '';
    return {
      update: (p: { phase: string; done: number; total: number }) => {
        const line = `${p.phase === 'parse' ? 'checking' : 'writing'} ${Math.floor((p.done / Math.max(p.total, 1)) * 100)}%`;
        if (line !== last && (p.done === p.total || p.done % 10_000 < 2_000)) err((last = line));
      },
      stop: () => {},
    };
  }
  const bar = new SingleBar({ format: '{phase} [{bar}] {percentage}% | {value}/{total}', stream: process.stderr, hideCursor: true });
  let phase = '';
  return {
    update: (p: { phase: string; done: number; total: number }) => {
      if (p.phase !== phase) {
        if (phase !== '') bar.stop();
        phase = p.phase;
        bar.start(p.total, 0, { phase: p.phase === 'parse' ? 'checking' : 'writing ' });
      }
      bar.update(p.done);
    },
    stop: () => bar.stop(),
  };
}

function human(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const entries = Object.entries(value);
  if (entries.length === 0) return 'Done.';
  return entries.map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`).join('\n');
}

/** `data update` as lines: per source what happened, each change, and the customers touched per seller. */
function dataUpdateLines(update: TaxDataUpdate): string {
  const rate = (r: string | null) => (r === null ? 'none' : `${r}%`);
  return [
    `${update.dryRun ? 'Checked (dry run, nothing imported)' : 'Updated'} from ${update.from}`,
    ...update.sources.flatMap((s) => [
      `${s.state} ${s.kind}: ${s.outcome}${s.fileName !== null ? ` ${s.fileName}` : ''}${s.previousFileName !== null && s.outcome === 'updated' ? ` (was ${s.previousFileName})` : ''}${s.reason !== null ? `: ${s.reason}` : ''}`,
      ...s.changes.map((c) => `  ${c.from} ${c.name} (${c.jurisId}): ${c.change} ${rate(c.oldRate)} -> ${rate(c.newRate)}`),
    ]),
    ...(update.customersTouched === null
      ? ['The customers the changes touch could not be counted (the server log says why).']
      : update.customersTouched.map(
          (t) => `seller ${t.sellerId}: ${t.customers} customer(s) of the last 12 months touched (${t.jurisIds.join(', ')})`,
        )),
  ].join('\n');
}

/**
 * `data status` as lines: the built-in version, one line per region with the data sets in force
 * there (the built-in content's file with the earliest day its rates in force are vouched through
 * and the edition that says it, then each imported file with its date), the built-in versions that
 * ran, and the imported files per state as before.
 */
function dataStatusLines(status: TaxDataStatus): string {
  const age = (d: { goodThrough: string; stale: boolean }) =>
    d.stale ? `, STALE: vouched for through ${d.goodThrough}` : `, good through ${d.goodThrough}`;
  const overrides = (o: NonNullable<Extract<RegionDataSet, { fileName: string }>['rateOverrides']>) =>
    o.problem !== null
      ? `, APPLIES NOTHING: ${o.problem}`
      : `, overrides ${o.jurisdictions} built-in jurisdiction(s); not in the built-in content (needs a content update): ${o.notInBuiltInContent.jurisdictions} jurisdiction(s), ${o.notInBuiltInContent.places} place(s), ${o.notInBuiltInContent.counties} county map entr(ies)`;
  const dataSet = (d: RegionDataSet) =>
    d.kind === 'builtIn'
      ? `built-in ${d.file}${d.editions.length === 0 ? '' : ` (${age(d).slice(2)}, by ${d.editions[0]!.by}${d.editions.length > 1 ? ` and ${d.editions.length - 1} other source(s)` : ''})`}`
      : `${d.kind} ${d.fileName} (${d.publishedOn}${age(d)}${d.rateOverrides === undefined ? '' : overrides(d.rateOverrides)})`;
  return [
    `builtIn: ${status.builtIn.version} (as of ${status.builtIn.asOf}${age(status.builtIn)})`,
    ...status.regions.map((r) => `${r.region} ${r.name}: ${r.dataSets.map(dataSet).join('; ')}`),
    ...status.builtInHistory.map((h) => `built-in version ${h.version} first ran ${h.firstRecordedAt}`),
    `states: ${JSON.stringify(status.states)}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCli(
    process.argv.slice(2),
    (s) => process.stdout.write(`${s}\n`),
    (s) => process.stderr.write(`${s}\n`),
  ).then(
    (code) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(`levy: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exit(1);
    },
  );
}
