/** Every error of the data port answers `{"error":{"code","message"}}` with its status and the request id. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

export function gateErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  const code = error.code ?? 'AIGW_GATE_INTERNAL';
  // Errors are logged whatever the log level; a caller's mistake is only worth a debug line.
  // The cause (an engine address, say) goes to the log only, never into the answer.
  const cause = error.cause instanceof Error ? { cause: error.cause.message } : {};
  if (status >= 500) request.log.error({ code, status, path: request.url.split('?', 1)[0], ...cause }, error.message);
  else request.log.debug({ code, status }, error.message);
  // Only the gate's own headers: nothing an engine sent (content-encoding, set-cookie) before it failed.
  for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
  // A body left unread (too large, too slow, no room) is not drained: the connection ends with the answer.
  if (!request.raw.complete) reply.header('connection', 'close');
  if (status === 503) reply.header('retry-after', '1');
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('x-request-id', request.id)
    // The gate's own errors say what happened; anything unforeseen only that something failed.
    .send(errorBody(code, status >= 500 && error.code?.startsWith('AIGW_GATE_') !== true ? 'internal error' : error.message));
}
