// The official files some tests read (../shared/reference/data, beside the repository, where CI has
// them). They are never copied into the repository. A clone without them still passes `npm test`: the
// tests that need them are skipped and say why, once per missing file and test file, and nothing Levy
// runs reads them. Read them only inside tests or hooks (readReferenceFile), never when a test file
// is loaded, or a clone without them fails before anything can be skipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REFERENCE_DATA = join(import.meta.dirname, '..', '..', '..', 'shared', 'reference', 'data');

/** The path of an official file under ../shared/reference/data ("sst/MNR2026Q2FEB18.csv"). */
export const referenceFile = (relative: string) => join(REFERENCE_DATA, relative);

/** Whether every named official file is there. */
export const hasReferenceData = (...relative: string[]) => relative.every((r) => existsSync(referenceFile(r)));

const said = new Set<string>();

/**
 * For `describe.skipIf(...)` / `it.skipIf(...)`: true (skip) when a file is missing, after saying which
 * and why on stderr (once per file and test file), so a skipped run is never mistaken for a passing one.
 */
export function withoutReferenceData(...relative: string[]): boolean {
  const missing = relative.filter((r) => !existsSync(referenceFile(r)));
  if (missing.length === 0) return false;
  const unsaid = missing.filter((r) => !said.has(r));
  for (const r of unsaid) said.add(r);
  // console.warn, not process.stderr: vitest names the test file above the line.
  if (unsaid.length > 0)
    console.warn(
      `skipped: the tests that need the official file(s) ${unsaid.join(', ')}: not in ${REFERENCE_DATA} (../shared/reference/data beside the repository, as CI has it)`,
    );
  return true;
}

const read = new Map<string, string>();

/** An official file's text, read once (call it from a test or hook that skips without the file). */
export function readReferenceFile(relative: string, encoding: BufferEncoding = 'utf8'): string {
  const key = `${encoding}:${relative}`;
  let text = read.get(key);
  if (text === undefined) {
    text = readFileSync(referenceFile(relative), encoding);
    read.set(key, text);
  }
  return text;
}
