#!/usr/bin/env node
// Writes the generated reference pages:
//
//   node scripts/docs/generate-reference.js crds [--out DIR]   DIR/crds.md from crds/*.yaml
//   node scripts/docs/generate-reference.js cli  [--out DIR]   DIR/cli.md from `aigw --help` (needs dist/)
//
// DIR defaults to docs/reference. test/docs/reference.test.ts generates both into a temp directory and
// fails when the committed pages differ, so run `npm run docs:crds` / `npm run docs:cli` after a change.
const fs = require('node:fs');
const path = require('node:path');
const { crdReference } = require('./crd-reference');
const { cliReference } = require('./cli-reference');

const root = path.resolve(__dirname, '..', '..');
const PAGES = {
  crds: () => crdReference(path.join(root, 'crds')),
  cli: () => cliReference(path.join(root, 'bin', 'aigw.js')),
};

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? path.resolve(args[outAt + 1]) : path.join(root, 'docs', 'reference');
const which = args.filter((a, i) => !a.startsWith('--') && (outAt < 0 || i !== outAt + 1));
if (which.length === 0 || which.some((w) => !PAGES[w])) {
  process.stderr.write(`usage: generate-reference.js crds|cli [...] [--out DIR]\n`);
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
for (const w of which) fs.writeFileSync(path.join(out, `${w}.md`), PAGES[w]());
