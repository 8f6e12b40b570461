import type { GeneratedSecret } from '../../../lib/plan/types';
import type { KubeObject } from '../../../runtime/kube/types';
import { generatedSecretObject, generatedValue, holdsKey } from '../../../operator/platform/generated-secrets';

const fixed = (n: number) => Buffer.alloc(n, 0xfb);

test('a proxy master key is "sk-" and 32 random bytes in base64url without padding', () => {
  const v = generatedValue({ bytes: 32, encoding: 'base64url', prefix: 'sk-' }, fixed);
  expect(v).toBe(`sk-${Buffer.alloc(32, 0xfb).toString('base64url')}`);
  expect(v).toMatch(/^sk-[A-Za-z0-9_-]{43}$/);
});

test('a data-encryption key is standard base64 of its bytes, which decodes back to them', () => {
  const v = generatedValue({ bytes: 32, encoding: 'base64' }, fixed);
  expect(v).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  expect(Buffer.from(v, 'base64').equals(Buffer.alloc(32, 0xfb))).toBe(true);
});

test('two generated values differ (real randomness by default)', () => {
  const g = { bytes: 32, encoding: 'base64url' as const };
  expect(generatedValue(g)).not.toBe(generatedValue(g));
});

test('a cached Secret holds a key when the key name is there, even with its value blanked by the cache', () => {
  const s: KubeObject = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'k' }, data: { masterKey: '' } };
  expect(holdsKey(s, 'masterKey')).toBe(true);
  expect(holdsKey(s, 'saltKey')).toBe(false);
  expect(holdsKey(undefined, 'masterKey')).toBe(false);
  expect(holdsKey({ ...s, data: undefined }, 'masterKey')).toBe(false);
});

test("the created Secret is the plan's manifest with only the keys' values added", () => {
  const manifest = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'gw-keys', namespace: 'a', labels: { l: 'v' } }, type: 'Opaque' };
  const g: GeneratedSecret = { namespace: 'a', name: 'gw-keys', keys: [{ key: 'masterKey', bytes: 32, encoding: 'base64url', purpose: 'p' }], deleteWithOwner: false, manifest };
  const data = { masterKey: Buffer.from('sk-value').toString('base64') };
  expect(generatedSecretObject(g, data)).toEqual({ ...manifest, data });
});
