/**
 * One call to the engine, driven by undici's dispatch handler: the answer's raw headers and chunks
 * come straight from the HTTP parser, without a response stream or a parsed header object in
 * between. A JSON answer is held whole when it fits (its verdict is then read, and a failure before
 * its end is a clean 502); anything else, or a JSON answer past the limits, goes on to the caller as
 * a stream, as it comes, with undici paused while the caller is slow.
 */
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { callerResponseHeaders } from './headers';
import type { BufferBudget } from './request-body';
import { isJson } from './verdict';

export interface ExchangeLimits {
  /** Most of a JSON answer held for its verdict; a larger one is streamed through unread. */
  readonly responseBufferBytes: number;
  /** Bytes held across all requests in flight. */
  readonly budget: BufferBudget;
}

interface AnswerHead {
  readonly statusCode: number;
  /** The answer's end-to-end headers, `x-request-id` set, as the caller gets them (a flat name, value list). */
  readonly headers: string[];
  readonly contentEncoding: string | undefined;
  /** The engine's `content-length`, if it sent one. */
  readonly contentLength: string | undefined;
}

/** An answer the gate holds whole (JSON within the limits): its verdict can be read. */
export interface WholeAnswer extends AnswerHead {
  readonly whole: Buffer;
}

/** An answer passed on as it comes: not JSON, or larger than the gate holds. */
export interface StreamedAnswer extends AnswerHead {
  readonly stream: Readable;
}

export type UpstreamAnswer = WholeAnswer | StreamedAnswer;

type AbortFn = (reason?: Error) => void;

/** The stream a passed-on answer is read from; reading it resumes the engine's connection. */
class AnswerStream extends Readable {
  constructor(private readonly exchange: UpstreamExchange) {
    super();
  }

  override _read(): void {
    this.exchange.resumeUpstream();
  }

  override _destroy(err: Error | null, callback: (error?: Error | null) => void): void {
    // The caller went away or the answer failed: stop the engine's side too.
    this.exchange.abort();
    callback(err);
  }
}

/**
 * A dispatch handler (undici's `onConnect`/`onHeaders`/`onData`/`onComplete`/`onError` contract)
 * that calls `resolve` once the answer is whole, or as soon as it is to be streamed, and `reject`
 * only when the call fails before that; one of them, once, from undici's callbacks.
 */
export class UpstreamExchange implements Dispatcher.DispatchHandler {
  private settled = false;
  private abortCall: AbortFn | undefined;
  private aborted = false;
  private resumeCall: (() => void) | undefined;
  private head: AnswerHead | undefined;
  private chunks: Buffer[] = [];
  private held = 0;
  private released = false;
  private stream: AnswerStream | undefined;

  constructor(
    private readonly requestId: string,
    private readonly limits: ExchangeLimits,
    /** Called once the engine's answer has ended (the upstream duration is measured to here). */
    private readonly onAnswerEnd: () => void,
    private readonly resolve: (answer: UpstreamAnswer) => void,
    private readonly reject: (err: Error) => void,
  ) {}

  /** Gives the bytes held for the answer back to the budget; idempotent. */
  readonly release = (): void => {
    if (this.released) return;
    this.released = true;
    this.limits.budget.give(this.held);
  };

  /** Cancels the call (the caller went away, or stopped reading a passed-on answer); idempotent. */
  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.abortCall?.(new AbortCallError());
  }

  resumeUpstream(): void {
    this.resumeCall?.();
  }

  onConnect(abort: AbortFn): void {
    this.abortCall = abort;
    if (this.aborted) abort(new AbortCallError());
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[] | string[] | null, resume: () => void): boolean {
    this.resumeCall = resume;
    const read = callerResponseHeaders(rawHeaders ?? [], this.requestId);
    this.head = { statusCode, headers: read.headers, contentEncoding: read.contentEncoding, contentLength: read.contentLength };
    // Not a verdict: passed on without holding it.
    if (!isJson(read.contentType)) this.startStream();
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.stream !== undefined) return this.stream.push(chunk);
    if (this.held + chunk.length > this.limits.responseBufferBytes || !this.limits.budget.tryTake(chunk.length)) {
      // Larger than the gate holds for a verdict: what was read goes first, then the rest as it comes.
      this.startStream();
      return this.stream!.push(chunk);
    }
    this.held += chunk.length;
    this.chunks.push(chunk);
    return true;
  }

  onComplete(): void {
    this.onAnswerEnd();
    if (this.stream !== undefined) {
      this.stream.push(null);
      return;
    }
    const whole = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.held);
    this.chunks = [];
    const head = this.head!;
    this.settle({ statusCode: head.statusCode, headers: head.headers, contentEncoding: head.contentEncoding, contentLength: head.contentLength, whole });
  }

  onError(err: Error): void {
    if (this.stream !== undefined) {
      this.stream.destroy(err);
      return;
    }
    this.chunks = [];
    this.release();
    if (!this.settled) {
      this.settled = true;
      this.reject(err);
    }
  }

  private startStream(): void {
    const stream = new AnswerStream(this);
    for (const chunk of this.chunks) stream.push(chunk);
    this.chunks = [];
    this.stream = stream;
    this.settle({ ...this.head!, stream });
  }

  private settle(answer: UpstreamAnswer): void {
    if (this.settled) return;
    this.settled = true;
    this.resolve(answer);
  }
}

/** Why a call was cancelled by the gate: the caller went away (nobody is left to answer). */
export class AbortCallError extends Error {
  readonly code = 'UND_ERR_ABORTED';
  constructor() {
    super('the call was cancelled: the caller went away');
    this.name = 'AbortError';
  }
}
