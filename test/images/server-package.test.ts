import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { prebuildsFor, serverPackage } from '../../scripts/images/inputs';

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

test('prebuildsFor keeps only the linux prebuilds of the image architecture', () => {
  const keep = prebuildsFor('arm64');
  expect(keep('bare-fs/prebuilds', true)).toBe(true);
  expect(keep('bare-fs/prebuilds/linux-arm64', true)).toBe(true);
  expect(keep('bare-fs/prebuilds/linux-x64', true)).toBe(false);
  expect(keep('bare-fs/prebuilds/android-arm64', true)).toBe(false);
  expect(keep('@scope/x/prebuilds/darwin-arm64', true)).toBe(false);
  expect(keep('bare-fs/prebuilds/linux-arm64/bare-fs.bare', false)).toBe(true);
  expect(keep('yaml/dist/prebuilds.js', false)).toBe(true);
  expect(prebuildsFor('x64')('bare-fs/prebuilds/linux-x64', true)).toBe(true);
});
