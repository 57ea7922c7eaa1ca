// Where `levy data update` finds the official files: a web page or directory listing that links them
// (the publisher's download page by default), or a local folder for machines without internet. The
// newest edition of a file is found by its name, which for Streamlined Sales Tax files says the
// state, the kind, the quarter and the day of publication.
import { readdir, readFile, stat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { parseSstFileName, SST_FILES_PAGE, type SstFileName } from '../tax/imports/sst-rates.ts';

export { SST_FILES_PAGE };

/** A whole state's boundary file runs to tens of megabytes; nothing official is larger than this. */
const MAX_FILE_BYTES = 256 * 1024 * 1024;
const TIMEOUT_MS = 60_000;

export type Location = { kind: 'web'; url: URL } | { kind: 'folder'; path: string };

/** A URL (http or https) or an absolute folder path; null for anything else. */
export function locationOf(text: string): Location | null {
  if (/^https?:\/\//i.test(text)) {
    try {
      return { kind: 'web', url: new URL(text) };
    } catch {
      return null;
    }
  }
  return isAbsolute(text) ? { kind: 'folder', path: text } : null;
}

/** A file a location links (or a folder holds). */
export interface LinkedFile {
  name: string;
  /** Where to read it: a URL or a file path. */
  at: string;
}

export interface FoundFile extends LinkedFile {
  sst: SstFileName;
}

/** Every file a location offers: a folder's files, or the links of a download page or directory listing. */
export async function listFiles(location: Location): Promise<LinkedFile[]> {
  const found = new Map<string, LinkedFile>();
  const add = (name: string, at: string) => {
    if (name !== '' && !found.has(name)) found.set(name, { name, at });
  };
  if (location.kind === 'folder') {
    for (const name of await readdir(location.path)) add(name, join(location.path, name));
  } else {
    const page = await fetchText(location.url);
    for (const [, href] of page.matchAll(/href\s*=\s*["']([^"'#?]+)/gi)) {
      const url = new URL(href!, location.url);
      add(decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1)), url.href);
    }
  }
  return [...found.values()];
}

/** The Streamlined files a location offers (CSV only: the rate and boundary files unzipped). */
export async function listSstFiles(location: Location): Promise<FoundFile[]> {
  return (await listFiles(location)).flatMap((f) => {
    const sst = /\.csv$/i.test(f.name) ? parseSstFileName(f.name) : null;
    return sst === null ? [] : [{ ...f, sst }];
  });
}

/** The newest edition of one state's file of one kind: the latest quarter, then the latest publication day. */
export function newestOf(files: readonly FoundFile[], state: string, kind: 'R' | 'B'): FoundFile | null {
  const candidates = files.filter((f) => f.sst.state === state && f.sst.kind === kind);
  candidates.sort(
    (a, b) => b.sst.year * 4 + b.sst.quarter - (a.sst.year * 4 + a.sst.quarter) || b.sst.published.localeCompare(a.sst.published),
  );
  return candidates[0] ?? null;
}

/** A found file's text; IDOR's file is Latin-1. */
export async function readFound(file: LinkedFile, encoding: 'utf8' | 'latin1' = 'utf8'): Promise<string> {
  if (!/^https?:\/\//i.test(file.at)) {
    if ((await stat(file.at)).size > MAX_FILE_BYTES) throw new Error(`${file.name} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    return readFile(file.at, encoding);
  }
  return fetchText(new URL(file.at), encoding);
}

async function fetchText(url: URL, encoding: 'utf8' | 'latin1' = 'utf8'): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status} ${response.statusText}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_FILE_BYTES) throw new Error(`${url.href} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
  return encoding === 'utf8' ? response.text() : Buffer.from(await response.arrayBuffer()).toString('latin1');
}
