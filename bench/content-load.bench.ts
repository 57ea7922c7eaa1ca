// Loading the built-in content as a process does at start: read every file under content/, parse
// and check each against its schema, build the jurisdictions, places and thresholds, and hash the
// files into the version. Reports the median of fresh loads; the target is under one second.
import { performance } from 'node:perf_hooks';
import { builtInContentFolder, readContentFolder } from '../src/tax/content/built-in.ts';
import { buildContent } from '../src/tax/content/load.ts';
import { writeResult } from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);

export async function run(): Promise<Record<string, unknown>> {
  const folder = builtInContentFolder();
  const samples: number[] = [];
  let version = '';
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const files = readContentFolder(folder);
    version = buildContent(files).version;
    samples.push(performance.now() - start);
    bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.text), 0);
  }
  samples.sort((a, b) => a - b);
  const result = {
    runs: RUNS,
    version,
    contentBytes: bytes,
    slowestMs: Math.round(samples.at(-1)!),
    medianMs: Math.round(samples[Math.floor(RUNS / 2)]!),
    targetMs: 1000,
  };
  await writeResult('content-load', result);
  return result;
}
