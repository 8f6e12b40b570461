/**
 * The ```ts blocks of docs/library.md, and the README's complete `main.ts`, compile against the
 * library's own source (`aigw` resolved to lib/index.ts), with strict TypeScript: an example that
 * names a prop or method the library does not have fails here. In docs/library.md, `chart` and
 * `licenseMaterial` are the ones the README's `main.ts` declares. (test/package compiles the README's
 * `main.ts` once more against the packed package, and synthesizes it.)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as ts from 'typescript';

const REPO = resolve(__dirname, '../..');
const PRELUDE = `import { App, Chart } from 'cdk8s';
const chart = new Chart(new App(), 'ai', { namespace: 'ai' });
const licenseMaterial = { token: 'a.b.c', publicKey: 'key' };
`;

export function tsBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
}

test('every ts example of docs/library.md, and the README’s main.ts, compiles', () => {
  const blocks = tsBlocks(readFileSync(join(REPO, 'docs/library.md'), 'utf8')).map((code) => ({ code, prelude: PRELUDE }));
  expect(blocks.length).toBeGreaterThan(0);
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
  blocks.push({ code: tsBlocks(readme.slice(readme.indexOf('## Construct library')))[0], prelude: '' });
  const files = blocks.map(({ code, prelude }, i) => {
    // Imports first, then the prelude: each block is a module of its own.
    const imports = code.split('\n').filter((l) => l.startsWith('import '));
    const body = code.split('\n').filter((l) => !l.startsWith('import '));
    const text = [...imports.map((l) => l.replace(/from 'aigw'/, `from '${join(REPO, 'lib/index')}'`)), prelude, ...body, 'export {};'].join('\n');
    return { name: join(REPO, `docs-library-example-${i}.ts`), text };
  });
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, esModuleInterop: true, skipLibCheck: true, types: ['node'] };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) => {
    const example = files.find((f) => f.name === name);
    return example ? ts.createSourceFile(name, example.text, version) : read(name, version);
  };
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => files.some((f) => f.name === name) || exists(name);
  const program = ts.createProgram(files.map((f) => f.name), options, host);
  const problems = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && files.some((f) => f.name === d.file!.fileName))
    .map((d) => `example ${files.findIndex((f) => f.name === d.file!.fileName)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  expect(problems).toEqual([]);
}, 300_000);
