/**
 * The operator's generated keys against a real API server, with a Secret cache that lags: a key is
 * written once and never overwritten, whether the cache knows the Secret or not.
 */
import type { GeneratedKeyValue, GeneratedSecret } from '../../lib/plan/types';
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

const masterKey = (formerly?: string): GeneratedKeyValue => ({ key: 'masterKey', bytes: 32, encoding: 'base64url', prefix: 'sk-', purpose: 'master key', ...(formerly ? { formerly } : {}) });
const saltKey = (formerly?: string): GeneratedKeyValue => ({ key: 'saltKey', bytes: 32, encoding: 'base64url', purpose: 'salt key', ...(formerly ? { formerly } : {}) });

function generated(name: string, keys: GeneratedKeyValue[] = [masterKey()]): GeneratedSecret {
  return { namespace: ns, name, keys, deleteWithOwner: false, manifest: { apiVersion: 'v1', kind: 'Secret', metadata: { name, namespace: ns }, type: 'Opaque' } };
}

/** The Secret cache's view: key names kept, values blanked. */
const cacheOf = (...secrets: { name: string; keys: string[] }[]) => (namespace: string, name: string) => {
  const s = secrets.find((c) => namespace === ns && c.name === name);
  return s ? { apiVersion: 'v1', kind: 'Secret', metadata: { name, namespace }, data: Object.fromEntries(s.keys.map((k) => [k, ''])) } : undefined;
};

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

test('a new Secret is created with all its keys', async () => {
  expect(await ensureGeneratedSecrets(client, [generated('both', [masterKey(), saltKey()])], () => undefined)).toEqual(['both']);
  expect([await valueOf('both', 'masterKey'), await valueOf('both', 'saltKey')]).toEqual([expect.stringMatching(/^sk-[A-Za-z0-9_-]{43}$/), expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)]);
});

test('a key its former Secret holds is carried over; a key no former Secret holds is generated', async () => {
  await client.create(CORE_TYPES.secret, { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'gw-master-key', namespace: ns }, stringData: { masterKey: 'sk-running' } });
  const cache = cacheOf({ name: 'gw-master-key', keys: ['masterKey'] });
  expect(await ensureGeneratedSecrets(client, [generated('gw-keys', [masterKey('gw-master-key'), saltKey('gw-salt-key')])], cache)).toEqual(['gw-keys']);
  expect(await valueOf('gw-keys', 'masterKey')).toBe('sk-running');
  expect(await valueOf('gw-keys', 'saltKey')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The former Secret is left as it was: what still reads it keeps working.
  expect(await valueOf('gw-master-key', 'masterKey')).toBe('sk-running');
});

test('a key missing from an existing Secret is carried over from its former Secret too', async () => {
  await client.create(CORE_TYPES.secret, { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'old-salt-key', namespace: ns }, stringData: { saltKey: 'salt-running' } });
  await client.create(CORE_TYPES.secret, { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'old-keys', namespace: ns }, stringData: { masterKey: 'sk-kept' } });
  const cache = cacheOf({ name: 'old-salt-key', keys: ['saltKey'] }, { name: 'old-keys', keys: ['masterKey'] });
  expect(await ensureGeneratedSecrets(client, [generated('old-keys', [masterKey('old-master-key'), saltKey('old-salt-key')])], cache)).toEqual(['old-keys']);
  expect([await valueOf('old-keys', 'masterKey'), await valueOf('old-keys', 'saltKey')]).toEqual(['sk-kept', 'salt-running']);
});
