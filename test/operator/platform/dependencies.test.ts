import type { KubeObject } from '../../../runtime/kube/types';
import { gatewaysForGeneratedSecret, gatewaysUsingClusterSecret, gatewaysUsingColumnstoreSecret, isClusterPlatformConfig, sqlClusterRefOf } from '../../../operator/platform/dependencies';

const PLATFORM = 'platform.aigw.dev/v1alpha1';

function gw(ns: string, name: string, spec: unknown): KubeObject {
  return { apiVersion: PLATFORM, kind: 'Gateway', metadata: { name, namespace: ns }, spec };
}

function secret(ns: string, name: string, labels?: Record<string, string>): KubeObject {
  return { apiVersion: 'v1', kind: 'Secret', metadata: { name, namespace: ns, ...(labels ? { labels } : {}) } };
}

const clusters: KubeObject[] = [
  { apiVersion: PLATFORM, kind: 'SqlCluster', metadata: { name: 'shared', namespace: 'db' }, spec: { host: 'pg', adminSecretRef: { name: 'pg-admin' }, caSecretRef: { name: 'pg-ca' } } },
  { apiVersion: PLATFORM, kind: 'SqlCluster', metadata: { name: 'other', namespace: 'db' }, spec: { host: 'pg2', adminSecretRef: { name: 'other-admin' } } },
  { apiVersion: PLATFORM, kind: 'SqlCluster', metadata: { name: 'broken', namespace: 'db' }, spec: { adminSecretRef: { name: 'pg-admin' } } },
];

const gateways = [
  gw('a', 'one', { database: { mode: 'sqlCluster', sqlClusterRef: { name: 'shared', namespace: 'db' } } }),
  gw('db', 'local', { database: { mode: 'sqlCluster', sqlClusterRef: { name: 'shared' } } }),
  gw('a', 'two', { database: { mode: 'sqlCluster', sqlClusterRef: { name: 'other', namespace: 'db' } } }),
  gw('a', 'external', { database: { mode: 'external', connectionSecretRef: { name: 'pg-admin' } } }),
];

test('a SqlCluster reference defaults to the Gateway namespace', () => {
  expect(gateways.map(sqlClusterRefOf)).toEqual(['db/shared', 'db/shared', 'db/other', undefined]);
});

test("a SqlCluster's admin or CA Secret changing concerns the Gateways on that SqlCluster only", () => {
  const names = (s: KubeObject) => gatewaysUsingClusterSecret(s, clusters, gateways).map((g) => `${g.metadata.namespace}/${g.metadata.name}`);
  expect(names(secret('db', 'pg-admin'))).toEqual(['a/one', 'db/local']);
  expect(names(secret('db', 'pg-ca'))).toEqual(['a/one', 'db/local']);
  expect(names(secret('db', 'other-admin'))).toEqual(['a/two']);
  // Same name in another namespace: not the SqlCluster's Secret.
  expect(names(secret('a', 'pg-admin'))).toEqual([]);
});

test('a generated key Secret concerns the Gateway its label names, in its namespace', () => {
  const long = `g${'x'.repeat(70)}`;
  const all = [...gateways, gw('a', long, {})];
  const label = (name: string) => ({ 'aigw.dev/generated-for': name });
  expect(gatewaysForGeneratedSecret(secret('a', 'one-master-key', label('one')), all).map((g) => g.metadata.name)).toEqual(['one']);
  expect(gatewaysForGeneratedSecret(secret('b', 'one-master-key', label('one')), all)).toEqual([]);
  expect(gatewaysForGeneratedSecret(secret('a', 'x', label(long.slice(0, 63))), all).map((g) => g.metadata.name)).toEqual([long]);
  expect(gatewaysForGeneratedSecret(secret('a', 'one-master-key'), all)).toEqual([]);
});

test('only the PlatformConfig named cluster concerns everything', () => {
  const pc = (name: string): KubeObject => ({ apiVersion: PLATFORM, kind: 'PlatformConfig', metadata: { name } });
  expect(isClusterPlatformConfig(pc('cluster'))).toBe(true);
  expect(isClusterPlatformConfig(pc('other'))).toBe(false);
  expect(isClusterPlatformConfig({ ...clusters[0], metadata: { name: 'cluster' } })).toBe(false);
});

test("a columnstore connection Secret concerns the alt Gateways in storage mode split reading it, the one a ColumnstoreCluster's status names first", () => {
  const alt = (ns: string, name: string, alt: Record<string, unknown>) =>
    gw(ns, name, { type: 'alt', database: { mode: 'external', connectionSecretRef: { name: 'db' } }, models: [{ name: 'm', model: 'openai/gpt-4o' }], alt });
  const stores: KubeObject[] = [
    { apiVersion: PLATFORM, kind: 'ColumnstoreCluster', metadata: { name: 'cs', namespace: 'data' }, spec: {}, status: { connectionSecretRef: { name: 'cs-app' } } },
    { apiVersion: PLATFORM, kind: 'ColumnstoreCluster', metadata: { name: 'plain', namespace: 'a' }, spec: {} },
  ];
  const altGateways = [
    alt('a', 'ref', { columnstore: { mode: 'ref', ref: { name: 'cs', namespace: 'data' } } }),
    alt('a', 'conventional', { columnstore: { mode: 'ref', ref: { name: 'plain' } } }),
    alt('a', 'external', { columnstore: { mode: 'external', connectionSecretRef: { name: 'analytics' } } }),
    alt('a', 'single', { storageMode: 'single' }),
  ];
  const names = (s: KubeObject) => gatewaysUsingColumnstoreSecret(s, stores, altGateways).map((g) => `${g.metadata.namespace}/${g.metadata.name}`);
  expect(names(secret('data', 'cs-app'))).toEqual(['a/ref']);
  expect(names(secret('data', 'cs-connection'))).toEqual([]);
  expect(names(secret('a', 'plain-connection'))).toEqual(['a/conventional']);
  expect(names(secret('a', 'analytics'))).toEqual(['a/external']);
  expect(names(secret('b', 'analytics'))).toEqual([]);
});
