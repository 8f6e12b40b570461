#!/usr/bin/env node
// The `aigw` command: run the compiled CLI (built by `npm run build`, which `npm ci` runs through `prepare`).
require('../dist/cli/aigw.js').main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (err) => { process.stderr.write(`aigw: ${err && err.message ? err.message : err}\n`); process.exitCode = 1; },
);
