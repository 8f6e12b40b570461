import { generatedSecretName } from '../../lib/plan/generated-secrets';
import { plan } from '../../lib/plan/plan';
import type { Plan } from '../../lib/plan/types';
import { facts, gateway } from './fixtures';

const instanceSpec = (p: Plan, kind = 'ProxyInstance') => p.objects.find((o) => o.kind === kind)!.spec as any;
const ALT = { type: 'alt', alt: { columnstore: { mode: 'external', connectionSecretRef: { name: 'cs' } } } };
const SQL_CLUSTER = {
  apiVersion: 'platform.aigw.dev/v1alpha1',
  kind: 'SqlCluster',
  metadata: { name: 'pg', namespace: 'team-a' },
  spec: { host: 'pg', adminSecretRef: { name: 'pg-admin' } },
};

describe('generated keys (proxy)', () => {
  test('by default the master and salt keys are generated into one Secret the instance references by key', () => {
    const p = plan(gateway({}), facts());
    expect(instanceSpec(p).masterKey).toEqual({ secretRef: { name: 'main-keys', key: 'masterKey' } });
    expect(instanceSpec(p).saltKey).toEqual({ secretRef: { name: 'main-keys', key: 'saltKey' } });
    expect(p.generatedSecrets?.map(({ manifest: _m, ...g }) => g)).toEqual([
      {
        namespace: 'team-a',
        name: 'main-keys',
        keys: [
          { key: 'masterKey', bytes: 32, encoding: 'base64url', prefix: 'sk-', purpose: 'master key of Gateway team-a/main', formerly: 'main-master-key' },
          { key: 'saltKey', bytes: 32, encoding: 'base64url', purpose: 'salt key of Gateway team-a/main', formerly: 'main-salt-key' },
        ],
        deleteWithOwner: false,
      },
    ]);
  });

  test('autoGenerate: true is the same as leaving the key out', () => {
    const p = plan(gateway({ instance: { masterKey: { autoGenerate: true }, saltKey: { autoGenerate: true } } }), facts());
    expect(p.generatedSecrets?.map((g) => [g.name, g.keys.map((k) => k.key)])).toEqual([['main-keys', ['masterKey', 'saltKey']]]);
  });

  test('a secretRef is referenced as given and nothing is generated for it', () => {
    const p = plan(gateway({ instance: { masterKey: { secretRef: { name: 'mine', key: 'mk' } } } }), facts());
    expect(instanceSpec(p).masterKey).toEqual({ secretRef: { name: 'mine', key: 'mk' } });
    expect(p.generatedSecrets?.map((g) => [g.name, g.keys.map((k) => k.key)])).toEqual([['main-keys', ['saltKey']]]);
  });

  test('saltKey.autoGenerate false without a secretRef: no salt key, nothing generated for it', () => {
    const p = plan(gateway({ instance: { saltKey: { autoGenerate: false }, masterKey: { secretRef: { name: 'mine', key: 'mk' } } } }), facts());
    expect(instanceSpec(p).saltKey).toEqual({ autoGenerate: false });
    expect(p.generatedSecrets).toBeUndefined();
  });

  test('the manifest holds no data, no owner labels (never pruned) and says what the operator puts in it', () => {
    const [keys] = plan(gateway({}, 'main', 'team-a', { uid: 'u1' }), facts()).generatedSecrets!;
    expect(keys.manifest).toEqual({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: {
        name: 'main-keys',
        namespace: 'team-a',
        labels: { 'app.kubernetes.io/managed-by': 'aigw', 'aigw.dev/generated-for': 'main' },
        annotations: {
          'aigw.dev/generated-key': 'masterKey,saltKey',
          'aigw.dev/generated-value': 'masterKey: "sk-" + 32 random bytes, base64url; saltKey: 32 random bytes, base64url; generated once by the aigw operator',
        },
      },
      type: 'Opaque',
    });
  });

  test('kept when the Gateway goes unless its sqlCluster database is dropped too; then owned by the Gateway', () => {
    const db = (dropOnDelete: boolean) => ({ database: { sqlClusterRef: { name: 'pg' }, dropOnDelete } });
    const f = facts({ platformObjects: [SQL_CLUSTER], databases: { 'team-a/main': { ready: true } } });
    const kept = plan(gateway(db(false), 'main', 'team-a', { uid: 'u1' }), f).generatedSecrets!;
    expect(kept.map((g) => [g.deleteWithOwner, g.manifest.metadata.ownerReferences])).toEqual([[false, undefined]]);
    const dropped = plan(gateway(db(true), 'main', 'team-a', { uid: 'u1' }), f).generatedSecrets!;
    expect(dropped.map((g) => g.deleteWithOwner)).toEqual([true]);
    expect(dropped[0].manifest.metadata.ownerReferences).toEqual([
      { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', name: 'main', uid: 'u1', controller: true, blockOwnerDeletion: true },
    ]);
  });

  test('not listed when nothing is emitted (over the gateway limit)', () => {
    expect(plan(gateway({}), facts({ olderGateways: 3 })).generatedSecrets).toBeUndefined();
  });

  test('a name too long for a Secret is cut with a hash suffix, stable and distinct', () => {
    const long = 'g'.repeat(250);
    const a = generatedSecretName(long, 'master-key');
    expect(a.length).toBeLessThanOrEqual(253);
    expect(a).toMatch(/^g+-[0-9a-f]{8}$/);
    expect(generatedSecretName(long, 'salt-key')).not.toBe(a);
    expect(generatedSecretName(long, 'master-key')).toBe(a);
    expect(generatedSecretName('main', 'master-key')).toBe('main-master-key');
  });
});

describe('generated keys (alt)', () => {
  test('the master key and a data-encryption key are generated; the salt key is never generated on alt', () => {
    const p = plan(gateway({ ...ALT, instance: { saltKey: { autoGenerate: true } } }), facts());
    expect(p.generatedSecrets?.map((g) => g.name)).toEqual(['main-keys']);
    expect(p.generatedSecrets![0].keys.map(({ key, encoding, prefix, formerly }) => ({ key, encoding, prefix, formerly }))).toEqual([
      { key: 'masterKey', encoding: 'base64url', prefix: undefined, formerly: 'main-master-key' },
      { key: 'dataEncryptionKey', encoding: 'base64', prefix: undefined, formerly: 'main-data-encryption-key' },
    ]);
    expect(instanceSpec(p, 'AltInstance').secrets).toEqual({
      masterKey: { name: 'main-keys', key: 'masterKey' },
      dataEncryptionKey: { name: 'main-keys', key: 'dataEncryptionKey' },
    });
    expect(p.status.unsupportedFeatures).toEqual(['spec.instance.saltKey']);
  });

  test('alt.dataEncryptionKeySecretRef and instance.masterKey.secretRef are used instead of generating', () => {
    const p = plan(
      gateway({ ...ALT, alt: { ...ALT.alt, dataEncryptionKeySecretRef: { name: 'dek', key: 'k' } }, instance: { masterKey: { secretRef: { name: 'mk', key: 'v' } } } }),
      facts(),
    );
    expect(p.generatedSecrets).toBeUndefined();
    expect(instanceSpec(p, 'AltInstance').secrets).toEqual({ masterKey: { name: 'mk', key: 'v' }, dataEncryptionKey: { name: 'dek', key: 'k' } });
  });
});
