// `npm start`: one process with the seller API, the admin API, the webhook receiver and the
// workers, on the embedded database unless DATABASE_URL says otherwise.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { createDemoSellerIfEmpty } from './runtime/demo-seller.ts';
import { startLevy } from './runtime/levy.ts';
import { createLogger } from './runtime/logger.ts';
import { StartupError } from './runtime/redis-server.ts';
import { DatabaseInUseError } from './store/database.ts';

async function main(): Promise<void> {
  const config = await loadConfig();
  const log = createLogger(config.logLevel);
  const levy = await startLevy(config, log);
  // Lets `npm run levy` find this server and go through its admin API instead of opening the
  // embedded database a second time. (With PostgreSQL the CLI can open the database itself.)
  const serverFile = levy.db.kind === 'pglite' ? join(config.home, 'server.json') : null;
  if (serverFile !== null) await writeFile(serverFile, JSON.stringify({ pid: process.pid, url: levy.url }));

  const demo = config.env === 'production' ? null : await createDemoSellerIfEmpty(levy.ctx);
  const lines = [`Levy is listening on ${levy.url} (database: ${levy.db.kind}, redis: ${levy.redisUrl})`];
  const tokenFile = join(config.home, 'admin-token');
  if (config.sources.adminToken === 'generated') lines.push(`Admin token (generated, kept in ${tokenFile}): ${config.adminToken}`);
  else lines.push(`Admin token: from ${config.sources.adminToken === 'environment' ? 'ADMIN_TOKEN' : tokenFile}`);
  if (demo !== null) {
    lines.push(
      `Demo seller ${demo.sellerId} created. Its API key (shown once): ${demo.apiKey}`,
      'Try it:',
      `  curl -s -X POST ${levy.url}/v1/seller/customers/create -H 'Authorization: Bearer ${demo.apiKey}' -H 'Content-Type: application/json' -d '{"id":"cus-1","name":"Acme"}'`,
      `  curl -s -X POST ${levy.url}/v1/seller/customers/list -H 'Authorization: Bearer ${demo.apiKey}' -H 'Content-Type: application/json' -d '{}'`,
      `  curl -s -X POST ${levy.url}/v1/seller/transactions/createEphemeral -H 'Authorization: Bearer ${demo.apiKey}' -H 'Content-Type: application/json' -d '{"lineItems":[{"productExternalId":"demo-saas","amount":10000}],"currencyCode":"USD","customerAddress":{"country":"US","region":"NY","city":"New York","postalCode":"10001"}}'`,
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down: draining requests and jobs');
    await levy.close();
    if (serverFile !== null) await rm(serverFile, { force: true });
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
