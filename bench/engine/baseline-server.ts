/**
 * The engine benchmark's baseline: a Fastify server on the same machine that parses the same JSON
 * body and answers NONE without looking at it. Engine time minus this is the pseudonymizer's own cost.
 * Usage: node baseline-server.js PORT
 */
import Fastify from 'fastify';

async function main(): Promise<void> {
  const app = Fastify({ logger: false, bodyLimit: 1_048_576 });
  app.post('/beta/litellm_basic_guardrail_api', async () => ({ action: 'NONE' }));
  app.get('/readyz', async () => ({ status: 'ready' }));
  await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
  const stop = (): void => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
