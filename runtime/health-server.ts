/**
 * A controller process's HTTP surface (the operator's, the upstream proxy controller's) on `--metrics-port`: `/metrics`, `/healthz` (the process is alive),
 * `/readyz` (caches synced: a standby replica is ready too).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

export async function startHealthServer(
  metrics: { readonly registry: Registry },
  ready: () => boolean,
  host: string,
  port: number,
): Promise<{ server: FastifyInstance; port: number }> {
  const server = Fastify({ logger: false });
  server.get('/healthz', async () => 'ok');
  server.get('/readyz', async (_request, reply) => (ready() ? 'ok' : reply.code(503).send('caches not synced')));
  server.get('/metrics', async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  await server.listen({ host, port });
  const address = server.server.address();
  return { server, port: typeof address === 'object' && address ? address.port : port };
}
