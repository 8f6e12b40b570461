import type { FastifyPluginAsync } from 'fastify';

/** Readiness as the server sees it: warmed up and not shutting down. */
export interface Readiness {
  ready: boolean;
}

export interface HealthRoutesOptions {
  readonly readiness: Readiness;
}

/** `/healthz`: the process answers. `/readyz`: it should get traffic. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, opts) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (!opts.readiness.ready) return reply.code(503).send({ status: 'not ready' });
    return { status: 'ready' };
  });
};
