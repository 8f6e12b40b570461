// One versioning rule for the images aigw names by default: `<registry>/aigw/aigw:<package version>`,
// the ref `npm run images` tags its build with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AIGW_VERSION, DEFAULT_GUARDRAIL_PROXY_IMAGE, DEFAULT_OPERATOR_IMAGE, DEFAULT_PSEUDONYMIZER_IMAGE, aigwImage } from '../../lib';

const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };

test('the version the code names is the package version', () => {
  expect(AIGW_VERSION).toBe(pkg.version);
});

test('operator, gate and engine default to the one aigw image of this version', () => {
  expect(aigwImage()).toBe(`registry.aigw.dev/aigw/aigw:${pkg.version}`);
  expect(DEFAULT_OPERATOR_IMAGE).toBe(aigwImage());
  expect(DEFAULT_GUARDRAIL_PROXY_IMAGE).toBe(aigwImage());
  expect(DEFAULT_PSEUDONYMIZER_IMAGE).toBe(aigwImage());
});
