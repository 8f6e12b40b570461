import { join } from 'node:path';
import type { WorkerOptions } from 'node:worker_threads';

/**
 * How to start a detector worker. Built, the worker is `detector-worker.js` beside this file.
 * From the TypeScript sources (the unit tests run them through ts-jest, which a worker thread does
 * not inherit) the worker is a short script that compiles each `.ts` file as it is required, with
 * the `typescript` package of the development install: the tests then exercise the sources, never
 * a stale build.
 */
export function detectorWorkerScript(): { filename: string; options: WorkerOptions } {
  const compiled = join(__dirname, 'detector-worker.js');
  if (__filename.endsWith('.js')) return { filename: compiled, options: {} };
  const entry = join(__dirname, 'detector-worker.ts');
  return { filename: fromSources(entry), options: { eval: true } };
}

/**
 * The worker script that runs `entry` (a .ts file) from the sources. Compiled files are kept in the
 * temporary directory, keyed by path and content, so only the first worker of a test run pays for
 * loading the compiler.
 */
function fromSources(entry: string): string {
  return `
const { createRequire } = require('node:module');
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { threadId } = require('node:worker_threads');
const load = createRequire(${JSON.stringify(entry)});
const cacheDir = join(tmpdir(), 'aigw-detector-worker-ts');
let ts;
function compile(source, filename) {
  const cached = join(cacheDir, createHash('sha256').update(filename).update('\\0').update(source).digest('hex') + '.js');
  try {
    return readFileSync(cached, 'utf8');
  } catch {}
  ts ??= load('typescript');
  const options = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, isolatedModules: true };
  const js = ts.transpileModule(source, { fileName: filename, compilerOptions: options }).outputText;
  mkdirSync(cacheDir, { recursive: true });
  const partial = cached + '.' + process.pid + '.' + threadId;
  writeFileSync(partial, js);
  renameSync(partial, cached);
  return js;
}
const extensions = load.extensions;
const known = { ...extensions };
// '.ts' first, as ts-jest resolves: a 'lexicon.ts' must win over a 'lexicon.json' beside it.
for (const ext of Object.keys(extensions)) delete extensions[ext];
extensions['.ts'] = (module, filename) => module._compile(compile(readFileSync(filename, 'utf8'), filename), filename);
Object.assign(extensions, known);
load(${JSON.stringify(entry)});
`;
}
