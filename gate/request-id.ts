/**
 * Request ids the gate mints for callers that send none: a random prefix drawn once per process and
 * a counter. As unique as a random UUID across gates and restarts (the prefix carries 96 random
 * bits), without drawing random bytes and formatting them on every request.
 */
import { randomBytes } from 'node:crypto';

/** Returns a function minting `<24 hex digits>-<counter, base 36>`, the counter starting at 1. */
export function requestIdMinter(prefix: string = randomBytes(12).toString('hex')): () => string {
  let count = 0;
  return () => `${prefix}-${(++count).toString(36)}`;
}
