import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serverPackage } from '../../scripts/images/inputs';

test('the image installs the server packages that are optional peers for a library user', () => {
  const pkg = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8'));
  const image = serverPackage(pkg) as { dependencies: Record<string, string>; devDependencies: Record<string, string>; peerDependencies?: unknown };
  for (const name of ['fastify', 'undici', 'pg', 'prom-client', '@kubernetes/client-node', 'cdk8s', 'constructs', 'jose', 'yaml']) {
    expect(image.dependencies[name]).toBeDefined();
    // npm counts a package listed in both as a dev one and `--omit=dev` would leave it out.
    expect(image.devDependencies[name]).toBeUndefined();
  }
  expect(image.peerDependencies).toBeUndefined();
});
