// `levy data validate [folder]` and `levy data diff <old> <new>`: the content checks a reviewer and
// CI run on the files themselves, with no server or database. A version is a content folder or a
// git revision of this repository (`HEAD~1`, a tag), so release notes come from two tags.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { builtInContentFolder, readContentFolder } from '../tax/content/built-in.ts';
import { contentDiffMarkdown, diffContent } from '../tax/content/diff.ts';
import { buildContent, ContentFileError, type ContentFile } from '../tax/content/load.ts';
import { validateContent } from '../tax/content/validate.ts';

export class ContentVersionError extends Error {}

/** The content files of a folder, or of `content/` at a git revision. */
export function contentFilesOf(version: string): ContentFile[] {
  if (existsSync(version) && statSync(version).isDirectory()) return readContentFolder(version);
  const repo = builtInContentFolder().replace(/[\\/]content$/, '');
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, ...args], { maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] }).toString('utf8');
  let names: string[];
  try {
    names = git('ls-tree', '-r', '--name-only', version, '--', 'content/')
      .split('\n')
      .filter((n) => n.endsWith('.json') && !n.startsWith('content/schema/'));
  } catch {
    throw new ContentVersionError(`${version} is neither a content folder nor a git revision of ${repo}`);
  }
  if (names.length === 0) throw new ContentVersionError(`${version} has no content/ folder`);
  return names.map((name) => ({ path: name.slice('content/'.length), text: git('show', `${version}:${name}`) }));
}

/** Exit code 0 when the content is valid, 1 when it is not; the report lists secondary-only facts either way. */
export function validateCommand(version: string | undefined, out: (s: string) => void, err: (s: string) => void, json: boolean): number {
  const report = validateContent(contentFilesOf(version ?? builtInContentFolder()));
  if (json) out(JSON.stringify(report, null, 2));
  else {
    for (const p of report.problems) err(`content/${p.path}${p.at === '' ? '' : ` ${p.at}`}: ${p.message}`);
    // The EU first: its rates are the first to replace with the Commission's or each member state's own.
    const order = (path: string) => (path === 'eu.json' ? '' : path);
    const secondary = [...report.secondaryOnly].sort((a, b) => order(a.path).localeCompare(order(b.path)));
    out(
      [
        `${report.facts} facts checked: ${report.problems.length === 0 ? 'valid' : `${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}`}.`,
        `${secondary.length} facts rest on secondary sources only (replace them with the authority's own notice, table or statute):`,
        ...secondary.map((f) => `  content/${f.path} ${f.at}`),
        `${report.pastVouching.reduce((n, e) => n + e.rates, 0)} rates in force today are past the day their source vouches for (answers with them say rateDataMayBeStale; bring in the newer edition):`,
        ...report.pastVouching.map((e) => `  ${e.region}: ${e.rates} rate(s) from ${e.by}, vouched for through ${e.through}`),
        `${report.withoutReportingCode.reduce((n, w) => n + w.jurisIds.length, 0)} local jurisdictions have no code for their state's return (docs/filings.md):`,
        ...report.withoutReportingCode.map(
          (w) => `  ${w.state}: ${w.jurisIds.length} (${w.jurisIds.slice(0, 5).join(', ')}${w.jurisIds.length > 5 ? ', …' : ''})`,
        ),
      ].join('\n'),
    );
  }
  return report.problems.length === 0 ? 0 : 1;
}

export function diffCommand(before: string, after: string, out: (s: string) => void, json: boolean): number {
  const build = (version: string) => {
    try {
      return buildContent(contentFilesOf(version));
    } catch (e) {
      if (e instanceof ContentFileError) throw new ContentVersionError(`${version}: ${e.message}`);
      throw e;
    }
  };
  const diff = diffContent(build(before), build(after));
  out(json ? JSON.stringify(diff, null, 2) : contentDiffMarkdown(diff));
  return 0;
}
