/**
 * The operator's generated keys against a real API server, with a Secret cache that lags: a key is
 * written once and never overwritten, whether the cache knows the Secret or not.
 */
import type { GeneratedSecret } from '../../lib/plan/types';
import { ensureGeneratedSecrets } from '../../operator/platform/generated-secrets';
import { CORE_TYPES } from '../../runtime/kube/discovery';
import { clientFor, currentControlPlane } from './support/control-plane';
import { Kube } from './support/kube';

const client = clientFor(currentControlPlane());
const kube = new Kube(client);
let ns: string;

beforeAll(async () => {
  ns = await kube.createNamespace('generated-secrets');
});
afterAll(() => client.close());

function generated(name: string, key = 'masterKey'): GeneratedSecret {
  return {
    namespace: ns, name, key, bytes: 32, encoding: 'base64url', prefix: 'sk-', purpose: `master key of Gateway ${ns}/${name}`, deleteWithOwner: false,
    manifest: { apiVersion: 'v1', kind: 'Secret', metadata: { name, namespace: ns }, type: 'Opaque' },
  };
}

const valueOf = async (name: string, key: string) => {
  const data = (await client.get(CORE_TYPES.secret, ns, name))?.data as Record<string, string> | undefined;
  return data?.[key] === undefined ? undefined : Buffer.from(data[key], 'base64').toString('utf8');
};

test('a Secret the cache does not know is created with a generated key', async () => {
  expect(await ensureGeneratedSecrets(client, [generated('fresh')], () => undefined)).toEqual(['fresh']);
  expect(await valueOf('fresh', 'masterKey')).toMatch(/^sk-[A-Za-z0-9_-]{43}$/);
});

test('a Secret that exists while the cache has not seen it yet keeps its value', async () => {
  await client.create(CORE_TYPES.secret, { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'lagging', namespace: ns }, stringData: { masterKey: 'sk-kept' } });
  expect(await ensureGeneratedSecrets(client, [generated('lagging')], () => undefined)).toEqual([]);
  expect(await valueOf('lagging', 'masterKey')).toBe('sk-kept');
});

test('a Secret that exists without its key, unseen by the cache, gets only that key', async () => {
  await client.create(CORE_TYPES.secret, { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'partial', namespace: ns }, stringData: { other: 'kept' } });
  expect(await ensureGeneratedSecrets(client, [generated('partial')], () => undefined)).toEqual(['partial']);
  expect([await valueOf('partial', 'other'), await valueOf('partial', 'masterKey')]).toEqual(['kept', expect.stringMatching(/^sk-/)]);
});
