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
