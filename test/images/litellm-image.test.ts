// The LiteLLM image is built from the constraints file the e2e suite runs LiteLLM from: the version
// the code defaults to must be the one that file pins, or the image would name a release it lacks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LITELLM_IMAGE, LITELLM_VERSION } from '../../lib/meta/images';
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
