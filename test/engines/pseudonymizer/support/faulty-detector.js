'use strict';
/**
 * A detector module for tests of the engine's defences (plain JavaScript: worker threads load it
 * as it is, from the sources or from a child process). It tags "Firstname Lastname" pairs as
 * people, and misbehaves on marker words:
 *   SPIN-FOREVER  loops forever (a detector bug that never returns)
 *   THROW-NOW     throws an error whose message quotes the text
 *   RECURSE-NOW   overflows the stack
 *   EXIT-NOW      ends its worker thread
 */

const MARKERS = {
  spin: 'SPIN-FOREVER',
  throw: 'THROW-NOW',
  recurse: 'RECURSE-NOW',
  exit: 'EXIT-NOW',
};

function recurse(n) {
  return recurse(n + 1) + 1;
}

/**
 * Milliseconds a worker takes to load this detector, read from the environment the worker thread
 * started with (AIGW_TEST_DETECTOR_LOAD_MS): a test sets it once the pool is up, so that the
 * replacements of terminated workers load slowly and the calls behind them wait, whatever the
 * machine's speed.
 */
function loadDelay() {
  const ms = Number(process.env.AIGW_TEST_DETECTOR_LOAD_MS || 0);
  if (ms > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function createDetector() {
  loadDelay();
  return {
    detect(text) {
      if (text.includes(MARKERS.spin)) for (;;);
      if (text.includes(MARKERS.throw)) throw new Error(`cannot tag: ${text}`);
      if (text.includes(MARKERS.recurse)) recurse(0);
      if (text.includes(MARKERS.exit)) process.exit(3);
      return [...text.matchAll(/\b[A-Z][a-z]+ [A-Z][a-z]+\b/g)].map((m) => ({ text: m[0], kind: 'person' }));
    },
  };
}

module.exports = { createDetector, MARKERS };
