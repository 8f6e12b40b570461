/**
 * The request body, read whole before anything is forwarded (the engine never sees half a request),
 * for every method (GET included), within bounds: a size per request, a time per body, and a total
 * of bytes held across every request in flight, given back when the exchange ends or the client goes.
 */
import type { IncomingMessage } from 'node:http';
import { errorCodes } from 'fastify';
import type { Deadlines } from './deadlines';
import { BodyTimeoutError, BufferFullError, ClientGoneError } from './errors';

/** Bytes held by the gate for requests and responses in flight, against one limit. */
export class BufferBudget {
  private used = 0;
  constructor(readonly limitBytes: number) {}

  get usedBytes(): number {
    return this.used;
  }

  /** Takes `bytes` if they fit under the limit. */
  tryTake(bytes: number): boolean {
    if (this.used + bytes > this.limitBytes) return false;
    this.used += bytes;
    return true;
  }

  give(bytes: number): void {
    this.used -= bytes;
  }
}

export interface BodyLimits {
  /** Largest body, else 413. */
  readonly maxBytes: number;
  /** The whole body must arrive within their length, else 408 (one timer shared by every request in flight). */
  readonly deadlines: Deadlines;
  /** Shared by all requests: a chunk that does not fit gets 503. */
  readonly budget: BufferBudget;
}

export interface HeldBody {
  /** Undefined when the request has no body at all (no Content-Length, no Transfer-Encoding). */
  readonly body: Buffer | undefined;
  /** Gives the body's bytes back to the budget; idempotent. */
  release(): void;
}

const NO_BODY: HeldBody = Object.freeze({ body: undefined, release: () => undefined });

function declaresBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
}

/**
 * Reads `req`'s body within `limits`, without a promise per request: calls `resolve` with the body, or
 * `reject` with a Fastify-style error (413, 408, 503) or, when the client went away, {@link ClientGoneError},
 * exactly one of them once (possibly before it returns). In every rejection what was read is dropped
 * and given back.
 */
export function readRequestBodyThen(req: IncomingMessage, limits: BodyLimits, resolve: (held: HeldBody) => void, reject: (err: Error) => void): void {
  if (!declaresBody(req)) return resolve(NO_BODY);
  const declared = Number(req.headers['content-length']);
  if (declared > limits.maxBytes) return reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  let chunks: Buffer[] = [];
  let held = 0;
  let settled = false;
  const giveBack = () => {
    limits.budget.give(held);
    held = 0;
  };
  // The listeners stay on the request once it settles (each checks `settled`): removing three
  // listeners costs more on every request than the request they would outlive.
  const cleanup = () => {
    settled = true;
    deadline.clear();
  };
  const fail = (err: Error) => {
    if (settled) return;
    cleanup();
    chunks = [];
    giveBack();
    // Whatever the client still sends is not wanted: stop reading it (the error answer closes the connection).
    req.pause();
    reject(err);
  };
  const onData = (chunk: Buffer) => {
    if (settled) return;
    if (held + chunk.length > limits.maxBytes) return fail(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    if (!limits.budget.tryTake(chunk.length)) return fail(new BufferFullError());
    held += chunk.length;
    chunks.push(chunk);
  };
  const onEnd = () => {
    if (settled) return;
    cleanup();
    const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, held);
    chunks = [];
    let released = false;
    resolve({
      body,
      release: () => {
        if (released) return;
        released = true;
        giveBack();
      },
    });
  };
  const onGone = () => {
    if (!req.complete) fail(new ClientGoneError());
  };
  const deadline = limits.deadlines.set(() => fail(new BodyTimeoutError(limits.deadlines.lengthMs)));
  // `on`, not `once`: each fires at most once anyway, and `once` wraps and later unhooks every listener.
  req.on('data', onData);
  req.on('end', onEnd);
  // 'close' alone tells a client gone: it follows 'aborted' on every abort, and a request emits
  // 'error' only to a listener (so none is added: two listeners fewer on every request).
  req.on('close', onGone);
}
