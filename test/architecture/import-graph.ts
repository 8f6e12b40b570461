/**
 * The relative imports between the project's own .ts files, read from the source text (no compiler):
 * `import … from './x'`, `export … from './x'`, `import('./x')` and `require('./x')`, type-only ones
 * included (a type import still ties two files together). Package imports are not followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Each file (path relative to the root, `/`-separated) to the files it imports. */
export type ImportGraph = Map<string, string[]>;

// Statement-level specifiers only: `from '…'` ends an import/export, `import('…')` and `require('…')`
// load one. Comments are removed first so a path quoted in TSDoc is not taken for an import.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\1/gm;

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The relative specifiers one source text imports. */
export function importSpecifiers(source: string): string[] {
  const out: string[] = [];
  for (const m of stripComments(source).matchAll(SPECIFIER)) out.push(m[2]);
  return out;
}

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...tsFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The file a relative specifier names, as Node's resolution of a .ts source would find it. */
function resolveSpecifier(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The import graph of every .ts file under `root`'s `folders`. Imports of non-.ts files (JSON) are kept as edges too. */
export function importGraph(root: string, folders: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  const key = (path: string) => relative(root, path).split(sep).join('/');
  for (const folder of folders) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const file of tsFiles(dir)) {
      const targets = new Set<string>();
      for (const spec of importSpecifiers(readFileSync(file, 'utf8'))) {
        const target = resolveSpecifier(file, spec);
        if (target) targets.add(key(target));
      }
      graph.set(key(file), [...targets].sort());
    }
  }
  return graph;
}

/**
 * The strongly connected components with more than one file (Tarjan's algorithm): each is a set of
 * files that import one another round a circle.
 */
export function importCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}
