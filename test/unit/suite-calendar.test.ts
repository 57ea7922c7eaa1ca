// The suite can run as of another day (TEST_TODAY, scripts/test.mjs): the clock it moves is the one
// every process of the run reads, so a test that only passes in some months is found before the
// calendar reaches it. CI runs the suite once as of the year's last day (.ci/run).
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLOCK = join(import.meta.dirname, '..', 'support', 'today.mjs');
const SCRIPT =
  'const d = new Date(); console.log(JSON.stringify([d.toISOString(), Date.now() - d.getTime() < 1000, new Date(0).toISOString(), d instanceof Date, typeof Date(), process.env.TEST_TODAY_OFFSET_MS]))';

function clockOf(env: Record<string, string>) {
  const { TEST_TODAY: _t, TEST_TODAY_OFFSET_MS: _o, NODE_OPTIONS: _n, ...rest } = process.env;
  const out = execFileSync(process.execPath, [`--import=${CLOCK}`, '-e', SCRIPT], { env: { ...rest, ...env }, encoding: 'utf8' });
  return JSON.parse(out) as [string, boolean, string, boolean, string, string | undefined];
}

describe('the suite as of another day', () => {
  it('moves Date to that day at the real time of day, and leaves dates given explicitly alone', () => {
    const [now, runsOn, epoch, isDate, asText, offset] = clockOf({ TEST_TODAY: '2027-03-01' });
    expect(now.slice(0, 10)).toBe('2027-03-01');
    expect(now.slice(11, 16)).toBe(new Date().toISOString().slice(11, 16));
    expect([runsOn, epoch, isDate, asText]).toEqual([true, '1970-01-01T00:00:00.000Z', true, 'string']);
    // Handed on to the processes it starts, so they all share one offset.
    expect(Number(offset) % 86_400_000).toBe(0);
  });

  it('takes an instant, and an offset a parent process fixed', () => {
    expect(clockOf({ TEST_TODAY: '2026-12-31T23:59:30Z' })[0].slice(0, 19)).toBe('2026-12-31T23:59:30');
    const day = 86_400_000;
    const [now] = clockOf({ TEST_TODAY: 'ignored when the offset is given', TEST_TODAY_OFFSET_MS: String(2 * day) });
    // Against the real clock (performance's is not moved): this file may itself run as of another day.
    const realNow = performance.timeOrigin + performance.now();
    expect(Date.parse(now) - realNow).toBeGreaterThan(2 * day - 5000);
    expect(Date.parse(now) - realNow).toBeLessThan(2 * day + 5000);
  });

  it('refuses a day it cannot read', () => {
    const { status, stderr } = spawnSync(process.execPath, [`--import=${CLOCK}`, '-e', '0'], {
      env: { PATH: process.env.PATH ?? '', TEST_TODAY: '31/12/2026' },
      encoding: 'utf8',
    });
    expect(status).not.toBe(0);
    expect(stderr).toContain('TEST_TODAY=31/12/2026: expected YYYY-MM-DD or an ISO date-time');
  });
});
