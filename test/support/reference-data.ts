// The official files some tests read (../shared/reference/data, beside the repository, where CI has
// them). A clone without them still passes `npm test`: the tests that need them are skipped and say
// why, once per file, and nothing Levy runs reads them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const REFERENCE_DATA = join(import.meta.dirname, '..', '..', '..', 'shared', 'reference', 'data');

/** The path of an official file under ../shared/reference/data ("sst/MNR2026Q2FEB18.csv"). */
export const referenceFile = (relative: string) => join(REFERENCE_DATA, relative);

/** Whether every named official file is there. */
export const hasReferenceData = (...relative: string[]) => relative.every((r) => existsSync(referenceFile(r)));

/**
 * For `describe.skipIf(...)` / `it.skipIf(...)`: true (skip) when a file is missing, after saying which
 * and why on stderr, so a skipped run is never mistaken for a passing one.
 */
export function withoutReferenceData(...relative: string[]): boolean {
  const missing = relative.filter((r) => !existsSync(referenceFile(r)));
  if (missing.length === 0) return false;
  process.stderr.write(
    `skipped: needs the official file(s) ${missing.join(', ')} in ${REFERENCE_DATA} (../shared/reference/data beside the repository, as CI has it)\n`,
  );
  return true;
}
