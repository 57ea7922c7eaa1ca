// A Levy API without workers, the emulator, and invoice workers as processes of their own
// (`npm run worker -- invoices`), for tests that kill a worker mid-job and let another take over.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startEmulator, type Emulator } from '../../src/emulator/server.ts';
import { TEST_REDIS_URL } from './env.ts';
import { startTestLevy, type TestLevy } from './levy.ts';
import { eventually } from './stripe.ts';

const ROOT = join(import.meta.dirname, '..', '..');

export interface WorkerBed {
  emulator: Emulator;
  /** The API and receiver only: the invoice jobs belong to the worker processes. */
  levy: TestLevy;
  /** Starts a worker process against the bed's PostgreSQL and Redis; resolves once it is running. */
  startWorker(): Promise<ChildProcess>;
  close(): Promise<void>;
}

export async function startWorkerBed(): Promise<WorkerBed> {
  const secretKey = randomBytes(32).toString('hex');
  const emulator = await startEmulator({ delivery: { retryDelaysMs: [50, 100, 200, 400] } });
  const levy = await startTestLevy({ env: { LEVY_WORKERS: 'off', LEVY_SECRET_KEY: secretKey } });
  const workers: ChildProcess[] = [];
  return {
    emulator,
    levy,
    async startWorker() {
      const child = spawn(process.execPath, ['--import', 'tsx', 'workers/run.ts', 'invoices'], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: levy.database.url!,
          REDIS_URL: TEST_REDIS_URL,
          REDIS_PREFIX: levy.redisPrefix,
          LEVY_SECRET_KEY: secretKey,
          LEVY_HOME: levy.home,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      workers.push(child);
      let output = '';
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      await eventually(
        async () => (output.includes('workers started') ? true : child.exitCode !== null ? Promise.reject(new Error(output)) : undefined),
        30_000,
      );
      return child;
    },
    async close() {
      for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
      await levy.close();
      await emulator.close();
    },
  };
}
