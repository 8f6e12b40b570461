/**
 * Fastify's answer to a request that arrives while it closes (its `return503OnClosing`), given by the
 * proxy route instead when the lean path runs (fast-path.ts). Fastify would give it before any route,
 * also to a call the lean path started before the close began and hands over to the route to answer
 * (an error, or an answer streamed through): that call is in flight, and is let finish. So Fastify's
 * own refusal is switched off and the route refuses only requests that are new.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Fastify's body, byte for byte. */
const BODY = '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}';

export function refuseWhileClosing(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const res = reply.raw;
  // Fastify has already set `connection: close` on every answer given while it closes.
  res.writeHead(503, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(BODY)) });
  reply.hijack();
  res.end(BODY);
  request.log.info({ res: { statusCode: 503 } }, 'request aborted - refusing to accept new requests as server is closing');
  return reply;
}
