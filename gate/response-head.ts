/**
 * An engine's JSON answer, read only as far as the gate may hold it: whole when it fits (its verdict
 * is then read, and a failure before its end is a clean 502), else the part read so far followed by
 * the rest as it comes (streamed through, verdict unread).
 */
import { Readable } from 'node:stream';
import type { BufferBudget } from './request-body';

export type AnswerRead =
  | { readonly whole: Buffer; release(): void }
  | { readonly stream: Readable; release(): void };

/**
 * Reads `body` up to `maxBytes` (and while `budget` has room). Rejects only if the body fails
 * before either limit is reached; the bytes held are given back by `release()` (idempotent).
 */
export async function readAnswerHead(body: Readable, maxBytes: number, budget: BufferBudget): Promise<AnswerRead> {
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let held = 0;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    budget.give(held);
  };
  let overflow: Buffer | undefined;
  try {
    for (;;) {
      // next() by hand, not for-await: leaving a for-await loop would destroy the body we still stream.
      const { value, done } = await iterator.next();
      if (done) break;
      if (held + value.length > maxBytes || !budget.tryTake(value.length)) {
        overflow = value;
        break;
      }
      held += value.length;
      chunks.push(value);
    }
  } catch (err) {
    release();
    throw err;
  }
  if (overflow === undefined) return { whole: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, held), release };
  const first = overflow;
  async function* passThrough(): AsyncGenerator<Buffer> {
    try {
      yield* chunks;
      yield first;
      for (;;) {
        const { value, done } = await iterator.next();
        if (done) return;
        yield value;
      }
    } finally {
      // Done, failed, or the caller went away: stop the engine's body too.
      body.destroy();
    }
  }
  return { stream: Readable.from(passThrough(), { objectMode: false }), release };
}
