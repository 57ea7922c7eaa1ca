// Loading the same conversion rate file again and again must not grow the process: heap and
// external memory (PGlite's) measured after forced garbage collection in a child process.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');

it('keeps memory level over ten loads of a 2,000-day file on the embedded database', async () => {
  const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', 'test/support/conversion-load-memory.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOADS: '10' },
    timeout: 240_000,
  });
  const samples = JSON.parse(stdout.trim().split('\n').at(-1)!) as { heapMb: number; externalMb: number }[];
  expect(samples).toHaveLength(10);
  // Caches fill during the first loads; after that nothing may accumulate.
  expect(samples[9]!.heapMb - samples[6]!.heapMb).toBeLessThan(1.5);
  expect(samples[9]!.externalMb - samples[1]!.externalMb).toBeLessThan(40);
}, 300_000);
