// With REDIS_URL unset and nothing answering at the default address, Levy runs its own
// redis-server under LEVY_HOME, and stops it again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { redisAnswers } from '../../src/queue/redis.ts';
import { ensureRedis } from '../../src/runtime/redis-server.ts';

const homes: string[] = [];
afterAll(() => Promise.all(homes.map((h) => rm(h, { recursive: true, force: true }))));

async function configWithDeadDefault() {
  const home = await mkdtemp(join(tmpdir(), 'levy-redis-'));
  homes.push(home);
  const config = await loadConfig({ LEVY_HOME: home });
  // Nothing listens on port 1: as if no Redis ran on this machine.
  return { ...config, redis: { ...config.redis, url: 'redis://127.0.0.1:1' } };
}

describe('private redis-server', () => {
  it('is started when the default address does not answer, and stopped on close', async () => {
    const config = await configWithDeadDefault();
    const handle = await ensureRedis(config, pino({ level: 'silent' }));
    expect(handle.url).not.toBe('redis://127.0.0.1:1');
    expect(await redisAnswers(handle.url)).toBe(true);
    await handle.stop();
    expect(await redisAnswers(handle.url)).toBe(false);
  });

  it('is adopted on the next start if it is still running', async () => {
    const config = await configWithDeadDefault();
    const first = await ensureRedis(config, pino({ level: 'silent' }));
    const second = await ensureRedis(config, pino({ level: 'silent' }));
    expect(second.url).toBe(first.url);
    await first.stop();
  });

  it('is not used when REDIS_URL was set explicitly', async () => {
    const config = await configWithDeadDefault();
    await expect(ensureRedis({ ...config, redis: { ...config.redis, explicit: true } }, pino({ level: 'silent' }))).rejects.toThrow(
      'Redis does not answer at REDIS_URL=redis://127.0.0.1:1',
    );
  });
});
