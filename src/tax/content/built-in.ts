// TEMPORARY STUB (being replaced by the content loader): the interface the rest of Levy uses.
import { US_STATE_FACTS } from '../data/us-state-facts.ts';

export interface ContentRegion {
  /** `US-CA`, `US-DC`, `US-PR` for US states, DC and territories; the ISO code for a country (`CA`, `DE`, `GB`). */
  id: string;
  name: string;
  /** The content file that holds the region's facts, relative to the repository (`content/us/ca.json`). */
  file: string;
}

export interface BuiltInContent {
  /** `<asOf>+<first 12 hex digits of hash>`: names this content in answers, transactions and the history. */
  version: string;
  /** The day through which the content was checked. */
  asOf: string;
  /** sha256 over every content file (path and bytes). */
  hash: string;
  files: { path: string; sha256: string; bytes: number }[];
  regions: ContentRegion[];
  /** Every content file's text by path, as one JSON text: what the history keeps of a version. */
  bundle(): string;
}

const STUB: BuiltInContent = {
  version: '2026-11-27+000000000000',
  asOf: '2026-11-27',
  hash: '0'.repeat(64),
  files: [],
  regions: US_STATE_FACTS.map((s) => ({ id: `US-${s.code}`, name: s.name, file: `content/us/${s.code.toLowerCase()}.json` })),
  bundle: () => '{}',
};

export function builtInContent(): BuiltInContent {
  return STUB;
}
