/**
 * One guardrail call up to the engine's answer, on the raw node request and response: the body read
 * within its limits, the license judged once the body is in, the call to the engine, and the metrics
 * and verdict of what came back. Nothing here answers the caller: the data port's lean path
 * (fast-path.ts) and its Fastify route (proxy.ts) both start a call here and write what it settles to.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';
import { Deadlines } from './deadlines';
import { ClientLeftDuringCallError, UpstreamUnreachableError } from './errors';
import { upstreamRequestHeaders } from './headers';
import type { LicenseWatcher } from './license-state';
import type { GateMetrics } from './metrics';
import { ALT_PROTOCOL, LITELLM_PROTOCOL, protocolFor, type GuardrailProtocol } from './protocol';
import { BlockAnswer } from './raw-answer';
import { readRequestBodyThen, type BodyLimits, type BufferBudget, type HeldBody } from './request-body';
import type { RequestOutcome } from './request-outcome';
import { AbortCallError, UpstreamExchange, type ExchangeLimits, type StreamedAnswer, type UpstreamAnswer, type WholeAnswer } from './upstream-exchange';
import { readUpstreamVerdict } from './verdict';

export interface ForwarderOptions {
  /** The upstream's base path (`/` or `/prefix`); the caller's path and query are appended. */
  readonly upstreamBasePath: string;
  /** Where to send forwarded requests (a Pool on the upstream origin, closed by its owner). */
  readonly dispatcher: Dispatcher;
  readonly apiKey?: string;
  readonly blockedReason: string;
  /** The path speaking the alt guardrail protocol; every other path speaks LiteLLM's guardrail API. */
  readonly altPath: string;
  readonly upstreamTimeoutMs: number;
  readonly bodyLimitBytes: number;
  /** The whole request body must arrive within this long. */
  readonly bodyTimeoutMs: number;
  /** Bytes held across all requests in flight. */
  readonly budget: BufferBudget;
  /** Most of a JSON answer read for its verdict; a larger one is streamed through unread. */
  readonly responseBufferBytes: number;
  readonly license: LicenseWatcher;
  readonly metrics: GateMetrics;
}

/** What one call came to: the block verdict, or the engine's answer (held whole, or to be streamed). */
export type Forwarded =
  | { readonly outcome: RequestOutcome; readonly blocked: BlockAnswer }
  | { readonly outcome: RequestOutcome; readonly whole: WholeAnswer }
  | { readonly outcome: RequestOutcome; readonly streamed: StreamedAnswer };

/** What a failed upstream call is called in the caller's answer: a kind and a code, never an address or a host name. */
const FAILURES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  UND_ERR_SOCKET: 'connection closed during the answer',
  ENOTFOUND: 'host name not resolved',
  EAI_AGAIN: 'host name not resolved',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connection timed out',
};

function describeUpstreamError(err: unknown, timeoutMs: number): string {
  const code = (err as { code?: unknown }).code;
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') {
    return `no answer within ${timeoutMs} ms (${code})`;
  }
  if (typeof code !== 'string') return 'the call failed';
  return `${FAILURES[code] ?? 'the call failed'} (${code})`;
}

/**
 * Runs `fn` once the exchange is over (answer out, or connection gone), also if it already is. A
 * response emits 'close' once, so a plain listener does (`once` would wrap it and unhook it after).
 */
function whenClosed(res: ServerResponse, fn: () => void): void {
  if (res.closed) fn();
  else res.on('close', fn);
}

const BLOCKED_OUTCOME: RequestOutcome = Object.freeze({ decision: 'blocked_unlicensed', upstreamAction: null, upstreamBlockedReason: null });
const STREAMED_OUTCOME: RequestOutcome = Object.freeze({ decision: 'forwarded', upstreamAction: null, upstreamBlockedReason: null });

export class Forwarder {
  private readonly basePath: string;
  /** Written once: a lapse answers each request with one of these two. */
  private readonly blocked: Record<GuardrailProtocol['name'], BlockAnswer>;
  private readonly bodyLimits: BodyLimits;
  private readonly exchangeLimits: ExchangeLimits;

  constructor(private readonly opts: ForwarderOptions) {
    this.basePath = opts.upstreamBasePath.replace(/\/+$/, '');
    this.blocked = {
      [LITELLM_PROTOCOL.name]: new BlockAnswer(LITELLM_PROTOCOL.blockVerdict(opts.blockedReason)),
      [ALT_PROTOCOL.name]: new BlockAnswer(ALT_PROTOCOL.blockVerdict(opts.blockedReason)),
    } as Record<GuardrailProtocol['name'], BlockAnswer>;
    this.bodyLimits = { maxBytes: opts.bodyLimitBytes, deadlines: new Deadlines(opts.bodyTimeoutMs), budget: opts.budget };
    this.exchangeLimits = { responseBufferBytes: opts.responseBufferBytes, budget: opts.budget };
  }

  /**
   * Forwards `req` (its target a path) and counts what came of it. Rejects with the body's errors
   * (413, 408, 503, client gone), {@link ClientLeftDuringCallError} or {@link UpstreamUnreachableError}; whatever it holds is given back
   * once `res` closes.
   */
  forward(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<Forwarded> {
    return new Promise<Forwarded>((resolve, reject) => this.start(req, res, requestId, resolve, reject));
  }

  /**
   * {@link forward} for the data port's lean path: `resolve` or `reject`, one of them once, without a
   * promise or a microtask between the steps of the call. A whole answer is handed to `resolve` right
   * from the engine connection's callback (as a bare forwarder writes it); every other outcome comes on
   * a microtask, as a promise would bring it. `resolve` must not throw.
   */
  start(req: IncomingMessage, res: ServerResponse, requestId: string, resolve: (forwarded: Forwarded) => void, reject: (err: Error) => void): void {
    readRequestBodyThen(req, this.bodyLimits, (held) => {
      // Judged once the body is in, right before forwarding, on the files as they are now: a lapse during
      // a slow upload still blocks, and a change completed before this point is never judged on the old files.
      this.opts.license.judgeNow((allowed) => {
        try {
          if (allowed) this.dispatch(req, res, requestId, held, resolve, reject);
          else this.block(req, res, held, resolve);
        } catch (err) {
          // Only a dispatch undici refuses outright: nothing went out.
          held.release();
          later(reject, err as Error);
        }
      });
    }, (err) => later(reject, err));
  }

  private block(req: IncomingMessage, res: ServerResponse, held: HeldBody, resolve: (forwarded: Forwarded) => void): void {
    whenClosed(res, held.release);
    this.opts.metrics.countRequest('blocked_unlicensed');
    const protocol = protocolFor(req.url!, this.opts.altPath);
    later(resolve, { outcome: BLOCKED_OUTCOME, blocked: this.blocked[protocol.name] });
  }

  private dispatch(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    held: HeldBody,
    resolve: (forwarded: Forwarded) => void,
    reject: (err: Error) => void,
  ): void {
    const { metrics, upstreamTimeoutMs, responseBufferBytes } = this.opts;
    const target = req.url!;
    const started = performance.now();
    const answered = (answer: UpstreamAnswer) => {
      metrics.countRequest('forwarded');
      // Not a verdict, or larger than the gate reads for one: passed on as it comes, its verdict unread.
      if ('stream' in answer) return later(resolve, { outcome: STREAMED_OUTCOME, streamed: answer });
      const protocol = protocolFor(target, this.opts.altPath);
      const verdict = readUpstreamVerdict(answer.whole, answer.contentEncoding, protocol.reasonKey, responseBufferBytes);
      metrics.countVerdict(protocol, verdict.action);
      resolve({
        outcome: { decision: 'forwarded', upstreamAction: verdict.action ?? null, upstreamBlockedReason: verdict.reason ?? null },
        whole: answer,
      });
    };
    const failed = (err: Error) => {
      // The gate cancelled the call because the caller left: the engine was reached, not unreachable.
      if (err instanceof AbortCallError) {
        metrics.countRequest('forwarded');
        return later(reject, new ClientLeftDuringCallError());
      }
      metrics.countRequest('upstream_error');
      later(reject, new UpstreamUnreachableError(describeUpstreamError(err, upstreamTimeoutMs), { cause: err }));
    };
    const exchange = new UpstreamExchange(
      requestId,
      this.exchangeLimits,
      () => metrics.observeUpstreamSeconds((performance.now() - started) / 1000),
      answered,
      failed,
    );
    // One listener for the whole exchange: once the answer is out or the caller is gone, the bytes held
    // go back, and a caller that went away first cancels the upstream call, so nothing of it stays held.
    whenClosed(res, () => {
      held.release();
      exchange.release();
      if (!res.writableFinished) exchange.abort();
    });
    this.opts.dispatcher.dispatch(
      {
        method: req.method as Dispatcher.HttpMethod,
        path: this.basePath + target,
        headers: upstreamRequestHeaders(req.headers, requestId, this.opts.apiKey),
        body: held.body,
        headersTimeout: upstreamTimeoutMs,
        bodyTimeout: upstreamTimeoutMs,
      },
      exchange,
    );
  }
}

/** Calls `fn(value)` on a microtask: where a promise would have brought the outcome. */
function later<T>(fn: (value: T) => void, value: T): void {
  queueMicrotask(() => fn(value));
}
