// What the build steps that turn a state's official rate table into content facts share
// (scripts/content-from-*.ts): the pure helpers live in the tax core
// (src/tax/imports/official-tables/tables.ts), where an operator's imported table is built against the
// built-in content in memory; here are the official files' folder and rewriteStateFile, which writes
// what a build step made.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtInContentFolder } from '../src/tax/content/built-in.ts';
import { formatJson } from '../src/tax/content/format.ts';
import type { JurisdictionFile, SourceRecord, SourcesFile } from '../src/tax/content/schema.ts';
import { withSource } from '../src/tax/imports/official-tables/tables.ts';

export * from '../src/tax/imports/official-tables/tables.ts';

/** The folder of official files, as CI has it: beside the repository (../shared/reference/data). */
export const REFERENCE_DATA = new URL('../../shared/reference/data/', import.meta.url);

/**
 * Runs a build step on content/us/<state>.json and writes its result, then adds the step's source to
 * sources.json (read just before writing: others may add sources meanwhile); the step's report.
 */
export function rewriteStateFile<R>(
  state: string,
  build: (current: JurisdictionFile) => { file: JurisdictionFile; report: R },
  sourceOf: (report: R) => SourceRecord,
): R {
  const folder = builtInContentFolder();
  const target = join(folder, 'us', `${state.toLowerCase()}.json`);
  const { file, report } = build(JSON.parse(readFileSync(target, 'utf8')) as JurisdictionFile);
  writeFileSync(target, formatJson(file));
  const sourcesPath = join(folder, 'sources.json');
  writeFileSync(sourcesPath, formatJson(withSource(JSON.parse(readFileSync(sourcesPath, 'utf8')) as SourcesFile, sourceOf(report))));
  return report;
}
