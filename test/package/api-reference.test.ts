/**
 * docs/api is the API reference a library user reads; it is generated from the TSDoc by typedoc
 * (typedoc.json). This fails when a change to the exported API was not followed by `npm run docs`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const REPO = resolve(__dirname, '../..');

function filesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}

it('docs/api matches what `npm run docs` generates from the sources', () => {
  const out = mkdtempSync(join(tmpdir(), 'aigw-api-'));
  try {
    execFileSync('node', [join(REPO, 'node_modules/typedoc/bin/typedoc'), '--out', out], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    const fresh = filesUnder(out);
    const committed = filesUnder(join(REPO, 'docs/api'));
    expect(Object.keys(committed).sort()).toEqual(Object.keys(fresh).sort());
    for (const [file, text] of Object.entries(fresh)) {
      // A failure here means: run `npm run docs` and commit docs/api.
      expect({ file, text: committed[file] }).toEqual({ file, text });
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
