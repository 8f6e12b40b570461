#!/usr/bin/env node
// Regenerates imports/ from crds/ with `cdk8s import` (one TypeScript file per API group).
// Usage: node scripts/import-crds.js [OUTPUT_DIR]   (default: imports)
// imports/ is never edited by hand; test/imports.test.ts fails when it is stale.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const out = path.resolve(process.argv[2] ?? path.join(root, 'imports'));
const cdk8s = path.join(root, 'node_modules', '.bin', 'cdk8s');
const crds = fs.readdirSync(path.join(root, 'crds')).filter((f) => /\.ya?ml$/.test(f)).sort();

fs.mkdirSync(out, { recursive: true });
for (const file of crds) {
  execFileSync(cdk8s, ['import', path.join('crds', file), '--output', out, '--language', 'typescript'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
