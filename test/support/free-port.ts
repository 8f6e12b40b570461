import { createServer } from 'node:net';

/**
 * A loopback port that was free a moment ago. For processes that must be told their port up
 * front (LiteLLM, the gate); the tiny window before they bind is the accepted cost.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}
