/**
 * The data port's Fastify route: every method and path is forwarded to the upstream while the license
 * allows feature `guardrail`, and answered with the block verdict otherwise, in the shape of the
 * protocol the path speaks (protocol.ts). Guardrail calls (POST) usually take the lean path
 * (fast-path.ts) instead; a call it started and hands over here is answered from where it got to.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { refuseWhileClosing } from './closing-answer';
import { BadRequestTargetError } from './errors';
import { startedCall, type FastPath } from './fast-path';
import type { Forwarder } from './forward';
import { sendRaw, wholeAnswerHead } from './raw-answer';
import type { RequestOutcome } from './request-outcome';

export interface ProxyPluginOptions {
  /** Forwards each request; shared with the lean path. */
  readonly forwarder: Forwarder;
  /** The lean path, when the gate runs one: told which requests Fastify routed. */
  readonly fastPath?: FastPath;
}

const UPSTREAM_ERROR_OUTCOME: RequestOutcome = Object.freeze({ decision: 'upstream_error', upstreamAction: null, upstreamBlockedReason: null });

/** Adds a header value, a repeated name becoming a list (as `set-cookie` must). */
function appendHeader(reply: FastifyReply, name: string, value: string): void {
  const before = reply.getHeader(name);
  if (before === undefined) reply.header(name, value);
  else reply.header(name, Array.isArray(before) ? [...before, value] : [String(before), value]);
}

export const proxyPlugin: FastifyPluginAsync<ProxyPluginOptions> = async (app, opts) => {
  const { forwarder, fastPath } = opts;

  // Bodies are passed on as bytes whatever their type, read by the route itself (Fastify reads none for
  // GET and has no time or total limit); the parser only lets every content type through unread.
  app.removeAllContentTypeParsers();
  const passBodyOn = (_request: FastifyRequest, _payload: unknown, done: (err: null, body: undefined) => void) => done(null, undefined);
  // Also as a pattern matching every type: Fastify remembers which parser a pattern chose for a content
  // type, while its catch-all '*' makes it parse the Content-Type header again on every request.
  // Anchored, so Fastify does not take it for a media-type check that a crafted type could slip past.
  app.addContentTypeParser(/^/, passBodyOn);
  app.addContentTypeParser('*', passBodyOn);

  app.decorateRequest('gateOutcome', null);

  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const requestId = request.id;
    const started = startedCall(request.raw);
    if (started === undefined && fastPath?.closing === true) return refuseWhileClosing(request, reply);
    if (request.url.charCodeAt(0) !== 47 /* '/' */) throw new BadRequestTargetError();
    if (started === undefined) fastPath?.routed(request.raw);
    let forwarded;
    try {
      forwarded = await (started ?? forwarder.forward(request.raw, reply.raw, requestId));
    } catch (err) {
      if ((err as { code?: unknown }).code === 'AIGW_GATE_UPSTREAM_UNREACHABLE') request.gateOutcome = UPSTREAM_ERROR_OUTCOME;
      throw err;
    }
    request.gateOutcome = forwarded.outcome;
    if ('blocked' in forwarded) return forwarded.blocked.send(reply, requestId);
    if ('streamed' in forwarded) {
      // Passed on as it comes by Fastify (back-pressure, and an engine that fails half-way ends the
      // caller's answer too).
      const answer = forwarded.streamed;
      reply.code(answer.statusCode);
      for (let i = 0; i < answer.headers.length; i += 2) appendHeader(reply, answer.headers[i], answer.headers[i + 1]);
      return reply.send(answer.stream);
    }
    const answer = forwarded.whole;
    const head = wholeAnswerHead(answer.statusCode, answer.headers, answer.contentLength, answer.whole.length, request.method);
    return sendRaw(reply, answer.statusCode, head, answer.whole);
  }

  app.all('*', forward);
  // Methods Fastify does not route (e.g. WebDAV's) reach the not-found handler: forward them too.
  app.setNotFoundHandler(forward);
};
