/** The gate's errors: a stable code and an HTTP status each. */
import createError from '@fastify/error';

/** The upstream could not be reached or did not answer in time. Never a block verdict. */
export const UpstreamUnreachableError = createError<'AIGW_GATE_UPSTREAM_UNREACHABLE', 502, [detail: string, options?: { cause: unknown }]>(
  'AIGW_GATE_UPSTREAM_UNREACHABLE',
  'the guardrail engine is unreachable: %s',
  502,
);

/** A bad option, flag or environment variable; the command exits 2. */
export class GateConfigError extends Error {
  readonly code = 'AIGW_GATE_CONFIG';
}

/** The JSON body of every error response of the data port: `{"error":{"code","message"}}`. */
export function errorBody(code: string, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

/** The request target is not a path (absolute-form or `*`): the gate is not a forward proxy. */
export const BadRequestTargetError = createError<'AIGW_GATE_BAD_REQUEST_TARGET', 400, []>(
  'AIGW_GATE_BAD_REQUEST_TARGET',
  'the request target must be a path starting with /',
  400,
);

/** The request body did not arrive whole in time; the connection is closed with the answer. */
export const BodyTimeoutError = createError<'AIGW_GATE_BODY_TIMEOUT', 408, [timeoutMs: number]>(
  'AIGW_GATE_BODY_TIMEOUT',
  'the request body did not arrive within %d ms',
  408,
);

/** Taking this request's body would pass the bytes the gate may hold across all requests (--buffered-bytes-limit). */
export const BufferFullError = createError<'AIGW_GATE_OVERLOADED', 503, []>(
  'AIGW_GATE_OVERLOADED',
  'the gate holds as many request bytes as it may; retry shortly',
  503,
);

/** The client went away before its body was complete; nobody is left to answer. */
export const ClientGoneError = createError<'AIGW_GATE_CLIENT_GONE', 400, []>(
  'AIGW_GATE_CLIENT_GONE',
  'the client closed the connection before the request body was complete',
  400,
);

/**
 * The client went away while the engine was answering, and the gate cancelled the call: the engine
 * was reachable, and nobody is left to answer.
 */
export const ClientLeftDuringCallError = createError<'AIGW_GATE_CLIENT_GONE', 400, []>(
  'AIGW_GATE_CLIENT_GONE',
  'the client closed the connection before the engine answered; the call was cancelled',
  400,
);
