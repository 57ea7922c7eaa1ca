// README.md and docs/**/*.md: every relative link resolves (a file or folder, relative to the
// linking file; an anchor into a Markdown file names one of its headings), the README stays a
// front door of at most 200 lines, and nothing a reader meets (documents, comments, test names in
// src/, test/, bench/, docs/) cites an issue number, which a reader of the repository cannot follow.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const README = join(ROOT, 'README.md');
const MAX_README_LINES = 200;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const DOCUMENTS = [README, ...markdownFiles(join(ROOT, 'docs'))];

/** Every text file a reader of the code meets: src/, test/, bench/ and docs/ (generated files aside). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|mjs|js|md|json|txt|csv)$/.test(entry.name) ? [path] : [];
  });
}

/** The text outside fenced code blocks and inline code spans, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
}

/** Destinations of inline links and images: `[text](target)`, `[text](target "title")`, `![alt](<target>)`. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const match of prose(markdown).matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]!;
    targets.push(target.startsWith('<') ? target.slice(1, -1) : target);
  }
  return targets;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = match[1]!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const isExternal = (target: string) => /^(https?:|mailto:)/i.test(target);

/** Every relative link of a document that does not resolve, as `target: why`. */
function brokenLinks(file: string): string[] {
  const markdown = readFileSync(file, 'utf8');
  const broken: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (isExternal(target)) continue;
    const hash = target.indexOf('#');
    const pathPart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
    const path = pathPart === '' ? file : resolve(dirname(file), pathPart);
    if (!existsSync(path)) {
      broken.push(`${target}: ${relative(ROOT, path)} does not exist`);
      continue;
    }
    if (anchor !== null && anchor !== '' && statSync(path).isFile() && path.endsWith('.md')) {
      if (!headingAnchors(readFileSync(path, 'utf8')).has(anchor)) {
        broken.push(`${target}: ${relative(ROOT, path)} has no heading #${anchor}`);
      }
    }
  }
  return broken;
}

describe('documentation', () => {
  it('finds the README and the docs', () => {
    expect(DOCUMENTS.length).toBeGreaterThan(5);
  });

  it.each(DOCUMENTS.map((file) => [relative(ROOT, file), file]))('%s: every relative link resolves', (_name, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it(`README.md is at most ${MAX_README_LINES} lines`, () => {
    const text = readFileSync(README, 'utf8');
    const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('no document, comment or test name in README.md, src/, test/, bench/ or docs/ cites an issue number', () => {
    const files = [README, ...['src', 'test', 'bench', 'docs'].flatMap((dir) => sourceFiles(join(ROOT, dir)))];
    const citing = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/issues? [0-9]+/i.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});

describe('the link and anchor readers', () => {
  it('take inline links and images, skip code, and read titles and angle brackets', () => {
    const text = 'See [a](a.md), [b](docs/b.md#part "Title"), ![c](<img/c d.png>).\n\n```\n[x](nowhere.md)\n```\n`[y](nowhere.md)`';
    expect(linkTargets(text)).toEqual(['a.md', 'docs/b.md#part', 'img/c d.png']);
  });

  it('make anchors as GitHub does', () => {
    const text =
      '# Levy\n## Coverage per state (2026-11-27)\n### Invoices finalized at once (first subscription invoice, checkout)\n## API (`src/x.ts`)\n## Levy\n';
    expect([...headingAnchors(text)]).toEqual([
      'levy',
      'coverage-per-state-2026-11-27',
      'invoices-finalized-at-once-first-subscription-invoice-checkout',
      'api-srcxts',
      'levy-1',
    ]);
  });
});
