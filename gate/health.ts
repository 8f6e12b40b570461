/** `/healthz` and `/readyz`: 200 always, also while failing closed (blocking is the gate working). */
import type { FastifyPluginAsync } from 'fastify';

export const healthPlugin: FastifyPluginAsync = async (app) => {
  const ok = async () => ({ status: 'ok' });
  app.get('/healthz', ok);
  app.get('/readyz', ok);
};
