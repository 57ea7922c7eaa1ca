// `npm start` on the embedded defaults: use the Redis at REDIS_URL (default 127.0.0.1:6379); if
// nothing answers there and REDIS_URL was not set, run a private redis-server under LEVY_HOME.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { redisAnswers } from '../queue/redis.ts';

export class StartupError extends Error {
  override name = 'StartupError';
}

export interface RedisHandle {
  url: string;
  /** Stops the private server, if this process started one. */
  stop(): Promise<void>;
}

export async function ensureRedis(config: Config, log: Logger): Promise<RedisHandle> {
  const none = { url: config.redis.url, stop: async () => {} };
  if (await redisAnswers(config.redis.url)) return none;
  if (config.redis.explicit) {
    throw new StartupError(`Redis does not answer at REDIS_URL=${config.redis.url}: start it there or point REDIS_URL at a running Redis.`);
  }
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new StartupError(
      `Redis does not answer at ${config.redis.url} and redis-server is not on PATH: install Redis (e.g. "apt-get install redis-server") or set REDIS_URL.`,
    );
  }
  const dir = join(config.home, 'redis');
  await mkdir(dir, { recursive: true });
  const portFile = join(dir, 'port');
  // A private server left running by an earlier start (e.g. after a crash) is adopted.
  const previous = Number((await readFile(portFile, 'utf8').catch(() => '')).trim());
  if (previous > 0 && (await redisAnswers(`redis://127.0.0.1:${previous}`))) {
    log.info({ port: previous }, 'using the private redis-server from an earlier start');
    return privateHandle(previous, null);
  }
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--logfile',
      'redis.log',
      '--pidfile',
      join(dir, 'redis.pid'),
    ],
    { stdio: 'ignore' },
  );
  await writeFile(portFile, `${port}\n`);
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (await redisAnswers(url, 200)) {
      log.info({ port, dir }, 'started a private redis-server');
      return privateHandle(port, child);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new StartupError(`redis-server did not start; see ${join(dir, 'redis.log')}`);
}

function privateHandle(port: number, child: ReturnType<typeof spawn> | null): RedisHandle {
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child === null || child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
