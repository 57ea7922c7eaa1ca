// `npm start`: the seller API, the admin API, the webhook receiver, the console and the workers,
// on the embedded database unless DATABASE_URL says otherwise. One process, or with
// LEVY_API_PROCESSES > 1 a primary (workers) and that many API processes on one port (cluster.ts).
import cluster from 'node:cluster';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDemoSellerIfEmpty } from './runtime/demo-seller.ts';
import { runCluster, type ListeningMessage } from './runtime/cluster.ts';
import { exitWithinDeadline } from './runtime/shutdown.ts';
import { startLevy } from './runtime/levy.ts';
import { createLogger } from './runtime/logger.ts';
import { StartupError } from './runtime/redis-server.ts';
import { DatabaseInUseError } from './store/database.ts';

async function main(): Promise<void> {
  const config = await loadConfig();
  if (cluster.isWorker) return runApiProcess(config);
  const log = createLogger(config.logLevel);
  if (config.apiProcesses > 1) {
    const primary = await runCluster(config, log);
    printBanner(config, primary.url, `database: postgres, ${config.apiProcesses} API processes`, primary.demo);
    onSignals(log, () => primary.stop());
    return;
  }
  const levy = await startLevy(config, log);
  // Lets `npm run levy` find this server and go through its admin API instead of opening the
  // embedded database a second time. (With PostgreSQL the CLI can open the database itself.)
  const serverFile = levy.db.kind === 'pglite' ? join(config.home, 'server.json') : null;
  if (serverFile !== null) await writeFile(serverFile, JSON.stringify({ pid: process.pid, url: levy.url }));
  const demo = config.env === 'production' ? null : await createDemoSellerIfEmpty(levy.ctx);
  printBanner(config, levy.url, `database: ${levy.db.kind}, redis: ${levy.redisUrl}`, demo);
  onSignals(log, async () => {
    await levy.close();
    if (serverFile !== null) await rm(serverFile, { force: true });
  });
}

/** One of the cluster's API processes: no workers, no banner; it tells the primary when it listens. */
async function runApiProcess(config: Config): Promise<void> {
  const log = createLogger(config.logLevel, { role: 'api', pid: process.pid });
  const levy = await startLevy(config, log);
  process.send?.({ levy: 'listening', url: levy.url } satisfies ListeningMessage);
  onSignals(log, () => levy.close());
}

function printBanner(config: Config, url: string, what: string, demo: { sellerId: string; apiKey: string } | null): void {
  const lines = [`Levy is listening on ${url} (${what})`];
  const tokenFile = join(config.home, 'admin-token');
  if (config.sources.adminToken === 'generated') lines.push(`Admin token (generated, kept in ${tokenFile}): ${config.adminToken}`);
  else lines.push(`Admin token: from ${config.sources.adminToken === 'environment' ? 'ADMIN_TOKEN' : tokenFile}`);
  if (demo !== null) {
    lines.push(
      `Demo seller ${demo.sellerId} created. Its API key (shown once): ${demo.apiKey}`,
      'Try it:',
      `  curl -s -X POST ${url}/v1/seller/customers/create -H 'Authorization: Bearer ${demo.apiKey}' -H 'Content-Type: application/json' -d '{"id":"cus-1","name":"Acme"}'`,
      `  curl -s -X POST ${url}/v1/seller/customers/list -H 'Authorization: Bearer ${demo.apiKey}' -H 'Content-Type: application/json' -d '{}'`,
      `  curl -s -X POST ${url}/v1/seller/transactions/createEphemeral -H 'Authorization: Bearer ${demo.apiKey}' -H 'Content-Type: application/json' -d '{"lineItems":[{"productExternalId":"demo-saas","amount":10000}],"currencyCode":"USD","customerAddress":{"country":"US","region":"NY","city":"New York","postalCode":"10001"}}'`,
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

function onSignals(log: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down: draining requests and jobs');
    exitWithinDeadline(log);
    await close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  // Expected start-up problems get one line; anything else is a bug and keeps its stack.
  if (err instanceof ConfigError || err instanceof StartupError || err instanceof DatabaseInUseError) {
    process.stderr.write(`levy: ${err.message}\n`);
  } else {
    process.stderr.write(`levy: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
