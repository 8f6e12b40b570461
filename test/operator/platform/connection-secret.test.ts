import type { SqlClusterDatabaseRequest } from '../../../lib/plan/types';
import { connectionSecretManifest, holdsValues } from '../../../operator/platform/connection-secret';
import { decodeSecretData } from '../../../operator/platform/secret-data';

const request: SqlClusterDatabaseRequest = {
  gateway: { namespace: 'a', name: 'gw' },
  sqlCluster: { namespace: 'db', name: 'shared', host: 'pg', port: 5432, sslMode: 'disable', maintenanceDatabase: 'postgres', adminSecretRef: { name: 'pg-admin', usernameKey: 'username', passwordKey: 'password' } },
  database: 'a_gw',
  role: 'a_gw',
  owner: 'Gateway a/gw',
  connectionSecret: { namespace: 'a', name: 'gw-database', key: 'DATABASE_URL' },
  dropOnDelete: false,
};
const owner = { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', namespace: 'a', name: 'gw', uid: 'u-1' };

test('the connection Secret carries the owner labels and a controller ownerReference to its Gateway', () => {
  const s = connectionSecretManifest(request, owner, { password: 'p"w d' });
  expect(s.metadata).toMatchObject({ name: 'gw-database', namespace: 'a' });
  expect(s.metadata.labels).toMatchObject({ 'aigw.dev/owner-uid': 'u-1', 'aigw.dev/owner-kind': 'Gateway', 'app.kubernetes.io/managed-by': 'aigw' });
  expect(s.metadata.ownerReferences).toEqual([{ apiVersion: owner.apiVersion, kind: 'Gateway', name: 'gw', uid: 'u-1', controller: true, blockOwnerDeletion: true }]);
  expect(decodeSecretData(s)).toEqual({ password: 'p"w d' });
});

test('values held are compared key by key; keys someone else added do not count', () => {
  expect(holdsValues({ a: '1', b: '2', extra: 'x' }, { a: '1', b: '2' })).toBe(true);
  expect(holdsValues({ a: '1' }, { a: '1', b: '2' })).toBe(false);
  expect(holdsValues({ a: '1', b: '3' }, { a: '1', b: '2' })).toBe(false);
});
