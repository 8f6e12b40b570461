/** `/metrics` in the Prometheus text format. */
import type { FastifyPluginAsync } from 'fastify';
import type { GateMetrics } from './metrics';

export const metricsRoutePlugin: FastifyPluginAsync<{ readonly metrics: GateMetrics }> = async (app, { metrics }) => {
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
};
