import { defaultOperatorSettings, DEFAULT_GUARDRAIL_PROXY_IMAGE, mirrorImage, registryHost } from '../../lib/meta/images';
import { dnsName, slug } from '../../lib/meta/names';

describe('names', () => {
  test.each([
    ['GPT-4o mini', 'gpt-4o-mini'],
    ['  --Ünïcode__name!! ', 'n-code-name'],
    ['', 'x'],
  ])('slug(%j) = %j', (input, out) => {
    expect(slug(input)).toBe(out);
  });

  test('a long name is cut to 63 characters with a stable hash suffix, distinct per input', () => {
    const a = dnsName(['gateway', 'm'.repeat(80)]);
    const b = dnsName(['gateway', `${'m'.repeat(79)}n`]);
    expect(a).toHaveLength(63);
    expect(a).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
    expect(a).not.toBe(b);
    expect(dnsName(['gateway', 'm'.repeat(80)])).toBe(a);
  });
});

describe('images', () => {
  test('defaults are overridable one by one', () => {
    expect(defaultOperatorSettings().guardrailProxyImage).toBe(DEFAULT_GUARDRAIL_PROXY_IMAGE);
    expect(defaultOperatorSettings({ guardrailProxyImage: 'x/y:1' }).guardrailProxyImage).toBe('x/y:1');
  });

  test.each([
    ['registry.aigw.dev/aigw/gate:1', 'registry.aigw.dev'],
    ['localhost:5000/gate:1', 'localhost:5000'],
    ['library/nginx:1', 'docker.io'],
    ['nginx', 'docker.io'],
  ])('registry host of %s is %s', (image, host) => {
    expect(registryHost(image)).toBe(host);
  });

  test('a mirror rewrites only the mapped registry host', () => {
    const mirrors = { 'registry.aigw.dev': 'mirror.internal:5000', 'docker.io': 'hub.internal' };
    expect(mirrorImage('registry.aigw.dev/aigw/gate:1', mirrors)).toBe('mirror.internal:5000/aigw/gate:1');
    expect(mirrorImage('nginx:1', mirrors)).toBe('hub.internal/nginx:1');
    expect(mirrorImage('quay.io/x/y:1', mirrors)).toBe('quay.io/x/y:1');
  });
});
