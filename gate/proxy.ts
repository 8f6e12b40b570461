/**
 * The data port: every method and path is forwarded to the upstream while the license allows
 * feature `guardrail`, and answered with the block verdict otherwise.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { BadRequestTargetError, UpstreamUnreachableError } from './errors';
import { callerResponseHeaders, upstreamRequestHeaders } from './headers';
import type { LicenseWatcher } from './license-state';
import type { GateMetrics } from './metrics';
import { readRequestBody, type BufferBudget } from './request-body';
import { readAnswerHead, type AnswerRead } from './response-head';
import './request-outcome';
import { blockVerdict, isJson, readUpstreamVerdict } from './verdict';

export interface ProxyPluginOptions {
  /** The upstream's base path (`/` or `/prefix`); the caller's path and query are appended. */
  readonly upstreamBasePath: string;
  /** Where to send forwarded requests (a Pool on the upstream origin, closed by its owner). */
  readonly dispatcher: Dispatcher;
  readonly apiKey?: string;
  readonly blockedReason: string;
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

const JSON_TYPE = 'application/json; charset=utf-8';

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

/** Runs `fn` once the exchange is over (answer out, or connection gone), also if it already is. */
function whenClosed(reply: FastifyReply, fn: () => void): void {
  if (reply.raw.closed) fn();
  else reply.raw.once('close', fn);
}

export const proxyPlugin: FastifyPluginAsync<ProxyPluginOptions> = async (app, opts) => {
  const { dispatcher, apiKey, upstreamTimeoutMs, license, metrics, responseBufferBytes } = opts;
  const basePath = opts.upstreamBasePath.replace(/\/+$/, '');
  const blocked = blockVerdict(opts.blockedReason);

  // Bodies are passed on as bytes whatever their type, read by the route itself (Fastify reads none for
  // GET and has no time or total limit); the parser only lets every content type through unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  const bodyLimits = { maxBytes: opts.bodyLimitBytes, timeoutMs: opts.bodyTimeoutMs, budget: opts.budget };

  app.decorateRequest('gateOutcome', null);

  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const requestId = request.id;
    if (request.url.charCodeAt(0) !== 47 /* '/' */) throw new BadRequestTargetError();
    const held = await readRequestBody(request.raw, bodyLimits);
    // Held until the answer is out or the client is gone, whichever comes first.
    whenClosed(reply, held.release);

    // Judged once the body is in, right before forwarding, on the files as they are now: a lapse during
    // a slow upload still blocks, and a change completed before this point is never judged on the old files.
    if (!(await license.allowsNow())) {
      metrics.countRequest('blocked_unlicensed');
      request.gateOutcome = { decision: 'blocked_unlicensed', upstreamAction: null, upstreamBlockedReason: null };
      return reply.code(200).header('content-type', JSON_TYPE).header('x-request-id', requestId).send(blocked);
    }

    const started = performance.now();
    // A client that goes away cancels the upstream call, so nothing of it stays held.
    const cancel = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) cancel.abort();
    });
    let response: Dispatcher.ResponseData;
    try {
      response = await dispatcher.request({
        method: request.method as Dispatcher.HttpMethod,
        path: basePath + request.url,
        headers: upstreamRequestHeaders(request.headers, requestId, apiKey),
        body: held.body,
        headersTimeout: upstreamTimeoutMs,
        bodyTimeout: upstreamTimeoutMs,
        signal: cancel.signal,
      });
    } catch (err) {
      return unreachable(request, err);
    }

    // The engine's status and headers are set only on an answer that goes out: an error answer carries the gate's own.
    const passOn = () => reply.code(response.statusCode).headers(callerResponseHeaders(response.headers, requestId));
    if (!isJson(response.headers['content-type'])) {
      // Not a verdict: stream it through without holding it.
      response.body.once('end', () => metrics.observeUpstreamSeconds((performance.now() - started) / 1000));
      metrics.countRequest('forwarded');
      request.gateOutcome = { decision: 'forwarded', upstreamAction: null, upstreamBlockedReason: null };
      return passOn().send(response.body);
    }
    let answer: AnswerRead;
    try {
      answer = await readAnswerHead(response.body, responseBufferBytes, opts.budget);
    } catch (err) {
      return unreachable(request, err);
    }
    whenClosed(reply, answer.release);
    metrics.countRequest('forwarded');
    if ('stream' in answer) {
      // Larger than the gate reads for a verdict: streamed through as it comes, its verdict unread.
      response.body.once('end', () => metrics.observeUpstreamSeconds((performance.now() - started) / 1000));
      request.gateOutcome = { decision: 'forwarded', upstreamAction: null, upstreamBlockedReason: null };
      return passOn().send(answer.stream);
    }
    metrics.observeUpstreamSeconds((performance.now() - started) / 1000);
    const verdict = readUpstreamVerdict(answer.whole, response.headers['content-encoding'] as string | undefined, responseBufferBytes);
    metrics.countVerdict(verdict.action);
    request.gateOutcome = { decision: 'forwarded', upstreamAction: verdict.action ?? null, upstreamBlockedReason: verdict.blockedReason ?? null };
    return passOn().send(answer.whole);
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
