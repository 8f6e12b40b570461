/**
 * docs/reference holds two generated pages: the CRD field reference, from crds/*.yaml, and the CLI
 * reference, from the CLI's own help text. Each fails here when it was not regenerated after a change
 * (`npm run docs:crds`, `npm run docs:cli`), like docs/api does for the library's TSDoc.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(__dirname, '../..');
const GENERATE = join(REPO, 'scripts/docs/generate-reference.js');

interface Row { path: string; type: string; default?: unknown; required: boolean; description: string; validations: string[] }
// Plain CommonJS scripts (they run without a build); typed here for the assertions.
const { rowsOf } = require('../../scripts/docs/crd-reference.js') as {
  rowsOf: (node: object, at: string, required: boolean, rows: Row[]) => void;
};
const { commandsOf } = require('../../scripts/docs/cli-reference.js') as { commandsOf: (help: string) => string[] };

function generated(page: 'crds' | 'cli'): string {
  const out = mkdtempSync(join(tmpdir(), 'aigw-reference-'));
  try {
    execFileSync(process.execPath, [GENERATE, page, '--out', out], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    return readFileSync(join(out, `${page}.md`), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

it.each(['crds', 'cli'] as const)('docs/reference/%s.md is what its `npm run docs:` script generates', (page) => {
  const committed = readFileSync(join(REPO, 'docs/reference', `${page}.md`), 'utf8');
  // A failure here means: run `npm run docs:crds` (or `docs:cli`) and commit docs/reference.
  expect(committed).toBe(generated(page));
}, 60_000);

it('lists a field with its path, type, default, requiredness and every validation, through list items and map values', () => {
  const rows: Row[] = [];
  rowsOf(
    {
      type: 'object',
      required: ['mode'],
      properties: {
        mode: { type: 'string', enum: ['catalog', 'external'], description: 'Which engine.' },
        level: { type: 'string', default: 'info' },
        models: {
          type: 'array',
          items: { type: 'object', required: ['name'], properties: { name: { type: 'string', pattern: '^[a-z]+$', maxLength: 63 } } },
        },
        limits: { type: 'object', additionalProperties: { type: 'object', properties: { rpm: { type: 'integer', minimum: 1, maximum: 100 } } } },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
      },
      'x-kubernetes-validations': [{ rule: 'has(self.mode)', message: 'mode is required' }],
    },
    'spec',
    true,
    rows,
  );
  const at = (path: string) => rows.find((r) => r.path === path);
  expect(rows.map((r) => r.path)).toEqual(['spec', 'spec.mode', 'spec.level', 'spec.models', 'spec.models[].name', 'spec.limits', 'spec.limits.<key>.rpm', 'spec.labels']);
  expect(at('spec')).toMatchObject({ required: true, validations: ['rule `has(self.mode)`: mode is required'] });
  expect(at('spec.mode')).toMatchObject({ type: 'string', required: true, description: 'Which engine.', validations: ['one of `catalog`, `external`'] });
  expect(at('spec.level')).toMatchObject({ default: 'info', required: false });
  expect(at('spec.models')?.type).toBe('[]object');
  expect(at('spec.models[].name')).toMatchObject({ required: true, validations: ['matches `^[a-z]+$`', 'length ≤ 63'] });
  expect(at('spec.limits.<key>.rpm')?.validations).toEqual(['≥ 1', '≤ 100']);
  expect(at('spec.labels')?.type).toBe('map[string]string');
});

it("documents every command the top-level help lists, in its order", () => {
  const help = 'usage: aigw <command> [options]\n\ncommands:\n  render      render files\n  license     licenses\n\nRun it.\n';
  expect(commandsOf(help)).toEqual(['render', 'license']);
  const page = readFileSync(join(REPO, 'docs/reference/cli.md'), 'utf8');
  for (const c of ['render', 'license', 'gate', 'operator', 'upstream', 'engine', 'install']) expect(page).toContain(`\n## aigw ${c}\n`);
});
