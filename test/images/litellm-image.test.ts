// The LiteLLM image is built from the constraints file the e2e suite runs LiteLLM from: the version
// the code defaults to must be the one that file pins, or the image would name a release it lacks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LITELLM_IMAGE, LITELLM_VERSION } from '../../lib/meta/images';
import { LITELLM_ARCHS, PYTHON_RUNTIME_PACKAGES, mergeRootfs } from '../../scripts/images/litellm-image';
import { pinnedLitellm } from '../../scripts/images/python-inputs';

test('the default LiteLLM image is tagged with the release its constraints file pins', () => {
  const constraints = readFileSync(join(__dirname, '..', 'e2e', `litellm-${LITELLM_VERSION}-constraints.txt`), 'utf8');
  expect(pinnedLitellm(constraints)).toBe(LITELLM_VERSION);
  expect(DEFAULT_LITELLM_IMAGE).toBe(`registry.aigw.dev/aigw/litellm:${LITELLM_VERSION}`);
});

test('a constraints file without a litellm pin is refused', () => {
  expect(() => pinnedLitellm('fastapi==0.136.3\nlitellm-proxy-extras==0.2.1\n')).toThrow(/pins no litellm/);
  expect(pinnedLitellm('aiohttp==3.14.5\nlitellm==1.95.1\nopenai==2.1.0\n')).toBe('1.95.1');
});

describe('mergeRootfs', () => {
  test('a directory two parts hold is one entry; parents are added', () => {
    const merged = mergeRootfs([{ path: 'opt', type: 'dir', mode: 0o755 }], [{ path: 'opt', type: 'dir', mode: 0o700 }, { path: 'opt/litellm/bin/python', type: 'symlink', mode: 0o777, linkname: '/usr/bin/python3.11' }]);
    expect(merged.filter((e) => e.path === 'opt')).toEqual([{ path: 'opt', type: 'dir', mode: 0o755 }]);
    expect(merged.map((e) => e.path).sort()).toEqual(['opt', 'opt/litellm', 'opt/litellm/bin', 'opt/litellm/bin/python']);
  });

  test('a file two parts hold is refused', () => {
    const file = { path: 'etc/passwd', type: 'file' as const, mode: 0o644, data: Buffer.from('') };
    expect(() => mergeRootfs([file], [{ ...file }])).toThrow(/etc\/passwd is given twice/);
    expect(() => mergeRootfs([file], [{ path: 'etc/passwd', type: 'dir', mode: 0o755 }])).toThrow(/given twice/);
  });
});

test('the image holds the Debian packages python3.11 depends on, and the packages every image has', () => {
  for (const name of ['python3.11', 'python3.11-minimal', 'libpython3.11-stdlib', 'libssl3', 'libstdc++6', 'base-files', 'libc6']) expect(PYTHON_RUNTIME_PACKAGES).toContain(name);
  expect(new Set(PYTHON_RUNTIME_PACKAGES).size).toBe(PYTHON_RUNTIME_PACKAGES.length);
  expect(LITELLM_ARCHS).toEqual(['amd64', 'arm64']);
});
