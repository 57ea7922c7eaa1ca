import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from '../../src/config.ts';

describe('parseEnv', () => {
  it('applies the embedded defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LOG_LEVEL).toBe('info');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a port number'],
    [{ PORT: '70000' }, 'PORT: must be a port number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ LEVY_SECRET_KEY: 'short' }, 'LEVY_SECRET_KEY: must be 32 bytes'],
    [{ ADMIN_TOKEN: 'abc' }, 'ADMIN_TOKEN: must be at least 24 characters'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT: must be a port number'],
    [{ METRICS_PORT: 'nine' }, 'METRICS_PORT: must be a port number'],
    [{ METRICS_ACCESS: 'everyone' }, 'METRICS_ACCESS'],
    [{ ALERT_RETRY_BASE_MS: '1s' }, 'ALERT_RETRY_BASE_MS: must be a number of milliseconds'],
    [{ TAX_DATA_UPDATE_EVERY_HOURS: '0' }, 'TAX_DATA_UPDATE_EVERY_HOURS: must be between 1 and 2160 hours'],
    [{ TAX_DATA_UPDATE_EVERY_HOURS: '3000' }, 'TAX_DATA_UPDATE_EVERY_HOURS: must be between 1 and 2160 hours'],
    [{ TAX_DATA_UPDATE_EVERY_HOURS: 'daily' }, 'TAX_DATA_UPDATE_EVERY_HOURS: must be a whole number of hours'],
    [{ NODE_ENV: 'production' }, 'LEVY_SECRET_KEY, ADMIN_TOKEN, DATABASE_URL must be set when NODE_ENV=production'],
  ])('rejects %j with a clear message', (env, expected) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(expected);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080);
  });
});

describe('loadConfig', () => {
  it('generates the admin token and secret key once, keeps them private, and reuses them', async () => {
    const home = await mkdtemp(join(tmpdir(), 'levy-config-'));
    const first = await loadConfig({ LEVY_HOME: home });
    expect(first.sources).toEqual({ adminToken: 'generated', secretKey: 'generated' });
    expect(first.secretKey).toHaveLength(32);
    expect((await stat(join(home, 'admin-token'))).mode & 0o777).toBe(0o600);
    const second = await loadConfig({ LEVY_HOME: home });
    expect(second.sources).toEqual({ adminToken: 'file', secretKey: 'file' });
    expect(second.adminToken).toBe(first.adminToken);
    expect(second.secretKey.equals(first.secretKey)).toBe(true);
    expect((await readFile(join(home, 'admin-token'), 'utf8')).trim()).toBe(first.adminToken);
    expect(first.database).toEqual({ kind: 'pglite', dataDir: join(home, 'db') });
  });

  it('prefers the environment over the files', async () => {
    const home = await mkdtemp(join(tmpdir(), 'levy-config-'));
    const key = 'ab'.repeat(32);
    const config = await loadConfig({
      LEVY_HOME: home,
      ADMIN_TOKEN: 'x'.repeat(24),
      LEVY_SECRET_KEY: key,
      DATABASE_URL: 'postgresql://db/levy',
    });
    expect(config.adminToken).toBe('x'.repeat(24));
    expect(config.secretKey.toString('hex')).toBe(key);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgresql://db/levy' });
    expect(config.sources).toEqual({ adminToken: 'environment', secretKey: 'environment' });
  });
});
