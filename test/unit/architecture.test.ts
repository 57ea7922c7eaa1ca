// Guards the module structure of src/ and workers/: no import cycles, and imports only point down the layers.
// The checks are pure functions over an import graph; only buildGraph touches the file system, so the last
// test can prove the checks fail on a hand-made graph.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Repo-relative file path (forward slashes) -> the repo-relative files it imports, type-only imports included. */
type Graph = Map<string, string[]>;

interface Layer {
  name: string;
  /** Imports may go to the same or a lower rank; null marks a separate module that sits outside the ranking. */
  rank: number | null;
  /** A prefix ending in "/" is a folder, anything else is one file; the longest matching prefix decides. */
  prefixes: string[];
  /** For a separate module only: the layers it may import. */
  mayImport?: string[];
  /** Layers of the same rank may not import each other (the doors: each stands on what lies below, not on a sibling door). */
  sealed?: boolean;
}

// docs/architecture.md explains the layers and why each may import only what lies below it.
const LAYERS: Layer[] = [
  { name: 'tax', rank: 0, prefixes: ['src/tax/'] },
  { name: 'lib', rank: 1, prefixes: ['src/lib/', 'src/config.ts'] },
  { name: 'store', rank: 2, prefixes: ['src/store/'] },
  { name: 'queue', rank: 2, prefixes: ['src/queue/'] },
  { name: 'context', rank: 3, prefixes: ['src/context.ts'] },
  { name: 'seller use cases', rank: 4, prefixes: ['src/seller/'] },
  { name: 'admin use cases', rank: 5, prefixes: ['src/admin/'] },
  { name: 'integration use cases', rank: 5, prefixes: ['src/integrations/'] },
  // What every door shares: authentication, rate limits, error answers, OpenAPI parts.
  { name: 'http', rank: 6, prefixes: ['src/http/'] },
  { name: 'api door', rank: 7, prefixes: ['src/api/'], sealed: true },
  { name: 'console door', rank: 7, prefixes: ['src/console/'], sealed: true },
  { name: 'stripe webhook door', rank: 7, prefixes: ['src/integrations/stripe/webhook/'], sealed: true },
  // Entry points assemble a process through the composition root (which registers every door); the CLI is a door that does too.
  { name: 'runtime', rank: 8, prefixes: ['src/runtime/', 'src/main.ts', 'src/cli/', 'workers/'] },
  { name: 'emulator', rank: null, prefixes: ['src/emulator/'], mayImport: ['emulator', 'lib'] },
];

const REPO = resolve(import.meta.dirname, '../..');
const ROOTS = ['src', 'workers'];
// Prisma's generated client is output, not design: it is neither walked nor a node of the graph.
const GENERATED = 'src/generated/';
const THIS_FILE = 'test/unit/architecture.test.ts';

// ---------------------------------------------------------------------------------------------------------
// Graph builder (file system)
// ---------------------------------------------------------------------------------------------------------

// Static forms only ever have identifiers, braces, commas, "*" and comments between the keyword and `from`,
// so the clause cannot run on into the next statement, and multi-line import lists still match.
const STATIC_FROM = /^[ \t]*(?:import|export)\b(?:[\w$\s{},*]|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
const SIDE_EFFECT = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
const DYNAMIC = /\bimport\s*\(\s*(['"`])([^'"`\n$]+)\1\s*[,)]/g;
// Whole-line comments only: stripping `//` mid-line would cut URLs inside strings.
const COMMENT_LINE = /^[ \t]*(?:\/\/|\/\*|\*).*$/gm;

function toRepoPath(absolute: string): string {
  return relative(REPO, absolute).split(sep).join('/');
}

function listTsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return toRepoPath(path) + '/' === GENERATED ? [] : listTsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Relative specifiers in source order; package imports cannot form cycles or cross our layers. */
function relativeSpecifiers(source: string): string[] {
  const code = source.replace(COMMENT_LINE, '');
  return [STATIC_FROM, SIDE_EFFECT, DYNAMIC]
    .flatMap((pattern) => [...code.matchAll(pattern)].map((m) => ({ at: m.index, spec: m[2]! })))
    .sort((a, b) => a.at - b.at)
    .map((m) => m.spec)
    .filter((spec) => spec.startsWith('./') || spec.startsWith('../'));
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** Mirrors NodeNext resolution closely enough for this repo: explicit .ts, a .js that tsc rewrites, or a folder index. */
function resolveSpecifier(fromFile: string, spec: string): string | null {
  const base = resolve(dirname(fromFile), spec);
  const candidates = [base, base.replace(/\.(m?)js$/, '.$1ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find(isFile) ?? null;
}

function buildGraph(): { graph: Graph; unresolved: string[] } {
  const graph: Graph = new Map();
  const unresolved: string[] = [];
  const files = ROOTS.flatMap((root) => listTsFiles(join(REPO, root))).sort();
  for (const file of files) {
    const targets = new Set<string>();
    for (const spec of relativeSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(file, spec);
      if (target === null) unresolved.push(`${toRepoPath(file)} imports '${spec}', which resolves to no file`);
      else if (!toRepoPath(target).startsWith(GENERATED)) targets.add(toRepoPath(target));
    }
    graph.set(toRepoPath(file), [...targets].sort());
  }
  return { graph, unresolved };
}

// ---------------------------------------------------------------------------------------------------------
// Cycle finder (pure)
// ---------------------------------------------------------------------------------------------------------

/** Tarjan's algorithm: every strongly connected component, i.e. every set of files that reach each other. */
function stronglyConnected(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component.sort());
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** Shortest path from `from` to `to` using only nodes of `within`, both ends included. */
function shortestPath(graph: Graph, from: string, to: string, within: Set<string>): string[] {
  const previous = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node === to) break;
    for (const next of graph.get(node) ?? []) {
      if (within.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const path: string[] = [];
  for (let node: string | null | undefined = to; node != null; node = previous.get(node)) path.unshift(node);
  return path;
}

/** Rotates a cycle to start at its smallest file, so one cycle found from two edges prints once. */
function canonical(cycle: string[]): string[] {
  const start = cycle.indexOf([...cycle].sort()[0]!);
  return [...cycle.slice(start), ...cycle.slice(0, start)];
}

/**
 * One shortest cycle through every import edge that lies on any cycle. Listing all elementary cycles can grow
 * exponentially and buries the message; this list stays short yet names every import that has to be cut or moved.
 */
function findCycles(graph: Graph): string[][] {
  const found = new Map<string, string[]>();
  for (const component of stronglyConnected(graph)) {
    const members = new Set(component);
    for (const from of component) {
      for (const to of graph.get(from) ?? []) {
        if (!members.has(to)) continue;
        // A self-import is a one-file cycle; otherwise close the loop with the shortest way back.
        const cycle = canonical(from === to ? [from] : [from, ...shortestPath(graph, to, from, members).slice(0, -1)]);
        found.set(cycle.join(' '), cycle);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}

function formatCycle(cycle: string[]): string {
  return [...cycle, cycle[0]].join(' -> ');
}

// ---------------------------------------------------------------------------------------------------------
// Layer check (pure)
// ---------------------------------------------------------------------------------------------------------

function matches(file: string, prefix: string): boolean {
  return prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix;
}

function layerOf(file: string, layers: Layer[]): Layer | undefined {
  let best: { layer: Layer; length: number } | undefined;
  for (const layer of layers) {
    for (const prefix of layer.prefixes) {
      if (matches(file, prefix) && prefix.length > (best?.length ?? -1)) best = { layer, length: prefix.length };
    }
  }
  return best?.layer;
}

function mayImport(from: Layer, to: Layer): boolean {
  if (from.rank === null) return from.mayImport?.includes(to.name) ?? false;
  // Separate modules are tools beside the product; the product build must not depend on them.
  if (to.rank === null) return false;
  if (to.rank === from.rank && to !== from && (from.sealed || to.sealed)) return false;
  return to.rank <= from.rank;
}

function describeLayer(layer: Layer): string {
  return layer.rank === null ? `layer ${layer.name}, separate` : `layer ${layer.name}, rank ${layer.rank}`;
}

/** Every file (importer or imported) in no layer, then every import that points up or sideways out of its module. */
function checkLayers(graph: Graph, layers: Layer[]): string[] {
  const files = new Set([...graph.keys(), ...[...graph.values()].flat()]);
  const unlayered = [...files]
    .filter((file) => layerOf(file, layers) === undefined)
    .sort()
    .map((file) => `${file} is in no layer: add it to the table in ${THIS_FILE}`);
  const violations: string[] = [];
  for (const [from, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    const fromLayer = layerOf(from, layers);
    for (const to of targets) {
      const toLayer = layerOf(to, layers);
      // An unlayered file is already reported once above; ranking its edges would only guess.
      if (fromLayer && toLayer && !mayImport(fromLayer, toLayer)) {
        violations.push(`${from} (${describeLayer(fromLayer)}) imports ${to} (${describeLayer(toLayer)})`);
      }
    }
  }
  return [...unlayered, ...violations];
}

// ---------------------------------------------------------------------------------------------------------
// Database access (pure): use cases and doors reach the database only through the store modules
// ---------------------------------------------------------------------------------------------------------

const STORE = ['src/store/', 'src/integrations/stripe/store/'];
/** Use cases and doors: they hand the store `ctx.prisma` and never name the client themselves. */
const NO_DATABASE_CLIENT = ['src/seller/', 'src/admin/', 'src/integrations/', 'src/api/', 'src/console/'];
const QUERY =
  /\bprisma\.(?:\$(?:queryRaw|executeRaw|transaction)\w*|[a-z]\w*\.(?:find\w*|create\w*|update\w*|upsert|delete\w*|count|aggregate|groupBy)\b)/;
const SQL = /`\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH)\s[\s\S]*?\b(?:FROM|INTO|SET)\b/;
const CLIENT_IMPORT = /from\s+['"][^'"]*(?:generated\/prisma[^'"]*|@prisma\/client|store\/database\.ts)['"]/;

/** Every file outside the store that queries the database or writes SQL, and every use case or door that imports the client. */
function checkDatabaseAccess(files: readonly { path: string; source: string }[]): string[] {
  const problems: string[] = [];
  for (const { path, source } of files) {
    if (STORE.some((p) => path.startsWith(p))) continue;
    const code = source.replace(COMMENT_LINE, '');
    if (QUERY.test(code)) problems.push(`${path} queries the database: move the query into src/store/`);
    if (SQL.test(code)) problems.push(`${path} holds SQL: move it into src/store/`);
    if (NO_DATABASE_CLIENT.some((p) => path.startsWith(p)) && CLIENT_IMPORT.test(code))
      problems.push(`${path} imports the database client: pass ctx.prisma to a store function instead`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------------------

function report(title: string, lines: string[]): string {
  return `${title} (${lines.length}):\n  ${lines.join('\n  ')}`;
}

describe('architecture', () => {
  const { graph, unresolved } = buildGraph();

  it('has no import cycles in src/ or workers/ (type-only imports included)', () => {
    const cycles = findCycles(graph).map(formatCycle);
    if (cycles.length > 0) {
      expect.fail(report('Import cycles; each line is one loop, and cutting any one of its imports breaks it', cycles));
    }
  });

  it('imports only from the same or a lower layer (see docs/architecture.md)', () => {
    const problems = checkLayers(graph, LAYERS);
    if (problems.length > 0) expect.fail(report('Layering problems', problems));
  });

  it('reaches the database only through the store modules (no queries, SQL or client imports in use cases and doors)', () => {
    const files = ROOTS.flatMap((root) => listTsFiles(join(REPO, root))).map((file) => ({
      path: toRepoPath(file),
      source: readFileSync(file, 'utf8'),
    }));
    const problems = checkDatabaseAccess(files);
    if (problems.length > 0) expect.fail(report('Database access outside src/store/', problems));
  });

  it('reports database access outside the store on hand-made input', () => {
    expect(
      checkDatabaseAccess([
        { path: 'src/store/sellers.ts', source: "import type { PrismaClient } from './database.ts';\nprisma.seller.findMany({});" },
        { path: 'src/admin/a.ts', source: 'await ctx.prisma.auditEntry.create({ data });' },
        { path: 'src/seller/b.ts', source: "import type { PrismaClient } from '../../store/database.ts';" },
        { path: 'src/seller/c.ts', source: 'const q = `SELECT id FROM sellers`;' },
        { path: 'src/seller/d.ts', source: 'await findSeller(ctx.prisma, id);' },
      ]),
    ).toEqual([
      'src/admin/a.ts queries the database: move the query into src/store/',
      'src/seller/b.ts imports the database client: pass ctx.prisma to a store function instead',
      'src/seller/c.ts holds SQL: move it into src/store/',
    ]);
  });

  // An import that resolves to nothing drops its edge from both checks above, so their silence would mean little.
  it('resolves every relative import to a file', () => {
    if (unresolved.length > 0) expect.fail(report('Unresolved imports (the checks above cannot see these edges)', unresolved));
  });

  it('reports cycles, layer violations and every import form on hand-made input', () => {
    const bad: Graph = new Map([
      ['src/tax/a.ts', ['src/tax/b.ts']],
      ['src/tax/b.ts', ['src/tax/a.ts']],
      ['src/tax/x.ts', ['src/store/y.ts']],
      ['src/store/y.ts', ['src/emulator/z.ts']],
      ['src/emulator/z.ts', ['src/lib/ok.ts', 'src/seller/s.ts']],
      ['src/integrations/stripe/webhook/w.ts', ['src/api/door.ts']],
      ['src/integrations/stripe/sync.ts', ['src/api/door.ts']],
      ['src/foo.ts', []],
    ]);
    expect(findCycles(bad).map(formatCycle)).toEqual(['src/tax/a.ts -> src/tax/b.ts -> src/tax/a.ts']);
    expect(checkLayers(bad, LAYERS)).toEqual([
      `src/foo.ts is in no layer: add it to the table in ${THIS_FILE}`,
      'src/emulator/z.ts (layer emulator, separate) imports src/seller/s.ts (layer seller use cases, rank 4)',
      'src/integrations/stripe/sync.ts (layer integration use cases, rank 5) imports src/api/door.ts (layer api door, rank 7)',
      'src/integrations/stripe/webhook/w.ts (layer stripe webhook door, rank 7) imports src/api/door.ts (layer api door, rank 7)',
      'src/store/y.ts (layer store, rank 2) imports src/emulator/z.ts (layer emulator, separate)',
      'src/tax/x.ts (layer tax, rank 0) imports src/store/y.ts (layer store, rank 2)',
    ]);

    const source = [
      "import a from './a.ts';",
      "import type { B } from '../b.ts';",
      'import {',
      '  c1, // a comment inside the list',
      '  type c2,',
      "} from './c.ts';",
      "export * from './d.ts';",
      "export type { E } from './e.ts';",
      "import './f.ts';",
      "const g = await import('./g.ts');",
      "// import h from './h.ts';",
      "import pino from 'pino';",
    ].join('\n');
    expect(relativeSpecifiers(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts', './e.ts', './f.ts', './g.ts']);
  });
});
