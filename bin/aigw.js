#!/usr/bin/env node
// The `aigw` command: run the compiled CLI (built by `npm run build`, which `npm ci` runs through `prepare`).
// A closed pipe (`aigw render | head`) ends the command quietly, as it does for other Unix tools.
process.stdout.on('error', (err) => {
  if (err && err.code === 'EPIPE') process.exit(0);
  throw err;
});
require('../dist/cli/aigw.js').main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (err) => { process.stderr.write(`aigw: ${err && err.message ? err.message : err}\n`); process.exitCode = 1; },
);
