/**
 * `kubectl explain` shows every schema node of aigw's CRDs with a description. A new field without
 * one fails here: add it to scripts/crd-descriptions.yaml (or to crds/ directly), run
 * `npm run crds:describe`, then `npm run import`.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const REPO = resolve(__dirname, '..');

test('every CRD schema node kubectl explain shows has a description', () => {
  const check = spawnSync('node', [join(REPO, 'scripts/crd-descriptions.js'), '--check'], { cwd: REPO, encoding: 'utf8' });
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
});
