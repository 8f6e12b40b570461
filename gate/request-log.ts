/**
 * The per-request debug record, exactly the fields of the spec. Registered only at log level
 * debug, so other levels pay nothing for it.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import './request-outcome';

const requestLog: FastifyPluginAsync = async (app) => {
  app.addHook('onResponse', async (request, reply) => {
    const outcome = request.gateOutcome;
    if (outcome === null) return;
    // request.log binds `request_id` (requestIdLogLabel), so the record carries it without repeating it here.
    request.log.debug(
      {
        method: request.method,
        path: request.url.split('?', 1)[0],
        decision: outcome.decision,
        status: reply.statusCode,
        duration_ms: Math.round(reply.elapsedTime),
        upstream_action: outcome.upstreamAction,
        upstream_blocked_reason: outcome.upstreamBlockedReason,
      },
      'guardrail request',
    );
  });
};

/** Not encapsulated: the hook must see the proxy's routes, registered beside it. */
export const requestLogPlugin = fp(requestLog, { fastify: '5.x', name: 'aigw-gate-request-log' });
