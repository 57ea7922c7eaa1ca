// What the build steps that read an official table from a path given on the command line share
// (scripts/content-from-{tx-rates,az-tpt,co-rates,al-rates}.ts): the step's input for the file, and
// the command that runs the step on content/us/<state>.json and prints its report.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { countyName } from '../src/tax/address/zip-places.ts';
import type { JurisdictionFile, SourceRecord } from '../src/tax/content/schema.ts';
import { countiesOfState, type TableInput, zipCitiesOf } from '../src/tax/imports/official-tables/tables.ts';
import { rewriteStateFile } from './official-tables.ts';

/** A step's input for the file at `path` and a state's content file. */
function tableInput(state: string, path: string, content: JurisdictionFile): TableInput {
  return {
    text: readFileSync(path, 'utf8'),
    fileName: basename(path),
    content,
    stateCounties: countiesOfState(state),
    countyNameOf: countyName,
    zipCities: zipCitiesOf(state),
  };
}

/**
 * Runs `step` on the file the command line names (refused with `usage` when it names none), rewrites
 * content/us/<state>.json and sources.json, prints the report, then warns with each of the report's
 * lists `warnings` names that is not empty, under its heading.
 */
export function runTableStep<K extends string, R extends Record<K, string[]>>({
  state,
  usage,
  step,
  sourceOf,
  warnings,
}: {
  state: string;
  usage: string;
  step: (input: TableInput) => { file: JurisdictionFile; report: R };
  sourceOf: (fileName: string, report: R) => SourceRecord;
  warnings: Record<K, string>;
}): void {
  const path = process.argv[2];
  if (path === undefined) throw new Error(usage);
  const report = rewriteStateFile(
    state,
    (current) => step(tableInput(state, path, current)),
    (r) => sourceOf(basename(path), r),
  );
  console.log(JSON.stringify(report, null, 2));
  for (const key of Object.keys(warnings) as K[]) if (report[key].length > 0) console.warn(`${warnings[key]}:\n${report[key].join('\n')}`);
}
