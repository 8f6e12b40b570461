/**
 * The import structure of the source tree. Folders form layers, bottom to top; a file imports only
 * from its own folder or a lower layer, so the construct library never depends on a controller and
 * the two controllers share runtime/ instead of reading each other:
 *
 *   imports/, log/   generated CRD types, the one log format: nothing of ours
 *   lib/             the construct library and plan(); lib/core/ below the rest of lib
 *   runtime/         the controller runtime: Kubernetes client, informers, queue, apply, leader election
 *   operator/, upstream/, gate/, engines/   the processes, side by side: none imports another
 *   cli/             the one `aigw` command, which starts them
 *   bench/, scripts/, test/   tooling, which may use anything and each other
 *
 * Imports are read from the source text (test/architecture/import-graph.ts), type-only ones included.
 */
import { join } from 'node:path';
import { importCycles, importGraph, importSpecifiers, type ImportGraph } from './import-graph';

const ROOT = join(__dirname, '..', '..');

/** Bottom to top; folders in one entry are peers. */
const LAYERS: readonly (readonly string[])[] = [
  ['imports', 'log'],
  ['lib'],
  ['runtime'],
  ['operator', 'upstream', 'gate', 'engines'],
  ['cli'],
  ['bench', 'scripts', 'test'],
];
/** The top layer's folders may import one another (a benchmark drives the test suite's harness). */
const TOOLING = new Set(LAYERS[LAYERS.length - 1]);

const FOLDERS = LAYERS.flat();

function folderOf(file: string): string {
  return file.split('/')[0];
}

function rankOf(folder: string): number {
  return LAYERS.findIndex((layer) => layer.includes(folder));
}

/** Every import of `graph` that goes up a layer or across to a peer, as `from -> to`. */
export function layerViolations(graph: ImportGraph): string[] {
  const out: string[] = [];
  for (const [from, targets] of graph) {
    const a = folderOf(from);
    for (const to of targets) {
      const b = folderOf(to);
      if (a === b || (TOOLING.has(a) && TOOLING.has(b))) continue;
      if (rankOf(b) < 0 || rankOf(b) >= rankOf(a)) out.push(`${from} -> ${to}`);
    }
  }
  return out.sort();
}

/** Imports by files under `prefix` of files outside `allowed` prefixes. */
function importsOutside(graph: ImportGraph, prefix: string, allowed: readonly string[]): string[] {
  const out: string[] = [];
  for (const [from, targets] of graph) {
    if (!from.startsWith(prefix)) continue;
    for (const to of targets) if (!allowed.some((p) => to.startsWith(p))) out.push(`${from} -> ${to}`);
  }
  return out.sort();
}

/**
 * The one circle lib/ still has, through the gateway stacks and the guardrail wiring: a stack
 * validates itself offline by rendering (lib/validation/offline-status.ts), and rendering plans with
 * the stacks. Files may leave it; no file may join it, and no other circle may form.
 */
const KNOWN_CONSTRUCT_CIRCLE: ReadonlySet<string> = new Set([
  'lib/alt/alt-gateway-props.ts',
  'lib/alt/alt-gateway-stack.ts',
  'lib/alt/alt-provider-rule.ts',
  'lib/guardrail/alt-guardrail-items.ts',
  'lib/guardrail/alt-guardrail-wiring.ts',
  'lib/guardrail/guardrail-release.ts',
  'lib/guardrail/guardrail-wiring.ts',
  'lib/plan/alt-gateway-plan.ts',
  'lib/plan/chatui-plan.ts',
  'lib/plan/columnstore-database.ts',
  'lib/plan/gateway-instance.ts',
  'lib/plan/gateway-plan.ts',
  'lib/plan/guardrail-plan.ts',
  'lib/plan/kinds.ts',
  'lib/plan/organization-plan.ts',
  'lib/plan/plan.ts',
  'lib/plan/team-plan.ts',
  'lib/proxy/proxy-gateway-stack.ts',
  'lib/render/render.ts',
  'lib/validation/alt-stack-problems.ts',
  'lib/validation/offline-status.ts',
  'lib/validation/resource-problems.ts',
]);

describe('the import structure of the source tree', () => {
  const graph = importGraph(ROOT, FOLDERS);

  test('reads the tree (every layer has files, and imports between them)', () => {
    for (const folder of FOLDERS) expect([...graph.keys()].some((f) => folderOf(f) === folder)).toBe(true);
    expect(graph.get('upstream/proxy/controller.ts')).toEqual(expect.arrayContaining(['runtime/apply.ts', 'runtime/manager.ts']));
  });

  test('no file imports from a higher layer or from a peer', () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  test('lib/core/ imports nothing of lib but itself, and the plan types only lib/core/', () => {
    expect(importsOutside(graph, 'lib/core/', ['lib/core/'])).toEqual([]);
    expect(importsOutside(graph, 'lib/plan/types.ts', ['lib/core/'])).toEqual([]);
  });

  test('runtime/ has no import circle', () => {
    const runtime = new Map([...graph].filter(([f]) => f.startsWith('runtime/')));
    expect(importCycles(runtime)).toEqual([]);
  });

  test('operator/ has no import circle (a controller of some kinds and the list of them all read one hooks file)', () => {
    const operator = new Map([...graph].filter(([f]) => f.startsWith('operator/')));
    expect(importCycles(operator)).toEqual([]);
  });

  test('lib/ has no import circle but the known one through the stacks, and that one does not grow', () => {
    const lib = new Map([...graph].filter(([f]) => f.startsWith('lib/')));
    const outside = importCycles(lib).map((circle) => circle.filter((f) => !KNOWN_CONSTRUCT_CIRCLE.has(f)));
    expect(outside.filter((files) => files.length > 0)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  test('an upward import, a peer import and an import of an unlisted folder are violations', () => {
    const graph: ImportGraph = new Map([
      ['runtime/queue.ts', ['operator/operator.ts', 'lib/meta/labels.ts']],
      ['operator/operator.ts', ['upstream/proxy/names.ts', 'runtime/queue.ts']],
      ['lib/meta/labels.ts', ['other/x.ts']],
      ['bench/b.ts', ['test/support/free-port.ts', 'cli/aigw.ts']],
    ]);
    expect(layerViolations(graph)).toEqual([
      'lib/meta/labels.ts -> other/x.ts',
      'operator/operator.ts -> upstream/proxy/names.ts',
      'runtime/queue.ts -> operator/operator.ts',
    ]);
  });

  test('a circle is found, however long; a chain is not a circle', () => {
    const graph: ImportGraph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', []],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  test('imports are read from statements, type-only and dynamic ones too, never from comments', () => {
    const source = [
      "import type { A } from './a';",
      "export { B } from '../b';",
      "import './side-effect';",
      "const c = require('./c');",
      "const d = await import('./d');",
      "import { e } from 'package-e';",
      "// import { f } from './f';",
      "/** see import('./g') */",
      "const path = 'not/an/import';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a', '../b', './side-effect', './c', './d']);
  });
});
