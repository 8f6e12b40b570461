/**
 * The data port: every method and path is forwarded to the upstream while the license allows
 * feature `guardrail`, and answered with the block verdict otherwise, in the shape of the protocol
 * the path speaks (protocol.ts).
 */
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { Deadlines } from './deadlines';
import { BadRequestTargetError, UpstreamUnreachableError } from './errors';
import { upstreamRequestHeaders } from './headers';
import type { LicenseWatcher } from './license-state';
import type { GateMetrics } from './metrics';
import { readRequestBody, type BufferBudget } from './request-body';
import './request-outcome';
import { ALT_PROTOCOL, LITELLM_PROTOCOL, protocolFor } from './protocol';
import { BlockAnswer, sendRaw, wholeAnswerHead } from './raw-answer';
import { UpstreamExchange, type UpstreamAnswer } from './upstream-exchange';
import { readUpstreamVerdict } from './verdict';

export interface ProxyPluginOptions {
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

/** Adds a header value, a repeated name becoming a list (as `set-cookie` must). */
function appendHeader(reply: FastifyReply, name: string, value: string): void {
  const before = reply.getHeader(name);
  if (before === undefined) reply.header(name, value);
  else reply.header(name, Array.isArray(before) ? [...before, value] : [String(before), value]);
}

/** Runs `fn` once the exchange is over (answer out, or connection gone), also if it already is. */
function whenClosed(res: ServerResponse, fn: () => void): void {
  if (res.closed) fn();
  else res.once('close', fn);
}

export const proxyPlugin: FastifyPluginAsync<ProxyPluginOptions> = async (app, opts) => {
  const { dispatcher, apiKey, upstreamTimeoutMs, license, metrics, responseBufferBytes } = opts;
  const basePath = opts.upstreamBasePath.replace(/\/+$/, '');
  const { altPath } = opts;
  // Written once: a lapse answers each request with one of these two.
  const blocked = {
    [LITELLM_PROTOCOL.name]: new BlockAnswer(LITELLM_PROTOCOL.blockVerdict(opts.blockedReason)),
    [ALT_PROTOCOL.name]: new BlockAnswer(ALT_PROTOCOL.blockVerdict(opts.blockedReason)),
  };

  // Bodies are passed on as bytes whatever their type, read by the route itself (Fastify reads none for
  // GET and has no time or total limit); the parser only lets every content type through unread.
  app.removeAllContentTypeParsers();
  const passBodyOn = (_request: FastifyRequest, _payload: unknown, done: (err: null, body: undefined) => void) => done(null, undefined);
  // Also as a pattern matching every type: Fastify remembers which parser a pattern chose for a content
  // type, while its catch-all '*' makes it parse the Content-Type header again on every request.
  // Anchored, so Fastify does not take it for a media-type check that a crafted type could slip past.
  app.addContentTypeParser(/^/, passBodyOn);
  app.addContentTypeParser('*', passBodyOn);
  const bodyLimits = { maxBytes: opts.bodyLimitBytes, deadlines: new Deadlines(opts.bodyTimeoutMs), budget: opts.budget };
  const exchangeLimits = { responseBufferBytes, budget: opts.budget };

  app.decorateRequest('gateOutcome', null);

  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const requestId = request.id;
    if (request.url.charCodeAt(0) !== 47 /* '/' */) throw new BadRequestTargetError();
    const held = await readRequestBody(request.raw, bodyLimits);
    const res = reply.raw;
    const protocol = protocolFor(request.url, altPath);

    // Judged once the body is in, right before forwarding, on the files as they are now: a lapse during
    // a slow upload still blocks, and a change completed before this point is never judged on the old files.
    if (!(await license.allowsNow())) {
      whenClosed(res, held.release);
      metrics.countRequest('blocked_unlicensed');
      request.gateOutcome = { decision: 'blocked_unlicensed', upstreamAction: null, upstreamBlockedReason: null };
      return blocked[protocol.name].send(reply, requestId);
    }

    const started = performance.now();
    const exchange = new UpstreamExchange(requestId, exchangeLimits, () => metrics.observeUpstreamSeconds((performance.now() - started) / 1000));
    // One listener for the whole exchange: once the answer is out or the caller is gone, the bytes held
    // go back, and a caller that went away first cancels the upstream call, so nothing of it stays held.
    whenClosed(res, () => {
      held.release();
      exchange.release();
      if (!res.writableFinished) exchange.abort();
    });
    dispatcher.dispatch(
      {
        method: request.method as Dispatcher.HttpMethod,
        path: basePath + request.url,
        headers: upstreamRequestHeaders(request.headers, requestId, apiKey),
        body: held.body,
        headersTimeout: upstreamTimeoutMs,
        bodyTimeout: upstreamTimeoutMs,
      },
      exchange,
    );
    let answer: UpstreamAnswer;
    try {
      answer = await exchange.answer;
    } catch (err) {
      return unreachable(request, err);
    }

    metrics.countRequest('forwarded');
    if ('stream' in answer) {
      // Not a verdict, or larger than the gate reads for one: passed on as it comes, its verdict unread,
      // by Fastify (back-pressure, and an engine that fails half-way ends the caller's answer too).
      request.gateOutcome = { decision: 'forwarded', upstreamAction: null, upstreamBlockedReason: null };
      reply.code(answer.statusCode);
      for (let i = 0; i < answer.headers.length; i += 2) appendHeader(reply, answer.headers[i], answer.headers[i + 1]);
      return reply.send(answer.stream);
    }
    const verdict = readUpstreamVerdict(answer.whole, answer.contentEncoding, protocol.reasonKey, responseBufferBytes);
    metrics.countVerdict(protocol, verdict.action);
    request.gateOutcome = { decision: 'forwarded', upstreamAction: verdict.action ?? null, upstreamBlockedReason: verdict.reason ?? null };
    const head = wholeAnswerHead(answer.statusCode, answer.headers, answer.contentLength, answer.whole.length, request.method);
    return sendRaw(reply, answer.statusCode, head, answer.whole);
  }

  function unreachable(request: FastifyRequest, err: unknown): never {
    metrics.countRequest('upstream_error');
    request.gateOutcome = { decision: 'upstream_error', upstreamAction: null, upstreamBlockedReason: null };
    throw new UpstreamUnreachableError(describeUpstreamError(err, upstreamTimeoutMs), { cause: err });
  }

  app.all('*', forward);
  // Methods Fastify does not route (e.g. WebDAV's) reach the not-found handler: forward them too.
  app.setNotFoundHandler(forward);
};
