import fp from 'fastify-plugin';
import type { EndpointLabel, PseudonymizerMetrics } from '../metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a protocol route; its calls are timed and its rejections counted. */
    endpoint?: EndpointLabel;
  }
}

export interface MetricsRoutesOptions {
  readonly metrics: PseudonymizerMetrics;
}

/**
 * `GET /metrics`, plus an onResponse hook timing every protocol call and counting the rejected
 * ones (bad body, too large, server error) as `action="rejected"`. Wrapped with fastify-plugin
 * so the hook sees the protocol routes registered beside it.
 */
export const metricsRoutes = fp<MetricsRoutesOptions>(
  async (app, opts) => {
    const { metrics } = opts;
    app.addHook('onResponse', async (request, reply) => {
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint) return;
      metrics.duration.observe({ endpoint }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 400) metrics.requests.inc({ endpoint, action: 'rejected' });
    });
    app.get('/metrics', async (_request, reply) => {
      reply.header('content-type', metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  },
  { fastify: '5.x', name: 'aigw-pseudonymizer-metrics' },
);
